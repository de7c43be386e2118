package zugzwang.core.proof;

import java.util.Arrays;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * Proof-number search, exactly as Allis (1994, seed 004, chapter 2, Tables 2.1–2.7): a best-first
 * search of the AND/OR tree of a position, OR nodes where the attacker is to move, AND nodes
 * where the defender is.
 *
 * <ul>
 *   <li><b>Immediate evaluation</b> (Table 2.4): every node is evaluated when created. A terminal
 *       position is proved (pn 0, dn ∞) if {@code goal.achievedBy(valueForAttacker)}, else
 *       disproved (pn ∞, dn 0), where valueForAttacker is {@code state.value()} when the attacker
 *       is to move there and its negation otherwise. Other positions get their numbers from the
 *       {@link ProofNumberInit} (1 and 1 for {@link ProofNumberInit#UNIFORM}, Table 2.3).</li>
 *   <li><b>Numbers</b> (Table 2.3): OR node pn = min, dn = sum of the children's; AND node the
 *       reverse; sums saturate: with {@link ProofNumbers#add} at {@link ProofNumbers#INFINITY}
 *       when a term is infinite, and just below it ({@code INFINITY - 1}) when all terms are
 *       finite, so that ∞ keeps meaning exactly "solved" (pn ∞ iff dn 0) however large the finite
 *       numbers grow (a finite sum saturated to ∞ would let the selection walk into a disproved
 *       child).</li>
 *   <li><b>Most-proving node</b> (Table 2.2): from the current node down, at an OR node the
 *       leftmost child whose pn equals the node's, at an AND node the leftmost child whose dn
 *       does.</li>
 *   <li><b>Current node</b> (Tables 2.6, 2.7): after a development the ancestors are updated
 *       upwards until one whose numbers did not change; the next selection starts there. The
 *       game state follows: it is kept at the current node and moves down and up with it.</li>
 *   <li><b>Deleting solved subtrees</b> (§2.3.1): when a node other than the root is solved its
 *       subtree is freed (the node stays, a solved leaf). The root's children are kept, for the
 *       proving move.</li>
 *   <li><b>Transpositions</b> (§2.3.4): when the game's keys are exact, its values do not depend on
 *       history and its games are bounded ({@code maxLength() >= 0}, so that the position graph
 *       has no cycle), the tree is a DAG: a position met again is linked to its node, which then
 *       has several parents; after a development every changed node's parents are all updated,
 *       deepest first, each once per change (a bucket queue by depth with a queued mark). The
 *       current node is then the deepest node of the path followed down whose numbers, and whose
 *       path ancestors' numbers, did not change. Otherwise the search builds a plain tree.</li>
 * </ul>
 *
 * <p>Storage is a {@link ProofTree}: primitive arrays within {@link ProofLimits#memoryBytes()}
 * (plus a few arrays as long as the tree is deep). The node budget {@link ProofLimits#maxNodes()}
 * bounds the nodes created (a development that would pass it is not started: {@code created}
 * never exceeds it). Reusable: each {@link #prove} starts afresh (the arrays are kept).
 *
 * <p>Statistics: {@code created} = nodes created (evaluated positions; a transposition linked
 * to an existing node is not a new node), {@code expanded} = developments, {@code maxTreeSize} =
 * the most nodes alive at once (solved subtrees freed). {@link #nodes()} reports
 * {@code created} after each development, for another thread.
 */
public final class ProofNumberSearch implements ProofSearch {
    private final ProofLimits limits;
    private final ProofNumberInit init;
    /** The second-level search when this is the first level of PN² (else null). */
    private final ProofNumberSearch secondLevel;
    final ProofTree tree = new ProofTree();

    private volatile boolean cancelled;
    private volatile long progress;

    // ---- the search under way
    private GameState state;
    private int attacker;
    private Goal goal;
    private boolean uniformInit;
    /** The most nodes this run may create (all levels together for PN²). */
    private long maxCreated;
    /** The most nodes the tree may hold before a development (the second level's bound). */
    private long bound;
    /** Nodes created and expanded by this level. */
    long created;
    long expanded;
    /** PN² first level: nodes created and expanded by the second-level searches. */
    private long createdBelow;
    private long expandedBelow;
    /** PN² first level: the most nodes held by both levels at once. */
    private long maxBothLevels;
    int root = -1;
    /** path[0..top]: the nodes from the root down to the current node (the state is at path[top]). */
    private int[] path = new int[64];
    private int top;
    private int[] moveBuffer = new int[0];
    private int[] scratchMoves = new int[0];
    private final long[] initOut = new long[2];
    /** Numbers of the node being developed, before its development (for the update's comparison). */
    private long developedPn;
    private long developedDn;

    // ---- DAG update
    private int pass;
    private int[] bucketHead = new int[0];
    private int highestBucket = -1;
    private int[] solvedList = new int[16];

    /** Standard proof-number search with uniform initialisation (1, 1). */
    public ProofNumberSearch(ProofLimits limits) {
        this(limits, ProofNumberInit.UNIFORM);
    }

    /** Proof-number search with the given initialisation of new non-terminal nodes. */
    public ProofNumberSearch(ProofLimits limits, ProofNumberInit init) {
        this(limits, init, null);
    }

    /** The first level of PN² (see {@link Pn2Search}) over a second-level search. */
    ProofNumberSearch(ProofLimits limits, ProofNumberInit init, ProofNumberSearch secondLevel) {
        if (limits == null || init == null) {
            throw new IllegalArgumentException("limits and initialisation are required");
        }
        this.limits = limits;
        this.init = init;
        this.secondLevel = secondLevel;
    }

    @Override
    public String name() {
        return "pn";
    }

    @Override
    public void cancel() {
        cancelled = true;
        if (secondLevel != null) {
            secondLevel.cancel();
        }
    }

    @Override
    public long nodes() {
        return progress;
    }

    @Override
    public ProofResult prove(GameState state, int attacker, Goal goal) {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("the attacker is player 0 or 1, not " + attacker);
        }
        long t0 = System.nanoTime();
        cancelled = false;
        progress = 0;
        if (secondLevel != null) {
            secondLevel.cancelled = false;
        }
        // PN²: the two levels share the memory budget half and half
        long memory = secondLevel == null ? limits.memoryBytes() : limits.memoryBytes() / 2;
        String stop = run(state, attacker, goal, limits.maxNodes(), Long.MAX_VALUE, memory);
        long nanos = System.nanoTime() - t0;
        long proof = root >= 0 ? tree.pn[root] : 1;
        long disproof = root >= 0 ? tree.dn[root] : 1;
        Outcome outcome = proof == 0 ? Outcome.PROVED : disproof == 0 ? Outcome.DISPROVED : Outcome.UNKNOWN;
        int move = -1;
        if (outcome == Outcome.PROVED && tree.isOr(root)) {
            int e0 = tree.firstEdge[root];
            for (int e = e0; e < e0 + tree.childCount[root]; e++) {
                if (tree.pn[tree.edgeChild[e]] == 0) {
                    move = tree.edgeMove[e];
                    break;
                }
            }
        }
        long maxTree = Math.max(tree.maxLive(), maxBothLevels);
        return new ProofResult(outcome, attacker, goal, proof, disproof, move, created + createdBelow,
                expanded + expandedBelow, maxTree, nanos, outcome == Outcome.UNKNOWN ? stop : null);
    }

    /**
     * One search from {@code state}: builds the tree until the root is solved or a limit stops it.
     * The tree stays (for the caller to read: PN² imports the root's children) until the next run.
     *
     * @param maxCreated the most nodes to create
     * @param bound      the most nodes the tree may hold before a development; the root is
     *                   developed regardless (the second level of PN²)
     * @param memory     the memory budget of the tree in bytes
     * @return why it stopped unsolved ("node budget", "memory", "cancelled", "bound"), or null
     */
    String run(GameState s, int attacker, Goal goal, long maxCreated, long bound, long memory) {
        this.state = s;
        this.attacker = attacker;
        this.goal = goal;
        this.maxCreated = maxCreated;
        this.bound = bound;
        this.uniformInit = init == ProofNumberInit.UNIFORM;
        created = 0;
        expanded = 0;
        createdBelow = 0;
        expandedBelow = 0;
        maxBothLevels = 0;
        root = -1;
        top = 0;
        Game game = s.game();
        // a DAG only where it is sound: exact keys, no history dependence, no cycles
        boolean dag = game.exactKeys() && !game.historyDependent() && game.maxLength() >= 0;
        int maxMoves = game.maxMoves();
        if (moveBuffer.length < maxMoves) {
            moveBuffer = new int[maxMoves];
            scratchMoves = new int[maxMoves];
        }
        if (!tree.reset(dag, maxMoves, memory) || !tree.reserve(1, 0, 0)) {
            return "memory";
        }
        int startPly = s.ply();
        try {
            root = newNode(-1, dag ? s.key() : 0, 0);
            path[0] = root;
            while (!tree.solved(root)) {
                if (cancelled) {
                    return "cancelled";
                }
                int node = selectMostProving();
                String stop = secondLevel == null ? develop(node) : developBySecondLevel(node);
                if (stop != null) {
                    return stop;
                }
                progress = created + createdBelow;
                if (dag) {
                    updateDag(node);
                } else {
                    updateTree(node);
                }
            }
            return null;
        } finally {
            while (s.ply() > startPly) { // back to the root whatever happened
                s.undo();
            }
            top = 0;
        }
    }

    /**
     * Creates a node for the position of the state (immediate evaluation) with one parent.
     * Room must be reserved.
     */
    private int newNode(int parent, long key, int depth) {
        boolean or = state.player() == attacker;
        long p;
        long d;
        if (state.isTerminal()) {
            int v = state.value();
            boolean achieved = goal.achievedBy(or ? v : -v);
            p = achieved ? 0 : ProofNumbers.INFINITY;
            d = achieved ? ProofNumbers.INFINITY : 0;
        } else {
            // the number of moves is only counted for an initialisation that may use it
            int moves = uniformInit ? 1 : state.moves(scratchMoves);
            init.init(state, or, moves, initOut);
            p = clampInit(initOut[0]);
            d = clampInit(initOut[1]);
        }
        created++;
        return tree.newNode(p, d, or, parent, key, depth);
    }

    /** An initial number must leave the node unsolved: within [1, INFINITY - 1]. */
    private static long clampInit(long x) {
        return Math.max(1, Math.min(ProofNumbers.INFINITY - 1, x));
    }

    /** Table 2.2 from the current node: walks (and plays) down to a most-proving node. */
    private int selectMostProving() {
        ProofTree t = tree;
        int node = path[top];
        while (t.childCount[node] > 0) {
            int e = t.firstEdge[node];
            int end = e + t.childCount[node];
            if (t.isOr(node)) {
                long target = t.pn[node];
                while (e < end && t.pn[t.edgeChild[e]] != target) {
                    e++;
                }
            } else {
                long target = t.dn[node];
                while (e < end && t.dn[t.edgeChild[e]] != target) {
                    e++;
                }
            }
            if (e == end) {
                throw new IllegalStateException("inconsistent numbers at node " + node);
            }
            state.play(t.edgeMove[e]);
            node = t.edgeChild[e];
            if (++top == path.length) {
                path = Arrays.copyOf(path, 2 * top);
            }
            path[top] = node;
        }
        return node;
    }

    /** Table 2.4: generates the children of the most-proving node and evaluates each. */
    private String develop(int node) {
        ProofTree t = tree;
        int n = state.moves(moveBuffer);
        if (n == 0) {
            throw new IllegalStateException("a terminal position was selected for development");
        }
        if (created + n > maxCreated) {
            return "node budget";
        }
        if (node != root && t.live() + n > bound) {
            return "bound";
        }
        boolean dag = t.dag();
        if (!t.reserve(n, n, dag ? n : 0)) {
            return "memory";
        }
        developedPn = t.pn[node];
        developedDn = t.dn[node];
        int e0 = t.newBlock(n);
        int depth = dag ? t.depth[node] + 1 : 0;
        for (int i = 0; i < n; i++) {
            int m = moveBuffer[i];
            state.play(m);
            int c;
            if (dag) {
                long k = state.key();
                c = t.find(k);
                if (c >= 0) {
                    t.addParent(c, node); // a transposition: one more parent
                } else {
                    c = newNode(node, k, depth);
                }
            } else {
                c = newNode(node, 0, 0);
            }
            state.undo();
            t.edgeChild[e0 + i] = c;
            t.edgeMove[e0 + i] = m;
        }
        t.firstEdge[node] = e0;
        t.childCount[node] = n;
        expanded++;
        return null;
    }

    /**
     * PN² (see {@link Pn2Search}): develops a most-proving node of the first level by a
     * second-level search from its position, bounded by the first-level tree's current size; then
     * the node takes the second-level root's children with their numbers, or, if the second level
     * solved it, just its value. The second-level tree is then forgotten.
     */
    private String developBySecondLevel(int node) {
        ProofTree t = tree;
        int n = state.moves(moveBuffer);
        if (n == 0) {
            throw new IllegalStateException("a terminal position was selected for development");
        }
        long used = created + createdBelow;
        if (used + n > maxCreated) {
            return "node budget";
        }
        developedPn = t.pn[node];
        developedDn = t.dn[node];
        ProofNumberSearch second = secondLevel;
        // the second level may create what is left, less the n first-level copies of the
        // children; its root is this node, not new (+1)
        String stop = second.run(state, attacker, goal, maxCreated - used - n + 1, Math.max(1, t.live()),
                limits.memoryBytes() / 2);
        createdBelow += second.created - 1;
        expandedBelow += second.expanded;
        maxBothLevels = Math.max(maxBothLevels, t.live() + (long) second.tree.maxLive());
        ProofTree t2 = second.tree;
        int r2 = second.root;
        if (r2 < 0 || t2.childCount[r2] == 0) {
            if (r2 >= 0 && t2.solved(r2)) { // solved (cannot happen: the node was not terminal)
                t.pn[node] = t2.pn[r2];
                t.dn[node] = t2.dn[r2];
                return null;
            }
            return stop == null ? "memory" : stop; // could not even expand the node
        }
        if (t2.solved(r2) && node != root) {
            t.pn[node] = t2.pn[r2]; // solved: a solved leaf, no children to keep
            t.dn[node] = t2.dn[r2];
            return null;
        }
        int n2 = t2.childCount[r2];
        boolean dag = t.dag();
        if (!t.reserve(n2, n2, dag ? n2 : 0)) {
            return "memory";
        }
        int e0 = t.newBlock(n2);
        int depth = dag ? t.depth[node] + 1 : 0;
        int f2 = t2.firstEdge[r2];
        for (int i = 0; i < n2; i++) {
            int m = t2.edgeMove[f2 + i];
            int c2 = t2.edgeChild[f2 + i];
            state.play(m);
            long k = dag ? state.key() : 0;
            int c = dag ? t.find(k) : -1;
            if (c >= 0) {
                t.addParent(c, node); // known to the first level: keep its own numbers
            } else {
                c = t.newNode(t2.pn[c2], t2.dn[c2], state.player() == attacker, node, k, depth);
                created++;
            }
            state.undo();
            t.edgeChild[e0 + i] = c;
            t.edgeMove[e0 + i] = m;
        }
        t.firstEdge[node] = e0;
        t.childCount[node] = n2;
        return null;
    }

    /** Table 2.3 for an expanded node (a leaf keeps its numbers). */
    private void setNumbers(int node) {
        ProofTree t = tree;
        int n = t.childCount[node];
        if (n == 0) {
            return;
        }
        int e0 = t.firstEdge[node];
        long min = ProofNumbers.INFINITY;
        long sum = 0;
        if (t.isOr(node)) {
            for (int e = e0; e < e0 + n; e++) {
                int c = t.edgeChild[e];
                min = Math.min(min, t.pn[c]);
                sum = add(sum, t.dn[c]);
            }
            t.pn[node] = min;
            t.dn[node] = sum;
        } else {
            for (int e = e0; e < e0 + n; e++) {
                int c = t.edgeChild[e];
                sum = add(sum, t.pn[c]);
                min = Math.min(min, t.dn[c]);
            }
            t.pn[node] = sum;
            t.dn[node] = min;
        }
    }

    /** A saturating sum that is infinite only if a term is (else at most INFINITY - 1). */
    private static long add(long a, long b) {
        long s = ProofNumbers.add(a, b);
        return s == ProofNumbers.INFINITY && a != s && b != s ? s - 1 : s;
    }

    /**
     * Table 2.7 (tree): updates the developed node and its ancestors along the path while their
     * numbers change, undoing the moves on the way; the first unchanged one (or the root) is the
     * new current node. A node solved on the way loses its subtree.
     */
    private void updateTree(int node) {
        ProofTree t = tree;
        long oldPn = developedPn;
        long oldDn = developedDn;
        while (true) {
            setNumbers(node);
            boolean changed = t.pn[node] != oldPn || t.dn[node] != oldDn;
            if (node != root && t.solved(node) && t.childCount[node] > 0) {
                t.deleteChildren(node);
            }
            if (!changed || top == 0) {
                return;
            }
            state.undo();
            node = path[--top];
            oldPn = t.pn[node];
            oldDn = t.dn[node];
        }
    }

    /**
     * The DAG update: every node whose numbers change passes the change on to all its parents,
     * processed deepest first so that a node is normally recomputed once, after all its changed
     * children (a queued mark keeps it in the queue once). Solved subtrees are deleted after the
     * pass (not during it: a queued node must not be freed). The current node is then the deepest
     * node on the path whose numbers, and whose path ancestors' numbers, did not change.
     */
    private void updateDag(int developed) {
        ProofTree t = tree;
        if (++pass == Integer.MAX_VALUE) { // stamps would repeat: start them afresh
            Arrays.fill(t.changedIn, 0);
            pass = 1;
        }
        int solvedCount = 0;
        enqueue(developed);
        boolean first = true;
        int x;
        while ((x = dequeue()) >= 0) {
            long oldPn = first ? developedPn : t.pn[x];
            long oldDn = first ? developedDn : t.dn[x];
            first = false;
            setNumbers(x);
            if (t.pn[x] == oldPn && t.dn[x] == oldDn) {
                continue;
            }
            t.changedIn[x] = pass;
            if (x != root && t.solved(x)) {
                if (solvedCount == solvedList.length) {
                    solvedList = Arrays.copyOf(solvedList, 2 * solvedCount);
                }
                solvedList[solvedCount++] = x;
            }
            if (t.parent[x] >= 0) {
                enqueue(t.parent[x]);
            }
            for (int l = t.moreParents[x]; l >= 0; l = t.linkNext[l]) {
                enqueue(t.linkParent[l]);
            }
        }
        for (int i = 0; i < solvedCount; i++) {
            // a solved node may already have been freed with another's subtree (childCount 0 then)
            if (t.childCount[solvedList[i]] > 0) {
                t.deleteChildren(solvedList[i]);
            }
        }
        int j = 0;
        while (j <= top && t.changedIn[path[j]] != pass) {
            j++;
        }
        int newTop = Math.max(0, j - 1);
        while (top > newTop) {
            state.undo();
            top--;
        }
    }

    private void enqueue(int node) {
        ProofTree t = tree;
        if (t.queued[node] != 0) {
            return;
        }
        t.queued[node] = 1;
        int d = t.depth[node];
        if (d >= bucketHead.length) {
            int old = bucketHead.length;
            bucketHead = Arrays.copyOf(bucketHead, Math.max(2 * old, d + 16));
            Arrays.fill(bucketHead, old, bucketHead.length, -1);
        }
        t.queueNext[node] = bucketHead[d];
        bucketHead[d] = node;
        highestBucket = Math.max(highestBucket, d);
    }

    /** The deepest queued node, or -1 when the queue is empty. */
    private int dequeue() {
        ProofTree t = tree;
        while (highestBucket >= 0 && bucketHead[highestBucket] < 0) {
            highestBucket--;
        }
        if (highestBucket < 0) {
            return -1;
        }
        int node = bucketHead[highestBucket];
        bucketHead[highestBucket] = t.queueNext[node];
        t.queued[node] = 0;
        return node;
    }
}
