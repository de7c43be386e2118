package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.Reference;
import zugzwang.core.search.TreeGame;

/**
 * DF-PN's answers against the exact values of an independent memoised negamax
 * ({@link Reference.Exact}): hand-worked trees, random trees (several inits, with and without the
 * 1+ε trick), and Nim (transpositions) both plain and declared history-dependent (no table);
 * proving moves at the root and from the table ({@link DfpnSearch#provingMove}) keep the proof.
 */
class DfpnSearchTest {
    private static final ProofLimits BIG = new ProofLimits(Long.MAX_VALUE, 16L << 20);

    /** What a search must answer: from the weak value of the position for the player to move. */
    static Outcome expected(Reference.Exact weakRef, GameState s, int attacker, Goal goal) {
        int v = weakRef.value(s);
        return goal.achievedBy(s.player() == attacker ? v : -v) ? Outcome.PROVED : Outcome.DISPROVED;
    }

    private static List<DfpnSearch> searches(ProofLimits limits) {
        return List.of(new DfpnSearch(limits), new DfpnSearch(limits, ProofNumberInit.MOBILITY),
                new DfpnSearch(limits, ProofNumberInit.UNIFORM, 0.25),
                new DfpnSearch(limits, ProofNumberInit.MOBILITY, 1.0));
    }

    /** Checks one answer: outcome, root numbers, and the root move of a proof at an OR root. */
    static void check(ProofResult r, Reference.Exact ref, GameState s, int attacker, Goal goal, String what) {
        Outcome want = expected(ref, s, attacker, goal);
        assertThat(r.outcome()).as(what).isEqualTo(want);
        assertThat(r.attacker()).isEqualTo(attacker);
        assertThat(r.goal()).isEqualTo(goal);
        if (want == Outcome.PROVED) {
            assertThat(r.proof()).as(what).isZero();
            assertThat(r.disproof()).as(what).isEqualTo(ProofNumbers.INFINITY);
        } else {
            assertThat(r.proof()).as(what).isEqualTo(ProofNumbers.INFINITY);
            assertThat(r.disproof()).as(what).isZero();
        }
        if (want == Outcome.PROVED && s.player() == attacker && !s.isTerminal()) {
            int v = ref.valueOf(s, r.move());
            assertThat(goal.achievedBy(v)).as(what + " move " + r.move()).isTrue();
        } else {
            assertThat(r.move()).as(what).isEqualTo(-1);
        }
        assertThat(r.stopReason()).isNull();
    }

    @ParameterizedTest(name = "{0}: attacker {1} {2} -> {3}, move {4}")
    @CsvSource({
        // root value 0 (children -1 and 0)
        "'((1,-1),(0,2))',              0, WIN,           DISPROVED, -1",
        "'((1,-1),(0,2))',              0, AT_LEAST_DRAW, PROVED,     1",
        "'((1,-1),(0,2))',              1, WIN,           DISPROVED, -1",
        "'((1,-1),(0,2))',              1, AT_LEAST_DRAW, PROVED,    -1",
        // Russell and Norvig: value 3, only the first move wins
        "'((3,12,8),(2,4,6),(14,5,2))', 0, WIN,           PROVED,     0",
        "'((3,12,8),(2,4,6),(14,5,2))', 1, AT_LEAST_DRAW, DISPROVED, -1",
        // the second player wins: every first move loses
        "'((-1,2),(3,-2),(-5))',        0, AT_LEAST_DRAW, DISPROVED, -1",
        "'((-1,2),(3,-2),(-5))',        1, WIN,           PROVED,    -1",
        // a draw reached only through the last move; the others lose
        "'((-1,0),(1,-1),((0,1),(0)))', 0, AT_LEAST_DRAW, PROVED,     2",
        "'((-1,0),(1,-1),((0,1),(0)))', 0, WIN,           DISPROVED, -1",
        "'((-1,0),(1,-1),((0,1),(0)))', 1, WIN,           DISPROVED, -1",
        // a terminal root
        "'5',                           0, WIN,           PROVED,    -1",
        "'0',                           1, WIN,           DISPROVED, -1",
        "'0',                           1, AT_LEAST_DRAW, PROVED,    -1",
    })
    void textbookTrees(String tree, int attacker, Goal goal, Outcome outcome, int move) {
        for (DfpnSearch search : searches(BIG)) {
            TreeGame g = TreeGame.parseTree(tree);
            ProofResult r = search.prove(g.start(), attacker, goal);
            assertThat(r.outcome()).isEqualTo(outcome);
            assertThat(r.move()).isEqualTo(move);
            check(r, new Reference.Exact(true), g.start(), attacker, goal, tree);
        }
    }

