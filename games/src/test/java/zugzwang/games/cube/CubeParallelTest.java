package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.core.jobs.JobResult;

/**
 * The job-level parallel solver (2 worker threads, one shared table) against the serial search,
 * on positions of seed 001's difficulties, both attackers, cutoff depths 1 to 3, straight to the
 * job-level search (no serial first try).
 */
class CubeParallelTest {
    @Test
    void jobLevelAnswersEqualTheSerialSearch() {
        long made = 0;
        long corrections = 0;
        long dropped = 0;
        int compared = 0;
        try (CubeSolver serial = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 1))) {
            for (int cutoff = 1; cutoff <= 3; cutoff++) {
                try (CubeSolver parallel = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 2))) {
                    parallel.parallelSettings(cutoff, 0, 0, null);
                    parallel.serialFirstNodes(0);
                    for (int d : new int[] {40, 43, 46, 49}) {
                        for (int[] game : DifficultyGenerator.generate(d, 15, 7)) {
                            CubePosition p = CubeNotation.parseGame(CubeNotation.sequence(game));
                            for (int attacker = 0; attacker < 2; attacker++) {
                                boolean expected = serial.wins(p, attacker);
                                assertThat(parallel.wins(p, attacker)).as("%s attacker %d cutoff %d",
                                        CubeNotation.sequence(game), attacker, cutoff).isEqualTo(expected);
                                JobResult r = parallel.lastJobs();
                                assertThat(r).isNotNull();
                                assertThat(r.tasksMade()).isEqualTo(r.tasksSolved() + r.tasksDropped());
                                assertThat(r.tasksSplit()).isZero();
                                made += r.tasksMade();
                                corrections += r.corrections();
                                dropped += r.tasksDropped();
                                compared++;
                            }
                        }
                    }
                }
            }
        }
        assertThat(compared).isEqualTo(3 * 4 * 15 * 2);
        assertThat(made).isGreaterThan(compared);
        assertThat(corrections).isPositive();
        assertThat(dropped).isPositive();
    }

    @Test
    void splitTasksGiveTheSerialAnswers() {
        // tasks split after 1 ms: the longer tasks of these positions split,
        // sometimes down to the leaves' parents. Whether a task outlasts 1 ms depends on the
        // machine, so positions are asked until more than 10 splits were seen (at least 24 answers,
        // at most 400: a fast machine needs more questions, never a different answer)
        long splits = 0;
        int compared = 0;
        try (CubeSolver serial = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 1));
             CubeSolver parallel = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 2))) {
            parallel.parallelSettings(1, 1, 0, null);
            parallel.serialFirstNodes(0);
            for (int[] game : DifficultyGenerator.generate(36, 200, 11)) {
                if (compared >= 24 && splits > 10) {
                    break;
                }
                CubePosition p = CubeNotation.parseGame(CubeNotation.sequence(game));
                for (int attacker = 0; attacker < 2; attacker++) {
                    parallel.clear();
                    serial.clear();
                    boolean expected = serial.wins(p, attacker);
                    assertThat(parallel.wins(p, attacker)).as("%s attacker %d", CubeNotation.sequence(game), attacker)
                            .isEqualTo(expected);
                    JobResult r = parallel.lastJobs();
                    assertThat(r.tasksMade()).isEqualTo(r.tasksSolved() + r.tasksDropped() + r.tasksSplit());
                    splits += r.tasksSplit();
                    compared++;
                }
            }
        }
        System.out.printf("split test: %d splits in %d questions%n", splits, compared);
        assertThat(compared).isGreaterThanOrEqualTo(24);
        assertThat(splits).as("splits in %d questions", compared).isGreaterThan(10);
    }
}
