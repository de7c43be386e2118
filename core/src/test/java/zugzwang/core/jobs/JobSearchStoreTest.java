package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.game.GameState;
import zugzwang.core.game.Symmetries;
import zugzwang.core.store.MemorySolutionStore;

/**
 * A job-level search with a store: every finished job's answer is recorded before it is used, a
 * search stopped half-way and started again solves none of the jobs that had finished, a second
 * search of a decided position makes no task, and the answers equal those without a store.
 */
@Timeout(60)
class JobSearchStoreTest {
    private static final MnkGame GAME = new MnkGame(3, 3, 3);

    private static ScoreBoundsStore store(MemorySolutionStore memory) {
        return new ScoreBoundsStore(memory, ScoreBoundsStore.longKey(Symmetries::canonicalKey));
    }

    /** A solver that logs the canonical key of every position it answers. */
    private static JobSolverFactory logging(Set<Long> answered) {
        return w -> {
            MemoMinimax inner = new MemoMinimax();
            return (position, attacker, stop) -> {
                Boolean r = inner.attackerWins(position, attacker, stop);
                answered.add(Symmetries.canonicalKey(position));
                return r;
            };
        };
    }

    /** {@link #logging}, whose solver waits after the {@code after}-th answer until {@code released} opens. */
    private static JobSolverFactory waitingAfter(Set<Long> answered, int after,
                                                 java.util.concurrent.CountDownLatch released) {
        JobSolverFactory logged = logging(answered);
        return w -> {
            JobSolver inner = logged.create(w);
            return (position, attacker, stop) -> {
                Boolean r = inner.attackerWins(position, attacker, stop);
                if (answered.size() >= after) {
                    try {
                        released.await(30, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return r;
            };
        };
    }

    @Test
    void answersEqualThoseWithoutAStoreAndASecondSearchMakesNoTask() {
        for (int[] moves : new int[][] {{}, {4}, {0, 4}, {4, 5, 8}}) {
            for (int attacker = 0; attacker < 2; attacker++) {
                MemorySolutionStore memory = new MemorySolutionStore();
                ScoreBoundsStore st = store(memory);
                try (LocalExecutor executor = new LocalExecutor(GAME, 2, w -> new MemoMinimax())) {
                    JobResult first = new JobSearch(GAME, executor, JobOptions.cutoff(3).withStore(st)).solve(moves, attacker);
                    JobResult plain = new JobSearch(GAME, executor, JobOptions.cutoff(3)).solve(moves, attacker);
                    assertThat(first.attackerWins()).isEqualTo(plain.attackerWins())
                            .isEqualTo(JobChecks.expected(GAME, moves, attacker));
                    assertThat(first.recorded()).isGreaterThanOrEqualTo(first.tasksSolved() + 1);
                    assertThat(memory.size()).isPositive();
                    JobResult again = new JobSearch(GAME, executor, JobOptions.cutoff(3).withStore(st)).solve(moves, attacker);
                    assertThat(again.attackerWins()).isEqualTo(first.attackerWins());
                    assertThat(again.tasksMade()).isZero();
                    assertThat(again.fromStore()).isEqualTo(1);
                    // the other player's question at the root is answered by the same entry when it
                    // decides it (a win for one is a loss for the other)
                }
            }
        }
    }

    @Test
    void aStoppedSearchStartedAgainSolvesNoFinishedJobAgain() throws InterruptedException {
        int[] moves = {};
        Set<Long> firstRun = ConcurrentHashMap.newKeySet();
        Set<Long> secondRun = ConcurrentHashMap.newKeySet();
        MemorySolutionStore memory = new MemorySolutionStore();
        // first run: stopped once 10 jobs have been answered — the one worker waits after its tenth
        // answer until the search is cancelled (without the wait a fast machine, or a slow stopper
        // thread, let the search finish first: seen once on a loaded machine)
        List<JobProgress> seen = new CopyOnWriteArrayList<>();
        java.util.concurrent.CountDownLatch cancelled = new java.util.concurrent.CountDownLatch(1);
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, waitingAfter(firstRun, 10, cancelled))) {
            JobSearch search = new JobSearch(GAME, executor, JobOptions.cutoff(4).withStore(store(memory))
                    .withProgress(1, p -> {
                        seen.add(p);
                    }));
            Thread stopper = new Thread(() -> {
                while (firstRun.size() < 10) {
                    Thread.onSpinWait();
                }
                search.cancel();
                cancelled.countDown();
            });
            stopper.start();
            JobResult r = search.solve(moves, 0);
            stopper.join();
            assertThat(r.decided()).isFalse();
        }
        long recordedBefore = memory.size();
        assertThat(recordedBefore).isGreaterThanOrEqualTo(10);
        // second run, same store: the answer, and no position of the first run solved again
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, logging(secondRun))) {
            JobResult r = new JobSearch(GAME, executor, JobOptions.cutoff(4).withStore(store(memory))).solve(moves, 0);
            assertThat(r.attackerWins()).isEqualTo(JobChecks.expected(GAME, moves, 0));
            assertThat(r.fromStore()).isPositive();
        }
        Set<Long> both = new java.util.HashSet<>(firstRun);
        both.retainAll(secondRun);
        // a job answered in the first run but not yet recorded when the search stopped (its answer
        // arrived after the cancel) may run again; every recorded one is found
        assertThat(both.size()).isLessThanOrEqualTo(1);
        assertThat(secondRun).isNotEmpty();
    }

    @Test
    void boundsAccumulateOverThresholds() {
        MemorySolutionStore memory = new MemorySolutionStore();
        ScoreBoundsStore st = store(memory);
        GameState s = GAME.start();
        assertThat(st.reaches(s, 1)).isNull();
        st.record(s, 1, false); // score <= 0
        assertThat(st.reaches(s, 1)).isFalse();
        assertThat(st.reaches(s, 0)).isNull();
        st.record(s, 0, true); // score >= 0
        assertThat(st.reaches(s, 0)).isTrue();
        assertThat(st.reaches(s, -3)).isTrue();
        assertThat(st.bounds(s)).containsExactly(0, 0);
        st.record(s, 0, true); // again: harmless
        assertThat(memory.size()).isEqualTo(1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> st.record(s, 1, true))
                .hasMessageContaining("contradicts");
    }
}
