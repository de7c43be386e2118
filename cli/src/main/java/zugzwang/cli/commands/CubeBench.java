package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import zugzwang.cli.shared.Console;
import zugzwang.cli.chart.SvgChart;
import zugzwang.cli.shared.CubeOptions;
import zugzwang.cli.shared.NumberList;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.Progress;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;
import zugzwang.games.cube.DifficultySet;

/**
 * {@code bench --game connect4-3d}: seed 001's difficulty benchmark. For each difficulty, one
 * solver (the table made and emptied first, its time counted, as in the seed) answers the seed's
 * question "does the first player win?" for every position of the shipped set, in order, the
 * table kept from one position to the next; the answers are checked against the shipped values.
 */
final class CubeBench {
    /** What to run. */
    record Settings(List<Integer> difficulties, CubeSolverOptions options, Double limitSeconds, boolean json,
            Path chart, boolean progress, int[] positions) {
    }

    /** One difficulty's figures. */
    record Row(int difficulty, int positions, int solved, long nanos, long nodes, int mismatches, int unknown,
            boolean stopped) {
        double millis() {
            return nanos / 1e6;
        }
    }

    private CubeBench() {
    }

    /** The difficulties run by default: every one that takes under a second or so. */
    static final String DEFAULT_DIFFICULTIES = "38..63";
    /** The table of seed 001's benchmark, the default here: 1 GiB. */
    static final long DEFAULT_MEMORY = 1L << 30;

    /** {@code bench --game connect4-3d}: the command's options, checked, then {@link #run(Console, Settings)}. */
    static int run(BenchCommand c) {
        c.engineOptions.refuseSolverSwitches("--game connect4-3d");
        c.refuse("--runs", "--warmup", "--weak", "--algorithms", "--nodes", "--two-word");
        if (c.suiteNames != null && !c.suiteNames.isEmpty()) {
            throw c.usage("--game connect4-3d runs difficulties (--difficulty), not suites: "
                    + String.join(" ", c.suiteNames));
        }
        java.util.List<Integer> ds;
        try {
            ds = GenerateCommand.parseList(c.difficulty == null ? DEFAULT_DIFFICULTIES : c.difficulty);
        } catch (IllegalArgumentException e) {
            throw c.usage("--difficulty: " + e.getMessage());
        }
        for (int d : ds) {
            if (DifficultySet.bundled(d) == null) {
                throw c.usage("--difficulty: no set of difficulty " + d + " is shipped (the sets are 20..63)");
            }
        }
        if (c.limit != null && c.limit < 1) {
            throw c.usage("--limit must be at least 1 second, not " + c.limit);
        }
        int[] positions = null;
        if (c.positions != null) {
            try {
                positions = positions(c.positions);
            } catch (IllegalArgumentException e) {
                throw c.usage("--positions: " + e.getMessage());
            }
            for (int d : ds) {
                int size = DifficultySet.bundled(d).size();
                if (positions[positions.length - 1] > size) {
                    throw c.usage("--positions: the set of difficulty " + d + " has " + size + " positions, not "
                            + positions[positions.length - 1]);
                }
            }
        }
        String badChart = c.chart == null ? null : OutputFile.problem("--chart", c.chart);
        if (badChart != null) {
            throw c.usage(badChart);
        }
        long memory = c.spec.commandLine().getParseResult().hasMatchedOption("--memory") ? c.engineOptions.memory
                : DEFAULT_MEMORY;
        CubeOptions.check(c.spec.commandLine(), c.boardOptions, c.engineOptions, memory);
        CubeSolverOptions options = CubeSolverOptions.of(memory, c.engineOptions.threads);
        Settings s = new Settings(ds, options, c.limit == null ? null : c.limit.doubleValue(), c.json, c.chart,
                c.progress || c.main.terminal(), positions);
        try {
            return run(c.main, s);
        } catch (IOException e) {
            c.main.error("cannot write " + c.chart + ": " + e.getMessage());
            return Console.EXIT_FAILURE;
        }
    }

    /**
     * Runs the benchmark; returns the exit code (1 if an answer contradicts a shipped value).
     */
    static int run(Console main, Settings s) throws IOException {
        PrintWriter out = main.out();
        List<Row> rows = new ArrayList<>();
        for (int d : s.difficulties()) {
            DifficultySet set = DifficultySet.bundled(d);
            if (set == null) {
                throw new IllegalArgumentException("no shipped set of difficulty " + d);
            }
            Row row = one(main, set, s);
            rows.add(row);
            out.println(s.json() ? json(row, s) : plain(row));
            out.flush();
        }
        Row total = total(rows);
        if (s.json()) {
            var o = Output.object();
            var t = o.putObject("total");
            fill(t, total, s);
            out.println(Output.json(o));
        } else {
            out.println(plain(total).replaceFirst("^difficulty -1", "total        "));
            out.println("signature " + total.nodes());
        }
        out.flush();
        if (s.chart() != null) {
            chart(rows, s.chart());
        }
        return total.mismatches() > 0 ? Console.EXIT_FAILURE : Console.EXIT_OK;
    }

