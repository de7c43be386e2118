package zugzwang.games.connect4;

/**
 * Settings of a {@link Solver}.
 *
 * @param memoryBytes   transposition table budget in bytes
 * @param threads       search threads sharing the table (at least 1)
 * @param symmetryPlies positions with at most this many stones are identified with their mirror
 *                      image in the table (0 turns mirror symmetry off)
 * @param claimeven     use the Claimeven upper bound in the search
 */
public record SolverOptions(long memoryBytes, int threads, int symmetryPlies, boolean claimeven) {
    /** Default table size: 256 MiB. */
    public static final long DEFAULT_MEMORY = 256L << 20;

    public SolverOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (memoryBytes < 1) {
            throw new IllegalArgumentException("memory must be positive");
        }
    }

    /** 256 MiB, all cores, every enhancement on. */
    public static SolverOptions defaults() {
        return new SolverOptions(DEFAULT_MEMORY, Runtime.getRuntime().availableProcessors(), 64, true);
    }

    public SolverOptions withMemory(long bytes) {
        return new SolverOptions(bytes, threads, symmetryPlies, claimeven);
    }

    public SolverOptions withThreads(int n) {
        return new SolverOptions(memoryBytes, n, symmetryPlies, claimeven);
    }

    public SolverOptions withSymmetryPlies(int plies) {
        return new SolverOptions(memoryBytes, threads, plies, claimeven);
    }

    public SolverOptions withClaimeven(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, on);
    }
}
