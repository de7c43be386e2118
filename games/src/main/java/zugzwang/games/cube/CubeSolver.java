package zugzwang.games.cube;

import java.util.Arrays;
import zugzwang.core.util.MemorySize;

/**
 * The Connect Four 3D solver of seed 001, and what the seed's two-valued search gives on top of
 * it: the three-valued result, every best move and a principal variation.
 *
 * <p>The search ({@link CubeSearch}) answers one question, "does player A win?". The value for
 * the player to move is found by asking it twice: does the mover win (1)? If not, does the
 * opponent win (−1)? If neither, a draw (0). A move keeps a win if the mover still wins after it,
 * keeps a draw if the opponent does not win after it; in a lost position every move is best.
 *
 * <p>The table ({@link CubeTable}) holds facts of positions, true whatever the root: by default it
 * is kept from one call to the next ({@link #clear()} empties it). Node counts of a call therefore
 * depend on the calls before it; a sequence of calls on one thread is deterministic.
 *
 * <p>Not thread-safe (one call at a time); {@link #cancel()} may be called from any thread.
 */
public final class CubeSolver implements AutoCloseable {
    private final CubeSolverOptions options;
    private final CubeTable table;
    private final CubeSearch search;
    /** The job-level solver, with more than one thread (made on first use), else null. */
    private CubeParallel parallel;
    private int cutoff = DEFAULT_CUTOFF;
    private long splitMillis = DEFAULT_SPLIT_MILLIS;
    private long serialFirst = SERIAL_FIRST_NODES;
    private long progressMillis;
    private java.util.function.Consumer<zugzwang.core.jobs.JobProgress> progress;
    /** The statistics of the last job-level search, or null. */
    private zugzwang.core.jobs.JobResult lastJobs;
    private volatile boolean cancelled;
    /** The executor of a cluster the job-level searches run on (not owned), or null for local threads. */
    private zugzwang.core.jobs.JobExecutor external;

    /**
     * With several threads, a question is first searched by one thread alone for this many nodes
     * (about 20 ms): many positions are answered by then, and splitting them into jobs would
     * cost more than it saves. (1,000,000 until 2026-11-25: the other core idled for a sixth of a
     * second per position, 9 of the 2-thread run's 107 s on the 50 hardest of difficulty 28.)
     */
    static final long SERIAL_FIRST_NODES = 100_000;

    /** The job-level solver's default cutoff depth (plies below the root). */
    public static final int DEFAULT_CUTOFF = 2;

    /**
     * The job-level solver's default split time: a task whose job runs this long while a worker
     * is idle is split into its children (see {@link zugzwang.core.jobs.JobOptions#splitMillis()}).
     * 200 ms until 2026-11-25, when tasks that would leave a worker idle began to be split before
     * they start: a split then always finds work for the idle worker, and waiting for it cost
     * more than the cancelled jobs (on the 50 hardest of difficulty 28 with 2 threads: 200 ms
     * 94.7 s, 50 ms 90.6 s, 25 ms with the serial start of 100,000 nodes 82.4 s).
     */
    public static final long DEFAULT_SPLIT_MILLIS = 25;

    /**
     * @throws IllegalArgumentException if the memory budget is outside the table's limits
     */
    public CubeSolver(CubeSolverOptions options) {
        this.options = options;
        this.table = new CubeTable(options.memoryBytes());
        this.search = new CubeSearch(table, options);
    }

    /** The smallest memory budget a solver accepts. */
    public static long minMemory() {
        return CubeTable.minBytes();
    }

    /**
     * Checks a budget without allocating anything.
     *
     * @throws IllegalArgumentException naming the problem and the limit
     */
    public static void validate(long memoryBytes) {
        if (memoryBytes < CubeTable.minBytes()) {
            throw new IllegalArgumentException("memory " + MemorySize.format(memoryBytes)
                    + " is too small for a Connect Four 3D table: give at least " + MemorySize.format(minMemory()));
        }
        if (memoryBytes > CubeTable.maxBytes()) {
            throw new IllegalArgumentException("memory " + MemorySize.format(memoryBytes)
                    + " is too large: a Connect Four 3D table holds at most " + MemorySize.format(CubeTable.maxBytes()));
        }
    }

