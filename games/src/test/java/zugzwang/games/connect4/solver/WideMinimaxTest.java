package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.NaiveBoard;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;

/**
 * The two-word solver against plain minimax on late positions of boards beyond 64 bits (at most
 * 14 empty cells): the minimax here plays on a plain cell array ({@link NaiveBoard}), finds a
 * four by walking the four directions from the stone just played, and scores by the definition (a win with the stone of
 * move t scores floor((W·H + 2 − t) / 2)); it memoizes by the cells as text. Nothing of the
 * bitboards is shared with the solver but reading the start position's cells.
 */
class WideMinimaxTest {
    /** Plain memoized negamax over a cell array ({@link NaiveBoard}). */
    private static final class Minimax {
        final NaiveBoard b;
        final Map<String, Integer> memo = new HashMap<>();

        Minimax(WidePosition p) {
            b = NaiveBoard.of(p);
        }

        /** The score for the side to move (no four on the board yet). */
        int score() {
            if (b.moves == b.w * b.h) {
                return 0;
            }
            String key = b.signature();
            Integer known = memo.get(key);
            if (known != null) {
                return known;
            }
            int best = Integer.MIN_VALUE;
            for (int c = 0; c < b.w; c++) {
                if (b.heights[c] == b.h) {
                    continue;
                }
                int r = b.heights[c];
                b.play(c);
                int v = b.lineThrough(b.cells[c][r], c, r) ? Math.floorDiv(b.w * b.h + 2 - b.moves, 2) : -score();
                b.undo(c);
                best = Math.max(best, v);
            }
            memo.put(key, best);
            return best;
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"8, 8", "9, 7", "10, 6", "12, 5", "16, 4", "13, 5"})
    void lateScoresAreMinimaxs(int width, int height) {
        WideBoard board = WideBoard.of(width, height);
        Random rnd = new Random(97L * width + height);
        int checked = 0;
        java.util.Set<Integer> scores = new java.util.HashSet<>();
        try (WideSolver solver = new WideSolver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            while (checked < 25) {
                WidePosition p = WidePosition.empty(board);
                int[] moves = new int[board.area()];
                int n = 0;
                int empty = 10 + rnd.nextInt(5); // 10 to 14 empty cells
                while (!p.isOver() && board.area() - p.moves() > empty) {
                    int[] legal = p.legalMoves();
                    int c = legal[rnd.nextInt(legal.length)];
                    p.play(c);
                    moves[n++] = c;
                }
                if (p.isOver()) {
                    continue;
                }
                int expected = new Minimax(p).score();
                String seq = Notation.sequence(java.util.Arrays.copyOf(moves, n), board);
                assertThat(solver.solveScore(p, false)).as(seq).isEqualTo(expected);
                SolveResult r = solver.solve(p, false);
                assertThat(r.score()).isEqualTo(expected);
                scores.add(expected);
                checked++;
            }
        }
        assertThat(scores).as("different scores among the positions").hasSizeGreaterThan(2);
    }
}
