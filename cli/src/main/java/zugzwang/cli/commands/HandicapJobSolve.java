package zugzwang.cli.commands;

import java.io.PrintWriter;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cluster.ClusterOptions;
import zugzwang.cluster.JobSpec;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobResult;
import zugzwang.core.jobs.JobSearch;
import zugzwang.core.jobs.JobSearchException;
import zugzwang.games.GameParameters;
import zugzwang.games.popout.HandicapJobSettings;
import zugzwang.games.popout.HandicapSearch;
import zugzwang.games.popout.PopOutDefinition;
import zugzwang.games.popout.PopOutGame;
import zugzwang.games.popout.PopOutState;

/**
 * {@code solve --game popout --algorithm handicap --depth D --jobs | --cluster ...}: the
 * handicapped question ("does the side to move win within D plies with at most P non-winning
 * pops?") as a job-level search. Positions repeat in PopOut, so the jobs form a tree
 * ({@link JobOptions#TREE}), not a DAG, and there is no store; each job is a path from the start
 * answered by a worker's handicapped search with what is left of the handicap. A win is a win of
 * the game; "?" means no win within the handicap, as for the search on one machine.
 */
final class HandicapJobSolve {
    private HandicapJobSolve() {
    }

    static int solve(SolveCommand c, PopOutGame game, HandicapSolve.Settings s) throws Exception {
        if (s.depth() == null) {
            throw c.usage("the job-level handicapped search needs --depth (the smallest-depth search runs on one"
                    + " machine)");
        }
        if (s.eachMove()) {
            throw c.usage("--each-move: the job-level handicapped search answers positions, not each move");
        }
        if (c.store != null) {
            throw c.usage("--store: PopOut's positions repeat, so its jobs form a tree of paths that a store of"
                    + " positions cannot hold");
        }
        if (s.pops() < 0) {
            throw c.usage("--pop-limit must not be negative, not " + s.pops());
        }
        int depth = s.depth();
        if (depth < 1 || depth > HandicapSearch.MAX_DEPTH) {
            throw c.usage("--depth must be between 1 and " + HandicapSearch.MAX_DEPTH + ", not "
                    + depth);
        }
        int cutoff = JobExecutorSetup.cutoff(c, Math.min(Connect4JobSolve.DEFAULT_CUTOFF, depth - 1));
        if (cutoff >= depth) {
            throw c.usage("--cutoff " + cutoff + " must be below --depth " + depth);
        }
        long split = JobExecutorSetup.split(c);
        ClusterOptions cluster = JobExecutorSetup.clusterOptions(c);
        Console main = c.main;
        PrintWriter out = main.out();
        GameParameters parameters = new GameParameters(game.board().width(), game.board().height(), null, false,
                game.repetition());
        int[] failed = {0};
        int[] undecided = {0};
        JobExecutorSetup[] open = {null};
        int bad;
        try {
            bad = PositionInput.forEachState(main, c.query.positions, game, (text, state) -> {
                PopOutState p = (PopOutState) state;
                String shown = text.isEmpty() ? "''" : text;
                if (!fromTheStart(game, p)) {
                    main.error(shown + ": the job-level solve takes move sequences (a job is a path from the start),"
                            + " not diagrams");
                    failed[0]++;
                    return;
                }
                if (p.isTerminal()) {
                    out.println(shown + " " + HandicapSolve.terminalResult(p, -1) + " (the game is over)");
                    out.flush();
                    return;
                }
                int[] moves = p.history();
                HandicapJobSettings settings = new HandicapJobSettings(depth, s.pops(), moves.length);
                JobSpec spec = new JobSpec(PopOutDefinition.NAME, parameters, settings.toString());
                try {
                    // one executor (one cluster membership, the workers' solvers and tables) for every
                    // position whose jobs need the same settings; another root ply needs new ones
                    if (open[0] != null && !open[0].spec().equals(spec)) {
                        if (c.jobLog != null) {
                            main.error(shown + ": --job-log records one run: give positions of one length ("
                                    + open[0].spec().settings() + " here)");
                            failed[0]++;
                            return;
                        }
                        open[0].close();
                        open[0] = null;
                    }
                    if (open[0] == null) {
                        open[0] = JobExecutorSetup.open(c, cluster, game, spec, () -> new PopOutDefinition()
                                .jobSolvers(PopOutDefinition.NAME, parameters, settings.toString(),
                                        new JobResources(c.engineOptions.threads, c.engineOptions.memory)));
                    }
                    JobExecutorSetup setup = open[0];
                    if (setup == null) {
                        failed[0]++;
                        return;
                    }
                    JobSearch search = new JobSearch(game, setup.executor(), JobOptions.cutoff(cutoff)
                            .withIdentity(JobOptions.TREE).withOrdering(game.centreFirst()).withSplitMillis(split)
                            .withQuestion(settings.question(game.board().width())));
                    long t0 = System.nanoTime();
                    JobResult r;
                    try (Progress shownProgress = Progress.start(main.err(), s.progress(),
                            () -> shown + ": " + Output.millis1(System.nanoTime() - t0) + "ms"
                                    + setup.clusterStatus())) {
                        r = search.solve(moves, p.player());
                    } catch (JobSearchException e) {
                        Throwable cause = e.getCause() == null ? e : e.getCause();
                        main.error(shown + ": a job failed: "
                                + Console.oneLine(cause.getMessage() == null ? cause.toString() : cause.getMessage()));
                        failed[0]++;
                        return;
                    }
                    String result = !r.decided() ? "?" : r.attackerWins() ? "win" : "?";
                    StringBuilder sb = new StringBuilder(shown).append(' ').append(result);
                    if (result.equals("?")) {
                        undecided[0]++;
                        sb.append(" \"no win within depth ").append(depth).append(" and pop limit ").append(s.pops())
                                .append(": a draw, a loss or a longer win\"");
                    }
                    sb.append(" pop-limit=").append(s.pops()).append(" depth=").append(depth)
                            .append(" cutoff=").append(cutoff).append(" jobs=").append(r.tasksMade())
                            .append(" solved=").append(r.tasksSolved()).append(" dropped=").append(r.tasksDropped())
                            .append(" split=").append(r.tasksSplit())
                            .append(" time=").append(Output.millis1(r.wallNanos())).append("ms")
                            .append(" solver-time=").append(Output.millis1(r.solverNanos())).append("ms");
                    out.println(sb);
                    out.flush();
                } catch (java.io.IOException e) {
                    main.error("--job-log " + c.jobLog + ": " + Console.oneLine(String.valueOf(e.getMessage())));
                    failed[0]++;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    main.error(shown + ": interrupted while joining the cluster");
                    failed[0]++;
                }
            });
        } finally {
            if (open[0] != null) {
                open[0].close();
            }
        }
        return bad + failed[0] > 0 ? Console.EXIT_FAILURE : undecided[0] > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
    }

    /** Whether the state's recorded moves, played from the start, give the state (not a diagram's position). */
    private static boolean fromTheStart(PopOutGame game, PopOutState s) {
        PopOutState replay = game.start();
        for (int m : s.history()) {
            replay.play(m);
        }
        return replay.ply() == s.ply() && replay.boardKey() == s.boardKey() && replay.player() == s.player();
    }
}
