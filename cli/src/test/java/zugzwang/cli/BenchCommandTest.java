package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.games.connect4.solver.SolverOptions;

class BenchCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SUITE = Pattern.compile("^Test_L3_R1\\s+7x6 positions=50 mean=\\d+\\.\\d{3}ms"
            + " median=\\d+\\.\\d{3}ms nodes/pos=\\d+\\.\\d nodes/s=\\d+ signature=(\\d+) mismatches=0$");

    @Test
    void runsASuiteAndChecksTheScores() {
        Run r = Run.of("bench", "Test_L3_R1", "--limit", "50", "--threads", "1", "--memory", "16m");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).hasSize(4);
        assertThat(r.outLines().get(0)).isEqualTo("bench threads=1 memory=16 MiB runs=1 warmup=200 strong");
        Matcher m = SUITE.matcher(r.outLines().get(1));
        assertThat(m.matches()).as(r.outLines().get(1)).isTrue();
        assertThat(r.outLines().get(2)).matches("total\\s+positions=50 mean=\\d+\\.\\d{3}ms nodes/pos=\\d+\\.\\d"
                + " nodes/s=\\d+ mismatches=0");
        assertThat(r.outLines().get(3)).isEqualTo("signature " + m.group(1));

        // with one thread the node count is deterministic
        Run again = Run.of("bench", "Test_L3_R1", "--limit", "50", "--threads", "1", "--memory", "16m",
                "--warmup", "0", "--runs", "2");
        assertThat(again.exit()).isZero();
        assertThat(again.outLines()).contains("signature " + m.group(1));
    }

    /**
     * {@code --two-word} runs the two-word solver on a one-word suite: the same search, so the same
     * scores and (one thread, tables of as many buckets: 2.5 times the memory) the same node count
     * as the one-word solver's, node for node.
     */
    @Test
    void theTwoWordSolverSearchesAOneWordSuiteNodeForNode() {
        // 17m: a near table of 1 MiB and 2^20 far buckets of 16 bytes; 42.5m: 2.5 MiB and 2^20 of 40
        Run one = Run.of("bench", "Test_L2_R2", "--limit", "40", "--threads", "1", "--memory", "17m", "--warmup", "0");
        Run two = Run.of("bench", "Test_L2_R2", "--limit", "40", "--threads", "1", "--memory", "42.5m", "--warmup", "0",
                "--two-word");
        assertThat(one.exit()).as(one.err()).isZero();
        assertThat(two.exit()).as(two.err()).isZero();
        assertThat(two.outLines().get(0)).isEqualTo("bench threads=1 memory=42.5 MiB runs=1 warmup=0 strong two-word");
        assertThat(two.outLines().get(1)).contains("mismatches=0");
        String signature = one.outLines().get(one.outLines().size() - 1);
        assertThat(signature).matches("signature [1-9]\\d*");
        assertThat(two.outLines().get(two.outLines().size() - 1)).isEqualTo(signature);

        Run refused = Run.of("bench", "Test_L2_R2", "--two-word", "--algorithms", "pn");
        assertThat(refused.exit()).isEqualTo(2);
        assertThat(refused.err()).contains("--two-word is for the exact solver");
        Run cube = Run.of("bench", "--game", "connect4-3d", "--two-word");
        assertThat(cube.exit()).isEqualTo(2);
        assertThat(cube.err()).contains("--two-word is not for --game connect4-3d");
    }

    /**
     * {@code bench serve} asks a real server in the process over HTTP: one line per size, every
     * request answered (exit 0).
     */
    @Test
    void serveTimesTheAnalysisOverHttp() {
        Run r = Run.of("bench", "serve", "--limit", "1", "--threads", "2", "--memory", "64m");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(3);
        assertThat(r.outLines().get(0)).isEqualTo(
                "bench serve threads=2 memory=64 MiB positions=1 per size (random games, seed 1)");
        for (int i = 1; i <= 2; i++) {
            assertThat(r.outLines().get(i)).matches("serve-" + (4 + 2 * i) + " 7x6 positions=1 median=\\d+ms max=\\d+ms"
                    + " mean=\\d+ms nodes/pos=[1-9]\\d*");
        }
    }

    @Test
    void serveRefusesWhatItDoesNotUse() {
        Run weak = Run.of("bench", "serve", "--weak");
        assertThat(weak.exit()).isEqualTo(2);
        assertThat(weak.err()).contains("--weak is not for bench serve");
        Run mixed = Run.of("bench", "serve", "Test_L1_R1");
        assertThat(mixed.exit()).isEqualTo(2);
        assertThat(mixed.err()).contains("'serve' runs alone");
        Run noEtc = Run.of("bench", "serve", "--no-etc");
        assertThat(noEtc.exit()).isEqualTo(2);
        assertThat(noEtc.err()).contains("--no-etc is a switch of Connect-4's exact solver, not for bench serve");
    }

    /**
     * {@code --algorithms} makes one pass per algorithm (--runs and --warmup would be ignored);
     * without {@code solver} nothing reads the solver's switches or --threads, with only it nothing
     * reads --nodes.
     */
    @Test
    void algorithmsRefuseWhatTheyDoNotRead() {
        String[][] cases = {
                {"--runs is not for --algorithms", "pn", "--runs", "2"},
                {"--warmup is not for --algorithms", "pn", "--warmup", "2"},
                {"--no-etc is a switch of Connect-4's exact solver, not for --algorithms without solver", "pn,dfpn",
                        "--no-etc"},
                {"--threads is not for --algorithms without solver", "pn", "--threads", "2"},
                {"--nodes is not for --algorithms solver", "solver", "--nodes", "1000"},
        };
        for (String[] c : cases) {
            List<String> args = new ArrayList<>(List.of("bench", "Test_L3_R1", "--algorithms"));
            args.addAll(Arrays.asList(c).subList(1, c.length));
            Run r = Run.of(args.toArray(String[]::new));
            assertThat(r.exit()).as(c[0]).isEqualTo(2);
            assertThat(r.err()).contains(c[0]);
            assertThat(r.out()).isEmpty();
        }
        Run both = Run.of("bench", "Test_L3_R1", "--algorithms", "solver,pn", "--limit", "2", "--threads", "1",
                "--nodes", "100000", "--memory", "16m");
        assertThat(both.exit()).as(both.err()).isZero();
    }

    /** With the rules the scores are still all right (mismatches=0) and the header says so. */
    @Test
    void rulesKeepTheScores() {
        Run r = Run.of("bench", "Test_L2_R1", "--limit", "30", "--threads", "1", "--memory", "16m", "--weak",
                "--warmup", "0", "--rules");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines().get(0)).isEqualTo("bench threads=1 memory=16 MiB rules=" + EngineOptions.DEFAULT_RULES_STONES
                + " rules-work=" + SolverOptions.DEFAULT_RULES_WORK + " runs=1 warmup=0 weak");
        assertThat(r.outLines().get(1)).contains("mismatches=0");
        Run n = Run.of("bench", "Test_L2_R1", "--limit", "30", "--threads", "1", "--memory", "16m",
                "--warmup", "0", "--rules=42", "--rules-work", "0");
        assertThat(n.exit()).isZero();
        assertThat(n.outLines().get(0)).contains(" rules=42 ");
        assertThat(n.outLines().get(1)).contains("mismatches=0");
    }

    @Test
    void jsonHasOneObjectPerSuiteAndATotal() throws Exception {
        Run r = Run.of("bench", "--json", "test_l3_r1", "endgame_L1", "--limit", "20", "--threads", "1",
                "--memory", "16m", "--weak");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(3);
        long sum = 0;
        for (int i = 0; i < 2; i++) {
            JsonNode o = JSON.readTree(r.outLines().get(i));
            for (String field : new String[] {"suite", "board", "positions", "threads", "memory", "meanMillis",
                    "medianMillis", "meanNodes", "nodesPerSecond", "signature", "mismatches"}) {
                assertThat(o.has(field)).as(field).isTrue();
            }
            assertThat(o.get("positions").asInt()).isEqualTo(20);
            assertThat(o.get("threads").asInt()).isEqualTo(1);
            assertThat(o.get("memory").asLong()).isEqualTo(16L << 20);
            assertThat(o.get("mismatches").asInt()).isZero();
            assertThat(o.get("weak").asBoolean()).isTrue();
            sum += o.get("signature").asLong();
        }
        assertThat(JSON.readTree(r.outLines().get(0)).get("suite").asText()).isEqualTo("Test_L3_R1");
        assertThat(JSON.readTree(r.outLines().get(1)).get("board").asText()).isEqualTo("9x5");
        JsonNode total = JSON.readTree(r.outLines().get(2)).get("total");
        assertThat(total.get("positions").asInt()).isEqualTo(40);
        assertThat(total.get("signature").asLong()).isEqualTo(sum);
        assertThat(total.get("mismatches").asInt()).isZero();
    }
}
