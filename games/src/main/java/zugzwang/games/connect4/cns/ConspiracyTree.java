package zugzwang.games.connect4.cns;

import java.util.Arrays;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;

/**
 * The second level of VICTOR's three-level search (Allis 1988, §11.2-11.3, §12.1-12.2): a
 * conspiracy-number search for one {@link Question}, each new node evaluated by the first level
 * (the {@link SearchTable} of solved positions, else the rule {@link Evaluator}).
 *
 * <p>Values are 1, -1 and 0 (unclear). Every node has two conspiracy numbers, {@code cn(1)} and
 * {@code cn(-1)}: the fewest leaves that must change to give the node that value. A new unclear
 * leaf gets (max-node) {@code cn(1) = 1, cn(-1) = sons}, (min-node) {@code cn(-1) = 1,
 * cn(1) = sons}; a solved node 0 for its value and infinity for the other. An inner max-node has
 * {@code cn(1) = min} and {@code cn(-1) = sum} over its sons, a min-node the reverse.
 *
 * <p>Selection as in §11.3: at the root the value with the smaller conspiracy number is the
 * target (ties: 1); from the root the unsolved son with the least conspiracy number for the target
 * is followed down to an unexpanded node, which is expanded (all sons created and evaluated). The
 * thesis leaves open whether the target is chosen once per search or per iteration: here it is
 * chosen anew at every iteration.
 *
 * <p>Transpositions (§12.2): a position occurs once (by its canonical key, so mirror images are
 * one node, §12.6) and may have several fathers; changed conspiracy numbers are passed to all
 * fathers, deepest nodes first (every father has one stone fewer than its son, so the graph is
 * acyclic and updating level by level is exact).
 *
 * <p>All storage is preallocated primitive arrays; {@link #search} allocates only what the
 * evaluator does. Node counts are deterministic (single thread, fixed son order: centre first).
 */
public final class ConspiracyTree {
    static final int INF = Integer.MAX_VALUE;

    private final Board board;
    private final Evaluator evaluator;
    private final int capacity;
    private final int[] order;

    // per node
    private final long[] cur;
    private final long[] msk;
    private final long[] canon;
    private final int[] cnPlus;
    private final int[] cnMinus;
    private final byte[] value;
    private final boolean[] maxNode;
    private final int[] childStart;
    private final byte[] childCount; // -1: not expanded
    private final int[] firstEdge;   // -1: no father
    private final int[] stamp;
    // sons of expanded nodes: node index and the column (in the father's orientation)
    private final int[] child;
    private final byte[] childColumn;
    // father lists: linked edges
    private final int[] edgeFather;
    private final int[] edgeNext;
    // canonical key -> node + 1, open addressing
    private final int[] index;
    private final int indexMask;
    // work lists per stone count for the upward update
    private final int[][] level;
    private final int[] levelSize;

    private Question question;
    private SearchTable table;
    private int nodes;
    private int children;
    private int edges;
    private int epoch;
    private long evaluations;
    private long tableHits;

    /** A tree of at most {@code capacity} nodes for positions of {@code board}. */
    public ConspiracyTree(Board board, Evaluator evaluator, int capacity) {
        this.board = board;
        this.evaluator = evaluator;
        this.capacity = capacity;
        int w = board.width();
        order = new int[w];
        for (int i = 0; i < w; i++) {
            // centre first, then alternately left and right: 3,2,4,1,5,0,6 on seven columns
            order[i] = (w - 1) / 2 + ((i & 1) == 0 ? i / 2 : -(i + 1) / 2) * ((w & 1) == 0 ? -1 : 1);
        }
        cur = new long[capacity];
        msk = new long[capacity];
        canon = new long[capacity];
        cnPlus = new int[capacity];
        cnMinus = new int[capacity];
        value = new byte[capacity];
        maxNode = new boolean[capacity];
        childStart = new int[capacity];
        childCount = new byte[capacity];
        firstEdge = new int[capacity];
        stamp = new int[capacity];
        // transpositions give a node several fathers: room for two son entries per node
        child = new int[2 * capacity];
        childColumn = new byte[2 * capacity];
        edgeFather = new int[2 * capacity];
        edgeNext = new int[2 * capacity];
        int slots = Integer.highestOneBit(capacity) << 2;
        index = new int[slots];
        indexMask = slots - 1;
        level = new int[board.area() + 1][16];
        levelSize = new int[board.area() + 1];
    }

