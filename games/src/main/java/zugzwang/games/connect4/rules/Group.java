package zugzwang.games.connect4.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import zugzwang.games.connect4.Board;

/**
 * The groups of a board: every line of four cells (horizontal, vertical and both diagonals), the
 * thesis' "possible groups" (69 on the standard 7 x 6 board). A group is a {@code long} with four
 * bits. The index of a group in {@link #all} is the index used in every group bitset of this
 * package ({@code long[]} words, group i at bit {@code i & 63} of word {@code i >>> 6}).
 */
public final class Group {
    private static final Map<Board, long[]> CACHE = new ConcurrentHashMap<>();

    private Group() {
    }

    /** Every group of the board, horizontal first, then vertical, then both diagonals. */
    public static long[] all(Board board) {
        return CACHE.computeIfAbsent(board, Group::enumerate);
    }

    private static long[] enumerate(Board b) {
        List<Long> out = new ArrayList<>();
        int w = b.width();
        int h = b.height();
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : dirs) {
            for (int c = 0; c < w; c++) {
                for (int r = 0; r < h; r++) {
                    int c3 = c + 3 * d[0];
                    int r3 = r + 3 * d[1];
                    if (c3 >= w || r3 < 0 || r3 >= h) {
                        continue;
                    }
                    long g = 0;
                    for (int i = 0; i < 4; i++) {
                        g |= b.cell(c + i * d[0], r + i * d[1]);
                    }
                    out.add(g);
                }
            }
        }
        long[] a = new long[out.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = out.get(i);
        }
        return a;
    }

    /** Whether a group is vertical (all four squares in one column). */
    public static boolean isVertical(Board board, long group) {
        return (group & board.columnMask(board.columnOf(group))) == group;
    }

    /** The thesis name of a group, its two end squares: "a1-d1", "b1-e4". */
    public static String name(Board board, long group) {
        long lo = Long.lowestOneBit(group);
        long hi = Long.highestOneBit(group);
        return Square.name(board, lo) + "-" + Square.name(board, hi);
    }

    /** Words of a bitset over {@code n} groups. */
    public static int words(int n) {
        return (n + 63) >>> 6;
    }
}
