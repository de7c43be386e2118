package zugzwang.cli.shared;

import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.MoveOrdering;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * {@code --game} and its parameters ({@code --width}, {@code --height}, {@code --k},
 * {@code --gravity}): the game of the commands that run the generic algorithms. Also knows, per
 * game, the evaluations ({@code window}, {@code zero}) and move orders ({@code natural},
 * {@code centre}) the commands offer, and parses positions in the game's notation.
 */
public final class GameOptions {
    /** The evaluations of depth-limited searches. */
    public static final List<String> EVALUATIONS = List.of("window", "zero");
    /** The move orders. */
    static final List<String> ORDERS = List.of("natural", "centre");
    /** How positions are written, every game (for the help of the commands: {@link GameHelp}). */
    public static final String NOTATION = "${bundle:game.notation}";

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "connect4",
            description = "The game: ${bundle:game.names} (default: ${DEFAULT-VALUE}).")
    String name;

    @Option(names = {"-w", "--width"}, paramLabel = "COLUMNS",
            description = "Columns of the board (connect4: default 7; mnk: default 3; tictactoe: 3).")
    Integer width;

    @Option(names = {"-H", "--height"}, paramLabel = "ROWS",
            description = "Rows of the board (connect4: default 6; mnk: default 3; tictactoe: 3).")
    Integer height;

    @Option(names = "--k", paramLabel = "K",
            description = "Stones in a line that win (mnk: default 3; connect4: 4; tictactoe: 3).")
    Integer k;

    @Option(names = "--gravity",
            description = "mnk: a move names a column and the stone drops to its lowest empty cell"
                    + " (connect4 always has gravity).")
    boolean gravity;

    @Option(names = "--repetition", paramLabel = "N",
            description = "popout: a draw at the first recurrence of a position (2, the thesis' rule; default) or"
                    + " the second (3, the official rule).")
    Integer repetition;

    @Option(names = "--rule", paramLabel = "RULE",
            description = "gomoku: freestyle (five or more in a row wins; default) or standard (exactly five).")
    String rule;

    private Games.Entry entry;

    /**
     * The game (made once).
     *
     * @throws ParameterException (a usage error) for an unknown game or impossible parameters
     */
    public Game game() {
        return entry().game();
    }

    /**
     * What the game offers (call after {@link #game}, which refuses a name of no game).
     */
    public GameDefinition definition() {
        return Games.definition(name).orElseThrow();
    }

    private Games.Entry entry() {
        if (entry == null) {
            try {
                entry = Games.create(name, width, height, k, gravity, repetition, rule);
            } catch (IllegalArgumentException e) {
                throw usage("--game " + name + ": " + e.getMessage());
            }
        }
        return entry;
    }

    /**
     * The named evaluation for this game: {@code window} (seed 003's scoring of lines) or
     * {@code zero}.
     *
     * @param option the option or argument that named it, for the error message
     * @throws ParameterException (a usage error) for an unknown name
     */
    public Evaluation evaluation(String evaluationName, String option) {
        String e = evaluationName.strip().toLowerCase(Locale.ROOT);
        switch (e) {
            case "zero":
                return Evaluation.ZERO;
            case "window":
                return entry().evaluation();
            default:
                throw usage(option + ": unknown evaluation '" + evaluationName + "': the evaluations are "
                        + String.join(", ", EVALUATIONS));
        }
    }

    /** Whether {@code evaluationName} names an evaluation (case-insensitive). */
    public static boolean isEvaluation(String evaluationName) {
        return EVALUATIONS.contains(evaluationName.strip().toLowerCase(Locale.ROOT));
    }

    /**
     * The named move order: {@code natural} (the game's own) or {@code centre} (moves nearest the
     * centre first; {@code center} is accepted too).
     *
     * @throws ParameterException (a usage error) for an unknown name
     */
    public MoveOrdering ordering(String orderName) {
        String o = orderName.strip().toLowerCase(Locale.ROOT);
        switch (o) {
            case "natural":
                return MoveOrdering.NATURAL;
            case "centre":
            case "center":
                return entry().centreFirst();
            default:
                throw usage("--order: unknown move order '" + orderName + "': the orders are "
                        + String.join(", ", ORDERS));
        }
    }

    /** The canonical name of an order ({@code center} is {@code centre}); call after {@link #ordering}. */
    public static String orderName(String orderName) {
        String o = orderName.strip().toLowerCase(Locale.ROOT);
        return o.equals("center") ? "centre" : o;
    }

    /**
     * A position in the game's notation.
     *
     * @throws IllegalArgumentException with a message naming the offending move
     */
    public GameState parse(String text) {
        return game().parse(text);
    }

    /**
     * A sequence of moves in the game's notation, parseable by {@link #parse}: one character per
     * move where every move code has one digit, else the moves separated by commas.
     */
    public static String sequence(GameState state, List<Integer> moves) {
        boolean commas = state.game().moveCodes() > 9;
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            if (commas && sb.length() > 0) {
                sb.append(',');
            }
            sb.append(state.moveName(m));
        }
        return sb.toString();
    }

    private ParameterException usage(String message) {
        return new ParameterException(mixee.commandLine(), message);
    }
}
