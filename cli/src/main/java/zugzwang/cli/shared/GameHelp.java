package zugzwang.cli.shared;

import java.util.ListResourceBundle;
import java.util.stream.Collectors;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * The help texts that name the games, made from the registry of games ({@link Games}) so that a new
 * game appears in every one of them: a resource bundle whose keys the help texts of the commands
 * interpolate (picocli's {@code ${bundle:KEY}}), e.g.
 * {@code "The game: ${bundle:game.names} (default: ${DEFAULT-VALUE})."}, or picocli looks up
 * as an option's description under the command's qualified name ({@code commands.GameChoice}). The keys
 * contain dots, so that picocli never takes one for the description of another option.
 */
public final class GameHelp extends ListResourceBundle {
    /** The bundle's name, for {@code @Command(resourceBundle = GameHelp.NAME)}. */
    public static final String NAME = "zugzwang.cli.shared.GameHelp";
    /** The key of {@code commands.GameChoice}'s description, looked up under each command's name first. */
    public static final String CHOICE = "game.choice";

    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            // every game: "connect4, tictactoe, mnk or popout"
            {"game.names", Games.either(Games.NAMES)},
            // --game of the commands that need a capability (GameChoice): "The game: connect4 ..."
            {"zugzwang.analyze." + CHOICE, choice(Capability.ANALYZE)},
            {"zugzwang.play." + CHOICE, choice(Capability.PLAY)},
            {"zugzwang.bench." + CHOICE, choice(Capability.BENCH)},
            // the games of the server, as a list: "connect4, popout"
            {"game.names.served", String.join(", ", Games.offering(Capability.SERVE))},
            // the games solved by a specialised solver by default: "connect4"
            {"game.names.solver", Games.either(Games.DEFINITIONS.stream().filter(d -> d.solver().isPresent())
                    .flatMap(d -> d.names().stream()).toList())},
            // how positions are written, every game: "Positions: connect4 as for solve (...); ...; popout: ..."
            {"game.notation", Games.DEFINITIONS.stream().map(GameDefinition::notation)
                    .collect(Collectors.joining("; ", "Positions: ", "."))},
        };
    }

    /** The description of --game in a command that needs {@code capability}. */
    private static String choice(Capability capability) {
        return "The game: " + Games.either(Games.offering(capability)) + " (default: ${DEFAULT-VALUE}).";
    }
}
