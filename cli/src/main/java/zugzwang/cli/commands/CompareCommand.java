package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.chart.SvgChart;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.GameOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;
import zugzwang.core.util.MemorySize;

/**
 * {@code zugzwang compare}: runs the generic search algorithms side by side on the same
 * positions, depth by depth, and reports value, best move, nodes, leaves and time of every run
 * (seed 003's Tables 2 and 3), optionally as JSON and as an SVG chart of nodes against depth.
 */
@Command(name = "compare", sortOptions = false,
        description = {"Compares the search algorithms (minimax, negamax, alpha-beta, PVS, SCOUT, MTD(f),"
                + " iterative deepening) on the same positions: value, best move, nodes, leaves and time"
                + " of each, at every depth 1..D (each depth a separate search) or exactly to the end.",
                "Positions: the arguments ('' is the start position), the lines of --file (an empty line"
                + " is the start position), or, with neither, the start position.", GameOptions.NOTATION},
        footer = {"", "Output: a header line, then one row per position, depth and algorithm:",
                "  [POSITION] ALGORITHM DEPTH VALUE BEST NODES LEAVES MILLIS",
                "Values are for the side to move. In depth-limited searches a decided game is worth"
                + " WIN+s or -WIN-s (WIN = " + Evaluation.WIN + ", s the game's score: the earlier the"
                + " win the larger); other values come from the evaluation. With --exact they are the"
                + " game's scores (--weak: 1 win, 0 draw, -1 loss).",
                "With --limit, a search stopped at the limit shows 'stopped' and the nodes and time so far"
                + " (JSON: \"stopped\": true, \"value\": null); that algorithm is not searched deeper on"
                + " that position, and has no total or chart point for those depths.",
                "With several positions, totals of nodes and milliseconds per depth and algorithm follow.",
                "With --json, one object per run: position, game, algorithm, depth (a number or \"exact\"),"
                + " weak, order, eval, table, value, bestMove, nodes, leaves, millis.",
                "Every run is a new search of a fresh copy of the position, with a cleared table if"
                + " --table is given (so no run helps another); times are measured by the search."})
public final class CompareCommand implements Callable<Integer> {
    /** Deeper than this is surely a typo (and would be taken for an exact search). */
    static final int MAX_DEPTH = 1000;

    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions gameOptions;

    @Option(names = {"-a", "--algorithms"}, paramLabel = "NAMES", defaultValue = "all",
            description = "Comma-separated algorithms, or all (default: ${DEFAULT-VALUE}): "
                    + "minimax, negamax, alphabeta, alphabeta-soft, pvs, scout, mtdf, id.")
    String algorithms;

    @Option(names = {"-d", "--depth"}, paramLabel = "D",
            description = "Search every depth 1..D, each from scratch (default: 4).")
    Integer depth;

    @Option(names = "--exact", description = "Search to the end of the game instead (exact scores).")
    boolean exact;

    @Option(names = "--weak", description = "With --exact: only win (1), draw (0) or loss (-1).")
    boolean weak;

