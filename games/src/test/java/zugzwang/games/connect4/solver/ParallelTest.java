package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.TestPositions;

/**
 * Several threads give the same scores and best moves as one. Helper threads normally join only
 * searches of more than {@link Solver#PARALLEL_AFTER_NODES} nodes; here they join at once, so that
 * every search of the sample runs in parallel.
 */
class ParallelTest {
    @Test
    void twoAndThreeThreadsAgreeWithBruteForceOn5x4() {
        Board board = Board.of(5, 4);
        BruteForce brute = new BruteForce(board);
        Random rnd = new Random(99);
        for (int threads : new int[] {2, 3}) {
            try (Solver solver = new Solver(board, TestPositions.small().withThreads(threads))) {
                solver.parallelAfter(0);
                for (int i = 0; i < 400; i++) {
                    Position p = TestPositions.randomPosition(board, rnd, 0);
                    assertThat(solver.solveScore(p, false)).as("%d threads, %s", threads, Notation.diagramLine(p))
                            .isEqualTo(brute.score(p));
                    assertThat(solver.solveScore(p, true)).isEqualTo(Integer.signum(brute.score(p)));
                }
            }
        }
    }

    @Test
    void twoThreadsAgreeWithTheSuiteOnItsHardestKind() {
        // with and without deferring the moves the other thread searches (BusyNodes); with it on,
        // the threads do defer (when both test the same value, or the same window meets again)
        Suite suite = Suite.load("Test_L2_R2");
        for (boolean defer : new boolean[] {true, false}) {
            List<String> bad = new ArrayList<>();
            try (Solver solver = new Solver(suite.board(), TestPositions.medium().withThreads(2).withDeferBusy(defer))) {
                solver.parallelAfter(0);
                for (Suite.Entry e : suite.entries().subList(0, 200)) {
                    int score = solver.solveScore(Notation.parseSequence(e.sequence(), suite.board()), false);
                    if (score != e.score()) {
                        bad.add(e.sequence() + " gave " + score + ", expected " + e.score());
                    }
                }
                if (defer) {
                    assertThat(solver.deferrals()).isPositive();
                } else {
                    assertThat(solver.deferrals()).isZero();
                }
            }
            assertThat(bad).as("defer " + defer).isEmpty();
        }
    }

    @Test
    void bestMovesAndOneMoveWithTwoThreads() {
        Board board = Board.of(5, 4);
        BruteForce brute = new BruteForce(board);
        Random rnd = new Random(5);
        try (Solver solver = new Solver(board, TestPositions.small().withThreads(2))) {
            solver.parallelAfter(0);
            for (int i = 0; i < 200; i++) {
                Position p = TestPositions.randomOpenPosition(board, rnd, 0);
                int score = brute.score(p);
                SolveResult full = solver.solve(p, false);
                SolveResult one = solver.solve(p, false, SolveDetail.MOVE);
                SolveResult bare = solver.solve(p, false, SolveDetail.SCORE);
                assertThat(full.score()).isEqualTo(score);
                assertThat(one.score()).isEqualTo(score);
                assertThat(bare.score()).isEqualTo(score);
                assertThat(bare.bestMoves()).isEmpty();
                assertThat(bare.pv()).isEmpty();
                assertThat(one.bestMoves()).hasSize(1);
                assertThat(full.bestMoves()).contains(one.bestMoves()[0]);
                for (int c : full.bestMoves()) {
                    Position child = p.copy();
                    boolean wins = p.isWinningMove(c);
                    child.play(c);
                    int value = wins ? Score.win(board, p.moves() + 1) : -brute.score(child);
                    assertThat(value).as("best move %d of %s", c + 1, Notation.diagramLine(p)).isEqualTo(score);
                }
            }
        }
    }
}