    @Test
    void twoSearchesOfRussellNorvigVisitTheNodesNagaiWould() {
        // R&N, attacker 0, WIN: root (OR) children A, B, C (AND, 3 leaves each). Expanding the
        // root gives each child (1, 1); A is searched with thresholds (min(INF-1, 1+1), INF-1-3+1):
        // A's leaves 3, 12, 8 are all wins: A proved (one MID call), root proved: 2 MID calls.
        ProofResult r = new DfpnSearch(BIG).prove(TreeGame.parseTree("((3,12,8),(2,4,6),(14,5,2))").start(), 0,
                Goal.WIN);
        assertThat(r.created()).isEqualTo(2);
        assertThat(r.expanded()).isEqualTo(2);
        assertThat(r.maxTreeSize()).isEqualTo(2);
    }

    private static TreeGame randomTree(int i) {
        int maxDepth = 2 + i % 6;
        return TreeGame.random(5000L + i, maxDepth, maxDepth >= 6 ? 3 : 4, 0.55 + 0.1 * (i % 4),
                i % 3 == 0 ? 0 : i % 3);
    }

    @Test
    void randomTreesAgreeWithNegamax() {
        int proved = 0;
        int disproved = 0;
        for (int i = 0; i < 400; i++) {
            TreeGame g = randomTree(i);
            Reference.Exact ref = new Reference.Exact(true);
            for (DfpnSearch search : searches(BIG)) {
                for (int attacker = 0; attacker < 2; attacker++) {
                    for (Goal goal : Goal.values()) {
                        GameState root = g.start();
                        ProofResult r = search.prove(root, attacker, goal);
                        check(r, ref, root, attacker, goal, "tree " + i + " attacker " + attacker + " " + goal);
                        assertThat(root.ply()).isZero();
                        if (r.outcome() == Outcome.PROVED) {
                            proved++;
                        } else {
                            disproved++;
                        }
                    }
                }
            }
        }
        assertThat(proved).isGreaterThan(1000);
        assertThat(disproved).isGreaterThan(1000);
    }

    /** Every position reachable from the start, each once. */
    static List<GameState> reachable(Game game) {
        List<GameState> out = new ArrayList<>();
        collect(game.start(), new HashSet<>(), out);
        return out;
    }

