package zugzwang.games.connect4.rules;

import zugzwang.games.connect4.Board;

/**
 * Which rule instances can be applied together: the table of §7.4 with its four conditions.
 * <ol>
 *   <li>the sets of squares are disjoint;</li>
 *   <li>no Claimeven (part) lies below the inverse (Lowinverse or Highinverse) in one of its
 *       columns (§7.1: filling the Claimeven would release an odd number of squares);</li>
 *   <li>the sets of squares are column-wise disjoint or equal (two Afterevens / Befores /
 *       Specialbefores, or a Lowinverse and a Before, sharing whole Claimevens or Verticals);</li>
 *   <li>disjoint, and the inverses use the same two columns or disjoint columns.</li>
 * </ol>
 * Deviations from the printed table, all in the safe (more restrictive) direction:
 * <ul>
 *   <li>Claimeven with Lowinverse / Highinverse is printed "2"; a Claimeven overlapping an inverse
 *       makes contradictory demands, so "1&amp;2" is used.</li>
 *   <li>"Column-wise equal" is read strictly: in a shared column both rules use the same squares
 *       <em>as the same parts</em> (Claimeven against Claimeven, Vertical against Vertical); a
 *       Before's Vertical e1-e2 never equals a Claimeven e1-e2.</li>
 *   <li>A Specialbefore's two playable squares never count as equal (N.B. ii): they must be
 *       disjoint from the other rule.</li>
 * </ul>
 */
public final class Compatibility {
    static final int DISJOINT = 1;
    static final int NO_CLAIMEVEN_BELOW = 2;
    static final int COLUMNWISE = 4;
    static final int INVERSE_COLUMNS = 8;

    private static final int D = DISJOINT;
    private static final int D2 = DISJOINT | NO_CLAIMEVEN_BELOW;
    private static final int C = COLUMNWISE;
    private static final int C2 = COLUMNWISE | NO_CLAIMEVEN_BELOW;
    private static final int I = DISJOINT | INVERSE_COLUMNS;

    /** The §7.4 table, rows and columns in {@link Rule} order (CL BI VE AE LI HI BC BE SB). */
    private static final int[][] TABLE = {
        //  CL  BI  VE  AE  LI  HI  BC  BE  SB
        {D, D, D, D, D2, D2, D, D, D},      // CL
        {D, D, D, D, D, D, D, D, D},        // BI
        {D, D, D, D, D, D, D, D, D},        // VE
        {D, D, D, C, D2, D2, D, C, C},      // AE
        {D2, D, D, D2, I, I, D2, C2, C2},   // LI
        {D2, D, D, D2, I, I, D2, D2, D2},   // HI
        {D, D, D, D, D2, D2, D, D, D},      // BC
        {D, D, D, C, C2, D2, D, C, C},      // BE
        {D, D, D, C, C2, D2, D, C, C},      // SB
    };

    private Compatibility() {
    }

    /** The §7.4 condition code for two kinds (bits {@link #DISJOINT} ... {@link #INVERSE_COLUMNS}). */
    public static int condition(Rule a, Rule b) {
        return TABLE[a.ordinal()][b.ordinal()];
    }

    /** Whether the two instances can be applied simultaneously. */
    public static boolean compatible(Board board, RuleInstance a, RuleInstance b) {
        int code = TABLE[a.kind().ordinal()][b.kind().ordinal()];
        long sa = a.squares();
        long sb = b.squares();
        if ((code & DISJOINT) != 0 && (sa & sb) != 0) {
            return false;
        }
        if ((code & COLUMNWISE) != 0 && (sa & sb) != 0 && !columnwiseEqual(board, a, b)) {
            return false;
        }
        if ((code & NO_CLAIMEVEN_BELOW) != 0 && (claimevenBelow(board, a, b) || claimevenBelow(board, b, a))) {
            return false;
        }
        if ((code & INVERSE_COLUMNS) != 0 && a.columns() != b.columns() && (a.columns() & b.columns()) != 0) {
            return false;
        }
        return true;
    }

    /** Condition 3 when the squares meet: every shared column is used identically by both. */
    private static boolean columnwiseEqual(Board board, RuleInstance a, RuleInstance b) {
        if ((a.specials() & b.squares()) != 0 || (b.specials() & a.squares()) != 0) {
            return false;
        }
        int shared = a.columns() & b.columns();
        for (int cols = shared; cols != 0; cols &= cols - 1) {
            long col = board.columnMask(Integer.numberOfTrailingZeros(cols));
            long xa = a.squares() & col;
            long xb = b.squares() & col;
            if ((xa & xb) == 0) {
                continue;
            }
            if (xa != xb || (a.claimevens() & col) != (b.claimevens() & col)
                    || (a.verticals() & col) != (b.verticals() & col)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code other} has a Claimeven square below {@code inverse} in one of its columns. */
    private static boolean claimevenBelow(Board board, RuleInstance inverse, RuleInstance other) {
        Rule k = inverse.kind();
        if (k != Rule.LOWINVERSE && k != Rule.HIGHINVERSE) {
            return false;
        }
        for (int cols = inverse.columns(); cols != 0; cols &= cols - 1) {
            long col = board.columnMask(Integer.numberOfTrailingZeros(cols));
            long low = Long.lowestOneBit(inverse.squares() & col);
            // low - 1 sets every bit below the inverse's lowest square; & col keeps this column
            if ((other.claimevens() & (low - 1) & col) != 0) {
                return true;
            }
        }
        return false;
    }
}
