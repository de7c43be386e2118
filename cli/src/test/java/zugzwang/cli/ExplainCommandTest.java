package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class ExplainCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void appendixBOpeningIsADrawForBlackWithItsRules() {
        Run r = Run.of("explain", "12");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).isEqualTo("12 (7x6, x to move, 2 stones): second-at-least-draws");
        assertThat(r.out()).contains("Baseinverse e1 f1: whenever White plays one of e1 and f1, Black answers with the other.");
    }

    @Test
    void jsonHasVerdictAndRules() throws Exception {
        Run r = Run.of("explain", "--json", "-w", "6", "-H", "6", "", "4");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(2);
        JsonNode o = JSON.readTree(r.outLines().get(0));
        assertThat(o.get("verdict").asText()).isEqualTo("second-at-least-draws");
        assertThat(o.get("rules").size()).isPositive();
        assertThat(o.get("rules").get(0).asText()).startsWith("Before ");
        JsonNode after = JSON.readTree(r.outLines().get(1));
        assertThat(after.get("verdict").asText()).isEqualTo("second-at-least-draws");
        assertThat(after.get("move").isInt()).isTrue();
    }

    @Test
    void oddRowsAreUnknownWithTheReason() {
        Run r = Run.of("explain", "-H", "5", "1");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines().get(0)).endsWith(": unknown");
        assertThat(r.out()).contains("odd number of rows");
    }

    @Test
    void badPositionIsOneErrorLine() {
        Run r = Run.of("explain", "1111111");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.errLines().get(0)).startsWith("zugzwang: error: ");
    }

    @Test
    void cnsSolvesTheEmpty4x4BoardAsADraw() throws Exception {
        // the exact solver: 4x4 is a draw (zugzwang solve -w 4 -H 4 '' gives 0)
        Run r = Run.of("explain", "--search", "cns", "--json", "-w", "4", "-H", "4", "");
        assertThat(r.exit()).isZero();
        JsonNode o = JSON.readTree(r.outLines().get(0));
        assertThat(o.get("value").asText()).isEqualTo("draw");
        assertThat(o.get("firstWins").asInt()).isEqualTo(-1);
        assertThat(o.get("secondWins").asInt()).isEqualTo(-1);
        assertThat(o.get("nodes").asLong()).isPositive();
    }

    @Test
    void cnsFirstOnlyAfterA1IsProvedByTheRulesAtTheRoot() {
        Run r = Run.of("explain", "--search", "cns", "--first-only", "1");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines().get(0)).startsWith("1 (7x6, o to move, 1 stone): second-at-least-draws nodes 1 ");
    }

    @Test
    void badSearchOptionsAreOneErrorLine() {
        for (String[] args : new String[][] {{"explain", "--search", "pns", "1"},
                {"explain", "--search", "cns", "--tree-nodes", "10", "1"}}) {
            Run r = Run.of(args);
            assertThat(r.exit()).isEqualTo(2);
            assertThat(r.errLines()).hasSize(1);
            assertThat(r.errLines().get(0)).startsWith("zugzwang: error: ");
        }
    }
}
