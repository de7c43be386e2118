package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.ParameterException;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.gomoku.GomokuAnalyzer;
import zugzwang.games.gomoku.GomokuBoard;
import zugzwang.games.gomoku.GomokuDefinition;
import zugzwang.games.gomoku.GomokuGame;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuPosition;
import zugzwang.games.gomoku.GomokuProver;
import zugzwang.games.gomoku.GomokuSolutions;
import zugzwang.games.gomoku.GomokuThreatSpace;

/**
 * {@code analyze --game gomoku}: after which moves black's win is proved ({@link GomokuAnalyzer}:
 * the store of {@code --store}, the rules, threat-space search, Victoria with {@code --nodes} per
 * move, the squares shared by {@code --threads} threads), and black's winning threat sequence when he
 * is to move and has one. A square not proved is not known — Victoria proves black's wins only.
 */
final class GomokuAnalysis {
    static final String GAME = GomokuDefinition.NAME;
    /** Victoria's default node budget per move. */
    static final long DEFAULT_NODES = 5_000;

    private GomokuAnalysis() {
    }

    static int run(AnalyzeCommand c) throws Exception {
        c.engineOptions.refuseSolverSwitches("--game gomoku", "--book", "--no-book", "--memory");
        GomokuGame game = c.gomoku.game(c.boardOptions);
        long nodes = c.nodes == null ? DEFAULT_NODES : c.nodes;
        if (nodes < 0) {
            throw new ParameterException(c.spec.commandLine(), "--nodes must be 0 or more, not " + nodes);
        }
        GomokuBoard board = game.board();
        int threads = c.engineOptions.threads;
        EngineOptions.requireThreads(c.spec.commandLine(), threads);
        SolutionStore raw = c.gomoku.openStore(game);
        Console main = c.main;
        PrintWriter out = main.out();
        boolean progress = c.query.progress || main.terminal();
        int[] count = {0};
        try (SolutionStore s = raw) {
            GomokuSolutions store = s == null ? null : new GomokuSolutions(s, board);
            int bad = PositionInput.forEachParsed(main, c.query.positions,
                    t -> GomokuNotation.parse(board, game.rule(), t), (text, position) -> {
                long start = System.nanoTime();
                AtomicInteger squares = new AtomicInteger();
                GomokuAnalyzer.Analysis a;
                try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                        "%s: %d of %d squares", text.isEmpty() ? "empty board" : text, squares.get(),
                        board.squares() - position.stones()))) {
                    a = new GomokuAnalyzer(board, game.rule(), store, nodes, GomokuProver.LARGE_TSS_BUDGET)
                            .analyze(position, threads, q -> squares.incrementAndGet());
                }
                long nanos = System.nanoTime() - start;
                if (c.query.json) {
                    var o = Output.object();
                    o.put("position", text);
                    o.put("game", game.name());
                    o.put("toMove", position.isOver() ? null : position.player() == 0 ? "black" : "white");
                    var moves = o.putObject("blackWinsAfter");
                    for (int sq = 0; sq < board.squares(); sq++) {
                        if (position.isEmpty(sq) && !position.isOver()) {
                            if (a.blackWins()[sq]) {
                                moves.put(board.name(sq), true);
                            } else {
                                moves.putNull(board.name(sq));
                            }
                        }
                    }
                    if (a.threats().length > 0) {
                        o.put("threats", GomokuThreatSpace.describe(board, a.threats()));
                    } else {
                        o.putNull("threats");
                    }
                    o.put("threatSearches", a.searches());
                    o.put("nodes", a.nodes());
                    o.put("millis", Output.millis(nanos));
                    out.println(Output.json(o));
                } else {
                    if (count[0]++ > 0) {
                        out.println();
                    }
                    out.print(plain(text, game, position, a, nodes));
                }
                out.flush();
            });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    /**
     * The board, rows from the top and the columns' letters below: {@code x} black, {@code o} white,
     * {@code mark} on the empty squares {@code marked} holds (null: none), {@code .} on the others.
     */
    static String board(GomokuPosition p, boolean[] marked, char mark) {
        GomokuBoard b = p.board();
        StringBuilder sb = new StringBuilder();
        for (int y = b.height() - 1; y >= 0; y--) {
            sb.append(String.format(Locale.ROOT, "%2d ", y + 1));
            for (int x = 0; x < b.width(); x++) {
                int s = b.square(x, y);
                sb.append(' ').append(p.has(0, s) ? 'x' : p.has(1, s) ? 'o' : marked != null && marked[s] ? mark : '.');
            }
            sb.append('\n');
        }
        sb.append("   ");
        for (int x = 0; x < b.width(); x++) {
            sb.append(' ').append((char) ('a' + x));
        }
        return sb.append('\n').toString();
    }

    /** The board with W (or L) on the squares after which black's win is proved, and the threat sequence. */
    static String plain(String text, GomokuGame game, GomokuPosition p, GomokuAnalyzer.Analysis a, long nodes) {
        GomokuBoard b = game.board();
        boolean black = p.player() == 0;
        StringBuilder sb = new StringBuilder();
        sb.append(text.isEmpty() ? "empty board" : text).append(" (").append(game.name()).append(", ")
                .append(p.isOver() ? "game over" : (black ? "black" : "white") + " to move").append(", ")
                .append(p.stones()).append(" stones; ")
                .append(black ? "W: black wins by playing there" : "L: white loses by playing there")
                .append(" (proved); .: not proved)\n");
        sb.append(board(p, a.blackWins(), black ? 'W' : 'L'));
        if (!p.isOver() && black) {
            sb.append(a.threats().length > 0
                    ? "black wins by threats: " + GomokuThreatSpace.describe(b, a.threats()) + "\n"
                    : "black has no winning threat sequence (threat-space search of " + GomokuProver.LARGE_TSS_BUDGET
                    + " nodes)\n");
        }
        return sb.toString();
    }
}
