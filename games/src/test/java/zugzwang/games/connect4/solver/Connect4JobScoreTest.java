package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobScoreSearch;
import zugzwang.core.jobs.LocalExecutor;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;

/**
 * Connect-4's exact score by job-level searches (thresholds answered by {@link Connect4JobSolver}
 * on two local workers) against the plain exact solver: the empty boards up to 6×5 and random
 * positions of 7×6, 6×5 and 5×4, every score equal.
 */
class Connect4JobScoreTest {
    @Test
    void emptyBoardsUpTo6x5() {
        int[][] sizes = {{4, 4}, {5, 4}, {4, 5}, {6, 4}, {5, 5}, {6, 5}};
        for (int[] size : sizes) {
            Board board = Board.of(size[0], size[1]);
            assertThat(jobScore(board, new int[0], 3)).as("%dx%d", size[0], size[1])
                    .isEqualTo(plainScore(board, new int[0]));
        }
    }

    @Test
    void randomPositions() {
        Random random = new Random(18);
        int compared = 0;
        List<Integer> scores = new ArrayList<>();
        int[][] sizes = {{7, 6}, {6, 5}, {5, 4}};
        for (int[] size : sizes) {
            Board board = Board.of(size[0], size[1]);
            for (int i = 0; i < 12; i++) {
                int[] moves = randomGame(board, random, board.area() / 2 - 2 + random.nextInt(10));
                int expected = plainScore(board, moves);
                for (int cutoff = 1; cutoff <= 3; cutoff += 2) {
                    assertThat(jobScore(board, moves, cutoff)).as("%s cutoff %d", java.util.Arrays.toString(moves), cutoff)
                            .isEqualTo(expected);
                }
                scores.add(expected);
                compared++;
            }
        }
        assertThat(compared).isEqualTo(36);
        // wins, draws and losses of several sizes were among them
        assertThat(scores).anyMatch(s -> s > 0).anyMatch(s -> s < 0).anyMatch(s -> Math.abs(s) > 1);
    }

    private static int jobScore(Board board, int[] moves, int cutoff) {
        Connect4Game game = new Connect4Game(board);
        try (LocalExecutor executor = new LocalExecutor(game, 2,
                Connect4JobSolver.of(board, new JobResources(2, 32L << 20)))) {
            Integer s = new JobScoreSearch(game, executor, JobOptions.cutoff(cutoff).withOrdering(game.centreFirst()))
                    .score(moves, -game.maxValue(), game.maxValue());
            assertThat(s).isNotNull();
            return s;
        }
    }

    private static int plainScore(Board board, int[] moves) {
        Position p = Position.empty(board);
        for (int m : moves) {
            p.play(m);
        }
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(32L << 20).withThreads(1))) {
            return solver.solve(p, false, SolveDetail.SCORE).score();
        }
    }

    /** A game of {@code plies} random moves that is not over (also used by {@link SharedResultsTest}). */
    static int[] randomGame(Board board, Random random, int plies) {
        while (true) {
            GameState s = new Connect4Game(board).start();
            int[] moves = new int[plies];
            int[] legal = new int[board.width()];
            boolean ok = true;
            for (int i = 0; i < plies && ok; i++) {
                int n = s.moves(legal);
                moves[i] = legal[random.nextInt(n)];
                s.play(moves[i]);
                ok = !s.isTerminal();
            }
            if (ok) {
                return moves;
            }
        }
    }
}
