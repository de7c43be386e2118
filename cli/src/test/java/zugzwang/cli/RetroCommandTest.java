package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code retro}: counts and values of small games, and the up-front refusal of large ones. */
class RetroCommandTest {
    @Test
    void connect4x4JsonHasTheThesisCount() throws IOException {
        Run r = Run.of("retro", "-w", "4", "-H", "4", "--memory", "256m", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertThat(o.get("states").asLong()).isEqualTo(161_029);
        assertThat(o.get("wins").asLong() + o.get("draws").asLong() + o.get("losses").asLong()).isEqualTo(161_029);
        assertThat(o.get("rootValue").asText()).isEqualTo("draw");
        assertThat(o.get("firstMoves").size()).isEqualTo(4);
    }

    @Test
    void ticTacToePlain() {
        Run r = Run.of("retro", "--game", "tictactoe", "--memory", "64m");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines().get(0)).isEqualTo("retro tictactoe: states=5478 wins=2836 draws=1068 losses=1574"
                + " (for the side to move)");
        assertThat(r.outLines().get(1)).startsWith("start: draw;");
    }

    @Test
    void tooLargeIsRefusedUpFront() {
        Run r = Run.of("retro", "-w", "7", "-H", "6");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.err()).contains("connect4 7x6 may have up to", "bytes per state", "more than --memory");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void popoutDenseAndGenericAgree() throws IOException {
        Run dense = Run.of("retro", "--game", "popout", "-w", "4", "-H", "4", "--memory", "256m", "--json");
        Run generic = Run.of("retro", "--game", "popout", "-w", "4", "-H", "4", "--memory", "256m", "--json",
                "--engine", "generic");
        assertThat(dense.exit()).as(dense.err()).isZero();
        assertThat(generic.exit()).as(generic.err()).isZero();
        ObjectMapper m = new ObjectMapper();
        JsonNode d = m.readTree(dense.out());
        JsonNode g = m.readTree(generic.out());
        assertThat(d.get("states").asLong()).isEqualTo(692_427);
        for (String f : new String[] {"game", "states", "wins", "draws", "losses", "rootValue", "firstMoves"}) {
            assertThat(d.get(f)).as(f).isEqualTo(g.get(f));
        }
        assertThat(d.get("engine").asText()).isEqualTo("dense");
        assertThat(g.get("engine").asText()).isEqualTo("generic");
    }

    @Test
    void popoutTooLargeForTheDenseIndexOrTheBudget() {
        Run big = Run.of("retro", "--game", "popout", "-w", "7", "-H", "6");
        assertThat(big.exit()).isEqualTo(2);
        assertThat(big.errLines()).hasSize(1);
        assertThat(big.err()).contains("popout 7x6", "more than 2^31");
        Run budget = Run.of("retro", "--game", "popout", "-w", "5", "-H", "5", "--memory", "100m");
        assertThat(budget.exit()).isEqualTo(2);
        assertThat(budget.err()).contains("popout 5x5", "992,436,543 boards", "more than --memory");
        Run engine = Run.of("retro", "--engine", "dense", "-w", "4", "-H", "4");
        assertThat(engine.exit()).isEqualTo(2);
        assertThat(engine.err()).contains("PopOut's");
        assertThat(engine.out()).isEmpty();
    }
}
