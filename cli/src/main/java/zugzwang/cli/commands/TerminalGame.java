package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import zugzwang.cli.shared.Console;
import zugzwang.games.StonePosition;

/**
 * The loop of {@code play} for the cube games (Connect Four 3D, qubic): draw the board, let the
 * engine move or read the player's line — a move, {@code h} a hint (where the game has one),
 * {@code u} take back the player's last move and the reply, {@code q} quit — until the game ends.
 * A game supplies its board through {@link Board}.
 */
final class TerminalGame {
    /** One game's side of the loop. */
    interface Board {
        boolean over();

        /** 0 if the first player is to move, else 1. */
        int player();

        int stones();

        /** The board as text, ending with a line break. */
        String picture();

        /** Plays the engine's move; returns what to print about it ("engine plays 3"). */
        String engineMove();

        /** What {@code h} prints, or null if the game offers no hint. */
        String hint();

        /** Plays the player's move written {@code text}, or returns why it cannot be played. */
        String play(String text);

        void undo();

        /** Whether the last move won (else, when over, a draw). */
        boolean won();
    }

    /** A board over a {@link StonePosition}: the end, the side to move, undo and the win come from it. */
    abstract static class PositionBoard implements Board {
        private final StonePosition position;

        PositionBoard(StonePosition position) {
            this.position = position;
        }

        @Override
        public final boolean over() {
            return position.isOver();
        }

        @Override
        public final int player() {
            return position.player();
        }

        @Override
        public final int stones() {
            return position.stones();
        }

        @Override
        public final void undo() {
            position.undo();
        }

        @Override
        public final boolean won() {
            return position.isWon();
        }
    }

    private TerminalGame() {
    }

    /** Plays one game; returns the exit code. */
    static int run(Console main, Board board, boolean humanFirst) throws IOException {
        PrintWriter out = main.out();
        while (!board.over()) {
            out.print(board.picture());
            if ((board.player() == 0) != humanFirst) {
                out.println(board.engineMove());
                out.flush();
                continue;
            }
            out.print("your move: ");
            out.flush();
            String line = main.in().readLine();
            if (line == null || line.strip().equalsIgnoreCase("q")) {
                out.println();
                return Console.EXIT_OK;
            }
            String t = line.strip();
            String hint = t.equalsIgnoreCase("h") ? board.hint() : null;
            if (hint != null) {
                out.println(hint);
            } else if (t.equalsIgnoreCase("u")) {
                if (board.stones() >= 2) {
                    board.undo();
                    board.undo();
                } else {
                    out.println("nothing to take back");
                }
            } else {
                String problem = board.play(t);
                if (problem != null) {
                    out.println(problem);
                }
            }
        }
        out.print(board.picture());
        out.println(board.won() ? ((board.player() == 0) == humanFirst ? "the engine wins" : "you win") : "a draw");
        return Console.EXIT_OK;
    }
}
