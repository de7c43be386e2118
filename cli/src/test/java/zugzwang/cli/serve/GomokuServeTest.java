package zugzwang.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.cli.shared.RocksSolutionStore;
import zugzwang.games.gomoku.GomokuBoard;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuPosition;
import zugzwang.games.gomoku.GomokuRule;
import zugzwang.games.gomoku.GomokuSolutions;

/**
 * {@code serve} for go-moku over real HTTP: squares proved for black, the threat sequence, the
 * solution store, finished games and bad requests. The values are checked by the rules in the
 * test's own code (a straight four: two squares that complete five), not by the analyzer.
 */
class GomokuServeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final GomokuBoard B9 = new GomokuBoard(9, 9);
    private static ApiServer server;

    @BeforeAll
    static void start() {
        server = new ApiServer(0, 64L << 20, 2, 60);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> get(ApiServer s, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode ok(ApiServer s, String path) throws Exception {
        HttpResponse<String> r = get(s, path);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    private static String error(String path) throws Exception {
        HttpResponse<String> r = get(server, path);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        return JSON.readTree(r.body()).get("error").asText();
    }

    /** The moves of an analysis with this score (null: not proved). */
    private static Set<String> withScore(JsonNode analysis, Integer score) {
        Set<String> s = new TreeSet<>();
        for (JsonNode m : analysis.get("moves")) {
            boolean match = score == null ? m.get("score").isNull() : !m.get("score").isNull() && m.get("score").asInt() == score;
            if (match) {
                s.add(m.get("move").asText());
            }
        }
        return s;
    }

    /** The empty squares where black's stone would complete five in a row (a scan of every line of five). */
    private static List<Integer> fives(GomokuPosition p) {
        GomokuBoard b = p.board();
        List<Integer> squares = new ArrayList<>();
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int s = 0; s < b.squares(); s++) {
            if (!p.isEmpty(s)) {
                continue;
            }
            int x = s % b.width();
            int y = s / b.width();
            for (int[] d : dirs) {
                int run = 1;
                for (int sign = -1; sign <= 1; sign += 2) {
                    for (int k = 1; ; k++) {
                        int xx = x + sign * k * d[0];
                        int yy = y + sign * k * d[1];
                        if (xx < 0 || yy < 0 || xx >= b.width() || yy >= b.height() || !p.has(0, b.square(xx, yy))) {
                            break;
                        }
                        run++;
                    }
                }
                if (run >= 5) {
                    squares.add(s);
                    break;
                }
            }
        }
        return squares;
    }

    @Test
    void whiteToMoveLosesEverywhereButAtTheEndsOfBlacksOpenThree() throws Exception {
        // 9x9, black's open three e5 f5 g5: white must take d5 or h5, anywhere else black makes a straight four
        JsonNode a = ok(server, "/api/analyze?game=gomoku&w=9&h=9&pos=e5,a1,f5,a2,g5");
        assertThat(a.get("rule").asText()).isEqualTo("freestyle");
        assertThat(a.get("toMove").asText()).isEqualTo("second");
        assertThat(a.get("moves")).hasSize(81 - 5);
        assertThat(withScore(a, -1)).hasSize(74).doesNotContain("d5", "h5"); // (d5 and h5 block the three)
        assertThat(a.get("score").isNull()).isTrue();
        assertThat(a.get("threats").isNull()).isTrue();
        // each loss checked by the rules: after white's move black has a square making a straight four
        GomokuPosition p = GomokuNotation.parse(B9, GomokuRule.FREESTYLE, "e5,a1,f5,a2,g5");
        for (String sq : withScore(a, -1)) {
            GomokuPosition after = p.copy();
            after.play(GomokuNotation.square(B9, sq));
            boolean straightFour = false;
            for (int s = 0; s < B9.squares() && !straightFour; s++) {
                if (after.isEmpty(s)) {
                    after.play(s); // black's stone: with two squares completing five, white (3 stones) cannot stop him
                    straightFour = fives(after).size() >= 2;
                    after.undo();
                }
            }
            assertThat(straightFour).as(sq).isTrue();
        }
    }

    @Test
    void blackToMoveWinsByAStraightFourAndTheSequenceSaysSo() throws Exception {
        String pos = "e5,a1,f5,a2,g5,a9";
        JsonNode a = ok(server, "/api/analyze?game=gomoku&w=9&h=9&pos=" + pos);
        assertThat(a.get("toMove").asText()).isEqualTo("first");
        assertThat(a.get("score").asInt()).isEqualTo(1);
        assertThat(a.get("result").asText()).isEqualTo("win");
        assertThat(withScore(a, 1)).contains("d5", "h5");
        assertThat(withScore(a, -1)).isEmpty(); // black's moves are never proved losses
        List<String> best = new ArrayList<>();
        a.get("best").forEach(n -> best.add(n.asText()));
        assertThat(best).containsExactlyInAnyOrderElementsOf(withScore(a, 1));
        JsonNode first = a.get("threats").get("steps").get(0);
        assertThat(first.get("attack").asText()).isIn("d5", "h5");
        // the first threat, played, leaves black two squares that complete five: white cannot stop both
        GomokuPosition p = GomokuNotation.parse(B9, GomokuRule.FREESTYLE, pos + "," + first.get("attack").asText());
        assertThat(fives(p)).hasSize(2);
        JsonNode s = ok(server, "/api/solve?game=gomoku&w=9&h=9&pos=" + pos);
        assertThat(s.get("score").asInt()).isEqualTo(1);
        assertThat(s.get("best").get(0).asText()).isIn("d5", "h5");
        assertThat(s.get("pv").asText()).startsWith(s.get("best").get(0).asText());
    }

    @Test
    void theStandardRuleIsEchoedAndAFinishedGameHasItsWinner() throws Exception {
        JsonNode a = ok(server, "/api/analyze?game=gomoku&w=9&h=9&rule=standard&pos=e5");
        assertThat(a.get("rule").asText()).isEqualTo("standard");
        JsonNode over = ok(server, "/api/analyze?game=gomoku&w=9&h=9&pos=a1,b9,b1,c9,c1,d9,d1,e9,e1");
        assertThat(over.get("over").asBoolean()).isTrue();
        assertThat(over.get("winner").asText()).isEqualTo("first");
        assertThat(over.get("moves")).isEmpty();
        assertThat(over.get("score").asInt()).isEqualTo(-1);
        // under the standard rule six in a row is no win: the game goes on
        JsonNode six = ok(server, "/api/analyze?game=gomoku&w=9&h=9&rule=standard&pos=a1,a9,b1,b9,c1,c9,e1,e9,f1,f9,d1");
        assertThat(six.get("over").asBoolean()).isFalse();
        JsonNode sixFree = ok(server, "/api/analyze?game=gomoku&w=9&h=9&pos=a1,a9,b1,b9,c1,c9,e1,e9,f1,f9,d1");
        assertThat(sixFree.get("winner").asText()).isEqualTo("first");
    }

    @Test
    void badRequestsAre400WithOneLine() throws Exception {
        assertThat(error("/api/analyze?game=connect4&rule=standard")).isEqualTo("rule is for game gomoku only, not connect4");
        assertThat(error("/api/analyze?game=gomoku&rule=renju")).contains("renju");
        assertThat(error("/api/analyze?game=gomoku&pos=h8,h8")).contains("h8");
        assertThat(error("/api/analyze?game=gomoku&w=30")).contains("30");
        assertThat(error("/api/solve?game=gomoku&w=9&h=9&pos=j10")).contains("j10");
    }

    @Test
    void aServedStoreAnswersItsPositionsAtOnce(@TempDir Path dir) throws Exception {
        Path storeDir = dir.resolve("store");
        // black wins after e5 e4 d4 (white to move), by the store's word
        try (RocksSolutionStore raw = RocksSolutionStore.open(storeDir, GomokuSolutions.kind(B9, GomokuRule.FREESTYLE))) {
            GomokuSolutions store = new GomokuSolutions(raw, B9);
            GomokuPosition after = GomokuNotation.parse(B9, GomokuRule.FREESTYLE, "e5,e4,d4");
            long[] canon = new long[2 * B9.words()];
            after.canonical(canon);
            store.write(store.batch().win(canon, -1));
        }
        try (ApiServer withStore = new ApiServer(0, 64L << 20, 1, 60, null, RocksSolutionStore.openExisting(storeDir))) {
            JsonNode a = ok(withStore, "/api/analyze?game=gomoku&w=9&h=9&pos=e5,e4");
            // d4 and its mirror image in the e-file (f4) are wins by the store's word; nothing else is known
            assertThat(withScore(a, 1)).containsExactly("d4", "f4");
            assertThat(a.get("score").asInt()).isEqualTo(1);
            // another rule: the store (free-style) is not asked
            JsonNode other = ok(withStore, "/api/analyze?game=gomoku&w=9&h=9&rule=standard&pos=e5,e4");
            assertThat(withScore(other, 1)).isEmpty();
        }
    }

    @Test
    void serveRefusesABadStoreInOneLine(@TempDir Path dir) throws Exception {
        Path file = java.nio.file.Files.writeString(dir.resolve("file"), "x");
        java.nio.file.Files.createDirectories(dir.resolve("empty"));
        try (RocksSolutionStore other = RocksSolutionStore.open(dir.resolve("other"), "qubic test")) {
            other.kind(); // (made, then closed)
        }
        String[][] cases = {
            {dir.resolve("missing").toString(), "no such directory"},
            {file.toString(), "not a directory"},
            {dir.resolve("empty").toString(), "not a zugzwang solution store"},
            {dir.resolve("other").toString(), "holds qubic test, not go-moku or Connect-4 positions"},
        };
        for (String[] c : cases) {
            zugzwang.cli.Run r = zugzwang.cli.Run.of("serve", "--port", "0", "--store", c[0]);
            assertThat(r.exit()).as(c[0]).isEqualTo(zugzwang.cli.shared.Console.EXIT_USAGE);
            assertThat(r.err().lines().filter(l -> l.startsWith("zugzwang: error:")).toList()).as(r.err())
                    .singleElement().asString().contains("--store: store " + c[0]).contains(c[1]);
            assertThat(r.err()).doesNotContain("Exception");
        }
    }
}
