package zugzwang.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/** The server plays exactly the games that declare {@link Capability#SERVE}, each on its own board. */
class ServedGamesTest {
    @Test
    void theServedGamesAreTheGamesThatOfferServe() {
        assertThat(ServedGames.ALL.stream().map(ServedGames.ServedGame::definition).toList())
                .containsExactlyInAnyOrderElementsOf(Games.DEFINITIONS.stream()
                        .filter(d -> d.offers(Capability.SERVE)).toList());
        for (GameDefinition d : Games.DEFINITIONS) {
            for (String name : d.names()) {
                assertThat(ServedGames.find(name).isPresent()).as(name).isEqualTo(d.offers(Capability.SERVE));
            }
        }
        assertThat(ServedGames.find("chess")).isEmpty();
    }

    @Test
    void eachGameHasItsDefaultBoardAndChecksAWorkersMemory() {
        assertThat(size("connect4")).containsExactly(7, 6);
        assertThat(size("popout")).containsExactly(7, 6);
        assertThat(size("connect4-3d")).containsExactly(4, 4);
        assertThat(size("qubic")).containsExactly(4, 4);
        // a worker's table of 1 PiB is more than any table holds, one of 1 KiB too little for the cube's
        assertThatThrownBy(() -> ServedGames.find("connect4").orElseThrow().checkMemory().accept(1L << 50))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
        assertThatThrownBy(() -> ServedGames.find("connect4-3d").orElseThrow().checkMemory().accept(1024))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 KiB");
        assertThatThrownBy(() -> ServedGames.find("qubic").orElseThrow().checkMemory().accept(1024))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 KiB");
        ServedGames.find("qubic").orElseThrow().checkMemory().accept(64L << 20);
        ServedGames.find("connect4").orElseThrow().checkMemory().accept(64L << 20);
        ServedGames.find("connect4-3d").orElseThrow().checkMemory().accept(64L << 20);
    }

    private static int[] size(String game) {
        ServedGames.ServedGame g = ServedGames.find(game).orElseThrow();
        return new int[] {g.width(), g.height()};
    }
}
