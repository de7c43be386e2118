package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.Progress;
import zugzwang.core.util.MemorySize;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.WidePosition;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.WideSolver;

/**
 * {@code bench} of Connect-4: the shipped test suites solved by the exact {@link Solver}, timed,
 * every score checked; or, with {@code --algorithms}, weak solving by several algorithms side by
 * side ({@link ProofBench}).
 */
final class Connect4Bench {
    private final BenchCommand c;
    private final Console main;
    private final EngineOptions engineOptions;

    /**
     * A suite ready to run: positions parsed (on a one-word board in {@code positions}, else in
     * {@code widePositions}, the other null), scores expected.
     */
    private record Job(String name, Suite suite, List<String> sequences, List<Position> positions,
                       List<WidePosition> widePositions, int[] expected) {
        int size() {
            return expected.length;
        }

        String board() {
            return suite.width() + "x" + suite.height();
        }
    }

    /** Solves a job's positions, one by one, with the solver of its board (i: the position's index). */
    private record Scorer(BiFunction<Integer, Boolean, Integer> score, LongSupplier nodes, Runnable closer)
            implements AutoCloseable {
        @Override
        public void close() {
            closer.run();
        }
    }

    /** The solver of a job's board with the command's settings (a usage error if they do not fit it). */
    private Scorer scorer(Job job) {
        if (job.widePositions != null) {
            WideSolver s = engineOptions.wideSolver(job.suite.wideBoard());
            return new Scorer((i, weak) -> s.solveScore(job.widePositions.get(i), weak), s::nodes, s::close);
        }
        Solver s = engineOptions.solver(job.suite.board());
        return new Scorer((i, weak) -> s.solveScore(job.positions.get(i), weak), s::nodes, s::close);
    }

    /** What one suite measured. */
    private record Result(Job job, double meanMillis, double medianMillis, double meanNodes,
                          double nodesPerSecond, long signature, int mismatches) {
    }

    // progress, read by the reporting thread
    private volatile String phase = "";
    private volatile int done;
    private volatile int total;
    private volatile long phaseStart;

    private Connect4Bench(BenchCommand command) {
        this.c = command;
        this.main = command.main;
        this.engineOptions = command.engineOptions;
    }

    /** Runs the suites of the command's options (its counts already checked); returns the exit code. */
    static int run(BenchCommand command) {
        if (command.suiteNames != null && command.suiteNames.size() == 1
                && command.suiteNames.get(0).equalsIgnoreCase("serve")) {
            return ServeBench.run(command);
        }
        command.refuse("--difficulty", "--positions", "--chart"); // Connect Four 3D's
        return new Connect4Bench(command).benchmark();
    }

    private int benchmark() {
        List<Job> jobs = jobs();
        if (c.algorithms != null) {
            return compareAlgorithms(jobs);
        }
        if (c.nodeLimit != null) {
            throw c.usage("--nodes needs --algorithms (it limits the proof searches)");
        }
        // check the engine settings for every board before printing anything
        for (Job job : jobs) {
            scorer(job).close();
        }
        PrintWriter out = main.out();
        if (!c.json) {
            out.println("bench threads=" + engineOptions.threads + " memory=" + MemorySize.format(engineOptions.memory)
                    + (engineOptions.rules == null ? ""
                            : " rules=" + engineOptions.rules + " rules-work=" + engineOptions.rulesWork())
                    + " runs=" + c.runs + " warmup=" + c.warmup + (c.weak ? " weak" : " strong")
                    + (c.twoWord ? " two-word" : ""));
            out.flush();
        }
        List<Result> results = new ArrayList<>();
        try (Progress reporter = Progress.start(main.err(), c.progress || main.terminal(), this::status)) {
            for (Job job : jobs) {
                Result r = run(job);
                results.add(r);
                out.println(c.json ? json(r) : plain(r));
                out.flush();
            }
        }
        int positions = 0;
        double millis = 0;
        long nodes = 0;
        int mismatches = 0;
        for (Result r : results) {
            positions += r.job.size();
            millis += r.meanMillis * r.job.size();
            nodes += r.signature;
            mismatches += r.mismatches;
        }
        double meanMillis = millis / positions;
        double meanNodes = (double) nodes / positions;
        double nps = millis > 0 ? nodes / (millis / 1000) : 0;
        if (c.json) {
            var o = Output.object();
            var t = o.putObject("total");
            t.put("suites", results.size());
            t.put("positions", positions);
            t.put("meanMillis", round(meanMillis, 6));
            t.put("meanNodes", round(meanNodes, 1));
            t.put("nodesPerSecond", Math.round(nps));
            t.put("signature", nodes);
            t.put("mismatches", mismatches);
            out.println(Output.json(o));
        } else {
            out.println(String.format(Locale.ROOT, "%-12s positions=%d mean=%sms nodes/pos=%.1f nodes/s=%d mismatches=%d",
                    "total", positions, Output.millis3(meanMillis), meanNodes, Math.round(nps), mismatches));
            out.println("signature " + nodes);
        }
        out.flush();
        return mismatches == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
    }

