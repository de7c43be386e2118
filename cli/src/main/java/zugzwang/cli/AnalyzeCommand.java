package zugzwang.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.OpeningBook;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Solver;

/** {@code zugzwang analyze}: the score of every column of positions. */
@Command(name = "analyze", sortOptions = false,
        description = {"Scores every column of positions: the score the side to move gets by playing"
                + " there (its own point of view; - marks a column that cannot be played).",
                "Positions are the arguments (the argument '' is the empty board) or, without"
                + " arguments, the lines of standard input (an empty line is the empty board)."},
        footer = {"", "Output, one block per position (blocks separated by an empty line):",
                "  4453 (7x6, x to move, 4 stones)",
                "  column   1   2   3   4   5   6   7",
                "  score   -4  -3  -2  -2  -3  -4  -5",
                "With --json, one object per line: position, board, weak, moves (column \"1\".. -> score"
                + " or null), nodes, millis."})
final class AnalyzeCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Mixin
    BookOptions bookOptions;

    @Mixin
    QueryOptions query;

    @Override
    public Integer call() throws Exception {
        Board board = boardOptions.board();
        PrintWriter out = main.out();
        int[] count = {0};
        OpeningBook book = bookOptions.book(board);
        try (Solver solver = engineOptions.solver(board)) {
            solver.useBook(book);
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
                if (query.json) {
                    out.println(json(text, board, scores, nodes, nanos));
                } else {
                    if (count[0]++ > 0) {
                        out.println();
                    }
                    out.print(plain(text, board, position, scores));
                }
                out.flush();
            });
            return bad == 0 ? Main.EXIT_OK : Main.EXIT_FAILURE;
        }
    }

    private String plain(String text, Board board, Position position, Integer[] scores) {
        StringBuilder sb = new StringBuilder();
        sb.append(text.isEmpty() ? "empty board" : text)
                .append(" (").append(board).append(", ").append(Output.state(position))
                .append(", ").append(position.moves()).append(position.moves() == 1 ? " stone" : " stones")
                .append(query.weak ? ", weak" : "").append(")").append(System.lineSeparator());
        StringBuilder columns = new StringBuilder("column");
        StringBuilder values = new StringBuilder("score ");
        for (int c = 0; c < scores.length; c++) {
            columns.append(String.format(Locale.ROOT, "%4d", c + 1));
            values.append(String.format(Locale.ROOT, "%4s", scores[c] == null ? "-" : scores[c].toString()));
        }
        sb.append(columns).append(System.lineSeparator()).append(values).append(System.lineSeparator());
        return sb.toString();
    }

    private String json(String text, Board board, Integer[] scores, long nodes, long nanos) {
        var o = Output.object();
        o.put("position", text);
        o.put("board", board.toString());
        o.put("weak", query.weak);
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
