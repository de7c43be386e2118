package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link CubeFollowUp#failsAfterEvery}, the search's shortcut past the second player's look-ahead:
 * wherever it says the follow-up bound fails after every move, the bound without the poisoned
 * cells (with the second's inverses: {@link CubeFollowUp#bound(long, long, long, long, boolean, boolean)}) after each move answers
 * {@link CubeFollowUp#NONE} — on positions of seed 001's random reasonable play
 * with the second player to move, for every set of his legal moves and for each single move.
 */
class CubeLookAheadTest {
    @Test
    void theShortcutNeverHidesABound() {
        int said = 0;
        int missed = 0;
        int positions = 0;
        for (int d = 21; d <= 61; d += 2) {
            for (int[] game : DifficultyGenerator.generate(d, 200, 4_242L)) {
                CubePosition p = CubeTestPositions.play(game);
                long first = p.first();
                long second = p.second();
                long filled = first | second;
                long moves = Cube.playable(filled);
                positions++;
                boolean allFail = true;
                for (long m = moves; m != 0; m &= m - 1) {
                    long cell = m & -m;
                    int bound = CubeFollowUp.bound(first, second | cell, filled | cell,
                            Cube.threats(second | cell, ~(filled | cell)), false, true);
                    boolean fails = bound == CubeFollowUp.NONE;
                    allFail &= fails;
                    // the shortcut for this move alone
                    if (CubeFollowUp.failsAfterEvery(first, filled, cell)) {
                        assertThat(fails).as("%s + %d", CubeNotation.sequence(game), Long.numberOfTrailingZeros(cell) & 15)
                                .isTrue();
                    }
                }
                if (CubeFollowUp.failsAfterEvery(first, filled, moves)) {
                    said++;
                    assertThat(allFail).as(CubeNotation.sequence(game)).isTrue();
                } else if (allFail) {
                    missed++;
                }
            }
        }
        System.out.printf("look-ahead shortcut: %d positions, said 'fails after every move' %d times, missed %d%n",
                positions, said, missed);
        // it must fire often for the test to mean something (and it is what makes the search faster)
        assertThat(said).isGreaterThan(positions / 10);
    }
}
