package zugzwang.cli.shared;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;

/**
 * The positions of {@code solve} and {@code analyze}: the arguments, or else one per line of
 * standard input (an empty or blank line is the start position). A position that does not parse
 * is reported as one error line naming the argument or line; the others are still handled.
 */
public final class PositionInput {
    /** Handles one good position; {@code text} is the position as given, on one line. */
    @FunctionalInterface
    public interface Handler<P> {
        void handle(String text, P position) throws IOException;
    }

    private PositionInput() {
    }

    /**
     * Parses every Connect-4 position (sequences or diagrams) and hands the good ones to the
     * handler, in order.
     *
     * @return the number of positions that did not parse
     */
    public static int forEach(Console main, List<String> arguments, Board board, Handler<Position> handler) throws IOException {
        return each(main, arguments, text -> Notation.parse(text, board), handler);
    }

    /**
     * As {@link #forEach}, for any game: positions in the game's notation ({@link Game#parse}).
     *
     * @return the number of positions that did not parse
     */
    public static int forEachState(Console main, List<String> arguments, Game game, Handler<GameState> handler)
            throws IOException {
        return each(main, arguments, text -> game.parse(text.strip()), handler);
    }

    /**
     * As {@link #forEach}, with the game's own parser (for games with a specialised solver).
     *
     * @return the number of positions that did not parse
     */
    public static <P> int forEachParsed(Console main, List<String> arguments, Function<String, P> parse, Handler<P> handler)
            throws IOException {
        return each(main, arguments, parse, handler);
    }

    /**
     * Whether positions were given as arguments and none of them parses; if so each is reported
     * as {@link #forEachParsed} reports it. For a command that makes files or joins a cluster for
     * its positions (a store, a job log): it asks this first, and makes nothing for nothing.
     */
    public static <P> boolean noneParses(Console main, List<String> arguments, Function<String, P> parse)
            throws IOException {
        if (arguments == null || arguments.isEmpty()) {
            return false;
        }
        for (String a : arguments) {
            try {
                parse.apply(a);
                return false;
            } catch (IllegalArgumentException e) {
                // bad: try the next
            }
        }
        each(main, arguments, parse, (text, position) -> { });
        return true;
    }

    /** The loop of both: {@code parse} throws an {@link IllegalArgumentException} for bad text. */
    private static <P> int each(Console main, List<String> arguments, Function<String, P> parse, Handler<P> handler)
            throws IOException {
        int bad = 0;
        if (arguments != null && !arguments.isEmpty()) {
            for (int i = 0; i < arguments.size() && !main.out().checkError(); i++) {
                bad += one(main, "argument " + (i + 1), arguments.get(i), parse, handler);
            }
        } else {
            int n = 0;
            // stop when standard output is gone (e.g. piped into head)
            for (String line; !main.out().checkError() && (line = main.in().readLine()) != null; ) {
                bad += one(main, "line " + ++n, line, parse, handler);
            }
        }
        return bad;
    }

    private static <P> int one(Console main, String where, String text, Function<String, P> parse, Handler<P> handler)
            throws IOException {
        String shown = shown(text);
        P position;
        try {
            position = parse.apply(text);
        } catch (IllegalArgumentException e) {
            main.error(where + ": '" + shown + "': " + e.getMessage());
            return 1;
        }
        handler.handle(shown, position);
        return 0;
    }

    /** The text without surrounding blanks and on one line (line breaks of a diagram become '/'). */
    public static String shown(String text) {
        return text.strip().replaceAll("\\s*\\R\\s*", "/");
    }
}
