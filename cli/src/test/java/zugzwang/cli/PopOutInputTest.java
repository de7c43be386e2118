package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * PopOut positions on the proof-search path of {@code solve --game popout}: move sequences and
 * diagrams, and every kind of bad position as one error line naming the position, exit code 1,
 * no stack trace.
 */
class PopOutInputTest {
    private static final String[] SOLVE = {"solve", "--game", "popout", "--algorithm", "pn2", "--nodes", "1000"};

    static Stream<Arguments> bad() {
        return Stream.of(
                bad("argument 1: '1p2': move 2 'p2' is illegal: column 2 is empty: nothing to pop", "1p2"),
                bad("argument 1: '4p4': move 2 'p4' is illegal: the bottom disk of column 4 is the opponent's:"
                        + " only one's own disk can be popped", "4p4"),
                bad("argument 1: '1111111': move 7 '1' is illegal: column 1 is full", "1111111"),
                bad("argument 1: '44556671': move 8 '1' is illegal: the game ended at move 7"
                        + " (White won with four in a line)", "44556671"),
                bad("argument 1: '12p1p21': move 5 '1' is illegal: the game ended at move 4"
                        + " (draw by repetition: the position occurred before)", "12p1p21"),
                bad("argument 1: '1122d1': move 6 '1' is illegal: the game ended at move 5 (draw claimed)",
                        "-w", "2", "-H", "2", "1122d1"),
                bad("argument 1: '12d': move 3 'd' is illegal: a draw can only be claimed on a full board", "12d"),
                bad("argument 1: 'xxx.xxx/xxx.oox/oooxxox/oxxooxo/xxxoxoo/ooxoxxo': unreachable diagram:"
                        + " no legal game from the empty board reaches it (x to move by the parity of the 40 disks)",
                        "xxx.xxx/xxx.oox/oooxxox/oxxooxo/xxxoxoo/ooxoxxo"),
                bad("argument 1: 'x....../x....../x....../x......': unreachable diagram: no legal last move"
                        + " (by o, the side not to move) makes this four from a reachable position without four",
                        "x....../x....../x....../x......"),
                bad("argument 1: 'xx/oo': unreachable diagram: the board is full, x is to move and no column has"
                        + " o on top, so no last move made it (a full board can only come from a drop)",
                        "-w", "2", "-H", "2", "xx/oo"),
                bad("argument 1: '...x.../.......': diagram column 4, row 2 from the bottom: the disk floats"
                        + " above the empty row 1 (disks rest on each other)", "...x.../......."),
                bad("argument 1: '......./...x..': diagram row 2 ('...x..') has 6 cells; the board has 7 columns",
                        "......./...x.."),
                bad("argument 1: '......./..?x...': diagram row 2, column 3: '?' is not one of . x o",
                        "......./..?x..."),
                bad("argument 1: './././././././.': diagram has 8 rows; the board has 6", "-w", "1",
                        "./././././././."));
    }

    private static Arguments bad(String message, String... args) {
        return Arguments.of(message, args);
    }

    @ParameterizedTest
    @MethodSource("bad")
    void oneErrorLineNamingThePosition(String message, String[] args) {
        List<String> all = new ArrayList<>(List.of(SOLVE));
        all.addAll(List.of(args));
        Run r = Run.of(all.toArray(String[]::new));
        assertThat(r.exit()).as("exit code of %s", all).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).containsExactly("zugzwang: error: " + message);
    }

    /** The good positions are still solved when a bad one is among them; standard input too. */
    @Test
    void badAmongGood() {
        Run r = Run.input("...ooo./...xxxx\n4p4\n4455667\n", SOLVE);
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.errLines()).containsExactly("zugzwang: error: line 2: '4p4': move 2 'p4' is illegal: the bottom"
                + " disk of column 4 is the opponent's: only one's own disk can be popped");
        assertThat(r.outLines()).hasSize(2);
        assertThat(r.outLines().get(0)).startsWith("...ooo./...xxxx -1 loss");
        assertThat(r.outLines().get(1)).startsWith("4455667 -1 loss");
    }

    /** A diagram is a position like any other: solved, or left undecided by the node budget. */
    @Test
    void diagramsAreSolved() {
        Run won = Run.of("solve", "--game", "popout", "--algorithm", "pn2", "--nodes", "1000", "oooo.../xxxx...");
        assertThat(won.exit()).isZero();
        assertThat(won.out()).startsWith("oooo.../xxxx... -1 loss");
        Run open = Run.of("solve", "--game", "popout", "--algorithm", "pn2", "--nodes", "1000",
                "......./......./......./......./......./...x...");
        assertThat(open.exit()).isEqualTo(3); // undecided within 1000 nodes, but read
        assertThat(open.err()).isEmpty();
        assertThat(open.out()).startsWith("......./......./......./......./......./...x... ? unknown");
    }
}
