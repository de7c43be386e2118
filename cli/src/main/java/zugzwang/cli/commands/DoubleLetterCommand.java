package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.chart.SvgChart;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.Progress;
import zugzwang.core.dbsearch.DbNode;
import zugzwang.core.dbsearch.DbResult;
import zugzwang.games.doubleletter.DepthFirst;
import zugzwang.games.doubleletter.DoubleLetterExperiment;
import zugzwang.games.doubleletter.DoubleLetterPuzzle;
import zugzwang.games.doubleletter.Triangle;

/**
 * {@code zugzwang double-letter}: the double-letter puzzle of Allis' thesis (§3.2) by db-search,
 * with TRIANGLE and depth-first search beside it, and the experiment of §3.6.
 */
@Command(name = "double-letter", sortOptions = false,
        description = {"The double-letter puzzle (Allis 1994, §3.2): which single letters can an axiom over a-e"
                + " become, a double letter turning into a neighbour (aa -> e|b, bb -> a|c, ..., ee -> d|a)?",
                "Answered by dependency-based search (db-search); --compare adds TRIANGLE, DFS- and DFS+,"
                + " --experiment runs the thesis' experiment (§3.6)."},
        footer = {"", "Output per axiom: the axiom, its derivable letters ('-' for none), and db-search's nodes"
                + " (root + dependency + combination), dependency and combination nodes and levels."})
