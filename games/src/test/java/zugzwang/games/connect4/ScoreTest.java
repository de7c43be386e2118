package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScoreTest {
    private static final Board STD = Board.STANDARD;

    @ParameterizedTest(name = "{0}x{1}, {2} stones, score {3}: ends on move {4}")
    @CsvSource({
        // empty 7x6, the first player wins with its last stone, move 41: (42 + 2 - 41) / 2 = 1
        "7, 6, 0, 1, 41",
        // the second player wins with the last stone of the board
        "7, 6, 0, -1, 42",
        "7, 6, 0, 0, 42",
        // 4455: x wins with move 7, (44 - 7) / 2 = 18
        "7, 6, 4, 18, 7",
        // 44455554221 (11 stones, x to move): o wins with move 13, (44 - 13) / 2 = 15
        "7, 6, 11, -15, 13",
        // 4453: o wins with move 40, (44 - 40) / 2 = 2
        "7, 6, 4, -2, 40",
        // a win with the very next stone: (44 - 11) / 2 = 16 with 10 stones down
        "7, 6, 10, 16, 11",
        // x to move after 6 stones loses at once: o's fourth stone, move 8, (44 - 8) / 2 = 18
        "7, 6, 6, -18, 8",
        // 6x4 is a second-player win on its last cell
        "6, 4, 0, -1, 24",
        "9, 5, 0, 0, 45",
        // odd area: the first player has the last stone
        "9, 5, 0, 1, 45",
        "9, 5, 1, -1, 45",
        "9, 5, 1, 1, 44",
    })
    void endMove(int width, int height, int moves, int score, int move) {
        Board b = Board.of(width, height);
        assertThat(Score.endMove(b, moves, score)).isEqualTo(move);
        if (score != 0) {
            assertThat(Score.win(b, move)).isEqualTo(Math.abs(score));
        }
    }

    @Test
    void winFollowsTheDefinition() {
        assertThat(Score.win(STD, 7)).isEqualTo(18);
        assertThat(Score.win(STD, 41)).isEqualTo(1);
        assertThat(Score.win(STD, 42)).isEqualTo(1);
        assertThat(Score.win(STD, 1)).isEqualTo(21);
        assertThat(Score.win(Board.of(4, 4), 16)).isEqualTo(1);
        assertThat(Score.win(Board.of(4, 4), 7)).isEqualTo(5);
    }

    /** endMove inverts win for every board, stone count and later move of either player. */
    @Test
    void endMoveInvertsWinEverywhere() {
        int checked = 0;
        for (int w = 1; w <= 9; w++) {
            for (int h = 1; w * (h + 1) <= 64 && h <= 10; h++) {
                Board b = Board.of(w, h);
                int area = w * h;
                for (int moves = 0; moves < area; moves++) {
                    for (int t = moves + 1; t <= area; t++) {
                        int score = Math.floorDiv(area + 2 - t, 2);
                        // the side to move owns moves + 1, moves + 3, ...; the opponent the others
                        boolean moverWins = (t - moves) % 2 == 1;
                        int s = moverWins ? score : -score;
                        assertThat(Score.endMove(b, moves, s)).as("%s moves %d score %d", b, moves, s).isEqualTo(t);
                        checked++;
                    }
                    assertThat(Score.endMove(b, moves, 0)).isEqualTo(area);
                }
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    @Test
    void describe() {
        assertThat(Score.describe(STD, 0, 1, false)).isEqualTo("win on move 41");
        assertThat(Score.describe(STD, 4, 18, false)).isEqualTo("win on move 7");
        assertThat(Score.describe(STD, 4, -2, false)).isEqualTo("loss on move 40");
        assertThat(Score.describe(STD, 11, -15, false)).isEqualTo("loss on move 13");
        assertThat(Score.describe(STD, 0, 0, false)).isEqualTo("draw");
        assertThat(Score.describe(STD, 5, 1, true)).isEqualTo("win");
        assertThat(Score.describe(STD, 5, -1, true)).isEqualTo("loss");
        assertThat(Score.describe(STD, 5, 0, true)).isEqualTo("draw");
    }
}
