package zugzwang.games.connect4.solver;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"FollowUp.java"
//#if WIDE
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.games.connect4.Board;
//#endif

/**
 * A static upper bound on the side to move's score from the opponent's <em>follow-up</em>
 * strategy (Allis' Claimeven, with Baseinverse on the lowest cells of odd columns).
 *
 * <p>It applies when the number of empty cells is even, so that the opponent can answer every
 * move. The opponent pairs the empty cells:
 * <ul>
 * <li>in a column with an even number of empty cells: each cell with the one above it
 *     (Claimeven). We must play the lower cell first, and the opponent answers with the upper;</li>
 * <li>in a column with an odd number: the same above its lowest empty cell. The lowest cells of
 *     these columns (there is an even number of such columns) are paired two by two, left to
 *     right (Baseinverse): when we take one, the opponent takes its partner, after which both
 *     columns are even.</li>
 * </ul>
 * Whatever we do, we end up with exactly our stones, every lower cell of a pair, and one lowest
 * cell from each pair of odd columns (our choice). The bound takes all the lowest cells of the odd
 * columns as ours: if not even that set contains a line of four, we can never win: the score is at
 * most 0. If moreover the opponent's stones plus the cells it surely gets contain a line, it
 * surely wins: at most -1. (Until 2026-11-29 a line through lowest cells was checked against each
 * choice of one cell per pair, up to 2^(k/2) line tests with k odd columns: it bounded a few more
 * nodes, 180.9 M against 185.6 M on the empty 7×6 board, but cost more time than they took: without
 * it the empty board with one thread took 15.1 / 15.0 / 13.9 s against 17.2 / 17.1 / 17.9 s, and
 * Test_L2_R2 1.26 / 1.30 / 1.10 ms against 1.42 / 1.56 / 1.26 ms, alternating.)
 *
 * <p>The lower cells of all pairs are the empty cells whose row has the parity of the height
 * (in an even column the lowest empty cell has that parity; in an odd column the one above the
 * lowest does). So the sets are a few masks; the check is a handful of {@link Board#hasFour} calls.
 */
public final class /*$P$*/FollowUp {
    /** No bound. */
    static final int NONE = Integer.MAX_VALUE;

    private /*$P$*/FollowUp() {
    }

    /**
     * The bound for the side to move, in a position with an even number of empty cells: 0, -1 or
     * {@link #NONE}.
     *
     * @param cur  stones of the side to move
     * @param opp  stones of the opponent
     * @param mask all stones
     */
//#if WIDE
    static int bound(WideBoard board, long curLo, long curHi, long oppLo, long oppHi, long maskLo, long maskHi) {
        long oddLo = board.oddColumnBottomsLo(maskLo);
        long oddHi = board.oddColumnBottomsHi(maskLo, maskHi);
        if (board.hasFour(curLo | board.lowerOfPairsLo(maskLo) | oddLo, curHi | board.lowerOfPairsHi(maskHi) | oddHi)) {
            return NONE;
        }
        // the opponent gets at least its stones and every upper cell of a pair
        return board.hasFour(oppLo | (board.upperOfPairsLo(maskLo) & ~oddLo),
                oppHi | (board.upperOfPairsHi(maskHi) & ~oddHi)) ? -1 : 0;
    }
//#else
    static int bound(Board board, long cur, long opp, long mask) {
        long odd = board.oddColumnBottoms(mask);
        if (board.hasFour(cur | board.lowerOfPairs(mask) | odd)) {
            return NONE;
        }
        // the opponent gets at least its stones and every upper cell of a pair
        return board.hasFour(opp | (board.upperOfPairs(mask) & ~odd)) ? -1 : 0;
    }
//#endif

