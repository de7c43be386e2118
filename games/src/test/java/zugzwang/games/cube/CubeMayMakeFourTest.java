package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.core.util.Bits;

/**
 * {@link CubeFollowUp#mayMakeFour} (the first full line that holds no pair) against
 * its definition: some choice of one cell of each pair, tried one at a time with
 * {@link Bits#pairChoice}, completes a line together with the stones (with poisoned cells: a line
 * holding at most one of them).
 */
class CubeMayMakeFourTest {
    /** The definition: every choice tried. */
    private static boolean byEveryChoice(long stones, long oddBottoms) {
        int k = Long.bitCount(oddBottoms);
        for (int choice = 0; choice < 1 << (k / 2); choice++) {
            if (Cube.hasFour(stones | Bits.pairChoice(oddBottoms, choice))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void equalsTryingEveryChoice() {
        Random random = new Random(64);
        int yes = 0;
        int no = 0;
        int savedByAPair = 0; // a full line of stones and bottoms, but every such line holds a pair
        for (int i = 0; i < 300_000; i++) {
            // stones of density 25-60 %, then 0 to 16 bottoms among the other cells, often on one line
            double density = 0.25 + 0.35 * random.nextDouble();
            long stones = CubeTestPositions.randomSet(random, density);
            int k = random.nextInt(17);
            long bottoms = 0;
            long pool = random.nextBoolean() ? ~stones : Cube.LINES[random.nextInt(Cube.LINES.length)] & ~stones;
            while (Long.bitCount(bottoms) < k && (pool & ~bottoms) != 0) {
                bottoms |= 1L << random.nextInt(Cube.CELLS) & pool;
            }
            boolean expected = byEveryChoice(stones, bottoms);
            assertThat(CubeFollowUp.mayMakeFour(stones, bottoms))
                    .as("stones %x bottoms %x", stones, bottoms).isEqualTo(expected);
            if (expected) {
                yes++;
            } else {
                no++;
                if (Cube.hasFour(stones | (Long.bitCount(bottoms) % 2 == 0 ? bottoms
                        : bottoms & ~Long.highestOneBit(bottoms)))) {
                    savedByAPair++;
                }
            }
        }
        assertThat(yes).isGreaterThan(10_000);
        assertThat(no).isGreaterThan(10_000);
        assertThat(savedByAPair).isGreaterThan(1_000);
    }

    /**
     * The definition with poisoned cells: some choice of one cell of each pair completes, with the
     * stones, a line holding at most one poisoned cell.
     */
    private static boolean byEveryChoice(long stones, long oddBottoms, long poison) {
        int k = Long.bitCount(oddBottoms);
        for (int choice = 0; choice < 1 << (k / 2); choice++) {
            long cells = stones | Bits.pairChoice(oddBottoms, choice);
            for (long line : Cube.LINES) {
                if ((line & ~cells) == 0 && Long.bitCount(line & poison) < 2) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void withPoisonedCellsEqualsTryingEveryChoice() {
        Random random = new Random(65);
        int yes = 0;
        int savedByPoison = 0; // a line by some choice, but each such line holds two poisoned cells
        for (int i = 0; i < 200_000; i++) {
            double density = 0.3 + 0.35 * random.nextDouble();
            long stones = CubeTestPositions.randomSet(random, density);
            int k = random.nextInt(13);
            long bottoms = 0;
            long pool = random.nextBoolean() ? ~stones : Cube.LINES[random.nextInt(Cube.LINES.length)] & ~stones;
            while (Long.bitCount(bottoms) < k && (pool & ~bottoms) != 0) {
                bottoms |= 1L << random.nextInt(Cube.CELLS) & pool;
            }
            // poisoned cells: a random part of the stones and bottoms, often two on one line
            long poison = (stones | bottoms) & CubeTestPositions.randomSet(random, 0.1 + 0.4 * random.nextDouble());
            if (random.nextBoolean()) {
                long line = Cube.LINES[random.nextInt(Cube.LINES.length)] & (stones | bottoms);
                poison |= line & -line;
                line &= line - 1;
                poison |= line & -line;
            }
            boolean expected = byEveryChoice(stones, bottoms, poison);
            assertThat(CubeFollowUp.mayMakeFour(stones, bottoms, poison))
                    .as("stones %x bottoms %x poison %x", stones, bottoms, poison).isEqualTo(expected);
            if (expected) {
                yes++;
            } else if (byEveryChoice(stones, bottoms)) {
                savedByPoison++;
            }
        }
        assertThat(yes).isGreaterThan(10_000);
        assertThat(savedByPoison).isGreaterThan(5_000);
    }

    @Test
    void twoCellsLieOnAtMostOneLine() {
        for (int a = 0; a < Cube.CELLS; a++) {
            for (int b = 0; b < Cube.CELLS; b++) {
                int count = 0;
                long through = 0;
                for (long line : Cube.LINES) {
                    if (a != b && (line >>> a & 1) != 0 && (line >>> b & 1) != 0) {
                        count++;
                        through = line;
                    }
                }
                assertThat(count).isLessThanOrEqualTo(1);
                if (a != b) {
                    int index = Cube.lineIndexThrough(a, b);
                    assertThat(index < 0 ? 0 : Cube.LINES[index]).as("cells %d %d", a, b).isEqualTo(through);
                }
            }
        }
    }

    @Test
    void countFoursCountsTheLinesHeld() {
        Random random = new Random(5);
        for (int i = 0; i < 20_000; i++) {
            long b = random.nextLong() | random.nextLong();
            int expected = 0;
            for (long line : Cube.LINES) {
                if ((line & ~b) == 0) {
                    expected++;
                }
            }
            assertThat(Cube.countFours(b)).isEqualTo(expected);
        }
    }
}
