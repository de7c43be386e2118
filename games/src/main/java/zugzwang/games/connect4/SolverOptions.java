package zugzwang.games.connect4;

/**
 * Settings of a {@link Solver}. The enhancements can be switched off one by one, to measure what
 * each contributes; the results never change, only the effort.
 *
 * @param memoryBytes   transposition table budget in bytes (all tables together)
 * @param threads       search threads sharing the table (at least 1)
 * @param symmetryPlies positions with at most this many stones are identified with their mirror
 *                      image in the table (0: mirror symmetry off)
 * @param followUp      use the {@link FollowUp} (Claimeven) bound
 * @param etc           use enhanced transposition cutoffs (look up children before searching)
 */
public record SolverOptions(long memoryBytes, int threads, int symmetryPlies, boolean followUp, boolean etc) {
    /** Default table size: 256 MiB. */
    public static final long DEFAULT_MEMORY = 256L << 20;
    /** Mirror images share table entries up to this many stones by default. */
    public static final int DEFAULT_SYMMETRY_PLIES = 20;

    public SolverOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (memoryBytes < 1) {
            throw new IllegalArgumentException("memory must be positive");
        }
        if (symmetryPlies < 0) {
            throw new IllegalArgumentException("symmetry plies must not be negative");
        }
    }

    /** 256 MiB, all cores, every enhancement on. */
    public static SolverOptions defaults() {
        return new SolverOptions(DEFAULT_MEMORY, Runtime.getRuntime().availableProcessors(),
                DEFAULT_SYMMETRY_PLIES, true, true);
    }

    public SolverOptions withMemory(long bytes) {
        return new SolverOptions(bytes, threads, symmetryPlies, followUp, etc);
    }

    public SolverOptions withThreads(int n) {
        return new SolverOptions(memoryBytes, n, symmetryPlies, followUp, etc);
    }

    public SolverOptions withSymmetryPlies(int plies) {
        return new SolverOptions(memoryBytes, threads, plies, followUp, etc);
    }

    public SolverOptions withFollowUp(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, on, etc);
    }

    public SolverOptions withEtc(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, on);
    }
}
