package zugzwang.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobResult;
import zugzwang.core.jobs.JobSearch;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.games.GameParameters;
import zugzwang.games.Games;
import zugzwang.core.jobs.JobScoreSearch;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.SolveDetail;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.cube.CubeGame;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;
import zugzwang.games.cube.DifficultySet;
import zugzwang.games.popout.HandicapJobSettings;
import zugzwang.games.popout.HandicapOptions;
import zugzwang.games.popout.HandicapSearch;
import zugzwang.games.popout.PopOutDefinition;
import zugzwang.games.popout.PopOutGame;
import zugzwang.games.popout.PopOutState;

/**
 * The job-level search on a Hazelcast cluster of three worker JVMs on 127.0.0.1 (started here),
 * against the plain solvers: tic-tac-toe (DF-PN, the default leaf solver of the game API),
 * Connect Four 3D (seed 001's search), Connect-4's exact scores (thresholds) and PopOut's
 * handicapped question (a tree of jobs with settings); a worker killed with SIGKILL in the middle of a search has
 * its jobs run elsewhere and the answers stay exact; a worker stopped with SIGTERM leaves at once.
 */
@Timeout(180)
class ClusterJobSearchTest {
    private static final String CLUSTER = "zz-test-" + Long.toHexString(System.nanoTime());
    private static final int PORT = 20000 + ThreadLocalRandom.current().nextInt(20000);
    private static WorkerJvms jvms;

    @BeforeAll
    static void startWorkers() throws Exception {
        jvms = new WorkerJvms();
        String first = jvms.start(CLUSTER, PORT, 1, 32, null);
        jvms.start(CLUSTER, PORT + 1, 1, 32, first);
        jvms.start(CLUSTER, PORT + 2, 1, 32, first);
    }

    @AfterAll
    static void stopWorkers() {
        if (jvms != null) {
            jvms.close();
        }
    }

    private static HazelcastExecutor coordinator(JobSpec spec, int threads) throws InterruptedException {
        HazelcastExecutor executor = HazelcastExecutor.join(
                ClusterOptions.local().named(CLUSTER).at("127.0.0.1", PORT + 10).joining(jvms.addresses()), spec);
        assertThat(executor.awaitCapacity(threads, Duration.ofSeconds(30))).as("workers joined").isTrue();
        return executor;
    }

    @Test
    void ticTacToeEqualsDfpn() throws InterruptedException {
        Game game = Games.create("tictactoe", new GameParameters(null, null, null, false, null)).game();
        DfpnSearch dfpn = new DfpnSearch(ProofLimits.defaults());
        int compared = 0;
        int won = 0;
        try (HazelcastExecutor executor = coordinator(new JobSpec("tictactoe",
                new GameParameters(null, null, null, false, null)), 3)) {
            for (int a = -1; a < 9; a++) {
                for (int b = -1; b < 9; b++) {
                    if (a < 0 && b >= 0 || a >= 0 && b == a) {
                        continue;
                    }
                    int[] moves = a < 0 ? new int[0] : b < 0 ? new int[] {a} : new int[] {a, b};
                    GameState s = game.start();
                    for (int m : moves) {
                        s.play(m);
                    }
                    for (int attacker = 0; attacker < 2; attacker++) {
                        boolean expected = dfpn.prove(s, attacker, Goal.WIN).outcome() == Outcome.PROVED;
                        JobResult r = new JobSearch(game, executor, JobOptions.cutoff(2)).solve(moves, attacker);
                        assertThat(r.outcome()).as("%s attacker %d", java.util.Arrays.toString(moves), attacker)
                                .isEqualTo(expected ? Outcome.PROVED : Outcome.DISPROVED);
                        compared++;
                        won += expected ? 1 : 0;
                    }
                }
            }
            assertThat(executor.status().answered()).isPositive();
        }
        assertThat(compared).isEqualTo(2 * (1 + 9 + 72));
        assertThat(won).isPositive();
    }

