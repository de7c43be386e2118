package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayCommandTest {
    private static final String EMPTY_4X4 = String.join("\n", ". . . .", ". . . .", ". . . .", ". . . .", "1 2 3 4");

    private static Run play(String input, String... options) {
        String[] args = new String[options.length + 5];
        args[0] = "play";
        args[1] = "--threads";
        args[2] = "1";
        args[3] = "--memory";
        args[4] = "16m";
        System.arraycopy(options, 0, args, 5, options.length);
        return Run.input(input, args);
    }

    @Test
    void badInputIsAskedAgainAndUndoAndQuitWork() {
        Run r = play("abc\n\n9\n0\nu\nh\n2\nu\nq\n", "--first", "--width", "4", "--height", "4");
        assertThat(r.exit()).isZero();
        String out = r.out();
        assertThat(out).contains("You play x (first) on 4x4");
        assertThat(out).contains(EMPTY_4X4);
        assertThat(out).contains("'abc' is not a column: enter a number from 1 to 4");
        assertThat(out).contains("enter a column number from 1 to 4");
        assertThat(out).contains("column 9 does not exist");
        assertThat(out).contains("column 0 does not exist");
        assertThat(out).contains("nothing to undo");
        assertThat(out).containsPattern("hint: play [1-4]( or [1-4])* \\(perfect play: draw for you\\)");
        assertThat(out).contains("you play 2");
        assertThat(out).containsPattern("zugzwang plays [1-4]");
        assertThat(out).contains("evaluation: draw for you");
        assertThat(out).contains("took back your last move and the reply");
        // after the undo the board is empty again, then the game ends
        assertThat(out.substring(out.indexOf("took back"))).contains(EMPTY_4X4);
        assertThat(out).endsWith("bye." + System.lineSeparator());
        // the engine's thinking goes to standard error
        assertThat(r.err()).contains("thinking…");
        assertThat(r.err()).doesNotContain("error");
    }

    @Test
    void aFullColumnIsRefused() {
        // on a board two rows high column 1 is full after at most two more stones; nobody can have
        // four in a row before that
        Run r = play("1\n1\n1\nq\n", "--first", "-w", "5", "-H", "2");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("column 1 is full: choose another one");
    }

    @Test
    void aGameIsPlayedToTheEnd() {
        // always the leftmost column that is not full: full columns are refused and the next line tried
        String input = "1\n1\n1\n1\n2\n2\n2\n2\n3\n3\n3\n3\n4\n4\n4\n4\n";
        Run r = play(input, "--first", "-w", "4", "-H", "4");
        assertThat(r.exit()).isZero();
        List<String> lines = r.outLines();
        String last = lines.get(lines.size() - 1);
        assertThat(last).matches("You win!.*|zugzwang wins.*|Draw: the board is full\\.");
        // the perfect player never loses
        assertThat(last).doesNotStartWith("You win");
    }

    @Test
    void endOfInputEndsTheGameCleanly() {
        Run r = play("", "--second", "-w", "4", "-H", "4");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("You play o (second)");
        assertThat(r.out()).containsPattern("zugzwang plays [1-4]");
        assertThat(r.out()).contains("end of input: game abandoned.");
        assertThat(r.err()).doesNotContain("error");
    }

    @Test
    void asksForTheBoardAndTheSide() {
        Run r = play("0x3\nbig\n4x4\nmaybe\n2\nq\n");
        assertThat(r.exit()).isZero();
        String out = r.out();
        assertThat(out).contains("board size, COLUMNSxROWS [7x6]: ");
        assertThat(out).contains("board 0x3 is impossible");
        assertThat(out).contains("'big' is not a size");
        assertThat(out).contains("'maybe' is neither first nor second");
        assertThat(out).contains("You play o (second) on 4x4");
        assertThat(out).containsPattern("zugzwang plays [1-4]");
        assertThat(out).endsWith("bye." + System.lineSeparator());
    }

    @Test
    void endOfInputWhileAskingEndsCleanly() {
        Run r = play("");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
    }
}
