package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {
    private static final Board STD = Board.STANDARD;

    // ------------------------------------------------------------------ move sequences

    @Test
    void digitAndCommaSequences() {
        Position expected = TestPositions.play(STD, 3, 3, 4, 2);
        assertThat(Notation.parseSequence("4453", STD)).isEqualTo(expected);
        assertThat(Notation.parseSequence("4,4,5,3", STD)).isEqualTo(expected);
        assertThat(Notation.parseSequence(" 4 , 4,5 ,  3 ", STD)).isEqualTo(expected);
        assertThat(Notation.parse("4453", STD)).isEqualTo(expected);
        assertThat(Notation.parse("  4,4,5,3\n", STD)).isEqualTo(expected);
        assertThat(Notation.columns("4453", STD)).containsExactly(3, 3, 4, 2);
        assertThat(Notation.sequence(new int[] {3, 3, 4, 2}, STD)).isEqualTo("4453");
    }

    @Test
    void emptySequenceIsTheEmptyBoard() {
        assertThat(Notation.parseSequence("", STD)).isEqualTo(Position.empty(STD));
        assertThat(Notation.parse("", STD)).isEqualTo(Position.empty(STD));
        assertThat(Notation.parse("   ", STD)).isEqualTo(Position.empty(STD));
        assertThat(Notation.columns("", STD)).isEmpty();
    }

    @Test
    void wideBoardsUseCommas() {
        Board wide = Board.of(12, 4);
        Position p = Notation.parseSequence("10,3,12", wide);
        assertThat(p).isEqualTo(TestPositions.play(wide, 9, 2, 11));
        assertThat(Notation.sequence(new int[] {9, 2, 11}, wide)).isEqualTo("10,3,12");
        assertThat(Notation.parseSequence(Notation.sequence(new int[] {9, 2, 11}, wide), wide)).isEqualTo(p);
        // without commas every character is one move: "1012" is 1, 0, ... and column 0 does not exist
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parseSequence("1012", wide));
        assertThat(e.moveNumber()).isEqualTo(2);
        assertThat(e.getMessage()).contains("column 0").contains("commas");
    }

    @ParameterizedTest(name = "''{0}'' fails at move {1}")
    @CsvSource(delimiter = '|', value = {
        // not a digit
        "44a3     | 3 | 'a'",
        // columns out of range on 7 columns
        "440      | 3 | column 0",
        "4418     | 4 | column 8",
        "8        | 1 | column 8",
        // a full column: six stones fit, the seventh does not
        "4444444  | 7 | column 4",
        // x plays 1, o 2, x 1, o 2, x 1, o 2: x's fourth stone in column 1 (move 7) wins;
        // the 8th move (column 2) comes after the end of the game
        "12121212 | 8 | column 2",
        // comma forms with an empty item
        "4,,5     | 2 | empty",
        "4,5,     | 3 | empty",
        ",4       | 1 | empty",
        "4, x ,5  | 2 | 'x'",
        "4,99,5   | 2 | column 99",
    })
    void sequenceErrorsNameTheMove(String text, int move, String mention) {
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parseSequence(text, STD));
        assertThat(e).as("'%s' must be rejected", text).isNotNull();
        assertThat(e.moveNumber()).isEqualTo(move);
        assertThat(e.getMessage()).contains("move " + move).contains(mention);
        // every error names a column or the text that is not one
        assertThat(e.getMessage()).containsIgnoringCase("column");
    }

    @Test
    void theWinningMoveItselfIsAccepted() {
        Position p = Notation.parseSequence("1212121", STD);
        assertThat(p.isWon()).isTrue();
        assertThat(p.moves()).isEqualTo(7);
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parseSequence("12121212", STD));
        assertThat(e.getMessage()).contains("won").contains("move 7");
    }

    // ------------------------------------------------------------------ diagrams

    @Test
    void diagramRoundTripOnRandomPositions() {
        Random rnd = new Random(99);
        // 16x3, 21x2 and 32x1 have too many partial positions for Reachability's bit set (> 2^28):
        // they take its other path
        int[][] sizes = {{7, 6}, {4, 4}, {9, 5}, {5, 4}, {1, 6}, {8, 7}, {3, 2}, {12, 4}, {16, 3}, {21, 2}, {32, 1}};
        for (int i = 0; i < 600; i++) {
            int[] wh = sizes[i % sizes.length];
            Board b = Board.of(wh[0], wh[1]);
            Position p = TestPositions.randomPosition(b, rnd, 0);
            assertThat(Notation.parseDiagram(p.diagram(), b)).as("%s", p.diagram()).isEqualTo(p);
            assertThat(Notation.parseDiagram(Notation.diagramLine(p), b)).isEqualTo(p);
            assertThat(Notation.parse(Notation.diagramLine(p), b)).isEqualTo(p);
            assertThat(Notation.parseDiagram(p.diagram().toUpperCase(), b)).isEqualTo(p);
            assertThat(Notation.isDiagram(Notation.diagramLine(p))).isTrue();
        }
    }

    @Test
    void diagramForms() {
        Position expected = TestPositions.play(STD, 3, 3, 4); // x d1, o d2, x e1
        String full = ".......\n.......\n.......\n.......\n...o...\n...xx..";
        assertThat(Notation.parseDiagram(full, STD)).isEqualTo(expected);
        // fewer rows than the height: the missing rows are empty rows on top
        assertThat(Notation.parseDiagram("...o.../...xx..", STD)).isEqualTo(expected);
        assertThat(Notation.parseDiagram("...o...\n...xx..", STD)).isEqualTo(expected);
        assertThat(Notation.parseDiagram(" ...o... / ...xx.. ", STD)).isEqualTo(expected);
        assertThat(Notation.parseDiagram("...O.../...XX..", STD)).isEqualTo(expected);
        assertThat(Notation.parse("...O.../...xX..", STD)).isEqualTo(expected);
        assertThat(Notation.parseDiagram(".......", STD)).isEqualTo(Position.empty(STD));
        assertThat(Notation.parseDiagram("...x...", STD).firstToMove()).isFalse();
        assertThat(Notation.parseDiagram("...x...", STD).at(3, 0)).isEqualTo(Position.Stone.FIRST);
    }

    private static NotationException diagramError(String diagram, Board board) {
        NotationException e = catchThrowableOfType(NotationException.class, () -> Notation.parseDiagram(diagram, board));
        assertThat(e).as("diagram %s must be rejected", diagram).isNotNull();
        assertThat(e.moveNumber()).isZero();
        return e;
    }

    @Test
    void malformedDiagrams() {
        assertThat(diagramError("......", STD).getMessage()).contains("row 1").contains("6 cells");
        assertThat(diagramError(".......\n........", STD).getMessage()).contains("row 2");
        assertThat(diagramError("././././././.", Board.of(1, 6)).getMessage()).contains("7 rows");
        assertThat(diagramError("...a...", STD).getMessage()).contains("'a'").contains("column 4");
        assertThat(diagramError("...-...", STD).getMessage()).contains("'-'");
    }

    @Test
    void gravityAndCounts() {
        // a stone above an empty cell
        assertThat(diagramError("...x.../.......", STD).getMessage()).contains("column 4").contains("floating");
        assertThat(diagramError("x/./o/x", Board.of(1, 4)).getMessage()).contains("column 1");
        // o has more stones than x
        assertThat(diagramError("...o...", STD).getMessage()).contains("0 x").contains("1 o");
        // x two ahead
        assertThat(diagramError("xx.....", STD).getMessage()).contains("2 x").contains("0 o");
        assertThat(diagramError("...x.../...x.../...o.../xx.o...", STD).getMessage()).contains("4 x").contains("2 o");
    }

    @Test
    void foursThatCannotHappen() {
        // both players have four (x in column 1, o in column 2; four each, x to move)
        String both = "xo...../xo...../xo...../xo.....";
        assertThat(diagramError(both, STD).getMessage()).contains("both");
        // x has four and x is to move (4 x, 4 o)
        String moverHasFour = "x....../x....../xo...../xoo.o..";
        assertThat(diagramError(moverHasFour, STD).getMessage()).contains("x has four").contains("x is to move");
        // o has four and o is to move (5 x, 4 o)
        String oMoverHasFour = ".o...../xo...../xo...../xoxx...";
        assertThat(diagramError(oMoverHasFour, STD).getMessage()).contains("o has four").contains("o is to move");
        // whereas o's four with x to move is o's win, reachable (x1 o2 x1 o2 x3 o2 x4 o2)
        Position oWon = Notation.parseDiagram(".o...../.o...../xo...../xoxx...", STD);
        assertThat(oWon).isEqualTo(TestPositions.playDigits(STD, "12123242"));
        assertThat(oWon.isWon()).isTrue();
    }

    @Test
    void reachability() {
        Board small = Board.of(3, 3);
        // one column, o at the bottom, x above it: counts fine, gravity fine, but x moves first
        NotationException e = diagramError(".../x../o..", small);
        assertThat(e.getMessage()).contains("order");
        // the mirror-free version that can be built: x at the bottom
        assertThat(Notation.parseDiagram(".../o../x..", small)).isEqualTo(TestPositions.play(small, 0, 0));

        // the same on a board whose reachability search keys partial positions by bitboard
        Board wide = Board.of(16, 3);
        assertThat(diagramError("x.............../o...............", wide).getMessage()).contains("order");
        assertThat(Notation.parseDiagram("................/o.............../x..............x", wide).isWon()).isFalse();
        assertThat(diagramError("x.............../o..............o", wide).getMessage()).contains("1 x and 2 o");

        // the last mover (x) has four and that is reachable: 1212121
        Position won = Notation.parseDiagram("x....../xo...../xo...../xo.....", STD);
        assertThat(won).isEqualTo(TestPositions.playDigits(STD, "1212121"));
        assertThat(won.isWon()).isTrue();

        // five in a row is reachable: the winning stone was the middle one
        Position five = Notation.parseDiagram("oo.oo../xxxxx..", STD);
        assertThat(five.isWon()).isTrue();
        assertThat(five.firstToMove()).isFalse();

        // x's four on the bottom row is covered: x's only top stone is not part of it, so x's
        // four was complete before x's last move and the game would have ended there
        NotationException covered = diagramError("ooox.../xxxxo..", STD);
        assertThat(covered.getMessage()).contains("earlier four");
        // two separate fours of x: whichever came last, the other was there before
        NotationException twoFours = diagramError("x.x..../xox..../xoxoo../xoxoo..", STD);
        assertThat(twoFours.getMessage()).contains("earlier four");
    }

    /**
     * {@code Notation.fromStones} accepts exactly the positions reachable by legal play:
     * random gravity-respecting, count-consistent colourings against the set of reachable
     * positions found by breadth-first search from the empty board (stopping at won games).
     */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"4, 4", "5, 3", "3, 5"})
    void fromStonesAcceptsExactlyTheReachablePositions(int width, int height) {
        Board b = Board.of(width, height);
        Set<Long> reachable = new HashSet<>(); // first << 32 | second
        for (Position p : TestPositions.reachable(b)) {
            reachable.add(p.firstStones() << 32 | p.secondStones());
        }
        Random rnd = new Random(4242L * width + height);
        int accepted = 0;
        int rejected = 0;
        for (int i = 0; i < 20_000; i++) {
            // random column heights, then a random colouring with ceil(n/2) x and floor(n/2) o
            int[] heights = new int[width];
            List<Long> cells = new ArrayList<>();
            for (int c = 0; c < width; c++) {
                heights[c] = rnd.nextInt(height + 1);
                for (int r = 0; r < heights[c]; r++) {
                    cells.add(PositionPropertiesTest.bit(b, c, r));
                }
            }
            Collections.shuffle(cells, rnd);
            int n = cells.size();
            long first = 0;
            long second = 0;
            for (int k = 0; k < n; k++) {
                if (k < (n + 1) / 2) {
                    first |= cells.get(k);
                } else {
                    second |= cells.get(k);
                }
            }
            boolean expected = reachable.contains(first << 32 | second);
            Position p = null;
            try {
                p = Notation.fromStones(b, first, second);
            } catch (NotationException e) {
                // rejected
            }
            assertThat(p != null).as("%s x=%x o=%x reachable=%s", b, first, second, expected).isEqualTo(expected);
            if (p != null) {
                accepted++;
                assertThat(p.firstStones()).isEqualTo(first);
                assertThat(p.secondStones()).isEqualTo(second);
                assertThat(Reachability.isReachable(b, first, second)).isTrue();
            } else {
                rejected++;
            }
        }
        assertThat(accepted).isGreaterThan(500);
        assertThat(rejected).isGreaterThan(500);
    }

    @Test
    void parseDispatchesOnTheForm() {
        assertThat(Notation.isDiagram("4453")).isFalse();
        assertThat(Notation.isDiagram("4,4,5")).isFalse();
        assertThat(Notation.isDiagram("...x...")).isTrue();
        assertThat(Notation.isDiagram("X")).isTrue();
        assertThatThrownBy(() -> Notation.parse("44a3", STD)).isInstanceOf(NotationException.class);
        assertThat(Notation.column(0)).isEqualTo("1");
    }

    @org.junit.jupiter.api.Test
    void stonesMustBeDisjointAndOnTheBoard() {
        Board b = Board.of(4, 4);
        long cell = b.cell(0, 0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Notation.fromStones(b, cell, cell))
                .isInstanceOf(NotationException.class).hasMessageContaining("both players");
        long sentinel = 1L << b.height(); // the bit above column 0 is not a cell
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Notation.fromStones(b, cell | sentinel, 0))
                .isInstanceOf(NotationException.class).hasMessageContaining("outside");
    }
}
