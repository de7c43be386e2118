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
 * @param followUp       the follow-up bound ({@link CubeFollowUp}; off: seed 001's rules alone)
 * @param symmetryStones positions with at most this many stones are stored under their canonical
 *                       image over the 8 symmetries (64: all, as seed 001)
 */
public record CubeSolverOptions(long memoryBytes, int threads, boolean history, boolean tableMove,
        int tableMaxStones, boolean followUp, int symmetryStones) {
    /** The default table budget: 256 MiB. */
    public static final long DEFAULT_MEMORY = 256L << 20;
    /** By default every position uses the table. */
    public static final int DEFAULT_TABLE_MAX_STONES = 64;
    /** By default positions with up to 20 stones are stored under their canonical image. */
    public static final int DEFAULT_SYMMETRY_STONES = 20;

    public CubeSolverOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (tableMaxStones < 0 || tableMaxStones > Cube.CELLS) {
            throw new IllegalArgumentException("table stones must be 0..64, not " + tableMaxStones);
        }
        if (symmetryStones < 0 || symmetryStones > Cube.CELLS) {
            throw new IllegalArgumentException("symmetry stones must be 0..64, not " + symmetryStones);
        }
    }

    /** The defaults with this budget and thread count. */
    public static CubeSolverOptions of(long memoryBytes, int threads) {
        return new CubeSolverOptions(memoryBytes, threads, true, true, DEFAULT_TABLE_MAX_STONES, true,
                DEFAULT_SYMMETRY_STONES);
    }

    /**
     * Seed 001's configuration: its rules alone prune, its line scores alone order the moves,
     * every position is stored under its canonical image.
     */
    public CubeSolverOptions seed() {
        return new CubeSolverOptions(memoryBytes, threads, false, false, tableMaxStones, false, Cube.CELLS);
    }

    public CubeSolverOptions withThreads(int n) {
        return new CubeSolverOptions(memoryBytes, n, history, tableMove, tableMaxStones, followUp, symmetryStones);
    }

    public CubeSolverOptions withHistory(boolean on) {
        return new CubeSolverOptions(memoryBytes, threads, on, tableMove, tableMaxStones, followUp, symmetryStones);
    }

    public CubeSolverOptions withTableMove(boolean on) {
        return new CubeSolverOptions(memoryBytes, threads, history, on, tableMaxStones, followUp, symmetryStones);
    }

    public CubeSolverOptions withFollowUp(boolean on) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, tableMaxStones, on, symmetryStones);
    }

    public CubeSolverOptions withSymmetryStones(int stones) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, tableMaxStones, followUp, stones);
    }

    public CubeSolverOptions withTableMaxStones(int stones) {
        return new CubeSolverOptions(memoryBytes, threads, history, tableMove, stones, followUp, symmetryStones);
    }
}
