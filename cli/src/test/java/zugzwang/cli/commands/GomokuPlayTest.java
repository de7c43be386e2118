package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.cli.Run;

/** {@code play --game gomoku}: the program as black wins against a passive white and says why her moves lose; as white it blocks. */
class GomokuPlayTest {
    @Test
    void asBlackTheProgramWinsAndShowsWhyWhitesMovesLose() {
        // white plays along the edge, ignoring black: black's threats win, and each lost move is named
        Run r = Run.input("a1\na2\na3\na4\na6\na7\na8\na9\nb1\nb2\nb3\nq\n", "play", "--game", "gomoku", "-w", "9",
                "-H", "9");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).isEqualTo("Go-moku 9x9 freestyle: you are white (o); the program plays black's"
                + " solution. Enter a square (h8); u: undo, q: quit.");
        assertThat(r.out()).contains("black plays e5 (the centre)").contains("black plays a5 (blocks white's five)")
                .containsPattern("your a\\d loses: black wins by threats: ").contains("(makes five)");
        assertThat(r.outLines().get(r.outLines().size() - 1)).isEqualTo("the engine wins");
    }

    @Test
    void asWhiteTheProgramBlocksAndBadInputIsOneLine() {
        Run r = Run.input("e5\ne6\ne7\ne8\nz9\nq\n", "play", "--game", "gomoku", "-w", "9", "-H", "9", "--first");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("white plays e4 (blocks black's five)")
                .contains("'z9' is not a square of the 9x9 board");
        Run other = Run.of("play", "--store", "somewhere");
        assertThat(other.exit()).isEqualTo(2);
        assertThat(other.err()).startsWith("zugzwang: error: --store is for --game gomoku");
    }
}
