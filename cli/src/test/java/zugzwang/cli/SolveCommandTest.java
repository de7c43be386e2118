package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;

class SolveCommandTest {
    private static final Pattern LINE = Pattern.compile(
            "^(\\S*) (-?\\d+) best=([\\d,]*) pv=(\\d*) nodes=(\\d+) time=(\\d+\\.\\d)ms$");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] SMALL = {"--threads", "1", "--memory", "16m"};
    private static final String[] BOARD_4X4 = {"--width", "4", "--height", "4"};

    private static String[] args(String[]... parts) {
        List<String> all = new ArrayList<>();
        for (String[] p : parts) {
            all.addAll(List.of(p));
        }
        return all.toArray(String[]::new);
    }

    private static Matcher line(String text) {
        Matcher m = LINE.matcher(text);
        assertThat(m.matches()).as("output line '%s'", text).isTrue();
        return m;
    }

    @Test
    void solvesTheStandardPosition4453() {
        Run r = Run.of("solve", "--threads", "1", "--memory", "64m", "4453");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).hasSize(1);
        Matcher m = line(r.outLines().get(0));
        assertThat(m.group(1)).isEqualTo("4453");
        assertThat(m.group(2)).isEqualTo("-2");
        // every move loses; these three lose latest
        assertThat(m.group(3).split(",")).containsExactlyInAnyOrder("3", "6", "7");
        // the principal variation is a complete game that ends as the score says
        Board board = Board.STANDARD;
        String pv = m.group(4);
        Position end = Notation.parseSequence("4453" + pv, board);
        assertThat(end.isOver()).isTrue();
        assertThat(end.moves()).isEqualTo(Score.endMove(board, 4, -2));
        assertThat(pv.substring(0, 1)).isIn("3", "6", "7");
        assertThat(Long.parseLong(m.group(5))).isPositive();
    }

    /** The rules change the effort, never the answer. */
    @Test
    void rulesGiveTheSameAnswer() {
        Run plain = Run.of("solve", "--threads", "1", "--memory", "64m", "4453");
        Run rules = Run.of("solve", "--threads", "1", "--memory", "64m", "--rules=42", "4453");
        assertThat(rules.exit()).isZero();
        assertThat(rules.err()).isEmpty();
        Matcher a = line(plain.outLines().get(0));
        Matcher b = line(rules.outLines().get(0));
        for (int g = 1; g <= 4; g++) {
            assertThat(b.group(g)).isEqualTo(a.group(g));
        }
        // without '=' the next argument stays the position
        Run bare = Run.of("solve", "--threads", "1", "--memory", "64m", "--rules", "4453");
        assertThat(bare.exit()).isZero();
        assertThat(line(bare.outLines().get(0)).group(2)).isEqualTo(a.group(2));
        assertThat(line(bare.outLines().get(0)).group(1)).isEqualTo("4453");
    }

    @Test
    void emptyArgumentIsTheEmptyBoard() {
        Run r = Run.of(args(new String[] {"solve"}, BOARD_4X4, SMALL, new String[] {""}));
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        Matcher m = line(r.outLines().get(0));
        assertThat(r.out()).startsWith(" 0 best=");
        assertThat(m.group(2)).isEqualTo("0"); // 4x4 is a draw
        assertThat(m.group(4)).hasSize(16); // a drawn game fills the board
    }

    @Test
    void readsStandardInputWhenNoPositionIsGiven() {
        Run r = Run.input("\n   \n12\n", args(new String[] {"solve"}, BOARD_4X4, SMALL));
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.outLines();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith(" 0 best=");
        assertThat(lines.get(1)).startsWith(" 0 best="); // a blank line is the empty board too
        assertThat(line(lines.get(2)).group(1)).isEqualTo("12");
    }

    @Test
    void solvesA9x5SuitePosition() {
        // endgame_L1, first entry: 6862261646278997351243442483357 3
        Run r = Run.of("solve", "--width", "9", "--height", "5", "--threads", "1", "--memory", "16m",
                "6862261646278997351243442483357");
        assertThat(r.exit()).isZero();
        Matcher m = line(r.outLines().get(0));
        assertThat(m.group(2)).isEqualTo("3");
        Position end = Notation.parseSequence(m.group(1) + m.group(4), Board.of(9, 5));
        assertThat(end.isWon()).isTrue();
    }

    @Test
    void jsonHasEveryField() throws Exception {
        // Test_L3_R1, first entry: score -1
        String position = "2252576253462244111563365343671351441";
        Run r = Run.of(args(new String[] {"solve", "--json"}, SMALL, new String[] {position}));
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(1);
        JsonNode o = JSON.readTree(r.outLines().get(0));
        assertThat(o.get("position").asText()).isEqualTo(position);
        assertThat(o.get("board").asText()).isEqualTo("7x6");
        assertThat(o.get("score").asInt()).isEqualTo(-1);
        assertThat(o.get("weak").asBoolean()).isFalse();
        assertThat(o.get("result").asText()).startsWith("loss on move");
        assertThat(o.get("bestMoves").isArray()).isTrue();
        assertThat(o.get("bestMoves")).isNotEmpty();
        for (JsonNode c : o.get("bestMoves")) {
            assertThat(c.asInt()).isBetween(1, 7);
        }
        assertThat(o.get("pv").isArray()).isTrue();
        StringBuilder pv = new StringBuilder(position);
        o.get("pv").forEach(c -> pv.append(c.asInt()));
        assertThat(Notation.parseSequence(pv.toString(), Board.STANDARD).isWon()).isTrue();
        assertThat(o.get("nodes").isIntegralNumber()).isTrue();
        assertThat(o.get("millis").isNumber()).isTrue();
    }

    @Test
    void weakGivesOnlyTheSign() throws Exception {
        // 9x5 endgame_L1: strong score 3, a win
        Run r = Run.of("solve", "--weak", "--json", "-w", "9", "-H", "5", "-t", "1", "-m", "16m",
                "6862261646278997351243442483357");
        assertThat(r.exit()).isZero();
        JsonNode o = JSON.readTree(r.outLines().get(0));
        assertThat(o.get("score").asInt()).isEqualTo(1);
        assertThat(o.get("weak").asBoolean()).isTrue();
        assertThat(o.get("result").asText()).isEqualTo("win");

        Run plain = Run.of("solve", "--weak", "-t", "1", "-m", "16m", "5554224333234511764415115");
        assertThat(line(plain.outLines().get(0)).group(2)).isEqualTo("1"); // strong score 4
    }

    @Test
    void finishedGamesAreSolvedWithoutMoves() {
        // x has four in column 1; then a full 4x4 board (a drawn game)
        Run r = Run.of(args(new String[] {"solve"}, BOARD_4X4, SMALL, new String[] {"1212121", "3333224124124141"}));
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        Matcher won = line(r.outLines().get(0));
        assertThat(won.group(2)).isEqualTo(Integer.toString(-Score.win(Board.of(4, 4), 7)));
        assertThat(won.group(3)).isEmpty();
        assertThat(won.group(4)).isEmpty();
        Matcher full = line(r.outLines().get(1));
        assertThat(full.group(2)).isEqualTo("0");
        assertThat(full.group(3)).isEmpty();
        assertThat(full.group(4)).isEmpty();
    }

    @Test
    void acceptsDiagramsAndCommaSequences() {
        Run r = Run.of(args(new String[] {"solve"}, BOARD_4X4, SMALL,
                new String[] {"..../..../..../.x..", "2", "1,2"}));
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(3);
        // the diagram and the sequence are the same position
        String diagram = r.outLines().get(0);
        String sequence = r.outLines().get(1);
        assertThat(diagram.substring(diagram.indexOf(' '), diagram.indexOf(" nodes=")))
                .isEqualTo(sequence.substring(sequence.indexOf(' '), sequence.indexOf(" nodes=")));
        assertThat(line(r.outLines().get(2)).group(1)).isEqualTo("1,2");
    }

    @Test
    void batchFromStandardInputSolvesGoodLinesAndReportsBadOnes() {
        Run r = Run.input("12\n11111\n\n5\n2,3\nxx\n", args(new String[] {"solve"}, BOARD_4X4, SMALL));
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.outLines()).hasSize(3);
        assertThat(line(r.outLines().get(0)).group(1)).isEqualTo("12");
        assertThat(line(r.outLines().get(1)).group(1)).isEqualTo("");
        assertThat(line(r.outLines().get(2)).group(1)).isEqualTo("2,3");
        assertThat(r.errLines()).containsExactly(
                "zugzwang: error: line 2: '11111': move 5: column 1 is full",
                "zugzwang: error: line 4: '5': move 1: column 5 is out of range 1..4",
                "zugzwang: error: line 6: 'xx': diagram row 1 ('xx') has 2 cells; the board has 4 columns");
    }

    @Test
    void batchOfArgumentsNamesTheBadArgument() {
        Run r = Run.of(args(new String[] {"solve"}, BOARD_4X4, SMALL, new String[] {"1", "0", "2"}));
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.outLines()).hasSize(2);
        assertThat(r.errLines()).containsExactly(
                "zugzwang: error: argument 2: '0': move 1: column 0 is out of range 1..4");
    }

    @Test
    void theExampleOfAFullColumnOnStandardInput() {
        Run r = Run.input("2252576253462244111563365343671351441\n7422341735647741166133573473242566\n44444445\n",
                "solve", "-t", "1", "-m", "16m");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.outLines()).hasSize(2);
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.errLines().get(0)).isEqualTo("zugzwang: error: line 3: '44444445': move 7: column 4 is full");
    }
}
