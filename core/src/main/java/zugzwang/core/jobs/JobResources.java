package zugzwang.core.jobs;

/**
 * What one machine gives a job-level search's workers: how many jobs it runs at once and how much
 * memory their solvers share (a specialised solver's transposition table, or each worker's share
 * of it). A {@link JobSolverFactory} is made for these.
 *
 * @param threads     the workers of this machine (jobs run at once), at least 1
 * @param memoryBytes the memory their tables may take in all, at least 1 MiB
 */
public record JobResources(int threads, long memoryBytes) {
    public JobResources {
        if (threads < 1) {
            throw new IllegalArgumentException("at least one worker thread, not " + threads);
        }
        if (memoryBytes < (1L << 20)) {
            throw new IllegalArgumentException("at least 1 MiB for the workers' tables, not " + memoryBytes + " bytes");
        }
    }

    /** Each worker's share of the memory. */
    public long perWorker() {
        return memoryBytes / threads;
    }
}
