package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.RocksSolutionStore;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.solver.OpeningBook;

/**
 * The HTTP server of {@code zugzwang serve}: the JSON API ({@code /api/analyze}, {@code /api/solve},
 * {@code /api/explain}) and the web page (classpath folder {@code /web}), on 127.0.0.1.
 *
 * <p>Requests are computed on a bounded pool: {@code threads} workers, each with its own engines
 * ({@link ApiEngines}, {@code memory / threads} bytes each), and a queue of
 * {@value #QUEUE_PER_THREAD} requests per worker; beyond it the answer is 503 {@code busy}. A
 * request still running at the time limit is cancelled and answered 503 with what it had found.
 * A request whose client disconnects before its answer (the page moved on) is cancelled within
 * {@value #POLL_MILLIS} ms. Bad parameters are answered 400; any other failure 500; the server
 * itself carries on.
 */
public final class ApiServer implements AutoCloseable {
    /** Waiting requests per worker before the server answers busy. */
    static final int QUEUE_PER_THREAD = 8;
    /** How often a waiting request checks that its client is still connected. */
    static final long POLL_MILLIS = 100;
    /** Requests cancelled because their client went away (for tests and logs). */
    private final AtomicInteger abandoned = new AtomicInteger();

    private final long timeLimitSeconds;
    private final ThreadPoolExecutor pool;
    private final ScheduledExecutorService watchdog;
    private final List<ApiEngines> engines = new CopyOnWriteArrayList<>();
    /** The requests under way, cancelled when the server closes. */
    private final Set<ApiJob> live = ConcurrentHashMap.newKeySet();
    private final ThreadLocal<ApiEngines> mine;
    private final Javalin app;
    private final RocksSolutionStore store;

    /**
     * Starts the server.
     *
     * @param port             the port (0: a free one, see {@link #port()})
     * @param memory           table bytes over all workers
     * @param threads          the workers
     * @param timeLimitSeconds the most a request may take
     */
    public ApiServer(int port, long memory, int threads, long timeLimitSeconds) {
        this(port, memory, threads, timeLimitSeconds, OpeningBook::bundled);
    }

    /**
     * Starts the server.
     *
     * @param port             the port (0: a free one, see {@link #port()})
     * @param memory           table bytes over all workers
     * @param threads          the workers
     * @param timeLimitSeconds the most a request may take
     * @param books            the opening book of a Connect-4 board, or null for none
     */
    public ApiServer(int port, long memory, int threads, long timeLimitSeconds,
              Function<BoardShape, OpeningBook> books) {
        this(port, memory, threads, timeLimitSeconds, books, null);
    }

