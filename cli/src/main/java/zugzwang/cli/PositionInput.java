package zugzwang.cli;

import java.io.IOException;
import java.util.List;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.NotationException;
import zugzwang.games.connect4.Position;

/**
 * The positions of {@code solve} and {@code analyze}: the arguments, or else one per line of
 * standard input (an empty or blank line is the empty board). A position that does not parse is
 * reported as one error line naming the argument or line; the others are still handled.
 */
final class PositionInput {
    /** Handles one good position; {@code text} is the position as given, on one line. */
    @FunctionalInterface
    interface Handler {
        void handle(String text, Position position) throws IOException;
    }

    /** Handles one good position of any game of the API. */
    @FunctionalInterface
    interface StateHandler {
        void handle(String text, GameState state) throws IOException;
    }

    private PositionInput() {
    }

    /**
     * As {@link #forEach}, for any game: positions in the game's notation ({@link Game#parse}).
     *
     * @return the number of positions that did not parse
     */
    static int forEachState(Main main, List<String> arguments, Game game, StateHandler handler) throws IOException {
        int bad = 0;
        if (arguments != null && !arguments.isEmpty()) {
            for (int i = 0; i < arguments.size() && !main.out().checkError(); i++) {
                bad += oneState(main, "argument " + (i + 1), arguments.get(i), game, handler);
            }
        } else {
            int n = 0;
            for (String line; !main.out().checkError() && (line = main.in().readLine()) != null; ) {
                bad += oneState(main, "line " + ++n, line, game, handler);
            }
        }
        return bad;
    }

    private static int oneState(Main main, String where, String text, Game game, StateHandler handler)
            throws IOException {
        String shown = shown(text);
        GameState state;
        try {
            state = game.parse(text.strip());
        } catch (IllegalArgumentException e) {
            main.error(where + ": '" + shown + "': " + e.getMessage());
            return 1;
        }
        handler.handle(shown, state);
        return 0;
    }

    /**
     * Parses every position and hands the good ones to the handler, in order.
     *
     * @return the number of positions that did not parse
     */
    static int forEach(Main main, List<String> arguments, Board board, Handler handler) throws IOException {
        int bad = 0;
        if (arguments != null && !arguments.isEmpty()) {
            for (int i = 0; i < arguments.size() && !main.out().checkError(); i++) {
                bad += one(main, "argument " + (i + 1), arguments.get(i), board, handler);
            }
        } else {
            int n = 0;
            // stop when standard output is gone (e.g. piped into head)
            for (String line; !main.out().checkError() && (line = main.in().readLine()) != null; ) {
                bad += one(main, "line " + ++n, line, board, handler);
            }
        }
        return bad;
    }

    private static int one(Main main, String where, String text, Board board, Handler handler) throws IOException {
        String shown = shown(text);
        Position position;
        try {
            position = Notation.parse(text, board);
        } catch (NotationException e) {
            main.error(where + ": '" + shown + "': " + e.getMessage());
            return 1;
        }
        handler.handle(shown, position);
        return 0;
    }

    /** The text without surrounding blanks and on one line (line breaks of a diagram become '/'). */
    static String shown(String text) {
        return text.strip().replaceAll("\\s*\\R\\s*", "/");
    }
}
