package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link CubeInverses#refute} (a search that branches only on the rules under the first line not
 * yet refuted) against its definition: every pairing of the odd bottoms, each pair a Baseinverse
 * or (both in layer 1) a Highinverse, tried; a strategy refutes every line if each line within
 * the cells it leaves the opponent holds two poisoned cells or both cells of a pair it names.
 * Whether the rules themselves are sound is {@link CubeFollowUpTest}'s part (against the
 * reference search).
 */
class CubeInversesTest {
    /** The definition: some strategy refutes every line. */
    private static boolean byEveryStrategy(long cells, long bottoms, long poison) {
        if (Long.bitCount(bottoms) % 2 != 0) {
            return false;
        }
        return strategy(cells | bottoms, bottoms, poison & (cells | bottoms), new ArrayList<>(), true);
    }

    /** Whether every line within all is refuted by poison or one of the pairs. */
    private static boolean everyLineRefuted(long all, long poison, List<long[]> pairs) {
        for (long line : Cube.LINES) {
            if ((line & ~all) != 0 || Long.bitCount(line & poison) >= 2) {
                continue;
            }
            boolean refuted = false;
            for (long[] pair : pairs) {
                refuted |= (line & pair[0]) != 0 && (line & pair[1]) != 0;
            }
            if (!refuted) {
                return false;
            }
        }
        return true;
    }

    /** Every way of pairing the bottoms in rest, each pair a Baseinverse or (if high) a Highinverse. */
    private static boolean strategy(long all, long rest, long poison, List<long[]> pairs, boolean high) {
        if (rest == 0) {
            return everyLineRefuted(all, poison, pairs);
        }
        long p = rest & -rest;
        for (long m = rest & ~p; m != 0; m &= m - 1) {
            long q = m & -m;
            long left = rest & ~p & ~q;
            List<long[]> base = new ArrayList<>(pairs);
            base.add(new long[] {p, q});
            if (strategy(all, left, poison, base, high)) {
                return true;
            }
            if (high && (p & CubeFollowUp.LAYER1) != 0 && (q & CubeFollowUp.LAYER1) != 0) {
                long p2 = p << 16;
                long p3 = p << 32;
                long q2 = q << 16;
                long q3 = q << 32;
                List<long[]> highPairs = new ArrayList<>(pairs);
                highPairs.add(new long[] {p2, q2});
                highPairs.add(new long[] {p3, q3});
                highPairs.add(new long[] {p2, p3});
                highPairs.add(new long[] {q2, q3});
                highPairs.add(new long[] {p, q3});
                highPairs.add(new long[] {q, p3});
                if (strategy(all | p3 | q3, left, poison, highPairs, true)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void equalsTryingEveryStrategy() {
        Random random = new Random(2002);
        int yes = 0;
        int no = 0;
        int onlyByHighinverses = 0;
        int onlyByAnotherPairing = 0;
        for (int i = 0; i < 40_000; i++) {
            // odd columns: 2 to 8 lowest cells in layers 1 and 3 (mostly 1); the opponent's cells
            // random elsewhere, with the layer-2 cells over layer-1 bottoms often among them
            int k = 2 * (1 + random.nextInt(4));
            long bottoms = 0;
            while (Long.bitCount(bottoms) < k) {
                int column = random.nextInt(Cube.COLUMNS);
                if ((Cube.columnMask(column) & bottoms) == 0) {
                    bottoms |= 1L << (column + (random.nextInt(4) == 0 ? 48 : 16));
                }
            }
            long columns = 0;
            for (long m = bottoms; m != 0; m &= m - 1) {
                columns |= Cube.columnMask(Long.numberOfTrailingZeros(m) & 15);
            }
            long cells = CubeTestPositions.randomSet(random, 0.3 + 0.4 * random.nextDouble()) & ~columns;
            cells |= (bottoms & CubeFollowUp.LAYER1) << 16 & CubeTestPositions.randomSet(random, 0.8);
            cells |= CubeTestPositions.randomSet(random, 0.5) & columns & 0xFFFFL; // below the bottoms
            long poison = random.nextInt(3) == 0 ? (cells | bottoms) & CubeTestPositions.randomSet(random, 0.15) : 0;
            boolean expected = byEveryStrategy(cells, bottoms, poison);
            assertThat(CubeInverses.refute(cells, bottoms, poison))
                    .as("cells %x bottoms %x poison %x", cells, bottoms, poison).isEqualTo(expected);
            if (!expected) {
                no++;
                continue;
            }
            yes++;
            if (!strategyWithoutHigh(cells, bottoms, poison)) {
                onlyByHighinverses++;
            } else if (CubeFollowUp.mayMakeFour(cells, bottoms, poison)) {
                onlyByAnotherPairing++; // the pairing in bit order fails, another does not
            }
        }
        System.out.printf("inverses: %d refuted (%d only by Highinverses, %d only by another pairing), %d not%n",
                yes, onlyByHighinverses, onlyByAnotherPairing, no);
        assertThat(yes).isGreaterThan(1_000);
        assertThat(no).isGreaterThan(1_000);
        assertThat(onlyByHighinverses).isGreaterThan(100);
        assertThat(onlyByAnotherPairing).isGreaterThan(100);
    }

    /** The definition with Baseinverses only: some pairing refutes every line. */
    private static boolean strategyWithoutHigh(long cells, long bottoms, long poison) {
        return strategy(cells | bottoms, bottoms, poison & (cells | bottoms), new ArrayList<>(), false);
    }
}
