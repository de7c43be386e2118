package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.game.GameState;

/**
 * The exact score by questions, what its first question speculates on, and the next question
 * searched ahead by idle workers.
 */
class JobScoreSearchTest {
    private static final MnkGame TIC_TAC_TOE = new MnkGame(3, 3, 3);

    @Test
    void theFirstQuestionsSecondWorkerRefutesAnotherMoveInsteadOfAnsweringTheFirstOnesReplies() {
        // two workers, cutoff 2 on the empty board: the first two jobs start together. With the
        // first question's tasks as not-wins (FIRST_GUESS) each root move needs one refutation, so
        // the second job is under the root's second move; with virtual wins it would be a second
        // reply to the first move
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(TIC_TAC_TOE, 2, w -> new MemoMinimax()))) {
            JobScoreSearch search = new JobScoreSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(2));
            // known to be at least a draw (the leaf solver answers wins only): one question, "a win?"
            assertThat(search.score(new int[0], 0, 1)).isZero(); // tic-tac-toe is a draw
            List<Job> firstQuestion = executor.submitted.stream().filter(j -> j.atLeast() == 1).toList();
            assertThat(firstQuestion).hasSizeGreaterThanOrEqualTo(2);
            assertThat(firstQuestion.get(0).moves()[0]).isNotEqualTo(firstQuestion.get(1).moves()[0]);
            assertThat(search.tests()).extracting(JobScoreSearch.Test::atLeast).containsExactly(1);
        }
    }

    /**
     * Tic-tac-toe's scores (1, 0, -1) by two-valued minimax: "at least a draw" for one side is
     * "no win" for the other. The position after X on 4 (the centre) and O on 0 takes 1.5 s.
     */
    private static final class Thresholds implements JobSolver {
        private static final long SLOW;

        static {
            GameState s = TIC_TAC_TOE.start();
            s.play(4);
            s.play(0);
            SLOW = s.key();
        }

        private final MemoMinimax exact = new MemoMinimax();
        /** How long every job at threshold 0 ("at least a draw?") takes besides. */
        private final long drawNanos;

        Thresholds() {
            this(0);
        }

        Thresholds(long drawNanos) {
            this.drawNanos = drawNanos;
        }

        @Override
        public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
            return attackerReaches(position, attacker, 1, stop);
        }

        @Override
        public Boolean attackerReaches(GameState position, int attacker, int atLeast, BooleanSupplier stop) {
            long nanos = (position.key() == SLOW ? 1_500_000_000L : 0) + (atLeast == 0 ? drawNanos : 0);
            if (nanos > 0) {
                long end = System.nanoTime() + nanos;
                while (System.nanoTime() - end < 0) {
                    if (stop.getAsBoolean()) {
                        return null;
                    }
                    Thread.onSpinWait();
                }
            }
            if (atLeast > 1) {
                return false;
            }
            if (atLeast < 0) {
                return true;
            }
            if (atLeast == 1) {
                return exact.attackerWins(position, attacker, stop);
            }
            Boolean otherWins = exact.attackerWins(position, 1 - attacker, stop);
            return otherWins == null ? null : !otherWins;
        }
    }

    @Test
    @Timeout(60)
    void anIdleWorkerSearchesTheNextQuestionAheadAndItsAnswersDecideIt() {
        // "a win?" (no) asks one refutation of each of X's first moves (0, 1 and 4 up to symmetry);
        // the centre's takes 1.5 s, the others none, so the second worker, idle, runs "at least a
        // draw?" ahead: the question the first one's guess (no) leads to. Its answers are exact
        // facts that the second question finds when it builds its DAG
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(TIC_TAC_TOE, 2, w -> new Thresholds()))) {
            JobScoreSearch search = new JobScoreSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(2));
            assertThat(search.score(new int[0], -1, 1)).isZero();
            assertThat(search.tests()).extracting(JobScoreSearch.Test::atLeast).containsExactly(1, 0);
            JobResult second = search.tests().get(1).result();
            assertThat(second.fromStore()).isPositive();
        }
        // one worker is never idle: nothing is asked ahead
        try (RecordingExecutor executor = new RecordingExecutor(new LocalExecutor(TIC_TAC_TOE, 1, w -> new Thresholds()))) {
            JobScoreSearch search = new JobScoreSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(2));
            assertThat(search.score(new int[0], -1, 1)).isZero();
            assertThat(search.tests().get(1).result().fromStore()).isZero();
        }
    }

    @Test
    @Timeout(60)
    void progressReportsCountTheJobsRunAheadApartFromTheQuestionsOwnTasks() {
        // as above, each job of "at least a draw?" taking 200 ms: while the centre's refutation
        // runs (1.5 s), the reports every 50 ms see the idle worker's job of the next question
        List<JobProgress> reports = new CopyOnWriteArrayList<>();
        try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 2, w -> new Thresholds(200_000_000L))) {
            JobScoreSearch search = new JobScoreSearch(TIC_TAC_TOE, executor,
                    JobOptions.cutoff(2).withProgress(50, reports::add));
            assertThat(search.score(new int[0], -1, 1)).isZero();
        }
        assertThat(reports).anySatisfy(p -> {
            assertThat(p.ahead()).isEqualTo(1);
            assertThat(p.running()).isEqualTo(1);
            assertThat(p.toString()).contains("1 running (besides: 1 job of the next question)");
        });
        assertThat(reports).allSatisfy(p -> assertThat(p.made())
                .isEqualTo(p.solved() + p.dropped() + p.split() + p.queued() + p.running()));
    }
}
