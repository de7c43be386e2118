package zugzwang.core.jobs;

/**
 * A {@link JobSearch} failed because a job failed: its leaf solver threw (the cause). The search
 * has cancelled its other jobs before throwing.
 */
public final class JobSearchException extends RuntimeException {
    private final Job job;

    public JobSearchException(String message, Job job, Throwable cause) {
        super(message, cause);
        this.job = job;
    }

    /** The job that failed. */
    public Job job() {
        return job;
    }
}
