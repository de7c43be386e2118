package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.cli.Run;

class GomokuBenchTest {
    @Test
    void runsChosenOpeningsWithTheirCountsAndSignature() {
        // a small budget: undecided, but every count printed and the signature their threat searches
        Run r = Run.of("bench", "--game", "gomoku", "--threads", "2", "--positions", "1,3", "--nodes", "300");
        assertThat(r.exit()).as(r.err()).isEqualTo(3);
        assertThat(r.outLines()).hasSize(5);
        assertThat(r.outLines().get(0)).startsWith("bench gomoku: 2 openings of 15x15 free-style, threads=2 nodes=300");
        assertThat(r.outLines().get(1)).matches("h8,h9,i9,a1 +\\? +move=- nodes=\\d+ threat-searches=\\d+ db-nodes=\\d+ .*");
        assertThat(r.outLines().get(2)).startsWith("h8,h9,i9,o1 ");
        assertThat(r.outLines().get(3)).startsWith("2 positions: 0 black wins, 2 undecided;");
        long searches = 0;
        for (String line : r.outLines().subList(1, 3)) {
            searches += Long.parseLong(line.replaceAll(".* threat-searches=(\\d+) .*", "$1"));
        }
        assertThat(r.outLines().get(4)).isEqualTo("signature " + searches);
        // deterministic: the same counts again
        assertThat(Run.of("bench", "--game", "gomoku", "--threads", "1", "--positions", "1,3", "--nodes", "300")
                .outLines().get(4)).isEqualTo("signature " + searches);
    }

    @Test
    void badOptionsGiveOneLine() {
        assertThat(Run.of("bench", "--game", "gomoku", "--positions", "5").errLines().get(0))
                .contains("--positions: positions are numbered 1..4, not 5");
        assertThat(Run.of("bench", "--game", "gomoku", "--width", "9").errLines().get(0))
                .contains("--width is not for --game gomoku");
        assertThat(Run.of("bench", "--game", "gomoku", "--nodes", "1").errLines().get(0))
                .contains("--nodes must be at least 2, not 1");
        assertThat(Run.of("bench", "--game", "gomoku", "Test_L3_R1").errLines().get(0))
                .contains("--game gomoku runs its 4 openings, not suites");
    }
}
