package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The static zugzwang rules of {@link CubeFollowUp} against the independent {@link ReferenceSearch}
 * on positions of seed 001's random reasonable play, 40–57 stones: wherever the follow-up bound
 * says the first player (to move) cannot win, the reference agrees, and where it says the second
 * wins, he does; wherever {@link CubeFollowUp#firstWins} says the first wins (the second to move),
 * he does. Each rule must also fire often enough on the sample, including the cases that only the
 * refinements "the answer ends the game", "poisoned cells" and the controller's choice of inverses
 * ({@link CubeInverses}) decide, so that the test would see a
 * rule that is wrong.
 */
class CubeFollowUpTest {
    private static final long SEED = 77_001L;
    private static final int PER_DIFFICULTY = 90;

    private static int boundNoWin;
    private static int boundSecondWins;
    private static int boundWithAnswers;
    private static int firstWins;
    private static int firstWinsWithAnswers;
    private static int firstWinsOverEmptyColumns;
    private static int boundByPoison;
    private static int firstWinsByPoison;
    private static int boundByInverses;
    private static int firstWinsByInverses;
    private static int checked;

    @BeforeAll
    static void checkEveryRuleAgainstTheReference() {
        ReferenceSearch reference = new ReferenceSearch(2_000_000);
        for (int d = 40; d <= 57; d++) {
            Set<CubePosition> seen = new HashSet<>();
            for (int[] game : DifficultyGenerator.generate(d, PER_DIFFICULTY, SEED)) {
                CubePosition p = CubeTestPositions.play(game);
                if (!seen.add(p)) {
                    continue;
                }
                check(reference, p, "difficulty " + d + ", " + CubeNotation.sequence(game));
                for (int c = 0; c < Cube.COLUMNS; c++) {
                    if (p.canPlay(c)) {
                        CubePosition child = p.copy();
                        child.play(c);
                        if (!child.isOver()) {
                            check(reference, child, "difficulty " + d + ", " + CubeNotation.sequence(game) + " + " + c);
                        }
                    }
                }
            }
        }
        System.out.printf("follow-up rules checked on %d positions: bound 0 %d, -1 %d (%d by the answers that"
                + " end the game, %d by poisoned cells); first's zugzwang %d (%d by the answers, %d by traps over"
                + " an empty column, %d by poisoned cells); by inverses only: bound %d, first's zugzwang %d%n",
                checked, boundNoWin, boundSecondWins, boundWithAnswers, boundByPoison, firstWins,
                firstWinsWithAnswers, firstWinsOverEmptyColumns, firstWinsByPoison, boundByInverses, firstWinsByInverses);
    }

    /** Checks whichever rule applies to the position (not over) against the reference. */
    private static void check(ReferenceSearch reference, CubePosition p, String where) {
        long first = p.first();
        long second = p.second();
        long filled = first | second;
        long empty = ~filled;
        reference.set(first, second);
        if ((p.stones() & 1) == 0) {
            int bound = CubeFollowUp.bound(first, second, filled, Cube.threats(second, empty));
            if (bound == CubeFollowUp.NONE) {
                return;
            }
            int value = reference.value(); // for the first player, to move
            checked++;
            assertThat(value).as(where + ": the follow-up bound %d", bound).isLessThanOrEqualTo(bound);
            if (bound == 0) {
                boundNoWin++;
            } else {
                boundSecondWins++;
            }
            if (!plainBoundHolds(first, filled)) {
                boundWithAnswers++;
            }
            if (CubeFollowUp.bound(first, second, filled, Cube.threats(second, empty), false, true) == CubeFollowUp.NONE) {
                boundByPoison++; // decided only because of the cells under the second's threats
            }
            if (CubeFollowUp.bound(first, second, filled, Cube.threats(second, empty), true, false) == CubeFollowUp.NONE) {
                boundByInverses++; // decided only by the second's choice of pairs and Highinverses
            }
        } else {
            long firstThreats = Cube.threats(first, empty);
            if ((Cube.threats(second, empty) & Cube.playable(filled)) != 0
                    || !CubeFollowUp.firstWins(first, second, filled, firstThreats)) {
                return;
            }
            checked++;
            assertThat(reference.value()).as(where + ": the first player's zugzwang").isEqualTo(-1);
            firstWins++;
            // the same rule without the cells the first's answers cut off: threats in layer 1 ignored
            if (!CubeFollowUp.firstWins(first, second, filled, firstThreats & ~CubeFollowUp.LAYER1)) {
                firstWinsWithAnswers++;
            }
            // the same rule with traps only over a playable cell (not over an empty column)
            long overEmpty = CubeFollowUp.traps(firstThreats, filled) & (empty << 32);
            if (!CubeFollowUp.firstWins(first, second, filled, firstThreats & ~overEmpty)) {
                firstWinsOverEmptyColumns++;
            }
            if (!CubeFollowUp.firstWins(first, second, filled, firstThreats, false, true)) {
                firstWinsByPoison++; // decided only because of the cells under the first's threats
            }
            if (!CubeFollowUp.firstWins(first, second, filled, firstThreats, true, false)) {
                firstWinsByInverses++; // decided only by the first's choice of pairs and Highinverses
            }
        }
    }

    /**
     * Claimeven/Baseinverse without the refinement, written out here: whether no choice of the odd
     * columns' lowest cells (paired in bit order) completes a line with the first's stones and
     * every lower cell of a pair.
     */
    private static boolean plainBoundHolds(long first, long filled) {
        long empty = ~filled;
        long odd = Cube.playable(filled) & CubeFollowUp.ODD_LAYERS;
        long ours = first | (empty & CubeFollowUp.EVEN_LAYERS);
        long[] cells = new long[Long.bitCount(odd)];
        int n = 0;
        for (long m = odd; m != 0; m &= m - 1) {
            cells[n++] = m & -m;
        }
        for (int choice = 0; choice < 1 << (n / 2); choice++) {
            long pick = 0;
            for (int pair = 0; pair < n / 2; pair++) {
                pick |= cells[2 * pair + ((choice >> pair) & 1)];
            }
            if (Cube.hasFour(ours | pick)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theFollowUpBoundNeverClaimsTooMuch() {
        assertThat(boundNoWin).isGreaterThan(100);
        assertThat(boundSecondWins).isGreaterThan(50);
    }

    @Test
    void theAnswersThatEndTheGameDecideMorePositions() {
        assertThat(boundWithAnswers).isGreaterThan(5);
        assertThat(firstWinsWithAnswers).isGreaterThan(0);
    }

    @Test
    void thePoisonedCellsDecideMorePositions() {
        assertThat(boundByPoison).isGreaterThan(10);
        assertThat(firstWinsByPoison).isGreaterThan(3);
    }

    @Test
    void theInversesDecideMorePositions() {
        assertThat(boundByInverses).isGreaterThan(10);
        assertThat(firstWinsByInverses).isGreaterThan(3);
    }

    @Test
    void theFirstPlayersZugzwangIsAlwaysAWin() {
        assertThat(firstWins).isGreaterThan(50);
        assertThat(firstWinsOverEmptyColumns).isGreaterThan(10);
    }
}
