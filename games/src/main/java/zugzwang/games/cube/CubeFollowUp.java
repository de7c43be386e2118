package zugzwang.games.cube;

import zugzwang.core.util.Bits;

/**
 * A static bound from the second player's <em>follow-up</em> strategy (Allis' Claimeven, with
 * Baseinverse on the lowest cells of odd columns), as in our Connect-4 solver; seed 001 does not
 * use it.
 *
 * <p>It applies when the number of empty cells is even, i.e. the first player is to move (64 is
 * even). The second player pairs the empty cells:
 * <ul>
 * <li>in a column with an even number of empty cells, each cell with the one above it: the first
 *     must take the lower one first, and the second answers with the upper (Claimeven);</li>
 * <li>in a column with an odd number, the same above its lowest empty cell; the lowest cells of
 *     these columns (there is an even number of such columns) are paired two by two in bit
 *     order: when the first takes one, the second takes its partner, after which both columns are
 *     even (Baseinverse).</li>
 * </ul>
 * The first player then ends with exactly his stones, every lower cell of a pair and one lowest
 * cell from each pair of odd columns (his choice). If no such set contains a line of four, he can
 * never win. If moreover the second player's stones plus the upper cells of the pairs contain a
 * line, the second player surely wins (the game goes on until he completes it).
 *
 * <p>With columns four high, the lower cells of the pairs are exactly the empty cells of layers
 * z = 0 and z = 2 ({@link #EVEN_LAYERS}): in an even column the lowest empty cell is in an even
 * layer; in an odd column the lowest empty cell is in an odd layer and the pairs above it start in
 * the next, even one. The lowest cells of the odd columns are the playable cells of odd layers.
 */
final class CubeFollowUp {
    /** No bound. */
    static final int NONE = Integer.MAX_VALUE;
    /** Layers z = 0 and 2. */
    static final long EVEN_LAYERS = 0x0000FFFF0000FFFFL;
    /** Layers z = 1 and 3. */
    static final long ODD_LAYERS = ~EVEN_LAYERS;

    /**
     * Odd columns beyond this many are not tried one pairing choice at a time (2^(k/2) choices):
     * the bound is then not used. (Checking each line against the pairs instead finds 1% more
     * bounds for a quarter more time: not worth it.)
     */
    private static final int MAX_ODD_COLUMNS = 6;

    private CubeFollowUp() {
    }

    /**
     * The bound for the first player, to move: 0 (he cannot win), −1 (the second player wins), or
     * {@link #NONE}.
     *
     * @param first  the first player's stones
     * @param second the second player's stones
     * @param filled all stones (an even number)
     */
    static int bound(long first, long second, long filled) {
        long empty = ~filled;
        long oddBottoms = Cube.playable(filled) & ODD_LAYERS;
        long ours = first | (empty & EVEN_LAYERS);
        if (Cube.hasFour(ours | oddBottoms)) {
            // only some choices of lowest cells may complete a line: try them all
            int k = Long.bitCount(oddBottoms);
            if (k == 0 || k > MAX_ODD_COLUMNS) {
                return NONE;
            }
            // the odd columns' lowest cells, paired in bit order: every choice of one of each pair
            for (int choice = 0; choice < 1 << (k / 2); choice++) {
                long pick = Bits.pairChoice(oddBottoms, choice);
                if (Cube.hasFour(ours | pick)) {
                    return NONE;
                }
            }
        }
        // the second player gets at least his stones and every upper cell of a pair
        return Cube.hasFour(second | (empty & ODD_LAYERS & ~oddBottoms)) ? -1 : 0;
    }
}
