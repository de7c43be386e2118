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
 * Nodes with one move passed through to their child ({@link SolverOptions#collapse}) against
 * brute force and against the search without it, on random late positions (12 empty cells, where
 * forced parries chain) of 5x4, 6x5 and 7x6: strong and weak scores, each with and without it.
 */
class CollapseTest {
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"5, 4", "6, 5", "7, 6"})
    void lateRandomPositionsScoreAsBruteForceWithAndWithout(int width, int height) {
        Board board = Board.of(width, height);
        Random rnd = new Random(7L * width + height);
        List<Position> sample = TestPositions.randomOpenPositions(board, rnd, board.area() - 12, 150);
        BruteForce brute = new BruteForce(board);
        List<String> bad = new ArrayList<>();
        SolverOptions on = SolverOptions.defaults().withMemory(16L << 20).withThreads(1);
        int decided = 0;
        try (Solver with = new Solver(board, on); Solver without = new Solver(board, on.withCollapse(false))) {
            for (Position p : sample) {
                int expected = brute.score(p);
                int a = with.solveScore(p, false);
                int b = without.solveScore(p, false);
                int weak = with.solveScore(p, true);
                if (a != expected || b != expected || weak != Integer.signum(expected)) {
                    bad.add(Notation.diagramLine(p) + ": brute force " + expected + ", with " + a + " (weak " + weak
                            + "), without " + b);
                }
                if (expected != 0) {
                    decided++;
                }
            }
        }
        assertThat(bad).as(() -> bad.size() + " wrong scores:\n" + String.join("\n", bad)).isEmpty();
        assertThat(decided).as("wins and losses among the positions").isGreaterThan(20);
    }
}
