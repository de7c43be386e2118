package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobQuestion;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolver;
import zugzwang.core.table.TableJournal;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;

/**
 * The results a worker's solver shares with the others (issue 18: each cluster worker owns a
 * table): what another table takes in keeps every later answer exact and spares the work.
 */
class SharedResultsTest {
    private static final Board BOARD = Board.of(7, 6);

    /** A solver that was given another's journal answers the same question with far fewer nodes. */
    @Test
    void anotherTableFindsTheWork() {
        Position p = position(new int[] {3, 3, 3, 3, 2, 4, 1}); // a first-player win, some 10^5 nodes
        SolverOptions one = SolverOptions.defaults().withMemory(64L << 20).withThreads(1);
        try (Solver a = new Solver(BOARD, one); Solver b = new Solver(BOARD, one); Solver c = new Solver(BOARD, one)) {
            a.keepTables(true);
            b.keepTables(true);
            TableJournal j = new TableJournal(1000);
            a.table().journal(j);
            boolean answer = a.reaches(p, 1);
            long alone = a.nodes();
            long[] shared = j.drain();
            assertThat(shared.length).isPositive();
            TableJournal.storeAll(b.table(), shared);
            assertThat(b.reaches(p, 1)).isEqualTo(answer).isEqualTo(c.reaches(p, 1));
            assertThat(b.nodes()).as("nodes after learning, against %d alone", alone).isLessThan(alone / 10);
            assertThat(c.nodes()).isEqualTo(alone); // the same search without the journal
        }
    }

    /**
     * Two job solvers of separate tables (two workers): one answers thresholds on random positions
     * and shares, the other takes that in and answers other thresholds of the same positions; every
     * answer equals the plain solver's score.
     */
    @Test
    void learntResultsKeepEveryAnswerExact() {
        JobSolver a = Connect4JobSolver.of(BOARD, new JobResources(1, 32L << 20)).create(0);
        JobSolver b = Connect4JobSolver.of(BOARD, new JobResources(1, 32L << 20)).create(0);
        a.startSharing(200);
        b.startSharing(200);
        assertThat(b.shared()).isNull(); // nothing searched yet
        Random random = new Random(2026);
        int learnt = 0;
        for (int i = 0; i < 24; i++) {
            int[] moves = Connect4JobScoreTest.randomGame(BOARD, random, 8 + random.nextInt(12));
            int score = plainScore(moves);
            for (int threshold = -2; threshold <= 2; threshold++) { // attacker 0's
                JobSolver first = (threshold & 1) == 0 ? a : b;
                JobSolver second = first == a ? b : a;
                boolean expected = attackerScore(moves, score) >= threshold;
                assertThat(first.attackerReaches(state(moves), 0, threshold, () -> false)).isEqualTo(expected);
                long[] shared = first.shared();
                if (shared != null) {
                    second.learn(shared);
                    learnt += shared.length / TableJournal.LONGS;
                }
                assertThat(second.attackerReaches(state(moves), 0, threshold, () -> false))
                        .as("%s threshold %d", java.util.Arrays.toString(moves), threshold).isEqualTo(expected);
            }
        }
        assertThat(learnt).isGreaterThan(100);
    }

    /** Player 0's score from the plain solver's score for the side to move. */
    private static int attackerScore(int[] moves, int moverScore) {
        return moves.length % 2 == 0 ? moverScore : -moverScore;
    }

    private static int plainScore(int[] moves) {
        try (Solver s = new Solver(BOARD, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            return s.solve(position(moves), false, SolveDetail.SCORE).score();
        }
    }

    private static Position position(int[] moves) {
        Position p = Position.empty(BOARD);
        for (int m : moves) {
            p.play(m);
        }
        return p;
    }

    private static GameState state(int[] moves) {
        GameState s = new Connect4Game(BOARD).start();
        for (int m : moves) {
            s.play(m);
        }
        return s;
    }
}
