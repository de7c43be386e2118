package zugzwang.games.cube;

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
 *
 * <p><b>Where the answer ends the game.</b> If the second player's upper cell of a pair is his
 * own threat, the answer to the first's lower cell is four: the first never gets a cell above it.
 * For a threat in layer 1 over an empty column that removes the column's layer-2 cell from the
 * first player's cells (in layer 3 nothing is above); at difficulty 30 the bound then proves a
 * third more positions and the search visits 35 % fewer nodes.
 *
 * <p><b>Cells under a threat.</b> A cell of the first's set directly below a second-player threat
 * (an empty lower cell of a pair, or an odd column's lowest cell) is <em>poisoned</em>: if the
 * first plays it without completing four, the second plays the threat above it and wins (for a
 * lower cell of a pair that is his Claimeven answer anyway). So the first may play at most one
 * poisoned cell, as the last cell of a line, and a line holding two of them is no line for him
 * ({@link #mayMakeFour}'s {@code poison}). At difficulty 32 the search then visits 2.5 % fewer
 * nodes, 4.6 % with the same rule in {@link #firstWins} too (85.6 M → 81.7 M).
 *
 * <p><b>The first player's zugzwang</b> ({@link #firstWins}) is the same strategy with the roles
 * turned: the second player to move, a first-player threat in layer 2 over the lowest empty cell
 * of its column, and the first answering in the other columns.
 *
 * <p><b>Other pairings and Highinverses.</b> Where the odd columns paired in bit order leave the
 * opponent a line, the controller (the second player in the bound, the first in his zugzwang) may
 * pair them otherwise or play Highinverses on them ({@link CubeInverses}).
 */
final class CubeFollowUp {
    /** No bound. */
    static final int NONE = Integer.MAX_VALUE;
    /** Layers z = 0 and 2. */
    static final long EVEN_LAYERS = 0x0000FFFF0000FFFFL;
    /** Layers z = 1 and 3. */
    static final long ODD_LAYERS = ~EVEN_LAYERS;
    /** Layer z = 1. */
    static final long LAYER1 = 0x00000000FFFF0000L;
    /** Layer z = 2. */
    static final long LAYER2 = 0x0000FFFF00000000L;

    private CubeFollowUp() {
    }

    /**
     * The bound for the first player, to move: 0 (he cannot win), −1 (the second player wins), or
     * {@link #NONE}.
     *
     * @param first         the first player's stones
     * @param second        the second player's stones
     * @param filled        all stones (an even number)
     * @param secondThreats the second player's threats (all of them: {@link Cube#threats})
     */
    static int bound(long first, long second, long filled, long secondThreats) {
        return bound(first, second, filled, secondThreats, true, true);
    }

    /**
     * {@link #bound}, with or without the poisoned cells (false: every line of the first's cells
     * counts, as before the rule) and the second's choice of inverses ({@link CubeInverses}; false:
     * the odd columns paired in bit order) — for the tests that show what each rule adds.
     */
    static int bound(long first, long second, long filled, long secondThreats, boolean poisoned, boolean inverses) {
        long empty = ~filled;
        long oddBottoms = Cube.playable(filled) & ODD_LAYERS;
        // the first's cells: his stones and every lower cell of a pair, except above a second-player
        // threat in layer 1 over an empty column (the answer to its layer-0 cell wins)
        long ours = first | (empty & EVEN_LAYERS & ~(winningAnswers(secondThreats, empty) << 16));
        // his empty cells directly below a threat of the second's (threats >>> 16: the cell below)
        long poison = poisoned ? (secondThreats >>> 16) & (ours | oddBottoms) & empty : 0;
        if (mayMakeFour(ours, oddBottoms, poison)) {
            // the pairing in bit order fails; another pairing, or Highinverses, may not (the second
            // player's win below is only known for the pairing in bit order)
            return inverses && CubeInverses.refute(ours, oddBottoms, poison) ? 0 : NONE;
        }
        // the second player gets at least his stones and every upper cell of a pair
        return Cube.hasFour(second | (empty & ODD_LAYERS & ~oddBottoms)) ? -1 : 0;
    }

    /**
     * Whether the follow-up bound fails after every one of the second player's {@code moves}
     * ({@link #bound} would answer {@link #NONE} for each), seen without computing it per move: the
     * second player to move (an odd number of stones). Sufficient, not necessary (false: not known).
     *
     * <p>A line of the first player's stones and empty cells of layers 0 and 2 is within the
     * first's cells after any move of the second that is not on it: its empty cells stay lower cells
     * of pairs, and it holds no odd column's lowest cell (those lie in layers 1 and 3), so no pair
     * rules it out — unless a second-player threat in layer 1 over an empty column takes its layer-2
     * cell ({@link #winningAnswers}); lines with a layer-2 cell over an empty layer-0 cell are
     * therefore left out, whatever the threats. If no move lies on every such line, every move
     * leaves one, and the bound fails after each.
     *
     * <p>Lines with two layer-2 cells over empty layer-1 cells are left out too: a Highinverse on
     * those two columns ({@link CubeInverses}) may refute them (for the four hardest positions of
     * difficulty 28, 117.7 M nodes before this, 102.1 M after).
     *
     * <p>This is the bound without the poisoned cells ({@link #bound(long, long, long, long, boolean, boolean)}
     * with false, true): a move of the second may make new threats over such a line's cells, and telling
     * which would cost the shortcut its point. Where it fires, the search tries neither the loop nor,
     * in the children, the poisoned cells (trying them in the children: 2.2 % fewer nodes on
     * difficulty 28's four hardest positions, but more time).
     */
    static boolean failsAfterEvery(long first, long filled, long moves) {
        long empty = ~filled;
        // layer-2 cells over an empty layer-0 cell: a threat of the second's in layer 1 may take them
        long risky = (empty & 0xFFFFL) << 32;
        long cells = first | (empty & EVEN_LAYERS & ~risky);
        // layer-2 cells over an empty layer-1 cell: a line holding two of them may be ruled out by a
        // Highinverse on the two columns (CubeInverses), now or after the move, so it proves nothing
        long overLayer1 = (empty & LAYER1) << 16 & empty;
        long common = moves; // the moves on every such line found so far
        for (int d = 0; d < Cube.STEPS.length; d++) {
            for (long f = Cube.fullStarts(cells, d); f != 0; f &= f - 1) {
                long line = Cube.lineAt(d, Long.numberOfTrailingZeros(f));
                if (Long.bitCount(line & overLayer1) >= 2) {
                    continue;
                }
                common &= line;
                if (common == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The upper cells of pairs in layer 1 over an empty column that are threats (of the player who
     * answers there): whoever takes the layer-0 cell below loses at once, so nothing above it is
     * ever played. (Layer-0 cells of empty columns: {@code empty & 0xFFFF}; shifted up one layer,
     * the layer-1 cells over them.)
     */
    private static long winningAnswers(long threats, long empty) {
        return threats & ((empty & 0xFFFFL) << 16);
    }

    /**
     * Whether the first player wins by zugzwang; the second player is to move (an odd number of
     * stones), has no opening, and {@code firstThreats} are the first's threats.
     *
     * <p>A first-player threat t in layer 2 over the lowest empty cell e of its column (layer 1)
     * is a trap: whoever plays e gives t away, and the second cannot afford to. In the other
     * columns, the <em>rest</em>, the first answers every move of the second by the pairs above
     * (the second now takes the lower cells, layers 0 and 2, the first the upper ones; lowest
     * cells of odd columns paired two by two). The rest holds an even number of empty cells (the
     * board holds an odd number, t's column three), so the second runs out of moves there first
     * and must play e, and the first completes t. The second can only escape by making four with
     * what he gets: his stones, e, the lower cells of the rest, one cell of each pair of odd
     * columns (his choice) —
     * but not the cells above a first-player threat that the first gets by answering (see
     * {@link #winningAnswers}). If none of these sets holds a line, the first player wins.
     *
     * <p>The trap's column may also be empty (e in layer 1 over an empty cell a in layer 0): then
     * a is one more lowest cell of an odd column (a column of one cell, since nothing is played
     * on e), paired with the others; the rest and a hold an even number of empty cells, and the
     * same strategy forces e on the second. At difficulty 32, 12 % fewer nodes.
     *
     * <p>A cell of the second's directly below a first-player threat is poisoned for him, as in
     * {@link #bound}: the first's answer there is four (for a lowest cell of an odd column, the
     * first leaves the pairing and takes the threat). e is one. A line of the second's with two
     * poisoned cells is no escape.
     *
     * @param first        the first player's stones
     * @param second       the second player's stones (to move, no opening)
     * @param filled       all stones (an odd number)
     * @param firstThreats the first player's threats (all of them: {@link Cube#threats})
     */
    static boolean firstWins(long first, long second, long filled, long firstThreats) {
        return firstWins(first, second, filled, firstThreats, true, true);
    }

    /**
     * {@link #firstWins}, with or without the second's poisoned cells and the first's choice of
     * inverses (see {@link #bound(long, long, long, long, boolean, boolean)}).
     */
    static boolean firstWins(long first, long second, long filled, long firstThreats, boolean poisoned,
            boolean inverses) {
        long traps = traps(firstThreats, filled);
        if (traps == 0) {
            return false;
        }
        long play = Cube.playable(filled);
        long empty = ~filled;
        long lostToAnswers = winningAnswers(firstThreats, empty) << 16;
        for (long m = traps; m != 0; m &= m - 1) {
            long t = m & -m;
            long e = t >>> 16;
            long a = (e >>> 16) & empty; // the layer-0 cell below e, if empty
            long rest = ~Cube.columnMask(Long.numberOfTrailingZeros(t) & 15);
            long oddBottoms = (play & ODD_LAYERS & rest) | a;
            long theirs = (second | e | (empty & EVEN_LAYERS & rest)) & ~lostToAnswers;
            // the second's empty cells directly below a first-player threat (e among them): the
            // first answers there and wins, so a line of the second's may hold one of them at most
            long poison = poisoned ? (firstThreats >>> 16) & (theirs | oddBottoms) & empty : 0;
            if (!mayMakeFour(theirs, oddBottoms, poison)
                    || (inverses && CubeInverses.refute(theirs, oddBottoms, poison))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first player's traps ({@link #firstWins}): his threats in layer 2 over an empty cell
     * (shifted up one layer onto the threat).
     */
    static long traps(long firstThreats, long filled) {
        return firstThreats & LAYER2 & ((~filled & LAYER1) << 16);
    }

    /**
     * Whether a player who gets {@code stones} and one cell of each pair of {@code oddBottoms}
     * (paired in bit order, the choice his; an odd last cell left out) may complete a line. The
     * two sets must be disjoint (a shared cell would change the pairing).
     *
     * <p>A line within the stones and all the odd bottoms is his by some choice unless it holds
     * both cells of a pair (a line that holds one cell of several pairs takes those cells, the
     * other pairs are free), so he may complete a line exactly when some such line holds no pair
     * ({@link #holdsAPair}). The lines come from {@link Cube#fullStarts}, a few bit operations per
     * direction, and the first line without a pair answers. (This equals trying all 2<sup>k/2</sup>
     * choices with {@link zugzwang.core.util.Bits#pairChoice}, for a fraction of the time; it
     * replaced counting the lines against the lines the pairs rule out, one table lookup per pair:
     * the same nodes, in less time.)
     */
    static boolean mayMakeFour(long stones, long oddBottoms) {
        return mayMakeFour(stones, oddBottoms, 0);
    }

    /**
     * {@link #mayMakeFour(long, long)} where the player may also take at most one cell of
     * {@code poison} (a subset of the stones and odd bottoms: his empty cells directly below an
     * opponent's threat, see the class comment) in a line: lines holding two or more of them do not
     * count.
     */
    static boolean mayMakeFour(long stones, long oddBottoms, long poison) {
        assert (stones & oddBottoms) == 0 : "the odd bottoms are empty cells, the stones his";
        if ((Long.bitCount(oddBottoms) & 1) != 0) {
            oddBottoms &= ~Long.highestOneBit(oddBottoms); // the odd last cell has no pair
        }
        long all = stones | oddBottoms;
        poison &= all;
        for (int d = 0; d < Cube.STEPS.length; d++) {
            long full = Cube.fullStarts(all, d);
            if (full == 0) {
                continue;
            }
            for (full &= ~Cube.startsHoldingTwo(poison, d); full != 0; full &= full - 1) {
                if (!holdsAPair(Cube.lineAt(d, Long.numberOfTrailingZeros(full)), oddBottoms)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a line holds both cells of a pair of {@code oddBottoms} (an even number of cells,
     * paired in bit order: the cells of rank 2j and 2j + 1 among them). For each of the line's odd
     * bottoms of even rank (the number of odd bottoms below it, {@code oddBottoms & (c - 1)}), its
     * partner is the next odd bottom: the lowest bit of {@code oddBottoms & -(c << 1)}, the odd
     * bottoms from the bit above c up.
     */
    private static boolean holdsAPair(long line, long oddBottoms) {
        long b = line & oddBottoms;
        if ((b & (b - 1)) == 0) {
            return false; // at most one odd bottom
        }
        for (; b != 0; b &= b - 1) {
            long c = b & -b;
            if ((Long.bitCount(oddBottoms & (c - 1)) & 1) == 0) {
                long above = oddBottoms & -(c << 1);
                if ((line & above & -above) != 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
