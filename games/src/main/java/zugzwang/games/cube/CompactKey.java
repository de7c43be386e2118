package zugzwang.games.cube;

/**
 * Seed 001's compact position: 80 bits that identify a position exactly, and its canonical form
 * over the 8 symmetries.
 *
 * <p>Per column, from the bottom: one bit per stone (1: the first player's, 0: the second's), then
 * a 1 on the lowest empty cell, then 0s. The stones and the markers fill the 64 cells; a full
 * column has its marker on a fifth cell above the board, kept in 16 more bits. So
 * <pre>
 *   low  64 bits = first | playable(filled)   (playable: the lowest empty cell of each column)
 *   high 16 bits = filled &gt;&gt;&gt; 48            (the top layer's stones: the full columns)
 * </pre>
 * Two positions with the same 80 bits are the same: the marker of each column is its highest set
 * bit (or, for a full column, its high bit), which gives the height; the bits below are the owners.
 *
 * <p>The canonical key is the smallest (high bits first, unsigned) of the compact keys of the 8
 * images of the position: equal for positions that are symmetric images of each other. An instance
 * holds the result of its last computation (no allocation per call); one per thread.
 */
final class CompactKey {
    /** The high 16 bits of the last key computed. */
    long hi;
    /** The low 64 bits of the last key computed. */
    long lo;
    /** The symmetry that maps the position onto its canonical image (for {@link #canonical}). */
    int symmetry;

    /** The low 64 bits of the compact key of a position. */
    static long low(long first, long filled) {
        return first | Cube.playable(filled);
    }

    /** The high 16 bits of the compact key of a position (its full columns). */
    static long high(long filled) {
        return filled >>> 48;
    }

    /** Sets {@link #hi} and {@link #lo} to the compact key of the position (identity symmetry). */
    void of(long first, long filled) {
        hi = high(filled);
        lo = low(first, filled);
        symmetry = 0;
    }

    /**
     * Sets {@link #hi}, {@link #lo} and {@link #symmetry} to the canonical key of the position: the
     * smallest compact key over the 8 symmetries. The images are built by composing one flip at a
     * time (LR, UD, LR again, transpose, ...), so each costs one flip of each board.
     */
    void canonical(long first, long filled) {
        long bestHi = high(filled);
        long bestLo = low(first, filled);
        int best = 0;
        long f = first;
        long m = filled;
        for (int i = 1; i < Cube.SYMMETRIES; i++) {
            switch (STEP[i]) {
                case LR -> {
                    f = Cube.flipLR(f);
                    m = Cube.flipLR(m);
                }
                case UD -> {
                    f = Cube.flipUD(f);
                    m = Cube.flipUD(m);
                }
                default -> {
                    f = Cube.transpose(first);
                    m = Cube.transpose(filled);
                }
            }
            long h = high(m);
            long l = low(f, m);
            if (h < bestHi || (h == bestHi && Long.compareUnsigned(l, bestLo) < 0)) {
                bestHi = h;
                bestLo = l;
                best = WALK[i];
            }
        }
        hi = bestHi;
        lo = bestLo;
        symmetry = best;
    }

    private static final int LR = 0;
    private static final int UD = 1;
    private static final int TRANSPOSE = 2;
    /**
     * The order in which {@link #canonical} visits the symmetries (see {@link Cube#transform}: the
     * transposition first, then the flips): 0, LR, LR·UD, UD, then the same four after the
     * transposition. LR and UD commute and undo themselves, so each image is one flip away from
     * the one before, but for the transposition, which starts again from the position.
     */
    private static final int[] WALK = {0, 1, 3, 2, 4, 5, 7, 6};
    /** How {@link #canonical} reaches each symmetry of {@link #WALK} from the one before. */
    private static final int[] STEP = {TRANSPOSE, LR, UD, LR, TRANSPOSE, LR, UD, LR};
}