    public CubeSolverOptions options() {
        return options;
    }

    /** Nodes searched by all calls so far. */
    public long nodes() {
        return search.nodes + (parallel == null ? 0 : parallel.nodes());
    }

    /** Empties the table and the move history. */
    public void clear() {
        table.clear();
        search.resetHistory();
        search.clearNear();
        if (parallel != null) {
            parallel.resetHistory();
        }
    }

    /**
     * With more than one thread, the depth below the root at which the job-level solver makes
     * tasks (default {@value #DEFAULT_CUTOFF}), the time after which a long task is split while a
     * worker idles (default {@value #DEFAULT_SPLIT_MILLIS} ms; 0: never), and a progress callback
     * (null: none).
     */
    public void parallelSettings(int cutoffDepth, long splitAfterMillis, long everyMillis,
            java.util.function.Consumer<zugzwang.core.jobs.JobProgress> onProgress) {
        if (cutoffDepth < 0) {
            throw new IllegalArgumentException("the cutoff depth must be at least 0, not " + cutoffDepth);
        }
        if (splitAfterMillis < 0) {
            throw new IllegalArgumentException("the split time must be at least 0 ms, not " + splitAfterMillis);
        }
        this.splitMillis = splitAfterMillis;
        if (parallel != null) {
            parallel.close();
            parallel = null;
        }
        this.cutoff = cutoffDepth;
        this.progressMillis = everyMillis;
        this.progress = onProgress;
    }

    /**
     * Runs the job-level searches on {@code executor} (a cluster's workers, whose leaf solvers are
     * this game's own: {@code CubeDefinition.jobSolvers}) instead of this solver's threads, whatever
     * their number; the serial first try stays here. The executor is the caller's: it is not
     * closed. Node counts then cover this process's own search only.
     */
    public void useExecutor(zugzwang.core.jobs.JobExecutor executor) {
        if (parallel != null) {
            parallel.close();
            parallel = null;
        }
        this.external = java.util.Objects.requireNonNull(executor, "executor");
    }

    /** Nodes of the serial first try before the job-level search (0: straight to it; for tests). */
    void serialFirstNodes(long nodes) {
        this.serialFirst = nodes;
    }

    /** The task statistics of the last job-level search (more than one thread), or null. */
    public zugzwang.core.jobs.JobResult lastJobs() {
        return lastJobs;
    }

    /** Makes the solver usable again after {@link #cancel()} (the table is kept). */
    public void resetCancel() {
        cancelled = false;
        search.abort = false;
    }

    /** Stops the call under way (it throws {@link java.util.concurrent.CancellationException}). */
    public void cancel() {
        cancelled = true;
        search.abort = true;
        CubeParallel p = parallel;
        if (p != null) {
            p.cancel();
        }
    }

