package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

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
}