    /**
     * Bytes the arrays of a tree of {@code capacity} nodes take: 3 longs, 5 ints, 3 bytes per node,
     * two son entries and two father edges (an int and a byte, two ints each) per node, and up to 8
     * index ints.
     */
    static long bytesFor(int capacity) {
        return (long) capacity * (3 * 8 + 5 * 4 + 3 + 2 * (5 + 8) + 32);
    }

    /**
     * Grows a tree from {@code root} until the root is solved, {@code nodeLimit} nodes exist or the
     * arrays are full. Nodes whose value is found are stored in the table afterwards (§12.4).
     *
     * @return the root's answer: 1, -1 or 0 (unclear)
     */
    public int search(Position root, Question question, SearchTable table, long nodeLimit) {
        this.question = question;
        this.table = table;
        Arrays.fill(index, 0);
        nodes = 0;
        children = 0;
        edges = 0;
        evaluations = 0;
        tableHits = 0;
        long limit = Math.min(nodeLimit, capacity);
        create(root.current(), root.mask());
        int w = board.width();
        while (value[0] == 0 && nodes + w <= limit && children + w <= child.length) {
            expand(select());
        }
        for (int n = 0; n < nodes; n++) {
            if (value[n] != 0) {
                table.put(canon[n], value[n]);
            }
        }
        return value[0];
    }

    /** Follows the least conspiracy number for the target value down to an unexpanded node. */
    private int select() {
        boolean plus = cnPlus[0] <= cnMinus[0];
        int n = 0;
        while (childCount[n] >= 0) {
            int best = -1;
            int bestCn = INF;
            for (int i = childStart[n], end = i + childCount[n]; i < end; i++) {
                int s = child[i];
                if (value[s] != 0) {
                    continue;
                }
                int cn = plus ? cnPlus[s] : cnMinus[s];
                if (best < 0 || cn < bestCn) {
                    best = s;
                    bestCn = cn;
                }
            }
            n = best;
        }
        return n;
    }

