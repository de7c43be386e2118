package zugzwang.core.jobs;

import java.util.Comparator;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * A {@link JobExecutor} on threads of this JVM: {@code threads} daemon workers named
 * {@code zugzwang-jobs-E-worker-W} (E numbers the executors of the JVM), each with its own
 * {@link JobSolver} from the factory (made on the worker's thread before its first job, and kept
 * for every later job and search). Jobs wait in a priority queue (lowest {@link Job#priority()}
 * first, then lowest id); a worker rebuilds a job's position with {@link Game#start()} and
 * {@link GameState#play} of its moves, and calls its solver with a stop flag raised by
 * {@link #cancel} or {@link #close()}.
 *
 * <p>Whatever a solver (or the factory, or an illegal move of a job) throws, any
 * {@link Throwable}, is delivered as {@link JobListener#failed} unless the job was stopped; the
 * worker then goes on with the next job. A solver returning null without having been stopped is
 * a failure too. The game must allow its states to be created and played on several threads at
 * once (independent states; the games of this project do).
 *
 * <p>Thread-safe.
 */
public final class LocalExecutor implements JobExecutor {
    private static final AtomicInteger EXECUTORS = new AtomicInteger();
    private static final Comparator<Entry> ORDER =
            Comparator.comparingLong((Entry e) -> e.job.priority()).thenComparingLong(e -> e.job.id());

    private final Game game;
    private final JobSolverFactory factory;
    private final PriorityBlockingQueue<Entry> queue = new PriorityBlockingQueue<>(64, ORDER);
    /** The stop flags of the jobs queued or running, by id. */
    private final Map<Long, AtomicBoolean> stops = new ConcurrentHashMap<>();
    private final Thread[] workers;
    private volatile boolean closed;

    /**
     * Starts the workers.
     *
     * @param game    the game of the jobs' moves
     * @param threads the number of workers (the capacity), at least 1
     * @param factory makes each worker's leaf solver
     */
    public LocalExecutor(Game game, int threads, JobSolverFactory factory) {
        if (threads < 1) {
            throw new IllegalArgumentException("at least one worker thread, not " + threads);
        }
        this.game = Objects.requireNonNull(game, "game");
        this.factory = Objects.requireNonNull(factory, "factory");
        int number = EXECUTORS.incrementAndGet();
        workers = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int worker = i;
            Thread t = new Thread(() -> work(worker), "zugzwang-jobs-" + number + "-worker-" + i);
            t.setDaemon(true);
            workers[i] = t;
        }
        for (Thread t : workers) {
            t.start();
        }
    }

    @Override
    public int capacity() {
        return workers.length;
    }

    @Override
    public void submit(Job job, JobListener listener) {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(listener, "listener");
        if (closed) {
            throw new IllegalStateException("the executor is closed");
        }
        if (stops.putIfAbsent(job.id(), new AtomicBoolean()) != null) {
            throw new IllegalArgumentException("job " + job.id() + " is already queued or running");
        }
        queue.add(new Entry(job, listener));
    }

    @Override
    public void cancel(long jobId) {
        AtomicBoolean stop = stops.get(jobId);
        if (stop == null) {
            return;
        }
        stop.set(true);
        if (queue.removeIf(e -> e.job.id() == jobId)) {
            stops.remove(jobId);
        }
        // else a worker has taken it: it sees the flag, and removes the entry when done
    }

    /**
     * Stops every job (queued ones are forgotten, running ones see their stop flag), stops the
     * workers and waits for them to end: as long as the solvers take to notice their stop flag.
     * If the calling thread is interrupted while waiting, it stops waiting (the interrupt is kept).
     */
    @Override
    public void close() {
        closed = true;
        queue.clear();
        for (AtomicBoolean stop : stops.values()) {
            stop.set(true);
        }
        for (Thread t : workers) {
            t.interrupt();
        }
        try {
            for (Thread t : workers) {
                if (t != Thread.currentThread()) {
                    t.join();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void work(int worker) {
        JobSolver solver = null;
        while (!closed) {
            Entry entry;
            try {
                entry = queue.take();
            } catch (InterruptedException e) {
                continue; // close() interrupts: the loop condition decides
            }
            Job job = entry.job;
            AtomicBoolean stop = stops.get(job.id());
            try {
                if (stop == null || stop.get() || closed) {
                    continue;
                }
                if (solver == null) {
                    solver = factory.create(worker);
                }
                GameState position = game.start();
                for (int move : job.moves()) {
                    position.play(move);
                }
                long t0 = System.nanoTime();
                Boolean wins = solver.attackerReaches(position, job.attacker(), job.atLeast(), () -> stop.get() || closed);
                long nanos = System.nanoTime() - t0;
                if (stop.get() || closed) {
                    continue;
                }
                if (wins == null) {
                    entry.listener.failed(job, new IllegalStateException(
                            "the leaf solver returned no answer without being stopped"));
                } else {
                    entry.listener.solved(job, wins, nanos);
                }
            } catch (Throwable t) {
                if (stop != null && !stop.get() && !closed) {
                    entry.listener.failed(job, t);
                }
            } finally {
                stops.remove(job.id());
            }
        }
    }

    /** A queued job and where its outcome goes. */
    private record Entry(Job job, JobListener listener) {
    }
}
