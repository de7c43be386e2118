package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Victoria's move scores (§5.4.2) on small hand-made shapes. */
class GomokuMoveScoreTest {
    private static final GomokuBoard BOARD = new GomokuBoard(15, 15);
    private static final GomokuMoveScore SCORE = new GomokuMoveScore(BOARD);

    private static int score(String game, String square) {
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, game);
        return SCORE.scores(p)[GomokuNotation.square(BOARD, square)];
    }

    @Test
    void twosScoreTwoWhenOpenAndOneWhenBroken() {
        // black h8 (white's a1 far away), black to move
        String g = "h8,a1";
        assertThat(score(g, "i8")).as("open two h8-i8").isEqualTo(2);
        assertThat(score(g, "i9")).as("open two on the diagonal").isEqualTo(2);
        assertThat(score(g, "h9")).as("open two on the column").isEqualTo(2);
        assertThat(score(g, "j8")).as("broken two h8 . j8").isEqualTo(1);
        assertThat(score(g, "k8")).as("two apart by two").isZero();
        // on the edge a line of six does not fit around the pair
        assertThat(score("a1,o15", "a2")).isZero();
    }

    @Test
    void threesScoreFourWithTwoRepliesThreeWithThreeAndTwoWhenBroken() {
        // black h8 i8
        String g = "h8,a1,i8,o15";
        assertThat(score(g, "j8")).as("open three (the three-reply threes on its lines are restricted)").isEqualTo(4);
        assertThat(score(g, "g8")).isEqualTo(4);
        assertThat(score(g, "k8")).as("broken three h8 i8 . k8").isEqualTo(2);
        // against the edge: a1 side closed, so b8 c8 with d8 makes a three with three replies only
        assertThat(score("b8,o1,c8,o15", "d8")).as("a8 b8 c8 d8 e8 f8: the line of seven does not fit").isEqualTo(3);
        // a blocked end (white g8) leaves no three
        assertThat(score("h8,g8,i8,o15", "j8")).isZero();
    }

    @Test
    void theBestMovesComeFirst() {
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,a1,i8,o15");
        List<Integer> all = new java.util.ArrayList<>();
        for (int s = 0; s < BOARD.squares(); s++) {
            if (p.isEmpty(s)) {
                all.add(s);
            }
        }
        List<Integer> best = SCORE.best(p, all, GomokuMoveScore.KEPT);
        assertThat(best).hasSize(10);
        assertThat(best).extracting(BOARD::name).contains("g8", "j8");
        // h7 scores 4 too: two open twos (h7-h8 on the column, h7-i8 on the diagonal); ties go by square number
        assertThat(score("h8,a1,i8,o15", "h7")).isEqualTo(4);
        int[] score = SCORE.scores(p);
        int worstKept = best.stream().mapToInt(sq -> score[sq]).min().orElseThrow();
        for (int s : all) {
            if (!best.contains(s)) {
                assertThat(score[s]).isLessThanOrEqualTo(worstKept);
            }
        }
    }
}
