package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The exact score by questions, and what its first question speculates on. */
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
}
