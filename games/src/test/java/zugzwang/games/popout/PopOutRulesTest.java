package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;

/** The rules of PopOut (seed 000 §2.1) case by case. */
class PopOutRulesTest {
    private final PopOutGame g44 = new PopOutGame(Board.of(4, 4));

    private static int[] moves(PopOutState s) {
        int[] m = new int[s.game().maxMoves()];
        return Arrays.copyOf(m, s.moves(m));
    }

    @Test
    void startPositionHasOnlyDrops() {
        PopOutState s = g44.start();
        assertThat(moves(s)).containsExactly(0, 1, 2, 3);
        assertThat(s.player()).isZero();
        assertThat(s.isTerminal()).isFalse();
        assertThatThrownBy(s::value).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void onlyOwnBottomDisksCanBePopped() {
        PopOutState s = g44.parse("12");
        // White to move: his disk is at the bottom of column 1, Red's of column 2
        assertThat(moves(s)).containsExactly(0, 1, 2, 3, g44.pop(0));
        s.play(g44.pop(0));
        assertThat(s.toString()).startsWith("....\n....\n....\n.o..\n");
        assertThat(s.player()).isOne();
        assertThat(moves(s)).containsExactly(0, 1, 2, 3, g44.pop(1));
    }

    @Test
    void popMakesTheColumnFall() {
        PopOutState s = g44.parse("1121"); // column 1 bottom-up: x o o, column 2: x
        s.play(g44.pop(0));
        assertThat(s.toString()).startsWith("....\n....\no...\nox..\n");
        s.undo();
        assertThat(s.toString()).startsWith("....\no...\no...\nxx..\n");
    }

    @Test
    void dropMakingFourWins() {
        PopOutState s = g44.parse("121212");
        assertThat(s.isTerminal()).isFalse();
        s.play(0);
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isEqualTo(-1); // Red to move has lost
        assertThat(moves(s)).isEmpty();
        assertThat(s.toString()).endsWith("White has won");
    }

    @Test
    void popMakingFoursForBothWinsForThePopper() {
        // column 1 bottom-up x o x: popping it completes Red's row 1 and White's row 2
        PopOutState s = Diagrams.position(g44,
                "....",
                "xo..",
                "oxxx",
                "xooo");
        assertThat(s.player()).isZero();
        assertThat(s.isTerminal()).isFalse();
        s.play(g44.pop(0));
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.player()).isOne();
        assertThat(s.value()).isEqualTo(-1); // White, who popped, has won
        s.undo();
        assertThat(s.isTerminal()).isFalse();
        assertThat(s.boardKey()).isEqualTo(Diagrams.position(g44, "....", "xo..", "oxxx", "xooo").boardKey());
    }

    @Test
    void popMakingOnlyTheOpponentsFourLoses() {
        PopOutState s = Diagrams.position(g44,
                "....",
                "....",
                "oxxx",
                "xooo");
        assertThat(s.player()).isZero();
        s.play(g44.pop(0));
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.player()).isOne();
        assertThat(s.value()).isEqualTo(1); // Red, to move, has won
        assertThat(s.toString()).endsWith("Red has won");
    }

    private static final String[] FULL = {"ooxx", "xxoo", "ooxx", "xxoo"};

    @Test
    void fullBoardAllowsPopsAndTheClaim() {
        PopOutState s = Diagrams.position(g44, FULL);
        assertThat(s.isFull()).isTrue();
        assertThat(s.isTerminal()).isFalse();
        assertThat(s.player()).isZero();
        assertThat(moves(s)).containsExactly(g44.pop(0), g44.pop(1), g44.claimMove());
        long before = s.key();
        s.play(g44.claimMove());
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isZero();
        assertThat(s.drawClaimed()).isTrue();
        assertThat(s.drawnByRepetition()).isFalse();
        assertThat(s.key()).isNotEqualTo(before);
        assertThat(s.boardKey()).isEqualTo(before);
        s.undo();
        assertThat(s.key()).isEqualTo(before);
        assertThat(s.isTerminal()).isFalse();
        s.play(g44.pop(1));
        assertThat(s.isTerminal()).isFalse();
        assertThat(moves(s)).doesNotContain(g44.claimMove());
    }

    @Test
    void claimOnlyOnAFullBoard() {
        PopOutState s = g44.parse("1");
        assertThatThrownBy(() -> s.play(g44.claimMove()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("full board");
    }

    @Test
    void illegalMovesAreRefused() {
        PopOutState s = g44.parse("1111");
        assertThatThrownBy(() -> s.play(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("column 1 is full");
        assertThatThrownBy(() -> s.play(g44.pop(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("column 2 is empty");
        PopOutState r = g44.parse("1");
        assertThatThrownBy(() -> r.play(g44.pop(0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("opponent's");
        assertThatThrownBy(() -> r.play(99)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g44.start().undo()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void twoFoldRepetitionDrawsAtTheFirstRecurrence() {
        PopOutState s = g44.start();
        int[] cycle = {0, 1, g44.pop(0), g44.pop(1)}; // back to the empty board, White to move
        for (int i = 0; i < 3; i++) {
            assertThat(s.isTerminal()).isFalse();
            s.play(cycle[i]);
        }
        assertThat(s.isTerminal()).isFalse();
        s.play(cycle[3]);
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isZero();
        assertThat(s.drawnByRepetition()).isTrue();
        assertThat(moves(s)).isEmpty();
        assertThatThrownBy(() -> s.play(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("over");
        s.undo();
        assertThat(s.isTerminal()).isFalse();
    }

    @Test
    void threeFoldRepetitionDrawsAtTheSecondRecurrence() {
        PopOutGame g = new PopOutGame(Board.of(4, 4), 3);
        PopOutState s = g.start();
        int[] cycle = {0, 1, g.pop(0), g.pop(1)};
        for (int round = 0; round < 2; round++) {
            for (int m : cycle) {
                assertThat(s.isTerminal()).as("round %d", round).isFalse();
                s.play(m);
            }
        }
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isZero();
        assertThat(s.ply()).isEqualTo(8);
        assertThat(s.drawnByRepetition()).isTrue();
    }

    @Test
    void gameParameters() {
        assertThat(g44.name()).isEqualTo("popout 4x4");
        assertThat(new PopOutGame(Board.of(7, 6), 3).name()).isEqualTo("popout 7x6 r3");
        assertThat(g44.maxMoves()).isEqualTo(8);
        assertThat(g44.moveCodes()).isEqualTo(9);
        assertThat(g44.maxLength()).isEqualTo(-1);
        assertThat(g44.maxValue()).isEqualTo(1);
        assertThat(g44.historyDependent()).isTrue();
        assertThat(g44.exactKeys()).isTrue();
        assertThat(g44.earlierWinsScoreMore()).isFalse();
        assertThatThrownBy(() -> new PopOutGame(Board.of(4, 4), 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
