package zugzwang.core.jobs;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link JobExecutor} that records every job it runs for another: one CSV line per answered job,
 * written (and flushed) as the answer arrives, so a long run's log is complete up to its last
 * answer. Columns: {@code question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer,moves}
 * (times since the log was opened; question is the threshold the job asks; moves are the job's
 * move codes from the start position, separated by spaces). {@link ScheduleReplay}
 * reads it to project the run onto more workers.
 */
public final class JobLog implements JobExecutor {
    /** The header line. */
    public static final String HEADER = "question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer,moves";
    /** The header of logs written before the moves column (read too). */
    public static final String HEADER_8 = "question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer";

    private final JobExecutor inner;
    private final Writer out;
    private final long start = System.nanoTime();
    private final Map<Long, Long> submitted = new ConcurrentHashMap<>();
    private IOException error;

    /** Records the jobs of {@code inner} to {@code out} (which it writes the header to at once). */
    public JobLog(JobExecutor inner, Writer out) {
        this.inner = Objects.requireNonNull(inner, "inner");
        this.out = Objects.requireNonNull(out, "out");
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
        submitted.put(job.id(), System.nanoTime());
        inner.submit(job, new JobListener() {
            @Override
            public void solved(Job j, boolean attackerWins, long solverNanos) {
                long now = System.nanoTime();
                Long at = submitted.remove(j.id());
                write(j.atLeast() + "," + j.id() + "," + j.priority() + "," + j.ply() + ","
                        + millis((at == null ? now : at) - start) + "," + millis(now - start) + ","
                        + millis(solverNanos) + "," + (attackerWins ? "yes" : "no") + "," + moves(j));
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
        submitted.remove(jobId);
        inner.cancel(jobId);
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
    public synchronized IOException error() {
        return error;
    }

    private synchronized void write(String line) {
        if (error != null) {
            return;
        }
        try {
            out.write(line);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            error = e;
        }
    }
}
