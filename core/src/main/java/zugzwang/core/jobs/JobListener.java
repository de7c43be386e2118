package zugzwang.core.jobs;

/**
 * Where a {@link JobExecutor} delivers what became of a job. Called from the executor's threads
 * (any of them, concurrently): implementations must be thread-safe, return quickly and not throw.
 */
public interface JobListener {
    /**
     * The job was solved.
     *
     * @param attackerWins whether the job's attacker wins from its position
     * @param solverNanos  the time the leaf solver took (0 if unknown)
     */
    void solved(Job job, boolean attackerWins, long solverNanos);

    /** The job could not be solved: its leaf solver (or the solver's factory) threw {@code error}. */
    void failed(Job job, Throwable error);
}
