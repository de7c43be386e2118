package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.core.proof.ProofSearches;

/** {@code solve --algorithm}, {@code solve --proof}, {@code verify} and {@code bench --algorithms}. */
class ProofCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Every proof search gives the known weak values: tic-tac-toe, 4x4 and 5x4 Connect-4. */
    @Test
    void everyAlgorithmSolvesKnownPositions() throws IOException {
        for (String algorithm : ProofSearches.NAMES) {
            // tic-tac-toe: the start is a draw; x in a corner, o in the opposite corner: x wins;
            // x centre, o edge: x wins; a finished game (x 1,2,3): o to move has lost
            Run r = Run.of("solve", "--game", "tictactoe", "--algorithm", algorithm, "--json", "", "19", "52", "14253");
            assertThat(r.exit()).as(algorithm + ": " + r.err()).isZero();
            List<JsonNode> out = json(r);
            assertThat(out).extracting(o -> o.get("value").asInt()).as(algorithm).containsExactly(0, 1, 1, -1);
            assertThat(out.get(0).get("proved").asText()).isEqualTo("second at least draws, first at least draws");
            assertThat(out.get(0).get("questions")).hasSize(2);
            assertThat(out.get(1).get("questions")).hasSize(1);
            assertThat(out.get(1).get("proved").asText()).isEqualTo("first wins");
            assertThat(out.get(3).get("proved").asText()).isEqualTo("first wins");
            // the move that keeps the win after 1,9 (x to move) is a winning move: check it
            String best = out.get(1).get("bestMove").asText();
            Run after = Run.of("solve", "--game", "tictactoe", "--algorithm", algorithm, "19" + best);
            assertThat(after.out()).as(algorithm).startsWith("19" + best + " -1 loss");
            // Connect-4 4x4 and 5x4 empty boards are draws; 5x4 after column 1: the second player wins
            Run c4 = Run.of("solve", "--algorithm", algorithm, "-w", "4", "-H", "4", "");
            assertThat(c4.out()).as(algorithm).startsWith("'' 0 draw");
            Run c5 = Run.of("solve", "--algorithm", algorithm, "-w", "5", "-H", "4", "1");
            assertThat(c5.out()).as(algorithm).startsWith("1 1 win proved=\"second wins\"");
            assertThat(c5.out()).contains("algorithm=" + algorithm, "created=", "expanded=", "max-tree=", "time=");
        }
    }

    @Test
    void aNodeBudgetLeavesTheValueUnknown() throws IOException {
        for (String algorithm : ProofSearches.NAMES) {
            Run r = Run.of("solve", "--algorithm", algorithm, "--nodes", "5000", "--json", "");
            assertThat(r.exit()).as(algorithm).isEqualTo(Main.EXIT_UNDECIDED);
            JsonNode o = json(r).get(0);
            assertThat(o.get("value").isNull()).isTrue();
            assertThat(o.get("result").asText()).isEqualTo("unknown");
            assertThat(o.get("questions").get(0).get("stopped").asText()).isEqualTo("node budget");
        }
    }

    @Test
    void proofsAreWrittenVerifiedAndTamperingIsCaught() throws IOException {
        Path file = dir.resolve("c4.proof");
        // 5x4 after column 1: the second player (to move) wins
        Run r = Run.of("solve", "-w", "5", "-H", "4", "--proof", file.toString(), "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("proof: ", "(second wins)", "zugzwang verify");
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines).startsWith("zugzwang-proof 1", "game connect4 5x4", "root 1", "attacker second", "goal win");
        Run ok = Run.of("verify", file.toString());
        assertThat(ok.exit()).isZero();
        assertThat(ok.out()).startsWith("valid: ");
        // the go-moku verifier's options are refused for another game's proof, not ignored
        for (String option : new String[] {"--per-depth", "--progress"}) {
            Run refused = Run.of("verify", option, file.toString());
            assertThat(refused.exit()).isEqualTo(2);
            assertThat(refused.errLines()).hasSize(1);
            assertThat(refused.errLines().get(0)).contains(option + " is for go-moku proofs; " + file + " is not one");
        }

        // change the reply of the first strategy line below the root to another legal column
        // until the verifier finds a hole (some replies may also win)
        int tampered = 0;
        for (int i = 0; i < lines.size() && tampered == 0; i++) {
            String line = lines.get(i);
            if (line.startsWith("#") || line.startsWith("zugzwang") || !line.matches("\\S+ \\d")) {
                continue;
            }
            String[] f = line.split(" ");
            for (int c = 1; c <= 5; c++) {
                if (String.valueOf(c).equals(f[1])) {
                    continue;
                }
                List<String> copy = new ArrayList<>(lines);
                copy.set(i, f[0] + " " + c);
                Path bad = dir.resolve("bad" + i + "_" + c + ".proof");
                Files.write(bad, copy, StandardCharsets.UTF_8);
                Run v = Run.of("verify", bad.toString());
                if (v.exit() != 0) {
                    assertThat(v.exit()).isEqualTo(1);
                    assertThat(v.out()).startsWith("invalid: ");
                    assertThat(v.err()).isEmpty();
                    tampered++;
                    break;
                }
            }
        }
        assertThat(tampered).as("some reply change is caught").isEqualTo(1);
    }

    @Test
    void aDrawProofIsTheSideToMovesAtLeastDraw() throws IOException {
        Path file = dir.resolve("ttt.proof");
        Run r = Run.of("solve", "--game", "tictactoe", "--proof", file.toString(), "");
        assertThat(r.exit()).isZero();
        assertThat(Files.readAllLines(file)).contains("attacker first", "goal draw", "game tictactoe", "root -");
        assertThat(Run.of("verify", file.toString()).exit()).isZero();
        // a byte-order mark, as some editors write one, changes nothing
        Path bom = dir.resolve("bom.proof");
        Files.writeString(bom, "\uFEFF" + Files.readString(file), StandardCharsets.UTF_8);
        Run v = Run.of("verify", bom.toString());
        assertThat(v.exit()).as(v.out()).isZero();
    }

    @Test
    void benchComparesAlgorithmsOnASuite() throws IOException {
        Run r = Run.of("bench", "--algorithms", "solver," + String.join(",", ProofSearches.NAMES), "--limit", "20",
                "--json", "--memory", "32m", "Test_L2_R1");
        assertThat(r.exit()).as(r.err()).isZero();
        List<JsonNode> rows = json(r);
        assertThat(rows).hasSize(1 + ProofSearches.NAMES.size());
        for (JsonNode o : rows) {
            assertThat(o.get("positions").asInt()).isEqualTo(20);
            assertThat(o.get("decided").asInt()).isEqualTo(20);
            assertThat(o.get("mismatches").asInt()).isZero();
            assertThat(o.get("nodes").asLong()).isPositive();
        }
    }

    @Test
    void badInputIsOneLine() throws IOException {
        Path garbage = dir.resolve("garbage.proof");
        Files.writeString(garbage, "hello\n");
        Object[][] cases = {
            {2, "--algorithm: unknown algorithm 'sss'", new String[] {"solve", "--algorithm", "sss", "1"}},
            {2, "--nodes must be at least 1, not 0", new String[] {"solve", "--algorithm", "dfpn", "--nodes", "0", "1"}},
            {2, "--algorithm solver is connect4's", new String[] {"solve", "--game", "tictactoe", "--algorithm", "solver", "5"}},
            {2, "--proof writes the proof of one position", new String[] {"solve", "--proof", dir.resolve("x").toString(), "1", "2"}},
            {2, "--proof needs a proof search", new String[] {"solve", "--algorithm", "solver", "--proof", dir.resolve("x").toString(), "1"}},
            {2, "does not exist", new String[] {"solve", "--proof", dir.resolve("no/such/x").toString(), "1"}},
            {2, "--nodes needs --algorithms", new String[] {"bench", "--nodes", "5", "Test_L3_R1"}},
            {2, "--algorithms: unknown algorithm 'x'", new String[] {"bench", "--algorithms", "x"}},
            {2, "no such file", new String[] {"verify", dir.resolve("missing").toString()}},
            {1, "cell 5 is taken", new String[] {"solve", "--game", "tictactoe", "55"}},
        };
        for (Object[] c : cases) {
            Run r = Run.of((String[]) c[2]);
            assertThat(r.exit()).as(String.join(" ", (String[]) c[2])).isEqualTo(c[0]);
            assertThat(r.errLines()).as(String.join(" ", (String[]) c[2])).hasSize(1);
            assertThat(r.err()).contains((String) c[1]).doesNotContain("Exception");
        }
        Run v = Run.of("verify", garbage.toString());
        assertThat(v.exit()).isEqualTo(1);
        assertThat(v.out()).startsWith("invalid: ");
        assertThat(v.err()).isEmpty();
        assertThat(dir.resolve("x")).doesNotExist();
    }

    private static List<JsonNode> json(Run r) throws IOException {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : r.outLines()) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }
}
