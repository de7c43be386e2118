package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.CubeOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.cluster.ClusterOptions;
import zugzwang.cluster.JobSpec;
import zugzwang.games.GameParameters;
import zugzwang.games.cube.CubeDefinition;
import zugzwang.games.cube.CubeGame;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeResult;
import zugzwang.games.cube.CubeSolver;

/**
 * {@code solve --game connect4-3d} by the specialised {@link CubeSolver} (the default): the value
 * for the player to move (1, 0, −1), every best move and a principal variation of each position;
 * with {@code --each-move} the value of every move of one position ({@link CubeEachMove}).
 */
final class CubeSolve implements SolveAlgorithm {
    @Override
    public String name() {
        return CubeDefinition.SOLVER;
    }

    @Override
    public List<String> options() {
        return List.of("--cluster", "--cluster-name", "--bind", "--port", "--cutoff", "--split", "--job-log",
                "--each-move", "--resume", "--limit");
    }

    @Override
    public String notFor(String game, List<String> owners) {
        return SolveAlgorithm.solverNotFor(name(), game, owners);
    }

    @Override
    public int solve(SolveCommand c) throws Exception {
        c.engineOptions.refuseSolverSwitches("--game connect4-3d");
        SolveAlgorithm.checkSolver(c, this);
        if (!c.eachMove && (c.resume != null || c.limit != null)) {
            throw c.usage((c.resume != null ? "--resume" : "--limit") + " is for --each-move");
        }
        if (c.limit != null && !(c.limit > 0)) {
            throw c.usage("--limit must be a positive number of seconds, not " + c.limit);
        }
        ClusterOptions cluster = JobExecutorSetup.clusterOptions(c);
        if (cluster == null && c.jobLog != null) {
            throw c.usage("--job-log: with --cluster (the jobs of local threads are not logged)");
        }
        int cutoff = JobExecutorSetup.cutoff(c, CubeSolver.DEFAULT_CUTOFF);
        long split = c.splitMillis != null || cluster != null ? JobExecutorSetup.split(c) : CubeSolver.DEFAULT_SPLIT_MILLIS;
        if (PositionInput.noneParses(c.main, c.query.positions, CubeNotation::parse)) {
            return Console.EXIT_FAILURE; // said why; no cluster member, no job log for nothing
        }
        JobExecutorSetup setup = null;
        if (cluster != null) {
            CubeOptions.check(c.spec.commandLine(), c.boardOptions, c.engineOptions, c.engineOptions.memory);
            setup = JobExecutorSetup.open(c, cluster, CubeGame.get(), new JobSpec(CubeDefinition.NAME,
                    new GameParameters(null, null, null, false, null)), () -> {
                        throw new IllegalStateException("a cluster's workers answer the jobs");
                    });
            if (setup == null) {
                return Console.EXIT_FAILURE;
            }
        }
        try (JobExecutorSetup closing = setup) {
            return solve(c, setup, cutoff, split);
        }
    }

    /** Makes the solver: on the cluster's workers if {@code setup} is not null. */
    private static CubeSolver solver(SolveCommand c, JobExecutorSetup setup, int cutoff, long split) {
        CubeSolver solver = CubeOptions.solver(c.spec.commandLine(), c.boardOptions, c.engineOptions,
                c.engineOptions.memory);
        solver.parallelSettings(cutoff, split, 0, null);
        if (setup != null) {
            solver.useExecutor(setup.executor());
        }
        return solver;
    }

    private static int solve(SolveCommand c, JobExecutorSetup setup, int cutoff, long split) throws Exception {
        Console main = c.main;
        QueryOptions query = c.query;
        PrintWriter out = main.out();
        boolean progress = query.progress || main.terminal();
        if (c.eachMove) {
            if (query.positions == null || query.positions.size() != 1) {
                throw c.usage("--each-move answers the moves of one position: give exactly one");
            }
            if (query.json) {
                throw c.usage("--each-move prints lines, not --json");
            }
            String badResume = c.resume == null ? null : OutputFile.problem("--resume", c.resume);
            if (badResume != null) {
                throw c.usage(badResume);
            }
            String text = PositionInput.shown(query.positions.get(0));
            CubePosition p;
            try {
                p = CubeNotation.parse(text);
            } catch (IllegalArgumentException e) {
                main.error("argument 1: '" + text + "': " + e.getMessage());
                return Console.EXIT_FAILURE;
            }
            try (CubeSolver solver = solver(c, setup, cutoff, split)) {
                return CubeEachMove.run(main, solver, text, p, c.resume, c.limit, progress);
            } catch (IllegalArgumentException e) {
                main.error(e.getMessage());
                return Console.EXIT_FAILURE;
            }
        }
        try (CubeSolver solver = solver(c, setup, cutoff, split)) {
            int bad = PositionInput.forEachParsed(main, query.positions, CubeNotation::parse, (text, position) -> {
                CubeResult r;
                solver.clear();
                long nodes0 = solver.nodes();
                long start = System.nanoTime();
                try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                        "%s: %.1f M nodes, %.0f s", text.isEmpty() ? "empty board" : text,
                        (solver.nodes() - nodes0) / 1e6, (System.nanoTime() - start) / 1e9))) {
                    r = solver.solve(position, true);
                }
                out.println(query.json ? json(text, r, query.weak) : plain(text, r));
                out.flush();
            });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    private static String plain(String text, CubeResult r) {
        return text + " " + r.value()
                + " best=" + CubeOptions.columnList(r.bestMoves())
                + " pv=" + CubeNotation.sequence(r.pv())
                + " nodes=" + r.nodes()
                + " time=" + Output.millis1(r.nanos()) + "ms";
    }

    private static String json(String text, CubeResult r, boolean weak) {
        var o = Output.object();
        o.put("position", text);
        o.put("game", CubeDefinition.NAME);
        o.put("weak", weak);
        o.put("score", r.value());
        o.put("result", r.result());
        o.set("bestMoves", CubeOptions.columns(r.bestMoves()));
        o.set("pv", CubeOptions.columns(r.pv()));
        o.put("nodes", r.nodes());
        o.put("millis", Output.millis(r.nanos()));
        return Output.json(o);
    }
}
