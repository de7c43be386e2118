package zugzwang.games.connect4;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether a set of stones can arise in a real game: some order of alternating moves, the first
 * player first, builds every column bottom-up without a line of four before the last move.
 *
 * <p>Gravity and stone counts are necessary but not sufficient (a lone column holding o below x
 * cannot be built, for x must move first). The check is a depth-first search over partial
 * positions, identified by how many stones of each column are placed; a partial position from
 * which the target cannot be completed is remembered, so each is explored at most once. On
 * boards up to 7×6 there are at most 7^7 partial positions.
 *
 * <p>A position in which the last mover has four in a line is reachable if removing one of that
 * player's top stones leaves a reachable position without any four (the winning move came last).
 * No earlier position can contain a four once the position without the last stone has none,
 * since every earlier position is a subset of it.
 */
public final class Reachability {
    private Reachability() {
    }

    /** Whether alternating play reaches exactly these stones (gravity and counts already checked). */
    public static boolean isReachable(Board board, long first, long second) {
        int nFirst = Long.bitCount(first);
        int nSecond = Long.bitCount(second);
        if (nFirst != nSecond && nFirst != nSecond + 1) {
            return false;
        }
        boolean firstMovedLast = nFirst > nSecond;
        long last = firstMovedLast ? first : second;
        long other = firstMovedLast ? second : first;
        if (board.hasFour(other)) {
            return false;
        }
        if (!board.hasFour(last)) {
            return buildable(board, first, second);
        }
        long mask = first | second;
        for (int c = 0; c < board.width(); c++) {
            long column = mask & board.columnMask(c);
            if (column == 0) {
                continue;
            }
            long top = Long.highestOneBit(column);
            if ((top & last) == 0) {
                continue;
            }
            long before = last & ~top;
            if (!board.hasFour(before)) {
                boolean ok = firstMovedLast
                        ? buildable(board, before, second)
                        : buildable(board, first, before);
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether some alternating order (first player first) builds these columns. */
    static boolean buildable(Board board, long first, long second) {
        int w = board.width();
        int[] target = new int[w];
        boolean[][] isFirst = new boolean[w][];
        // A partial position is identified by its column heights: as a mixed-radix number (for a
        // bit set) when there are at most 2^28 of them, otherwise by its occupied-cells bitboard.
        long radix = 1;
        long[] weight = new long[w];
        boolean huge = false;
        for (int c = 0; c < w; c++) {
            long col = (first | second) & board.columnMask(c);
            target[c] = Long.bitCount(col);
            isFirst[c] = new boolean[target[c]];
            for (int r = 0; r < target[c]; r++) {
                isFirst[c][r] = (first & board.cell(c, r)) != 0;
            }
            weight[c] = radix;
            if (huge || radix > (1L << 28) / (target[c] + 1)) {
                huge = true;
            } else {
                radix *= target[c] + 1;
            }
        }
        int total = Long.bitCount(first | second);
        Search s = new Search(board, target, isFirst, weight, total, huge ? -1 : (int) radix);
        return s.from(new int[w], 0, 0);
    }

    private static final class Search {
        final Board board;
        final int[] target;
        final boolean[][] isFirst;
        final long[] weight;
        final int total;
        final BitSet deadSmall;
        final Set<Long> deadLarge;

        Search(Board board, int[] target, boolean[][] isFirst, long[] weight, int total, int states) {
            this.board = board;
            this.target = target;
            this.isFirst = isFirst;
            this.weight = weight;
            this.total = total;
            this.deadSmall = states >= 0 ? new BitSet(states) : null;
            this.deadLarge = states >= 0 ? null : new HashSet<>();
        }

        /** Can the target be completed from these column heights ({@code placed} stones, state id {@code id})? */
        boolean from(int[] heights, int placed, long id) {
            if (placed == total) {
                return true;
            }
            if (deadSmall != null ? deadSmall.get((int) id) : deadLarge.contains(id)) {
                return false;
            }
            boolean firstToMove = (placed & 1) == 0;
            for (int c = 0; c < heights.length; c++) {
                int h = heights[c];
                if (h < target[c] && isFirst[c][h] == firstToMove) {
                    heights[c]++;
                    long next = deadSmall != null ? id + weight[c] : id | board.cell(c, h);
                    boolean ok = from(heights, placed + 1, next);
                    heights[c]--;
                    if (ok) {
                        return true;
                    }
                }
            }
            if (deadSmall != null) {
                deadSmall.set((int) id);
            } else {
                deadLarge.add(id);
            }
            return false;
        }
    }
}
