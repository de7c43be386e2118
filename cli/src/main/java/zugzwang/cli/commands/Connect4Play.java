package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ParameterException;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.Progress;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.Connect4Position;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.NotationException;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;
import zugzwang.games.connect4.solver.ExactSolver;
import zugzwang.games.connect4.solver.OpeningBook;
import zugzwang.games.connect4.solver.SolveDetail;
import zugzwang.games.connect4.solver.SolveResult;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.WideSolver;

/**
 * {@code play} of Connect-4: a game in the terminal against the exact {@link Solver}, asking for
 * the board and the side when the options leave them open; hints, undo, the engine's evaluation
 * after each of its moves. Boards beyond 64 bits (up to 128) are played against the two-word
 * {@link WideSolver}, without a book.
 */
final class Connect4Play {
    private static final Pattern SIZE = Pattern.compile("(\\d{1,4})\\s*(?:[x×*,]|\\s)\\s*(\\d{1,4})",
            Pattern.CASE_INSENSITIVE);

    private final Console main;
    private final PrintWriter out;
    private final PrintWriter err;

    private Connect4Play(PlayCommand command) {
        this.main = command.main;
        this.out = main.out();
        this.err = main.err();
    }

    /** Plays one game with the command's options (asking for what they leave open); returns the exit code. */
    static int run(PlayCommand c) throws IOException {
        return new Connect4Play(c).play(c);
    }

    private int play(PlayCommand c) throws IOException {
        BoardShape board = c.boardOptions.given() ? c.boardOptions.shape() : askBoard();
        if (board == null) {
            return Console.EXIT_OK;
        }
        Boolean humanFirst = c.side != null ? Boolean.valueOf(c.side.first) : askSide();
        if (humanFirst == null) {
            return Console.EXIT_OK;
        }
        if (board instanceof WideBoard wide) {
            OpeningBook book = c.bookOptions.book(wide);
            WidePosition start = c.from == null ? WidePosition.empty(wide) : start(c, t -> Notation.parseWide(t, wide));
            try (WideSolver solver = c.engineOptions.wideSolver(wide)) {
                solver.useBook(book);
                play(solver, start, humanFirst);
            }
            return Console.EXIT_OK;
        }
        Board one = (Board) board;
        OpeningBook book = c.bookOptions.book(one);
        Position start = c.from == null ? Position.empty(one) : start(c, t -> Notation.parse(t, one));
        try (Solver solver = c.engineOptions.solver(one)) {
            solver.useBook(book);
            play(solver, start, humanFirst);
        }
        return Console.EXIT_OK;
    }

    /**
     * The position of {@code --from}.
     *
     * @throws ParameterException (a usage error) naming what is wrong with it
     */
    private static <P extends Connect4Position> P start(PlayCommand c, Function<String, P> read) {
        try {
            return read.apply(c.from);
        } catch (NotationException e) {
            throw new ParameterException(c.spec.commandLine(), "--from '" + c.from + "': " + e.getMessage());
        }
    }

    /** The board size from the user (up to 128 bits); null at end of input or on quit. */
    private BoardShape askBoard() throws IOException {
        while (true) {
            String line = ask("board size, COLUMNSxROWS [7x6]: ");
            if (line == null || isQuit(line)) {
                return null;
            }
            if (line.isEmpty()) {
                return Board.STANDARD;
            }
            Matcher m = SIZE.matcher(line);
            if (!m.matches()) {
                out.println("'" + line + "' is not a size: give columns and rows, e.g. 7x6");
                continue;
            }
            int w = Integer.parseInt(m.group(1));
            int h = Integer.parseInt(m.group(2));
            try {
                return BoardShape.of(w, h);
            } catch (IllegalArgumentException e) {
                out.println(e.getMessage());
            }
        }
    }

    /** Whether the user moves first; null at end of input or on quit. */
    private Boolean askSide() throws IOException {
        while (true) {
            String line = ask("do you move first (x) or second (o)? [first]: ");
            if (line == null || isQuit(line)) {
                return null;
            }
            switch (line.toLowerCase(Locale.ROOT)) {
                case "", "1", "f", "first", "x" -> {
                    return true;
                }
                case "2", "s", "second", "o" -> {
                    return false;
                }
                default -> out.println("'" + line + "' is neither first nor second: answer 1 or 2");
            }
        }
    }

