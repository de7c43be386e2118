package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position.Stone;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;

/**
 * The two-word solver against plain minimax on late positions of boards beyond 64 bits (at most
 * 14 empty cells): the minimax here keeps its own cell array, finds a four by walking the four
 * directions from the stone just played, and scores by the definition (a win with the stone of
 * move t scores floor((W·H + 2 − t) / 2)); it memoizes by the cells as text. Nothing of the
 * bitboards is shared with the solver but reading the start position's cells.
 */
class WideMinimaxTest {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** Plain memoized negamax over a cell array. */
    private static final class Minimax {
        final int w;
        final int h;
        final int[][] cells;
        final int[] heights;
        int stones;
        final Map<String, Integer> memo = new HashMap<>();

        Minimax(WidePosition p) {
            WideBoard b = p.board();
            w = b.width();
            h = b.height();
            cells = new int[w][h];
            heights = new int[w];
            for (int c = 0; c < w; c++) {
                for (int r = 0; r < h; r++) {
                    Stone s = p.at(c, r);
                    if (s != Stone.EMPTY) {
                        cells[c][r] = s == Stone.FIRST ? 1 : 2;
                        heights[c] = r + 1;
                        stones++;
                    }
                }
            }
        }

        /** Whether the stone on (c, r) lies in a line of four of its colour. */
        boolean four(int c, int r) {
            int who = cells[c][r];
            for (int[] d : DIRECTIONS) {
                int n = 1;
                for (int s = 1; inside(c + s * d[0], r + s * d[1]) && cells[c + s * d[0]][r + s * d[1]] == who; s++) {
                    n++;
                }
                for (int s = 1; inside(c - s * d[0], r - s * d[1]) && cells[c - s * d[0]][r - s * d[1]] == who; s++) {
                    n++;
                }
                if (n >= 4) {
                    return true;
                }
            }
            return false;
        }

        boolean inside(int c, int r) {
            return c >= 0 && c < w && r >= 0 && r < h;
        }

        /** The score for the side to move (no four on the board yet). */
        int score() {
            if (stones == w * h) {
                return 0;
            }
            StringBuilder key = new StringBuilder();
            for (int[] col : cells) {
                for (int v : col) {
                    key.append(v);
                }
            }
            Integer known = memo.get(key.toString());
            if (known != null) {
                return known;
            }
            int me = (stones & 1) + 1;
            int best = Integer.MIN_VALUE;
            for (int c = 0; c < w; c++) {
                if (heights[c] == h) {
                    continue;
                }
                int r = heights[c]++;
                cells[c][r] = me;
                stones++;
                int v = four(c, r) ? Math.floorDiv(w * h + 2 - stones, 2) : -score();
                stones--;
                cells[c][r] = 0;
                heights[c]--;
                best = Math.max(best, v);
            }
            memo.put(key.toString(), best);
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
