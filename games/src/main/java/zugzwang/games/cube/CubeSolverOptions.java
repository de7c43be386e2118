package zugzwang.games.cube;

/**
 * Settings of a {@link CubeSolver}.
 *
 * @param memoryBytes    the transposition table's budget (at least {@link CubeSolver#minMemory()})
 * @param threads        search threads sharing the table (1: the serial search)
 * @param history        move order: break ties of the line scores by a history of moves that
 *                       decided nodes (off: seed 001's order alone)
 * @param tableMove      move order: the table's best move first, when its entries hold one
 * @param tableMaxStones positions with more stones are neither looked up nor stored
 * @param followUp       the zugzwang rules built on the follow-up pairs: the bound for the first
 *                       player to move, the first player's zugzwang, and the second player's
 *                       defence order ({@link CubeFollowUp}, {@link CubeMoveOrder#BLOCK_EVEN_LINE}; off:
 *                       seed 001's rules alone)
 * @param symmetryStones positions with at most this many stones are stored under their canonical
 *                       image over the 8 symmetries (64: all, as seed 001)
 * @param nearStones     positions with at least this many stones use each thread's own small
 *                       table (4 MiB, cache-resident) instead of the shared one (0: none)
 */
public record CubeSolverOptions(long memoryBytes, int threads, boolean history, boolean tableMove,
        int tableMaxStones, boolean followUp, int symmetryStones, int nearStones) {
    /** The default table budget: 256 MiB. */
    public static final long DEFAULT_MEMORY = 256L << 20;
    /** By default every position uses the table. */
    public static final int DEFAULT_TABLE_MAX_STONES = 64;
    /** By default positions with 48 stones or more use the near table. */
    public static final int DEFAULT_NEAR_STONES = 48;
    /** By default positions with up to 20 stones are stored under their canonical image. */
    public static final int DEFAULT_SYMMETRY_STONES = 20;

    public CubeSolverOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (tableMaxStones < 0 || tableMaxStones > Cube.CELLS) {
            throw new IllegalArgumentException("table stones must be 0..64, not " + tableMaxStones);
        }
        if (nearStones < 0 || nearStones > Cube.CELLS) {
            throw new IllegalArgumentException("near stones must be 0..64, not " + nearStones);
        }
        if (symmetryStones < 0 || symmetryStones > Cube.CELLS) {
            throw new IllegalArgumentException("symmetry stones must be 0..64, not " + symmetryStones);
        }
    }

    /** The defaults with this budget and thread count. */
    public static CubeSolverOptions of(long memoryBytes, int threads) {
        return new CubeSolverOptions(memoryBytes, threads, true, true, DEFAULT_TABLE_MAX_STONES, true,
                DEFAULT_SYMMETRY_STONES, DEFAULT_NEAR_STONES);
    }

    /**
     * Seed 001's configuration: its rules alone prune, its line scores alone order the moves,
     * every position is stored under its canonical image.
     */
    public CubeSolverOptions seed() {
        return new CubeSolverOptions(memoryBytes, threads, false, false, tableMaxStones, false, Cube.CELLS, 0);
    }

    public CubeSolverOptions withThreads(int n) {
        return new CubeSolverOptions(memoryBytes, n, history, tableMove, tableMaxStones, followUp, symmetryStones, nearStones);
    }

    public CubeSolverOptions withHistory(boolean on) {
        return new CubeSolverOptions(memoryBytes, threads, on, tableMove, tableMaxStones, followUp, symmetryStones, nearStones);
    }

    public CubeSolverOptions withTableMove(boolean on) {
        return new CubeSolverOptions(memoryBytes, threads, history, on, tableMaxStones, followUp, symmetryStones, nearStones);
    }

    public CubeSolverOptions withFollowUp(boolean on) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, tableMaxStones, on, symmetryStones, nearStones);
    }

    public CubeSolverOptions withSymmetryStones(int stones) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, tableMaxStones, followUp, stones, nearStones);
    }

    public CubeSolverOptions withNearStones(int stones) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, tableMaxStones, followUp, symmetryStones,
                stones);
    }

    public CubeSolverOptions withTableMaxStones(int stones) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, stones, followUp, symmetryStones, nearStones);
    }
}
