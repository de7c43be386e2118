package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.GameOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;

/**
 * {@code zugzwang match}: two search players play each other, at one depth or at each depth of a
 * range (seed 003's Table 1: rows are depths, columns are games).
 */
@Command(name = "match", sortOptions = false,
        description = {"Plays games between two search players: at each move the player to move searches"
                + " the position to its depth and plays the best move found.",
                "A player is ALGORITHM[:DEPTH[:EVAL]], e.g. minimax:4, negamax:3:window, alphabeta:6:zero"
                + " (default depth 4, evaluation window; DEPTH 'exact' searches to the end of the game).",
                "Two such players are deterministic: give --openings K (K random moves, different for each"
                + " game) or --opening POSITION so that games differ.", GameOptions.NOTATION},
        footer = {"", "Output: a header, a row of the openings, then per depth a row with the result of every"
                + " game ('first wins (N)', 'second wins (N)' or 'draw', N the move that ended the game) and"
                + " each player's milliseconds per move; then per player wins, draws and losses, moves,"
                + " milliseconds and nodes per move.",
                "With --json, one object per game (depth, game, gameName, opening, moves, result, plies,"
                + " first, second), then {\"totals\": {...}}."})
public final class MatchCommand implements Callable<Integer> {
    /** Give up looking for a random opening that does not end the game after this many tries. */
    private static final int OPENING_TRIES = 10_000;
    /** Accept an opening already used after this many tries to find a new one. */
    private static final int DISTINCT_TRIES = 100;
    private static final Pattern DEPTHS = Pattern.compile("\\s*(\\d{1,9})\\s*(?:\\.\\.\\s*(\\d{1,9})\\s*)?");

    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions gameOptions;

    @Option(names = "--first", paramLabel = "SPEC", required = true,
            description = "The first player (x, moves first): ALGORITHM[:DEPTH[:EVAL]].")
    String first;