    /**
     * Starts the server.
     *
     * @param port             the port (0: a free one, see {@link #port()})
     * @param memory           table bytes over all workers
     * @param threads          the workers
     * @param timeLimitSeconds the most a request may take
     * @param books            the opening book of a Connect-4 board, or null for none
     * @param store            a solution store whose positions are answered from it (go-moku's), or
     *                         null; the server closes it
     */
    public ApiServer(int port, long memory, int threads, long timeLimitSeconds,
              Function<BoardShape, OpeningBook> books, RocksSolutionStore store) {
        this.timeLimitSeconds = timeLimitSeconds;
        this.store = store;
        String storeKind = store == null ? "" : store.kind();
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(QUEUE_PER_THREAD * threads), r -> {
                    Thread t = new Thread(r, "zugzwang-worker-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                }, new ThreadPoolExecutor.AbortPolicy());
        this.watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "zugzwang-watchdog");
            t.setDaemon(true);
            return t;
        });
        long each = memory / threads;
        this.mine = ThreadLocal.withInitial(() -> {
            ApiEngines e = new ApiEngines(each, books, store, storeKind, threads,
                    () -> pool.getActiveCount() <= 1 && pool.getQueue().isEmpty());
            engines.add(e);
            return e;
        });
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
        });
        app.get("/api/analyze", ctx -> answer(ctx, ApiAnswers::analyze));
        app.get("/api/solve", ctx -> answer(ctx, ApiAnswers::solve));
        app.get("/api/explain", ctx -> answer(ctx, (r, e, job) -> ApiAnswers.explain(r, job)));
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api")) {
                json(ctx, 404, error("no such endpoint: " + ctx.path()
                        + " (the endpoints are /api/analyze, /api/solve and /api/explain)"));
            }
        });
        app.exception(Exception.class, (e, ctx) -> json(ctx, 500, error(Console.describe(e))));
        try {
            app.start("127.0.0.1", port);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Requests cancelled so far because their client disconnected before the answer. */
    public int abandoned() {
        return abandoned.get();
    }

    /** Requests being computed now (not those waiting in the queue). */
    public int computing() {
        return pool.getActiveCount();
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    /** What an endpoint computes into the job's answer. */
    @FunctionalInterface
    private interface Work {
        void run(ApiRequest request, ApiEngines engines, ApiJob job);
    }

    private void answer(Context ctx, Work work) throws InterruptedException {
        ApiRequest request;
        try {
            request = ApiRequest.parse(ctx::queryParam);
        } catch (ApiRequest.BadRequest e) {
            json(ctx, 400, error(e.getMessage()));
            return;
        }
        ApiJob job = new ApiJob();
        Future<?> future;
        try {
            future = pool.submit(() -> {
                live.add(job);
                try {
                    work.run(request, mine.get(), job);
                } finally {
                    live.remove(job);
                }
                return null;
            });
        } catch (RejectedExecutionException e) {
            json(ctx, 503, error("busy"));
            return;
        }
        try {
            // wait, and every POLL_MILLIS see whether the client is still there: a page that has
            // moved on aborts its request, and its analysis must not keep the worker
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeLimitSeconds);
            while (true) {
                long left = deadline - System.nanoTime();
                try {
                    future.get(Math.max(0, Math.min(left, TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS))),
                            TimeUnit.NANOSECONDS);
                    break;
                } catch (TimeoutException e) {
                    if (left <= 0) {
                        throw e;
                    }
                    if (ClientConnection.gone(ctx.req())) {
                        // counted before the cancel: whoever sees the worker free sees the count
                        abandoned.incrementAndGet();
                        stop(job, future);
                        return; // nobody to answer
                    }
                }
            }
            json(ctx, 200, job.snapshot());
        } catch (TimeoutException e) {
            stop(job, future);
            ObjectNode o = error("time limit of " + timeLimitSeconds + " s reached");
            ObjectNode partial = job.snapshot();
            String status = job.status();
            if (!status.isEmpty()) {
                partial.put("status", status);
            }
            o.set("partial", partial);
            json(ctx, 503, o);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ApiRequest.BadRequest || cause instanceof IllegalArgumentException) {
                json(ctx, 400, error(Console.oneLine(cause.getMessage())));
            } else if (cause instanceof OutOfMemoryError) {
                json(ctx, 500, error("out of memory: start the server with less --memory or more -Xmx"));
            } else {
                json(ctx, 500, error(Console.describe(cause)));
            }
        }
    }

    /** Cancels a job, again every 50 ms until it has ended (see {@link ApiJob#cancel}). */
    private void stop(ApiJob job, Future<?> future) {
        job.cancel();
        AtomicReference<ScheduledFuture<?>> repeat = new AtomicReference<>();
        repeat.set(watchdog.scheduleWithFixedDelay(() -> {
            if (future.isDone()) {
                ScheduledFuture<?> self = repeat.get();
                if (self != null) {
                    self.cancel(false);
                }
            } else {
                job.cancel();
            }
        }, 50, 50, TimeUnit.MILLISECONDS));
    }

    private static ObjectNode error(String message) {
        ObjectNode o = Output.object();
        o.put("error", message);
        return o;
    }

    private static void json(Context ctx, int status, ObjectNode body) {
        ctx.status(status).contentType("application/json").result(Output.json(body));
    }

    /** Stops the server and the workers, and frees the engines. */
    @Override
    public void close() {
        try {
            app.stop();
        } finally {
            pool.shutdownNow();
            live.forEach(ApiJob::cancel); // engines ignore interrupts: stop their searches
            watchdog.shutdownNow();
            boolean ended = false;
            try {
                ended = pool.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            engines.forEach(ApiEngines::close);
            if (store != null && ended) {
                // (a worker still running may read it: then it is left to the process's end)
                store.close();
            }
        }
    }
}
