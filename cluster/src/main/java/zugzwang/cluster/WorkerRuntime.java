package zugzwang.cluster;

import java.util.ArrayDeque;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolver;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * The job-answering half of a worker member: its resources (threads, memory), the game it is
 * answering for and the leaf solvers the game declares for jobs, at most one per thread it was
 * started with, each answering one job at a time. The solvers are made on first use and kept for
 * every later job of the same {@link JobSpec}, so a
 * specialised solver's table carries over from job to job (as on local threads); a job of another
 * game drops them all first, so at most one game's tables take the worker's memory.
 *
 * <p>A job stops when its thread is interrupted (the coordinator cancelled it: Hazelcast
 * interrupts the executing thread) or when the coordinator that sent it leaves the cluster.
 *
 * <p>Thread-safe.
 */
public final class WorkerRuntime {
    /** Under this key of the member's user context a worker keeps its runtime. */
    static final String CONTEXT_KEY = "zugzwang.worker";

    private final JobResources resources;
    /** The smallest search whose results go to the other workers (0: none; {@link SharedResults}). */
    private final long shareNodes;
    private volatile BiConsumer<JobSpec, long[]> publisher;
    private final AtomicLong sharedOut = new AtomicLong();
    private final AtomicLong sharedIn = new AtomicLong();
    private final Set<UUID> gone = ConcurrentHashMap.newKeySet();
    private final AtomicLong solved = new AtomicLong();
    private final AtomicLong stopped = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final AtomicLong running = new AtomicLong();

    // guarded by this: the game answered for, its solvers' factory, the solvers made for it and
    // those not answering a job now. A job takes a solver and gives it back: Hazelcast runs the
    // jobs on threads of a shared pool (at most `threads` at once, but not always the same
    // threads), so solvers belong to no thread, and at most `threads` are ever made.
    private JobSpec spec;
    private Game game;
    private JobSolverFactory factory;
    private int made;
    private int generation;
    private final ArrayDeque<JobSolver> idle = new ArrayDeque<>();
    /** The first solver made for the game: the one that takes in the others' results. */
    private JobSolver first;

    WorkerRuntime(JobResources resources, long shareNodes) {
        this.resources = resources;
        this.shareNodes = shareNodes;
    }

    /** The threads and memory this worker was started with. */
    public JobResources resources() {
        return resources;
    }

    /**
     * Jobs answered, stopped, failed, and running now; then the bytes of results sent to the
     * other workers and taken in from them ({@link SharedResults}).
     */
    public long[] counts() {
        return new long[] {solved.get(), stopped.get(), failed.get(), running.get(), sharedOut.get(), sharedIn.get()};
    }

    /** A member left the cluster: its jobs stop. */
    void left(UUID member) {
        gone.add(member);
    }

    JobAnswer answer(JobTask task) {
        running.incrementAndGet();
        try {
            JobAnswer a = solve(task);
            (a.status() == JobAnswer.FAILED ? failed : a.status() == JobAnswer.STOPPED ? stopped : solved)
                    .incrementAndGet();
            return a;
        } finally {
            running.decrementAndGet();
        }
    }

    private JobAnswer solve(JobTask task) {
        UUID coordinator = task.coordinator();
        Thread self = Thread.currentThread(); // the solver may poll the flag from another thread
        BooleanSupplier stop = () -> self.isInterrupted() || gone.contains(coordinator);
        Game g;
        JobSolver solver;
        int gen;
        try {
            synchronized (this) {
                if (!task.spec().equals(spec)) {
                    use(task.spec());
                }
                g = game;
                gen = generation;
                solver = idle.poll();
                if (solver == null) {
                    solver = made();
                }
            }
        } catch (RuntimeException | OutOfMemoryError e) {
            return JobAnswer.failed("worker cannot answer " + task.spec().game() + ": " + message(e));
        }
        try {
            return solve(task, g, solver, stop);
        } finally {
            BiConsumer<JobSpec, long[]> p = publisher;
            long[] shared = p == null ? null : solver.shared();
            if (shared != null) {
                try {
                    p.accept(task.spec(), shared);
                    sharedOut.addAndGet(8L * shared.length);
                } catch (RuntimeException e) {
                    // the member is shutting down: the others lose only a speed-up
                }
            }
            synchronized (this) {
                if (gen == generation) {
                    idle.push(solver); // the most recently used first: its table is warm
                }
            }
        }
    }

    private JobAnswer solve(JobTask task, Game g, JobSolver solver, BooleanSupplier stop) {
        GameState position = g.start();
        int[] moves = task.moves();
        for (int i = 0; i < moves.length; i++) {
            try {
                position.play(moves[i]);
            } catch (RuntimeException e) {
                return JobAnswer.failed("job " + task.jobId() + ": move " + (i + 1) + " cannot be played: " + message(e));
            }
        }
        long t0 = System.nanoTime();
        Boolean wins;
        try {
            wins = solver.attackerReaches(position, task.attacker(), task.atLeast(), stop);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            return stop.getAsBoolean() ? new JobAnswer(JobAnswer.STOPPED, 0, null)
                    : JobAnswer.failed("job " + task.jobId() + ": the solver failed: " + message(e));
        }
        long nanos = System.nanoTime() - t0;
        if (wins == null) {
            return new JobAnswer(JobAnswer.STOPPED, nanos, null);
        }
        return new JobAnswer(wins ? JobAnswer.WON : JobAnswer.NOT_WON, nanos, null);
    }

    /** Sends each job's shared results ({@link JobSolver#shared()}) to the other workers. */
    void shareWith(BiConsumer<JobSpec, long[]> publisher) {
        this.publisher = publisher;
    }

    /**
     * Takes in results another worker shared, if they are about the game this worker answers now
     * (else they are of no use here: dropped). A game's first solver is made with its first job.
     */
    void learn(JobSpec about, long[] results) {
        JobSolver s;
        synchronized (this) {
            if (!about.equals(spec) || first == null) {
                return;
            }
            s = first;
        }
        s.learn(results);
        sharedIn.addAndGet(8L * results.length);
    }

    /** A new solver for the current game. Holds the lock. */
    private JobSolver made() {
        JobSolver s = factory.create(made++);
        if (shareNodes > 0) {
            s.startSharing(shareNodes);
        }
        if (first == null) {
            first = s;
        }
        return s;
    }

    /** Switches to another game: forgets the solvers (and their tables) first. Holds the lock. */
    private void use(JobSpec next) {
        idle.clear();
        first = null;
        made = 0;
        generation++;
        factory = null;
        game = null;
        spec = null;
        GameDefinition definition = Games.definition(next.game())
                .orElseThrow(() -> new IllegalArgumentException("no game named " + next.game()));
        Game g = Games.create(next.game(), next.parameters()).game();
        factory = definition.jobSolvers(next.game(), next.parameters(), next.settings(), resources);
        game = g;
        spec = next;
    }

    private static String message(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