    @Option(names = "--second", paramLabel = "SPEC", required = true,
            description = "The second player (o): ALGORITHM[:DEPTH[:EVAL]].")
    String second;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "3",
            description = "Games per depth (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--depths", paramLabel = "A..B",
            description = "Play the match once per depth d in A..B, both players searching to depth d"
                    + " (their own depths are ignored).")
    String depths;

    @Option(names = "--openings", paramLabel = "K",
            description = "Start every game with K random legal moves (seeded by --seed; default: 0).")
    Integer openings;

    @Option(names = "--opening", paramLabel = "POSITION",
            description = "Start game i from the i-th of these positions (repeatable; cycled).")
    List<String> openingPositions;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the random openings (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--alternate",
            description = "Swap colours every other game (the first player then plays o in games 2, 4, ...).")
    boolean alternate;

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "natural",
            description = "Move order of both players' searches: natural or centre (default: ${DEFAULT-VALUE}).")
    String order;

    @Option(names = "--json", description = "One JSON object per game, then the totals.")
    boolean json;

    @Option(names = "--progress",
            description = "Report the match every 2 s on standard error (default: only on a terminal).")
    boolean progress;

    /** A player: an algorithm, its depth (or {@link Search#EXACT}) and its evaluation. */
    record Player(String spec, String algorithm, int depth, String eval) {
        /** The spec as it plays at {@code searchDepth}. */
        String at(int searchDepth) {
            return algorithm + ":" + CompareCommand.depthName(searchDepth) + ":" + eval;
        }
    }

    /** A starting position of a game and its text. */
    private record Opening(String text, GameState state) {
    }

    /** One game played. */
    private record Played(int depth, int number, Opening opening, boolean firstIsX, List<Integer> moves,
                          String result, int plies, int[] moveCount, long[] nanos, long[] nodes) {
    }

    /** Per player (0 = --first, 1 = --second): results, moves, time and nodes. */
    private static final class Tally {
        final int[] wins = new int[2];
        final int[] draws = new int[2];
        final int[] losses = new int[2];
        final long[] moves = new long[2];
        final long[] nanos = new long[2];
        final long[] nodes = new long[2];

        void add(Played g) {
            for (int p = 0; p < 2; p++) {
                moves[p] += g.moveCount[p];
                nanos[p] += g.nanos[p];
                nodes[p] += g.nodes[p];
            }
            switch (g.result) {
                case "first" -> {
                    wins[0]++;
                    losses[1]++;
                }
                case "second" -> {
                    wins[1]++;
                    losses[0]++;
                }
                default -> {
                    draws[0]++;
                    draws[1]++;
                }
            }
        }

        String millisPerMove(int p) {
            return moves[p] == 0 ? "-" : Output.millis3(nanos[p] / 1e6 / moves[p]);
        }
    }

    // progress, read by the reporting thread
    private volatile String running = "";
    private volatile long started;
    private volatile int ply;

    @Override
    public Integer call() {
        Player one = player("--first", first);
        Player two = player("--second", second);
        if (games < 1) {
            throw usage("--games must be at least 1, not " + games);
        }
        int[] range = depthRange();
        if (openings != null && openingPositions != null) {
            throw usage("--openings and --opening cannot be used together");
        }
        if (openings == null && spec.commandLine().getParseResult().hasMatchedOption("--seed")) {
            throw usage("--seed goes with --openings (it seeds the random openings)");
        }
        if (openings != null && openings < 0) {
            throw usage("--openings must not be negative, not " + openings);
        }
        Game game = gameOptions.game();
        MoveOrdering ordering = gameOptions.ordering(order);
        Search.Settings[] settings = {
            new Search.Settings(gameOptions.evaluation(one.eval, "--first " + one.spec), ordering, null, false),
            new Search.Settings(gameOptions.evaluation(two.eval, "--second " + two.spec), ordering, null, false)};
        if (openings != null && game.maxLength() >= 0 && openings >= game.maxLength()) {
            throw usage("--openings " + openings + ": a game of " + game.name() + " lasts at most "
                    + game.maxLength() + " moves");
        }
        List<Opening> starts = openings();
        if (starts == null) {
            return Console.EXIT_FAILURE;
        }

        PrintWriter out = main.out();
        List<int[]> rows = new ArrayList<>(); // {depth of first, depth of second}
        if (range != null) {
            for (int d = range[0]; d <= range[1]; d++) {
                rows.add(new int[] {d, d});
            }
        } else {
            rows.add(new int[] {one.depth, two.depth});
        }
        int width = 18;
        for (Opening o : starts) {
            width = Math.max(width, shown(o.text).length() + 2);
        }
        if (!json) {
            out.println(header(game, one, two, range));
            StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-8s", "depth"));
            StringBuilder o = new StringBuilder(String.format(Locale.ROOT, "%-8s", "opening"));
            StringBuilder c = new StringBuilder(String.format(Locale.ROOT, "%-8s", "first"));
            for (int g = 0; g < games; g++) {
                h.append(String.format(Locale.ROOT, "%-" + width + "s", "game " + (g + 1)));
                o.append(String.format(Locale.ROOT, "%-" + width + "s", shown(starts.get(g).text)));
                c.append(String.format(Locale.ROOT, "%-" + width + "s", firstIsX(g) ? "x" : "o"));
            }
            h.append(String.format(Locale.ROOT, "%14s %14s", "first ms/move", "second ms/move"));
            out.println(h.toString().stripTrailing());
            out.println(o.toString().stripTrailing());
            if (alternate) {
                out.println(c.toString().stripTrailing());
            }
            out.flush();
        }
        Tally total = new Tally();
        started = System.nanoTime();
        try (Progress shown = Progress.start(main.err(), progress || main.terminal(), this::status)) {
            for (int[] row : rows) {
                Tally tally = new Tally();
                String label = row[0] == row[1] ? CompareCommand.depthName(row[0])
                        : CompareCommand.depthName(row[0]) + "/" + CompareCommand.depthName(row[1]);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-8s", label));
                for (int g = 0; g < games && !out.checkError(); g++) {
                    running = "depth " + label + ", game " + (g + 1) + "/" + games;
                    Played p = play(one, two, settings, row, g, starts.get(g));
                    tally.add(p);
                    total.add(p);
                    if (json) {
                        out.println(json(game, one, two, p));
                        out.flush();
                    } else {
                        line.append(String.format(Locale.ROOT, "%-" + width + "s", entry(p)));
                    }
                }
                if (!json) {
                    line.append(String.format(Locale.ROOT, "%14s %14s", tally.millisPerMove(0),
                            tally.millisPerMove(1)));
                    out.println(line);
                    out.flush();
                }
            }
        }
        running = "";
        if (json) {
            out.println(Output.json(totals(one, two, total)));
        } else {
            String[] specs = new String[2];
            int specWidth = 20;
            for (int p = 0; p < 2; p++) {
                Player pl = p == 0 ? one : two;
                specs[p] = range == null ? pl.at(pl.depth)
                        : pl.algorithm + ":" + range[0] + ".." + range[1] + ":" + pl.eval;
                specWidth = Math.max(specWidth, specs[p].length());
            }
            String format = "%-7s %-" + specWidth + "s %5s %5s %6s %7s %9s %11s";
            out.println();
            out.println(String.format(Locale.ROOT, format, "player", "spec", "wins", "draws", "losses", "moves",
                    "ms/move", "nodes/move"));
            for (int p = 0; p < 2; p++) {
                out.println(String.format(Locale.ROOT, format,
                        p == 0 ? "first" : "second", specs[p], total.wins[p], total.draws[p], total.losses[p],
                        total.moves[p],
                        total.millisPerMove(p), total.moves[p] == 0 ? "-"
                                : String.format(Locale.ROOT, "%.1f", (double) total.nodes[p] / total.moves[p])));
            }
        }
        out.flush();
        return Console.EXIT_OK;
    }

    /** Whether the first player plays x (moves first) in game g (0-based). */
    private boolean firstIsX(int g) {
        return !alternate || g % 2 == 0;
    }

    /** Plays one game: players search a copy of the position and play their best move. */
    private Played play(Player one, Player two, Search.Settings[] settings, int[] depth, int g, Opening opening) {
        boolean firstX = firstIsX(g);
        GameState state = opening.state.copy();
        ply = state.ply();
        // by colour: which player (0 = first, 1 = second) plays x and o
        int[] playerOf = firstX ? new int[] {0, 1} : new int[] {1, 0};
        Player[] players = {one, two};
        Search[] searches = {
            Algorithms.create(one.algorithm, settings[0]), Algorithms.create(two.algorithm, settings[1])};
        int[] count = new int[2];
        long[] nanos = new long[2];
        long[] nodes = new long[2];
        List<Integer> moves = new ArrayList<>();
        while (!state.isTerminal()) {
            int p = playerOf[state.player()];
            SearchResult r = searches[p].search(state.copy(), depth[p]);
            if (r.bestMove() < 0) {
                throw new IllegalStateException(players[p].at(depth[p])
                        + " found no move in a position that is not over");
            }
            state.play(r.bestMove());
            ply = state.ply();
            moves.add(r.bestMove());
            count[p]++;
            nanos[p] += r.nanos();
            nodes[p] += r.nodes();
        }
        int value = state.value();
        String result;
        if (value == 0) {
            result = "draw";
        } else {
            // value is for the player to move: negative means the player who moved last won
            int winnerColour = value < 0 ? 1 - state.player() : state.player();
            result = playerOf[winnerColour] == 0 ? "first" : "second";
        }
        return new Played(depth[0] == depth[1] ? depth[0] : -1, g + 1, opening, firstX, moves, result, state.ply(),
                count, nanos, nodes);
    }

    private static String entry(Played p) {
        return switch (p.result) {
            case "first" -> "first wins (" + p.plies + ")";
            case "second" -> "second wins (" + p.plies + ")";
            default -> "draw";
        };
    }

    /**
     * A player from its spec, ALGORITHM[:DEPTH[:EVAL]].
     *
     * @throws ParameterException (a usage error) for a malformed spec, an unknown algorithm or
     *                            evaluation, or a depth below 1
     */
    private Player player(String option, String text) {
        String[] parts = text.strip().split(":", -1);
        if (parts.length > 3 || parts[0].isBlank()) {
            throw usage(option + " '" + text + "': a player is ALGORITHM[:DEPTH[:EVAL]], e.g. minimax:4 or"
                    + " alphabeta:6:zero");
        }
        String algorithm = parts[0].strip().toLowerCase(Locale.ROOT);
        if (algorithm.equals("palphabeta")) {
            algorithm = "pvs";
        }
        if (!Algorithms.NAMES.contains(algorithm)) {
            throw usage(option + " '" + text + "': unknown algorithm '" + parts[0].strip() + "': the algorithms are "
                    + String.join(", ", Algorithms.NAMES));
        }
        int depth = 4;
        if (parts.length > 1) {
            String d = parts[1].strip();
            if (d.equalsIgnoreCase("exact")) {
                depth = Search.EXACT;
            } else {
                if (!d.matches("-?\\d{1,9}")) {
                    throw usage(option + " '" + text + "': the depth '" + d + "' is not a number (or 'exact')");
                }
                depth = Integer.parseInt(d);
                if (depth < 1 || depth > CompareCommand.MAX_DEPTH) {
                    throw usage(option + " '" + text + "': the depth must be between 1 and "
                            + CompareCommand.MAX_DEPTH + ", not " + depth);
                }
            }
        }
        String eval = "window";
        if (parts.length > 2) {
            eval = parts[2].strip().toLowerCase(Locale.ROOT);
            if (!GameOptions.isEvaluation(eval)) {
                throw usage(option + " '" + text + "': unknown evaluation '" + parts[2].strip()
                        + "': the evaluations are " + String.join(", ", GameOptions.EVALUATIONS));
            }
        }
        return new Player(text.strip(), algorithm, depth, eval);
    }

    /** --depths A..B (or a single depth) as {A, B}; null if not given. */
    private int[] depthRange() {
        if (depths == null) {
            return null;
        }
        Matcher m = DEPTHS.matcher(depths);
        if (!m.matches()) {
            throw usage("--depths '" + depths + "': give a range of depths A..B, e.g. 1..6");
        }
        int a = Integer.parseInt(m.group(1));
        int b = m.group(2) == null ? a : Integer.parseInt(m.group(2));
        if (a < 1 || b > CompareCommand.MAX_DEPTH || b < a) {
            throw usage("--depths '" + depths + "': need 1 <= A <= B <= " + CompareCommand.MAX_DEPTH);
        }
        return new int[] {a, b};
    }

    /**
     * The opening of every game: the given positions (cycled), K random moves, or the start.
     * Reports every bad given position and returns null if there was any.
     */
    private List<Opening> openings() {
        Game game = gameOptions.game();
        List<Opening> result = new ArrayList<>();
        if (openingPositions != null) {
            List<Opening> given = new ArrayList<>();
            int bad = 0;
            for (int i = 0; i < openingPositions.size(); i++) {
                String text = openingPositions.get(i);
                String shown = PositionInput.shown(text);
                try {
                    GameState s = gameOptions.parse(text);
                    if (s.isTerminal()) {
                        main.error("--opening " + (i + 1) + ": '" + shown + "': the game is already over");
                        bad++;
                    } else {
                        given.add(new Opening(shown, s));
                    }
                } catch (IllegalArgumentException e) {
                    main.error("--opening " + (i + 1) + ": '" + shown + "': " + e.getMessage());
                    bad++;
                }
            }
            if (bad > 0) {
                return null;
            }
            for (int g = 0; g < games; g++) {
                result.add(given.get(g % given.size()));
            }
            return result;
        }
        int k = openings == null ? 0 : openings;
        Random random = new Random(seed);
        Set<String> used = new HashSet<>();
        int[] buffer = new int[game.maxMoves()];
        for (int g = 0; g < games; g++) {
            Opening found = null;
            for (int tries = 0; found == null; tries++) {
                if (tries >= OPENING_TRIES) {
                    throw usage("--openings " + k + ": no random opening of " + k + " moves found that leaves the"
                            + " game open (in " + OPENING_TRIES + " tries)");
                }
                GameState s = game.start();
                List<Integer> moves = new ArrayList<>();
                for (int i = 0; i < k && !s.isTerminal(); i++) {
                    int n = s.moves(buffer);
                    int m = buffer[random.nextInt(n)];
                    s.play(m);
                    moves.add(m);
                }
                if (s.isTerminal()) {
                    continue;
                }
                String text = GameOptions.sequence(game.start(), moves);
                if (k > 0 && used.contains(text) && tries < DISTINCT_TRIES) {
                    continue; // prefer openings not played yet
                }
                used.add(text);
                found = new Opening(text, s);
            }
            result.add(found);
        }
        return result;
    }

    private String header(Game game, Player one, Player two, int[] range) {
        StringBuilder sb = new StringBuilder("match ").append(game.name()).append(": first ");
        if (range == null) {
            sb.append(one.at(one.depth)).append(" vs second ").append(two.at(two.depth));
        } else {
            sb.append(one.algorithm).append(" (eval ").append(one.eval).append(") vs second ").append(two.algorithm)
                    .append(" (eval ").append(two.eval).append("), depths ").append(range[0]).append("..")
                    .append(range[1]);
        }
        sb.append(", ").append(games).append(games == 1 ? " game" : " games");
        sb.append(alternate ? ", colours alternate" : ", first plays x");
        if (openingPositions != null) {
            sb.append(", given openings");
        } else if (openings != null && openings > 0) {
            sb.append(", ").append(openings).append(" random opening move").append(openings == 1 ? "" : "s")
                    .append(" (seed ").append(seed).append(')');
        } else {
            sb.append(", from the start position");
        }
        sb.append(", order ").append(GameOptions.orderName(order));
        return sb.toString();
    }

    private static String shown(String text) {
        return text.isEmpty() ? "(start)" : text;
    }

    private String json(Game game, Player one, Player two, Played p) {
        var o = Output.object();
        if (p.depth < 0) {
            o.putNull("depth");
        } else if (p.depth == Search.EXACT) {
            o.put("depth", "exact");
        } else {
            o.put("depth", p.depth);
        }
        o.put("game", p.number);
        o.put("gameName", game.name());
        o.put("opening", p.opening.text);
        o.put("moves", GameOptions.sequence(p.opening.state, p.moves));
        o.put("result", p.result);
        o.put("plies", p.plies);
        for (int i = 0; i < 2; i++) {
            Player pl = i == 0 ? one : two;
            var q = o.putObject(i == 0 ? "first" : "second");
            int d = p.depth < 0 ? pl.depth : p.depth;
            q.put("spec", pl.at(d));
            q.put("colour", (i == 0) == p.firstIsX ? "x" : "o");
            q.put("moves", p.moveCount[i]);
            q.put("millis", Output.millis(p.nanos[i]));
            q.put("nodes", p.nodes[i]);
        }
        return Output.json(o);
    }

    private com.fasterxml.jackson.databind.node.ObjectNode totals(Player one, Player two, Tally t) {
        var o = Output.object();
        var totals = o.putObject("totals");
        totals.put("games", t.wins[0] + t.draws[0] + t.losses[0]);
        totals.put("gameName", gameOptions.game().name());
        for (int i = 0; i < 2; i++) {
            Player pl = i == 0 ? one : two;
            var q = totals.putObject(i == 0 ? "first" : "second");
            q.put("algorithm", pl.algorithm);
            q.put("eval", pl.eval);
            q.put("wins", t.wins[i]);
            q.put("draws", t.draws[i]);
            q.put("losses", t.losses[i]);
            q.put("moves", t.moves[i]);
            q.put("millis", Output.millis(t.nanos[i]));
            q.put("nodes", t.nodes[i]);
            q.put("millisPerMove", t.moves[i] == 0 ? 0 : Math.round(t.nanos[i] / 1e3 / t.moves[i]) / 1e3);
        }
        return o;
    }

    private String status() {
        String r = running;
        if (r.isEmpty()) {
            return "";
        }
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        return "match: " + r + ", move " + (ply + 1) + ", " + seconds + " s";
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
