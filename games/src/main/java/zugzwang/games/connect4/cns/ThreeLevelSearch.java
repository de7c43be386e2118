package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;

/**
 * VICTOR's three-level search for one {@link Question} (Allis 1988, §11.5-11.6, §12.3-12.4).
 * <ol>
 *   <li>Level 1: the rule {@link Evaluator} (and the {@link SearchTable} of solved positions).</li>
 *   <li>Level 2: a {@link ConspiracyTree} of up to {@link CnsLimits#treeNodes} nodes whose nodes
 *       are evaluated by level 1.</li>
 *   <li>Level 3: depth-first search whose nodes are evaluated by level 2. If the tree leaves the
 *       node unclear, its sons are tried in the order of the tree's quotients (§11.5); the side
 *       to move stops at the first son that gives it its answer, otherwise every son is refuted.</li>
 * </ol>
 * Where the thesis is vague: the author chose by hand which son to try at level 3 (and sometimes
 * overruled VICTOR, §13.3); here the quotient order is always followed and every needed son is
 * tried. Solved positions of every tree and every level-3 node go to the search table; unclear
 * ones are not stored (§12.4). When {@link CnsLimits#totalNodes} tree nodes have been created the
 * search stops with the answer 0.
 */
public final class ThreeLevelSearch {
    private final Board board;
    private final CnsLimits limits;
    private final ConspiracyTree tree;
    private final SearchTable table;
    private final Question question;
    private long nodes;
    private long evaluations;
    private long trees;
    private int bestMove = -1;

    public ThreeLevelSearch(Board board, Question question, CnsLimits limits) {
        this(board, question, limits, new Evaluator(board));
    }

    public ThreeLevelSearch(Board board, Question question, CnsLimits limits, Evaluator evaluator) {
        this.board = board;
        this.question = question;
        this.limits = limits;
        this.tree = new ConspiracyTree(board, evaluator, limits.treeNodes());
        this.table = new SearchTable(limits.memoryBytes() - ConspiracyTree.bytesFor(limits.treeNodes()));
    }

    /**
     * The answer to the question for the position: 1, -1, or 0 if the node budget ran out. The
     * position is restored before returning.
     */
    public int solve(Position position) {
        if (!position.board().equals(board)) {
            throw new IllegalArgumentException("position is on " + position.board() + ", search on " + board);
        }
        bestMove = -1;
        return solve(position, true);
    }

    private int solve(Position p, boolean root) {
        long key = p.canonicalKey();
        int known = table.get(key);
        if (known != 0) {
            return known;
        }
        if (nodes >= limits.totalNodes()) {
            return 0;
        }
        int v = tree.search(p, question, table, limits.totalNodes() - nodes);
        nodes += tree.nodes();
        evaluations += tree.evaluations();
        trees++;
        if (v != 0) {
            return v;
        }
        if (!tree.rootExpanded()) {
            return 0; // the budget ran out before the sons were even generated: unclear, not refuted
        }
        int goal = question.askerToMove(p) ? 1 : -1; // what the side to move wants
        for (int c : tree.sonOrder()) {
            p.play(c);
            int s = solve(p, false);
            p.undo();
            if (s == 0) {
                return 0;
            }
            if (s == goal) {
                table.put(key, goal);
                if (root) {
                    bestMove = c;
                }
                return goal;
            }
        }
        table.put(key, -goal);
        return -goal;
    }

    /** Tree nodes created so far (over all trees; deterministic). */
    public long nodes() {
        return nodes;
    }

    /** Rule evaluations so far. */
    public long evaluations() {
        return evaluations;
    }

    /** Second-level trees grown so far. */
    public long trees() {
        return trees;
    }

    /**
     * The column (0-based) by which the side to move reached its answer at the root of the last
     * {@link #solve} when level 3 found it, else -1 (the tree proved the root, or every move failed).
     */
    public int bestMove() {
        return bestMove;
    }

    /** Positions in the search table. */
    public int tableSize() {
        return table.size();
    }
}
