package zugzwang.core.dbsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Dependency-based search (Allis 1994, §3.4–3.5, Tables 3.2–3.6). Levels are created until one
 * adds no node, the node budget is spent, or (when asked) a goal is found. Each level is
 *
 * <ul>
 *   <li>a <b>dependency stage</b>: from the root (level 1) and from every combination node of the
 *       previous level, each operator f that F({node}, f) may apply — f applicable in the node's
 *       state and depending on the node's key (from a combination node: on the keys of both merged
 *       nodes, and applicable in neither alone, the minimality of Def. 3.19) — makes a dependency
 *       child, which is expanded the same way at once (Tables 3.3, 3.4);</li>
 *   <li>a <b>combination stage</b>: every dependency node made in this level (the partner) is
 *       paired with every dependency node of the graph it does not conflict with; a subtree is
 *       skipped as soon as its root conflicts (its paths extend a conflicting one); a combination
 *       node is made only if some operator depends on both keys (Tables 3.5, 3.6). Each pair is
 *       tried once, nodes of the same path (one within the other) are not paired, and nodes made
 *       in a combination stage take part only from the next level on.</li>
 * </ul>
 *
 * Goal nodes are not extended (their extensions are redundant, Def. 3.14).
 *
 * <p><b>Forced attributes</b> ({@link DbDomain#forcedAttribute}, none in Allis' framework): where a
 * domain says the next operator must add an attribute (qubic: the attacker must block a defender
 * three), only operators adding it are children, whether they depend on the key or not, and what
 * would have followed the node is handed down to them (they follow the forced operator instead).
 * A forced root's children are searched as roots; a merge whose state is forced becomes a
 * combination node if its operators can follow the forced one. A search object runs once.
 */
public final class DbSearch {
    private final DbDomain domain;
    private final OperatorTable ops;
    /** The running thread's answers of {@link OperatorTable#applicableFollowers} ({@link FollowerMemo}), or null. */
    private FollowerMemo memo;
    private final long maxNodes;
    private final boolean stopAtGoal;
    private final int words;
    private final List<DbNode> nodes = new ArrayList<>();
    private final List<DbNode> goals = new ArrayList<>();
    /** The operators the domain may ever apply ({@link DbDomain#usable}), or null for all. */
    private final long[] usableOps;
    /** This thread's marks (see {@link Marks}). */
    private final Marks marks;
    /** Scratch for {@link #candidateBits}: the set, the node and array it was built from. */
    private long[] bits;
    private DbNode bitsNode;
    private int[] bitsArray;
    /** Scratch of {@link #findCombinations}: the nodes still to visit (a search pairs every new node). */
    private final List<DbNode> stack = new ArrayList<>();
    /** Scratch of {@link #scratch}, made on first use (a search that ends at its root needs none). */
    private int[] scratchInts = NONE;
    /** The empty result of {@link #dependingOn}, shared. */
    private static final int[] NONE = new int[0];
    /** Scratch of {@link #conflict}: the attributes the two paths' shared operators delete. */
    private long[] shared;
    private int level;
    private int productiveLevels;
    private boolean stopped;
    private boolean outOfBudget;
    private long pairs;
    private long merges;
    private int dependencyNodes;
    private int combinationNodes;
    private boolean ran;
    /** The domain's initial state, asked once per run (the replays of {@link #extend} and of reordered paths start from it). */
    private long[] initial;

    /**
     * @param maxNodes   the node budget (root, dependency and combination nodes)
     * @param stopAtGoal stop at the first goal the domain accepts, else find all
     */
    public DbSearch(DbDomain domain, long maxNodes, boolean stopAtGoal) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("node budget must be at least 1: " + maxNodes);
        }
        this.domain = domain;
        this.ops = domain.operators();
        this.maxNodes = maxNodes;
        this.stopAtGoal = stopAtGoal;
        this.words = ops.words();
        this.marks = Marks.forThread(ops.size());
        this.usableOps = domain.usable();
    }

    /**
     * A mark per operator, for a set of operators built and read at once (a path's, in
     * {@link #extend} and {@link #mergedPath}): operator f is in the set when {@code mark[f]} equals
     * the set's stamp, so a new set is one increment, not a clearing. One array per thread, shared
     * by its searches: a global-defence check runs a search inside another's goal test, thousands
     * a second, and an array of the operators per search (23,596 ints on 15×15 go-moku, zeroed on
     * allocation) was a sixth of a solve's time. Sharing is safe as each set is built and read
     * with no search started in between; nested searches only move the stamp on.
     */
    private static final class Marks {
        private static final ThreadLocal<Marks> OF_THREAD = ThreadLocal.withInitial(Marks::new);
        int[] mark = new int[0];
        private int stamp;

        static Marks forThread(int operators) {
            Marks m = OF_THREAD.get();
            if (m.mark.length < operators) {
                m.mark = new int[operators];
                m.stamp = 0;
            }
            return m;
        }

        /** A fresh stamp: no operator carries it. */
        int next() {
            if (stamp == Integer.MAX_VALUE) {
                Arrays.fill(mark, 0);
                stamp = 0;
            }
            return ++stamp;
        }
    }

    /** Runs the search (Table 3.2). */
    public DbResult run() {
        if (ran) {
            throw new IllegalStateException("a DbSearch runs once");
        }
        ran = true;
        memo = ops.memo(); // the thread's that runs the search
        long[] init = domain.initialState();
        if (init.length != words) {
            throw new IllegalArgumentException("initial state has " + init.length + " words, operators " + words);
        }
        initial = init.clone();
        DbNode root = newNode(DbNode.Type.ROOT, new int[0], new int[0], init.clone(), new long[words], new int[0], null);
        if (domain.isGoal(root.state) && domain.acceptsGoal(root.path, root.state)) {
            root.goal = true;
            goals.add(root);
            if (stopAtGoal) {
                return result(false);
            }
        }
        List<DbNode> fromCombinations = new ArrayList<>();
        for (level = 1; !stopped; level++) {
            int firstNew = nodes.size();
            if (level == 1) {
                addDependentChildren(root);
            } else {
                for (DbNode c : fromCombinations) {
                    if (stopped) {
                        break;
                    }
                    addDependentChildren(c);
                }
            }
            fromCombinations = new ArrayList<>();
            if (!stopped) {
                int lastNew = nodes.size();
                for (int i = firstNew; i < lastNew && !stopped; i++) {
                    DbNode partner = nodes.get(i);
                    if (partner.type == DbNode.Type.DEPENDENCY && !partner.goal && !partner.refuted) {
                        findCombinations(partner, root, fromCombinations);
                    }
                }
            }
            if (nodes.size() == firstNew) {
                break;
            }
            productiveLevels = level;
            if (!stopped && domain.stopAfterLevel(level)) {
                stopped = true;
            }
        }
        return result(!stopped);
    }

    private DbResult result(boolean complete) {
        return new DbResult(Collections.unmodifiableList(goals), Collections.unmodifiableList(nodes), complete,
                outOfBudget, nodes.size(), dependencyNodes, combinationNodes, productiveLevels, pairs, merges);
    }

    /**
     * A new node. Its sorted operators come without a sort (a third of the search's time went to
     * sorting every path anew): a dependency node's are its parent's with the key inserted, a
     * combination's the union of its two parts' (a merged path holds each part's operators once).
     */
    private DbNode newNode(DbNode.Type type, int[] path, int[] sortedOps, long[] state, long[] consumed, int[] keys,
                           DbNode[] parts) {
        DbNode n = new DbNode(nodes.size(), type, level, path, sortedOps, state, consumed, keys, parts);
        nodes.add(n);
        if (type == DbNode.Type.DEPENDENCY) {
            dependencyNodes++;
        } else if (type == DbNode.Type.COMBINATION) {
            combinationNodes++;
        }
        if (nodes.size() >= maxNodes) {
            outOfBudget = true;
            stopped = true;
        }
        return n;
    }

    /** A combination node of two parts: its sorted operators are the union of theirs. */
    private DbNode newCombination(int[] path, long[] state, long[] consumed, int[] keys, DbNode[] parts) {
        return newNode(DbNode.Type.COMBINATION, path, union(parts[0].sortedOps, parts[1].sortedOps), state, consumed,
                keys, parts);
    }

    /** Table 3.4: every operator F({node}, f) applies to, each child expanded at once. */
    private void addDependentChildren(DbNode node) {
        int forced = domain.forcedAttribute(node.state);
        int[] usual;
        int[] candidates;
        boolean screened = false;
        if (forced < 0 && node.type == DbNode.Type.DEPENDENCY && !node.opensRoot && node.inherited == null) {
            // the key's followers (usualCandidates), only those that apply: the table screens
            // them by groups (the innermost loop of a go-moku search tested each of ~400). usual
            // is read only where the next operator is forced, never on this branch
            usual = null;
            screened = true;
            int[] found = scratch(ops.followers(node.keys[0]).length);
            int n = ops.applicableFollowers(node.state, node.keys[0], found, memo);
            candidates = n == 0 ? NONE : Arrays.copyOf(found, n); // copied: the children's calls reuse the scratch
        } else {
            usual = usualCandidates(node); // null: every operator
            // where the next operator is forced, only operators adding the attribute follow, whatever
            // they depend on; what would have followed waits for their children
            candidates = forced >= 0 ? ops.adding(forced) : usual != null ? usual : domain.candidates(node.state);
        }
        int n = candidates == null ? ops.size() : candidates.length;
        // screened: the key's followers that apply here but that the domain refuses, kept for the
        // combination stage (mergeMayAdd); most nodes have none and share NONE
        int[] refused = NONE;
        int nRefused = 0;
        for (int i = 0; i < n && !stopped; i++) {
            int f = candidates == null ? i : candidates[i];
            if (!usable(f) || !(screened || ops.applicable(node.state, f))) {
                continue;
            }
            if (!domain.allows(node.state, f)) {
                if (screened) {
                    if (nRefused == refused.length) {
                        refused = Arrays.copyOf(refused, Math.max(4, 2 * nRefused));
                    }
                    refused[nRefused++] = f;
                }
                continue;
            }
            int[] path = Arrays.copyOf(node.path, node.path.length + 1);
            path[path.length - 1] = f;
            long[] state = node.state.clone();
            ops.apply(state, f);
            long[] consumed = node.consumed.clone();
            ops.consume(consumed, f);
            DbNode child = newNode(DbNode.Type.DEPENDENCY, path, inserted(node.sortedOps, f), state, consumed,
                    new int[] {f}, null);
            if (forced >= 0) {
                child.opensRoot = usual == null;
                child.inherited = usual;
            }
            node.link(child);
            // a node extended is no goal but a goal root (extended when all goals are asked for)
            if (node.goal ? domain.isGoal(state) : domain.isGoalAfter(state, f)) {
                if (domain.acceptsGoal(path, state)) {
                    child.goal = true;
                    goals.add(child);
                    if (stopAtGoal) {
                        stopped = true;
                    }
                } else {
                    // a refuted goal: what extends it keeps the refuted prefix (go-moku's defence
                    // refutes it again), so it is neither extended nor paired
                    child.refuted = true;
                    if (domain.stopAfterRefusal()) {
                        stopped = true;
                    }
                }
                continue;
            }
            addDependentChildren(child);
        }
        if (screened) {
            node.refused = nRefused == refused.length ? refused : Arrays.copyOf(refused, nRefused);
        }
    }

    /**
     * The operators that may follow a node when nothing is forced: every one after the root (or a
     * forced root's child), the pending ones after a combination, else those depending on the key
     * and those a forced parent handed down.
     */
    private int[] usualCandidates(DbNode node) {
        if (node.type == DbNode.Type.ROOT || node.opensRoot) {
            return null;
        }
        if (node.type == DbNode.Type.COMBINATION) {
            return node.pending;
        }
        int[] own = ops.followers(node.keys[0]); // the node's state has its key applied
        return node.inherited == null ? own : union(own, node.inherited);
    }

    /** The ascending array {@code sorted} with {@code f} inserted in its place. */
    private static int[] inserted(int[] sorted, int f) {
        int found = Arrays.binarySearch(sorted, f);
        int at = found >= 0 ? found : -found - 1;
        int[] out = new int[sorted.length + 1];
        System.arraycopy(sorted, 0, out, 0, at);
        out[at] = f;
        System.arraycopy(sorted, at, out, at + 1, sorted.length - at);
        return out;
    }

    /** The union of two ascending arrays, ascending, each value once. */
    private static int[] union(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        int n = 0;
        int i = 0;
        int j = 0;
        while (i < a.length || j < b.length) {
            int v = j == b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
            if (n == 0 || out[n - 1] != v) {
                out[n++] = v;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Table 3.6: pairs {@code partner} with every suitable dependency node under {@code start}. */
    private void findCombinations(DbNode partner, DbNode start, List<DbNode> made) {
        List<DbNode> stack = this.stack;
        stack.clear();
        stack.add(start);
        while (!stack.isEmpty() && !stopped) {
            DbNode node = stack.remove(stack.size() - 1);
            // a dependency node below start was pushed by its parent, which did not conflict
            boolean conflicts = node.type != DbNode.Type.ROOT
                    && (node != start && node.type == DbNode.Type.DEPENDENCY ? conflictBy(partner, node.keys[0])
                            : conflict(partner, node));
            // (the tests run with assertions: there each short answer is checked against the walk)
            assert node.type == DbNode.Type.ROOT || conflicts == conflict(partner, node) : "conflictBy " + node.id;
            if (conflicts) {
                continue; // its whole subtree conflicts too
            }
            if (node.type == DbNode.Type.DEPENDENCY && eligible(partner, node)) {
                pairs++;
                DbNode combination = combine(partner, node);
                if (combination != null) {
                    made.add(combination);
                }
            }
            // children pushed in reverse so they are visited in creation order (reversed in
            // place: a sub-list view per node was a tenth of a go-moku solve's allocation)
            int from = stack.size();
            for (DbNode c = node.child; c != null; c = c.sibling) {
                if (c.level < level || c.type != DbNode.Type.COMBINATION) {
                    stack.add(c);
                }
            }
            for (int i = from, j = stack.size() - 1; i < j; i++, j--) {
                stack.set(j, stack.set(i, stack.get(j)));
            }
        }
    }

    private boolean eligible(DbNode partner, DbNode node) {
        if (node == partner || node.goal || node.refuted) {
            return false;
        }
        if (node.level == level && node.id > partner.id) {
            return false; // this pair is tried when node is the partner
        }
        return !node.opsWithin(partner) && !partner.opsWithin(node);
    }

    /**
     * {@link #conflict} of {@code partner} and a dependency node whose parent does not conflict
     * with it: the node's path is its parent's and operator {@code f}, what it consumed its
     * parent's and what f deletes. If the partner's path holds f, that is consumed by the same
     * operator in both; else the node conflicts where f deletes what the partner consumed (by
     * another operator: not f). An attribute f deletes was not consumed in the parent (f needs it),
     * so no other pair of operators is new. One lookup and one intersection, not a walk of both
     * paths (the combination stage asks for every node of the tree and every partner).
     */
    private boolean conflictBy(DbNode partner, int f) {
        // (the intersection first: it is mostly empty, and reads f's one or two words of del)
        return ops.deletesAny(f, partner.consumed) && Arrays.binarySearch(partner.sortedOps, f) < 0;
    }

    /**
     * Whether two nodes' paths cannot be merged because two different operators delete the same
     * attribute (an attribute is deleted once and never re-created, so two paths that consume it
     * by different operators exclude each other). Monotone: extensions of a conflicting path
     * conflict too.
     */
    private boolean conflict(DbNode a, DbNode b) {
        boolean overlap = false;
        for (int i = 0; i < words; i++) {
            if ((a.consumed[i] & b.consumed[i]) != 0) {
                overlap = true;
                break;
            }
        }
        if (!overlap) {
            return false;
        }
        if (shared == null) {
            shared = new long[words];
        } else {
            Arrays.fill(shared, 0L);
        }
        // the operators both paths hold (their sorted operators walked together): what they
        // delete is consumed by the same operator in both, no conflict
        int[] x = a.sortedOps;
        int[] y = b.sortedOps;
        for (int i = 0, j = 0; i < x.length && j < y.length; ) {
            if (x[i] < y[j]) {
                i++;
            } else if (x[i] > y[j]) {
                j++;
            } else {
                ops.consume(shared, x[i]);
                i++;
                j++;
            }
        }
        for (int i = 0; i < words; i++) {
            if ((a.consumed[i] & b.consumed[i] & ~shared[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The merge of two dependency nodes and, if some operator depends on it, the combination node
     * (a child of {@code node}); else null.
     */
    private DbNode combine(DbNode partner, DbNode node) {
        int fp = domain.forcedAttribute(partner.state);
        if (fp >= 0 && AttributeSet.has(ops.add(node.keys[0]), fp)) {
            return extend(partner, node, node);
        }
        int fn = domain.forcedAttribute(node.state);
        if (fn >= 0 && AttributeSet.has(ops.add(partner.keys[0]), fn)) {
            return extend(node, partner, node);
        }
        if (!mergeMayAdd(partner, node)) {
            return null;
        }
        Replay merged = mergedPath(partner, node);
        if (merged == null) {
            return null;
        }
        merges++;
        int[] path = merged.path();
        long[] state = merged.state();
        long[] consumed = merged.consumed();
        if (!domain.acceptsMerge(state, path)) {
            // the domain's rules may allow the other order (qubic: a defender three one path
            // leaves open must be blocked before the other path's threats)
            Replay other = mergedPath(node, partner);
            if (other == null || !domain.acceptsMerge(state, other.path())) {
                return null;
            }
            path = other.path();
        }
        boolean goal = domain.isGoalOfMerge(state, partner.state, node.state);
        // (the tests run with assertions: there the short answer is checked against the whole test)
        assert goal == domain.isGoal(state) : "isGoalOfMerge";
        if (goal) {
            // the merge itself reaches a goal (qubic: two threat sequences that together make a
            // double threat); a refuted one is dropped
            if (domain.acceptsGoal(path, state)) {
                goalCombination(path, state, consumed, new int[] {partner.keys[0], node.keys[0]},
                        new DbNode[] {partner, node}, node);
            } else if (domain.stopAfterRefusal()) {
                stopped = true;
            }
            return null;
        }
        int forced = domain.forcedAttribute(state);
        int[] pending = dependingOn(state, partner, node, forced >= 0);
        if (forced >= 0) {
            // the forced operator comes first; the merge is worth a node if one applies here and
            // either something depending on both keys waits for it, or it applies in neither part
            // (the merge is what made it possible)
            boolean any = false;
            boolean fresh = false;
            for (int f : ops.adding(forced)) {
                if (appliesIn(state, f)) {
                    any = true;
                    fresh |= !appliesIn(partner.state, f) && !appliesIn(node.state, f);
                }
            }
            if (!any || (pending.length == 0 && !fresh)) {
                return null;
            }
        } else if (pending.length == 0) {
            return null;
        }
        DbNode c = newCombination(path, state, consumed, new int[] {partner.keys[0], node.keys[0]},
                new DbNode[] {partner, node});
        c.pending = pending;
        node.link(c);
        return c;
    }

    /**
     * Whether the merge of two dependency nodes (nothing forced) may be a goal or have operators
     * depending on both keys that apply in neither alone — false only where the domain says the two
     * states cannot interact ({@link DbDomain#mayInteract}): then every operator applicable in the
     * merge by its pre-conditions is so in one of them, and only one the domain refused there may
     * be new. Each node's refused followers were kept when it was expanded ({@link DbNode#refused});
     * one of {@code a}'s counts if it follows {@code b}'s key too, and the other way round. No merge
     * skipped here would have made a node: {@link #combine} would have found nothing in it. The
     * test is cheap where the merge is not: on go-moku most pairs are threats far apart on the
     * board, and replaying both paths and screening the followers was half of a solve's time.
     */
    private boolean mergeMayAdd(DbNode a, DbNode b) {
        if (a.refused == null || b.refused == null || domain.mayInteract(a.state, b.state)) {
            return true;
        }
        // a.refused ⊆ followers(a's key) and b.refused ⊆ followers(b's key), both ascending
        return meets(a.refused, ops.followers(b.keys[0])) || meets(b.refused, ops.followers(a.keys[0]));
    }

    /** Whether the ascending arrays share a value ({@code small} is short: searched in {@code large}). */
    private static boolean meets(int[] small, int[] large) {
        for (int f : small) {
            if (Arrays.binarySearch(large, f) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Allis' extended meta-operator (§4.3.3), in general form: {@code forced}'s state requires an
     * attribute that {@code blocker}'s key adds, so {@code blocker}'s other operators go first,
     * then {@code forced}'s path, then the blocker's key; from there the operators that would have
     * followed {@code forced} and those depending on the blocker's key may follow. The node hangs
     * under {@code parent}; null if the order does not apply or nothing may follow.
     */
    private DbNode extend(DbNode forced, DbNode blocker, DbNode parent) {
        int stamp = marks.next();
        int[] mark = marks.mark;
        for (int f : forced.path) {
            mark[f] = stamp;
        }
        int key = blocker.keys[0];
        if (mark[key] == stamp) {
            return null;
        }
        int[] path = new int[forced.path.length + blocker.path.length];
        int n = 0;
        for (int f : blocker.path) {
            if (f != key && mark[f] != stamp) {
                path[n++] = f;
            }
        }
        for (int f : forced.path) {
            path[n++] = f;
        }
        path[n++] = key;
        Replay replay = replay(Arrays.copyOf(path, n));
        if (replay == null) {
            return null;
        }
        path = replay.path();
        long[] state = replay.state();
        long[] consumed = replay.consumed();
        merges++;
        if (!domain.acceptsMerge(state, path)) {
            return null;
        }
        DbNode[] parts = {forced, blocker};
        int[] keys = {forced.keys[0], key};
        if (domain.isGoal(state)) {
            if (domain.acceptsGoal(path, state)) {
                goalCombination(path, state, consumed, keys, parts, parent);
            }
            return null;
        }
        int[] usual = usualCandidates(forced);
        int[] candidates = usual == null ? allOperators(state) : union(usual, ops.followers(key));
        int[] pending = new int[candidates.length];
        int k = 0;
        for (int f : candidates) {
            if (usable(f) && ops.applicable(state, f) && domain.allows(state, f) && !appliesIn(forced.state, f)
                    && !appliesIn(blocker.state, f)) {
                pending[k++] = f;
            }
        }
        if (k == 0) {
            return null;
        }
        DbNode c = newCombination(path, state, consumed, keys, parts);
        c.pending = Arrays.copyOf(pending, k);
        parent.link(c);
        return c;
    }

    /** Records a merge that reaches a goal by itself: a combination node, not extended. */
    private void goalCombination(int[] path, long[] state, long[] consumed, int[] keys, DbNode[] parts, DbNode parent) {
        DbNode c = newCombination(path, state, consumed, keys, parts);
        c.pending = new int[0];
        c.goal = true;
        parent.link(c);
        goals.add(c);
        stopped |= stopAtGoal;
    }

    /** Whether the domain may ever apply {@code f} ({@link DbDomain#usable}). */
    private boolean usable(int f) {
        return usableOps == null || (usableOps[f >>> 6] >>> f & 1) != 0;
    }

    private boolean appliesIn(long[] state, int f) {
        return ops.applicable(state, f) && domain.allows(state, f);
    }

    /** Every operator that may apply in {@code state}: the domain's candidates, or all. */
    private int[] allOperators(long[] state) {
        int[] some = domain.candidates(state);
        if (some != null) {
            return some;
        }
        int[] all = new int[ops.size()];
        for (int f = 0; f < all.length; f++) {
            all[f] = f;
        }
        return all;
    }

    /**
     * The operators F({a, b}, f) applies to: applicable in the merged state, depending on both
     * keys, and applicable in neither node's state alone (there F({a}, f) or F({b}, f) makes it).
     * With {@code forced} (the merged state needs a forced operator first), those that depend on
     * either key and could not be applied in that node's state (not allowed there): they follow
     * the forced operator, whose children inherit them.
     */
    private int[] dependingOn(long[] state, DbNode a, DbNode b, boolean forced) {
        // what may follow each node: the dependents of its key (and what a forced parent handed down)
        int[] x = usualCandidates(a);
        int[] y = usualCandidates(b);
        if (x == null || y == null) {
            x = x == null ? (y == null ? allOperators(state) : y) : x;
            y = x;
        }
        int[] candidates;
        if (forced) {
            candidates = union(x, y);
        } else {
            int[] out = scratch(y.length);
            int n = 0;
            if (b.type == DbNode.Type.DEPENDENCY && y == ops.followers(b.keys[0])) {
                // y is b's key's followers: those applying in the merged state come screened
                // (ascending, as y), then the other tests in y's order, compacted in place. The
                // few that apply are looked up in x (ascending: usualCandidates) one by one — a bit
                // set of x, built for each partner, cost more than the lookups it saved
                int applying = ops.applicableFollowers(state, b.keys[0], out, memo);
                assert ascending(x) : "usualCandidates";
                for (int i = 0; i < applying; i++) {
                    int f = out[i];
                    if (Arrays.binarySearch(x, f) >= 0 && usable(f) && !appliesIn(a.state, f) && !appliesIn(b.state, f)
                            && domain.allows(state, f)) {
                        out[n++] = f;
                    }
                }
            } else {
                // the intersection, by testing y's operators against x's as a bit set: a node is
                // paired with many partners in a row, so the set is built once per partner
                long[] inX = candidateBits(a, x);
                for (int f : y) {
                    if ((inX[f >>> 6] & 1L << f) != 0 && usable(f) && ops.applicable(state, f) && !appliesIn(a.state, f)
                            && !appliesIn(b.state, f) && domain.allows(state, f)) {
                        out[n++] = f;
                    }
                }
            }
            // most merges have none: no array of their own
            return n == 0 ? NONE : Arrays.copyOf(out, n);
        }
        int[] out = new int[candidates.length];
        int n = 0;
        for (int f : candidates) {
            // the cheap tests first: most candidates do not apply in the merged state
            if (usable(f) && ops.applicable(state, f) && !appliesIn(a.state, f) && !appliesIn(b.state, f)
                    && (forced || domain.allows(state, f))) {
                out[n++] = f;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Whether {@code a} is strictly ascending (an assertion's test). */
    private static boolean ascending(int[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] >= a[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * A scratch array of at least {@code length} ints, this search's own, for results copied out
     * before the next use: {@link #dependingOn} (every merge) and {@link #addDependentChildren}
     * (every unforced dependency node) fill one with candidates, and a new array of their length
     * each time (hundreds of ints, zeroed) was most of {@code dependingOn}'s cost.
     */
    private int[] scratch(int length) {
        if (scratchInts.length < length) {
            scratchInts = new int[Math.max(Math.max(length, 64), 2 * scratchInts.length)];
        }
        return scratchInts;
    }

    /** {@code x} (the operators that may follow node {@code a}) as a bit set, kept while {@code a} stays the same. */
    private long[] candidateBits(DbNode a, int[] x) {
        if (bitsNode != a || bitsArray != x) {
            if (bits == null) {
                bits = new long[(ops.size() + 63) >>> 6];
            } else {
                Arrays.fill(bits, 0L);
            }
            for (int f : x) {
                bits[f >>> 6] |= 1L << f;
            }
            bitsNode = a;
            bitsArray = x;
        }
        return bits;
    }

    /**
     * An order of the union of both paths' operators that applies from the initial state, or null
     * if there is none (the merge is empty). First {@code a}'s path, then {@code b}'s other
     * operators in their order; if that fails, operators are taken one at a time, each the first
     * remaining one that applies and that no remaining operator must precede (it deletes nothing
     * a remaining one needs).
     */
    private Replay mergedPath(DbNode a, DbNode b) {
        int stamp = marks.next();
        int[] mark = marks.mark;
        for (int f : a.path) {
            mark[f] = stamp;
        }
        int extra = 0;
        for (int f : b.path) {
            if (mark[f] != stamp) {
                extra++;
            }
        }
        int[] path = Arrays.copyOf(a.path, a.path.length + extra);
        int k = a.path.length;
        for (int f : b.path) {
            if (mark[f] != stamp) {
                path[k++] = f;
            }
        }
        Replay first = replayAfter(a, path);
        if (first != null) {
            return first;
        }
        int[] ordered = orderedByDependencies(path);
        return ordered == null ? null : replay(ordered);
    }

    /** A path with the state it reaches and the attributes it deletes. */
    private record Replay(int[] path, long[] state, long[] consumed) {
    }

    /**
     * {@link #replay} of a path that begins with {@code a}'s: from {@code a}'s state on, only the
     * rest applied. A node's state is the state its path reaches from the initial one (a
     * dependency node's is its parent's with its key applied, a combination's a replay), in any
     * order of the path where the domain keeps the framework's rule that a deleted attribute is
     * never created again (go-moku and qubic do).
     */
    private Replay replayAfter(DbNode a, int[] path) {
        long[] state = a.state.clone();
        long[] consumed = a.consumed.clone();
        for (int i = a.path.length; i < path.length; i++) {
            int f = path[i];
            if (!ops.applicable(state, f)) {
                return null;
            }
            ops.apply(state, f);
            ops.consume(consumed, f);
        }
        return new Replay(path, state, consumed);
    }

    /** Applies {@code path} from the initial state; null if an operator does not apply in turn. */
    private Replay replay(int[] path) {
        long[] state = initial.clone();
        long[] consumed = new long[words];
        for (int f : path) {
            if (!ops.applicable(state, f)) {
                return null;
            }
            ops.apply(state, f);
            ops.consume(consumed, f);
        }
        return new Replay(path, state, consumed);
    }


    private int[] orderedByDependencies(int[] opsToOrder) {
        int n = opsToOrder.length;
        int[] out = new int[n];
        boolean[] used = new boolean[n];
        long[] state = initial.clone();
        for (int k = 0; k < n; k++) {
            int pick = -1;
            for (int i = 0; i < n && pick < 0; i++) {
                if (used[i] || !ops.applicable(state, opsToOrder[i])) {
                    continue;
                }
                boolean blocks = false;
                for (int j = 0; j < n && !blocks; j++) {
                    blocks = j != i && !used[j] && AttributeSet.intersects(ops.pre(opsToOrder[j]), ops.del(opsToOrder[i]));
                }
                if (!blocks) {
                    pick = i;
                }
            }
            if (pick < 0) {
                return null;
            }
            used[pick] = true;
            out[k] = opsToOrder[pick];
            ops.apply(state, out[k]);
        }
        return out;
    }
}