    @Test
    void connectFour3dEqualsTheSerialSolver() throws InterruptedException {
        DifficultySet set = DifficultySet.generate(44, 12, 3);
        int compared = 0;
        try (CubeSolver serial = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 1));
             HazelcastExecutor executor = coordinator(new JobSpec(CubeGame.NAME,
                     new GameParameters(null, null, null, false, null)), 3)) {
            for (int i = 0; i < set.size(); i++) {
                for (int attacker = 0; attacker < 2; attacker++) {
                    boolean expected = serial.wins(set.position(i), attacker);
                    JobResult r = new JobSearch(CubeGame.get(), executor, cubeOptions(2)).solve(moves(set.game(i)), attacker);
                    assertThat(r.attackerWins()).as("%s attacker %d", set.game(i), attacker).isEqualTo(expected);
                    compared++;
                }
            }
        }
        assertThat(compared).isEqualTo(24);
    }

    @Test
    void connect4ExactScoresEqualThePlainSolver() throws InterruptedException {
        // 6x5: the empty board and positions after 1 to 4 centre-ish moves, exact scores (end moves)
        Board board = Board.of(6, 5);
        Connect4Game game = new Connect4Game(board);
        int[][] games = {{}, {2}, {0}, {2, 3}, {5, 1}, {2, 2, 3, 3}, {0, 5, 1, 4}};
        List<Integer> scores = new ArrayList<>();
        try (Solver plain = new Solver(board, SolverOptions.defaults().withMemory(32L << 20).withThreads(1));
             HazelcastExecutor executor = coordinator(new JobSpec("connect4",
                     new GameParameters(6, 5, null, false, null)), 3)) {
            for (int[] moves : games) {
                Position p = Position.empty(board);
                for (int m : moves) {
                    p.play(m);
                }
                int expected = plain.solve(p, false, SolveDetail.SCORE).score();
                JobScoreSearch search = new JobScoreSearch(game, executor, JobOptions.cutoff(2)
                        .withOrdering(game.centreFirst()));
                assertThat(search.score(moves, -game.maxValue(), game.maxValue()))
                        .as(java.util.Arrays.toString(moves)).isEqualTo(expected);
                scores.add(expected);
            }
        }
        assertThat(scores).anyMatch(s -> s > 1).anyMatch(s -> s == 0);
    }

    @Test
    void popOutHandicappedAnswersEqualThePlainSearch() throws InterruptedException {
        // PopOut 5x4 (two-fold repetition) after 10 random moves (pops too): does the side to move
        // win within 9 plies with at most one non-winning pop? A tree of jobs (positions repeat),
        // answered by the workers' handicapped searches, against one handicapped search
        PopOutGame game = new PopOutGame(Board.of(5, 4), 2);
        HandicapJobSettings settings = new HandicapJobSettings(9, 1, 10);
        HandicapSearch plain = new HandicapSearch(game.board(), HandicapOptions.defaults().withMemory(16L << 20));
        java.util.Random random = new java.util.Random(5);
        int compared = 0;
        int won = 0;
        try (HazelcastExecutor executor = coordinator(new JobSpec(PopOutDefinition.NAME,
                new GameParameters(5, 4, null, true, 2), settings.toString()), 3)) {
            while (compared < 12) {
                PopOutState s = game.start();
                int[] buffer = new int[game.maxMoves()];
                for (int i = 0; i < settings.rootPly() && !s.isTerminal(); i++) {
                    s.play(buffer[random.nextInt(s.moves(buffer))]);
                }
                if (s.isTerminal()) {
                    continue;
                }
                boolean expected = plain.search(s.copy(), settings.depth(), settings.pops()).win();
                JobResult r = new JobSearch(game, executor, JobOptions.cutoff(2).withIdentity(JobOptions.TREE)
                        .withSplitMillis(1).withQuestion(settings.question(game.board().width())))
                        .solve(s.history(), s.player());
                assertThat(r.attackerWins()).as(s.toString()).isEqualTo(expected);
                compared++;
                won += expected ? 1 : 0;
            }
        }
        assertThat(won).as("wins among %d", compared).isBetween(1, compared - 1);
    }

    @Test
    void aKilledWorkersJobsRunElsewhere() throws Exception {
        // a fourth worker joins for this test, and is killed (SIGKILL) while it runs a job
        String firstAddress = jvms.start(CLUSTER, PORT + 3, 1, 32, jvms.addresses().get(0));
        Process firstVictim = jvms.process(jvms.addresses().size() - 1);
        DifficultySet set = DifficultySet.generate(36, 40, 5);
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger kills = new AtomicInteger();
        List<Process> victims = new CopyOnWriteArrayList<>(List.of(firstVictim));
        List<String> mismatches = new ArrayList<>();
        try (CubeSolver serial = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 1));
             HazelcastExecutor executor = coordinator(new JobSpec(CubeGame.NAME,
                     new GameParameters(null, null, null, false, null)), 4)) {
            // The victim must die while it holds a job: a job seen running may end (or be dropped)
            // before a plain kill lands, and then there is nothing to run again. So the victim is
            // first frozen (SIGSTOP: it can send no answer), the answers it sent just before are
            // let in, and only if it still holds a job is it killed; otherwise it runs on. Until the
            // coordinator sees the member gone the search goes on, and may drop the job the victim
            // held (then nothing is run again, rightly): then another worker joins and is killed
            // the same way, at most three in all.
            Thread killer = new Thread(() -> {
                String address = firstAddress;
                Process victim = firstVictim;
                try {
                    while (!done.get()) {
                        if (executor.busyByWorker().getOrDefault(address, 0) > 0
                                && executor.status().answered() > 20 * (kills.get() + 1)) {
                            signal(victim, "STOP");
                            Thread.sleep(200);
                            if (executor.busyByWorker().getOrDefault(address, 0) > 0) {
                                victim.destroyForcibly().waitFor();
                                int killed = kills.incrementAndGet();
                                while (executor.status().workersLost() < killed && !done.get()) {
                                    Thread.sleep(10);
                                }
                                if (done.get() || executor.status().rerun() > 0 || killed == 3) {
                                    return;
                                }
                                address = jvms.start(CLUSTER, PORT + 3 + killed, 1, 32, jvms.addresses().get(0));
                                victim = jvms.process(jvms.addresses().size() - 1);
                                victims.add(victim);
                                continue;
                            }
                            signal(victim, "CONT");
                        }
                        Thread.sleep(1);
                    }
                } catch (InterruptedException | IOException e) {
                    victim.destroyForcibly(); // the test fails on the re-run count, not here
                }
            });
            killer.setDaemon(true);
            killer.start();
            for (int i = 0; i < set.size(); i++) {
                for (int attacker = 0; attacker < 2; attacker++) {
                    boolean expected = serial.wins(set.position(i), attacker);
                    JobResult r = new JobSearch(CubeGame.get(), executor, cubeOptions(3)).solve(moves(set.game(i)), attacker);
                    if (r.attackerWins() != expected) {
                        mismatches.add(set.game(i) + " attacker " + attacker);
                    }
                }
            }
            done.set(true);
            killer.join(60_000);
            assertThat(mismatches).isEmpty();
            assertThat(kills.get()).as("workers killed").isPositive();
            for (Process v : victims) {
                assertThat(v.isAlive()).as("killed").isFalse();
            }
            ClusterStatus status = executor.status();
            assertThat(status.workersLost()).isEqualTo(kills.get());
            assertThat(status.rerun()).isPositive();
            assertThat(status.workers()).isEqualTo(3);
        }
    }

    /** Sends a signal (STOP, CONT) to a process: the shell's own kill, which every POSIX sh has. */
    private static void signal(Process p, String name) throws IOException, InterruptedException {
        new ProcessBuilder("sh", "-c", "kill -" + name + " " + p.pid()).inheritIO().start().waitFor();
    }

    @Test
    void otherClustersAndOtherNamesAreNotJoined() throws InterruptedException {
        try (HazelcastExecutor executor = HazelcastExecutor.join(ClusterOptions.local().named(CLUSTER + "-other")
                .at("127.0.0.1", PORT + 20).joining(jvms.addresses()), new JobSpec("tictactoe",
                        new GameParameters(null, null, null, false, null)))) {
            assertThat(executor.awaitCapacity(1, Duration.ofSeconds(3))).isFalse();
            assertThat(executor.status().workers()).isZero();
        }
    }

    private static JobOptions cubeOptions(int cutoff) {
        return JobOptions.cutoff(cutoff).withOrdering(CubeGame.get().lineScoreOrder())
                .withIdentity(CubeGame::canonicalIdentity);
    }

    private static int[] moves(String game) {
        return game.chars().map(c -> Character.digit(c, 16)).toArray();
    }
}
