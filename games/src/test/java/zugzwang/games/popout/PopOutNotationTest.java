package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import zugzwang.core.game.Game;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;

/** The move notation and the registration of the game by name. */
class PopOutNotationTest {
    private final PopOutGame g = new PopOutGame(Board.of(7, 6));

    @Test
    void movesHaveNames() {
        PopOutState s = g.start();
        assertThat(s.moveName(3)).isEqualTo("4");
        assertThat(s.moveName(g.pop(3))).isEqualTo("p4");
        assertThat(s.moveName(g.claimMove())).isEqualTo("d");
    }

    @Test
    void separatorsAreOptionalUpToNineColumns() {
        PopOutState a = g.parse("44p4");
        PopOutState b = g.parse("4,4,p4");
        PopOutState c = g.parse(" 4 4, P4 ");
        assertThat(a.history()).containsExactly(3, 3, g.pop(3));
        assertThat(b.history()).containsExactly(a.history());
        assertThat(c.history()).containsExactly(a.history());
        assertThat(PopOutNotation.format(a)).isEqualTo("44p4");
        assertThat(g.parse("").ply()).isZero();
    }

    @Test
    void wideBoardsNeedCommas() {
        PopOutGame wide = new PopOutGame(Board.of(10, 4));
        PopOutState s = wide.parse("10,1,p10");
        assertThat(s.history()).containsExactly(9, 0, wide.pop(9));
        assertThat(PopOutNotation.format(s)).isEqualTo("10,1,p10");
        assertThatThrownBy(() -> wide.parse("11")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 1").hasMessageContaining("no column 11");
    }

    @Test
    void claimRoundTrip() {
        PopOutGame small = new PopOutGame(Board.of(2, 2));
        PopOutState s = small.parse("1122d"); // x o / x o: no line of four fits 2x2
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.drawClaimed()).isTrue();
        assertThat(PopOutNotation.format(s)).isEqualTo("1122d");
    }

    @Test
    void errorsNameTheMove() {
        assertThatThrownBy(() -> g.parse("4p4")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 2 'p4'").hasMessageContaining("opponent's");
        assertThatThrownBy(() -> g.parse("4p3")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 2 'p3'").hasMessageContaining("empty");
        assertThatThrownBy(() -> g.parse("1111111")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 7").hasMessageContaining("full");
        assertThatThrownBy(() -> g.parse("12d")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 3 'd'").hasMessageContaining("full board");
        assertThatThrownBy(() -> g.parse("12121212")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 8").hasMessageContaining("the game ended at move 7 (White won");
        assertThatThrownBy(() -> g.parse("12x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 3 'x'").hasMessageContaining("cannot be read");
        assertThatThrownBy(() -> g.parse("8")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 1").hasMessageContaining("no column 8");
        assertThatThrownBy(() -> g.parse("0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no column 0");
        assertThatThrownBy(() -> g.parse("4p")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 2 'p'");
    }

    @Test
    void registeredByName() {
        Game d = Games.byName("popout 7x6");
        assertThat(d).isEqualTo(g);
        Game r3 = Games.byName("popout 5x4 r3");
        assertThat(r3.name()).isEqualTo("popout 5x4 r3");
        assertThat(((PopOutGame) r3).repetition()).isEqualTo(3);
        assertThat(Games.create("popout", null, null, null, false).game().name()).isEqualTo("popout 7x6");
        assertThat(Games.create("popout", 4, 4, null, false, 3).game().name()).isEqualTo("popout 4x4 r3");
        assertThat(Games.NAMES).contains("popout");
        assertThatThrownBy(() -> Games.byName("popout 7x6 r2")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Games.create("connect4", 7, 6, null, false, 3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Games.create("popout", 7, 6, null, false, 4))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
