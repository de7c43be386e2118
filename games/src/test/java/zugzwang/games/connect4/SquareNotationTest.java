package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SquareNotationTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "d1 d2 c1 d3                         | 4434",
            "d1,d2,c1,d3                         | 4434",
            "1. d1, d2 2. c1, d3 3. e1, b1 4. f1 | 4434526",
            "1. d1, d2 2. c1, ..                 | 443",
            "4. D1, d2. 5. C1                    | 443",
            "1. c1, d1 2. d2, d3 3. d4, d5 4. d6, c2. | 34444443"})
    void readsTheThesisMoveLists(String squares, String sequence) {
        Position p = Notation.parse(squares, Board.STANDARD);
        Position q = Notation.parseSequence(sequence, Board.STANDARD);
        assertThat(p.mask()).isEqualTo(q.mask());
        assertThat(p.firstStones()).isEqualTo(q.firstStones());
    }

    @Test
    void recognisesSquareLists() {
        assertThat(SquareNotation.isSquareList("d1 d2")).isTrue();
        assertThat(SquareNotation.isSquareList("4453")).isFalse();
        assertThat(SquareNotation.isSquareList("...x...")).isFalse();
        assertThat(SquareNotation.isSquareList("4a53")).isFalse(); // a malformed sequence, not squares
    }

    @Test
    void rejectsBadSquaresNamingTheMove() {
        Board b = Board.STANDARD;
        assertThatThrownBy(() -> Notation.parse("d1 d3", b)).isInstanceOf(NotationException.class)
                .hasMessage("move 2: d3 cannot be played (the lowest empty square is d2)");
        assertThatThrownBy(() -> Notation.parse("d1 h1", b)).isInstanceOf(NotationException.class)
                .hasMessage("move 2: square h1 is off the 7x6 board");
        assertThatThrownBy(() -> Notation.parse("d1 d2 White wins", b)).isInstanceOf(NotationException.class)
                .hasMessageStartingWith("move 3: 'white' is not a square");
        assertThatThrownBy(() -> Notation.parse("1. d1, .. 2. c1", b)).isInstanceOf(NotationException.class)
                .hasMessageContaining("follows an ellipsis");
        assertThatThrownBy(() -> Notation.parse("a1 a2 a3 a4 a5 a6 a7", b)).isInstanceOf(NotationException.class)
                .hasMessage("move 7: square a7 is off the 7x6 board");
        assertThatThrownBy(() -> Notation.parse("d1 d2 c1 d3 e1 b1 f1 a1", b)).isInstanceOf(NotationException.class)
                .hasMessage("move 8 (column 1): the game was already won by move 7");
    }
}