    /** {@code --algorithms}: every algorithm on every suite, weak values, one row each. */
    private int compareAlgorithms(List<Job> jobs) {
        List<String> names = new ArrayList<>();
        for (String part : c.algorithms.split(",", -1)) {
            String n = part.strip().toLowerCase(Locale.ROOT);
            if (!n.equals("solver") && !zugzwang.core.proof.ProofSearches.NAMES.contains(n)) {
                throw c.usage("--algorithms: unknown algorithm '" + part.strip() + "': solver, "
                        + String.join(", ", zugzwang.core.proof.ProofSearches.NAMES));
            }
            if (!names.contains(n)) {
                names.add(n);
            }
        }
        if (c.twoWord) {
            throw c.usage("--two-word is for the exact solver, not for --algorithms (the proof searches are of one word)");
        }
        // one timed pass, no warm-up: each algorithm's row is its own search of every position
        c.refuseFor("--algorithms (one timed pass per algorithm)", "--runs", "--warmup");
        if (!names.contains("solver")) {
            // the proof searches run on one thread and read neither the solver's switches
            engineOptions.refuseSolverSwitches("--algorithms without solver", "--threads");
        } else if (names.size() == 1) {
            c.refuseFor("--algorithms solver (it limits the proof searches)", "--nodes");
        }
        zugzwang.core.proof.ProofLimits limits = engineOptions.proofLimits(c.nodeLimit);
        for (Job job : jobs) {
            if (job.positions == null) {
                throw c.usage("--algorithms: the proof searches run on boards of at most 64 bits, not on "
                        + job.board() + " (suite " + job.name + ")");
            }
            engineOptions.solver(job.suite.board()).close(); // the settings fit every board
        }
        PrintWriter out = main.out();
        if (!c.json) {
            out.println("bench weak values by " + String.join(", ", names) + ", memory="
                    + MemorySize.format(engineOptions.memory) + (c.nodeLimit == null ? "" : " nodes=" + c.nodeLimit)
                    + ", tables cleared before every position");
            ProofBench.header(out);
            out.flush();
        }
        int mismatches = 0;
        int undecided = 0;
        try (Progress reporter = Progress.start(main.err(), c.progress || main.terminal(), () -> phase)) {
            for (Job job : jobs) {
                var game = new zugzwang.games.connect4.Connect4Game(job.suite.board());
                for (String name : names) {
                    ProofBench.Row r = ProofBench.run(main, job.name, name, game, job.positions, job.sequences,
                            job.expected, limits, () -> engineOptions.solver(job.suite.board()), s -> phase = s);
                    mismatches += r.mismatches();
                    undecided += r.positions() - r.decided();
                    out.println(c.json ? ProofBench.json(r, engineOptions.memory, c.nodeLimit) : ProofBench.plain(r));
                    out.flush();
                }
            }
        }
        return mismatches > 0 ? Console.EXIT_FAILURE : undecided > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
    }

    /** The suites to run, loaded and parsed; a usage error for an unknown one. */
    private List<Job> jobs() {
        Board given = c.boardOptions.given() ? c.boardOptions.board() : null;
        Set<String> names = new LinkedHashSet<>();
        if (c.suiteNames == null || c.suiteNames.isEmpty()) {
            Board board = given == null ? Board.STANDARD : given;
            for (String name : Suite.names()) {
                if (Suite.load(name).board().equals(board)) {
                    names.add(name);
                }
            }
            if (names.isEmpty()) {
                throw c.usage("no suites for the board " + board + ": the suites are on 7x6 and 9x5 (and on 10x6: "
                        + String.join(", ", Suite.wideNames()) + ")");
            }
        } else {
            for (String name : c.suiteNames) {
                if (name.equalsIgnoreCase("serve")) {
                    throw c.usage("'serve' runs alone: 'bench serve' times the web page's analysis, not a suite");
                }
                if (Suite.allNames().stream().noneMatch(n -> n.equalsIgnoreCase(name))) {
                    throw c.usage("unknown suite '" + name + "': the suites are " + String.join(", ", Suite.allNames()));
                }
                names.add(name);
            }
        }
        List<Job> jobs = new ArrayList<>();
        for (String name : names) {
            Job job = load(name);
            if (given != null && !job.board().equals(given.toString())) {
                throw c.usage("suite " + job.name + " is on " + job.board() + ", not on the " + given
                        + " board given with --width/--height");
            }
            jobs.add(job);
        }
        return jobs;
    }

