package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import zugzwang.cli.Run;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * Every game of the registry has its command-line side, which implements exactly what the game
 * declares; the commands refuse the others with their own message.
 */
class CliGamesTest {
    /** The capabilities a game's GameCommands implements, by the name of the method. */
    private static final Map<Capability, String> IMPLEMENTED_BY = Map.of(Capability.ANALYZE, "analyze",
            Capability.PLAY, "play", Capability.BENCH, "bench");

    @Test
    void everyDefinitionHasItsCommands() {
        assertThat(CliGames.ALL).hasSameSizeAs(Games.DEFINITIONS);
        for (GameDefinition d : Games.DEFINITIONS) {
            for (String name : d.names()) {
                assertThat(CliGames.find(name).orElseThrow().definition()).isSameAs(d);
            }
        }
        assertThat(CliGames.find("chess")).isEmpty();
    }

    @Test
    void theCommandsImplementWhatTheDefinitionDeclares() {
        for (GameCommands c : CliGames.ALL) {
            GameDefinition d = c.definition();
            assertThat(c.solveAlgorithms().stream().map(SolveAlgorithm::name).toList()).as(d.names().toString())
                    .isEqualTo(d.solveAlgorithms());
            IMPLEMENTED_BY.forEach((capability, method) -> assertThat(declares(c, method))
                    .as(d.names() + " " + capability).isEqualTo(d.offers(capability)));
        }
    }

    @Test
    void commandsRefuseGamesThatDoNotOfferThem() {
        assertThat(Run.of("analyze", "--game", "popout", "4").err()).contains("analyze is for --game connect4, connect4-3d, qubic or gomoku, not popout");
        assertThat(Run.of("bench", "--game", "mnk").err()).contains("bench is for --game connect4, connect4-3d, qubic or gomoku, not mnk");
        assertThat(Run.of("play", "--game", "chess").err()).contains("play is for --game connect4, connect4-3d, qubic or gomoku, not chess");
    }

    @Test
    void helpTextsNameTheGamesOfTheRegistry() {
        assertThat(help("analyze")).contains("The game: connect4, connect4-3d, qubic or gomoku (default: connect4).");
        assertThat(help("solve")).contains("The game: connect4, tictactoe, mnk, popout, connect4-3d, qubic or gomoku (default: connect4);"
                + " other games than connect4, connect4-3d or qubic are solved by a proof search");
        assertThat(help("serve")).contains("with game (connect4, popout, connect4-3d, qubic, gomoku), w, h, pos, weak (gomoku: rule).");
        assertThat(help("match")).contains("Positions: connect4 as for solve (move sequences such as 4453, or"
                + " diagrams); tictactoe and mnk: the cells played", "; popout: columns to drop");
    }

    /** A command's help, on one line. */
    private static String help(String command) {
        return Run.of(command, "--help").out().replaceAll("\\s+", " ");
    }

    private static boolean declares(GameCommands c, String method) {
        for (var m : c.getClass().getDeclaredMethods()) {
            if (m.getName().equals(method)) {
                return true;
            }
        }
        return false;
    }
}
