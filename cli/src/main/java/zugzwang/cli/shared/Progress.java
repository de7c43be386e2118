package zugzwang.cli.shared;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import zugzwang.games.connect4.solver.Solver;

/**
 * Tells what a long run is doing: a line on standard error every {@value #PERIOD_MILLIS} ms,
 * from a daemon thread, until closed. Standard output is never touched, so results stay clean.
 */
public final class Progress implements AutoCloseable {
    static final long PERIOD_MILLIS = 2000;

    private final ScheduledExecutorService timer;

    private Progress(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    /**
     * Starts reporting {@code status} (skipped while it is empty) if enabled; otherwise does
     * nothing until closed.
     */
    public static Progress start(PrintWriter err, boolean enabled, Supplier<String> status) {
        if (!enabled) {
            return new Progress(null);
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "zugzwang-progress");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(() -> {
            String s = status.get();
            if (!s.isEmpty()) {
                err.println(s);
                err.flush();
            }
        }, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
        return new Progress(timer);
    }

    /**
     * Reports a solver at work on {@code what}: what the root search is testing, nodes, speed and
     * time, e.g. {@code 4453: score in [-3, 0], testing > -2; 31.2 M nodes, 7.9 M/s, 4 s}.
     */
    public static Progress solving(PrintWriter err, boolean enabled, Solver solver, String what) {
        return solving(err, enabled, solver::nodes, solver::status, what);
    }

    /** As {@link #solving(PrintWriter, boolean, Solver, String)}, for any solver's node count and status. */
    public static Progress solving(PrintWriter err, boolean enabled, java.util.function.LongSupplier nodeCount,
            java.util.function.Supplier<String> statusText, String what) {
        long nodes0 = nodeCount.getAsLong();
        long start = System.nanoTime();
        return start(err, enabled, () -> {
            long nodes = nodeCount.getAsLong() - nodes0;
            double seconds = (System.nanoTime() - start) / 1e9;
            String status = statusText.get();
            return String.format(Locale.ROOT, "%s: %s%s%.1f M nodes, %.1f M/s, %.0f s", what, status,
                    status.isEmpty() ? "" : "; ", nodes / 1e6, nodes / 1e6 / Math.max(seconds, 1e-9), seconds);
        });
    }

    @Override
    public void close() {
        if (timer != null) {
            timer.shutdownNow();
        }
    }
}
