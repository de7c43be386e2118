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
}
