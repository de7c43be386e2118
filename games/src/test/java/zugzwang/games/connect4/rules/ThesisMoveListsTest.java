package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.connect4.SquareNotation;

/**
 * The move lists of Allis (1988), chapters 1, 3, 4, 11, 12 and 13, on the standard 7x6 board: each
 * list is read in the thesis' squares, its column sequence and side to move are checked, its exact
 * value (weak score for the side to move: 1 win, 0 draw, -1 loss) is asserted with the solver,
 * the thesis' statement about it (as a {@link Verdict}) must agree with that value, and so must
 * VICTOR's own verdict.
 *
 * <p>Positions of five or fewer stones take the solver 2-45 s each (one thread); they run only with
 * {@code THESIS_DEEP=1} in the environment. Their values, measured here with
 * {@code zugzwang solve --weak -t 1 -m 1g}, are in the table all the same.
 *
 * <p>Known slips of the text (see REFERENCE.md): diagram 13.11 is printed "Black to move" but after
 * 1. d1, c1 2. f1, g1 White is to move; §4.4's "a2, b4" pair means a2, c4 (diagram 4.7, test
 * {@code followUpPairsOfDiagram47}).
 */
class ThesisMoveListsTest {
    private static final Board BOARD = Board.STANDARD;
    private static final boolean DEEP = "1".equals(System.getenv("THESIS_DEEP"));
    private static Solver solver;

    @BeforeAll
    static void open() {
        solver = new Solver(BOARD, SolverOptions.defaults().withMemory(256 << 20).withThreads(1));
    }

    @AfterAll
    static void close() {
        solver.close();
    }

