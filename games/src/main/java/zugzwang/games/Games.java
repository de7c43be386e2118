package zugzwang.games;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import zugzwang.core.game.Game;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.MoveOrdering;
import zugzwang.games.connect4.Connect4Definition;
import zugzwang.games.cube.CubeDefinition;
import zugzwang.games.mnk.MnkDefinition;
import zugzwang.games.popout.PopOutDefinition;
import zugzwang.games.gomoku.GomokuDefinition;
import zugzwang.games.qubic.QubicDefinition;

/**
 * The registry of games: every {@link GameDefinition}, and the games by name and parameters, with
 * what the generic algorithms need besides the rules: a heuristic evaluation for depth-limited
 * searches and a static move order. A new game is one more line in {@link #DEFINITIONS}.
 */
public final class Games {
    /** Every game family, in the order help texts and messages list them. */
    public static final List<GameDefinition> DEFINITIONS = List.of(
            new Connect4Definition(),
            new MnkDefinition(),
            new PopOutDefinition(),
            new CubeDefinition(),
            new QubicDefinition(),
            new GomokuDefinition());

    /** Every game name. */
    public static final List<String> NAMES = DEFINITIONS.stream().flatMap(d -> d.names().stream()).toList();

    /**
     * A game and its companions.
     *
     * @param game        the rules
     * @param evaluation  its heuristic: seed 003's window scoring of lines
     * @param centreFirst moves nearest the centre first
     */
    public record Entry(Game game, Evaluation evaluation, MoveOrdering centreFirst) {
    }

    private Games() {
    }

    /** A name as given ({@code " Connect4 "}) as the registry knows it ({@code connect4}). */
    public static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    /** The definition of the game called {@code name} (any case, blanks around it ignored), if any. */
    public static Optional<GameDefinition> definition(String name) {
        String n = key(name);
        return DEFINITIONS.stream().filter(d -> d.names().contains(n)).findFirst();
    }

    /** The names of the games that offer {@code capability}, in registry order. */
    public static List<String> offering(Capability capability) {
        return DEFINITIONS.stream().filter(d -> d.offers(capability)).flatMap(d -> d.names().stream()).toList();
    }

    /**
     * A game by name; null parameters take the game's defaults (connect4: 7x6, k 4, gravity;
     * tictactoe: 3x3, k 3; mnk: 3x3, k 3, no gravity unless asked; popout: 7x6,
     * two-fold repetition).
     *
     * @throws IllegalArgumentException for an unknown name or parameters the game does not allow
     *                                  (a message naming the parameter)
     */
    public static Entry create(String name, Integer width, Integer height, Integer k, boolean gravity) {
        return create(name, width, height, k, gravity, null);
    }

    /**
     * As {@link #create(String, Integer, Integer, Integer, boolean)}, with PopOut's repetition
     * rule: 2 (two-fold, the default) or 3 (three-fold); null takes the default, and other games
     * refuse it.
     */
    public static Entry create(String name, Integer width, Integer height, Integer k, boolean gravity,
            Integer repetition) {
        return create(name, new GameParameters(width, height, k, gravity, repetition));
    }

    /** As {@link #create(String, Integer, Integer, Integer, boolean, Integer)}, with go-moku's rule (null: the default). */
    public static Entry create(String name, Integer width, Integer height, Integer k, boolean gravity,
            Integer repetition, String rule) {
        return create(name, new GameParameters(width, height, k, gravity, repetition, rule));
    }

    /**
     * The game called {@code name} with these parameters ({@link GameDefinition#create}); a
     * repetition rule is refused first by every game that has none.
     *
     * @throws IllegalArgumentException for an unknown name or parameters the game does not allow
     */
    public static Entry create(String name, GameParameters parameters) {
        String n = key(name);
        Optional<GameDefinition> definition = definition(n);
        refuseUnless(parameters.repetition() != null, definition, GameDefinition::hasRepetitionRule, n, "has a repetition rule");
        refuseUnless(parameters.rule() != null, definition, GameDefinition::hasRules, n, "takes --rule");
        return definition.orElseThrow(() -> new IllegalArgumentException("unknown game '" + name
                + "': the games are " + String.join(", ", NAMES))).create(n, parameters);
    }

    /** A parameter given to a game that does not take it: "only popout has a repetition rule, not connect4". */
    private static void refuseUnless(boolean given, Optional<GameDefinition> definition,
            java.util.function.Predicate<GameDefinition> takes, String name, String what) {
        if (given && !definition.map(takes::test).orElse(false)) {
            List<String> having = DEFINITIONS.stream().filter(takes).flatMap(d -> d.names().stream()).toList();
            throw new IllegalArgumentException("only " + either(having) + " " + what + ", not " + name);
        }
    }

    /**
     * The game of a name as {@link Game#name()} prints it: {@code connect4 7x6},
     * {@code tictactoe}, {@code mnk 4x4 k3} or {@code mnk 7x6 k4 gravity} (as written in strategy
     * files).
     *
     * @throws IllegalArgumentException if no game has that name
     */
    public static Game byName(String name) {
        String n = name.strip();
        Game g = DEFINITIONS.stream().map(d -> d.named(n)).flatMap(Optional::stream).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown game '" + n + "': games are named like "
                        + either(DEFINITIONS.stream().flatMap(d -> d.printedNames().stream())
                                .map(p -> "'" + p + "'").toList())));
        if (!g.name().equals(n)) { // e.g. "mnk 3x3 k3" is called tictactoe
            throw new IllegalArgumentException("unknown game '" + n + "': did you mean '" + g.name() + "'?");
        }
        return g;
    }

    /** Items as a sentence lists alternatives: {@code a}, {@code a or b}, {@code a, b or c}. */
    public static String either(List<String> items) {
        int n = items.size();
        return n <= 1 ? String.join("", items)
                : String.join(", ", items.subList(0, n - 1)) + " or " + items.get(n - 1);
    }
}
