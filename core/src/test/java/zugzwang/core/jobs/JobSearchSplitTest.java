package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.GameState;

/**
 * Splitting long tasks ({@link JobOptions#splitMillis()}): with a leaf solver slow enough that
 * every job outlasts the split time, the idle worker makes the search split tasks again and again;
 * the answers stay those of the serial search, the statistics add up, and a task is never split
 * while tasks wait in the queue or with one worker only.
 */
class JobSearchSplitTest {
    private static final MnkGame TIC_TAC_TOE = new MnkGame(3, 3, 3);
    private static final MnkGame FOUR_BY_THREE = new MnkGame(4, 3, 3);

    /** The tests' exact solver behind a delay of a few milliseconds that heeds the stop flag. */
    private static final class Slow implements JobSolver {
        private final MemoMinimax exact = new MemoMinimax();
        private final long millis;

        Slow(long millis) {
            this.millis = millis;
        }

        @Override
        public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
            long end = System.nanoTime() + millis * 1_000_000;
            while (System.nanoTime() - end < 0) {
                if (stop.getAsBoolean()) {
                    return null;
                }
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
            return exact.attackerWins(position, attacker, stop);
        }
    }

    private static int[] randomGame(MnkGame game, Random random, int plies) {
        GameState s = game.start();
        int[] moves = new int[plies];
        int[] buffer = new int[game.maxMoves()];
        for (int i = 0; i < plies; i++) {
            int n = s.moves(buffer);
            if (s.isTerminal() || n == 0) {
                return Arrays.copyOf(moves, i);
            }
            moves[i] = buffer[random.nextInt(n)];
            s.play(moves[i]);
        }
        return moves;
    }

    @ParameterizedTest(name = "split jobs run on: {0}")
    @ValueSource(booleans = {false, true})
    @Timeout(120)
    void splitSearchesAgreeWithTheSerialSearch(boolean runOn) {
        Random random = new Random(13);
        long splits = 0;
        long corrections = 0;
        try (LocalExecutor executor = new LocalExecutor(FOUR_BY_THREE, 2, w -> new Slow(20))) {
            for (int cutoff = 0; cutoff <= 1; cutoff++) {
                for (VirtualValue virtual : VirtualValue.values()) {
                    JobSearch search = new JobSearch(FOUR_BY_THREE, executor, JobOptions.cutoff(cutoff)
                            .withVirtualValue(virtual).withSplitMillis(5).withSplitRunsOn(runOn));
                    for (int i = 0; i < 6; i++) {
                        int[] moves = randomGame(FOUR_BY_THREE, random, 3 + random.nextInt(3));
                        for (int attacker = 0; attacker < 2; attacker++) {
                            String what = "moves " + Arrays.toString(moves) + ", attacker " + attacker + ", cutoff "
                                    + cutoff + ", " + virtual;
                            JobResult r = search.solve(moves, attacker);
                            JobChecks.consistent(r, what);
                            assertThat(r.attackerWins()).as(what)
                                    .isEqualTo(JobChecks.expected(FOUR_BY_THREE, moves, attacker));
                            splits += r.tasksSplit();
                            corrections += r.corrections();
                        }
                    }
                }
            }
        }
        assertThat(splits).isGreaterThan(20);
        assertThat(corrections).isPositive();
    }