    /**
     * The positions of a {@code --positions} list (numbered from 1), ascending, without repeats.
     *
     * @throws IllegalArgumentException naming the bad item
     */
    static int[] positions(String text) {
        return NumberList.parse(text, "a position number", "1..100",
                n -> n >= 1 ? null : "positions are numbered from 1, not " + n)
                .stream().mapToInt(Integer::intValue).toArray();
    }

    private static Row one(Console main, DifficultySet set, Settings s) {
        long start = System.nanoTime();
        int[] solved = {0};
        int mismatches = 0;
        int unknown = 0;
        boolean stopped = false;
        long nodes;
        int count = s.positions() == null ? set.size() : s.positions().length;
        try (CubeSolver solver = new CubeSolver(s.options())) {
            ScheduledExecutorService watchdog = null;
            if (s.limitSeconds() != null) {
                watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, "zugzwang-limit");
                    t.setDaemon(true);
                    return t;
                });
                watchdog.schedule(solver::cancel, Math.round(s.limitSeconds() * 1000), TimeUnit.MILLISECONDS);
            }
            try (Progress shown = Progress.start(main.err(), s.progress(), () -> String.format(Locale.ROOT,
                    "difficulty %d: %d of %d positions, %.1f M nodes, %.0f s", set.difficulty(), solved[0], count,
                    solver.nodes() / 1e6, (System.nanoTime() - start) / 1e9))) {
                for (int k = 0; k < count; k++) {
                    int i = s.positions() == null ? k : s.positions()[k] - 1;
                    CubePosition p = set.position(i);
                    boolean firstWins;
                    try {
                        firstWins = solver.wins(p, 0);
                    } catch (CancellationException e) {
                        stopped = true;
                        break;
                    }
                    solved[0]++;
                    if (set.value(i) == DifficultySet.UNKNOWN) {
                        unknown++;
                    } else if (firstWins != set.firstWins(i)) {
                        mismatches++;
                        main.error("difficulty " + set.difficulty() + ", position " + (i + 1) + " (" + set.game(i)
                                + "): the first player " + (firstWins ? "wins" : "does not win")
                                + ", but the shipped value says otherwise");
                    }
                }
            } finally {
                if (watchdog != null) {
                    watchdog.shutdownNow();
                }
            }
            nodes = solver.nodes();
        }
        return new Row(set.difficulty(), count, solved[0], System.nanoTime() - start, nodes, mismatches, unknown,
                stopped);
    }

    private static Row total(List<Row> rows) {
        int positions = 0;
        int solved = 0;
        long nanos = 0;
        long nodes = 0;
        int mismatches = 0;
        int unknown = 0;
        boolean stopped = false;
        for (Row r : rows) {
            positions += r.positions();
            solved += r.solved();
            nanos += r.nanos();
            nodes += r.nodes();
            mismatches += r.mismatches();
            unknown += r.unknown();
            stopped |= r.stopped();
        }
        return new Row(-1, positions, solved, nanos, nodes, mismatches, unknown, stopped);
    }

    static String plain(Row r) {
        double seconds = r.nanos() / 1e9;
        return String.format(Locale.ROOT, "difficulty %2d positions=%d time=%.1fs mean=%.2fms nodes=%d nodes/s=%.0f"
                        + " mismatches=%d%s%s", r.difficulty(), r.solved(), seconds, r.millis() / Math.max(1, r.solved()),
                r.nodes(), r.nodes() / Math.max(seconds, 1e-9), r.mismatches(),
                r.unknown() > 0 ? " unchecked=" + r.unknown() : "",
                r.stopped() ? " stopped-by-limit=" + r.solved() + "/" + r.positions() : "");
    }

    private static String json(Row r, Settings s) {
        var o = Output.object();
        fill(o, r, s);
        return Output.json(o);
    }

    private static void fill(com.fasterxml.jackson.databind.node.ObjectNode o, Row r, Settings s) {
        if (r.difficulty() >= 0) {
            o.put("difficulty", r.difficulty());
        }
        o.put("positions", r.solved());
        o.put("millis", Math.round(r.millis() * 1000) / 1000.0);
        o.put("nodes", r.nodes());
        o.put("mismatches", r.mismatches());
        o.put("unchecked", r.unknown());
        o.put("stopped", r.stopped());
        o.put("of", r.positions());
        o.put("threads", s.options().threads());
        o.put("memory", s.options().memoryBytes());
    }

    private static void chart(List<Row> rows, Path file) throws IOException {
        List<String> labels = new ArrayList<>();
        double[] millis = new double[rows.size()];
        double[] nodes = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            labels.add(Integer.toString(r.difficulty()));
            millis[i] = r.stopped() ? 0 : r.millis();
            nodes[i] = r.stopped() ? 0 : r.nodes();
        }
        new SvgChart("Connect Four 3D: seed 001's benchmark (" + rows.get(0).positions() + " positions per difficulty)",
                "difficulty (stones placed)", "time (ms) and positions searched, log scale", labels)
                .add("total time (ms)", millis)
                .add("positions searched (nodes)", nodes)
                .write(file);
    }
}
