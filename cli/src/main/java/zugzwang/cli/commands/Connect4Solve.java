package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.List;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Definition;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.solver.OpeningBook;
import zugzwang.games.connect4.solver.SolveResult;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.WideSolver;

/**
 * {@code solve} by Connect-4's exact {@link Solver} ({@code --algorithm solver}, Connect-4's
 * default): the score, every best move and a principal variation of each position, on the board
 * of {@code --width}/{@code --height}, with the opening book.
 */
final class Connect4Solve implements SolveAlgorithm {
    @Override
    public String name() {
        return Connect4Definition.SOLVER;
    }

    @Override
    public String notFor(String game, List<String> owners) {
        return SolveAlgorithm.solverNotFor(name(), game, owners);
    }

    /** The job-level solve's options: only this algorithm takes them (--store also victoria). */
    @Override
    public List<String> options() {
        return List.of("--store", "--jobs", "--cluster", "--cutoff", "--split", "--job-log", "--cluster-name", "--bind",
                "--port");
    }

    @Override
    public int solve(SolveCommand c) throws Exception {
        SolveAlgorithm.checkSolver(c, this);
        if (c.boardOptions.wide()) {
            return solveWide(c);
        }
        Console main = c.main;
        QueryOptions query = c.query;
        Board board = c.boardOptions.board();
        if (c.jobLevel()) {
            if (query.weak) {
                throw c.usage("--weak: the job-level solve finds the exact score (its first two questions are the value)");
            }
            if (c.spec.commandLine().getParseResult().hasMatchedOption("--book")) {
                throw c.usage("--book: the job-level solve uses no opening book");
            }
            return Connect4JobSolve.solve(c, board);
        }
        PrintWriter out = main.out();
        OpeningBook book = c.bookOptions.book(board);
        try (Solver solver = c.engineOptions.solver(board)) {
            solver.useBook(book);
            int bad = PositionInput.forEach(main, query.positions, board, (text, position) -> {
                SolveResult r;
                try (Progress shown = Progress.solving(main.err(), query.progress || main.terminal(), solver,
                        text.isEmpty() ? "empty board" : text)) {
                    r = solver.solve(position, query.weak);
                }
                out.println(query.json ? json(text, board.toString(), board.area(), position.moves(), r)
                        : plain(text, board.width(), r));
                out.flush();
            });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    /**
     * The same on a board beyond 64 bits, by the two-word solver (a book made for the board with
     * {@code --book}); no job-level solve (it is of one-word boards so far).
     */
    private static int solveWide(SolveCommand c) throws Exception {
        Console main = c.main;
        QueryOptions query = c.query;
        WideBoard board = c.boardOptions.wideBoard();
        if (c.jobLevel()) {
            throw c.usage("--jobs, --store, --cluster: the job-level solve takes boards of at most 64 bits, not " + board);
        }
        OpeningBook book = c.bookOptions.book(board);
        PrintWriter out = main.out();
        try (WideSolver solver = c.engineOptions.wideSolver(board)) {
            solver.useBook(book);
            int bad = PositionInput.forEachParsed(main, query.positions, text -> Notation.parseWide(text, board),
                    (text, position) -> {
                        SolveResult r;
                        try (Progress shown = Progress.solving(main.err(), query.progress || main.terminal(),
                                solver::nodes, solver::status, text.isEmpty() ? "empty board" : text)) {
                            r = solver.solve(position, query.weak);
                        }
                        out.println(query.json ? json(text, board.toString(), board.area(), position.moves(), r)
                                : plain(text, board.width(), r));
                        out.flush();
                    });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    private static String plain(String text, int width, SolveResult r) {
        return text + " " + r.score()
                + " best=" + Output.columnList(r.bestMoves())
                + " pv=" + Notation.sequence(r.pv(), width)
                + " nodes=" + r.nodes()
                + " time=" + Output.millis1(r.nanos()) + "ms";
    }

    private static String json(String text, String board, int area, int moves, SolveResult r) {
        var o = Output.object();
        o.put("position", text);
        o.put("board", board);
        o.put("weak", r.weak());
        o.put("score", r.score());
        o.put("result", Score.describe(area, moves, r.score(), r.weak()));
        o.set("bestMoves", Output.columns(r.bestMoves()));
        o.set("pv", Output.columns(r.pv()));
        o.put("nodes", r.nodes());
        o.put("millis", Output.millis(r.nanos()));
        return Output.json(o);
    }
}
