package zugzwang.games.cube;

/**
 * The zugzwang controller's choice of rules on the odd columns (Allis' Baseinverse and Highinverse,
 * seed 002 §6.2 and §6.6), for the follow-up bounds of {@link CubeFollowUp}. Those pair the lowest
 * cells of the odd columns in bit order, one fixed Baseinverse each; here the controller picks the
 * pairing, and for two odd columns whose lowest empty cell is in layer 1 he may play a Highinverse
 * instead. It is tried only where the fixed pairing fails.
 *
 * <p><b>The columns.</b> An odd column (an odd number of empty cells) has its lowest empty cell in
 * layer 1 (cells 1, 2, 3 empty) or in layer 3. Claimeven takes the pairs above the lowest cell; the
 * lowest cells are left to pairs of columns, the opponent (who must move first in them: the rest of
 * the board is even) getting at most:
 * <ul>
 * <li><b>Baseinverse</b> on lowest cells p, q: one of them (the controller answers one with the
 *     other), and none of the cells above (Claimeven, layers 3 and, over a layer-1 p, 2 is his).</li>
 * <li><b>Highinverse</b> on two columns a, b with cells 1, 2, 3 empty: the controller answers a1
 *     with a2 (b1 with b2) and then treats the other column's cells 2, 3 as a Claimeven and the
 *     two cells left (a3 and b1) as a Baseinverse. The opponent may get any of the six cells, but
 *     never both cells of {a2, b2}, {a3, b3}, {a2, a3}, {b2, b3}, {a1, b3} or {b1, a3}. In the
 *     cube this dominates the Lowinverse (§6.5: {a2, b2}, {a3, b3}, {a1, a2}, {b1, b2}; a line
 *     through a1 and a2 is the column's vertical line, which {a2, a3} also rules out).</li>
 * </ul>
 * Allis shows that rules on disjoint columns combine (each leaves an even number of cells to the
 * rest of the board, §7.1), so every choice of pairs is a strategy for the controller.
 *
 * <p><b>The search.</b> The opponent's candidate cells are his stones, the lower cells of the
 * Claimeven pairs and the odd columns' lowest cells (plus, for a Highinverse, the two layer-3
 * cells). A line he could complete must be <em>refuted</em>: it holds both cells of some pair the
 * rules name, or two of his poisoned cells (see {@link CubeFollowUp}). Every strategy must refute
 * the first line that no rule chosen so far refutes, and only a rule on two columns under that
 * line can (two cells lie on at most one line, {@link Cube#lineIndexThrough}), so the search
 * branches on those rules only and is exact: it finds a choice refuting every line if there is
 * one. The odd columns it leaves unpaired take Baseinverses among themselves, which refute more,
 * never less. Refuted lines are a 76-bit set (two words) of {@link Cube#LINES} indices.
 *
 * <p>All static and allocation-free: the recursion passes primitives only (depth at most 8, one
 * level per pair of odd columns).
 */
final class CubeInverses {
    private CubeInverses() {
    }

    /**
     * Whether some choice of Baseinverses and Highinverses on the odd columns refutes every line of
     * the opponent of the zugzwang's controller.
     *
     * @param cells      the opponent's candidate cells without the odd columns' lowest cells: his
     *                   stones and the lower cells of the Claimeven pairs
     * @param oddBottoms the odd columns' lowest empty cells (an even number; else false)
     * @param poison     his empty cells directly below a threat of the controller's, at most one of
     *                   which a line of his may hold
     */
    static boolean refute(long cells, long oddBottoms, long poison) {
        if ((Long.bitCount(oddBottoms) & 1) != 0) {
            return false;
        }
        long all = cells | oddBottoms;
        poison &= all;
        if (hasHopelessLine(all, poison, oddBottoms, (oddBottoms & CubeFollowUp.LAYER1) << 16)) {
            return false;
        }
        return refutable(all, oddBottoms, poison, 0, 0);
    }

