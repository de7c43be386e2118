package zugzwang.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.SolveResult;
import zugzwang.games.connect4.Solver;

/** {@code zugzwang solve}: score, best moves and a principal variation of positions. */
@Command(name = "solve", sortOptions = false,
        description = {"Solves positions: the score for the side to move, every best move and a principal"
                + " variation (a game of perfect play to its end).",
                "Positions are the arguments (the argument '' is the empty board) or, without"
                + " arguments, the lines of standard input (an empty line is the empty board)."},
        footer = {"", "Output, one line per position:",
                "  POSITION SCORE best=COLUMNS pv=MOVES nodes=N time=MILLISms",
                "With --json, one object per line: position, board, weak, score, result, bestMoves, pv,"
                + " nodes, millis.",
                "A bad position is reported on standard error (naming its argument or line); the others"
                + " are still solved, and the exit code is 1."})
final class SolveCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Mixin
    QueryOptions query;

    @Override
    public Integer call() throws Exception {
        Board board = boardOptions.board();
        PrintWriter out = main.out();
        try (Solver solver = engineOptions.solver(board)) {
            int bad = PositionInput.forEach(main, query.positions, board, (text, position) -> {
                SolveResult r;
                try (Progress shown = Progress.solving(main.err(), query.progress || main.terminal(), solver,
                        text.isEmpty() ? "empty board" : text)) {
                    r = solver.solve(position, query.weak);
                }
                out.println(query.json ? json(text, board, position, r) : plain(text, board, r));
                out.flush();
            });
            return bad == 0 ? Main.EXIT_OK : Main.EXIT_FAILURE;
        }
    }

    private static String plain(String text, Board board, SolveResult r) {
        return text + " " + r.score()
                + " best=" + Output.columnList(r.bestMoves())
                + " pv=" + Notation.sequence(r.pv(), board)
                + " nodes=" + r.nodes()
                + " time=" + Output.millis1(r.nanos()) + "ms";
    }

    private static String json(String text, Board board, Position position, SolveResult r) {
        var o = Output.object();
        o.put("position", text);
        o.put("board", board.toString());
        o.put("weak", r.weak());
        o.put("score", r.score());
        o.put("result", Score.describe(board, position.moves(), r.score(), r.weak()));
        o.set("bestMoves", Output.columns(r.bestMoves()));
        o.set("pv", Output.columns(r.pv()));
        o.put("nodes", r.nodes());
        o.put("millis", Output.millis(r.nanos()));
        return Output.json(o);
    }
}
