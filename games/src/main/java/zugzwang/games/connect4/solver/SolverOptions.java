package zugzwang.games.connect4.solver;

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
 * @param rulesStones   ask VICTOR's rules ({@link zugzwang.games.connect4.rules.Evaluator}) for a
 *                      bound at nodes with at most this many stones; -1 (the default): never
 * @param rulesWork     ... and only once that many nodes were searched below the node without a
 *                      cut (0: before its first move); a call of the rules costs as much as
 *                      some thousand nodes
 * @param deferBusy     with several threads, defer a move whose child another thread is searching
 *                      with the same window ({@link BusyNodes}: ABDADA's rule near the root)
 * @param collapse      a node with one move (a forced parry, or the only one not below an
 *                      opponent's winning cell) is passed through to its child without a table
 *                      entry, move order or cutoff tests of its own
 * @param oddThreat     at nodes with an odd number of empty cells, bound the score by the
 *                      opponent's threat in a column with an odd number of empty cells, below which
 *                      our moves run out first ({@code FollowUp.oddThreatBound})
 */
public record SolverOptions(long memoryBytes, int threads, int symmetryPlies, boolean followUp, boolean etc,
                            int rulesStones, long rulesWork, boolean deferBusy, boolean collapse,
                            boolean oddThreat) {
    /** Default table size: 256 MiB. */
    public static final long DEFAULT_MEMORY = 256L << 20;
    /** Mirror images share table entries up to this many stones by default. */
    public static final int DEFAULT_SYMMETRY_PLIES = 20;
    /** Nodes a node searches before it asks the rules, by default (see {@link #rulesWork}). */
    public static final long DEFAULT_RULES_WORK = 3_000;

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
        if (rulesStones < -1) {
            throw new IllegalArgumentException("rules stones must be -1 (off) or more, not " + rulesStones);
        }
        if (rulesWork < 0) {
            throw new IllegalArgumentException("rules work must not be negative, not " + rulesWork);
        }
    }

    /** Without the rules. */
    public SolverOptions(long memoryBytes, int threads, int symmetryPlies, boolean followUp, boolean etc) {
        this(memoryBytes, threads, symmetryPlies, followUp, etc, -1, DEFAULT_RULES_WORK, true, true, true);
    }

    /** 256 MiB, all cores, every enhancement on. */
    public static SolverOptions defaults() {
        return new SolverOptions(DEFAULT_MEMORY, Runtime.getRuntime().availableProcessors(),
                DEFAULT_SYMMETRY_PLIES, true, true, -1, DEFAULT_RULES_WORK, true, true, true);
    }

    public SolverOptions withMemory(long bytes) {
        return new SolverOptions(bytes, threads, symmetryPlies, followUp, etc, rulesStones, rulesWork, deferBusy, collapse, oddThreat);
    }

    public SolverOptions withThreads(int n) {
        return new SolverOptions(memoryBytes, n, symmetryPlies, followUp, etc, rulesStones, rulesWork, deferBusy, collapse, oddThreat);
    }

    public SolverOptions withSymmetryPlies(int plies) {
        return new SolverOptions(memoryBytes, threads, plies, followUp, etc, rulesStones, rulesWork, deferBusy, collapse, oddThreat);
    }

    public SolverOptions withFollowUp(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, on, etc, rulesStones, rulesWork, deferBusy, collapse, oddThreat);
    }

    public SolverOptions withEtc(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, on, rulesStones, rulesWork, deferBusy, collapse, oddThreat);
    }

    /**
     * Ask VICTOR's rules at nodes with at most {@code maxStones} stones (-1: never). Their verdicts
     * only bound the score (a draw is 0), so the results do not change, only the effort.
     */
    public SolverOptions withRules(int maxStones) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, etc, maxStones, rulesWork, deferBusy, collapse, oddThreat);
    }

    /**
     * Ask VICTOR's rules at nodes with at most {@code maxStones} stones (-1: never), once
     * {@code work} nodes were searched below the node without a cut (0: at once).
     */
    public SolverOptions withRules(int maxStones, long work) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, etc, maxStones, work, deferBusy, collapse, oddThreat);
    }

    public SolverOptions withDeferBusy(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, etc, rulesStones, rulesWork, on, collapse, oddThreat);
    }

    public SolverOptions withCollapse(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, etc, rulesStones, rulesWork, deferBusy, on, oddThreat);
    }

    public SolverOptions withOddThreat(boolean on) {
        return new SolverOptions(memoryBytes, threads, symmetryPlies, followUp, etc, rulesStones, rulesWork, deferBusy, collapse, on);
    }

    /** Whether the rules are asked at all. */
    public boolean rules() {
        return rulesStones >= 0;
    }
}
