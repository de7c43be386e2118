package zugzwang.games.connect4.rules;

import java.util.ArrayList;
import java.util.List;

import zugzwang.games.connect4.Board;

/**
 * A threat combination of White (Allis 1988, §8.3-8.4): two White groups, each holding two White
 * stones and no Black stone. The first needs two odd squares, the <em>crossing square</em> and the
 * <em>odd square</em>; the second needs the crossing square and the <em>even square</em> directly
 * above or directly below the odd square. The crossing square must not be directly playable. The
 * crossing square's column is the <em>crossing column</em>, the odd square's column the
 * <em>other column</em>. (The two groups are one horizontal and one diagonal through adjacent
 * columns: no other pair of groups can share a square and meet one column in adjacent rows.)
 *
 * <p>White to play the combination must be the controller, i.e. Black is to move. White then uses
 * the rules on the board without both columns, and the claims of §8.4 say which Black groups
 * through the two columns cannot be completed. Implemented claims (numbering of §8.4):
 * <ul>
 *   <li>both kinds, claim 1: Black gets no odd square of the crossing column, except its lowest
 *       empty square if that one is odd and directly playable;</li>
 *   <li>both kinds, claim 2: Black does not get both a square above the crossing square and a
 *       square above the odd square;</li>
 *   <li>even square above the odd square, claim 3: Black does not get both the square directly
 *       above the crossing square and the odd square;</li>
 *   <li>even square above, claim 4: if the odd square is directly playable, Black gets no square
 *       of the crossing column higher than the one directly above the crossing square;</li>
 *   <li>even square above (claim 6), and even square below when that one is not directly playable
 *       (claim 4 there): White answers every Black move in the other column up to the odd square,
 *       so Black never gets two adjacent squares of the other column from its lowest empty square
 *       up to and including the odd square (only a vertical group can need two of them).</li>
 * </ul>
 * Not implemented: the Baseinverse on the lowest squares of both columns (claim 5, resp. 3), so
 * the range of the last claim always starts at the lowest empty square. The 8.3 conclusion that
 * White also gets the even squares above the even square is not in the general list of §8.4 and
 * is not used.
 */
public final class ThreatCombination {
    private final Board board;
    private final long crossing;
    private final long odd;
    private final long even;
    private final long first;
    private final long second;

    private ThreatCombination(Board board, long crossing, long odd, long even, long first, long second) {
        this.board = board;
        this.crossing = crossing;
        this.odd = odd;
        this.even = even;
        this.first = first;
        this.second = second;
    }

    /**
     * Every threat combination of White in a position (any side to move): each (crossing square,
     * odd square, even square) once.
     */
    public static List<ThreatCombination> find(Board board, long[] groups, long white, long black) {
        long mask = white | black;
        long playable = board.playable(mask);
        long evens = Square.evenRows(board);
        List<ThreatCombination> out = new ArrayList<>();
        for (long g1 : groups) {
            long e1 = g1 & ~mask;
            if ((g1 & black) != 0 || Long.bitCount(g1 & white) != 2 || (e1 & evens) != 0) {
                continue; // the first group: two White stones, two empty odd squares
            }
            for (long g2 : groups) {
                long e2 = g2 & ~mask;
                if (g2 == g1 || (g2 & black) != 0 || Long.bitCount(g2 & white) != 2) {
                    continue;
                }
                long shared = e1 & e2;
                if (Long.bitCount(shared) != 1 || (shared & playable) != 0) {
                    continue; // exactly one common empty square, not directly playable
                }
                long oddSq = e1 & ~shared;
                long evenSq = e2 & ~shared;
                // the even square is the cell directly above (bit << 1) or below (bit >>> 1) the odd square
                if ((evenSq & evens) == 0 || (evenSq != oddSq << 1 && evenSq != oddSq >>> 1)) {
                    continue;
                }
                if (board.columnOf(shared) == board.columnOf(oddSq)) {
                    continue;
                }
                boolean dup = false;
                for (ThreatCombination t : out) {
                    dup |= t.crossing == shared && t.odd == oddSq && t.even == evenSq;
                }
                if (!dup) {
                    out.add(new ThreatCombination(board, shared, oddSq, evenSq, g1, g2));
                }
            }
        }
        return out;
    }

    /** The square both groups need. */
    public long crossing() {
        return crossing;
    }

    /** The first group's other (odd) square. */
    public long odd() {
        return odd;
    }

    /** The second group's other (even) square, directly above or below {@link #odd}. */
    public long even() {
        return even;
    }

    /** Whether the even square lies above the odd square (the kind of diagram 8.3). */
    public boolean evenAbove() {
        return even == odd << 1;
    }

    /** The crossing column and the other column, as a cell mask. */
    public long columns() {
        return board.columnMask(board.columnOf(crossing)) | board.columnMask(board.columnOf(odd));
    }

    /** The squares Black never gets, as far as the implemented claims say so on their own. */
    public long whiteGets(long mask) {
        long col = board.columnMask(board.columnOf(crossing));
        long empty = col & ~mask;
        long lowest = Long.lowestOneBit(empty); // the column's playable square
        long oddSquares = empty & ~Square.evenRows(board);
        oddSquares &= ~(lowest & board.playable(mask)); // claim 1: the playable lowest odd square may go to Black
        long gets = oddSquares;
        if (evenAbove() && (odd & board.playable(mask)) != 0) {
            // claim 4: nothing above the square directly above the crossing square;
            // -(crossing << 2) sets the bit two above the crossing square and every bit above it
            gets |= -(crossing << 2) & col;
        }
        return gets;
    }

    /**
     * Whether the claims refute a Black group that has no square of {@link #whiteGets}: it needs
     * a square above the crossing square and one above the odd square (claim 2), the square above
     * the crossing square and the odd square (claim 3, even square above), or two adjacent squares
     * of the other column in the range White answers (claims 6 / 4).
     */
    public boolean refutes(long group, long mask) {
        long crossCol = board.columnMask(board.columnOf(crossing));
        long otherCol = board.columnMask(board.columnOf(odd));
        // -(x << 1) & col: the squares of x's column strictly above x
        long aboveCrossing = -(crossing << 1) & crossCol;
        long aboveOdd = -(odd << 1) & otherCol;
        if ((group & aboveCrossing) != 0 && (group & aboveOdd) != 0) {
            return true;
        }
        if (evenAbove() && (group & (crossing << 1)) != 0 && (group & odd) != 0) {
            return true;
        }
        boolean answers = evenAbove() || (even & board.playable(mask)) == 0;
        if (answers) {
            long empty = otherCol & ~mask;
            // the range: from the lowest empty square of the column up to and including the odd square;
            // (odd << 1) - lowest sets every bit from lowest up to odd
            long range = ((odd << 1) - Long.lowestOneBit(empty)) & empty;
            return Long.bitCount(group & range) >= 2;
        }
        return false;
    }

    /** "crossing f3, odd g3, even g4 (groups d1-g4, d3-g3)". */
    public String describe() {
        return "crossing " + Square.name(board, crossing) + ", odd " + Square.name(board, odd) + ", even "
                + Square.name(board, even) + " (groups " + Group.name(board, first) + ", "
                + Group.name(board, second) + ")";
    }

    @Override
    public String toString() {
        return describe();
    }
}
