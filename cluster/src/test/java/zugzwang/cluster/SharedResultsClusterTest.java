package zugzwang.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobScoreSearch;
import zugzwang.games.GameParameters;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.SolveDetail;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * Two workers (members in this JVM, each with its own table) share the results of their large
 * searches: each sends and each takes in, and the exact scores stay those of the plain solver. A
 * worker that shares nothing still takes in.
 */
@Timeout(120)
class SharedResultsClusterTest {
    private static final String CLUSTER = "zz-share-" + Long.toHexString(System.nanoTime());
    private static final int PORT = 20000 + ThreadLocalRandom.current().nextInt(20000);

    @Test
    void workersSendAndTakeInTheirLargeResultsAndScoresStayExact() throws InterruptedException {
        Board board = Board.of(6, 5);
        Connect4Game game = new Connect4Game(board);
        ClusterOptions first = ClusterOptions.local().named(CLUSTER).at("127.0.0.1", PORT);
        try (ClusterWorker a = ClusterWorker.start(first, new JobResources(1, 16L << 20), 2_000);
             ClusterWorker b = ClusterWorker.start(first.at("127.0.0.1", PORT + 1)
                     .joining(ClusterOptions.parseMembers(a.address())), new JobResources(1, 16L << 20), 0);
             Solver plain = new Solver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1));
             HazelcastExecutor executor = HazelcastExecutor.join(first.at("127.0.0.1", PORT + 2)
                     .joining(ClusterOptions.parseMembers(a.address())),
                     new JobSpec("connect4", new GameParameters(6, 5, null, false, null)))) {
            assertThat(executor.awaitCapacity(2, Duration.ofSeconds(30))).as("workers joined").isTrue();
            for (int[] moves : new int[][] {{}, {2, 3}, {0, 5, 1, 4}}) {
                Position p = Position.empty(board);
                for (int m : moves) {
                    p.play(m);
                }
                JobScoreSearch search = new JobScoreSearch(game, executor, JobOptions.cutoff(2)
                        .withOrdering(game.centreFirst()));
                assertThat(search.score(moves, -game.maxValue(), game.maxValue())).as(java.util.Arrays.toString(moves))
                        .isEqualTo(plain.solve(p, false, SolveDetail.SCORE).score());
            }
            long[] ca = a.counts();
            long[] cb = b.counts();
            assertThat(ca[0]).as("jobs answered by a").isPositive();
            assertThat(cb[0]).as("jobs answered by b").isPositive();
            assertThat(ca[4]).as("bytes a sent").isPositive();
            assertThat(cb[4]).as("bytes b sent (it shares nothing)").isZero();
            // the topic delivers asynchronously; what arrives before b answers its first job of the
            // game is of no use to it and dropped
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (b.counts()[5] == 0 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(b.counts()[5]).as("bytes b took in").isPositive().isLessThanOrEqualTo(a.counts()[4]);
            assertThat(a.counts()[5]).as("bytes a took in").isZero();
        }
    }
}
