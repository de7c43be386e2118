package zugzwang.core.jobs;

/**
 * Runs the jobs of a {@link JobSearch}: the engine-dependent half of the search. A job is data
 * only ({@link Job}: moves from the start, attacker, id, priority); the executor owns the game
 * and the leaf solvers that answer it, so a distributed engine can run the same jobs on other
 * machines. {@link LocalExecutor} runs them on threads of this JVM.
 *
 * <h2>Contract</h2>
 * <ul>
 * <li>{@link #submit} returns at once; the job's outcome is delivered later to the given
 *     listener, from any thread: {@link JobListener#solved} or {@link JobListener#failed},
 *     at most once.</li>
 * <li>A search keeps at most {@link #capacity()} jobs submitted and not yet answered (more
 *     briefly, just after a cancel); an executor that queues jobs should run the lowest
 *     {@link Job#priority()} first.</li>
 * <li>{@link #cancel} asks to stop a job: a queued one is forgotten, a running one sees its
 *     stop flag. Whatever the job delivers after its cancellation, if anything, is ignored by the
 *     search.</li>
 * <li>{@link #close()} stops every job and releases the workers; later submits throw
 *     {@link IllegalStateException}. One executor may serve several searches, one after the other
 *     (its solvers' tables then carry over: exact answers stay valid).</li>
 * </ul>
 */
public interface JobExecutor extends AutoCloseable {
    /** How many jobs it runs at once (its workers): the search keeps this many busy. */
    int capacity();

    /**
     * Queues a job; its outcome goes to {@code listener}.
     *
     * @throws IllegalStateException if the executor is closed
     */
    void submit(Job job, JobListener listener);

    /** Stops the job with this id if it is queued or running (nothing if it is unknown or over). */
    void cancel(long jobId);

    /** Stops every job and the workers; waits for the local ones to end. Idempotent. */
    @Override
    void close();
}
