package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input to the commands of the generic algorithms ({@code compare}, {@code match}) and their
 * {@code --game} options: one clean line on standard error, nothing on standard output, exit code
 * 2 for usage errors and 1 for bad positions (as {@link BadInputTest} for the other commands).
 */
class GameCommandsBadInputTest {
    static Stream<Arguments> cases() {
        return Stream.of(
                // --game and its parameters
                bad(2, "unknown game 'chess': the games are connect4, tictactoe, mnk", "compare", "--game", "chess"),
                bad(2, "--game mnk: k must be at least 1, not 0", "compare", "--game", "mnk", "--k", "0"),
                bad(2, "--game mnk: board 0x3 is impossible", "compare", "--game", "mnk", "-w", "0"),
                bad(2, "--game mnk: board 9x9 has 81 cells: at most 64", "match", "--game", "mnk", "-w", "9", "-H", "9",
                        "--first", "minimax", "--second", "minimax"),
                bad(2, "k 4 is longer than every line of the 3x3 board", "compare", "--game", "mnk", "--k", "4"),
                bad(2, "--game tictactoe: tictactoe is 3x3 with k 3", "compare", "--game", "tictactoe", "--width", "4"),
                bad(2, "--game tictactoe: tictactoe is 3x3 with k 3", "compare", "--game", "tictactoe", "--k", "4"),
                bad(2, "--game tictactoe: tictactoe has no gravity", "compare", "--game", "tictactoe", "--gravity"),
                bad(2, "--game connect4: connect4 is four in a line: k must be 4", "compare", "--k", "5"),
                bad(2, "board 9x7 is too large", "compare", "-w", "9", "-H", "7"),
                bad(2, "only popout has a repetition rule, not connect4", "compare", "--repetition", "3"),
                bad(2, "repetition must be 2 (two-fold) or 3 (three-fold), not 0", "compare", "--game", "popout",
                        "--repetition", "0"),
                bad(1, "column 2 is empty: nothing to pop", "compare", "--game", "popout", "1p2"),
                bad(1, "a draw can only be claimed on a full board", "compare", "--game", "popout", "4d"),
                bad(2, "'x' is not an int", "compare", "--width", "x"),
                // compare's options
                bad(2, "--algorithms: unknown algorithm 'sss': the algorithms are minimax, negamax, alphabeta,"
                        + " alphabeta-soft, pvs, scout, mtdf, id", "compare", "--algorithms", "minimax,sss"),
                bad(2, "unknown algorithm ''", "compare", "--algorithms", "minimax,"),
                bad(2, "--depth must be between 1 and 1000, not 0", "compare", "--depth", "0"),
                bad(2, "--depth must be between 1 and 1000, not -2", "compare", "--depth", "-2"),
                bad(2, "--depth and --exact cannot be used together", "compare", "--depth", "3", "--exact"),
                bad(2, "--weak needs --exact", "compare", "--weak"),
                bad(2, "--eval is not for --exact without id among --algorithms", "compare", "--game", "tictactoe",
                        "--exact", "--algorithms", "alphabeta,pvs", "--eval", "zero"),
                bad(2, "--table is not for popout", "compare", "--game", "popout", "-w", "4", "-H", "4", "--table",
                        "1m"),
                bad(2, "memory size '0m' must be more than zero", "compare", "--table", "0m"),
                bad(2, "memory size 'lots' is not valid", "compare", "--table", "lots"),
                bad(2, "--table 10 B: table of 10 bytes is too small", "compare", "--table", "0.01k"),
                bad(2, "--eval: unknown evaluation 'material': the evaluations are window, zero", "compare", "--eval",
                        "material"),
                bad(2, "--order: unknown move order 'random': the orders are natural, centre", "compare", "--order",
                        "random"),
                bad(2, "--file /nonexistent/positions.txt: cannot read it", "compare", "--file",
                        "/nonexistent/positions.txt"),
                bad(2, "--chart /nonexistent/nodes.svg: the directory /nonexistent does not exist", "compare",
                        "--chart", "/nonexistent/nodes.svg"),
                // compare's positions
                bad(1, "argument 1: '4453': move 2: cell 4 is taken", "compare", "--game", "tictactoe", "4453"),
                bad(1, "argument 2: '0': move 1: cell 0 is out of range 1..9", "compare", "--game", "tictactoe", "5",
                        "0"),
                bad(1, "argument 1: '10': move 2: cell 0 is out of range 1..9", "compare", "--game", "tictactoe", "10"),
                bad(1, "argument 1: '12345678': move 8 (cell 8): the game is already over", "compare", "--game",
                        "tictactoe", "12345678"),
                bad(1, "argument 1: '4444444': move 7: column 4 is full", "compare", "4444444"),
                bad(1, "argument 1: '8': move 1: column 8 is out of range 1..7", "compare", "8"),
                bad(1, "argument 1: 'a': move 1: 'a' is not a cell number", "compare", "--game", "mnk", "a"),
                // match
                bad(2, "Missing required options: '--first=SPEC', '--second=SPEC'", "match"),
                bad(2, "--first 'sss:3': unknown algorithm 'sss'", "match", "--first", "sss:3", "--second", "minimax"),
                bad(2, "--second 'minimax:0': the depth must be between 1 and 1000, not 0", "match", "--first",
                        "minimax", "--second", "minimax:0"),
                bad(2, "--first 'minimax:four': the depth 'four' is not a number", "match", "--first", "minimax:four",
                        "--second", "minimax"),
                bad(2, "--first 'minimax:4:material': unknown evaluation 'material'", "match", "--first",
                        "minimax:4:material", "--second", "minimax"),
                bad(2, "--first 'minimax:4:zero:x': a player is ALGORITHM[:DEPTH[:EVAL]]", "match", "--first",
                        "minimax:4:zero:x", "--second", "minimax"),
                bad(2, "--first '': a player is ALGORITHM[:DEPTH[:EVAL]]", "match", "--first", "", "--second",
                        "minimax"),
                bad(2, "--games must be at least 1, not 0", "match", "--first", "minimax", "--second", "minimax",
                        "--games", "0"),
                bad(2, "--depths '0..3': need 1 <= A <= B <= 1000", "match", "--first", "minimax", "--second",
                        "minimax", "--depths", "0..3"),
                bad(2, "--depths '4..2': need 1 <= A <= B <= 1000", "match", "--first", "minimax", "--second",
                        "minimax", "--depths", "4..2"),
                bad(2, "--depths '1-6': give a range of depths A..B", "match", "--first", "minimax", "--second",
                        "minimax", "--depths", "1-6"),
                bad(2, "--openings must not be negative", "match", "--first", "minimax", "--second", "minimax",
                        "--openings", "-1"),
                bad(2, "--openings 9: a game of tictactoe lasts at most 9 moves", "match", "--game", "tictactoe",
                        "--first", "minimax", "--second", "minimax", "--openings", "9"),
                bad(2, "--openings and --opening cannot be used together", "match", "--first", "minimax", "--second",
                        "minimax", "--openings", "2", "--opening", "4"),
                bad(2, "--order: unknown move order", "match", "--first", "minimax", "--second", "minimax", "--order",
                        "x"),
                bad(1, "--opening 2: '0': move 1: cell 0 is out of range 1..9", "match", "--game", "tictactoe",
                        "--first", "minimax", "--second", "minimax", "--opening", "5", "--opening", "0"),
                bad(1, "--opening 1: '4444444': move 7: column 4 is full", "match", "--first", "minimax", "--second",
                        "minimax", "--opening", "4444444"),
                bad(1, "--opening 1: '1525354': the game is already over", "match", "--first", "minimax", "--second",
                        "minimax", "--opening", "1525354"));
    }

    private static Arguments bad(int exit, String message, String... args) {
        return Arguments.of(exit, message, args);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void oneCleanErrorLine(int exit, String message, String[] args) {
        Run r = Run.of(args);
        assertThat(r.exit()).as("exit code of %s", String.join(" ", args)).isEqualTo(exit);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).hasSize(1);
        String line = r.errLines().get(0);
        assertThat(line).startsWith("zugzwang: error: ").contains(message)
                .doesNotContain("Exception").doesNotContain("at zugzwang").doesNotContain("at picocli");
    }
}
