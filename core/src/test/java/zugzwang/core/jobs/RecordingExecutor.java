package zugzwang.core.jobs;

import java.util.ArrayList;
import java.util.List;

/** An executor that records what the search asks of the one it wraps. */
final class RecordingExecutor implements JobExecutor {
    private final JobExecutor inner;
    final List<Job> submitted = new ArrayList<>();
    final List<Long> cancelled = new ArrayList<>();

    RecordingExecutor(JobExecutor inner) {
        this.inner = inner;
    }

    /** The priorities (creation numbers) of the submitted jobs, in order. */
    List<Long> priorities() {
        return submitted.stream().map(Job::priority).toList();
    }

    @Override
    public int capacity() {
        return inner.capacity();
    }

    @Override
    public void submit(Job job, JobListener listener) {
        submitted.add(job);
        inner.submit(job, listener);
    }

    @Override
    public void cancel(long jobId) {
        cancelled.add(jobId);
        inner.cancel(jobId);
    }

    @Override
    public void close() {
        inner.close();
    }
}