    @Option(names = "--table", paramLabel = "SIZE", converter = EngineOptions.MemoryConverter.class,
            description = "Give every search a transposition table of this size, e.g. 64m (default: none).")
    Long table;

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "natural",
            description = "Move order: natural (the game's) or centre (nearest the centre first;"
                    + " default: ${DEFAULT-VALUE}).")
    String order;

    @Option(names = "--eval", paramLabel = "EVAL", defaultValue = "window",
            description = "Evaluation at the depth limit: window (seed 003's line scores) or zero"
                    + " (default: ${DEFAULT-VALUE}); with --exact only id's iterations use it.")
    String eval;

    @Option(names = "--limit", paramLabel = "SECONDS",
            description = "Stop a search that runs longer than this and search that algorithm no deeper on"
                    + " that position (its row shows the nodes and time when stopped; default: no limit).")
    Double limit;

    @Option(names = "--json", description = "One JSON object per run.")
    boolean json;

    @Option(names = "--chart", paramLabel = "FILE.svg",
            description = "Also write an SVG chart of nodes (log scale) against depth, one line per algorithm.")
    Path chart;

    @Option(names = "--file", paramLabel = "FILE",
            description = "Read positions from FILE, one per line (after any given as arguments).")
    Path file;

    @Option(names = "--progress",
            description = "Report the run every 2 s on standard error (default: only on a terminal).")
    boolean progress;

    @Parameters(paramLabel = "POSITION", arity = "0..*",
            description = "Positions in the game's notation ('' is the start position).")
    List<String> positions;

    /** A position to search, as given and parsed. */
    private record Item(String text, GameState state) {
    }

    // progress, read by the reporting thread
    private volatile String running = "";
    /** The search under way (for its node count in progress reports). */
    private volatile Search current;
    private volatile int done;
    private volatile long started;

    @Override
    public Integer call() throws IOException {
        // every usage error before any search
        if (exact && depth != null) {
            throw usage("--depth and --exact cannot be used together");
        }
        if (weak && !exact) {
            throw usage("--weak needs --exact (depth-limited values are heuristic)");
        }
        if (limit != null && !(limit > 0 && limit <= 1e6)) {
            throw usage("--limit must be a number of seconds above 0 (at most 1000000), not " + limit);
        }
        int maxDepth = depth == null ? 4 : depth;
        if (!exact && (maxDepth < 1 || maxDepth > MAX_DEPTH)) {
            throw usage("--depth must be between 1 and " + MAX_DEPTH + ", not " + maxDepth);
        }
        List<String> names = algorithmNames();
        if (exact && !names.contains("id") && spec.commandLine().getParseResult().hasMatchedOption("--eval")) {
            // to the end of the game only iterative deepening's iterations evaluate (to order moves)
            throw usage("--eval is not for --exact without id among --algorithms (only id's iterations evaluate)");
        }
        Game game = gameOptions.game();
        if (table != null && game.historyDependent()) {
            throw usage("--table is not for " + game.name() + " (its values depend on the path, not only the position)");
        }
        Evaluation evaluation = gameOptions.evaluation(eval, "--eval");
        MoveOrdering ordering = gameOptions.ordering(order);
        SearchTable searchTable = table == null ? null : newTable(table);
        String badChart = chart == null ? null : OutputFile.problem("--chart", chart);
        if (badChart != null) {
            throw usage(badChart);
        }
        List<Item> items = items();
        if (items == null) {
            return Console.EXIT_FAILURE;
        }

        List<Integer> depths = new ArrayList<>();
        if (exact) {
            depths.add(Search.EXACT);
        } else {
            for (int d = 1; d <= maxDepth; d++) {
                depths.add(d);
            }
        }
        Search.Settings settings = new Search.Settings(evaluation, ordering, searchTable, weak);
        String orderName = GameOptions.orderName(order);
        String evalName = eval.strip().toLowerCase(Locale.ROOT);

        PrintWriter out = main.out();
        boolean several = items.size() > 1;
        int positionWidth = Math.max("position".length(),
                items.stream().mapToInt(i -> shown(i.text).length()).max().orElse(0));
        if (!json) {
            out.println(header(game, items, orderName, evalName));
            out.println(row(several, positionWidth, "position", "algorithm", "depth", "value", "best", "nodes",
                    "leaves", "millis"));
            out.flush();
        }
        // totals[algorithm][depth index]
        long[][] nodes = new long[names.size()][depths.size()];
        long[][] nanos = new long[names.size()][depths.size()];
        int runs = items.size() * depths.size() * names.size();
        done = 0;
        started = System.nanoTime();
        // the watchdog that stops searches over --limit (a daemon: never keeps the JVM alive)
        java.util.concurrent.ScheduledExecutorService watchdog = limit == null ? null
                : java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, "compare-limit");
                    t.setDaemon(true);
                    return t;
                });
        try (Progress shown = Progress.start(main.err(), progress || main.terminal(), () -> status(runs))) {
            for (int p = 0; p < items.size() && !out.checkError(); p++) {
                Item item = items.get(p);
                boolean[] stopped = new boolean[names.size()]; // over the limit on this position
                for (int d = 0; d < depths.size(); d++) {
                    int searchDepth = depths.get(d);
                    for (int a = 0; a < names.size(); a++) {
                        String name = names.get(a);
                        if (stopped[a]) {
                            nodes[a][d] = -1; // no total for this algorithm and depth
                            done++;
                            continue;
                        }
                        running = name + (searchDepth == Search.EXACT ? " exact" : " at depth " + searchDepth)
                                + (several ? ", position " + (p + 1) + "/" + items.size() + " '"
                                        + shown(item.text) + "'" : "");
                        if (searchTable != null) {
                            searchTable.clear(); // a fresh table: no run helps another
                        }
                        Search search = Algorithms.create(name, settings);
                        GameState state = item.state.copy();
                        current = search;
                        long t0 = System.nanoTime();
                        java.util.concurrent.ScheduledFuture<?> alarm = watchdog == null ? null
                                : watchdog.schedule(search::cancel, Math.round(limit * 1e9),
                                        java.util.concurrent.TimeUnit.NANOSECONDS);
                        SearchResult r;
                        try {
                            r = search.search(state, searchDepth);
                        } catch (java.util.concurrent.CancellationException over) {
                            stopped[a] = true;
                            nodes[a][d] = -1;
                            done++;
                            long spent = System.nanoTime() - t0;
                            if (json) {
                                out.println(jsonStopped(item, game, name, searchDepth, orderName, evalName,
                                        search.nodes(), spent));
                            } else {
                                out.println(row(several, positionWidth, shown(item.text), name,
                                        depthName(searchDepth), "stopped", "-", ">" + search.nodes(), "-",
                                        ">" + Output.millis3(spent / 1e6)));
                            }
                            out.flush();
                            continue;
                        } finally {
                            current = null;
                            if (alarm != null) {
                                alarm.cancel(false);
                            }
                        }
                        done++;
                        if (nodes[a][d] >= 0) {
                            nodes[a][d] += r.nodes();
                            nanos[a][d] += r.nanos();
                        }
                        String best = r.bestMove() < 0 ? "-" : state.moveName(r.bestMove());
                        if (json) {
                            out.println(json(item, game, name, searchDepth, orderName, evalName, r, best));
                        } else {
                            out.println(row(several, positionWidth, shown(item.text), name, depthName(searchDepth),
                                    value(r.value(), searchDepth), best, Long.toString(r.nodes()),
                                    Long.toString(r.leaves()), Output.millis3(r.millis())));
                        }
                        out.flush();
                    }
                }
            }
        }
        if (watchdog != null) {
            watchdog.shutdownNow();
        }
        running = "";
        if (several && !json) {
            summary(out, names, depths, items.size(), nodes, nanos);
        }
        out.flush();
        if (chart != null && !writeChart(game, items, names, depths, nodes)) {
            return Console.EXIT_FAILURE;
        }
        return Console.EXIT_OK;
    }

    /** The algorithms asked for, in the order of {@link Algorithms#NAMES}'s or as given. */
    private List<String> algorithmNames() {
        Set<String> names = new LinkedHashSet<>();
        for (String part : algorithms.split(",", -1)) {
            String n = part.strip().toLowerCase(Locale.ROOT);
            if (n.equals("all")) {
                names.addAll(Algorithms.NAMES);
                continue;
            }
            if (n.equals("palphabeta")) {
                n = "pvs";
            }
            if (!Algorithms.NAMES.contains(n)) {
                throw usage("--algorithms: unknown algorithm '" + part.strip() + "': the algorithms are "
                        + String.join(", ", Algorithms.NAMES) + " (or all)");
            }
            names.add(n);
        }
        return List.copyOf(names);
    }

    private SearchTable newTable(long bytes) {
        try {
            return new SearchTable(bytes);
        } catch (IllegalArgumentException e) {
            throw usage("--table " + MemorySize.format(bytes) + ": " + e.getMessage());
        } catch (OutOfMemoryError e) {
            throw usage("--table: not enough memory for a table of " + MemorySize.format(bytes)
                    + " (the JVM allows " + MemorySize.format(Runtime.getRuntime().maxMemory()) + ")");
        }
    }

    /**
     * The positions: arguments, then the lines of --file; the start position if there are none.
     * Reports every bad one (one line each) and returns null if there was any.
     */
    private List<Item> items() {
        List<Item> items = new ArrayList<>();
        int bad = 0;
        if (positions != null) {
            for (int i = 0; i < positions.size(); i++) {
                bad += add(items, "argument " + (i + 1), positions.get(i));
            }
        }
        if (file != null) {
            List<String> lines;
            try {
                lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw usage("--file " + file + ": cannot read it (" + Output.describe(e) + ")");
            }
            for (int i = 0; i < lines.size(); i++) {
                bad += add(items, file.getFileName() + " line " + (i + 1), lines.get(i));
            }
        }
        if (bad > 0) {
            return null;
        }
        if (items.isEmpty()) {
            if (file != null) {
                throw usage("--file " + file + " has no positions (an empty line is the start position)");
            }
            add(items, "start", "");
        }
        return items;
    }

    private int add(List<Item> items, String where, String text) {
        try {
            items.add(new Item(PositionInput.shown(text), gameOptions.parse(text)));
            return 0;
        } catch (IllegalArgumentException e) {
            main.error(where + ": '" + PositionInput.shown(text) + "': " + e.getMessage());
            return 1;
        }
    }

    private String header(Game game, List<Item> items, String orderName, String evalName) {
        StringBuilder sb = new StringBuilder("compare ").append(game.name());
        if (items.size() == 1) {
            sb.append(", ").append(positionName(items.get(0).text));
        } else {
            sb.append(", ").append(items.size()).append(" positions");
        }
        if (exact) {
            sb.append(", exact").append(weak ? " (weak: 1 win, 0 draw, -1 loss)" : " (scores)");
            if (algorithmNames().contains("id")) {
                sb.append(", eval ").append(evalName).append(" (orders id's iterations)");
            }
        } else {
            int d = depth == null ? 4 : depth;
            sb.append(", depth ").append(d == 1 ? "1" : "1.." + d).append(", eval ").append(evalName);
        }
        sb.append(", order ").append(orderName);
        if (limit != null) {
            sb.append(", limit ").append(java.math.BigDecimal.valueOf(limit).stripTrailingZeros().toPlainString())
                    .append(" s per search");
        }
        sb.append(", ").append(table == null ? "no table" : "table " + MemorySize.format(table) + " (cleared per run)");
        return sb.toString();
    }

    private static String positionName(String text) {
        return text.isEmpty() ? "start position" : "position " + text;
    }

    private static String shown(String text) {
        return text.isEmpty() ? "''" : text;
    }

    private static String row(boolean several, int positionWidth, String position, String algorithm, String depth,
                              String value, String best, String nodes, String leaves, String millis) {
        String r = String.format(Locale.ROOT, "%-14s %5s %9s %4s %13s %13s %11s", algorithm, depth, value, best,
                nodes, leaves, millis);
        return several ? String.format(Locale.ROOT, "%-" + positionWidth + "s  ", position) + r : r;
    }

    /** A value as text: decided games in depth-limited searches as WIN+s / -WIN-s. */
    static String value(int v, int searchDepth) {
        if (searchDepth != Search.EXACT && Evaluation.decided(v)) {
            int rest = v > 0 ? v - Evaluation.WIN : v + Evaluation.WIN;
            return (v > 0 ? "WIN" : "-WIN") + (rest >= 0 ? "+" : "-") + Math.abs(rest);
        }
        return Integer.toString(v);
    }

    static String depthName(int searchDepth) {
        return searchDepth == Search.EXACT ? "exact" : Integer.toString(searchDepth);
    }

    private String json(Item item, Game game, String name, int searchDepth, String orderName, String evalName,
                        SearchResult r, String best) {
        var o = Output.object();
        o.put("position", item.text);
        o.put("game", game.name());
        o.put("algorithm", name);
        if (searchDepth == Search.EXACT) {
            o.put("depth", "exact");
        } else {
            o.put("depth", searchDepth);
        }
        o.put("weak", weak);
        o.put("order", orderName);
        if (searchDepth == Search.EXACT && !name.equals("id")) {
            o.putNull("eval"); // unused: only iterative deepening's iterations evaluate (to order moves)
        } else {
            o.put("eval", evalName);
        }
        if (table == null) {
            o.putNull("table");
        } else {
            o.put("table", table);
        }
        o.put("value", r.value());
        if (r.bestMove() < 0) {
            o.putNull("bestMove");
        } else {
            o.put("bestMove", best);
        }
        o.put("nodes", r.nodes());
        o.put("leaves", r.leaves());
        o.put("millis", Output.millis(r.nanos()));
        return Output.json(o);
    }

    /** A run stopped by --limit: what it had done, without a value. */
    private String jsonStopped(Item item, Game game, String name, int searchDepth, String orderName,
                               String evalName, long searched, long nanos) {
        var o = Output.object();
        o.put("position", item.text);
        o.put("game", game.name());
        o.put("algorithm", name);
        if (searchDepth == Search.EXACT) {
            o.put("depth", "exact");
        } else {
            o.put("depth", searchDepth);
        }
        o.put("stopped", true);
        o.putNull("value");
        o.put("nodes", searched);
        o.put("millis", Output.millis(nanos));
        return Output.json(o);
    }

    /** Totals over the positions: nodes, then milliseconds, rows = depths, columns = algorithms. */
    private static void summary(PrintWriter out, List<String> names, List<Integer> depths, int count,
                                long[][] nodes, long[][] nanos) {
        int w = 14;
        for (String n : names) {
            w = Math.max(w, n.length() + 1);
        }
        for (int table = 0; table < 2; table++) {
            out.println();
            out.println(table == 0 ? "total nodes over " + count + " positions"
                    : "total milliseconds over " + count + " positions");
            StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-5s", "depth"));
            for (String n : names) {
                h.append(String.format(Locale.ROOT, " %" + w + "s", n));
            }
            out.println(h);
            for (int d = 0; d < depths.size(); d++) {
                StringBuilder r = new StringBuilder(String.format(Locale.ROOT, "%-5s", depthName(depths.get(d))));
                for (int a = 0; a < names.size(); a++) {
                    String cell = nodes[a][d] < 0 ? "stopped"
                            : table == 0 ? Long.toString(nodes[a][d]) : Output.millis3(nanos[a][d] / 1e6);
                    r.append(String.format(Locale.ROOT, " %" + w + "s", cell));
                }
                out.println(r);
            }
        }
    }

    /** Writes the chart; false (reported) if it could not be written. */
    private boolean writeChart(Game game, List<Item> items, List<String> names, List<Integer> depths, long[][] nodes) {
        String where = items.size() == 1 ? positionName(items.get(0).text)
                : "total over " + items.size() + " positions";
        if (where.length() > 60) {
            where = where.substring(0, 57) + "...";
        }
        String title = "Nodes by depth: " + game.name() + ", " + where;
        List<String> xs = depths.stream().map(CompareCommand::depthName).toList();
        SvgChart svg = new SvgChart(title, exact ? "depth (exact: to the end of the game)" : "depth", "nodes", xs);
        for (int a = 0; a < names.size(); a++) {
            double[] values = new double[depths.size()];
            for (int d = 0; d < depths.size(); d++) {
                values[d] = nodes[a][d];
            }
            svg.add(names.get(a), values);
        }
        try {
            svg.write(chart);
            return true;
        } catch (IOException e) {
            main.error("--chart " + chart + ": cannot write it (" + Output.describe(e) + ")");
            return false;
        }
    }

    private String status(int runs) {
        String r = running;
        if (r.isEmpty()) {
            return "";
        }
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        Search s = current;
        String nodes = s == null ? "" : String.format(Locale.ROOT, ", %.1f M nodes", s.nodes() / 1e6);
        return "compare: " + r + " (run " + (done + 1) + "/" + runs + ")" + nodes + ", " + seconds + " s";
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
