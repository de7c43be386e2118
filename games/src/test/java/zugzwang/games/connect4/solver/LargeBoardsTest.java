package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.TestPositions;

/**
 * Every board that {@link Board#of} accepts can be solved: endgames (at most 10 empty cells, so
 * brute force is quick) of large boards, up to the 64-bit keys of 8x7 and 16x3.
 */
class LargeBoardsTest {

    /**
     * The main table must leave at least 2 generation bits next to the key fragment, so boards
     * with 63- and 64-bit keys need more than the usual 16 MiB (TranspositionTableTest checks
     * those limits); the memory column is the smallest power-of-two-ish budget that fits.
     *
     * <p>Pins a bug: every search thread ({@code Negamax}) also allocates a second,
     * experimental table of a fixed 1 MiB ({@code -Dsmallmem}, used only with {@code -Dsmallfrom})
     * with the board's key size. For boards with keys of 60 bits or more that table cannot exist,
     * so {@code new Solver(board, options)} throws "table of 1 MiB is too small for 60-bit keys"
     * whatever memory the options give (even the 256 MiB default): 10x5, 12x4, 9x6, 7x8, 8x7
     * and 16x3 cannot be solved at all.
     */
    @ParameterizedTest(name = "{0}x{1} ({2} MiB)")
    @CsvSource({
        "7, 7, 16", "8, 6, 16", "9, 5, 16",
        "10, 5, 16", "12, 4, 16",
        "9, 6, 72", "7, 8, 72",
        "8, 7, 136", "16, 3, 272",
    })
    void endgamesOfLargeBoards(int width, int height, long mebibytes) {
        Board board = Board.of(width, height);
        Random rnd = new Random(31L * width + height);
        List<Position> sample = TestPositions.randomOpenPositions(board, rnd, board.area() - 10, 40);
        BruteForce brute = new BruteForce(board);
        List<String> bad = new ArrayList<>();
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(mebibytes << 20).withThreads(1))) {
            for (Position p : sample) {
                int expected = brute.score(p);
                int strong = solver.solveScore(p, false);
                if (strong != expected) {
                    bad.add(Notation.diagramLine(p) + ": expected " + expected + ", solver " + strong);
                }
            }
        }
        assertThat(bad).as(() -> bad.size() + " wrong scores:\n" + String.join("\n", bad)).isEmpty();
    }
}
