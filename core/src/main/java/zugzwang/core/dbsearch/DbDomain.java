package zugzwang.core.dbsearch;

/**
 * A single-agent problem in Allis' db-search framework (§3.3): the operators (shared by all
 * problems of the same shape), the initial state and the goals. The hooks let a domain add the
 * conditions its state space has beyond the framework (qubic's global checks, §4.3.3); their
 * defaults are those of a domain that meets the framework's conditions (the double-letter
 * puzzle).
 */
public interface DbDomain {
    OperatorTable operators();

    /** The initial state (not modified by the search). */
    long[] initialState();

    /** Whether {@code state} is a goal state (it holds a goal, Def. 3.4). */
    boolean isGoal(long[] state);

    /**
     * {@link #isGoal} of {@code state}, reached by applying operator {@code f} to a state that is
     * no goal: a domain whose goals are made by what an operator adds may look at {@code f}'s
     * additions alone (go-moku: a five or straight four through the stone it adds). The default
     * asks {@link #isGoal}; an answer must be the same.
     */
    default boolean isGoalAfter(long[] state, int f) {
        return isGoal(state);
    }

    /**
     * {@link #isGoal} of {@code state}, the merge of two states {@code a} and {@code b} that are no
     * goal (two dependency nodes' states): a domain whose goals are made by what operators add
     * may look at what the merge has that one part lacks (go-moku: a five or straight four of the
     * merge not in {@code a} goes through a stone of {@code b}'s). The default asks
     * {@link #isGoal}; an answer must be the same.
     */
    default boolean isGoalOfMerge(long[] state, long[] a, long[] b) {
        return isGoal(state);
    }

    /**
     * Whether operator {@code f}, applicable in {@code state} by its pre-conditions, may be
     * applied there (a domain's rules beyond ⟨pre, del, add⟩). The search never modifies an
     * array it has passed as {@code state} (a node's state, or a merge's), so a domain may
     * remember its answer for the same array.
     */
    default boolean allows(long[] state, int f) {
        return true;
    }

    /**
     * A bit per operator this search may ever apply (bit f of word f / 64), or null for every one:
     * an operator outside it is refused before any other test, as {@link #allows} would refuse it
     * in every state (go-moku: a defender's search of fives and fours only). The search does not
     * modify the array.
     */
    default long[] usable() {
        return null;
    }

    /**
     * Whether merging two states (each reached from the initial state by a path) may give a goal
     * that neither is, or make an operator applicable by its pre-conditions that is applicable in
     * neither — false only where neither can happen (go-moku: no stone one path adds stands on a
     * threat's line with a stone only the other adds). The search then merges the two paths only if
     * an operator applicable in one of them but refused there by {@link #allows} may follow both
     * keys; it skips nothing that it would have made a node of. True, the default, asks nothing.
     * Not for a domain with forced attributes ({@link #forcedAttribute}): a merge whose state is
     * forced takes operators beyond those depending on both keys, which this test does not see.
     */
    default boolean mayInteract(long[] a, long[] b) {
        return true;
    }

    /**
     * Whether the merge of two paths, in the order given (a representative path, which reaches
     * {@code state}), is acceptable (qubic: no defender four, closed defender threes blocked in
     * time).
     */
    default boolean acceptsMerge(long[] state, int[] path) {
        return true;
    }

    /**
     * An attribute the next operator after reaching {@code state} must add, or -1 when any
     * operator may follow (qubic: the attacker must block an open defender three). A combination
     * whose state has one is extended by a node whose key adds it (Allis' extended meta-operator,
     * §4.3.3) before it is created.
     */
    default int forcedAttribute(long[] state) {
        return -1;
    }

    /**
     * Whether a goal reached by {@code path} stands (a domain may check a potential solution
     * further before accepting it: go-moku's global defence). A refused goal is neither extended
     * nor combined: the domain must refuse every path that extends it too.
     */
    default boolean acceptsGoal(int[] path, long[] state) {
        return true;
    }

    /**
     * Whether the search should stop once level {@code level} is done (go-moku's global
     * refutation heuristic: too many potential solutions were refuted); the result is then
     * incomplete.
     */
    default boolean stopAfterLevel(int level) {
        return false;
    }

    /**
     * Whether the search should stop at once, in the middle of a level, right after a goal was
     * refused (go-moku: so many potential solutions refuted within one level that the level's end
     * is not worth waiting for); the result is then incomplete.
     */
    default boolean stopAfterRefusal() {
        return false;
    }

    /**
     * A superset of the operators applicable in {@code state}, ascending, or null for every
     * operator (the default). Where the search would otherwise try every operator (after the
     * root), a domain with many operators and a cheap index (go-moku: 23,596 applications, but
     * only those on lines through the attacker's stones can apply) saves the scan.
     */
    default int[] candidates(long[] state) {
        return null;
    }
}
