package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import zugzwang.core.retro.RetroException;
import zugzwang.core.retro.RetroResult;
import zugzwang.core.retro.RetrogradeAnalysis;
import zugzwang.games.connect4.Board;

/**
 * The dense PopOut retrograde analysis against the game-independent one (every count and value of
 * the start), against the thesis' Table 10 and Table 8, and against the rules state by state.
 */
class PopOutRetrogradeTest {
    private static final long MEMORY = 256L << 20;

    @ParameterizedTest
    @CsvSource({"1,1", "2,2", "3,2", "2,3", "3,3", "4,3", "3,4", "4,4", "1,5", "5,1"})
    void agreesWithTheGenericAnalysis(int w, int h) {
        Board b = Board.of(w, h);
        RetroResult dense = new PopOutRetrograde(b, MEMORY).run(null);
        RetroResult generic = new RetrogradeAnalysis(MEMORY).analyse(new PopOutGame(b, 0), null, PopOutGame::isBoardKey);
        assertThat(dense.states()).isEqualTo(generic.states());
        assertThat(dense.wins()).isEqualTo(generic.wins());
        assertThat(dense.draws()).isEqualTo(generic.draws());
        assertThat(dense.losses()).isEqualTo(generic.losses());
        assertThat(dense.rootValue()).isEqualTo(generic.rootValue());
        assertThat(dense.firstMoveValues()).containsExactly(generic.firstMoveValues());
        assertThat(dense.firstMoves()).containsExactly(generic.firstMoves());
    }

    /** Table 10 (states, terminal included) and Table 8 (4x4 a draw, 4x5 a first-player win). */
    @Test
    void thesisTables4x4And4x5() {
        RetroResult r44 = new PopOutRetrograde(Board.of(4, 4), MEMORY).run(null);
        assertThat(r44.states()).isEqualTo(692_427L);
        assertThat(r44.rootWinner()).isEqualTo("draw");
        RetroResult r45 = new PopOutRetrograde(Board.of(4, 5), MEMORY).run(null);
        assertThat(r45.states()).isEqualTo(7_942_028L);
        assertThat(r45.rootWinner()).isEqualTo("first");
    }

    /**
     * Every value obeys the rules one move deep along random games on 4x4: a board is won iff a
     * move reaches a board lost for the opponent (or it shows the mover's four), lost iff every
     * move reaches a board won for the opponent and no claim is possible, a draw otherwise.
     */
    @Test
    void valuesAreConsistentWithTheMoves() {
        Board b = Board.of(4, 4);
        PopOutRetrograde retro = new PopOutRetrograde(b, MEMORY);
        retro.run(null);
        PopOutGame g = new PopOutGame(b, 0);
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[g.maxMoves()];
        int checked = 0;
        for (int game = 0; game < 300; game++) {
            PopOutState s = g.start();
            for (int ply = 0; ply < 60 && !s.isTerminal(); ply++) {
                byte v = retro.value(s);
                int n = s.moves(moves);
                boolean someLost = false;
                boolean allWon = true;
                for (int j = 0; j < n; j++) {
                    s.play(moves[j]);
                    byte c = s.isTerminal() && !s.drawClaimed() ? (s.value() > 0 ? RetrogradeAnalysis.WIN
                            : RetrogradeAnalysis.LOSS) : retro.value(s);
                    assertThat(c).isNotEqualTo(RetrogradeAnalysis.UNKNOWN);
                    someLost |= c == RetrogradeAnalysis.LOSS;
                    allWon &= c == RetrogradeAnalysis.WIN;
                    s.undo();
                }
                byte expected = someLost ? RetrogradeAnalysis.WIN : allWon ? RetrogradeAnalysis.LOSS : RetrogradeAnalysis.DRAW;
                assertThat(v).as("%s", s).isEqualTo(expected);
                checked++;
                s.play(moves[random.nextInt(n)]);
            }
            if (s.isTerminal() && !s.drawClaimed()) {
                assertThat(retro.value(s)).isEqualTo(s.value() > 0 ? RetrogradeAnalysis.WIN : RetrogradeAnalysis.LOSS);
            }
        }
        assertThat(checked).isGreaterThan(5_000);
    }

    @Test
    void refusesBoardsBeyondTheIndexOrTheBudget() {
        assertThatThrownBy(() -> new PopOutRetrograde(Board.of(7, 6), MEMORY))
                .isInstanceOf(RetroException.class).hasMessageContaining("more than 2^31");
        assertThatThrownBy(() -> new PopOutRetrograde(Board.of(5, 5), 64L << 20))
                .isInstanceOf(RetroException.class).hasMessageContaining("more than the budget");
    }
}
