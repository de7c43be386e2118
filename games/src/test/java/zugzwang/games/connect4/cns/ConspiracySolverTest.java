package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.rules.Verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.SoundnessTest;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * The three-valued conspiracy-number search (rules at the leaves) against the exact solver on
 * random reachable small-board positions. Budgets are large enough that every answer is complete;
 * the test fails on any unknown or partial value.
 */
class ConspiracySolverTest {

    static Position randomPosition(Board board, SplittableRandom rnd, int maxLen) {
        return SoundnessTest.randomPosition(board, rnd, maxLen);
    }

    @ParameterizedTest
    @CsvSource({"4,4,80,0", "5,4,150,4", "6,4,100,10", "4,6,100,8"})
    void threeValuedAnswersAgreeWithTheSolver(int w, int h, int samples, int minStones) {
        Board board = Board.of(w, h);
        SplittableRandom rnd = new SplittableRandom(1988L + w * 31 + h);
        CnsLimits limits = new CnsLimits(2_000, 2_000_000, 32L << 20);
        ConspiracySolver cns = new ConspiracySolver(board, limits);
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        List<String> bad = new ArrayList<>();
        long nodes = 0;
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16 << 20).withThreads(1))) {
            for (int i = 0; i < samples; i++) {
                Position p = randomPosition(board, rnd, board.area() - 1);
                if (p.moves() < minStones) {
                    i--;
                    continue;
                }
                CnsResult r = cns.solve(p, false);
                nodes += r.nodes();
                counts.merge(r.value(), 1, Integer::sum);
                int s = solver.solveScore(p, true);
                int first = p.firstToMove() ? s : -s;
                Verdict expected = first > 0 ? Verdict.FIRST_WINS : first < 0 ? Verdict.SECOND_WINS : Verdict.DRAW;
                if (r.value() != expected) {
                    bad.add(Notation.diagramLine(p) + " (" + p.moves() + " stones)" + " cns " + r.value().label() + " solver " + expected.label());
                }
                if (r.move() >= 0) {
                    // the reported move realises the answer for the side to move
                    p.play(r.move());
                    int after = -solver.solveScore(p, true);
                    p.undo();
                    if (after != s) {
                        bad.add(Notation.diagramLine(p) + " (" + p.moves() + " stones)" + " move " + (r.move() + 1) + " scores " + after + " not " + s);
                    }
                }
            }
        }
        System.out.println(w + "x" + h + " " + counts + " nodes " + nodes + " bad " + bad.size());
        bad.stream().limit(5).forEach(System.out::println);
        assertThat(bad).isEmpty();
    }

    @Test
    void emptySmallBoardsAreDrawnOrLostAsTheSolverSays() {
        for (int[] wh : new int[][] {{4, 4}, {5, 4}}) {
            Board board = Board.of(wh[0], wh[1]);
            CnsResult r = new ConspiracySolver(board, CnsLimits.defaults().withMemory(64L << 20))
                    .solve(Position.empty(board), false);
            int s;
            try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16 << 20).withThreads(1))) {
                s = solver.solveScore(Position.empty(board), true);
            }
            assertThat(r.value().agreesWith(s, true)).as(board + " " + r).isTrue();
            assertThat(r.value()).as(board.toString()).isIn(Verdict.FIRST_WINS, Verdict.DRAW, Verdict.SECOND_WINS);
        }
    }

    @Test
    void spentBudgetsGiveOnlyValuesThatStillAgree() {
        Board board = Board.of(5, 4);
        SplittableRandom rnd = new SplittableRandom(350);
        int partial = 0;
        List<String> bad = new ArrayList<>();
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16 << 20).withThreads(1))) {
            for (int i = 0; i < 60; i++) {
                Position p = randomPosition(board, rnd, 8);
                int s = solver.solveScore(p, true);
                for (long total : new long[] {1, 4, 6, 30, 300}) {
                    CnsResult r = new ConspiracySolver(board, new CnsLimits(64, total, 4L << 20)).solve(p, false);
                    assertThat(r.nodes()).isLessThanOrEqualTo(2 * total);
                    if (r.value() != Verdict.FIRST_WINS && r.value() != Verdict.DRAW && r.value() != Verdict.SECOND_WINS) {
                        partial++;
                    }
                    if (!r.value().agreesWith(s, p.firstToMove())) {
                        bad.add(Notation.diagramLine(p) + " budget " + total + " " + r.value().label() + " score " + s);
                    }
                }
            }
        }
        assertThat(bad).isEmpty();
        assertThat(partial).as("small budgets leave answers open").isPositive();
    }
}
