package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.Locale;
import zugzwang.cli.shared.Connect4ScoreStore;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.WideBoard;
import zugzwang.cli.shared.RocksSolutionStore;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.connect4.solver.OpeningBook;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.WideSolver;

/**
 * {@code analyze} of Connect-4: the score of every column of each position by the exact
 * {@link Solver} (with the opening book), as a table or one JSON object per position.
 */
final class Connect4Analysis {
    private Connect4Analysis() {
    }

    /** Answers the command's positions; returns the exit code. */
    static int run(AnalyzeCommand c) throws Exception {
        if (c.boardOptions.wide()) {
            return runWide(c);
        }
        Console main = c.main;
        QueryOptions query = c.query;
        Board board = c.boardOptions.board();
        PrintWriter out = main.out();
        int[] count = {0};
        OpeningBook book = c.bookOptions.book(board);
        SolutionStore store = null;
        if (c.gomoku.store != null) {
            if (!java.nio.file.Files.isDirectory(c.gomoku.store)) { // analyze reads a store: it makes none
                main.error("store " + c.gomoku.store + ": no such directory");
                return Console.EXIT_FAILURE;
            }
            try {
                store = RocksSolutionStore.open(c.gomoku.store, Connect4ScoreStore.kind(board));
            } catch (IllegalArgumentException e) {
                main.error(e.getMessage());
                return Console.EXIT_FAILURE;
            }
        }
        try (Solver solver = c.engineOptions.solver(board); SolutionStore closing = store) {
            solver.useBook(book);
            if (store != null) {
                solver.useKnownScores(Connect4ScoreStore.knownScores(store, board));
            }
            int bad = PositionInput.forEach(main, query.positions, board, (text, position) -> {
                long nodes0 = solver.nodes();
                long start = System.nanoTime();
                Integer[] scores;
                try (Progress shown = Progress.solving(main.err(), query.progress || main.terminal(), solver,
                        text.isEmpty() ? "empty board" : text)) {
                    scores = solver.analyze(position, query.weak);
                }
                long nanos = System.nanoTime() - start;
                long nodes = solver.nodes() - nodes0;
                print(out, count, query, text, board.toString(), Output.state(position), position.moves(), scores,
                        nodes, nanos);
            });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    /** The same on a board beyond 64 bits, by the two-word solver (no store). */
    private static int runWide(AnalyzeCommand c) throws Exception {
        Console main = c.main;
        QueryOptions query = c.query;
        WideBoard board = c.boardOptions.wideBoard();
        if (c.gomoku.store != null) {
            throw new picocli.CommandLine.ParameterException(c.spec.commandLine(),
                    "--store: stores are of boards of at most 64 bits, not " + board);
        }
        OpeningBook book = c.bookOptions.book(board);
        PrintWriter out = main.out();
        int[] count = {0};
        try (WideSolver solver = c.engineOptions.wideSolver(board)) {
            solver.useBook(book);
            int bad = PositionInput.forEachParsed(main, query.positions, text -> Notation.parseWide(text, board),
                    (text, position) -> {
                        long nodes0 = solver.nodes();
                        long start = System.nanoTime();
                        Integer[] scores;
                        try (Progress shown = Progress.solving(main.err(), query.progress || main.terminal(),
                                solver::nodes, solver::status, text.isEmpty() ? "empty board" : text)) {
                            scores = solver.analyze(position, query.weak);
                        }
                        print(out, count, query, text, board.toString(), Output.state(position), position.moves(),
                                scores, solver.nodes() - nodes0, System.nanoTime() - start);
                    });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    /** One position's answer: a table (a blank line between positions) or one JSON object. */
    private static void print(PrintWriter out, int[] count, QueryOptions query, String text, String board, String state,
            int moves, Integer[] scores, long nodes, long nanos) {
        if (query.json) {
            out.println(json(text, board, query.weak, scores, nodes, nanos));
        } else {
            if (count[0]++ > 0) {
                out.println();
            }
            out.print(plain(text, board, state, moves, query.weak, scores));
        }
        out.flush();
    }

    private static String plain(String text, String board, String state, int moves, boolean weak, Integer[] scores) {
        StringBuilder sb = new StringBuilder();
        sb.append(text.isEmpty() ? "empty board" : text)
                .append(" (").append(board).append(", ").append(state)
                .append(", ").append(moves).append(moves == 1 ? " stone" : " stones")
                .append(weak ? ", weak" : "").append(")").append(System.lineSeparator());
        StringBuilder columns = new StringBuilder("column");
        StringBuilder values = new StringBuilder("score ");
        for (int c = 0; c < scores.length; c++) {
            columns.append(String.format(Locale.ROOT, "%4d", c + 1));
            values.append(String.format(Locale.ROOT, "%4s", scores[c] == null ? "-" : scores[c].toString()));
        }
        sb.append(columns).append(System.lineSeparator()).append(values).append(System.lineSeparator());
        return sb.toString();
    }

    private static String json(String text, String board, boolean weak, Integer[] scores, long nodes, long nanos) {
        var o = Output.object();
        o.put("position", text);
        o.put("board", board);
        o.put("weak", weak);
        var moves = o.putObject("moves");
        for (int c = 0; c < scores.length; c++) {
            if (scores[c] == null) {
                moves.putNull(Integer.toString(c + 1));
            } else {
                moves.put(Integer.toString(c + 1), scores[c].intValue());
            }
        }
        o.put("nodes", nodes);
        o.put("millis", Output.millis(nanos));
        return Output.json(o);
    }
}
