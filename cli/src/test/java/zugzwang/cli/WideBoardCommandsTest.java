package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;

/** {@code solve} and {@code analyze} on a board beyond 64 bits (10×6), against Steininger's scores. */
class WideBoardCommandsTest {
    private static final Pattern LINE = Pattern.compile(
            "^(\\S*) (-?\\d+) best=([\\d,]*) pv=([\\d,]*) nodes=(\\d+) time=(\\d+\\.\\d)ms$");
    private static final String[] TEN_BY_SIX = {"--width", "10", "--height", "6", "--threads", "1", "--memory", "64m"};

    private static String[] args(String command, String... rest) {
        String[] all = new String[1 + TEN_BY_SIX.length + rest.length];
        all[0] = command;
        System.arraycopy(TEN_BY_SIX, 0, all, 1, TEN_BY_SIX.length);
        System.arraycopy(rest, 0, all, 1 + TEN_BY_SIX.length, rest.length);
        return all;
    }

    @Test
    void solveGivesTheListedScoresAndPlayableVariations() {
        WideBoard board = WideBoard.of(10, 6);
        List<Suite.Entry> entries = Suite.load("10x6_endgame_L1").entries().subList(0, 12);
        String[] positions = entries.stream().map(Suite.Entry::sequence).toArray(String[]::new);
        Run r = Run.of(args("solve", positions));
        assertThat(r.err()).isEmpty();
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            Matcher m = LINE.matcher(r.outLines().get(i));
            assertThat(m.matches()).as(r.outLines().get(i)).isTrue();
            assertThat(m.group(1)).isEqualTo(entries.get(i).sequence());
            int score = Integer.parseInt(m.group(2));
            assertThat(score).isEqualTo(entries.get(i).score());
            // the principal variation ends the game on the move the score says
            WidePosition start = Notation.parseWide(entries.get(i).sequence(), board);
            WidePosition end = Notation.parseWide(entries.get(i).sequence() + "," + m.group(4), board);
            assertThat(end.isOver()).isTrue();
            assertThat(end.moves()).isEqualTo(Score.endMove(board.area(), start.moves(), score));
            // every best move is a legal column; the first is the variation's first move
            assertThat(m.group(4)).startsWith(m.group(3).split(",")[0]);
        }
    }

    @Test
    void solveWeakAndJson() throws Exception {
        Suite.Entry e = Suite.load("10x6_endgame_L1").entries().get(1);
        Run weak = Run.of(args("solve", "--weak", e.sequence()));
        assertThat(weak.exit()).isZero();
        assertThat(weak.outLines().get(0)).startsWith(e.sequence() + " " + Integer.signum(e.score()) + " best=");
        Run json = Run.of(args("solve", "--json", e.sequence()));
        JsonNode o = new ObjectMapper().readTree(json.outLines().get(0));
        assertThat(o.get("board").asText()).isEqualTo("10x6");
        assertThat(o.get("score").asInt()).isEqualTo(e.score());
        assertThat(o.get("result").asText()).startsWith(e.score() > 0 ? "win on move" : e.score() < 0 ? "loss on move" : "draw");
    }

    @Test
    void analyzeScoresEveryColumnAndTheBestIsTheListedScore() {
        Suite.Entry e = Suite.load("10x6_endgame_L1").entries().get(2);
        Run r = Run.of(args("analyze", e.sequence()));
        assertThat(r.err()).isEmpty();
        assertThat(r.exit()).isZero();
        List<String> lines = r.outLines();
        assertThat(lines.get(0)).startsWith(e.sequence() + " (10x6, ");
        assertThat(lines.get(1)).isEqualTo("column   1   2   3   4   5   6   7   8   9  10");
        int best = Integer.MIN_VALUE;
        for (String v : lines.get(2).substring("score ".length()).trim().split("\\s+")) {
            if (!v.equals("-")) {
                best = Math.max(best, Integer.parseInt(v));
            }
        }
        assertThat(best).isEqualTo(e.score());
    }

    /** A diagram (and a list of squares) of a listed position is solved as its move sequence is. */
    @Test
    void diagramsAndSquaresAreRead() {
        WideBoard board = WideBoard.of(10, 6);
        Suite.Entry e = Suite.load("10x6_endgame_L1").entries().get(3);
        WidePosition p = Notation.parseWide(e.sequence(), board);
        StringBuilder squares = new StringBuilder();
        WidePosition replay = WidePosition.empty(board);
        for (int c : Notation.columns(e.sequence(), 10)) {
            squares.append((char) ('a' + c)).append(replay.heightOf(c) + 1).append(' ');
            replay.play(c);
        }
        Run r = Run.of(args("solve", Notation.diagramLine(p), squares.toString().strip()));
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).hasSize(2);
        for (String line : r.outLines()) {
            assertThat(line).contains(" " + e.score() + " best=");
        }
        Run unreachable = Run.of(args("solve", "........../........../........../........../....x...../....o....."));
        assertThat(unreachable.exit()).isNotZero();
        assertThat(unreachable.errLines()).hasSize(1);
        assertThat(unreachable.err()).contains("builds these columns").doesNotContain("Exception");
    }

    /**
     * {@code play} on 10x6 from a listed position: the hint for the side to move is the listed
     * score; with the engine to move, its evaluation after its move is that score seen from the
     * user's side.
     */
    @Test
    void playFromAListedPosition() {
        Suite.Entry e = Suite.load("10x6_endgame_L1").entries().get(5);
        WidePosition p = Notation.parseWide(e.sequence(), WideBoard.of(10, 6));
        String mover = p.firstToMove() ? "--first" : "--second";
        String other = p.firstToMove() ? "--second" : "--first";
        Run hint = Run.input("h\nq\n", args("play", mover, "--from", e.sequence()));
        assertThat(hint.exit()).isZero();
        assertThat(hint.out()).contains("on 10x6").contains("hint: play ")
                .contains("(perfect play: " + Score.describe(60, p.moves(), e.score(), false) + " for you)");
        Run engine = Run.input("q\n", args("play", other, "--from", e.sequence()));
        assertThat(engine.exit()).isZero();
        assertThat(engine.out()).contains("zugzwang plays ")
                .contains("evaluation: " + Score.describe(60, p.moves() + 1, -e.score(), false) + " for you");
        Run bad = Run.of(args("play", "--first", "--from", "1,11"));
        assertThat(bad.errLines()).containsExactly(
                "zugzwang: error: --from '1,11': move 2: column 11 is out of range 1..10 (try 'zugzwang play --help')");
        Run cube = Run.of("play", "--game", "connect4-3d", "--first", "--from", "0");
        assertThat(cube.errLines()).hasSize(1);
        assertThat(cube.err()).contains("--from: only Connect-4's play");
    }

    /**
     * PopOut beyond 64 bits: the proof searches solve it (the proof checked by the rules alone), the
     * handicapped search too.
     */
    @Test
    void popOutBeyond64BitsIsSolvedByTheProofSearchesWithACheckableProof(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) {
        String proof = dir.resolve("popout.proof").toString();
        Run r = Run.of("solve", "--game", "popout", "--width", "10", "--height", "6", "--algorithm", "dfpn",
                "--proof", proof, "5,5,6,6,4");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines().get(0)).startsWith("5,5,6,6,4 -1 loss proved=\"first wins\"");
        Run v = Run.of("verify", proof);
        assertThat(v.exit()).isZero();
        assertThat(v.out()).startsWith("valid:");
        // the handicapped search on 16x4: x's winning pop in the high word's columns
        Run handicap = Run.of("solve", "--game", "popout", "--width", "16", "--height", "4", "--algorithm", "handicap",
                "--pop-limit", "0", "14,13,13,15,15,16,16,14,14,8");
        assertThat(handicap.exit()).isZero();
        assertThat(handicap.outLines().get(0)).startsWith("14,13,13,15,15,16,16,14,14,8 win pop-limit=0 depth=1 (smallest)")
                .endsWith("best=p14");
        Run jobs = Run.of("solve", "--game", "popout", "--width", "10", "--height", "6", "--algorithm", "handicap",
                "--jobs", "2", "1");
        assertThat(jobs.errLines()).hasSize(1);
        assertThat(jobs.err()).contains("job-level handicapped search takes boards of at most 64 bits");
        // a diagram: the same position as 5,5,6,6,4, without its history
        Run diagram = Run.of("solve", "--game", "popout", "--width", "10", "--height", "6", "--algorithm", "dfpn",
                "....oo..../...xxx....");
        assertThat(diagram.exit()).isZero();
        assertThat(diagram.outLines().get(0)).startsWith("....oo..../...xxx.... -1 loss");
        Run floating = Run.of("solve", "--game", "popout", "--width", "10", "--height", "6", "--algorithm", "dfpn",
                ".....o..../...xx.x...");
        assertThat(floating.errLines()).hasSize(1);
        assertThat(floating.err()).contains("floats");
    }

    /**
     * A book of a board beyond 64 bits answers its positions without a search: {@code analyze} of
     * a position one stone deep gives every column the book's score of the child (made-up deepest
     * scores here, so the answers are the book's, not the truth). ({@code solve} would also want a
     * principal variation to the end of the game, beyond any book of 10x6.)
     */
    @Test
    void aWideBookAnswersItsPositions(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        WideBoard board = WideBoard.of(10, 6);
        var book = new zugzwang.games.connect4.solver.OpeningBookBuilder(board, 2)
                .build(moves -> moves[0] - moves[1], 1, (leaf, solved, done, total) -> { });
        java.nio.file.Path file = dir.resolve("book-10x6.txt");
        try (var out = java.nio.file.Files.newBufferedWriter(file)) {
            book.write(out);
        }
        Run r = Run.of(args("analyze", "--book", file.toString(), "4"));
        assertThat(r.err()).isEmpty();
        StringBuilder expected = new StringBuilder("score ");
        for (int c = 1; c <= 10; c++) {
            int v = -book.score(Notation.parseWide("4," + c, board));
            expected.append(String.format(java.util.Locale.ROOT, "%4d", v));
        }
        assertThat(r.outLines().get(2)).isEqualTo(expected.toString());
        Run wrong = Run.of("solve", "--width", "9", "--height", "7", "--book", file.toString(), "1");
        assertThat(wrong.errLines()).hasSize(1);
        assertThat(wrong.err()).contains("a book of 10x6, not of 9x7");
        Run jobs = Run.of("book", "--width", "10", "--height", "6", "--stones", "1", "--jobs", "--output",
                dir.resolve("b.txt").toString());
        assertThat(jobs.errLines()).hasSize(1);
        assertThat(jobs.err()).contains("job-level solve takes boards of at most 64 bits");
    }

    @Test
    void badInputOnAWideBoardIsOneLine() {
        Run range = Run.of(args("solve", "1,11"));
        assertThat(range.errLines()).containsExactly("zugzwang: error: argument 1: '1,11': move 2: column 11 is out of range 1..10");
        Run book = Run.of(args("solve", "--book", "x.book", "1,2"));
        assertThat(book.exit()).isNotZero();
        assertThat(book.errLines()).hasSize(1);
        assertThat(book.err()).contains("--book").contains("x.book");
        Run jobs = Run.of(args("solve", "--jobs", "2", "1,2"));
        assertThat(jobs.err()).contains("job-level").contains("10x6");
        Run huge = Run.of("solve", "--width", "13", "--height", "9", "1");
        assertThat(huge.errLines()).hasSize(1);
        assertThat(huge.err()).contains("exceeds the 128 bits");
        Run explain = Run.of("explain", "--width", "10", "--height", "6", "1");
        assertThat(explain.exit()).isNotZero();
        assertThat(explain.err()).contains("exceeds the 64 bits").contains("beyond 64 bits only for Connect-4");
    }
}
