package zugzwang.cli.serve;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.PositionInput;
import zugzwang.games.Capability;
import zugzwang.games.Games;
import zugzwang.games.connect4.Connect4Definition;
import zugzwang.games.gomoku.GomokuDefinition;

/**
 * The parameters of one API request ({@code game}, {@code w}, {@code h}, {@code pos},
 * {@code weak}, and go-moku's {@code rule}), checked: the position read by its game as the commands read it
 * ({@link ServedGames}).
 *
 * @param game     the game's name, one of the games that offer {@link Capability#SERVE}
 * @param text     the position as given, on one line ({@link PositionInput#shown})
 * @param weak     whether only win / draw / loss is asked
 * @param position the position, ready to answer
 */
record ApiRequest(String game, String text, boolean weak, ApiPosition position) {
    /** The game of a request that names none. */
    static final String DEFAULT_GAME = Connect4Definition.NAME;

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
        game = game == null || game.isBlank() ? DEFAULT_GAME : Games.key(game);
        Optional<ServedGames.ServedGame> served = ServedGames.find(game);
        if (served.isEmpty()) {
            throw new BadRequest("game must be " + Games.either(Games.offering(Capability.SERVE)) + ", not '"
                    + query.apply("game") + "'");
        }
        int w = number(query, "w", served.get().width());
        int h = number(query, "h", served.get().height());
        boolean weak = flag(query, "weak");
        String rule = query.apply("rule");
        rule = rule == null || rule.isBlank() ? null : rule.strip();
        if (rule != null && !game.equals(GomokuDefinition.NAME)) {
            throw new BadRequest("rule is for game " + GomokuDefinition.NAME + " only, not " + game);
        }
        String pos = query.apply("pos");
        pos = pos == null ? "" : pos;
        String text = PositionInput.shown(pos);
        try {
            return new ApiRequest(game, text, weak, served.get().reader().read(w, h, pos, rule));
        } catch (IllegalArgumentException e) {
            throw new BadRequest(e.getMessage() == null ? "bad position '" + text + "'" : Console.oneLine(e.getMessage()));
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
}
