package zugzwang.cli;

import java.util.Locale;
import java.util.function.Function;
import zugzwang.core.game.GameState;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;

/**
 * The parameters of one API request ({@code game}, {@code w}, {@code h}, {@code pos},
 * {@code weak}), checked: the position parsed as the commands parse it ({@link Notation#parse}
 * for Connect-4, the game's notation for PopOut).
 *
 * @param game    {@code connect4} or {@code popout}
 * @param text    the position as given, on one line ({@link PositionInput#shown})
 * @param board   the board
 * @param c4      the Connect-4 position (null for PopOut)
 * @param entry   the PopOut game (null for Connect-4)
 * @param state   the PopOut position (null for Connect-4)
 */
record ApiRequest(String game, String text, Board board, boolean weak, Position c4, Games.Entry entry,
                  GameState state) {
    /** The games the API serves. */
    static final String CONNECT4 = "connect4";
    static final String POPOUT = "popout";

    /** A bad parameter: the message is the one line the client gets with HTTP 400. */
    static final class BadRequest extends RuntimeException {
        BadRequest(String message) {
            super(message);
        }
    }

    /**
     * Checks and parses the parameters; {@code query} gives a parameter's value or null.
     *
     * @throws BadRequest naming the bad parameter
     */
    static ApiRequest parse(Function<String, String> query) {
        String game = query.apply("game");
        game = game == null || game.isBlank() ? CONNECT4 : game.strip().toLowerCase(Locale.ROOT);
        if (!game.equals(CONNECT4) && !game.equals(POPOUT)) {
            throw new BadRequest("game must be connect4 or popout, not '" + query.apply("game") + "'");
        }
        int w = number(query, "w", 7);
        int h = number(query, "h", 6);
        boolean weak = flag(query, "weak");
        String pos = query.apply("pos");
        pos = pos == null ? "" : pos;
        String text = PositionInput.shown(pos);
        try {
            Board board = Board.of(w, h);
            if (game.equals(CONNECT4)) {
                return new ApiRequest(game, text, board, weak, Notation.parse(pos, board), null, null);
            }
            Games.Entry entry = Games.create(POPOUT, w, h, null, false, null);
            return new ApiRequest(game, text, board, weak, null, entry, entry.game().parse(pos.strip()));
        } catch (IllegalArgumentException e) {
            throw new BadRequest(e.getMessage() == null ? "bad position '" + text + "'" : Main.oneLine(e.getMessage()));
        }
    }

    private static int number(Function<String, String> query, String name, int otherwise) {
        String v = query.apply(name);
        if (v == null || v.isBlank()) {
            return otherwise;
        }
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new BadRequest(name + " must be a whole number, not '" + v + "'");
        }
    }

    private static boolean flag(Function<String, String> query, String name) {
        String v = query.apply(name);
        if (v == null || v.isBlank()) {
            return false;
        }
        switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "true":
            case "1":
                return true;
            case "false":
            case "0":
                return false;
            default:
                throw new BadRequest(name + " must be true or false, not '" + v + "'");
        }
    }

    /** Whether this is a Connect-4 request. */
    boolean isConnect4() {
        return c4 != null;
    }
}
