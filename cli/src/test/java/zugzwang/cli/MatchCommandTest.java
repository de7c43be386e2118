package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.mnk.MnkGame;

class MatchCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String RESULT = "(first wins \\(\\d+\\)|second wins \\(\\d+\\)|draw)";

    private static List<JsonNode> json(Run r) throws IOException {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : r.outLines()) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    /** The results of a row of the plain table: "first wins (23)", "draw", ... */
    private static List<String> results(String row) {
        List<String> out = new ArrayList<>();
        var m = java.util.regex.Pattern.compile(RESULT).matcher(row);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void perfectTicTacToePlayersDraw() {
        Run r = Run.of("match", "--game", "tictactoe", "--first", "minimax:9", "--second", "alphabeta:9", "--games",
                "2", "--openings", "1");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.outLines();
        assertThat(lines.get(0)).startsWith("match tictactoe: first minimax:9:window vs second alphabeta:9:window")
                .contains("2 games", "1 random opening move (seed 1)");
        assertThat(lines.get(1)).startsWith("depth").contains("game 1", "game 2", "first ms/move", "second ms/move");
        assertThat(lines.get(2)).startsWith("opening");
        String[] openings = lines.get(2).trim().split("\\s+");
        assertThat(openings).hasSize(3);
        assertThat(openings[1]).matches("[1-9]");
        assertThat(openings[2]).matches("[1-9]").isNotEqualTo(openings[1]);
        assertThat(lines.get(3)).startsWith("9 ");
        assertThat(results(lines.get(3))).containsExactly("draw", "draw");
        // totals: each player drew both games
        String first = lines.stream().filter(l -> l.startsWith("first ")).findFirst().orElseThrow();
        String second = lines.stream().filter(l -> l.startsWith("second ")).findFirst().orElseThrow();
        assertThat(first.trim().split("\\s+")).startsWith("first", "minimax:9:window", "0", "2", "0");
        assertThat(second.trim().split("\\s+")).startsWith("second", "alphabeta:9:window", "0", "2", "0");
    }

    @Test
    void depthRowsAndGameColumns() {
        Run r = Run.of("match", "--first", "minimax", "--second", "negamax", "--depths", "1..2", "--games", "2",
                "--openings", "2");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.outLines();
        assertThat(lines.get(0)).contains("connect4 7x6", "depths 1..2", "2 games", "2 random opening moves");
        assertThat(lines.get(2).trim().split("\\s+")).hasSize(3); // "opening" and two openings
        for (int d = 1; d <= 2; d++) {
            String row = lines.get(2 + d);
            assertThat(row).startsWith(d + " ");
            assertThat(results(row)).hasSize(2);
            // ends with each player's milliseconds per move
            assertThat(row).matches(".*\\d+\\.\\d{3}\\s+\\d+\\.\\d{3}$");
        }
        assertThat(lines.get(5)).isEmpty();
        assertThat(lines.get(6).trim().split("\\s+")).containsExactly("player", "spec", "wins", "draws", "losses",
                "moves", "ms/move", "nodes/move");
        String[] first = lines.get(7).trim().split("\\s+");
        String[] second = lines.get(8).trim().split("\\s+");
        assertThat(first[1]).isEqualTo("minimax:1..2:window");
        assertThat(second[1]).isEqualTo("negamax:1..2:window");
        // 4 games: the wins of one are the losses of the other
        int w1 = Integer.parseInt(first[2]);
        int d1 = Integer.parseInt(first[3]);
        int l1 = Integer.parseInt(first[4]);
        assertThat(w1 + d1 + l1).isEqualTo(4);
        assertThat(second[2]).isEqualTo(first[4]);
        assertThat(second[3]).isEqualTo(first[3]);
        assertThat(second[4]).isEqualTo(first[2]);
        assertThat(lines).hasSize(9);
    }

    @Test
    void jsonGamesReplayToTheirResult() throws IOException {
        Run r = Run.of("match", "--json", "--first", "alphabeta:2", "--second", "pvs:3:zero", "--depths", "2..3",
                "--games", "3", "--openings", "2", "--seed", "7");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        List<JsonNode> objects = json(r);
        assertThat(objects).hasSize(2 * 3 + 1);
        Connect4Game game = new Connect4Game(Board.STANDARD);
        int firstWins = 0;
        for (int i = 0; i < 6; i++) {
            JsonNode o = objects.get(i);
            assertThat(o.get("depth").asInt()).isEqualTo(2 + i / 3);
            assertThat(o.get("game").asInt()).isEqualTo(1 + i % 3);
            assertThat(o.get("gameName").asText()).isEqualTo("connect4 7x6");
            String opening = o.get("opening").asText();
            String moves = o.get("moves").asText();
            assertThat(opening).hasSize(2);
            // the same openings at every depth
            assertThat(opening).isEqualTo(objects.get(i % 3).get("opening").asText());
            GameState end = game.parse(opening + moves);
            assertThat(end.isTerminal()).isTrue();
            assertThat(o.get("plies").asInt()).isEqualTo(end.ply()).isEqualTo(opening.length() + moves.length());
            String result = o.get("result").asText();
            int value = end.value();
            // first plays x (moves first): it won if the last move was x's and it won
            String expected = value == 0 ? "draw" : (end.ply() % 2 == 1) ? "first" : "second";
            assertThat(result).isEqualTo(expected);
            if (result.equals("first")) {
                firstWins++;
            }
            JsonNode first = o.get("first");
            JsonNode second = o.get("second");
            assertThat(first.get("spec").asText()).isEqualTo("alphabeta:" + (2 + i / 3) + ":window");
            assertThat(second.get("spec").asText()).isEqualTo("pvs:" + (2 + i / 3) + ":zero");
            assertThat(first.get("colour").asText()).isEqualTo("x");
            assertThat(second.get("colour").asText()).isEqualTo("o");
            assertThat(first.get("moves").asInt() + second.get("moves").asInt()).isEqualTo(moves.length());
            assertThat(first.get("nodes").asLong()).isPositive();
            assertThat(first.get("millis").isNumber()).isTrue();
        }
        JsonNode totals = objects.get(6).get("totals");
        assertThat(totals.get("games").asInt()).isEqualTo(6);
        assertThat(totals.get("first").get("wins").asInt()).isEqualTo(firstWins);
        assertThat(totals.get("first").get("wins").asInt()).isEqualTo(totals.get("second").get("losses").asInt());
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        String[] args = {"match", "--json", "--game", "tictactoe", "--first", "negamax:2", "--second", "scout:3",
            "--games", "4", "--openings", "2", "--seed", "42"};
        Run a = Run.of(args);
        Run b = Run.of(args);
        assertThat(a.exit()).isZero();
        List<String> movesA = a.outLines().stream().filter(l -> !l.contains("totals"))
                .map(l -> l.replaceAll("\"millis\":[0-9.E-]+", "")).toList();
        List<String> movesB = b.outLines().stream().filter(l -> !l.contains("totals"))
                .map(l -> l.replaceAll("\"millis\":[0-9.E-]+", "")).toList();
        assertThat(movesA).isEqualTo(movesB);
    }

    @Test
    void givenOpeningsAreCycledAndColoursAlternate() throws IOException {
        Run r = Run.of("match", "--json", "--game", "tictactoe", "--first", "alphabeta:9", "--second", "alphabeta:1",
                "--games", "3", "--opening", "5", "--opening", "", "--alternate");
        assertThat(r.exit()).isZero();
        List<JsonNode> objects = json(r);
        assertThat(objects.subList(0, 3)).extracting(o -> o.get("opening").asText()).containsExactly("5", "", "5");
        assertThat(objects.subList(0, 3)).extracting(o -> o.get("first").get("colour").asText())
                .containsExactly("x", "o", "x");
        MnkGame ttt = MnkGame.ticTacToe();
        for (JsonNode o : objects.subList(0, 3)) {
            GameState end = ttt.parse(o.get("opening").asText() + o.get("moves").asText());
            assertThat(end.isTerminal()).isTrue();
            // the perfect player never loses
            assertThat(o.get("result").asText()).isIn("first", "draw");
        }
        Run plain = Run.of("match", "--game", "tictactoe", "--first", "alphabeta:9", "--second", "alphabeta:1",
                "--games", "3", "--opening", "5", "--opening", "", "--alternate");
        assertThat(plain.outLines().get(3).trim().split("\\s+")).containsExactly("first", "x", "o", "x");
    }

    @Test
    void differentDepthsMakeOneRow() {
        Run r = Run.of("match", "--game", "tictactoe", "--first", "alphabeta:exact", "--second", "minimax:1:zero",
                "--games", "2", "--openings", "1");
        assertThat(r.exit()).isZero();
        List<String> lines = r.outLines();
        assertThat(lines.get(0)).contains("alphabeta:exact:window", "minimax:1:zero");
        assertThat(lines.get(3)).startsWith("exact/1 ");
        // the exact player never loses
        assertThat(results(lines.get(3))).allMatch(s -> s.startsWith("first") || s.equals("draw"));
    }

    @Test
    void helpListsTheOptions() {
        Run r = Run.of("match", "--help");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("--game", "--first", "--second", "--games", "--depths", "--openings", "--opening",
                "--seed", "--alternate", "--json");
    }
}