    /**
     * Whether {@code attacker} (0 the first player, 1 the second) wins the position: seed 001's
     * question (with attacker 0). A position whose game is over is answered by the rules.
     *
     * @throws java.util.concurrent.CancellationException if {@link #cancel()} was called
     */
    public boolean wins(CubePosition p, int attacker) {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("attacker must be 0 or 1, not " + attacker);
        }
        if (p.isWon()) {
            return p.player() != attacker; // the last mover won
        }
        if (p.isFull()) {
            return false;
        }
        if (options.threads() > 1 || external != null) {
            return runParallel(p, attacker);
        }
        return run(p.first(), p.second(), attacker);
    }

    private boolean runParallel(CubePosition p, int attacker) {
        if (cancelled) {
            throw new java.util.concurrent.CancellationException("cancelled");
        }
        // easy positions first: the serial search alone, for a while (what it learns stays in
        // the table); the job-level search only for positions that outlast it
        if (serialFirst > 0) {
            search.nodeLimit = search.nodes + serialFirst;
            try {
                lastJobs = null;
                return search.wins(p.first(), p.second(), attacker);
            } catch (CubeSearch.Aborted e) {
                if (cancelled) {
                    throw new java.util.concurrent.CancellationException("cancelled");
                }
            } finally {
                search.nodeLimit = Long.MAX_VALUE;
            }
        }
        if (parallel == null) {
            parallel = external != null ? new CubeParallel(external, cutoff, splitMillis, progressMillis, progress)
                    : new CubeParallel(table, options, cutoff, splitMillis, progressMillis, progress);
        }
        zugzwang.core.jobs.JobResult r = parallel.wins(p, attacker);
        lastJobs = r;
        if (!r.decided()) {
            throw new java.util.concurrent.CancellationException("cancelled");
        }
        return r.attackerWins();
    }

    private boolean run(long first, long second, int attacker) {
        if (cancelled) {
            throw new java.util.concurrent.CancellationException("cancelled");
        }
        try {
            return search.wins(first, second, attacker);
        } catch (CubeSearch.Aborted e) {
            throw new java.util.concurrent.CancellationException("cancelled");
        }
    }

    /** The value for the player to move: 1 win, 0 draw, −1 loss. */
    public int value(CubePosition p) {
        int mover = p.player();
        if (wins(p, mover)) {
            return 1;
        }
        return wins(p, 1 - mover) ? -1 : 0;
    }

    /**
     * The value of every column for the player to move (1 win, 0 draw, −1 loss; null for a column
     * that cannot be played), index = column.
     */
    public Integer[] analyze(CubePosition p) {
        Integer[] values = new Integer[Cube.COLUMNS];
        CubePosition q = p.copy();
        for (int c = 0; c < Cube.COLUMNS; c++) {
            if (!q.canPlay(c)) {
                continue;
            }
            if (q.isWinningMove(c)) {
                values[c] = 1;
                continue;
            }
            q.play(c);
            values[c] = -value(q);
            q.undo();
        }
        return values;
    }

    /**
     * The value, every best move and (if {@code withPv}) a principal variation of a position.
     */
    public CubeResult solve(CubePosition p, boolean withPv) {
        long start = System.nanoTime();
        long before = nodes();
        int value = p.isOver() ? (p.isWon() ? -1 : 0) : value(p);
        int[] best = bestMoves(p, value);
        int[] pv = null;
        if (withPv) {
            pv = principalVariation(p, value, best);
        }
        return new CubeResult(value, best, pv, nodes() - before, System.nanoTime() - start);
    }

    /** The columns that keep {@code value} (the position's value for the mover), in column order. */
    public int[] bestMoves(CubePosition p, int value) {
        if (p.isOver()) {
            return new int[0];
        }
        int mover = p.player();
        int[] best = new int[Cube.COLUMNS];
        int n = 0;
        CubePosition q = p.copy();
        for (int c = 0; c < Cube.COLUMNS; c++) {
            if (!q.canPlay(c)) {
                continue;
            }
            boolean keeps;
            if (value < 0) {
                keeps = true;
            } else if (q.isWinningMove(c)) {
                keeps = true;
            } else {
                q.play(c);
                keeps = value > 0 ? wins(q, mover) : !wins(q, 1 - mover);
                q.undo();
            }
            if (keeps) {
                best[n++] = c;
            }
        }
        return Arrays.copyOf(best, n);
    }

    /**
     * A game of perfect play from the position to its end: at each position a best move
     * (a winning move at once if there is one; otherwise, winning, the best move the search orders
     * first; losing, the move that survives longest is not known to a three-valued search, so the
     * first best move), with the value kept along the way.
     */
    private int[] principalVariation(CubePosition p, int value, int[] best) {
        CubePosition q = p.copy();
        int[] pv = new int[Cube.CELLS];
        int n = 0;
        int v = value;
        int[] moves = best;
        while (!q.isOver()) {
            int move = moves[0];
            for (int c : moves) {
                if (q.isWinningMove(c)) {
                    move = c;
                    break;
                }
            }
            q.play(move);
            pv[n++] = move;
            v = -v;
            if (!q.isOver()) {
                moves = bestMoves(q, v);
            }
        }
        return Arrays.copyOf(pv, n);
    }

    @Override
    public void close() {
        cancelled = true;
        if (parallel != null) {
            parallel.close();
        }
    }
}