    /**
     * The search of the class comment: whether the odd bottoms {@code free} (not yet in a rule)
     * can be paired so that every line within {@code all} is refuted; {@code refutedLow} and
     * {@code refutedHigh} hold the lines refuted so far.
     */
    private static boolean refutable(long all, long free, long poison, long refutedLow, long refutedHigh) {
        long line = firstLine(all, poison, refutedLow, refutedHigh);
        if (line == 0) {
            return true;
        }
        int index = lineIndex(line);
        long low = refutedLow | low(index);
        long high = refutedHigh | high(index);
        // a Baseinverse on two odd bottoms of the line
        long bottoms = line & free;
        for (long m = bottoms; m != 0; m &= m - 1) {
            long p = m & -m;
            for (long n = m & (m - 1); n != 0; n &= n - 1) {
                long q = n & -n;
                if (refutable(all, free & ~p & ~q, poison, low, high)) {
                    return true;
                }
            }
        }
        // a Highinverse on two columns with their lowest empty cells in layer 1, if one of its
        // pairs lies on the line (p1, p2, p3: the column's cells in layers 1, 2, 3; << 16 one layer
        // up). Only {p2, q2} can: a free column's layer-3 cell is in no line within all until a
        // Highinverse on that column adds it, and that takes the column out of free.
        long layer1 = free & CubeFollowUp.LAYER1;
        for (long m = layer1; m != 0; m &= m - 1) {
            long p1 = m & -m;
            long p2 = p1 << 16;
            long p3 = p1 << 32;
            for (long n = m & (m - 1); n != 0; n &= n - 1) {
                long q1 = n & -n;
                long q2 = q1 << 16;
                long q3 = q1 << 32;
                if (!holds(line, p2 | q2)) {
                    continue;
                }
                int i1 = pairLine(p2, q2);
                int i2 = pairLine(p3, q3);
                int i3 = pairLine(p2, p3);
                int i4 = pairLine(q2, q3);
                int i5 = pairLine(p1, q3);
                int i6 = pairLine(q1, p3);
                long l = refutedLow | low(i1) | low(i2) | low(i3) | low(i4) | low(i5) | low(i6);
                long h = refutedHigh | high(i1) | high(i2) | high(i3) | high(i4) | high(i5) | high(i6);
                if (refutable(all | p3 | q3, free & ~p1 & ~q1, poison, l, h)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code all} completes a line that no rule can refute: at most one poisoned cell, at
     * most one odd bottom (no Baseinverse pair on it) and at most one layer-2 cell over a layer-1
     * odd bottom (no Highinverse pair {p2, q2}; its other pairs hold a layer-3 cell, none of which
     * is in {@code all} yet). A quick "no" before the search, which it saves in most calls.
     */
    private static boolean hasHopelessLine(long all, long poison, long bottoms, long overLayer1) {
        for (int d = 0; d < Cube.STEPS.length; d++) {
            long full = Cube.fullStarts(all, d);
            if (full == 0) {
                continue;
            }
            if ((full & ~Cube.startsHoldingTwo(poison, d) & ~Cube.startsHoldingTwo(bottoms, d)
                    & ~Cube.startsHoldingTwo(overLayer1, d)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The first line within {@code all}, with at most one poisoned cell, not refuted; 0 if none. */
    private static long firstLine(long all, long poison, long refutedLow, long refutedHigh) {
        for (int d = 0; d < Cube.STEPS.length; d++) {
            for (long f = Cube.fullStarts(all, d); f != 0; f &= f - 1) {
                long line = Cube.lineAt(d, Long.numberOfTrailingZeros(f));
                if (Long.bitCount(line & poison) >= 2) {
                    continue;
                }
                int index = lineIndex(line);
                if (((index < 64 ? refutedLow : refutedHigh) & (1L << index)) == 0) { // (shifts use index mod 64)
                    return line;
                }
            }
        }
        return 0;
    }

    private static boolean holds(long line, long cells) {
        return (line & cells) == cells;
    }

    /** The index of the line through two cells (one bit each), or -1 if none. */
    private static int pairLine(long a, long b) {
        return Cube.lineIndexThrough(Long.numberOfTrailingZeros(a), Long.numberOfTrailingZeros(b));
    }

    /** The index of a line (four bits): the line through its two lowest cells. */
    private static int lineIndex(long line) {
        return Cube.lineIndexThrough(Long.numberOfTrailingZeros(line), Long.numberOfTrailingZeros(line & (line - 1)));
    }

    /** Line {@code index} as a bit of the low word of a line set (0 for -1 or an index of the high word). */
    private static long low(int index) {
        return index >= 0 && index < 64 ? 1L << index : 0;
    }

    /** Line {@code index} as a bit of the high word (index − 64; 0 for -1 or a low index). */
    private static long high(int index) {
        return index >= 64 ? 1L << index : 0;
    }
}