public final class DoubleLetterCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "AXIOM", arity = "0..*",
            description = "Axioms: 1 to " + DoubleLetterPuzzle.MAX_LENGTH + " letters a-e.")
    List<String> axioms = new ArrayList<>();

    @Option(names = "--compare", description = "Also the nodes of TRIANGLE (its table entries), DFS- (no table,"
            + " stopped past 1,000,000 nodes) and DFS+ (table, past 100,000); '(cut)' marks a stopped search.")
    boolean compare;

    @Option(names = "--derivations", description = "Also one derivation of each derivable letter, theorem by theorem.")
    boolean derivations;

    @Option(names = "--nodes", paramLabel = "N", description = "db-search's node budget (default: ${DEFAULT-VALUE}).")
    long maxNodes = 10_000_000;

    @Option(names = "--experiment", description = "Run §3.6's experiment: random axioms of every length, mean"
            + " nodes of DFS-, DFS+, TRIANGLE and db-search per length.")
    boolean experiment;

    @Option(names = "--per-length", paramLabel = "N", description = "Axioms per length (default: ${DEFAULT-VALUE}).")
    int perLength = 100;

    @Option(names = "--max-length", paramLabel = "N", description = "Longest axioms (default: ${DEFAULT-VALUE}).")
    int maxLength = 20;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random axioms (default: ${DEFAULT-VALUE}).")
    long seed = 1994;

    @Option(names = "--chart", paramLabel = "FILE.svg", description = "With --experiment: an SVG chart of mean"
            + " nodes (log scale) by axiom length, one line per algorithm (the thesis' Fig. 3.5).")
    Path chart;

    @Option(names = "--progress", negatable = true, description = "Report progress on standard error (default: on a"
            + " terminal).")
    Boolean progress;

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    @Override
    public Integer call() throws IOException {
        if (maxNodes < 1) {
            throw usage("--nodes must be at least 1, not " + maxNodes);
        }
        if (experiment) {
            return experiment();
        }
        if (chart != null) {
            throw usage("--chart goes with --experiment");
        }
        for (String option : new String[] {"--per-length", "--max-length", "--seed"}) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw usage(option + " goes with --experiment");
            }
        }
        if (axioms.isEmpty()) {
            throw usage("give an axiom (e.g. aabdcbbdcaa) or --experiment");
        }
        List<DoubleLetterPuzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < axioms.size(); i++) {
            try {
                puzzles.add(new DoubleLetterPuzzle(axioms.get(i)));
            } catch (IllegalArgumentException e) {
                throw usage("argument " + (i + 1) + ": '" + axioms.get(i) + "': " + e.getMessage());
            }
        }
        PrintWriter out = main.out();
        int exit = Console.EXIT_OK;
        for (DoubleLetterPuzzle p : puzzles) {
            DbResult r = p.solve(maxNodes);
            String letters = r.complete() ? DoubleLetterPuzzle.letterNames(p.derivable(r)) : "?";
            StringBuilder line = new StringBuilder(p.axiom()).append(' ').append(letters.isEmpty() ? "-" : letters);
            line.append(" nodes=").append(r.nodeCount()).append(" dependency=").append(r.dependencyNodes())
                    .append(" combination=").append(r.combinationNodes()).append(" levels=").append(r.levels());
            if (!r.complete()) {
                line.append(" (node budget spent; found so far: ").append(DoubleLetterPuzzle.letterNames(p.derivable(r))).append(')');
                exit = Console.EXIT_UNDECIDED;
            }
            if (compare) {
                DepthFirst.Result minus = DepthFirst.search(p.axiom(), false, DepthFirst.DFS_MINUS_LIMIT);
                DepthFirst.Result plus = DepthFirst.search(p.axiom(), true, DepthFirst.DFS_PLUS_LIMIT);
                line.append(" triangle=").append(Triangle.entries(p.length()));
                line.append(" dfs-=").append(minus.nodes()).append(minus.cutOff() ? "(cut)" : "");
                line.append(" dfs+=").append(plus.nodes()).append(plus.cutOff() ? "(cut)" : "");
            }
            out.println(line);
            if (derivations) {
                for (int z = 0; z < 5; z++) { // letters in order, each by the first goal found for it
                    for (DbNode goal : r.goals()) {
                        int letter = p.goalLetters(goal.state());
                        if (letter == 1 << z) {
                            out.println("  " + DoubleLetterPuzzle.letterNames(letter) + ": "
                                    + String.join(" > ", p.derivation(goal.path())));
                            break;
                        }
                    }
                }
            }
        }
        out.flush();
        return exit;
    }

    private int experiment() {
        if (!axioms.isEmpty()) {
            throw usage("--experiment draws its own axioms; give no AXIOM");
        }
        if (perLength < 1) {
            throw usage("--per-length must be at least 1, not " + perLength);
        }
        if (maxLength < 1 || maxLength > DoubleLetterPuzzle.MAX_LENGTH) {
            throw usage("--max-length must be between 1 and " + DoubleLetterPuzzle.MAX_LENGTH + ", not " + maxLength);
        }
        String badChart = chart == null ? null : OutputFile.problem("--chart", chart);
        if (badChart != null) {
            throw usage(badChart);
        }
        PrintWriter out = main.out();
        long start = System.nanoTime();
        AtomicInteger done = new AtomicInteger();
        List<DoubleLetterExperiment.Row> rows;
        boolean report = progress != null ? progress : System.console() != null;
        try (Progress p = Progress.start(main.err(), report,
                () -> "double-letter: lengths 1-" + done.get() + " of " + maxLength + " done")) {
            rows = DoubleLetterExperiment.run(seed, perLength, maxLength, done::set);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "double-letter experiment (Allis 1994, section 3.6): %d random axioms per length 1-%d,"
                + " seed %d; mean nodes per axiom%n", perLength, maxLength, seed);
        out.printf(Locale.ROOT, "%6s %8s %12s %10s %9s %10s %14s %14s%n", "length", "solvable", "DFS-", "DFS+",
                "TRIANGLE", "db-search", "DFS- cut/miss", "DFS+ cut/miss");
        int minusCut = 0;
        int minusMissed = 0;
        int plusCut = 0;
        int plusMissed = 0;
        DoubleLetterExperiment.Row hardest = rows.get(0);
        for (DoubleLetterExperiment.Row r : rows) {
            out.printf(Locale.ROOT, "%6d %8d %12.1f %10.1f %9.0f %10.1f %14s %14s%n", r.length(), r.solvable(),
                    r.dfsMinus(), r.dfsPlus(), r.triangle(), r.db(), r.dfsMinusCutOffs() + "/" + r.dfsMinusMissed(),
                    r.dfsPlusCutOffs() + "/" + r.dfsPlusMissed());
            minusCut += r.dfsMinusCutOffs();
            minusMissed += r.dfsMinusMissed();
            plusCut += r.dfsPlusCutOffs();
            plusMissed += r.dfsPlusMissed();
            if (r.dbMaxNodes() > hardest.dbMaxNodes()) {
                hardest = r;
            }
        }
        int total = perLength * maxLength;
        out.printf(Locale.ROOT, "DFS- cut off %d times of %d (a solution missed %d times), DFS+ %d times (missed %d)%n",
                minusCut, total, minusMissed, plusCut, plusMissed);
        out.printf(Locale.ROOT, "db-search's hardest: %s (%d nodes)%n", hardest.dbHardest(), hardest.dbMaxNodes());
        out.printf(Locale.ROOT, "time=%.1fs%n", seconds);
        out.flush();
        if (chart != null) {
            List<String> xs = new ArrayList<>();
            double[][] series = new double[4][rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                DoubleLetterExperiment.Row r = rows.get(i);
                xs.add(Integer.toString(r.length()));
                series[0][i] = r.dfsMinus();
                series[1][i] = r.dfsPlus();
                series[2][i] = r.triangle();
                series[3][i] = r.db();
            }
            SvgChart svg = new SvgChart("Double-letter puzzle: mean nodes by axiom length (" + perLength
                    + " axioms each)", "axiom length", "mean nodes", xs);
            svg.add("DFS- (no table)", series[0]).add("DFS+ (table)", series[1]).add("TRIANGLE", series[2])
                    .add("db-search", series[3]);
            try {
                svg.write(chart);
            } catch (IOException e) {
                main.error("--chart " + chart + ": cannot write it (" + Output.describe(e) + ")");
                return Console.EXIT_FAILURE;
            }
        }
        return Console.EXIT_OK;
    }
}
