package zugzwang.games.connect4;

import java.util.HashMap;
import java.util.Map;

/**
 * The exact strong score of a Connect-4 position by exhaustive, memoized negamax: no pruning, no
 * move ordering, no bounds, no tricks. Deliberately independent of the solver and of the bitboard
 * line logic: it keeps its own cell array and finds a four by walking the four directions from
 * the stone just played. Only {@link Position#at} (to read the start position) and
 * {@link Position#key()} (as memo key) are borrowed from the library; positions are replayed on
 * the library's {@link Position} only to obtain that key.
 *
 * <p>Score convention (for the side to move): a win with its stone on move t (counted from 1 on
 * the empty board) is {@code floor((W*H + 2 - t) / 2)}, a loss the negation of the opponent's win
 * score, a draw 0.
 */
public final class BruteForce {
    private static final int EMPTY = 0;
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final Board board;
    private final int width;
    private final int height;
    private final int area;
    private final Map<Long, Integer> memo = new HashMap<>();
    /** Memo entries above this are thrown away (to bound memory over many roots). */
    private final int memoLimit;

    /** The cells, [column][row], row 0 at the bottom: 0 empty, 1 first player, 2 second. */
    private int[][] cells;
    private int[] heights;
    private int stones;
    private Position shadow;

    public BruteForce(Board board) {
        this(board, 6_000_000);
    }

    public BruteForce(Board board, int memoLimit) {
        this.board = board;
        this.width = board.width();
        this.height = board.height();
        this.area = width * height;
        this.memoLimit = memoLimit;
    }

    /** Score of winning with the stone of move number t, straight from the definition. */
    public int winScore(int t) {
        return Math.floorDiv(area + 2 - t, 2);
    }

    /** Number of positions remembered. */
    public int memoSize() {
        return memo.size();
    }

    /** The exact score for the side to move of a reachable position (terminal ones included). */
    public int score(Position p) {
        if (!p.board().equals(board)) {
            throw new IllegalArgumentException("position of another board");
        }
        if (memo.size() > memoLimit) {
            memo.clear();
        }
        cells = new int[width][height];
        heights = new int[width];
        stones = 0;
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                Position.Stone s = p.at(c, r);
                if (s != Position.Stone.EMPTY) {
                    cells[c][r] = s == Position.Stone.FIRST ? 1 : 2;
                    heights[c] = r + 1;
                    stones++;
                }
            }
        }
        if (stones != p.moves()) {
            throw new IllegalStateException("stone count mismatch");
        }
        // the side to move cannot have four; if the last mover has, the game is over
        int last = stones % 2 == 1 ? 1 : 2;
        if (stones > 0 && anyFour(last)) {
            return -winScore(stones);
        }
        if (stones == area) {
            return 0;
        }
        shadow = p.copy();
        return negamax();
    }

    /** Side to move: player 1 if an even number of stones are down. */
    private int negamax() {
        long key = shadow.key();
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int player = stones % 2 == 0 ? 1 : 2;
        int best = Integer.MIN_VALUE;
        for (int c = 0; c < width; c++) {
            if (heights[c] == height) {
                continue;
            }
            int r = heights[c];
            cells[c][r] = player;
            heights[c]++;
            stones++;
            int value;
            if (fourThrough(c, r, player)) {
                value = winScore(stones); // our stone is move number `stones`
            } else if (stones == area) {
                value = 0;
            } else {
                shadow.play(c);
                value = -negamax();
                shadow.undo();
            }
            stones--;
            heights[c]--;
            cells[c][r] = EMPTY;
            best = Math.max(best, value);
        }
        memo.put(key, best);
        return best;
    }

    /** Whether the stone of {@code player} at (c, r) is part of four in a line. */
    private boolean fourThrough(int c, int r, int player) {
        for (int[] d : DIRECTIONS) {
            int n = 1;
            for (int k = 1; k < 4 && same(c + k * d[0], r + k * d[1], player); k++) {
                n++;
            }
            for (int k = 1; k < 4 && same(c - k * d[0], r - k * d[1], player); k++) {
                n++;
            }
            if (n >= 4) {
                return true;
            }
        }
        return false;
    }

    private boolean same(int c, int r, int player) {
        return c >= 0 && c < width && r >= 0 && r < height && cells[c][r] == player;
    }

    private boolean anyFour(int player) {
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                if (cells[c][r] == player && fourThrough(c, r, player)) {
                    return true;
                }
            }
        }
        return false;
    }
}