    /** Finds or creates the node of a position (given by its bitboards) and returns its index. */
    private int create(long current, long mask) {
        long key = board.canonical(board.key(current, mask));
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 34) & indexMask; // Fibonacci hashing
        while (index[slot] != 0) {
            if (canon[index[slot] - 1] == key) {
                return index[slot] - 1;
            }
            slot = (slot + 1) & indexMask;
        }
        int n = nodes++;
        index[slot] = n + 1;
        cur[n] = current;
        msk[n] = mask;
        canon[n] = key;
        childCount[n] = -1;
        firstEdge[n] = -1;
        stamp[n] = 0;
        Position p = Position.of(board, current, mask);
        maxNode[n] = question.askerToMove(p);
        int v = table.get(key);
        if (v != 0) {
            tableHits++;
        } else {
            evaluations++;
            v = question.answer(evaluator.evaluate(p), p);
        }
        value[n] = (byte) v;
        if (v > 0) {
            cnPlus[n] = 0;
            cnMinus[n] = INF;
        } else if (v < 0) {
            cnPlus[n] = INF;
            cnMinus[n] = 0;
        } else {
            int sons = Long.bitCount(board.playable(mask));
            cnPlus[n] = maxNode[n] ? 1 : sons;
            cnMinus[n] = maxNode[n] ? sons : 1;
        }
        return n;
    }

    /** Creates all sons of an unexpanded unclear node and updates the conspiracy numbers above it. */
    private void expand(int n) {
        long mask = msk[n];
        long playable = board.playable(mask);
        int start = children;
        for (int c : order) {
            long move = playable & board.columnMask(c);
            if (move == 0) {
                continue;
            }
            // the opponent of the side to move (cur ^ mask) is to move after the stone is dropped
            int s = create(cur[n] ^ mask, mask | move);
            child[children] = s;
            childColumn[children] = (byte) c;
            children++;
            edgeFather[edges] = n;
            edgeNext[edges] = firstEdge[s];
            firstEdge[s] = edges++;
        }
        childStart[n] = start;
        childCount[n] = (byte) (children - start);
        update(n);
    }

    /** Recomputes the node's numbers from its sons and passes changes to all fathers, deepest first. */
    private void update(int from) {
        epoch++;
        int top = Long.bitCount(msk[from]);
        push(from, top);
        for (int d = top; d >= 0; d--) {
            for (int i = 0; i < levelSize[d]; i++) {
                int n = level[d][i];
                if (!recompute(n)) {
                    continue;
                }
                for (int e = firstEdge[n]; e >= 0; e = edgeNext[e]) {
                    int f = edgeFather[e];
                    if (stamp[f] != epoch) {
                        push(f, d - 1);
                    }
                }
            }
            levelSize[d] = 0;
        }
    }

    private void push(int n, int d) {
        stamp[n] = epoch;
        if (levelSize[d] == level[d].length) {
            level[d] = Arrays.copyOf(level[d], level[d].length * 2);
        }
        level[d][levelSize[d]++] = n;
    }

    /** Max-node: cn(1) = min, cn(-1) = sum over the sons; min-node the reverse. True if changed. */
    private boolean recompute(int n) {
        if (value[n] != 0 || childCount[n] < 0) {
            return false;
        }
        int min = INF;
        long sum = 0;
        for (int i = childStart[n], end = i + childCount[n]; i < end; i++) {
            int s = child[i];
            int a = maxNode[n] ? cnPlus[s] : cnMinus[s];  // the number taken as minimum
            int b = maxNode[n] ? cnMinus[s] : cnPlus[s];  // the number summed
            min = Math.min(min, a);
            sum = Math.min(sum + b, INF);               // saturating: infinity absorbs
        }
        int plus = maxNode[n] ? min : (int) sum;
        int minus = maxNode[n] ? (int) sum : min;
        if (plus == cnPlus[n] && minus == cnMinus[n]) {
            return false;
        }
        cnPlus[n] = plus;
        cnMinus[n] = minus;
        value[n] = (byte) (plus == 0 ? 1 : minus == 0 ? -1 : 0);
        return true;
    }

    /**
     * The root's unsolved sons, best first for the side to move (§11.5): the asker prefers the
     * least cn(1)/cn(-1), the other side the least cn(-1)/cn(1). Columns in the root's orientation.
     */
    public int[] sonOrder() {
        if (childCount[0] < 0) {
            return new int[0];
        }
        int start = childStart[0];
        int k = 0;
        int[] cols = new int[childCount[0]];
        int[] sons = new int[childCount[0]];
        for (int i = start; i < start + childCount[0]; i++) {
            if (value[child[i]] == 0) {
                cols[k] = childColumn[i];
                sons[k++] = child[i];
            }
        }
        boolean max = maxNode[0];
        // insertion sort by the quotient, compared by cross-multiplication (all numbers finite)
        for (int i = 1; i < k; i++) {
            int c = cols[i];
            int s = sons[i];
            int j = i - 1;
            while (j >= 0 && better(s, sons[j], max)) {
                cols[j + 1] = cols[j];
                sons[j + 1] = sons[j];
                j--;
            }
            cols[j + 1] = c;
            sons[j + 1] = s;
        }
        return Arrays.copyOf(cols, k);
    }

    private boolean better(int a, int b, boolean max) {
        long na = max ? cnPlus[a] : cnMinus[a];
        long da = max ? cnMinus[a] : cnPlus[a];
        long nb = max ? cnPlus[b] : cnMinus[b];
        long db = max ? cnMinus[b] : cnPlus[b];
        return na * db < nb * da;
    }

    /** Whether the last search expanded its root (it does unless the node limit was below a width). */
    public boolean rootExpanded() {
        return childCount[0] >= 0;
    }

    /** The root's conspiracy number for the answer 1 ({@link #INF} if impossible). */
    public int rootCnPlus() {
        return cnPlus[0];
    }

    /** The root's conspiracy number for the answer -1 ({@link #INF} if impossible). */
    public int rootCnMinus() {
        return cnMinus[0];
    }

    /** Nodes created by the last search. */
    public int nodes() {
        return nodes;
    }

    /** Rule evaluations in the last search (nodes not found in the table). */
    public long evaluations() {
        return evaluations;
    }

    /** Nodes of the last search found in the search table. */
    public long tableHits() {
        return tableHits;
    }
}
