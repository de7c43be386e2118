package zugzwang.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.cli.Run;
import zugzwang.cli.shared.RocksSolutionStore;

/**
 * {@code serve --store DIR} with a Connect-4 board's store (written by the job-level
 * {@code solve --store}): the positions whose exact scores it holds are answered from it, without
 * a search, and agree with a server that searches; other boards do not ask it.
 */
class Connect4ServeStoreTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private static JsonNode ok(ApiServer s, String path) throws Exception {
        HttpResponse<String> r = CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    @Test
    void aJobLevelStoreAnswersItsPositions(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("st");
        Run solved = Run.of("solve", "--width", "6", "--height", "4", "--store", store.toString(), "--threads", "1",
                "--memory", "32m", "");
        assertThat(solved.exit()).as(solved.err()).isZero();
        assertThat(solved.out()).startsWith(" -1 result=\"loss on move 24\"");
        try (ApiServer searching = new ApiServer(0, 32L << 20, 1, 60, null);
             ApiServer withStore = new ApiServer(0, 32L << 20, 1, 60, null, RocksSolutionStore.openExisting(store))) {
            JsonNode fromStore = ok(withStore, "/api/solve?w=6&h=4&pos=");
            JsonNode searched = ok(searching, "/api/solve?w=6&h=4&pos=");
            assertThat(fromStore.get("score").asInt()).isEqualTo(-1).isEqualTo(searched.get("score").asInt());
            // the best moves and the variation still take a search of the children the store does not hold
            assertThat(fromStore.get("best")).isEqualTo(searched.get("best"));
            assertThat(fromStore.get("pv")).isEqualTo(searched.get("pv"));
            assertThat(fromStore.get("nodes").asLong()).as(fromStore.toString())
                    .isLessThan(searched.get("nodes").asLong());
            JsonNode analysed = ok(withStore, "/api/analyze?w=6&h=4&pos=");
            assertThat(analysed.get("moves")).isEqualTo(ok(searching, "/api/analyze?w=6&h=4&pos=").get("moves"));
            // another board: the store is not asked (and the answer is the search's)
            JsonNode other = ok(withStore, "/api/solve?w=5&h=4&pos=");
            assertThat(other.get("score").asInt()).isEqualTo(ok(searching, "/api/solve?w=5&h=4&pos=").get("score").asInt());
            assertThat(other.get("nodes").asLong()).isPositive();
        }
    }
}
