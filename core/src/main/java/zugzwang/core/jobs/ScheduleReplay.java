package zugzwang.core.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Projects a recorded job-level run ({@link JobLog}) onto more workers: each search (a block of
 * jobs with one threshold, in the order they were submitted) is list-scheduled on N workers — a
 * job starts on the first worker free — and the searches run one after the other, as
 * {@link JobScoreSearch} asks them. Assumes the same jobs are needed with N workers: a larger
 * cluster also runs jobs a smaller one would have dropped, and splits long jobs sooner, so the
 * projection is an estimate of what the recorded work allows, not a measurement. Jobs the log
 * records as cancelled ({@link JobLog#CANCELLED}) are left out of the schedules and counted apart.
 */
public final class ScheduleReplay {
    /** One job of the log: its question (threshold) and solver time. */
    public record LoggedJob(int question, double submittedMillis, double solverMillis) {
    }

    /**
     * The projection for one worker count.
     *
     * @param workers      N
     * @param makespanMs   the list schedule's length, searches one after the other
     * @param idealMs      the total solver time over N
     * @param criticalMs   the sum over searches of their longest job: no schedule is shorter
     * @param idleFraction the workers' idle share of N × makespan
     */
    public record Projection(int workers, double makespanMs, double idealMs, double criticalMs, double idleFraction) {
        /** Total work over N × makespan. */
        public double efficiency() {
            return 1 - idleFraction;
        }
    }

    private final List<List<LoggedJob>> searches = new ArrayList<>();
    private double total;
    private int cancelled;
    private double cancelledMillis;

    /** The longest time a log may give (a year, in ms): anything beyond is not a run's. */
    private static final double MAX_MILLIS = 365.0 * 24 * 3600 * 1000;

    /** Reads the lines of a {@link JobLog} (the header first). */
    public static ScheduleReplay parse(List<String> lines) {
        String header = lines.isEmpty() ? "" : lines.get(0).strip();
        if (!header.equals(JobLog.HEADER) && !header.equals(JobLog.HEADER_8)) {
            throw new IllegalArgumentException("not a job log: the first line must be '" + JobLog.HEADER + "'");
        }
        int fields = header.split(",").length;
        ScheduleReplay r = new ScheduleReplay();
        List<LoggedJob> jobs = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(",", -1);
            if (f.length != fields) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + fields + " fields expected, not " + f.length);
            }
            double submitted;
            double solver;
            int question;
            try {
                question = Integer.parseInt(f[0]);
                submitted = Double.parseDouble(f[4]);
                solver = Double.parseDouble(f[6]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": not a number: " + e.getMessage());
            }
            // times of a real run: finite, not negative, under a year (a log's times are ms)
            for (double t : new double[] {submitted, solver}) {
                if (!(t >= 0 && t <= MAX_MILLIS)) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": time " + t
                            + " ms is impossible (0 to a year expected)");
                }
            }
            if (f[7].equals(JobLog.CANCELLED)) {
                r.cancelled++;
                r.cancelledMillis += solver;
                continue;
            }
            jobs.add(new LoggedJob(question, submitted, solver));
        }
        // searches: runs of one threshold, in the order the answers came. A job of the search
        // before the last one, submitted before the last one's first job, is that search's own
        // answered late: the last search's jobs were the next question's, run ahead by an idle
        // worker (Prefetch) while it still ran
        for (LoggedJob j : jobs) {
            int n = r.searches.size();
            List<LoggedJob> last = n == 0 ? null : r.searches.get(n - 1);
            if (last != null && last.get(0).question() == j.question()) {
                last.add(j);
            } else if (n >= 2 && r.searches.get(n - 2).get(0).question() == j.question()
                    && j.submittedMillis() < first(last)) {
                r.searches.get(n - 2).add(j);
            } else {
                List<LoggedJob> s = new ArrayList<>();
                s.add(j);
                r.searches.add(s);
            }
            r.total += j.solverMillis();
        }
        for (List<LoggedJob> s : r.searches) {
            s.sort((a, b) -> Double.compare(a.submittedMillis(), b.submittedMillis()));
        }
        return r;
    }

    /** The earliest submission of a search's jobs. */
    private static double first(List<LoggedJob> search) {
        double t = Double.MAX_VALUE;
        for (LoggedJob j : search) {
            t = Math.min(t, j.submittedMillis());
        }
        return t;
    }

    /** The number of jobs in the log. */
    public int jobs() {
        return searches.stream().mapToInt(List::size).sum();
    }

    /** The searches (blocks of one threshold) in the log. */
    public int searches() {
        return searches.size();
    }

    /** The jobs the log records as cancelled before their answers (not in {@link #jobs()}). */
    public int cancelled() {
        return cancelled;
    }

    /** The cancelled jobs' time from submission to cancel, ms, in all. */
    public double cancelledMillis() {
        return cancelledMillis;
    }

    /** The total solver time of the answered jobs, ms. */
    public double totalMillis() {
        return total;
    }

    /** The projection onto {@code workers} workers. */
    public Projection project(int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker, not " + workers);
        }
        double makespan = 0;
        double critical = 0;
        for (List<LoggedJob> s : searches) {
            PriorityQueue<Double> free = new PriorityQueue<>();
            for (int i = 0; i < workers; i++) {
                free.add(0.0);
            }
            double end = 0;
            double longest = 0;
            for (LoggedJob j : s) {
                double start = free.poll();
                double finish = start + j.solverMillis();
                free.add(finish);
                end = Math.max(end, finish);
                longest = Math.max(longest, j.solverMillis());
            }
            makespan += end;
            critical += longest;
        }
        double idle = makespan == 0 ? 0 : 1 - total / (workers * makespan);
        return new Projection(workers, makespan, total / workers, critical, idle);
    }
}