    private Job load(String name) {
        Suite suite = Suite.load(name);
        List<Suite.Entry> entries = suite.entries();
        if (c.limit != null && c.limit < entries.size()) {
            entries = entries.subList(0, c.limit);
        }
        List<String> sequences = new ArrayList<>();
        // --two-word: the two-word engine on any board (a one-word board is the same layout, high word 0)
        boolean oneWord = suite.fitsOneWord() && !c.twoWord;
        List<Position> positions = oneWord ? new ArrayList<>() : null;
        List<WidePosition> widePositions = oneWord ? null : new ArrayList<>();
        int[] expected = new int[entries.size()];
        for (int i = 0; i < entries.size(); i++) {
            Suite.Entry e = entries.get(i);
            sequences.add(e.sequence());
            if (positions != null) {
                positions.add(Notation.parseSequence(e.sequence(), suite.board()));
            } else {
                widePositions.add(Notation.parseWide(e.sequence(), suite.wideBoard()));
            }
            expected[i] = e.score();
        }
        return new Job(suite.name(), suite, sequences, positions, widePositions, expected);
    }

    private Result run(Job job) {
        int n = job.size();
        try (Scorer solver = scorer(job)) {
            int warm = Math.min(c.warmup, n);
            progress(job.name + ": warm-up", warm);
            for (int i = 0; i < warm; i++) {
                solver.score().apply(i, c.weak);
                done = i + 1;
            }
            double[] means = new double[c.runs];
            double[] medians = new double[c.runs];
            double[] rates = new double[c.runs];
            long signature = 0;
            Set<Integer> wrong = new LinkedHashSet<>();
            for (int run = 0; run < c.runs; run++) {
                progress(job.name + (c.runs > 1 ? ": run " + (run + 1) + "/" + c.runs : ""), n);
                long[] times = new long[n];
                long nodes = 0;
                long nanos = 0;
                for (int i = 0; i < n; i++) {
                    long n0 = solver.nodes().getAsLong();
                    long t0 = System.nanoTime();
                    int score = solver.score().apply(i, c.weak);
                    long t = System.nanoTime() - t0;
                    times[i] = t;
                    nanos += t;
                    nodes += solver.nodes().getAsLong() - n0;
                    done = i + 1;
                    int expected = job.expected[i];
                    if (c.weak) {
                        // only the sign is asked for (and checked)
                        expected = Integer.signum(expected);
                        score = Integer.signum(score);
                    }
                    if (score != expected && wrong.add(i)) {
                        String seq = job.sequences.get(i);
                        main.error("mismatch in " + job.name + ", position " + (i + 1) + " '" + seq
                                + "': expected " + expected + ", got " + score);
                    }
                }
                if (run == 0) {
                    signature = nodes;
                }
                means[run] = nanos / 1e6 / n;
                medians[run] = median(times) / 1e6;
                rates[run] = nanos > 0 ? nodes / (nanos / 1e9) : 0;
            }
            phase = "";
            return new Result(job, median(means), median(medians), (double) signature / n, median(rates),
                    signature, wrong.size());
        }
    }

    private String plain(Result r) {
        return String.format(Locale.ROOT, "%-12s %s positions=%d mean=%sms median=%sms nodes/pos=%.1f nodes/s=%d"
                        + " signature=%d mismatches=%d",
                r.job.name, r.job.board(), r.job.size(), Output.millis3(r.meanMillis),
                Output.millis3(r.medianMillis), r.meanNodes, Math.round(r.nodesPerSecond), r.signature,
                r.mismatches);
    }

    private String json(Result r) {
        var o = Output.object();
        o.put("suite", r.job.name);
        o.put("board", r.job.board());
        o.put("positions", r.job.size());
        o.put("threads", engineOptions.threads);
        o.put("memory", engineOptions.memory);
        o.put("runs", c.runs);
        o.put("warmup", Math.min(c.warmup, r.job.size()));
        o.put("weak", c.weak);
        o.put("twoWord", r.job.widePositions != null); // the two-word solver ran it
        o.put("meanMillis", round(r.meanMillis, 6));
        o.put("medianMillis", round(r.medianMillis, 6));
        o.put("meanNodes", round(r.meanNodes, 1));
        o.put("nodesPerSecond", Math.round(r.nodesPerSecond));
        o.put("signature", r.signature);
        o.put("mismatches", r.mismatches);
        return Output.json(o);
    }

    private void progress(String what, int of) {
        done = 0;
        total = of;
        phaseStart = System.nanoTime();
        phase = what;
    }

    /** What the benchmark is doing, for the progress reporter ("" between phases). */
    private String status() {
        String p = phase;
        if (p.isEmpty()) {
            return "";
        }
        long seconds = (System.nanoTime() - phaseStart) / 1_000_000_000L;
        return p + ": " + done + "/" + total + " positions, " + seconds + " s";
    }

    private static double median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2.0;
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2.0;
    }

    private static double round(double value, int decimals) {
        double f = Math.pow(10, decimals);
        return Math.round(value * f) / f;
    }
}
