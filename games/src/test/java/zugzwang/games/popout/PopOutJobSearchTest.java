package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobResult;
import zugzwang.core.jobs.JobSearch;
import zugzwang.core.jobs.JobSolver;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.core.jobs.LocalExecutor;
import zugzwang.core.jobs.JobStore;
import zugzwang.games.GameParameters;
import zugzwang.games.connect4.Board;

/**
 * The job-level search of PopOut (a tree, {@link JobOptions#TREE}, with {@link HandicapJobSolver}
 * at the leaves) against the plain handicapped search at the root, and both against the brute
 * force of {@link HandicapSearchTest#reference} on small boards: positions from random games
 * with pops (so with histories that repeat), both repetition rules, every cutoff parity (tasks
 * with the attacker or the defender to move), with and without splitting.
 */
class PopOutJobSearchTest {
    private static final long MEMORY = 4L << 20;

    @Test
    void equalsThePlainHandicappedSearchAndTheBruteForce() {
        Random random = new Random(20261127);
        int wins = 0;
        int checked = 0;
        for (int[] size : new int[][] {{5, 4}, {4, 5}, {6, 4}}) {
            Board board = Board.of(size[0], size[1]);
            for (int repetition : new int[] {2, 3}) {
                PopOutGame game = new PopOutGame(board, repetition);
                HandicapSearch plain = new HandicapSearch(board, HandicapOptions.defaults().withMemory(MEMORY));
                for (int i = 0; i < 12; i++) {
                    PopOutState root = HandicapSearchTest.randomPosition(game, random, 6 + random.nextInt(12));
                    if (root.isTerminal()) {
                        continue;
                    }
                    int depth = 3 + random.nextInt(7);
                    int pops = random.nextInt(3);
                    boolean expected = plain.search(root.copy(), depth, pops).win();
                    assertThat(HandicapSearchTest.reference(root.copy(), depth, pops, true))
                            .as("plain search against brute force at %s, depth %d, pops %d", root, depth, pops)
                            .isEqualTo(expected);
                    int cutoff = random.nextInt(Math.min(depth, 4));
                    long split = random.nextBoolean() ? 0 : 1;
                    JobResult r = jobLevel(game, root, depth, pops, cutoff, split);
                    assertThat(r.attackerWins())
                            .as("%s, depth %d, pops %d, cutoff %d, split %d", root, depth, pops, cutoff, split)
                            .isEqualTo(expected);
                    wins += expected ? 1 : 0;
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(60);
        assertThat(wins).as("wins among %d", checked).isBetween(5, checked - 5);
    }

    @Test
    void splittingBelowTheHandicapFindsNoWinBeyondIt() {
        // Slow jobs (each waits 3 ms before it answers) and more workers than tasks make the
        // search split tasks again and again, down to and past the handicap's depth and pops:
        // positions there must fail the question (as the leaf solver says), not count a four the
        // rules see after the handicap ran out. A cluster's round trips split like this.
        Random random = new Random(20261129);
        PopOutGame game = new PopOutGame(Board.of(5, 4), 2);
        HandicapSearch plain = new HandicapSearch(game.board(), HandicapOptions.defaults().withMemory(MEMORY));
        int wins = 0;
        int checked = 0;
        while (checked < 24) {
            PopOutState root = HandicapSearchTest.randomPosition(game, random, 8 + random.nextInt(8));
            if (root.isTerminal()) {
                continue;
            }
            int depth = 1 + random.nextInt(3);
            int pops = random.nextInt(2);
            boolean expected = plain.search(root.copy(), depth, pops).win();
            JobResult r = jobLevel(game, root, depth, pops, 0, 1, 32, 5);
            assertThat(r.attackerWins()).as("%s, depth %d, pops %d", root, depth, pops).isEqualTo(expected);
            assertThat(r.tasksSplit()).as("splits").isPositive();
            wins += expected ? 1 : 0;
            checked++;
        }
        assertThat(wins).as("wins among %d", checked).isBetween(3, checked - 3);
    }

    /** The job-level search of the handicapped question at {@code root}, with two local workers. */
    static JobResult jobLevel(PopOutGame game, PopOutState root, int depth, int pops, int cutoff, long splitMillis) {
        return jobLevel(game, root, depth, pops, cutoff, splitMillis, 2, 0);
    }

    /**
     * The job-level search of the handicapped question at {@code root}, with {@code workers} local
     * workers whose jobs each wait {@code slowMillis} before they answer.
     */
    static JobResult jobLevel(PopOutGame game, PopOutState root, int depth, int pops, int cutoff, long splitMillis,
                              int workers, long slowMillis) {
        int[] moves = root.history();
        HandicapJobSettings settings = new HandicapJobSettings(depth, pops, moves.length);
        GameParameters parameters = new GameParameters(game.board().width(), game.board().height(), null, true,
                game.repetition());
        JobSolverFactory solvers = new PopOutDefinition().jobSolvers(PopOutDefinition.NAME, parameters,
                settings.toString(), new JobResources(workers, workers * MEMORY));
        JobSolverFactory slow = slowMillis == 0 ? solvers : w -> {
            JobSolver solver = solvers.create(w);
            return (position, attacker, stop) -> {
                try {
                    Thread.sleep(slowMillis);
                } catch (InterruptedException e) {
                    return null; // cancelled meanwhile
                }
                return stop.getAsBoolean() ? null : solver.attackerWins(position, attacker, stop);
            };
        };
        try (LocalExecutor executor = new LocalExecutor(game, workers, slow)) {
            JobSearch search = new JobSearch(game, executor, JobOptions.cutoff(cutoff).withIdentity(JobOptions.TREE)
                    .withSplitMillis(splitMillis).withQuestion(settings.question(game.board().width())));
            return search.solve(moves, root.player());
        }
    }

    @Test
    void aPositionOfThePopOutPaperIsWonThroughJobs() {
        // 6x5 from the start: the first player wins (seed 000); the handicapped proof at a small
        // depth shows the jobs agree with one search on a position that takes real work
        PopOutGame game = new PopOutGame(Board.of(5, 4), 2);
        PopOutState root = game.start();
        HandicapSearch plain = new HandicapSearch(game.board(), HandicapOptions.defaults().withMemory(MEMORY));
        for (int depth = 1; depth <= 15; depth += 2) {
            boolean expected = plain.search(root.copy(), depth, 0).win();
            assertThat(jobLevel(game, root, depth, 0, Math.min(depth - 1, 2), 1).attackerWins())
                    .as("5x4 from the start, depth %d", depth).isEqualTo(expected);
        }
    }

    @Test
    void aStoppedJobAnswersNothing() {
        PopOutGame game = new PopOutGame(Board.of(7, 6), 2);
        HandicapJobSolver solver = new HandicapJobSolver(
                new HandicapSearch(game.board(), HandicapOptions.defaults().withMemory(MEMORY)),
                new HandicapJobSettings(41, 0, 0));
        // 7x6 from the start at depth 41 runs for hours: stopped at the first poll instead
        assertThat(solver.attackerWins(game.start(), 0, () -> true)).isNull();
    }

    @Test
    void historyNeedsATreeAndSettingsAreChecked() {
        PopOutGame game = new PopOutGame(Board.of(5, 4), 2);
        JobSolverFactory none = w -> (p, a, s) -> false;
        try (LocalExecutor executor = new LocalExecutor(game, 1, none)) {
            assertThatThrownBy(() -> new JobSearch(game, executor, JobOptions.cutoff(2)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("JobOptions.TREE");
        }
        assertThatThrownBy(() -> JobOptions.cutoff(2).withIdentity(JobOptions.TREE)
                .withStore(new JobStore() {
                    @Override
                    public Boolean reaches(zugzwang.core.game.GameState position, int t) {
                        return null;
                    }

                    @Override
                    public void record(zugzwang.core.game.GameState position, int t, boolean reached) {
                    }
                }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("takes no store");
        GameParameters p = new GameParameters(5, 4, null, true, 2);
        JobResources resources = new JobResources(1, MEMORY);
        assertThatThrownBy(() -> new PopOutDefinition().jobSolvers(PopOutDefinition.NAME, p, "", resources))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth=D,pops=P,root=R");
        assertThatThrownBy(() -> HandicapJobSettings.parse("depth=0,pops=0,root=0"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("between 1 and");
        assertThat(HandicapJobSettings.parse("depth=21,pops=1,root=12"))
                .isEqualTo(new HandicapJobSettings(21, 1, 12));
        assertThatThrownBy(() -> new zugzwang.games.connect4.Connect4Definition().jobSolvers("connect4",
                new GameParameters(5, 4, null, true, null), "depth=3,pops=0,root=0", resources))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("take no settings");
    }
}
