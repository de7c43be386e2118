package zugzwang.cli.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import zugzwang.cli.shared.Progress;

/**
 * The positions of a proof benchmark (qubic's, go-moku's) shared among {@code --threads} workers,
 * one search each: the results in the positions' order, progress on standard error.
 */
final class BenchPool {
    private BenchPool() {
    }

    /**
     * @throws InterruptedException if the run was interrupted (the workers are stopped)
     */
    static <P, R> List<R> run(BenchCommand c, String game, List<P> positions, int threads, Function<P, R> work)
            throws InterruptedException {
        long start = System.nanoTime();
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<R> results = new ArrayList<>();
        boolean report = c.progress || System.console() != null;
        try (Progress p = Progress.start(c.main.err(), report,
                () -> String.format(Locale.ROOT, "%s: %d of %d positions, %.0f s", game, done.get(), positions.size(),
                        (System.nanoTime() - start) / 1e9))) {
            List<Future<R>> futures = new ArrayList<>();
            for (P position : positions) {
                futures.add(pool.submit(() -> {
                    R r = work.apply(position);
                    done.incrementAndGet();
                    return r;
                }));
            }
            for (Future<R> f : futures) {
                results.add(f.get());
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return results;
    }
}
