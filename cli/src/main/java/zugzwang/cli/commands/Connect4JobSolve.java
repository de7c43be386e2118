package zugzwang.cli.commands;

import java.io.PrintWriter;
import zugzwang.cli.shared.Connect4ScoreStore;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cli.shared.RocksSolutionStore;
import zugzwang.cluster.ClusterOptions;
import zugzwang.cluster.JobSpec;
import zugzwang.core.jobs.JobExecutor;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobResult;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobScoreSearch;
import zugzwang.core.jobs.JobSearchException;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.core.jobs.ScoreBoundsStore;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.GameParameters;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Definition;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.NotationException;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.solver.Connect4JobSolver;

/**
 * {@code solve --jobs} / {@code --cluster} / {@code --store} for Connect-4: the exact score by
 * job-level searches ({@link JobScoreSearch}: "a win?", "a draw?", then halving), their jobs
 * answered by the exact solver on local threads or on the workers of a cluster, every decided
 * position kept in the store so that a run stopped at any moment and started again goes on where
 * it stopped. Positions are move sequences (jobs are moves from the empty board).
 */
final class Connect4JobSolve {
    /**
     * Plies below the root where positions become jobs, by default: big jobs (the empty 9x4 board,
     * one worker: 16 s at cutoff 2, 77 s at 4; two workers at 6: 304 s).
     */
    static final int DEFAULT_CUTOFF = 2;
    /** A job that runs this long while a worker idles is split, by default. */
    static final long DEFAULT_SPLIT_MILLIS = 1000;

    private Connect4JobSolve() {
    }

    static int solve(SolveCommand c, Board board) throws Exception {
        // the workers' solvers take the settings of their own command line (zugzwang worker)
        c.engineOptions.refuseSolverSwitches("the job-level solve");
        Console main = c.main;
        PrintWriter out = main.out();
        Connect4Game game = new Connect4Game(board);
        if (PositionInput.noneParses(main, c.query.positions, text -> parse(text, board))) {
            return Console.EXIT_FAILURE; // said why; no store, no job log, no cluster for nothing
        }
        int cutoff = JobExecutorSetup.cutoff(c, DEFAULT_CUTOFF);
        long split = JobExecutorSetup.split(c);
        ClusterOptions cluster = JobExecutorSetup.clusterOptions(c);
        SolutionStore rocks = null;
        JobExecutorSetup setup = null;
        try {
            if (c.store != null) {
                try {
                    rocks = RocksSolutionStore.open(c.store, Connect4ScoreStore.kind(board));
                } catch (IllegalArgumentException e) {
                    main.error(e.getMessage());
                    return Console.EXIT_FAILURE;
                }
            }
            setup = JobExecutorSetup.open(c, cluster, game, spec(board), () -> localSolvers(board, c.engineOptions));
            if (setup == null) {
                return Console.EXIT_FAILURE;
            }
            JobExecutor executor = setup.executor();
            // on a cluster each worker owns its table: a split job runs on rather than lose its work
            JobOptions options = JobOptions.cutoff(cutoff).withOrdering(game.centreFirst()).withSplitMillis(split)
                    .withSplitRunsOn(cluster != null);
            ScoreBoundsStore store = rocks == null ? null : Connect4ScoreStore.bounds(rocks);
            if (store != null) {
                options = options.withStore(store);
            }
            JobExecutor ex = executor;
            JobExecutorSetup st = setup;
            JobOptions o = options;
            int[] failed = {0};
            int bad = PositionInput.forEachParsed(main, c.query.positions, text -> parse(text, board), (text, moves) -> {
                JobScoreSearch search = new JobScoreSearch(game, ex, o);
                long t0 = System.nanoTime();
                Integer score;
                try (Progress shown = Progress.start(main.err(), c.query.progress || main.terminal(),
                        () -> status(search, st))) {
                    score = search.score(moves, -game.maxValue(), game.maxValue());
                } catch (JobSearchException e) {
                    Throwable cause = e.getCause() == null ? e : e.getCause();
                    main.error((text.isEmpty() ? "empty board" : text) + ": a job failed: "
                            + Console.oneLine(cause.getMessage() == null ? cause.toString() : cause.getMessage()));
                    failed[0]++;
                    return;
                }
                long made = 0;
                long fromStore = 0;
                boolean shown = c.query.progress || main.terminal();
                for (JobScoreSearch.Test t : search.tests()) {
                    made += t.result().tasksMade();
                    fromStore += t.result().fromStore();
                    if (shown) {
                        JobResult r = t.result();
                        main.err().println("  >= " + t.atLeast() + ": " + (r.decided() ? r.attackerWins() ? "yes" : "no" : "?")
                                + " jobs=" + r.tasksMade() + " solved=" + r.tasksSolved() + " dropped=" + r.tasksDropped()
                                + " split=" + r.tasksSplit() + " from-store=" + r.fromStore() + " time="
                                + Output.millis1(r.wallNanos()) + "ms solver-time=" + Output.millis1(r.solverNanos()) + "ms");
                    }
                }
                main.err().flush();
                String result = score == null ? "?" : Score.describe(board, moves.length, score, false);
                out.println(text + " " + (score == null ? "?" : score) + " result=\"" + result + "\" questions="
                        + search.tests().size() + " jobs=" + made + " from-store=" + fromStore
                        + " time=" + Output.millis1(System.nanoTime() - t0) + "ms");
                out.flush();
            });
            return bad == 0 && failed[0] == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        } finally {
            if (setup != null) {
                setup.close();
            }
            if (rocks != null) {
                rocks.close();
            }
        }
    }

    /** What a cluster's workers need to answer this board's jobs. */
    static JobSpec spec(Board board) {
        return new JobSpec(Connect4Definition.NAME, new GameParameters(board.width(), board.height(), null, false, null));
    }

    /** The exact solvers of local workers: --threads of them sharing one table of --memory. */
    static JobSolverFactory localSolvers(Board board, EngineOptions engine) {
        return Connect4JobSolver.of(board, new JobResources(engine.threads, engine.memory));
    }

    private static int[] parse(String text, Board board) {
        if (Notation.isDiagram(text)) {
            throw new NotationException("the job-level solve takes move sequences (jobs are moves from the empty"
                    + " board), not diagrams");
        }
        Notation.parseSequence(text, board); // legality: throws naming the bad move
        return Notation.columns(text, board);
    }

    private static String status(JobScoreSearch search, JobExecutorSetup setup) {
        int[] s = search.state();
        return "score in [" + s[0] + ", " + s[1] + "], asking >= " + s[2] + setup.clusterStatus();
    }
}