    /** Plays from the empty position {@code p} (of the solver's board) until the game ends or the user leaves. */
    private <P extends Connect4Position> void play(ExactSolver<P> solver, P p, boolean humanFirst) throws IOException {
        BoardShape board = p.board();
        String you = humanFirst ? "x" : "o";
        String engine = humanFirst ? "o" : "x";
        int w = board.width();
        out.println("You play " + you + (humanFirst ? " (first)" : " (second)") + " on " + board
                + "; zugzwang plays " + engine + ".");
        out.println("Enter a column 1-" + w + ", h for a hint, u to undo, q to quit.");
        int start = p.moves(); // undo goes back to here at most
        boolean show = true;
        while (true) {
            if (show) {
                out.println();
                out.print(diagram(p));
                show = false;
            }
            if (p.isOver()) {
                announce(p, humanFirst);
                return;
            }
            if (p.firstToMove() != humanFirst) {
                engineMove(solver, p);
                show = true;
                continue;
            }
            String line = ask("your move (" + you + "): ");
            if (line == null) {
                out.println();
                out.println("end of input: game abandoned.");
                return;
            }
            String cmd = line.toLowerCase(Locale.ROOT);
            if (isQuit(cmd)) {
                out.println("bye.");
                return;
            }
            if (cmd.equals("u") || cmd.equals("undo")) {
                // it is your turn, so the last move was the engine's reply to yours, if you have moved
                if (p.moves() - 2 < start) {
                    out.println("nothing to undo: you have not moved yet");
                    continue;
                }
                p.undo();
                p.undo();
                out.println("took back your last move and the reply");
                show = true;
                continue;
            }
            if (cmd.equals("h") || cmd.equals("hint")) {
                SolveResult r = think(solver, p, SolveDetail.FULL);
                out.println("hint: play " + String.join(" or ", Output.columnList(r.bestMoves()).split(","))
                        + " (perfect play: " + Score.describe(board.area(), p.moves(), r.score(), false) + " for you)");
                continue;
            }
            if (cmd.isEmpty()) {
                out.println("enter a column number from 1 to " + w + " (h = hint, u = undo, q = quit)");
                continue;
            }
            if (!cmd.chars().allMatch(ch -> ch >= '0' && ch <= '9') || cmd.length() > 4) {
                out.println("'" + line + "' is not a column: enter a number from 1 to " + w
                        + " (h = hint, u = undo, q = quit)");
                continue;
            }
            int column = Integer.parseInt(cmd) - 1;
            if (column < 0 || column >= w) {
                out.println("column " + cmd + " does not exist: enter a number from 1 to " + w);
                continue;
            }
            if (!p.canPlay(column)) {
                out.println("column " + (column + 1) + " is full: choose another one");
                continue;
            }
            p.play(column);
            out.println("you play " + Notation.column(column));
            show = true;
        }
    }

    private <P extends Connect4Position> void engineMove(ExactSolver<P> solver, P p) {
        SolveResult r = think(solver, p, SolveDetail.MOVE);
        int column = r.bestMoves()[0];
        int score = r.score();
        p.play(column);
        out.println("zugzwang plays " + Notation.column(column));
        if (!p.isOver()) {
            // the engine's score, from the point of view of the player now to move (you)
            out.println("evaluation: " + Score.describe(p.board().area(), p.moves(), -score, false) + " for you");
        }
    }

    /**
     * Solves the position (all best moves for a hint, one for the engine's move), with
     * "thinking…", progress on a terminal (early moves on 7x6 take up to half a minute) and the
     * time taken on standard error.
     */
    private <P extends Connect4Position> SolveResult think(ExactSolver<P> solver, P p, SolveDetail detail) {
        err.print("thinking… ");
        err.flush();
        SolveResult r;
        try (Progress shown = Progress.solving(err, main.terminal(), solver::nodes, solver::status, "thinking")) {
            r = solver.solve(p, false, detail);
        }
        double ms = r.nanos() / 1e6;
        err.println(ms < 1000 ? String.format(Locale.ROOT, "%.0f ms", ms)
                : String.format(Locale.ROOT, "%.1f s", ms / 1000));
        err.flush();
        return r;
    }

    private void announce(Connect4Position p, boolean humanFirst) {
        if (p.isWon()) {
            boolean humanWon = p.firstToMove() != humanFirst; // the last mover won
            String winner = Output.lastMover(p);
            out.println(humanWon ? "You win! (" + winner + " has four in a line)"
                    : "zugzwang wins (" + winner + " has four in a line).");
        } else {
            out.println("Draw: the board is full.");
        }
    }

    /** The board, top row first, with the column numbers under it. */
    static String diagram(Connect4Position p) {
        BoardShape board = p.board();
        int cell = board.width() > 9 ? 2 : 1;
        String fmt = "%" + cell + "s";
        StringBuilder sb = new StringBuilder();
        String[] rows = p.diagram().split("\n");
        for (String row : rows) {
            for (int c = 0; c < row.length(); c++) {
                sb.append(c == 0 ? "" : " ").append(String.format(Locale.ROOT, fmt, row.charAt(c)));
            }
            sb.append(System.lineSeparator());
        }
        for (int c = 0; c < board.width(); c++) {
            sb.append(c == 0 ? "" : " ").append(String.format(Locale.ROOT, fmt, c + 1));
        }
        sb.append(System.lineSeparator());
        return sb.toString();
    }

    private static boolean isQuit(String line) {
        String l = line.toLowerCase(Locale.ROOT);
        return l.equals("q") || l.equals("quit") || l.equals("exit");
    }

    /** Prints a prompt and reads a line (stripped); null at end of input. */
    private String ask(String prompt) throws IOException {
        out.print(prompt);
        out.flush();
        String line = main.in().readLine();
        return line == null ? null : line.strip();
    }
}