    /**
     * A static upper bound on the side to move's score when the number of empty cells is
     * <em>odd</em>: the opponent's odd threat (Allis' rule that White's odd threat wins, in the form
     * of a follow-up strategy). Let column c have an odd number of empty cells and the opponent a
     * threat (a cell completing four with its stones) at a cell r of c whose distance above c's
     * lowest empty cell is odd. The opponent answers every move in the same column, directly above
     * it, and in the other odd columns (an even number of them) it answers a lowest cell with the
     * lowest cell of its partner (Baseinverse, paired as in {@link #bound}). Then we move first in
     * every pair: in c we get its lowest cell, the one two above, ..., up to the cell below r;
     * elsewhere the lower cell of each pair (and, taken conservatively, both lowest cells of the
     * other odd columns). Every other column fills up in pairs, so sooner or later our only move
     * left is the cell below r, and the opponent completes its four on r. If the cells we can get
     * hold no line of four, we never win first: we lose, at the latest with r the last stone, so
     * the score is at most -(height - row(r)) / 2 (row 0-based: the cells above r stay empty).
     *
     * <p>On 7×6 this is the second player's node after the first player made a column odd: it
     * bounds the nodes where the first player's win is proved, which the even-cell {@link #bound}
     * (the second player's Claimeven) never does.
     *
     * @param cur     stones of the side to move
     * @param mask    all stones
     * @param oppWins the opponent's winning cells (the opponent's stones are {@code cur ^ mask})
     * @return a negative bound, or {@link #NONE}
     */
//#if WIDE
    static int oddThreatBound(WideBoard board, long curLo, long curHi, long maskLo, long maskHi,
            long oppWinsLo, long oppWinsHi) {
        long lowerLo = board.lowerOfPairsLo(maskLo);
        long lowerHi = board.lowerOfPairsHi(maskHi);
        long threatsLo = oppWinsLo & lowerLo;
        long threatsHi = oppWinsHi & lowerHi;
        if ((threatsLo | threatsHi) == 0) {
            return NONE;
        }
        long oddLo = board.oddColumnBottomsLo(maskLo);
        long oddHi = board.oddColumnBottomsHi(maskLo, maskHi);
        // the opponent's threats on the cells it gets in an odd column (the lower cells of the
        // pairs above the column's lowest empty cell)
        threatsLo &= board.emptyRunsLo(maskLo, oddLo);
        threatsHi &= board.emptyRunsHi(maskLo, maskHi, oddLo, oddHi);
        long upperLo = board.upperOfPairsLo(maskLo);
        long upperHi = board.upperOfPairsHi(maskHi);
        while ((threatsLo | threatsHi) != 0) {
            // the lowest threat left (x & -x isolates the lowest set bit): the lowest of its column
            long rLo = threatsLo & -threatsLo;
            long rHi = rLo != 0 ? 0 : threatsHi & -threatsHi;
            int c = board.columnOf(rLo, rHi);
            long colLo = board.columnLo(c);
            long colHi = board.columnHi(c);
            threatsLo &= ~colLo;
            threatsHi &= ~colHi;
            // the cells below r, on two words: r - 1 within r's word, every bit of a lower word
            long belowLo = rLo != 0 ? rLo - 1 : -1L;
            long belowHi = rLo != 0 ? 0 : rHi - 1;
            long oursLo = curLo | (lowerLo & ~colLo) | (oddLo & ~colLo) | (upperLo & colLo & belowLo);
            long oursHi = curHi | (lowerHi & ~colHi) | (oddHi & ~colHi) | (upperHi & colHi & belowHi);
            if (!board.hasFour(oursLo, oursHi)) {
                return -((board.height() - board.rowOf(rLo, rHi)) / 2);
            }
        }
        return NONE;
    }
//#else
    static int oddThreatBound(Board board, long cur, long mask, long oppWins) {
        long lower = board.lowerOfPairs(mask);
        long threats = oppWins & lower;
        if (threats == 0) {
            return NONE;
        }
        long odd = board.oddColumnBottoms(mask);
        // the opponent's threats on the cells it gets in an odd column (the lower cells of the
        // pairs above the column's lowest empty cell)
        threats &= board.emptyRuns(mask, odd);
        long upper = board.upperOfPairs(mask);
        while (threats != 0) {
            long r = threats & -threats; // the lowest threat left (x & -x isolates the lowest set bit): the lowest of its column
            // its column's lowest empty cell: the highest odd-column bottom below r (no division
            // by the stride to find the column)
            long b = Long.highestOneBit(odd & (r - 1));
            long column = board.emptyRuns(mask, b);
            threats &= ~column;
            // (r - 1) & ~(b - 1): the bits from b up to r, exclusive, all in this column
            long ours = cur | (lower & ~column) | (odd & ~b) | (upper & (r - 1) & ~(b - 1));
            if (!board.hasFour(ours)) {
                // the cells above r stay empty: at most -(their number + 1) / 2
                return -((Long.bitCount(column & ~(r | (r - 1))) + 1) / 2);
            }
        }
        return NONE;
    }
//#endif
}