    /**
     * Columns: diagram, the moves in squares, the column sequence, side to move (W/B), the thesis'
     * claim as a verdict, the exact weak score for the side to move, whether the position is
     * expensive (solved only with THESIS_DEEP=1).
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            // §3.1: "Therefore Black will win." -- exact: Black wins
            "3.1  | 1. d1, d2 2. d3, e1 3. d4, e2 4. d5, d6 5. c1, c2 6. c3, a1 7. c4, a2 8. c5, c6 9. e3, a3 10. a4, a5 11. e4, a6 12. e5, e6"
                    + " | 444545443331313351115155 | W | second-wins | -1 | false",
            // §3.1, after 13. g1, g2 14. g3, g4 15. g5, g6: White must play b1 or f1 and loses
            "3.2  | 1. d1, d2 2. d3, e1 3. d4, e2 4. d5, d6 5. c1, c2 6. c3, a1 7. c4, a2 8. c5, c6 9. e3, a3 10. a4, a5 11. e4, a6 12. e5, e6"
                    + " 13. g1, g2 14. g3, g4 15. g5, g6 | 444545443331313351115155777777 | W | second-wins | -1 | false",
            // §3.2: "Black can now very easily lose if he does not play b1 or e1" -- exact: Black wins
            // (with b1 or e1 only, see blackMustAnswerB1OrE1InDiagram38)
            "3.8  | 1. d1, d2 2. c1, .. | 443 | B | unknown | 1 | true",
            // §3.2: after 2. .., d3 3. e1 "White will win the game" (threats at b1 and f1)
            "3.9  | 1. d1, d2 2. c1, d3 3. e1 | 44345 | B | first-wins | -1 | false",
            // §3.2 and §11.4 (diagram 11.1): "White can get a winning position" -- exact: White wins
            "3.11 | 1. d1, d2 2. c1, e1 3. d3, c2 4. c3, e2 | 44354335 | W | first-wins | 1 | false",
            "3.12 | 1. d1, d2 2. c1, e1 3. d3, c2 4. c3, e2 5. a1, b1 | 4435433512 | W | first-wins | 1 | false",
            "3.13 | 1. d1, d2 2. c1, e1 3. d3, c2 4. c3, e2 5. a1, b1 6. b2, d4 | 443543351224 | W | first-wins | 1 | false",
            // §3.2: "the odd threat White has on a3 is strong enough to win the game"
            "3.14 | 1. d1, d2 2. c1, e1 3. d3, c2 4. c3, e2 5. a1, b1 6. b2, d4 7. b3, e3 8. e4 | 443543351224255 | B | first-wins | -1 | false",
            // §4.1: diagram 4.1 = diagram 3.1 after 6 moves; "this position can be won by Black"
            "4.1  | 1. d1, d2 2. d3, e1 3. d4, e2 4. d5, d6 5. c1, c2 6. c3, a1 | 444545443331 | W | second-wins | -1 | false",
            // §4.1: after 7. c4, a2 Black wins by follow-up
            "4.2  | 1. d1, d2 2. d3, e1 3. d4, e2 4. d5, d6 5. c1, c2 6. c3, a1 7. c4, a2 | 44454544333131 | W | second-wins | -1 | false",
            // §4.4: after 7. e3, g1 Black plays a modified follow-up and White "will lose"
            "4.7  | 1. d1, d2 2. d3, e1 3. d4, e2 4. d5, d6 5. c1, c2 6. c3, a1 7. e3, g1 | 44454544333157 | W | second-wins | -1 | false",
            // §4.5: Black applies follow-up "in its purest form", diagram 4.13 is a draw -- exact: draw
            "4.12 | 1. c1, d1 2. d2, d3 3. d4, d5 4. d6, c2. | 34444443 | W | second-at-least-draws | 0 | false",
            // §12.2: diagram 12.2 "has been shown to be at least a draw for Black" -- exact: Black wins
            "12.2 | 1. d1, d2 2. c1, e1 | 4435 | W | second-at-least-draws | -1 | true",
            // §12.2: diagram 12.3 (1. d1, e1): "2. c1 is not a good move for White" -- exact: White wins
            // (with 2. a1 or 2. b1 only: solve 45 gives best=2,1)
            "12.3 | 1. d1, e1 | 45 | W | unknown | 1 | true",
            // §13.2: "The position of diagram 13.1 can be won by White" (only 2. d3)
            "13.1 | 1. d1, d2 | 44 | W | first-wins | 1 | true",
            "13.2 | 1. d1, d2 2. d3 | 444 | B | first-wins | -1 | true",
            "13.3 | 1. d1, d2 2. d3, d4 | 4444 | W | first-wins | 1 | true",
            "13.4 | 1. d1, d2 2. d3, d4 3. d5 | 44444 | B | first-wins | -1 | true",
            "13.5 | 1. d1, d2 2. d3, d4 3. d5, b1 | 444442 | W | first-wins | 1 | true",
            "13.6 | 1. d1, d2 2. d3, d4 3. d5, b1 4. b2 | 4444422 | B | first-wins | -1 | true",
            // §13.3: 1. d1, c1 is won by White (2. f1); 2. c2, c3 only draws (13.8, 13.9 + g1)
            "13.7 | 1. d1, c1 | 43 | W | first-wins | 1 | true",
            "13.8 | 1. d1, c1 2. c2, c3 | 4333 | W | second-at-least-draws | 0 | true",
            "13.9 | 1. d1, c1 2. c2, c3 3. c4 | 43333 | B | unknown | 0 | true",
            "13.9+g1 | 1. d1, c1 2. c2, c3 3. c4, g1 | 433337 | W | second-at-least-draws | 0 | true",
            "13.10 | 1. d1, c1 2. f1 | 436 | B | first-wins | -1 | true",
            // printed "Black to move": a slip, White is to move after four stones
            "13.11 | 1. d1, c1 2. f1, g1 | 4367 | W | first-wins | 1 | true",
            "13.12 | 1. d1, c1 2. f1, g1 3. f2, f3 | 436766 | W | first-wins | 1 | false",
            "13.12+d2 | 1. d1, c1 2. f1, g1 3. f2, f3 4. d2 | 4367664 | B | first-wins | -1 | false",
            // §13.4: 1. d1, b1 2. f1 wins for White
            "13.13 | 1. d1, b1 2. f1 | 426 | B | first-wins | -1 | true",
            "13.14 | 1. d1, c1 2. f1, b1 3. e1, g1 | 436257 | W | first-wins | 1 | false",
            "13.15 | 1. d1, b1 2. f1, e1 | 4265 | W | first-wins | 1 | true",
            "13.15+f2 | 1. d1, b1 2. f1, e1 3. f2 | 42656 | B | first-wins | -1 | false",
            // §13.5: "the first suggested move, 2 e1 ensures White a win"
            "§13.5 | 1. d1, a1 2. e1 | 415 | B | first-wins | -1 | true"})
    void moveListValue(String diagram, String moves, String sequence, String toMove, String claim, int score,
                       boolean expensive) {
        Position p = Notation.parse(moves, BOARD);
        assertThat(sameStones(p, Notation.parseSequence(sequence, BOARD))).as("column sequence").isTrue();
        assertThat(p.firstToMove() ? "W" : "B").as("side to move").isEqualTo(toMove);
        Verdict thesis = verdict(claim);
        assertThat(thesis.agreesWith(score, p.firstToMove())).as("thesis' claim vs the exact value").isTrue();
        Evaluation victor = new Evaluator(BOARD).evaluate(p);
        assertThat(victor.verdict().agreesWith(score, p.firstToMove())).as("VICTOR's verdict " + victor).isTrue();
        System.out.printf("diagram %s: %s, thesis %s, exact %d, VICTOR %s%n", diagram, sequence, claim, score,
                victor.verdict().label());
        if (expensive && !DEEP) {
            return;
        }
        assertThat(solver.solveScore(p, true)).as("exact value").isEqualTo(score);
    }

    /**
     * The thesis' statements about which moves win (or hold): the set of best moves of the side
     * to move, each column's value taken from the solver (the position after the move).
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            // §3.2: "Black can now very easily lose if he does not play b1 or e1" -- exact: b1 and e1 win, all else loses
            "3.8   | 1. d1, d2 2. c1     | b1 e1 | 1  | true",
            // §12.2: "2. c1 is not a good move for White" -- exact: only a1 and b1 win
            "12.3  | 1. d1, e1           | a1 b1 | 1  | true",
            // §13.2: "all other moves than 2. d3 will give Black at least a draw" -- exact: only d3 wins
            "13.1  | 1. d1, d2           | d3    | 1  | true",
            // §13.2: "all moves at the bottom row lose for White. Therefore White's third move is forced: 3. d5"
            "13.3  | 1. d1, d2 2. d3, d4 | d5    | 1  | true",
            // §13.3: "only three possibilities to win the game: 2. c2 or 2. f1 or 2. g1", and 2. c2 only draws -- exact: f1 and g1 win
            "13.7  | 1. d1, c1           | f1 g1 | 1  | true",
            // §13.3: after 3. c4 only 3 .., d2 and 3 .., g1 were unclear, and g1 holds the draw -- exact: only g1 draws
            "13.9  | 1. d1, c1 2. c2, c3 3. c4 | g1 | 0 | true",
            // §13.3: 3. f2 "indeed leads to a win for White" -- exact: the only winning move
            "13.11 | 1. d1, c1 2. f1, g1 | f2    | 1  | true",
            // §13.3: "VICTOR suggested 4. d2 as best move" and White wins -- exact: d2 and f4 win
            "13.12 | 1. d1, c1 2. f1, g1 3. f2, f3 | d2 f4 | 1 | false",
            // §13.4: 3. f2 "guarantees White a win" -- exact: the only winning move
            "13.15 | 1. d1, b1 2. f1, e1 | f2    | 1  | true"})
    void bestMoves(String diagram, String moves, String best, int score, boolean expensive) {
        if (expensive && !DEEP) {
            return;
        }
        Position p = Notation.parse(moves, BOARD);
        int bestValue = Integer.MIN_VALUE;
        StringBuilder bestSquares = new StringBuilder();
        for (int c = 0; c < BOARD.width(); c++) {
            if (!p.canPlay(c)) {
                continue;
            }
            String square = Square.name(c, p.heightOf(c));
            int v = p.isWinningMove(c) ? 1 : 0;
            if (v == 0) {
                p.play(c);
                v = -solver.solveScore(p, true);
                p.undo();
            }
            if (v > bestValue) {
                bestValue = v;
                bestSquares.setLength(0);
            }
            if (v == bestValue) {
                bestSquares.append(bestSquares.length() == 0 ? "" : " ").append(square);
            }
        }
        assertThat(bestValue).as("value").isEqualTo(score);
        assertThat(bestSquares.toString()).as("best moves").isEqualTo(best);
    }

    @Test
    void followUpPairsOfDiagram47() {
        // §4.4: "This will give Black exactly one of the pair of squares a2, b4 and one of the pair
        // e4, g2" -- the playable even squares of diagram 4.7 are a2, c4, e4 and g2 (b4 is a slip
        // for c4: the b-column is empty), in four columns with an odd number of empty squares
        Position p = Notation.parse("1. d1, d2 2. d3, e1 3. d4, e2 4. d5, d6 5. c1, c2 6. c3, a1 7. e3, g1", BOARD);
        long playableEven = BOARD.playable(p.mask()) & Square.evenRows(BOARD);
        assertThat(Square.names(BOARD, playableEven)).isEqualTo("a2 c4 e4 g2");
        int oddColumns = 0;
        for (int c = 0; c < BOARD.width(); c++) {
            oddColumns += (BOARD.height() - p.heightOf(c)) & 1;
        }
        assertThat(oddColumns).isEqualTo(4);
    }

    @Test
    void victorFindsTheOddThreatWinOfDiagram314() {
        // §3.2: "Using VICTOR ... it can be shown that the odd threat White has on a3 is strong enough to win"
        Evaluation e = new Evaluator(BOARD).evaluate(
                Notation.parse("1. d1, d2 2. c1, e1 3. d3, c2 4. c3, e2 5. a1, b1 6. b2, d4 7. b3, e3 8. e4", BOARD));
        assertThat(e.verdict()).isEqualTo(Verdict.FIRST_WINS);
        assertThat(e.reason()).contains("odd threat at a3");
    }

    @Test
    void gameOfSection12EndsWithWhitesFourOnTheFirstRow() {
        // §1.2: "1. d1, d2 2. c1, d3 3. e1, b1 4. f1, White wins." -- the group c1-f1
        Position p = Notation.parse("1. d1, d2 2. c1, d3 3. e1, b1 4. f1", BOARD);
        assertThat(SquareNotation.columns("1. d1, d2 2. c1, d3 3. e1, b1 4. f1", BOARD))
                .containsExactly(Notation.columns("4434526", BOARD));
        assertThat(p.isWon()).isTrue();
        long c1f1 = Square.parse(BOARD, "c1") | Square.parse(BOARD, "d1") | Square.parse(BOARD, "e1")
                | Square.parse(BOARD, "f1");
        assertThat(p.firstStones() & c1f1).isEqualTo(c1f1);
        assertThat(new Evaluator(BOARD).evaluate(p).verdict()).isEqualTo(Verdict.FIRST_WINS);
    }

    @Test
    void transpositionsOfDiagram121() {
        // §12.2: three move orders reach the same position
        Position a = Notation.parse("1. d1, d2 2. c1, e1", BOARD);
        Position b = Notation.parse("1. d1, e1 2. c1, d2", BOARD);
        Position c = Notation.parse("1. c1, e1 2. d1, d2", BOARD);
        assertThat(sameStones(a, b)).isTrue();
        assertThat(sameStones(a, c)).isTrue();
        assertThat(sameStones(a, Notation.parse("1. d1, d2 2. c1, d3", BOARD))).isFalse();
    }

    private static boolean sameStones(Position p, Position q) {
        return p.mask() == q.mask() && p.firstStones() == q.firstStones();
    }

    private static Verdict verdict(String label) {
        for (Verdict v : Verdict.values()) {
            if (v.label().equals(label)) {
                return v;
            }
        }
        throw new IllegalArgumentException(label);
    }
}
