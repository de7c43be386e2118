package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.TestPositions;

/**
 * VICTOR's rules inside the exact solver ({@link SolverOptions#withRules}): the scores must be
 * exactly those without the rules, and the rules must actually cut. The rules are asked at every
 * node (all stones, no work threshold), the hardest setting for their soundness.
 */
class RulesInSolverTest {
    /** Rules at every node, at once. */
    private static SolverOptions everywhere(SolverOptions o) {
        return o.withRules(Integer.MAX_VALUE, 0);
    }

    @ParameterizedTest
    @CsvSource({"Test_L3_R1, 300", "Test_L2_R1, 300", "Test_L2_R2, 25", "Test_L1_R1, 50"})
    void suiteScoresAreUnchanged(String name, int count) {
        Suite suite = Suite.load(name);
        List<String> bad = new ArrayList<>();
        long calls = 0;
        try (Solver rules = new Solver(suite.board(), everywhere(TestPositions.medium()))) {
            for (int i = 0; i < count; i++) {
                Suite.Entry e = suite.entries().get(i);
                Position p = Notation.parse(e.sequence(), suite.board());
                int strong = rules.solveScore(p, false);
                int weak = rules.solveScore(p, true);
                if (strong != e.score() || weak != Integer.signum(e.score())) {
                    bad.add(e.sequence() + ": expected " + e.score() + ", with rules strong " + strong + " weak " + weak);
                }
            }
            calls = rules.ruleCalls();
        }
        assertThat(bad).as(name).isEmpty();
        assertThat(calls).as("the rules were asked").isPositive();
    }

    /** Random open positions of small boards with an even number of rows, against the solver without rules. */
    @ParameterizedTest
    @CsvSource({"4, 4, 400", "5, 4, 300", "6, 4, 80", "4, 6, 150"})
    void smallBoardScoresAreUnchanged(int width, int height, int count) {
        Board board = Board.of(width, height);
        Random rnd = new Random(6_05L * width + height);
        List<String> bad = new ArrayList<>();
        try (Solver plain = new Solver(board, TestPositions.small());
             Solver rules = new Solver(board, everywhere(TestPositions.small()))) {
            for (int i = 0; i < count; i++) {
                // every fourth position from the empty board up, the others from random depths
                Position p = i % 4 == 0 ? TestPositions.randomOpenPosition(board, rnd, 0)
                        : TestPositions.randomOpenPosition(board, rnd, board.area() / 4);
                for (boolean weak : new boolean[] {false, true}) {
                    int expected = plain.solveScore(p, weak);
                    int got = rules.solveScore(p, weak);
                    if (got != expected) {
                        bad.add(board + " " + Notation.diagramLine(p) + (weak ? " weak" : " strong")
                                + ": expected " + expected + ", with rules " + got);
                    }
                }
            }
            assertThat(rules.ruleCalls()).as("the rules were asked").isPositive();
        }
        assertThat(bad).isEmpty();
    }

    /** The empty boards, whose values are known (4x4 draw, 5x4 draw, 6x4 draw, 4x6 draw). */
    @ParameterizedTest
    @CsvSource({"4, 4", "5, 4", "6, 4", "4, 6"})
    void emptySmallBoards(int width, int height) {
        Board board = Board.of(width, height);
        try (Solver plain = new Solver(board, TestPositions.small());
             Solver rules = new Solver(board, everywhere(TestPositions.small()))) {
            Position empty = Position.empty(board);
            assertThat(rules.solveScore(empty, false)).isEqualTo(plain.solveScore(empty, false));
            assertThat(rules.solveScore(empty, true)).isEqualTo(plain.solveScore(empty, true));
        }
    }

    /** The rules save nodes (deterministic with one thread): what they are for. */
    @Test
    void rulesSaveNodes() {
        Suite suite = Suite.load("Test_L1_R1");
        long[] nodes = new long[2];
        for (int k = 0; k < 2; k++) {
            SolverOptions o = TestPositions.medium();
            try (Solver s = new Solver(suite.board(), k == 0 ? o : everywhere(o))) {
                for (int i = 0; i < 60; i++) {
                    s.solveScore(Notation.parse(suite.entries().get(i).sequence(), suite.board()), true);
                }
                nodes[k] = s.nodes();
            }
        }
        assertThat(nodes[1]).isLessThan(nodes[0] * 3 / 4);
    }

    /** Off by default, and never asked on boards with an odd number of rows (the rules need even ones). */
    @ParameterizedTest
    @ValueSource(ints = {-1, 42})
    void notAskedWhenOffOrOnOddBoards(int stones) {
        Board board = stones < 0 ? Board.STANDARD : Board.of(5, 5);
        SolverOptions o = TestPositions.small().withRules(stones, 0);
        try (Solver s = new Solver(board, o)) {
            Position p = Notation.parse("3344", board);
            s.solveScore(p, true);
            assertThat(s.ruleCalls()).isZero();
        }
        assertThat(SolverOptions.defaults().rules()).isFalse();
    }

    /** Two threads, each with its own evaluator, agree with the suite. */
    @Test
    void twoThreads() {
        Suite suite = Suite.load("Test_L2_R1");
        try (Solver s = new Solver(suite.board(), everywhere(TestPositions.medium().withThreads(2)))) {
            s.parallelAfter(0);
            for (int i = 0; i < 40; i++) {
                Suite.Entry e = suite.entries().get(i);
                assertThat(s.solveScore(Notation.parse(e.sequence(), suite.board()), false)).as(e.sequence())
                        .isEqualTo(e.score());
            }
        }
    }
}
