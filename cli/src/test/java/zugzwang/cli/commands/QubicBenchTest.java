package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.cli.Run;

class QubicBenchTest {
    @Test
    void provesChosenPositionsOfAllisSet() {
        Run r = Run.of("bench", "--game", "qubic", "--threads", "2", "--positions", "2,5..6");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(5);
        assertThat(r.outLines().get(0)).startsWith("bench qubic: 3 of Allis' four-ply positions");
        assertThat(r.outLines().subList(1, 4)).allMatch(l -> l.matches("w=\\d+,\\d+ b=\\d+,\\d+ +win +nodes=\\d+ .*"));
        assertThat(r.outLines().get(4)).startsWith("3 positions: 3 first-player wins, 0 not, 0 undecided;");
    }

    @Test
    void aTinyBudgetLeavesThemUndecided() {
        Run r = Run.of("bench", "--game", "qubic", "--threads", "1", "--positions", "1", "--nodes", "3");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.outLines().get(2)).startsWith("1 positions: 0 first-player wins, 0 not, 1 undecided;");
    }

    @Test
    void badOptionsGiveOneLine() {
        assertThat(Run.of("bench", "--game", "qubic", "--positions", "196").errLines().get(0))
                .contains("--positions: positions are numbered 1..195, not 196");
        assertThat(Run.of("bench", "--game", "qubic", "--threads", "0").errLines().get(0))
                .contains("--threads must be between 1 and 256, not 0");
        assertThat(Run.of("bench", "--game", "qubic", "--difficulty", "28").errLines().get(0))
                .contains("--difficulty is not for --game qubic");
        assertThat(Run.of("bench", "--game", "qubic", "Test_L3_R1").errLines().get(0))
                .contains("--game qubic runs Allis' 195 four-ply positions, not suites");
    }
}
