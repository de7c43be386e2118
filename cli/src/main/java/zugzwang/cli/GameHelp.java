package zugzwang.cli;

import java.util.ListResourceBundle;
import java.util.stream.Collectors;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * The help texts that name the games, made from the registry of games ({@link Games}) so that a new
 * game appears in every one of them: a resource bundle whose keys the help texts of the commands
 * interpolate (picocli's {@code ${bundle:KEY}}), e.g.
 * {@code "The game: ${bundle:game.names} (default: ${DEFAULT-VALUE})."}. The keys contain dots, so
 * that picocli never takes one for the description of an option.
 */
public final class GameHelp extends ListResourceBundle {
    /** The bundle's name, for {@code @Command(resourceBundle = GameHelp.NAME)}. */
    static final String NAME = "zugzwang.cli.GameHelp";

    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            // every game: "connect4, tictactoe, mnk or popout"
            {"game.names", Games.either(Games.NAMES)},
            // the games of the commands that need a capability: "connect4"
            {"game.names.analyze", Games.either(Games.offering(Capability.ANALYZE))},
            {"game.names.play", Games.either(Games.offering(Capability.PLAY))},
            {"game.names.bench", Games.either(Games.offering(Capability.BENCH))},
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
}
