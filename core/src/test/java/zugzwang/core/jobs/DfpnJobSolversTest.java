package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;

/** The default leaf solver of the game API: DF-PN's answers, and null once stopped. */
class DfpnJobSolversTest {
    private static final MnkGame GAME = new MnkGame(3, 3, 3);

    @Test
    void answersAsMinimaxDoes() {
        JobSolver solver = DfpnJobSolvers.of(new JobResources(2, 8L << 20)).create(0);
        int compared = 0;
        int wins = 0;
        for (int a = 0; a < 9; a++) {
            for (int b = 0; b < 9; b++) {
                if (a == b) {
                    continue;
                }
                int[] moves = {a, b};
                for (int attacker = 0; attacker < 2; attacker++) {
                    GameState s = GAME.start();
                    s.play(a);
                    s.play(b);
                    boolean expected = JobChecks.expected(GAME, moves, attacker);
                    assertThat(solver.attackerWins(s, attacker, () -> false)).as("%d %d attacker %d", a, b, attacker)
                            .isEqualTo(expected);
                    wins += expected ? 1 : 0;
                    compared++;
                }
            }
        }
        assertThat(compared).isEqualTo(144);
        assertThat(wins).isPositive().isLessThan(compared);
    }

    @Test
    void aRaisedStopFlagGivesNoAnswer() {
        JobSolver solver = DfpnJobSolvers.of(new JobResources(1, 8L << 20)).create(0);
        // the empty 4x4 board, four in a row: thousands of nodes, so the flag is polled
        assertThat(solver.attackerWins(new MnkGame(4, 4, 4).start(), 0, () -> true)).isNull();
    }
}
