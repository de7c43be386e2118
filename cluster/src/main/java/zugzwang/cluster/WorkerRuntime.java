package zugzwang.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
 * answering for and the leaf solvers the game declares for jobs, one per executor thread. The
 * solvers are made on first use and kept for every later job of the same {@link JobSpec}, so a
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
    private final Set<UUID> gone = ConcurrentHashMap.newKeySet();
    /** Each executor thread's number, given on its first job (a solver per number). */
    private final ThreadLocal<Integer> index = new ThreadLocal<>();
    private final AtomicInteger threadsSeen = new AtomicInteger();
    private final AtomicLong solved = new AtomicLong();
    private final AtomicLong stopped = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final AtomicLong running = new AtomicLong();

    // guarded by this: the game answered for, its solvers' factory, and each thread's solver
    private JobSpec spec;
    private Game game;
    private JobSolverFactory factory;
    private final List<JobSolver> solvers = new ArrayList<>();

    WorkerRuntime(JobResources resources) {
        this.resources = resources;
    }

    /** The threads and memory this worker was started with. */
    public JobResources resources() {
        return resources;
    }

    /** Jobs answered, stopped, failed, and running now. */
    public long[] counts() {
        return new long[] {solved.get(), stopped.get(), failed.get(), running.get()};
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
        try {
            synchronized (this) {
                if (!task.spec().equals(spec)) {
                    use(task.spec());
                }
                g = game;
                solver = solverOfThisThread();
            }
        } catch (RuntimeException | OutOfMemoryError e) {
            return JobAnswer.failed("worker cannot answer " + task.spec().game() + ": " + message(e));
        }
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

    /** Switches to another game: forgets the solvers (and their tables) first. Holds the lock. */
    private void use(JobSpec next) {
        solvers.clear();
        factory = null;
        game = null;
        spec = null;
        GameDefinition definition = Games.definition(next.game())
                .orElseThrow(() -> new IllegalArgumentException("no game named " + next.game()));
        Game g = Games.create(next.game(), next.parameters()).game();
        factory = definition.jobSolvers(next.game(), next.parameters(), resources);
        game = g;
        spec = next;
    }

    /** This thread's solver, made on first use. Holds the lock. */
    private JobSolver solverOfThisThread() {
        Integer i = index.get();
        if (i == null) {
            i = threadsSeen.getAndIncrement();
            index.set(i);
        }
        while (solvers.size() <= i) {
            solvers.add(null);
        }
        JobSolver s = solvers.get(i);
        if (s == null) {
            s = factory.create(i);
            solvers.set(i, s);
        }
        return s;
    }

    private static String message(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
