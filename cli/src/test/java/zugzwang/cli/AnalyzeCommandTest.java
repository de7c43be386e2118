package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class AnalyzeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void scoresEveryColumnOfTheEmpty5x4Board() {
        Run r = Run.of("analyze", "--width", "5", "--height", "4", "-t", "1", "-m", "16m", "");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).containsExactly(
                "empty board (5x4, x to move, 0 stones)",
                "column   1   2   3   4   5",
                "score   -1   0   0   0  -1");
    }

    @Test
    void marksFullColumnsAndSeparatesBlocks() {
        Run r = Run.input("1111\n\n", "analyze", "-w", "4", "-H", "4", "-t", "1", "-m", "16m");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(7);
        assertThat(r.outLines().get(0)).isEqualTo("1111 (4x4, x to move, 4 stones)");
        assertThat(r.outLines().get(2)).matches("score    -(\\s+-?\\d+){3}");
        assertThat(r.outLines().get(3)).isEmpty();
        assertThat(r.outLines().get(4)).isEqualTo("empty board (4x4, x to move, 0 stones)");
    }

    @Test
    void jsonHasAScoreOrNullPerColumn() throws Exception {
        Run r = Run.of("analyze", "--json", "-w", "4", "-H", "4", "-t", "1", "-m", "16m", "1111", "");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(2);
        JsonNode o = JSON.readTree(r.outLines().get(0));
        assertThat(o.get("position").asText()).isEqualTo("1111");
        assertThat(o.get("board").asText()).isEqualTo("4x4");
        JsonNode moves = o.get("moves");
        assertThat(moves.size()).isEqualTo(4);
        assertThat(moves.get("1").isNull()).isTrue();
        assertThat(moves.get("2").isInt()).isTrue();
        assertThat(o.get("nodes").isIntegralNumber()).isTrue();
        assertThat(o.get("millis").isNumber()).isTrue();
        JsonNode empty = JSON.readTree(r.outLines().get(1));
        empty.get("moves").forEach(v -> assertThat(v.asInt()).isBetween(-8, 0)); // 4x4 is a draw
    }

    @Test
    void weakScoresAreSigns() throws Exception {
        Run r = Run.of("analyze", "--json", "--weak", "-w", "5", "-H", "4", "-t", "1", "-m", "16m", "");
        JsonNode moves = JSON.readTree(r.outLines().get(0)).get("moves");
        assertThat(moves.get("1").asInt()).isEqualTo(-1);
        assertThat(moves.get("3").asInt()).isEqualTo(0);
    }

    @Test
    void aFinishedGameHasNoPlayableColumn() {
        Run r = Run.of("analyze", "-w", "4", "-H", "4", "-t", "1", "-m", "16m", "1212121");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).containsExactly(
                "1212121 (4x4, game over: x has won, 7 stones)",
                "column   1   2   3   4",
                "score    -   -   -   -");
    }

    @Test
    void badLinesAreReportedAndTheRestAnalyzed() {
        Run r = Run.input("9\n12\n", "analyze", "-w", "4", "-H", "4", "-t", "1", "-m", "16m");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.errLines()).containsExactly("zugzwang: error: line 1: '9': move 1: column 9 is out of range 1..4");
        assertThat(r.outLines().get(0)).isEqualTo("12 (4x4, x to move, 2 stones)");
    }
}
