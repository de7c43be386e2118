package zugzwang.cli.commands;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import zugzwang.cli.serve.ApiServer;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.core.util.MemorySize;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.OpeningBook;

/**
 * {@code zugzwang bench serve}: how long the web page waits for an analysis past the opening book.
 * Starts the server in this process (the bundled 7x6 book, {@code --memory} and {@code --threads}
 * as {@code serve} takes them, the time limit 30 s) and asks {@code /api/analyze} over HTTP, one
 * request at a time, for random 7x6 positions of 6 and of 8 stones: the client's time per request.
 *
 * <p>The positions are random games from the empty board (each stone a uniformly random legal
 * column, {@link Random} with seed {@value #SEED}), kept when nobody has won; the first
 * {@code --limit} (default {@value #DEFAULT_COUNT}) of each size. The bundled book holds every
 * position up to 6 stones, so every move's score is searched.
 */
final class ServeBench {
    static final long SEED = 1;
    static final int DEFAULT_COUNT = 60;
    static final int[] STONES = {6, 8};

    private ServeBench() {
    }

    /** The positions: {@code count} random 7x6 games of {@code stones} stones nobody has won. */
    static List<String> positions(int stones, int count, long seed) {
        Board board = Board.STANDARD;
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = Notation.parse("", board);
            StringBuilder text = new StringBuilder();
            boolean won = false;
            for (int i = 0; i < stones && !won; i++) {
                int c;
                do {
                    c = random.nextInt(board.width());
                } while (!p.canPlay(c));
                won = p.isWinningMove(c);
                p.play(c);
                text.append(Notation.column(c));
            }
            if (!won) {
                out.add(text.toString());
            }
        }
        return out;
    }

    static int run(BenchCommand c) {
        // the server's solver runs with serve's defaults: it takes no solver switches
        c.engineOptions.refuseSolverSwitches("bench serve", "--difficulty", "--positions", "--chart", "--algorithms",
                "--nodes", "--weak", "--runs", "--warmup", "--json", "--width", "--height", "--two-word");
        EngineOptions e = c.engineOptions;
        EngineOptions.requireThreads(c.spec.commandLine(), e.threads);
        int count = c.limit == null ? DEFAULT_COUNT : c.limit;
        PrintWriter out = c.main.out();
        out.println("bench serve threads=" + e.threads + " memory=" + MemorySize.format(e.memory)
                + " positions=" + count + " per size (random games, seed " + SEED + ")");
        out.flush();
        ObjectMapper json = new ObjectMapper();
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        int failures = 0;
        try (ApiServer server = new ApiServer(0, e.memory, e.threads, 30, OpeningBook::bundled)) {
            for (int stones : STONES) {
                double[] millis = new double[count];
                long nodes = 0;
                int i = 0;
                for (String pos : positions(stones, count, SEED)) {
                    URI uri = URI.create("http://127.0.0.1:" + server.port() + "/api/analyze?pos=" + pos);
                    long t0 = System.nanoTime();
                    HttpResponse<String> r = client.send(HttpRequest.newBuilder(uri).GET().build(),
                            HttpResponse.BodyHandlers.ofString());
                    millis[i++] = (System.nanoTime() - t0) / 1e6;
                    if (r.statusCode() != 200) {
                        failures++;
                        c.main.err().println("bench serve: " + pos + ": HTTP " + r.statusCode() + " " + r.body());
                        continue;
                    }
                    JsonNode a = json.readTree(r.body());
                    nodes += a.path("nodes").asLong();
                    if (c.progress) {
                        c.main.err().printf(Locale.ROOT, "%s %.0f ms %d nodes%n", pos, millis[i - 1],
                                a.path("nodes").asLong());
                    }
                }
                out.printf(Locale.ROOT, "serve-%d 7x6 positions=%d median=%.0fms max=%.0fms mean=%.0fms nodes/pos=%d%n",
                        stones, count, Connect4Bench.median(millis), Arrays.stream(millis).max().orElse(0),
                        Arrays.stream(millis).average().orElse(0), nodes / count);
                out.flush();
            }
        } catch (IOException x) {
            throw new IllegalStateException("bench serve: the server did not answer: " + x.getMessage(), x);
        } catch (InterruptedException x) {
            Thread.currentThread().interrupt();
            return Console.EXIT_FAILURE;
        }
        return failures > 0 ? Console.EXIT_FAILURE : Console.EXIT_OK;
    }
}
