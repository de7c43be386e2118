package zugzwang.games.connect4.solver;

import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobQuestion;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolver;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.core.table.TableJournal;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;

/**
 * A job-level search's leaf solver for Connect-4: the exact solver ({@link Solver}, one thread
 * per worker, one table for all the workers of a machine, kept from job to job: its entries are
 * bounds of exact scores, valid for every question), asked whether a strong score reaches a threshold
 * (Connect-4's scores: positive for a win, larger the sooner; {@code Connect4State.value()} scores
 * a finished game the same way). A job's stop flag is polled every 10 ms by one daemon thread
 * shared by all workers, which cancels the solver. On a cluster, where each worker owns a table,
 * the bounds of its large searches are what it shares with the others ({@link #startSharing}: a
 * {@link TableJournal} on the table; {@link #learn} stores another's in it).
 */
public final class Connect4JobSolver implements JobSolver {
    private static final ScheduledExecutorService POLLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "zugzwang-connect4-job-stop");
        t.setDaemon(true);
        return t;
    });

    private final Solver solver;

    private Connect4JobSolver(Solver solver) {
        this.solver = solver;
    }

    /**
     * The workers' solvers on this board: one table of the machine's whole memory, shared by all
     * of them without locks (as the threads of one solver share theirs), so that each finds what
     * the others' jobs found.
     */
    public static JobSolverFactory of(Board board, JobResources resources) {
        SolverOptions one = SolverOptions.defaults().withMemory(resources.memoryBytes()).withThreads(1);
        Solver.validate(board, one);
        Solver[] owner = new Solver[1];
        return worker -> {
            Solver s;
            synchronized (owner) {
                if (owner[0] == null) {
                    owner[0] = new Solver(board, one);
                    s = owner[0];
                } else {
                    s = Solver.sharingTable(owner[0], one);
                }
            }
            s.keepTables(true);
            return new Connect4JobSolver(s);
        };
    }

    @Override
    public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
        return attackerReaches(position, attacker, 1, stop);
    }

    @Override
    public Boolean attackerReaches(GameState position, int attacker, int atLeast, BooleanSupplier stop) {
        Position p = Connect4Game.positionOf(position);
        boolean attackerToMove = position.player() == attacker;
        int t = JobQuestion.moverThreshold(attackerToMove, atLeast); // the answer negated if the defender moves
        // The poller may be running this check while the job ends (cancel(false) does not wait
        // for it); a cancel it made after the next job's call had cleared the flag would stop
        // that job. So the check and the job's end take the same lock, and a check after the end
        // does nothing.
        boolean[] over = {false};
        ScheduledFuture<?> watch = POLLER.scheduleWithFixedDelay(() -> {
            synchronized (over) {
                if (!over[0] && stop.getAsBoolean()) {
                    solver.cancel();
                }
            }
        }, 10, 10, TimeUnit.MILLISECONDS);
        try {
            boolean r = solver.reaches(p, t);
            return attackerToMove == r;
        } catch (CancellationException e) {
            return null;
        } finally {
            synchronized (over) {
                over[0] = true;
            }
            watch.cancel(false);
        }
    }

    @Override
    public void startSharing(long minNodes) {
        synchronized (solver.table()) {
            if (journal() == null) {
                solver.table().journal(new TableJournal(minNodes));
            }
        }
    }

    @Override
    public long[] shared() {
        TableJournal j = journal();
        if (j == null) {
            return null;
        }
        long[] out = j.drain();
        return out.length == 0 ? null : out;
    }

    @Override
    public void learn(long[] results) {
        TableJournal.storeAll(solver.table(), results);
    }

    private TableJournal journal() {
        return solver.table().journal();
    }
}
