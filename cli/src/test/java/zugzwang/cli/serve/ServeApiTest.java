package zugzwang.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import zugzwang.cli.Run;
import zugzwang.cli.shared.Console;
import zugzwang.core.proof.Outcome;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;
import zugzwang.games.connect4.solver.SolveResult;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.connect4.solver.WideSolver;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeResult;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;
import zugzwang.games.cube.DifficultySet;
import zugzwang.games.qubic.Qubic;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicProver;

/** {@code serve}: the JSON API over real HTTP, checked against the solver. */
class ServeApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static ApiServer server;

    @BeforeAll
    static void start() {
        server = new ApiServer(0, 64L << 20, 2, 30);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    record Answer(int status, String type, String body) {
        JsonNode json() throws Exception {
            return JSON.readTree(body);
        }
    }

    private static Answer get(ApiServer s, String path) throws Exception {
        HttpResponse<String> r = CLIENT.send(request(s, path), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
    }

    private static HttpRequest request(ApiServer s, String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path)).build();
    }

    private static JsonNode ok(String path) throws Exception {
        Answer a = get(server, path);
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        assertThat(a.type()).startsWith("application/json");
        return a.json();
    }

    private static List<String> texts(JsonNode array) {
        List<String> l = new ArrayList<>();
        array.forEach(n -> l.add(n.asText()));
        return l;
    }

    @Test
    void analyzeGivesTheReadmeScoresOf4453() throws Exception {
        JsonNode a = ok("/api/analyze?pos=4453&w=7&h=6");
        assertThat(a.get("game").asText()).isEqualTo("connect4");
        assertThat(a.get("pos").asText()).isEqualTo("4453");
        assertThat(a.get("toMove").asText()).isEqualTo("first");
        assertThat(a.get("over").asBoolean()).isFalse();
        assertThat(a.get("winner").isNull()).isTrue();
        assertThat(a.get("score").asInt()).isEqualTo(-2);
        assertThat(a.get("result").asText()).isEqualTo("loss");
        assertThat(texts(a.get("best"))).containsExactly("3", "6", "7");
        List<Integer> scores = new ArrayList<>();
        a.get("moves").forEach(m -> scores.add(m.get("score").asInt()));
        // as `zugzwang analyze 4453` prints them
        assertThat(scores).containsExactly(-5, -5, -2, -3, -4, -2, -2);
        assertThat(a.get("moves").get(0).get("move").asText()).isEqualTo("1");
        assertThat(a.get("moves").get(0).get("result").asText()).isEqualTo("loss");
        assertThat(a.get("nodes").asLong()).as("4 stones: every child is in the opening book").isZero();
        assertThat(a.has("millis")).isTrue();
    }

    @Test
    void analyzeAndSolveAgreeWithTheSolverOnASmallBoard() throws Exception {
        Board board = Board.of(5, 4);
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            for (String pos : List.of("", "3", "332", "3324")) {
                Position p = Notation.parse(pos, board);
                Integer[] expected = solver.analyze(p, false);
                JsonNode a = ok("/api/analyze?w=5&h=4&pos=" + pos);
                int i = 0;
                for (int c = 0; c < expected.length; c++) {
                    if (expected[c] != null) {
                        JsonNode m = a.get("moves").get(i++);
                        assertThat(m.get("move").asText()).isEqualTo(Integer.toString(c + 1));
                        assertThat(m.get("score").asInt()).as(pos + " column " + (c + 1)).isEqualTo(expected[c]);
                    }
                }
                assertThat(a.get("moves").size()).isEqualTo(i);
                SolveResult r = solver.solve(p, false);
                JsonNode s = ok("/api/solve?w=5&h=4&pos=" + pos);
                assertThat(s.get("score").asInt()).isEqualTo(r.score()).isEqualTo(a.get("score").asInt());
                List<String> best = new ArrayList<>();
                for (int c : java.util.stream.IntStream.of(r.bestMoves()).sorted().toArray()) {
                    best.add(Integer.toString(c + 1));
                }
                assertThat(texts(s.get("best"))).isEqualTo(best).isEqualTo(texts(a.get("best")));
                // the worker's table is kept from request to request, so its variation may be another
                // perfect one: every move of it keeps the score, to the end of the game
                Position line = p.copy();
                int value = r.score();
                for (int c : Notation.columns(s.get("pv").asText(), board)) {
                    assertThat(solver.analyze(line, false)[c]).as(pos + " pv " + s.get("pv").asText()).isEqualTo(value);
                    line.play(c);
                    value = -value;
                }
                assertThat(line.isOver()).isTrue();
                JsonNode weak = ok("/api/solve?w=5&h=4&weak=true&pos=" + pos);
                assertThat(weak.get("score").asInt()).isEqualTo(Integer.signum(r.score()));
            }
        }
    }

    /**
     * Boards beyond 64 bits: the listed positions of Steininger's 10x6 set are answered by the
     * two-word solver, every move's score as a solver of its own finds it, the position's as
     * listed; a diagram is read; explanations (VICTOR's rules, one word) are refused in one line.
     */
    @Test
    void wideBoardsAreAnsweredByTheTwoWordSolver() throws Exception {
        WideBoard board = WideBoard.of(10, 6);
        try (WideSolver solver = new WideSolver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            for (Suite.Entry e : Suite.load("10x6_endgame_L1").entries().subList(0, 4)) {
                WidePosition p = Notation.parseWide(e.sequence(), board);
                Integer[] expected = solver.analyze(p, false);
                JsonNode a = ok("/api/analyze?w=10&h=6&pos=" + e.sequence());
                assertThat(a.get("score").asInt()).as(e.sequence()).isEqualTo(e.score());
                assertThat(a.get("w").asInt()).isEqualTo(10);
                int i = 0;
                for (int c = 0; c < expected.length; c++) {
                    if (expected[c] != null) {
                        JsonNode m = a.get("moves").get(i++);
                        assertThat(m.get("move").asText()).isEqualTo(Integer.toString(c + 1));
                        assertThat(m.get("score").asInt()).as(e.sequence() + " column " + (c + 1)).isEqualTo(expected[c]);
                    }
                }
                assertThat(a.get("moves").size()).isEqualTo(i);
                JsonNode s = ok("/api/solve?w=10&h=6&pos=" + e.sequence());
                assertThat(s.get("score").asInt()).isEqualTo(e.score());
                WidePosition end = Notation.parseWide(e.sequence() + "," + s.get("pv").asText(), board);
                assertThat(end.isOver()).isTrue();
                JsonNode d = ok("/api/solve?w=10&h=6&pos=" + Notation.diagramLine(p));
                assertThat(d.get("score").asInt()).isEqualTo(e.score());
            }
        }
        // PopOut on 10x6: x threatens both ends of its three on the bottom row, o cannot pop
        JsonNode popout = ok("/api/analyze?game=popout&w=10&h=6&pos=5,5,6,6,4");
        assertThat(popout.get("score").asInt()).isEqualTo(-1);
        assertThat(popout.get("moves").size()).isEqualTo(10);
        popout.get("moves").forEach(m -> assertThat(m.get("score").asInt()).as(m.toString()).isEqualTo(-1));
        Answer explain = get(server, "/api/explain?w=10&h=6&pos=1,2");
        assertThat(explain.status()).isEqualTo(400);
        assertThat(explain.json().get("error").asText()).contains("64 bits").contains("10x6");
        Answer huge = get(server, "/api/analyze?w=13&h=9&pos=1");
        assertThat(huge.status()).isEqualTo(400);
        assertThat(huge.json().get("error").asText()).contains("exceeds the 128 bits");
    }

    @Test
    void aFinishedGameHasItsWinnerAndNoMoves() throws Exception {
        JsonNode a = ok("/api/analyze?pos=4455667");
        assertThat(a.get("over").asBoolean()).isTrue();
        assertThat(a.get("winner").asText()).isEqualTo("first");
        assertThat(a.get("toMove").asText()).isEqualTo("second");
        assertThat(a.get("moves")).isEmpty();
        assertThat(a.get("result").asText()).isEqualTo("loss");
    }

    @Test
    void explainAnswersAsExplainJson() throws Exception {
        JsonNode e = ok("/api/explain?pos=4453&w=7&h=6");
        Run r = Run.of("explain", "--json", "4453");
        JsonNode cli = JSON.readTree(r.out());
        ((com.fasterxml.jackson.databind.node.ObjectNode) cli).remove("millis");
        ((com.fasterxml.jackson.databind.node.ObjectNode) e).remove("millis");
        assertThat(e).isEqualTo(cli);
        assertThat(e.get("verdict").asText()).isEqualTo("unknown");
    }

    @Test
    void popoutOnASmallBoard() throws Exception {
        // 4x4, first has three in column 1: dropping there wins at once
        JsonNode a = ok("/api/analyze?game=popout&w=4&h=4&pos=121212");
        assertThat(a.get("game").asText()).isEqualTo("popout");
        assertThat(a.get("score").asInt()).isEqualTo(1);
        assertThat(a.get("result").asText()).isEqualTo("win");
        assertThat(texts(a.get("best"))).containsExactly("1");
        List<String> moves = new ArrayList<>();
        a.get("moves").forEach(m -> moves.add(m.get("move").asText()));
        assertThat(moves).contains("1", "2", "3", "4", "p1");
        JsonNode s = ok("/api/solve?game=popout&w=4&h=4&pos=121212");
        assertThat(s.get("score").asInt()).isEqualTo(1);
        assertThat(texts(s.get("best"))).containsExactly("1");
        JsonNode over = ok("/api/analyze?game=popout&w=4&h=4&pos=1212121");
        assertThat(over.get("over").asBoolean()).isTrue();
        assertThat(over.get("winner").asText()).isEqualTo("first");
        assertThat(over.get("moves")).isEmpty();
    }

    @Test
    void connectFour3dAgreesWithTheCubeSolver() throws Exception {
        // seed 001's third position of 44 stones: its columns win, draw and lose
        String pos = DifficultySet.generate(44, 3, DifficultySet.DEFAULT_SEED).game(2);
        CubePosition p = CubeNotation.parse(pos);
        try (CubeSolver solver = new CubeSolver(CubeSolverOptions.of(16L << 20, 1))) {
            Integer[] expected = solver.analyze(p);
            for (String path : List.of("/api/analyze?game=connect4-3d&pos=" + pos,
                    "/api/analyze?game=connect4-3d&w=4&h=4&pos=" + pos.toLowerCase(java.util.Locale.ROOT))) {
                JsonNode a = ok(path);
                assertThat(a.get("w").asInt()).isEqualTo(4);
                assertThat(a.get("h").asInt()).isEqualTo(4);
                assertThat(a.get("toMove").asText()).isEqualTo(p.player() == 0 ? "first" : "second");
                List<String> shown = new ArrayList<>();
                a.get("moves").forEach(m -> shown.add(m.get("move").asText() + "=" + m.get("score").asInt()));
                List<String> solved = new ArrayList<>();
                for (int c = 0; c < expected.length; c++) {
                    if (expected[c] != null) {
                        solved.add(CubeNotation.column(c) + "=" + expected[c]);
                    }
                }
                assertThat(shown).as(path).isEqualTo(solved);
            }
            CubeResult r = solver.solve(p, false);
            JsonNode s = ok("/api/solve?game=connect4-3d&pos=" + pos);
            assertThat(s.get("score").asInt()).isEqualTo(r.value());
            List<String> best = new ArrayList<>();
            for (int c : r.bestMoves()) {
                best.add(CubeNotation.column(c));
            }
            assertThat(texts(s.get("best"))).isEqualTo(best);
            CubePosition end = CubeNotation.parse(pos + s.get("pv").asText());
            assertThat(end.isOver()).isTrue();
            JsonNode over = ok("/api/analyze?game=connect4-3d&pos=" + CubeNotation.sequence(end.game()));
            assertThat(over.get("over").asBoolean()).isTrue();
            assertThat(over.get("moves")).isEmpty();
        }
    }

    @Test
    void qubicCellsAreTheProversAndTheWinningThreatSequenceReplaysToAFour() throws Exception {
        // the tour's example in README: after 0,21,42,1,2,5,3,7 the first player wins by 37
        String pos = "0,21,42,1,2,5,3,7";
        QubicPosition p = QubicNotation.parse(pos);
        JsonNode a = ok("/api/analyze?game=qubic&pos=" + pos);
        assertThat(a.get("w").asInt()).isEqualTo(4);
        assertThat(a.get("toMove").asText()).isEqualTo("first");
        assertThat(a.get("score").asInt()).isEqualTo(1);
        assertThat(texts(a.get("best"))).contains("37");
        assertThat(a.get("moves")).hasSize(Qubic.CELLS - 8);
        checkQubicCells(p, a);
        JsonNode s = ok("/api/solve?game=qubic&pos=" + pos);
        assertThat(s.get("score").asInt()).isEqualTo(1);
        assertThat(texts(s.get("best"))).containsExactly("37");

        // a position the side to move wins by seven threats (docs/qubic.md's explain example)
        pos = "0,17,3,40,14,43,25,58,39,61,44,62";
        p = QubicNotation.parse(pos);
        a = ok("/api/analyze?game=qubic&pos=" + pos);
        JsonNode t = a.get("threats");
        assertThat(t.get("steps")).hasSize(7);
        int[] seq = new int[t.get("sequence").size()];
        for (int i = 0; i < seq.length; i++) {
            seq[i] = t.get("sequence").get(i).asInt();
        }
        assertThat(t.get("win").asInt()).isEqualTo(seq[seq.length - 1]);
        assertThat(texts(a.get("best"))).contains(Integer.toString(seq[0]));
        // by the rules: each threat makes the cells it names threats (one of them the reply), the last cell a four
        QubicPosition q = p.copy();
        for (int i = 0; i < 7; i++) {
            JsonNode step = t.get("steps").get(i);
            assertThat(step.get("attack").asInt()).isEqualTo(seq[2 * i]);
            assertThat(step.get("reply").asInt()).isEqualTo(seq[2 * i + 1]);
            long before = Qubic.threats(q.current(), ~q.filled());
            q.play(seq[2 * i]);
            long made = Qubic.threats(q.opponent(), ~q.filled()) & ~before;
            List<Integer> threatened = new ArrayList<>();
            step.get("threatens").forEach(n -> threatened.add(n.asInt()));
            assertThat(threatened).as("step " + (i + 1)).isEqualTo(cells(made)).contains(seq[2 * i + 1]);
            assertThat(Qubic.threats(q.current(), ~q.filled())).as("the defender has no three to complete").isZero();
            q.play(seq[2 * i + 1]);
        }
        q.play(seq[seq.length - 1]);
        assertThat(q.isWon()).isTrue();
        checkQubicCells(p, a);
        s = ok("/api/solve?game=qubic&pos=" + pos);
        assertThat(s.get("score").asInt()).isEqualTo(1);
        assertThat(QubicNotation.parse(pos + "," + s.get("pv").asText()).isWon()).isTrue();

        // no threat sequence, a finished game, bad input
        assertThat(ok("/api/analyze?game=qubic&pos=0,21,42,1,2,5,3,7").get("threats").isNull()).isTrue();
        JsonNode over = ok("/api/analyze?game=qubic&pos=0,16,1,17,2,18,3");
        assertThat(over.get("over").asBoolean()).isTrue();
        assertThat(over.get("winner").asText()).isEqualTo("first");
        assertThat(over.get("moves")).isEmpty();
        assertThat(over.get("threats").isNull()).isTrue();
        assertThat(get(server, "/api/analyze?game=qubic&pos=0,0").json().get("error").asText()).contains("cell 0");
        assertThat(get(server, "/api/analyze?game=qubic&w=7&h=6").json().get("error").asText())
                .isEqualTo("qubic is played on the 4x4x4 cube: w and h must be 4 or absent, not 7x6");
        assertThat(get(server, "/api/solve?game=qubic&pos=64").status()).isEqualTo(400);
    }

    /** Every decided cell of a qubic analysis, checked by a larger proof search from the position after it. */
    private static void checkQubicCells(QubicPosition p, JsonNode analysis) {
        int decided = 0;
        for (JsonNode m : analysis.get("moves")) {
            if (m.get("score").isNull()) {
                continue;
            }
            decided++;
            int score = m.get("score").asInt();
            assertThat(score).isNotZero(); // no draws this early
            QubicPosition child = p.copy();
            child.play(m.get("move").asInt());
            int winner = score > 0 ? p.player() : 1 - p.player();
            boolean proved = child.isWon()
                    || new QubicProver(winner, 200_000, QubicProver.THREAT_BUDGET).prove(child).outcome() == Outcome.PROVED;
            assertThat(proved).as("cell " + m.get("move") + " = " + score).isTrue();
        }
        assertThat(decided).isGreaterThan(40);
    }

    private static List<Integer> cells(long mask) {
        List<Integer> l = new ArrayList<>();
        for (long m = mask; m != 0; m &= m - 1) {
            l.add(Long.numberOfTrailingZeros(m));
        }
        return l;
    }

    @Test
    void badParametersAre400WithOneLine() throws Exception {
        for (String path : List.of("/api/analyze?game=chess", "/api/analyze?w=x", "/api/solve?h=0",
                "/api/analyze?pos=9", "/api/analyze?pos=4444444", "/api/solve?weak=maybe",
                "/api/explain?game=popout&pos=4", "/api/analyze?pos=..x/xx", "/api/analyze?game=popout&pos=p4",
                "/api/analyze?w=20&h=20", "/api/analyze?game=connect4-3d&pos=0FCG",
                "/api/analyze?game=connect4-3d&pos=00000", "/api/solve?game=connect4-3d&w=7&h=6&pos=0")) {
            Answer a = get(server, path);
            assertThat(a.status()).as(path + " " + a.body()).isEqualTo(400);
            assertThat(a.type()).startsWith("application/json");
            assertThat(a.json().get("error").asText()).as(path).isNotBlank().doesNotContain("\n");
        }
        assertThat(get(server, "/api/analyze?w=x").json().get("error").asText()).contains("w", "'x'");
        assertThat(get(server, "/api/analyze?game=connect4-3d&w=5&pos=0").json().get("error").asText())
                .isEqualTo("connect4-3d is played on the 4x4x4 cube: w and h must be 4 or absent, not 5x4");
    }

    @Test
    void theOpeningBookAnswersTheStandardGamesFirstMovesAtOnce() throws Exception {
        try (ApiServer quick = new ApiServer(0, 64L << 20, 1, 60)) {
            for (String pos : List.of("", "4", "44", "443", "4433")) {
                Answer a = get(quick, "/api/analyze?pos=" + pos);
                assertThat(a.status()).as(a.body()).isEqualTo(200);
                assertThat(a.json().get("nodes").asLong()).as(pos).isZero();
            }
            Answer empty = get(quick, "/api/analyze?pos=");
            List<Integer> scores = new ArrayList<>();
            empty.json().get("moves").forEach(m -> scores.add(m.get("score").asInt()));
            assertThat(scores).containsExactly(-2, -1, 0, 1, 0, -1, -2);
            assertThat(empty.json().get("best").toString()).isEqualTo("[\"4\"]");
            Answer solved = get(quick, "/api/solve?pos=");
            assertThat(solved.status()).as(solved.body()).isEqualTo(200);
            assertThat(solved.json().get("score").asInt()).isEqualTo(1);
        }
    }

    @Test
    void theTimeLimitAnswers503WithWhatIsKnown() throws Exception {
        try (ApiServer quick = new ApiServer(0, 16L << 20, 1, 1)) {
            long start = System.nanoTime();
            // 6 stones: deeper than the opening book; about 10 s of search
            Answer a = get(quick, "/api/analyze?pos=444333");
            assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
            assertThat(a.status()).as(a.body()).isEqualTo(503);
            assertThat(a.json().get("error").asText()).isEqualTo("time limit of 1 s reached");
            assertThat(a.json().get("partial").get("pos").asText()).isEqualTo("444333");
            assertThat(a.json().get("partial").get("result").asText()).isEqualTo("unknown");
            // the worker was stopped: the next request is answered
            Answer b = get(quick, "/api/solve?pos=4455667");
            assertThat(b.status()).as(b.body()).isEqualTo(200);
            assertThat(b.json().get("winner").asText()).isEqualTo("first");
            // qubic at 4 stones: PN search of more than a minute, stopped in its DAG
            start = System.nanoTime();
            Answer q = get(quick, "/api/analyze?game=qubic&pos=54,53,62,21");
            assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
            assertThat(q.status()).as(q.body()).isEqualTo(503);
            assertThat(q.json().get("partial").get("result").asText()).isEqualTo("unknown");
            // a win by threats: proved at the root's evaluation, in milliseconds
            Answer r = get(quick, "/api/solve?game=qubic&pos=0,17,3,40,14,43,25,58,39,61,44,62");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(texts(r.json().get("best"))).containsExactly("2");
        }
    }

    @Test
    void parallelRequestsGetTheirOwnAnswers() throws Exception {
        List<String> positions = List.of("", "1", "2", "3", "33", "12", "5", "4");
        List<CompletableFuture<HttpResponse<String>>> running = new ArrayList<>();
        for (String pos : positions) {
            running.add(CLIENT.sendAsync(request(server, "/api/solve?w=5&h=4&pos=" + pos),
                    HttpResponse.BodyHandlers.ofString()));
        }
        Board board = Board.of(5, 4);
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            for (int i = 0; i < positions.size(); i++) {
                HttpResponse<String> r = running.get(i).get();
                assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
                JsonNode s = JSON.readTree(r.body());
                assertThat(s.get("pos").asText()).isEqualTo(positions.get(i));
                assertThat(s.get("score").asInt())
                        .isEqualTo(solver.solveScore(Notation.parse(positions.get(i), board), false));
            }
        }
    }

    @Test
    void aBurstOfBadAndGoodRequestsDoesNotKillTheServer() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> running = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            String path = switch (i % 4) {
                case 0 -> "/api/analyze?w=5&h=4&pos=" + (i % 5 + 1);
                case 1 -> "/api/analyze?pos=99";
                case 2 -> "/api/solve?w=-1";
                default -> "/api/explain?pos=" + (i % 7 + 1);
            };
            running.add(CLIENT.sendAsync(request(server, path), HttpResponse.BodyHandlers.ofString()));
        }
        for (var f : running) {
            HttpResponse<String> r = f.get();
            assertThat(r.statusCode()).as(r.body()).isIn(200, 400, 503);
            assertThat(JSON.readTree(r.body()).isObject()).isTrue();
        }
        assertThat(ok("/api/solve?w=5&h=4&pos=3").get("pos").asText()).isEqualTo("3");
    }

    @Test
    void thePageIsServed() throws Exception {
        Answer a = get(server, "/");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.type()).startsWith("text/html");
        assertThat(a.body()).containsIgnoringCase("<html");
        Answer missing = get(server, "/api/nothing");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.json().get("error").asText()).contains("/api/analyze");
    }

    @Test
    void serveRefusesBadOptions() {
        Run r = Run.of("serve", "--port", "70000");
        assertThat(r.exit()).isEqualTo(Console.EXIT_USAGE);
        assertThat(r.err()).startsWith("zugzwang: error: --port must be between 0 and 65535");
        Run t = Run.of("serve", "--time-limit", "0");
        assertThat(t.exit()).isEqualTo(Console.EXIT_USAGE);
        Run w = Run.of("serve", "--threads", "0");
        assertThat(w.exit()).isEqualTo(Console.EXIT_USAGE);
        assertThat(w.err()).contains("--threads");
    }
}
