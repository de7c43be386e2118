package zugzwang.core.search;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * The common frame of the generic searches: settings, counters, move buffers and the value of a
 * leaf. Each algorithm is a subclass implementing {@link #run(int)}.
 *
 * <h2>Values</h2>
 * Every algorithm returns the value for the player to move at the root.
 * <ul>
 * <li>Exact mode ({@code depth == EXACT}): the game's terminal values (its exact scoring), or
 *     only their sign (win 1 / draw 0 / loss -1) with {@link Settings#weak()}.</li>
 * <li>Depth-limited mode: at the depth limit a position is worth its {@link Evaluation}, for the
 *     root player and negated where the other player is to move; a terminal position is worth
 *     {@code ±WIN + value} so that decided games outrank every heuristic.</li>
 * </ul>
 * So at equal depth and evaluation all algorithms return the same value (their best moves may
 * differ among equally good ones).
 *
 * <h2>Counting</h2>
 * {@code nodes} counts calls of the recursive search function (a position visited; a re-search
 * visits again), {@code leaves} the positions valued without children searched.
 *
 * <p>Not thread-safe: one search at a time. A search mutates the given state and restores it.
 */
public abstract class Search {
    /** The depth of an exact search: to the end of the game. */
    public static final int EXACT = Integer.MAX_VALUE;
    /** Larger than any value: the open ends of a window. */
    public static final int INFINITY = Integer.MAX_VALUE / 4;

    /**
     * How a search values and orders.
     *
     * @param evaluation for depth-limited searches (in exact mode only the shallow iterations of
     *                   {@link IterativeDeepening} use it, which affects their order, not values)
     * @param ordering   the move order at every node (the table's best move, if any, goes first)
     * @param table      a transposition table, or null for none; never used for games whose
     *                   values depend on history
     * @param weak       exact mode only: win / draw / loss instead of the exact score
     */
    public record Settings(Evaluation evaluation, MoveOrdering ordering, SearchTable table, boolean weak) {
        public Settings {
            if (evaluation == null) {
                evaluation = Evaluation.ZERO;
            }
            if (ordering == null) {
                ordering = MoveOrdering.NATURAL;
            }
        }

        /** Natural order, no table, exact scores, zero evaluation. */
        public static Settings plain() {
            return new Settings(Evaluation.ZERO, MoveOrdering.NATURAL, null, false);
        }

        public Settings withEvaluation(Evaluation e) {
            return new Settings(e, ordering, table, weak);
        }

        public Settings withOrdering(MoveOrdering o) {
            return new Settings(evaluation, o, table, weak);
        }

        public Settings withTable(SearchTable t) {
            return new Settings(evaluation, ordering, t, weak);
        }

        public Settings withWeak(boolean w) {
            return new Settings(evaluation, ordering, table, w);
        }
    }

    protected final Settings settings;
    /** The table for this search (null if none, or if the game's values depend on history). */
    protected SearchTable table;
    protected GameState state;
    protected Game game;
    protected int rootPlayer;
    protected boolean exact;
    protected long nodes;
    protected long leaves;
    /** Leaves valued by the evaluation (cut off by the depth limit, not terminal). */
    protected long horizonLeaves;
    private volatile boolean cancelled;
    private long nodeLimit = Long.MAX_VALUE;
    /** The best move found at the root by {@link #run}, or -1. */
    protected int bestMove;
    private int[][] buffers = new int[0][];

    protected Search(Settings settings) {
        this.settings = settings;
    }

    /** The name used on the command line, e.g. {@code alphabeta}. */
    public abstract String name();

    /**
     * Searches {@code state} to {@code depth} plies (at least 1), or to the end of the game with
     * {@link #EXACT}. The state is restored afterwards.
     */
    public final SearchResult search(GameState state, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, not " + depth);
        }
        this.state = state;
        this.game = state.game();
        this.table = game.historyDependent() ? null : settings.table();
        this.rootPlayer = state.player();
        this.exact = depth == EXACT;
        this.nodes = 0;
        this.leaves = 0;
        this.horizonLeaves = 0;
        for (int i = 0; i < buffers.length; i++) {
            if (buffers[i] != null && buffers[i].length < game.maxMoves()) {
                buffers[i] = null; // sized for an earlier game with fewer moves
            }
        }
        this.bestMove = -1;
        this.cancelled = false;
        long start = System.nanoTime();
        int value = run(depth);
        return new SearchResult(value, bestMove, depth, nodes, leaves, System.nanoTime() - start);
    }

    /** Nodes visited so far by the search under way (for progress reports from another thread). */
    public final long nodes() {
        return nodes;
    }

    /**
     * Makes the search under way (from another thread) stop soon with a
     * {@link java.util.concurrent.CancellationException}; the state is then left mid-search.
     */
    public final void cancel() {
        cancelled = true;
    }

    /**
     * Stops every later search after about {@code max} nodes (checked every 4096 nodes, so it may
     * overshoot by up to 4095) with a {@link java.util.concurrent.CancellationException} whose
     * message is {@code "node budget"}.
     */
    public final void limitNodes(long max) {
        if (max < 1) {
            throw new IllegalArgumentException("the node limit must be at least 1, not " + max);
        }
        nodeLimit = max;
    }

    /** Counts a node visited; checks for cancellation and the node limit every 4096 nodes. */
    protected final void visit() {
        if ((++nodes & 4095) == 0 && (cancelled || nodes > nodeLimit)) {
            throw new java.util.concurrent.CancellationException(cancelled ? "search cancelled" : "node budget");
        }
    }

    /** The algorithm: the value of {@link #state} for its player to move; sets {@link #bestMove}. */
    protected abstract int run(int depth);

    /** The depth left after one more ply ({@link #EXACT} stays exact). */
    protected final int next(int depth) {
        return depth == EXACT ? EXACT : depth - 1;
    }

    /**
     * Whether the current position is a leaf at this depth: terminal, or at the depth limit.
     * (Call before generating moves.)
     */
    protected final boolean isLeaf(int depth) {
        return depth == 0 || state.isTerminal();
    }

    /**
     * The value of the current position, a leaf, for its player to move (negamax view); counts
     * it as a leaf.
     */
    protected final int leafValue() {
        leaves++;
        if (state.isTerminal()) {
            int v = state.value();
            if (exact) {
                return settings.weak() ? Integer.signum(v) : v;
            }
            return v > 0 ? Evaluation.WIN + v : v < 0 ? -Evaluation.WIN + v : 0;
        }
        horizonLeaves++;
        int e = settings.evaluation().evaluate(state, rootPlayer);
        return state.player() == rootPlayer ? e : -e;
    }

    /** The value of the current position, a leaf, for the root player (minimax view). */
    protected final int leafValueForRoot() {
        int v = leafValue();
        return state.player() == rootPlayer ? v : -v;
    }

    /**
     * The moves of the current position at {@code ply} (plies from the root), ordered by the
     * settings' ordering with {@code first} (e.g. the table's move) moved to the front if legal.
     * Returns the count; the moves are in {@link #moves(int)}.
     */
    protected final int generate(int ply, int first) {
        int[] buffer = moves(ply);
        int n = state.moves(buffer);
        settings.ordering().order(state, buffer, n);
        if (first >= 0) {
            for (int i = 0; i < n; i++) {
                if (buffer[i] == first) {
                    System.arraycopy(buffer, 0, buffer, 1, i);
                    buffer[0] = first;
                    break;
                }
            }
        }
        return n;
    }

    /** The move buffer of a ply (grown on demand, reused across searches of games as large). */
    protected final int[] moves(int ply) {
        if (ply >= buffers.length) {
            int[][] grown = new int[Math.max(ply + 1, 2 * buffers.length + 8)][];
            System.arraycopy(buffers, 0, grown, 0, buffers.length);
            buffers = grown;
        }
        if (buffers[ply] == null) {
            buffers[ply] = new int[game.maxMoves()];
        }
        return buffers[ply];
    }

    /** The table slot of the current position, or -1 (no table or no entry). */
    protected final int probe() {
        return table == null ? -1 : table.find(state.key());
    }

    /** The table's best move for the current position, or -1. */
    protected final int tableMove(int slot) {
        return slot < 0 ? -1 : table.move(slot);
    }

    /** Whether a found entry's bounds may be used at this depth (only an equal depth). */
    protected final boolean usable(int slot, int depth) {
        return slot >= 0 && table.depth(slot) == depth;
    }

    /** Records bounds for the current position, if there is a table. */
    protected final void store(int depth, int lo, int hi, int move) {
        if (table != null) {
            table.store(state.key(), depth, lo, hi, move);
        }
    }
}
