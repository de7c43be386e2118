package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.core.game.Game;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Nim;
import zugzwang.core.search.TreeGame;

/**
 * Small trees worked by hand (creation numbers, the queue's order, corrections and drops, with one
 * worker so that the run is deterministic); random trees and Nim (transpositions) against the
 * serial search.
 */
class JobSearchTreeTest {

    private static JobResult solve(Game game, RecordingExecutor executor, JobOptions options, int attacker) {
        return new JobSearch(game, executor, options).solve(new int[0], attacker);
    }

    @Test
    void aRefutedTaskMakesTheRootTryTheNextChildAndDropsItsSibling() {
        // root: attacker 0 to move (OR); A = creation 1, B = 2; A's children a1 = 3, a2 = 4 (tasks at
        // depth 2), B's b1 = 5, b2 = 6. Virtual wins: A (AND) needs a1 and a2, the root needs A only.
        // a1 is a loss: A is lost for real, the root tries B (tasks b1, b2); a2 is no longer needed.
        TreeGame game = TreeGame.parseTree("(((-1,-1),(1)),((1),(1,-1)))");
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(game, 1, w -> new MemoMinimax()))) {
            JobResult r = solve(game, executor, JobOptions.cutoff(2), 0);
            JobChecks.consistent(r, "tree");
            assertThat(r.attackerWins()).isTrue();
            assertThat(executor.priorities()).containsExactly(3L, 5L, 6L);
            assertThat(r.tasksMade()).isEqualTo(4);
            assertThat(r.tasksSolved()).isEqualTo(3);
            assertThat(r.tasksDropped()).isEqualTo(1); // a2, from the queue
            assertThat(r.corrections()).isEqualTo(1);
            assertThat(r.dagNodes()).isEqualTo(7);
            assertThat(r.solverCalls()).isEqualTo(3);
            assertThat(executor.submitted.get(0).moves()).containsExactly(0, 0);
            assertThat(executor.submitted.get(1).moves()).containsExactly(1, 0);
        }
    }

    @Test
    void theSiblingOfARefutedTaskComesBeforeTasksQueuedEarlier() {
        // attacker 1; root: the defender to move (AND) with A = 1 and B = 2 (attacker to move, OR);
        // A's children a1 = 3, a2 = 4, B's b1 = 5, b2 = 6. Virtual wins: the root needs A and B, A
        // needs a1, B needs b1: the queue holds 3 and 5. a1 is refuted: A tries a2, made after b1
        // was queued but created before it, so it runs first (seed 001: the creation number counts).
        TreeGame game = TreeGame.parseTree("(((1),(-1)),((-1),(-1)))");
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(game, 1, w -> new MemoMinimax()))) {
            JobResult r = solve(game, executor, JobOptions.cutoff(2), 1);
            JobChecks.consistent(r, "tree");
            assertThat(r.attackerWins()).isTrue();
            assertThat(executor.priorities()).containsExactly(3L, 4L, 5L);
            assertThat(r.tasksMade()).isEqualTo(3);
            assertThat(r.tasksDropped()).isZero();
            assertThat(r.corrections()).isEqualTo(1);
        }
    }

    @Test
    void aRunningTaskNoLongerNeededIsCancelled() {
        // as the first tree, with two workers: a1 and a2 run together; a1's refutation makes a2
        // unneeded. a2's solver is slow, so it is still running and is cancelled.
        TreeGame game = TreeGame.parseTree("(((-1,-1),(1)),((1),(1,-1)))");
        JobSolverFactory slowA2 = w -> {
            MemoMinimax inner = new MemoMinimax();
            return (position, attacker, stop) -> {
                if (position.ply() == 2 && position.toString().equals(game.parse("01").toString())) {
                    while (!stop.getAsBoolean()) {
                        Thread.onSpinWait();
                    }
                    return null;
                }
                return inner.attackerWins(position, attacker, stop);
            };
        };
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(game, 2, slowA2))) {
            JobResult r = solve(game, executor, JobOptions.cutoff(2), 0);
            JobChecks.consistent(r, "tree");
            assertThat(r.attackerWins()).isTrue();
            assertThat(executor.priorities()).startsWith(3L, 4L).containsExactlyInAnyOrder(3L, 4L, 5L, 6L);
            assertThat(executor.cancelled).containsExactly(executor.submitted.get(1).id());
            assertThat(r.tasksDropped()).isEqualTo(1);
            assertThat(r.tasksSolved()).isEqualTo(3);
            assertThat(r.solverCalls()).isEqualTo(4);
        }
    }

    @Test
    void virtualLossesMakeTheDefenderSideWait() {
        // the first tree with virtual losses: the root (OR) needs all of A and B to fail, A (AND)
        // needs one not-won child (a1), B needs b1: tasks 3 and 5. a1 confirms (a loss): A is lost
        // for real; b1 is a win (a correction): B needs b2 too, a win as well: B is won for real, and
        // so is the root.
        TreeGame game = TreeGame.parseTree("(((-1,-1),(1)),((1),(1,-1)))");
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(game, 1, w -> new MemoMinimax()))) {
            JobResult r = solve(game, executor, JobOptions.cutoff(2).withVirtualValue(VirtualValue.LOSS), 0);
            JobChecks.consistent(r, "tree");
            assertThat(r.attackerWins()).isTrue();
            assertThat(executor.priorities()).containsExactly(3L, 5L, 6L);
            assertThat(r.corrections()).isEqualTo(2);
            assertThat(r.tasksDropped()).isZero();
        }
    }

    @Test
    void terminalPositionsInsideTheDagNeverBecomeTasks() {
        // the root's first move wins at once (a leaf at depth 1): no task at all
        TreeGame game = TreeGame.parseTree("(5,((1),(2)))");
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(game, 1, w -> new MemoMinimax()))) {
            JobResult r = solve(game, executor, JobOptions.cutoff(3), 0);
            assertThat(r.attackerWins()).isTrue();
            assertThat(r.tasksMade()).isZero();
            assertThat(executor.submitted).isEmpty();
            assertThat(r.dagNodes()).isEqualTo(3); // the root and both children, created together
        }
    }

    @Test
    void aQuestionsLimitsCutTheTreeBeforeTheRulesDecide() {
        // the attacker wins after the defender's only reply in A (the leaf 5, two plies down); a
        // limit used up one ply down (a handicap of one ply) fails A and B there, so the attacker
        // fails, with no task and no node below them; the same tree without the limit is won
        TreeGame game = TreeGame.parseTree("((5),(1,2))");
        JobQuestion onePly = JobQuestion.WIN.withLimits(s -> s.ply() >= 1);
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(game, 1, w -> new MemoMinimax()))) {
            assertThat(solve(game, executor, JobOptions.cutoff(3), 0).attackerWins()).isTrue();
            JobResult r = solve(game, executor, JobOptions.cutoff(3).withQuestion(onePly)
                    .withIdentity(JobOptions.TREE), 0);
            JobChecks.consistent(r, "limited");
            assertThat(r.attackerWins()).isFalse();
            assertThat(r.tasksMade()).isZero();
            assertThat(r.dagNodes()).isEqualTo(3);
            // limits count plies from the root: positions must not be merged
            assertThatThrownBy(() -> new JobSearch(game, executor, JobOptions.cutoff(3).withQuestion(onePly)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("question with limits");
        }
    }

    @Test
    @Timeout(60)
    void randomTreesAgreeWithTheSerialSearch() {
        long corrections = 0;
        long dropped = 0;
        MoveOrdering reversed = (state, moves, n) -> {
            for (int i = 0, j = n - 1; i < j; i++, j--) {
                int t = moves[i];
                moves[i] = moves[j];
                moves[j] = t;
            }
        };
        for (long seed = 1; seed <= 40; seed++) {
            TreeGame game = TreeGame.random(seed, 7, 3, 0.75, 1);
            try (LocalExecutor executor = new LocalExecutor(game, 1 + (int) (seed % 2), w -> new MemoMinimax())) {
                for (int cutoff = 0; cutoff <= 5; cutoff++) {
                    for (VirtualValue virtual : VirtualValue.values()) {
                        for (MoveOrdering ordering : List.of(MoveOrdering.NATURAL, reversed)) {
                            JobOptions options = JobOptions.cutoff(cutoff).withVirtualValue(virtual)
                                    .withOrdering(ordering);
                            for (int attacker = 0; attacker < 2; attacker++) {
                                String what = "tree " + seed + ", cutoff " + cutoff + ", " + virtual
                                        + ", attacker " + attacker;
                                JobResult r = new JobSearch(game, executor, options).solve(new int[0], attacker);
                                JobChecks.consistent(r, what);
                                assertThat(r.attackerWins()).as(what)
                                        .isEqualTo(JobChecks.expected(game, new int[0], attacker));
                                corrections += r.corrections();
                                dropped += r.tasksDropped();
                            }
                        }
                    }
                }
            }
        }
        assertThat(corrections).isPositive();
        assertThat(dropped).isPositive();
    }

    @ParameterizedTest(name = "heaps {0}, take {1}")
    @CsvSource({
        "3 3, 2",
        "2 3 4, 2",
        "4 4 1, 3",
        "1 2 3 1, 2",
    })
    void nimWithTranspositionsAgreesWithTheSerialSearch(String heaps, int take) {
        Nim game = new Nim(take, Arrays.stream(heaps.split(" ")).mapToInt(Integer::parseInt).toArray());
        try (LocalExecutor executor = new LocalExecutor(game, 2, w -> new MemoMinimax())) {
            for (int[] root : new int[][] {{}, {0}, {0, take}}) { // none, one from heap 1, and one from heap 2
                for (int cutoff = 0; cutoff <= 4; cutoff++) {
                    for (VirtualValue virtual : VirtualValue.values()) {
                        for (int attacker = 0; attacker < 2; attacker++) {
                            String what = heaps + " after " + Arrays.toString(root) + ", cutoff " + cutoff + ", "
                                    + virtual + ", attacker " + attacker;
                            JobResult r = new JobSearch(game, executor,
                                    JobOptions.cutoff(cutoff).withVirtualValue(virtual)).solve(root, attacker);
                            JobChecks.consistent(r, what);
                            assertThat(r.attackerWins()).as(what).isEqualTo(JobChecks.expected(game, root, attacker));
                        }
                    }
                }
            }
        }
    }
}
