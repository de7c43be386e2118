package zugzwang.games.connect4;

import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;

/**
 * The heuristic evaluation of seed 003 (Siew, "Variations of Minimax to Solve Connect 4", after
 * Keith Galli's Connect4-Python): every window of four cells in a line (horizontal, vertical,
 * diagonal) scores for the player +100 if it holds four of its stones, +5 for three and an empty
 * cell, +2 for two and two empty cells, and -4 if it holds three of the opponent's stones and an
 * empty cell; each of the player's stones in the centre column (column width/2) adds +3.
 *
 * <p>Not zero-sum (the opponent's threes count -4, one's own +5): the searches evaluate every
 * leaf for the root player (see {@link Evaluation}).
 */
public final class WindowEvaluation implements Evaluation {
    private final Board board;
    /** Every window of four cells in a line, as a set of cells. */
    private final long[] windows;
    private final long centre;

    public WindowEvaluation(Board board) {
        this.board = board;
        this.windows = windows(board);
        this.centre = board.columnMask(board.width() / 2);
    }

    /** All windows of four cells: horizontal, vertical, and both diagonals. */
    static long[] windows(Board board) {
        int w = board.width();
        int h = board.height();
        java.util.List<Long> list = new java.util.ArrayList<>();
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : directions) {
            for (int c = 0; c < w; c++) {
                for (int r = 0; r < h; r++) {
                    int c3 = c + 3 * d[0];
                    int r3 = r + 3 * d[1];
                    if (c3 < 0 || c3 >= w || r3 < 0 || r3 >= h) {
                        continue;
                    }
                    long cells = 0;
                    for (int i = 0; i < 4; i++) {
                        cells |= board.cell(c + i * d[0], r + i * d[1]);
                    }
                    list.add(cells);
                }
            }
        }
        return list.stream().mapToLong(Long::longValue).toArray();
    }

    /** The number of windows (69 on 7×6). */
    public int windowCount() {
        return windows.length;
    }

    @Override
    public int evaluate(GameState state, int player) {
        Position p = ((Connect4State) state).position();
        long first = p.firstStones();
        long second = p.secondStones();
        long mine = player == 0 ? first : second;
        long theirs = player == 0 ? second : first;
        return evaluate(mine, theirs);
    }

    /** The score of the stones {@code mine} against {@code theirs}. */
    int evaluate(long mine, long theirs) {
        int score = 3 * Long.bitCount(mine & centre);
        for (long window : windows) {
            int m = Long.bitCount(window & mine);
            int t = Long.bitCount(window & theirs);
            int empty = 4 - m - t;
            if (m == 4) {
                score += 100;
            } else if (m == 3 && empty == 1) {
                score += 5;
            } else if (m == 2 && empty == 2) {
                score += 2;
            }
            if (t == 3 && empty == 1) {
                score -= 4;
            }
        }
        return score;
    }
}