    private static void collect(GameState s, Set<Long> seen, List<GameState> out) {
        if (!seen.add(s.key())) {
            return;
        }
        out.add(s.copy());
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            collect(s, seen, out);
            s.undo();
        }
    }

    private static final Nim[] NIMS = {new Nim(2, 3, 2, 2), new Nim(3, 4, 3), new Nim(1, 2, 2, 2, 1)};

    @Test
    void nimEveryPositionWithAndWithoutTheTable() {
        for (Nim plain : NIMS) {
            for (Nim nim : new Nim[] {plain, plain.declaredHistoryDependent()}) {
                Reference.Exact ref = new Reference.Exact(true);
                List<GameState> positions = reachable(nim);
                assertThat(positions.size()).isGreaterThan(20);
                for (DfpnSearch search : searches(BIG)) {
                    for (GameState p : positions) {
                        for (int attacker = 0; attacker < 2; attacker++) {
                            for (Goal goal : Goal.values()) {
                                long key = p.key();
                                ProofResult r = search.prove(p, attacker, goal);
                                String what = nim.name() + " hd=" + nim.historyDependent() + " " + p.key()
                                        + " attacker " + attacker + " " + goal;
                                check(r, ref, p, attacker, goal, what);
                                assertThat(p.key()).isEqualTo(key);
                                if (nim.historyDependent()) {
                                    assertThat(r.maxTreeSize()).as("no table").isZero();
                                    assertThat(search.provingMove(p, attacker, goal)).isEqualTo(-1);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * Walks the proof tree through the table: at an attacker's position the recorded proving move
     * (a fresh search proves the position after it), at a defender's position every move; every
     * terminal position reached achieves the goal.
     */
    @Test
    void provingMovesFromTheTableFormAProofTree() {
        int walked = 0;
        for (Nim nim : NIMS) {
            Reference.Exact ref = new Reference.Exact(true);
            for (GameState p : reachable(nim)) {
                for (int attacker = 0; attacker < 2; attacker++) {
                    for (Goal goal : Goal.values()) {
                        DfpnSearch search = new DfpnSearch(BIG);
                        if (search.prove(p, attacker, goal).outcome() == Outcome.PROVED) {
                            walked += walk(search, ref, p.copy(), attacker, goal);
                        }
                    }
                }
            }
        }
        assertThat(walked).isGreaterThan(1000);
    }

    private static int walk(DfpnSearch search, Reference.Exact ref, GameState s, int attacker, Goal goal) {
        if (s.isTerminal()) {
            assertThat(goal.achievedBy(s.player() == attacker ? s.value() : -s.value())).isTrue();
            return 1;
        }
        assertThat(expected(ref, s, attacker, goal)).isEqualTo(Outcome.PROVED);
        int[] moves = new int[s.game().maxMoves()];
        int n;
        if (s.player() == attacker) {
            int m = search.provingMove(s, attacker, goal);
            if (m < 0) { // evicted or never searched (reached through a transposition): prove it again
                ProofResult r = search.prove(s, attacker, goal);
                assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
                m = search.provingMove(s, attacker, goal);
                assertThat(m).isEqualTo(r.move());
            }
            int legal = s.moves(moves);
            assertThat(java.util.Arrays.copyOf(moves, legal)).contains(m);
            s.play(m);
            ProofResult fresh = new DfpnSearch(BIG).prove(s, attacker, goal);
            assertThat(fresh.outcome()).isEqualTo(Outcome.PROVED);
            int count = walk(search, ref, s, attacker, goal);
            s.undo();
            return count;
        }
        assertThat(search.provingMove(s, attacker, goal)).isEqualTo(-1);
        n = s.moves(moves);
        int count = 0;
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            count += walk(search, ref, s, attacker, goal);
            s.undo();
        }
        return count;
    }

    @Test
    void theTableIsKeptForTheSameQuestionAndClearedForAnother() {
        Nim nim = new Nim(3, 4, 3);
        DfpnSearch search = new DfpnSearch(BIG);
        GameState start = nim.start();
        ProofResult first = search.prove(start, 0, Goal.WIN);
        ProofResult again = search.prove(start, 0, Goal.WIN);
        assertThat(again.outcome()).isEqualTo(first.outcome());
        // the second search finds the root's children in the table: one MID call
        assertThat(again.created()).isLessThan(first.created()).isEqualTo(1);
        assertThat(search.provingMove(start, 0, Goal.WIN)).isEqualTo(first.outcome() == Outcome.PROVED
                ? first.move() : -1);
        // another goal: a fresh table, the old entries are not used for it
        ProofResult other = search.prove(start, 0, Goal.AT_LEAST_DRAW);
        assertThat(other.created()).isGreaterThan(1);
        assertThat(search.provingMove(start, 0, Goal.WIN)).isEqualTo(-1);
        // another game with the same attacker and goal: its keys mean other positions, so the
        // table starts empty (a tree whose node numbers are Nim keys would otherwise be misread)
        TreeGame tree = TreeGame.parseTree("((1,-1),(0,2))");
        ProofResult onTree = search.prove(tree.start(), 0, Goal.AT_LEAST_DRAW);
        assertThat(onTree.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(onTree.created()).isEqualTo(3); // root, the first child (disproved), the second (proved)
        assertThat(search.provingMove(start, 0, Goal.AT_LEAST_DRAW)).isEqualTo(-1);
        assertThat(search.provingMove(tree.start(), 0, Goal.AT_LEAST_DRAW)).isEqualTo(1);
        search.clear();
        assertThat(search.tableEntries()).isZero();
        assertThat(search.prove(start, 0, Goal.AT_LEAST_DRAW).created()).isEqualTo(other.created());
        assertThat(search.name()).isEqualTo("dfpn");
    }
}
