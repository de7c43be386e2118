package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.TestPositions;

/** Misuse of a solver fails cleanly; a cancelled search stops promptly and leaves a usable solver. */
class SolverLifecycleTest {
    @Test
    void aPositionOfAnotherBoardIsRefused() {
        try (Solver solver = new Solver(Board.STANDARD, TestPositions.small())) {
            Position other = Notation.parseSequence("3333", Board.of(6, 7));
            assertThatThrownBy(() -> solver.solveScore(other, false))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("6x7");
            assertThatThrownBy(() -> solver.analyze(other, false)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void aClosedSolverRefusesWork() {
        Solver solver = new Solver(Board.of(4, 4), TestPositions.small());
        solver.close();
        assertThatThrownBy(() -> solver.solve(Position.empty(Board.of(4, 4)), false))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void cancelStopsALongSearchAndTheSolverStaysUsable() throws Exception {
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try (Solver solver = new Solver(Board.STANDARD, TestPositions.medium().withThreads(2))) {
            // the empty 7x6 board takes tens of seconds: cancel it after a moment
            Future<Integer> running = caller.submit(() -> solver.solveScore(Position.empty(Board.STANDARD), false));
            Thread.sleep(300);
            long start = System.nanoTime();
            solver.cancel();
            assertThatThrownBy(() -> running.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(CancellationException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
            assertThat(solver.solveScore(Notation.parseSequence("4453", Board.STANDARD), true)).isEqualTo(-1);
        } finally {
            caller.shutdownNow();
        }
    }

    @Test
    void keptTablesGiveTheScoresOfFreshOnesAlongGamesAndAfterACancel() throws Exception {
        Board board = Board.of(6, 5);
        java.util.Random rnd = new java.util.Random(11);
        try (Solver fresh = new Solver(board, TestPositions.small());
             Solver kept = new Solver(board, TestPositions.small().withThreads(2))) {
            kept.keepTables(true);
            // a cancelled search leaves no entry behind that could spoil a later answer
            ExecutorService caller = Executors.newSingleThreadExecutor();
            try {
                Future<Integer> running = caller.submit(() -> kept.solveScore(Position.empty(board), false));
                Thread.sleep(50);
                kept.cancel();
                try {
                    running.get(30, TimeUnit.SECONDS);
                } catch (java.util.concurrent.ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOf(CancellationException.class);
                }
            } finally {
                caller.shutdownNow();
            }
            for (int game = 0; game < 4; game++) {
                Position p = Position.empty(board);
                while (!p.isOver()) {
                    for (boolean weak : new boolean[] {false, true}) {
                        assertThat(kept.analyze(p, weak)).as(p + " weak " + weak).containsExactly(fresh.analyze(p, weak));
                    }
                    int[] moves = p.legalMoves();
                    p.play(moves[rnd.nextInt(moves.length)]);
                }
            }
        }
    }
}
