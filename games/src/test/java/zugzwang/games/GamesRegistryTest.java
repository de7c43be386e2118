package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.Game;

/** The registry of games: every definition is consistent with itself and with the others. */
class GamesRegistryTest {
    private static final GameParameters DEFAULTS = new GameParameters(null, null, null, false, null);

    @Test
    void namesAreTheDefinitionsNamesInOrderAndUnique() {
        assertThat(Games.NAMES).containsExactly("connect4", "tictactoe", "mnk", "popout", "connect4-3d", "qubic", "gomoku");
        Set<String> seen = new HashSet<>();
        for (GameDefinition d : Games.DEFINITIONS) {
            for (String name : d.names()) {
                assertThat(seen.add(name)).as(name).isTrue();
                assertThat(name).isEqualTo(Games.key(name));
                assertThat(Games.definition(" " + name.toUpperCase() + " ")).containsSame(d);
            }
        }
        assertThat(Games.definition("chess")).isEmpty();
    }

    @Test
    void everyGameIsMadeWithItsDefaultsAndFoundByItsPrintedName() {
        for (GameDefinition d : Games.DEFINITIONS) {
            for (String name : d.names()) {
                String printed = d.create(name, DEFAULTS).game().name();
                assertThat(Games.create(name, DEFAULTS).game().name()).isEqualTo(printed);
                assertThat(d.named(printed).map(Game::name)).contains(printed);
                assertThat(Games.byName(printed).name()).isEqualTo(printed);
            }
            for (String printed : d.printedNames()) {
                assertThat(Games.byName(printed).name()).isEqualTo(printed);
                assertThat(d.named(printed).map(Game::name)).contains(printed);
            }
        }
    }

    @Test
    void specialisedSolversAreAmongTheAlgorithms() {
        for (GameDefinition d : Games.DEFINITIONS) {
            d.solver().ifPresent(s -> assertThat(d.solveAlgorithms()).as(d.names().toString()).contains(s));
            assertThat(new HashSet<>(d.solveAlgorithms())).hasSameSizeAs(d.solveAlgorithms());
        }
        assertThat(Games.definition("connect4").orElseThrow().solver()).contains("solver");
        assertThat(Games.definition("popout").orElseThrow().solveAlgorithms()).containsExactly("handicap");
        assertThat(Games.definition("mnk").orElseThrow().solveAlgorithms()).isEmpty();
    }

    @Test
    void capabilitiesSayWhatTheCommandsMayDo() {
        assertThat(Games.offering(Capability.ANALYZE)).containsExactly("connect4", "connect4-3d", "qubic", "gomoku");
        assertThat(Games.offering(Capability.SERVE)).containsExactly("connect4", "popout", "connect4-3d", "qubic", "gomoku");
        assertThat(Games.offering(Capability.EXPLAIN)).containsExactly("connect4");
        assertThat(Games.offering(Capability.RETRO)).containsExactly("popout");
        assertThat(Games.definition("tictactoe").orElseThrow().capabilities()).isEmpty();
    }

    @Test
    void parametersAGameDoesNotTakeAreRefusedNamingThem() {
        assertThatThrownBy(() -> Games.create("connect4", new GameParameters(null, null, null, false, 3)))
                .hasMessage("only popout has a repetition rule, not connect4");
        assertThatThrownBy(() -> Games.create("chess", new GameParameters(null, null, null, false, 3)))
                .hasMessage("only popout has a repetition rule, not chess");
        assertThatThrownBy(() -> Games.create("Chess", DEFAULTS))
                .hasMessage("unknown game 'Chess': the games are connect4, tictactoe, mnk, popout, connect4-3d, qubic, gomoku");
        assertThatThrownBy(() -> Games.create("popout", new GameParameters(null, null, 5, false, 0)))
                .hasMessage("repetition must be 2 (two-fold) or 3 (three-fold), not 0");
        assertThatThrownBy(() -> Games.create("tictactoe", new GameParameters(null, null, null, true, null)))
                .hasMessage("tictactoe has no gravity: use the mnk game with gravity");
        assertThatThrownBy(() -> Games.create("qubic", new GameParameters(null, null, null, true, null)))
                .hasMessage("qubic has no gravity (the cube with gravity is --game connect4-3d)");
        assertThatThrownBy(() -> Games.create("qubic", new GameParameters(5, null, null, false, null)))
                .hasMessage("qubic is played on the 4x4x4 cube: no --width or --height");
        assertThatThrownBy(() -> Games.create("qubic", new GameParameters(null, null, 3, false, null)))
                .hasMessage("qubic is four in a line: k must be 4");
        assertThat(Games.byName("qubic").name()).isEqualTo("qubic");
        assertThatThrownBy(() -> Games.byName("go 19x19")).hasMessage("unknown game 'go 19x19': games are named like"
                + " 'connect4 7x6', 'tictactoe', 'mnk 4x4 k3', 'mnk 7x6 k4 gravity', 'popout 7x6', 'popout 7x6 r3', 'connect4-3d', 'qubic',"
                + " 'gomoku 15x15 freestyle' or 'gomoku 9x9 standard'");
    }

    @Test
    void eitherListsAlternatives() {
        assertThat(Games.either(List.of())).isEmpty();
        assertThat(Games.either(List.of("a"))).isEqualTo("a");
        assertThat(Games.either(List.of("a", "b"))).isEqualTo("a or b");
        assertThat(Games.either(List.of("a", "b", "c"))).isEqualTo("a, b or c");
    }
}
