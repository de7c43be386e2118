package zugzwang.games.connect4;

import java.util.Arrays;
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
 *
 * <p>The check runs on two-word sets ({@link WideBoard}): a board of one word has the same layout
 * with an empty high word, so one check serves every board up to 128 bits. It is not on any
 * search's path.
 */
public final class Reachability {
    private Reachability() {
    }

    /** Whether alternating play reaches exactly these stones of a one-word board (gravity and counts already checked). */
    public static boolean isReachable(Board board, long first, long second) {
        return isReachable(WideBoard.of(board.width(), board.height()), first, 0, second, 0);
    }

    /** Whether alternating play reaches exactly these stones (low and high words; gravity already checked). */
    public static boolean isReachable(WideBoard board, long firstLo, long firstHi, long secondLo, long secondHi) {
        int nFirst = Long.bitCount(firstLo) + Long.bitCount(firstHi);
        int nSecond = Long.bitCount(secondLo) + Long.bitCount(secondHi);
        if (nFirst != nSecond && nFirst != nSecond + 1) {
            return false;
        }
        boolean firstMovedLast = nFirst > nSecond;
        long lastLo = firstMovedLast ? firstLo : secondLo;
        long lastHi = firstMovedLast ? firstHi : secondHi;
        if (firstMovedLast ? board.hasFour(secondLo, secondHi) : board.hasFour(firstLo, firstHi)) {
            return false;
        }
        if (!board.hasFour(lastLo, lastHi)) {
            return buildable(board, firstLo, firstHi, secondLo, secondHi);
        }
        long maskLo = firstLo | secondLo;
        long maskHi = firstHi | secondHi;
        for (int c = 0; c < board.width(); c++) {
            int top = height(board, maskLo, maskHi, c) - 1;
            if (top < 0) {
                continue;
            }
            long topLo = board.cellLo(c, top);
            long topHi = board.cellHi(c, top);
            if ((topLo & lastLo) == 0 && (topHi & lastHi) == 0) {
                continue;
            }
            long beforeLo = lastLo & ~topLo;
            long beforeHi = lastHi & ~topHi;
            if (!board.hasFour(beforeLo, beforeHi)) {
                boolean ok = firstMovedLast
                        ? buildable(board, beforeLo, beforeHi, secondLo, secondHi)
                        : buildable(board, firstLo, firstHi, beforeLo, beforeHi);
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Stones in column c of a set that obeys gravity. */
    private static int height(WideBoard board, long lo, long hi, int c) {
        int h = 0;
        while (h < board.height() && ((lo & board.cellLo(c, h)) | (hi & board.cellHi(c, h))) != 0) {
            h++;
        }
        return h;
    }

    /** Whether some alternating order (first player first) builds these columns. */
    static boolean buildable(WideBoard board, long firstLo, long firstHi, long secondLo, long secondHi) {
        int w = board.width();
        int[] target = new int[w];
        boolean[][] isFirst = new boolean[w][];
        // A partial position is identified by its column heights: as a mixed-radix number, kept in
        // a bit set when there are at most 2^28 of them, else in a hash set while the number fits
        // a long, else (only boards of three rows and some thirty full columns) as text.
        long radix = 1;
        long[] weight = new long[w];
        boolean large = false;
        boolean huge = false;
        int total = 0;
        for (int c = 0; c < w; c++) {
            target[c] = height(board, firstLo | secondLo, firstHi | secondHi, c);
            total += target[c];
            isFirst[c] = new boolean[target[c]];
            for (int r = 0; r < target[c]; r++) {
                isFirst[c][r] = ((firstLo & board.cellLo(c, r)) | (firstHi & board.cellHi(c, r))) != 0;
            }
            weight[c] = radix;
            if (!huge && radix > Long.MAX_VALUE / (target[c] + 1)) {
                huge = true;
            } else if (!huge) {
                radix *= target[c] + 1;
                large |= radix > 1 << 28;
            }
        }
        Search s = new Search(target, isFirst, weight, total, huge ? -2 : large ? -1 : (int) radix);
        return s.from(new int[w], 0, 0);
    }

    private static final class Search {
        final int[] target;
        final boolean[][] isFirst;
        final long[] weight;
        final int total;
        /** Dead partial positions by number: in a bit set, or a hash set; or by text (huge). */
        final BitSet deadSmall;
        final Set<Long> deadLarge;
        final Set<String> deadHuge;

        Search(int[] target, boolean[][] isFirst, long[] weight, int total, int states) {
            this.target = target;
            this.isFirst = isFirst;
            this.weight = weight;
            this.total = total;
            this.deadSmall = states >= 0 ? new BitSet(states) : null;
            this.deadLarge = states == -1 ? new HashSet<>() : null;
            this.deadHuge = states == -2 ? new HashSet<>() : null;
        }

        private boolean dead(int[] heights, long id) {
            return deadSmall != null ? deadSmall.get((int) id)
                    : deadLarge != null ? deadLarge.contains(id) : deadHuge.contains(Arrays.toString(heights));
        }

        private void kill(int[] heights, long id) {
            if (deadSmall != null) {
                deadSmall.set((int) id);
            } else if (deadLarge != null) {
                deadLarge.add(id);
            } else {
                deadHuge.add(Arrays.toString(heights));
            }
        }

        /** Can the target be completed from these column heights ({@code placed} stones, state id {@code id})? */
        boolean from(int[] heights, int placed, long id) {
            if (placed == total) {
                return true;
            }
            if (dead(heights, id)) {
                return false;
            }
            boolean firstToMove = (placed & 1) == 0;
            for (int c = 0; c < heights.length; c++) {
                int h = heights[c];
                if (h < target[c] && isFirst[c][h] == firstToMove) {
                    heights[c]++;
                    boolean ok = from(heights, placed + 1, id + weight[c]);
                    heights[c]--;
                    if (ok) {
                        return true;
                    }
                }
            }
            kill(heights, id);
            return false;
        }
    }
}
