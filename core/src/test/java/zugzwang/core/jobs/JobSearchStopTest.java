package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Outcome;
import zugzwang.core.search.Nim;

/**
 * How a search ends other than with an answer: a failing leaf solver, an interrupt, a cancel; the
 * progress reports; the arguments it refuses.
 */
@Timeout(20)
class JobSearchStopTest {
    private static final MnkGame GAME = new MnkGame(3, 3, 3);

    /** A solver that spins until stopped, after counting down {@code started}. */
    private static JobSolverFactory spinning(CountDownLatch started) {
        return w -> (position, attacker, stop) -> {
            started.countDown();
            while (!stop.getAsBoolean()) {
                Thread.onSpinWait();
            }
            return null;
        };
    }

    @Test
    void aThrowingLeafSolverFailsTheSearch() {
        RuntimeException boom = new IllegalStateException("boom");
        for (int threads = 1; threads <= 2; threads++) {
            // the solver throws on every position of depth 2 (a single one may never be asked:
            // with two threads the root can be decided before its job starts) and answers the others
            try (LocalExecutor executor = new LocalExecutor(GAME, threads, w -> {
                MemoMinimax inner = new MemoMinimax();
                return (position, attacker, stop) -> {
                    if (position.ply() == 2) {
                        throw boom;
                    }
                    return inner.attackerWins(position, attacker, stop);
                };
            })) {
                JobSearch search = new JobSearch(GAME, executor, JobOptions.cutoff(2));
                assertThatThrownBy(() -> search.solve(new int[0], 1))
                        .isInstanceOf(JobSearchException.class)
                        .hasCause(boom)
                        .satisfies(e -> assertThat(((JobSearchException) e).job().moves()).hasSize(2));
                // the executor survives: a later search of positions the solver answers works
                JobResult r = search.solve(new int[] {4}, 1);
                JobChecks.consistent(r, "after the failure");
                assertThat(r.attackerWins()).isEqualTo(JobChecks.expected(GAME, new int[] {4}, 1));
            }
        }
    }

    @Test
    void aThrowingSolverFactoryFailsTheSearch() {
        try (LocalExecutor executor = new LocalExecutor(GAME, 2, w -> {
            throw new UnsupportedOperationException("no solver for worker " + w);
        })) {
            assertThatThrownBy(() -> new JobSearch(GAME, executor, JobOptions.cutoff(1)).solve(new int[0], 0))
                    .isInstanceOf(JobSearchException.class)
                    .hasCauseInstanceOf(UnsupportedOperationException.class);
        }
    }

    @Test
    void anInterruptStopsTheSearchWithAnUnknownResult() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(2);
        try (LocalExecutor executor = new LocalExecutor(GAME, 2, spinning(started))) {
            JobSearch search = new JobSearch(GAME, executor, JobOptions.cutoff(2));
            AtomicReference<JobResult> result = new AtomicReference<>();
            AtomicReference<Boolean> flag = new AtomicReference<>();
            Thread t = new Thread(() -> {
                result.set(search.solve(new int[0], 0));
                flag.set(Thread.currentThread().isInterrupted());
            });
            t.start();
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
            t.interrupt();
            t.join(10_000);
            assertThat(t.isAlive()).isFalse();
            JobResult r = result.get();
            assertThat(r.outcome()).isEqualTo(Outcome.UNKNOWN);
            assertThat(r.attackerWins()).isNull();
            assertThat(r.decided()).isFalse();
            assertThat(r.stopReason()).isEqualTo("interrupted");
            assertThat(r.tasksMade()).isEqualTo(r.tasksSolved() + r.tasksDropped());
            assertThat(r.tasksDropped()).isPositive();
            assertThat(flag.get()).as("the interrupt flag stays set").isTrue();
        }
    }

    @Test
    void cancelStopsTheSearchWithAnUnknownResult() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, spinning(started))) {
            JobSearch search = new JobSearch(GAME, executor, JobOptions.cutoff(3));
            search.cancel(); // no search under way: nothing
            AtomicReference<JobResult> result = new AtomicReference<>();
            Thread t = new Thread(() -> result.set(search.solve(new int[0], 1)));
            t.start();
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
            search.cancel();
            t.join(10_000);
            assertThat(t.isAlive()).isFalse();
            assertThat(result.get().outcome()).isEqualTo(Outcome.UNKNOWN);
            assertThat(result.get().stopReason()).isEqualTo("cancelled");
            assertThat(result.get().tasksMade()).isEqualTo(result.get().tasksSolved() + result.get().tasksDropped());
        }
    }

    @Test
    void progressIsReportedWhileTheSearchWaits() {
        List<JobProgress> reports = new CopyOnWriteArrayList<>();
        try (LocalExecutor executor = new LocalExecutor(GAME, 2, w -> {
            MemoMinimax inner = new MemoMinimax();
            return (position, attacker, stop) -> {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return null;
                }
                return inner.attackerWins(position, attacker, stop);
            };
        })) {
            JobResult r = new JobSearch(GAME, executor, JobOptions.cutoff(2).withProgress(2, reports::add))
                    .solve(new int[0], 0);
            JobChecks.consistent(r, "with progress");
            assertThat(r.attackerWins()).isFalse();
            // how many tasks run before the root is decided depends on which finishes first (a refutation
            // drops its siblings), so only "some": each takes 5 ms, ample for a report every 2 ms
            assertThat(r.tasksSolved()).isPositive();
        }
        assertThat(reports).isNotEmpty();
        JobProgress last = reports.get(reports.size() - 1);
        assertThat(last.dagNodes()).isPositive();
        assertThat(last.running()).isBetween(0, 2);
        assertThat(last.made()).isEqualTo(last.solved() + last.dropped() + last.split() + last.queued() + last.running());
        assertThat(last.toString()).contains("running");
    }

    @Test
    void refusesWhatItCannotSearch() {
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, w -> new MemoMinimax())) {
            MnkGame hashed = GAME.declaredHashed();
            assertThatThrownBy(() -> new JobSearch(hashed, executor, JobOptions.cutoff(2)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("hashed keys").hasMessageContaining("identity");
            // with an exact identity of its own (the board as text), the same game is searched
            JobResult r = new JobSearch(hashed, executor, JobOptions.cutoff(2).withIdentity(GameState::toString))
                    .solve(new int[0], 0);
            assertThat(r.attackerWins()).isFalse();
            assertThat(r.dagNodes()).isGreaterThan(4); // no symmetries merged by this identity

            Nim nim = new Nim(2, 3, 3).declaredHistoryDependent();
            assertThatThrownBy(() -> new JobSearch(nim, executor, JobOptions.cutoff(2)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("history");

            JobSearch search = new JobSearch(GAME, executor, JobOptions.cutoff(2));
            assertThatThrownBy(() -> search.solve(new int[0], 2)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> search.solve(new int[] {4, 4}, 0)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> JobOptions.cutoff(-1)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> JobOptions.cutoff(1).withProgress(0, p -> { }))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}
