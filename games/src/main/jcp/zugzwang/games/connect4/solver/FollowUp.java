package zugzwang.games.connect4.solver;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"FollowUp.java"
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.core.util.Bits;
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
 * cell from each pair of odd columns (our choice). If no such set contains a line of four, we can
 * never win: the score is at most 0. If moreover the opponent's stones plus the cells it surely
 * gets contain a line, it surely wins: at most -1.
 *
 * <p>The lower cells of all pairs are the empty cells whose row has the parity of the height
 * (in an even column the lowest empty cell has that parity; in an odd column the one above the
 * lowest does). So the sets are a few masks; the check is a handful of {@link Board#hasFour} calls.
 */
public final class /*$P$*/FollowUp {
    /** No bound. */
    static final int NONE = Integer.MAX_VALUE;
    /** Odd columns beyond this many are not tried (2^(k/2) choices). */
    private static final int MAX_ODD_COLUMNS = 6;

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
        long oursLo = curLo | board.lowerOfPairsLo(maskLo);
        long oursHi = curHi | board.lowerOfPairsHi(maskHi);
        long oddLo = board.oddColumnBottomsLo(maskLo);
        long oddHi = board.oddColumnBottomsHi(maskLo, maskHi);
        if (board.hasFour(oursLo | oddLo, oursHi | oddHi)) {
            // only some choices of lowest cells may complete a line: try them all
            int k = Bits128.bitCount(oddLo, oddHi);
            if (k == 0 || k > MAX_ODD_COLUMNS) {
                return NONE;
            }
            // the odd columns' lowest cells, paired in bit order: every choice of one of each pair
            for (int choice = 0; choice < 1 << (k / 2); choice++) {
                // Bits.pairChoice on two words: walk the cells lowest first (x & -x isolates the
                // lowest set bit of a word), two at a time
                long pickLo = 0, pickHi = 0, restLo = oddLo, restHi = oddHi;
                for (int pair = 0; pair < k / 2; pair++) {
                    long lowLo = restLo & -restLo, lowHi = lowLo != 0 ? 0 : restHi & -restHi;
                    restLo ^= lowLo;
                    restHi ^= lowHi;
                    long highLo = restLo & -restLo, highHi = highLo != 0 ? 0 : restHi & -restHi;
                    restLo ^= highLo;
                    restHi ^= highHi;
                    boolean high = ((choice >>> pair) & 1) != 0;
                    pickLo |= high ? highLo : lowLo;
                    pickHi |= high ? highHi : lowHi;
                }
                if (board.hasFour(oursLo | pickLo, oursHi | pickHi)) {
                    return NONE;
                }
            }
        }
        // the opponent gets at least its stones and every upper cell of a pair
        return board.hasFour(oppLo | (board.upperOfPairsLo(maskLo) & ~oddLo),
                oppHi | (board.upperOfPairsHi(maskHi) & ~oddHi)) ? -1 : 0;
    }
//#else
    static int bound(Board board, long cur, long opp, long mask) {
        long ours = cur | board.lowerOfPairs(mask);
        long odd = board.oddColumnBottoms(mask);
        if (board.hasFour(ours | odd)) {
            // only some choices of lowest cells may complete a line: try them all
            int k = Long.bitCount(odd);
            if (k == 0 || k > MAX_ODD_COLUMNS) {
                return NONE;
            }
            // the odd columns' lowest cells, paired in bit order: every choice of one of each pair
            for (int choice = 0; choice < 1 << (k / 2); choice++) {
                long pick = Bits.pairChoice(odd, choice);
                if (board.hasFour(ours | pick)) {
                    return NONE;
                }
            }
        }
        // the opponent gets at least its stones and every upper cell of a pair
        return board.hasFour(opp | (board.upperOfPairs(mask) & ~odd)) ? -1 : 0;
    }
//#endif
}
