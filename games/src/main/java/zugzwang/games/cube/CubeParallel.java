package zugzwang.games.cube;

import java.util.function.Consumer;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobProgress;
import zugzwang.core.jobs.JobResult;
import zugzwang.core.jobs.JobSearch;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.core.jobs.JobExecutor;
import zugzwang.core.jobs.LocalExecutor;

/**
 * Seed 001's parallel minimax solver on local threads: the game-independent job-level search of
 * {@code zugzwang.core.jobs} (a DAG of the top of the tree, built in {@link CubeGame#lineScoreOrder()}
 * by the minimax order down to a cutoff depth, frontier positions as tasks with virtual wins, a
 * queue by creation number, corrections, drops, long tasks split while a worker idles) whose tasks
 * are solved by {@link CubeSearch} workers, one per thread, all sharing one {@link CubeTable}
 * without locks.
 *
 * <p>The executor is {@link LocalExecutor} on this machine's threads, or a cluster's (the
 * {@code cluster} module's Hazelcast executor, {@link CubeSolver#useExecutor}). Its jobs carry only
 * data: the moves from the empty board and the attacker.
 */
final class CubeParallel implements AutoCloseable {
    private final JobExecutor executor;
    /** Whether {@link #close()} closes the executor (the local one it made). */
    private final boolean owned;
    private final CubeSearch[] workers;
    private final JobOptions jobOptions;
    private volatile JobSearch current;

    /**
     * @param table  the shared table
     * @param cutoff      plies below the root where positions become tasks
     * @param splitMillis how long a job runs, while a worker idles, before its task is split (0: never)
     */
    CubeParallel(CubeTable table, CubeSolverOptions options, int cutoff, long splitMillis, long progressMillis,
            Consumer<JobProgress> progress) {
        int threads = options.threads();
        workers = new CubeSearch[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new CubeSearch(table, options);
        }
        JobSolverFactory factory = worker -> new CubeJobSolver(workers[worker]);
        executor = new LocalExecutor(CubeGame.get(), threads, factory);
        owned = true;
        jobOptions = options(cutoff, splitMillis, progressMillis, progress);
    }

    /**
     * The job-level solver on another executor (a cluster's workers, which answer with their own
     * {@link CubeJobSolver}s); {@code executor} is not closed here.
     */
    CubeParallel(JobExecutor executor, int cutoff, long splitMillis, long progressMillis,
            Consumer<JobProgress> progress) {
        this.executor = executor;
        this.owned = false;
        this.workers = new CubeSearch[0];
        this.jobOptions = options(cutoff, splitMillis, progressMillis, progress);
    }

    private static JobOptions options(int cutoff, long splitMillis, long progressMillis, Consumer<JobProgress> progress) {
        JobOptions o = JobOptions.cutoff(cutoff)
                .withOrdering(CubeGame.get().lineScoreOrder())
                .withIdentity(CubeGame::canonicalIdentity)
                .withSplitMillis(splitMillis);
        return progress == null ? o : o.withProgress(progressMillis, progress);
    }

    /** Nodes searched by all workers. */
    long nodes() {
        long n = 0;
        for (CubeSearch w : workers) {
            n += w.nodes;
        }
        return n;
    }

    /** Whether {@code attacker} wins the position (not over); null if stopped. */
    JobResult wins(CubePosition p, int attacker) {
        JobSearch search = new JobSearch(CubeGame.get(), executor, jobOptions);
        current = search;
        try {
            return search.solve(p.game(), attacker);
        } finally {
            current = null;
        }
    }

    /** Stops the search under way. */
    void cancel() {
        JobSearch s = current;
        if (s != null) {
            s.cancel();
        }
    }

    /** Clears the workers' move histories. */
    void resetHistory() {
        for (CubeSearch w : workers) {
            w.resetHistory();
            w.clearNear();
        }
    }

    @Override
    public void close() {
        if (owned) {
            executor.close();
        }
    }
}
