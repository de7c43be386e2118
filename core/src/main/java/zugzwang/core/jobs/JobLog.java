package zugzwang.core.jobs;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import zugzwang.core.util.LineLog;

/**
 * A {@link JobExecutor} that records every job it runs for another: one CSV line per answered job,
 * written (and flushed) as the answer arrives, so a long run's log is complete up to its last
 * answer, and one per job cancelled before its answer (dropped, split, or left when the search
 * ended). Columns: {@code question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer,moves}
 * (times since the log was opened; question is the threshold the job asks; moves are the job's
 * move codes from the start position, separated by spaces). A cancelled job's answer is
 * {@code cancelled}, its answered_ms the time of the cancel and its solver_ms the time from its
 * submission to the cancel (at most what its worker spent on it: the job may have waited for a
 * worker first); an answer that arrives after its job was cancelled is not recorded (the search
 * ignores it too), while one that arrives just before is, even if the search, having cancelled
 * the job meanwhile, does not use it: every job the executor was given has exactly one line. {@link ScheduleReplay} reads the log to project the run onto more workers.
 */
public final class JobLog implements JobExecutor {
    /** The header line. */
    public static final String HEADER = "question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer,moves";
    /** The header of logs written before the moves column (read too). */
    public static final String HEADER_8 = "question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer";
    /** The answer column of a job cancelled before its answer. */
    public static final String CANCELLED = "cancelled";

    private final JobExecutor inner;
    private final LineLog out;
    private final long start = System.nanoTime();
    /** The jobs submitted and neither answered nor cancelled yet, with their submission times. */
    private final Map<Long, Submitted> submitted = new ConcurrentHashMap<>();

    /** Records the jobs of {@code inner} to {@code out} (which it writes the header to at once). */
    public JobLog(JobExecutor inner, Writer out) {
        this.inner = Objects.requireNonNull(inner, "inner");
        this.out = new LineLog(out); // not closed here: the caller owns the writer
        write(HEADER);
    }

    /** The executor whose jobs are recorded. */
    public JobExecutor inner() {
        return inner;
    }

    @Override
    public int capacity() {
        return inner.capacity();
    }

    @Override
    public void submit(Job job, JobListener listener) {
        submitted.put(job.id(), new Submitted(job, System.nanoTime()));
        inner.submit(job, new JobListener() {
            @Override
            public void solved(Job j, boolean attackerWins, long solverNanos) {
                Submitted at = submitted.remove(j.id());
                if (at != null) {
                    row(j, at.nanos, System.nanoTime(), solverNanos, attackerWins ? "yes" : "no");
                }
                listener.solved(j, attackerWins, solverNanos);
            }

            @Override
            public void failed(Job j, Throwable error) {
                submitted.remove(j.id());
                listener.failed(j, error);
            }
        });
    }

    @Override
    public void cancel(long jobId) {
        Submitted at = submitted.remove(jobId);
        if (at != null) {
            long now = System.nanoTime();
            row(at.job, at.nanos, now, now - at.nanos, CANCELLED);
        }
        inner.cancel(jobId);
    }

    /** A job submitted, and when. */
    private record Submitted(Job job, long nanos) {
    }

    private void row(Job j, long submittedNanos, long endNanos, long solverNanos, String answer) {
        write(j.atLeast() + "," + j.id() + "," + j.priority() + "," + j.ply() + "," + millis(submittedNanos - start)
                + "," + millis(endNanos - start) + "," + millis(solverNanos) + "," + answer + "," + moves(j));
    }

    @Override
    public void close() {
        inner.close();
    }

    private static String moves(Job j) {
        StringBuilder sb = new StringBuilder();
        for (int m : j.moves()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(m);
        }
        return sb.toString();
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e6);
    }

    /** The first write that failed (the log stops there; the search goes on), or null. */
    public IOException error() {
        return out.error();
    }

    private void write(String line) {
        out.line(line);
    }
}