    @Test
    @Timeout(60)
    void theEmptyBoardSplitDownToTheLeaves() {
        // cutoff 0: the root is the only task; with splits every 2 ms against 10 ms jobs, the
        // search splits the root, and for the first player (an OR node: one child needed at a
        // time) the children too; the answers stay right (neither player wins tic-tac-toe)
        try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 2, w -> new Slow(10))) {
            JobSearch search = new JobSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(0).withSplitMillis(2));
            for (int attacker = 0; attacker < 2; attacker++) {
                JobResult r = search.solve(new int[0], attacker);
                JobChecks.consistent(r, "attacker " + attacker);
                assertThat(r.attackerWins()).isFalse();
                assertThat(r.tasksSplit()).isGreaterThan(attacker == 0 ? 1 : 0);
                assertThat(r.dagNodes()).isGreaterThan(3);
            }
        }
    }

    @Test
    @Timeout(60)
    void aTaskThatWouldLeaveAWorkerIdleIsSplitBeforeItStarts() {
        // cutoff 0 and a split time no job reaches: only the rule for tasks not yet started can
        // split. The root alone would leave the second worker idle, so no job gets the root; for
        // the first player (an OR node: one child needed) its child is split as well
        for (int attacker = 0; attacker < 2; attacker++) {
            java.util.List<Integer> depths = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
            JobSolver recording = (position, a, stop) -> {
                depths.add(9 - position.moves(new int[9]));
                return new MemoMinimax().attackerWins(position, a, stop);
            };
            try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 2, w -> recording)) {
                JobSearch search = new JobSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(0).withSplitMillis(600_000));
                JobResult r = search.solve(new int[0], attacker);
                JobChecks.consistent(r, "attacker " + attacker);
                assertThat(r.attackerWins()).isFalse();
                if (attacker == 0) {
                    assertThat(r.tasksSplit()).isGreaterThanOrEqualTo(2); // and each root child reached later
                } else {
                    assertThat(r.tasksSplit()).isEqualTo(1); // three children: enough for two workers
                }
                int shallowest = 2 - attacker;
                assertThat(depths).isNotEmpty().allSatisfy(d -> assertThat(d).isGreaterThanOrEqualTo(shallowest));
            }
        }
    }

    @Test
    @Timeout(60)
    void splittingATaskBeforeItStartsMayDecideTheRoot() {
        // X: 0, 1; O: 3, 4; X to move completes the top row: the root, split before it starts,
        // has a winning child by the rules, and no job runs at all
        try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 2, w -> new Slow(1))) {
            JobSearch search = new JobSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(0).withSplitMillis(600_000));
            JobResult r = search.solve(new int[] {0, 3, 1, 4}, 0);
            JobChecks.consistent(r, "X to win");
            assertThat(r.attackerWins()).isTrue();
            assertThat(r.tasksSplit()).isEqualTo(1);
            assertThat(r.solverCalls()).isZero();
        }
    }

    @Test
    @Timeout(60)
    void aSplitJobThatRunsOnDecidesItsTaskAndTheIdleWorkerStartsAtTheOtherEnd() {
        // X attacks, tasks count as not-wins, cutoff 2: X's first moves up to symmetry (0, 1, 4)
        // each need one refutation, their first replies: "0 1", "1 0", "4 0". "0 1" takes 1.5 s more
        // than the others, so the idle worker makes the search split "0 1" after 50 ms: its job
        // runs on, and it answers long before any child (30 s more each) could
        List<Integer> childrenStarted = Collections.synchronizedList(new ArrayList<>());
        long[] keys = new long[9]; // keys[0]: X on 0, O on 1; keys[c]: and X on c
        GameState s = TIC_TAC_TOE.start();
        s.play(0);
        s.play(1);
        keys[0] = s.key();
        for (int c = 2; c < 9; c++) {
            s.play(c);
            keys[c] = s.key();
            s.undo();
        }
        JobSolver solver = (position, attacker, stop) -> {
            long wait = 0;
            if (position.key() == keys[0]) {
                wait = 1_500;
            } else {
                for (int c = 2; c < 9; c++) {
                    if (position.key() == keys[c]) {
                        childrenStarted.add(c); // X's second stone
                        wait = 30_000;
                    }
                }
            }
            long end = System.nanoTime() + wait * 1_000_000;
            while (System.nanoTime() - end < 0) {
                if (stop.getAsBoolean()) {
                    return null;
                }
                Thread.onSpinWait();
            }
            return new MemoMinimax().attackerWins(position, attacker, stop);
        };
        try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 2, w -> solver)) {
            JobSearch search = new JobSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(2)
                    .withVirtualValue(VirtualValue.LOSS).withSplitMillis(50).withSplitRunsOn(true));
            long t0 = System.nanoTime();
            JobResult r = search.solve(new int[0], 0);
            JobChecks.consistent(r, "X attacks");
            assertThat(r.attackerWins()).isFalse();
            assertThat(r.tasksSplit()).isPositive();
            assertThat(System.nanoTime() - t0).isLessThan(20_000_000_000L);
            // the children of "0 1" (no symmetry: X on 2 to 8): the job searches them in that
            // order, the idle worker takes the last first
            assertThat(childrenStarted).isNotEmpty();
            assertThat(childrenStarted.get(0)).isEqualTo(8);
        }
    }

    @Test
    @Timeout(60)
    void oneWorkerNeverSplits() {
        try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 1, w -> new Slow(3))) {
            JobSearch search = new JobSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(1).withSplitMillis(1));
            JobResult r = search.solve(new int[] {4}, 1);
            JobChecks.consistent(r, "one worker");
            assertThat(r.attackerWins()).isFalse();
            assertThat(r.tasksSplit()).isZero();
        }
    }

    @Test
    void aNegativeSplitTimeIsRefused() {
        assertThatThrownBy(() -> JobOptions.cutoff(1).withSplitMillis(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the split time must be at least 0 ms, not -1");
    }
}
