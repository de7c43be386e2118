package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;
import zugzwang.games.cube.DifficultySet;

/** The commands on {@code --game connect4-3d}: values against the solver, bad input as one line. */
class CubeCommandsTest {
    private static final String P44 = DifficultySet.bundled(44).game(0);

    @Test
    void solvePrintsTheValueBestMovesAndAPvThatKeepsIt() {
        Run r = Run.of("solve", "--game", "connect4-3d", "-m", "16m", "-t", "1", P44);
        assertThat(r.exit()).isZero();
        String[] f = r.out().strip().split(" ");
        assertThat(f[0]).isEqualTo(P44);
        int expected;
        try (CubeSolver s = new CubeSolver(CubeSolverOptions.of(16L << 20, 1))) {
            expected = s.value(CubeNotation.parseGame(P44));
        }
        assertThat(Integer.parseInt(f[1])).isEqualTo(expected).isEqualTo(DifficultySet.bundled(44).value(0));
        assertThat(f[2]).startsWith("best=");
        assertThat(f[3]).startsWith("pv=");
        // the pv ends the game with the value found
        var p = CubeNotation.parseGame(P44 + f[3].substring(3));
        assertThat(p.isOver()).isTrue();
    }

    @Test
    void analyzeAndBenchAndGenerate(@TempDir Path dir) throws Exception {
        Run a = Run.of("analyze", "--game", "connect4-3d", "-m", "16m", "--json", P44);
        assertThat(a.exit()).isZero();
        assertThat(a.out()).contains("\"game\":\"connect4-3d\"", "\"moves\":{\"0\":");
        Run b = Run.of("bench", "--game", "connect4-3d", "-m", "64m", "-t", "1", "--difficulty", "55..56", "--json");
        assertThat(b.exit()).isZero();
        assertThat(b.outLines()).hasSize(3);
        assertThat(b.out()).contains("\"difficulty\":56", "\"mismatches\":0", "\"total\"");
        // a selection of positions, numbered from 1, on two threads (the job-level solver)
        Run sel = Run.of("bench", "--game", "connect4-3d", "-m", "64m", "-t", "2", "--difficulty", "44",
                "--positions", "7,2..4,3");
        assertThat(sel.exit()).isZero();
        assertThat(sel.outLines().get(0)).startsWith("difficulty 44 positions=4 ").contains(" mismatches=0");
        Run g = Run.of("generate", "--difficulty", "50", "--count", "5", "-o", dir.toString());
        assertThat(g.exit()).isZero();
        assertThat(Files.readAllLines(dir.resolve("d50.txt"))).filteredOn(l -> !l.startsWith("#"))
                .containsExactly(DifficultySet.generate(50, 5, 1).game(0) + " ?",
                        DifficultySet.generate(50, 5, 1).game(1) + " ?", DifficultySet.generate(50, 5, 1).game(2) + " ?",
                        DifficultySet.generate(50, 5, 1).game(3) + " ?", DifficultySet.generate(50, 5, 1).game(4) + " ?");
        Run v = Run.of("generate", "--difficulty", "50", "--count", "5", "-o", dir.toString(), "--values", "-m", "16m");
        assertThat(v.exit()).isZero();
        assertThat(Files.readAllLines(dir.resolve("d50.txt"))).filteredOn(l -> !l.startsWith("#"))
                .hasSize(5).allMatch(l -> l.matches("[0-9A-F]{50} (1|0|-1)"));
    }

    @Test
    void eachMoveResumesWithoutLosingFinishedMoves(@TempDir Path dir) {
        Path file = dir.resolve("r.txt");
        Run first = Run.of("solve", "--game", "connect4-3d", "-m", "16m", "-t", "1", "--each-move", "--resume",
                file.toString(), P44);
        assertThat(first.exit()).isZero();
        Run again = Run.of("solve", "--game", "connect4-3d", "-m", "16m", "-t", "1", "--each-move", "--resume",
                file.toString(), P44);
        assertThat(again.outLines()).allMatch(l -> l.contains("(from r.txt)"));
        assertThat(again.outLines()).hasSameSizeAs(first.outLines());
    }

    @Test
    void badInputIsOneLine() {
        for (String[] args : new String[][] {
                {"solve", "--game", "connect4-3d", "0FG"},
                {"solve", "--game", "connect4-3d", "00000"},
                {"solve", "--game", "connect4-3d", "x.../..../..../....|..../..../..../....|..../..../..../....|o.../..../..../...."},
                {"solve", "--game", "connect4-3d", "-w", "5", "0"},
                {"solve", "--game", "connect4-3d", "-m", "1m", "0"},
                {"bench", "--game", "connect4-3d", "--difficulty", "64"},
                {"bench", "--game", "connect4-3d", "--difficulty", "40", "--positions", "1001"},
                {"bench", "--game", "connect4-3d", "--difficulty", "40", "--positions", "0"},
                {"bench", "--game", "connect4-3d", "--difficulty", "40", "--positions", "3,x"},
                {"bench", "--game", "connect4", "--difficulty", "40"},
                {"generate", "--game", "connect4", "--difficulty", "30"}}) {
            Run r = Run.of(args);
            assertThat(r.exit()).as(String.join(" ", args)).isNotZero();
            assertThat(r.err().lines()).as(String.join(" ", args)).hasSize(1);
            assertThat(r.err()).startsWith("zugzwang: error: ");
        }
    }

    @Test
    void solveAndEachMoveOnAClusterAnswerAsOneThread(@TempDir Path dir) throws Exception {
        // positions of difficulty 30 that outlast the coordinator's serial first try (jobs are made)
        String[] positions = {"3A9457C6FC8C8A09B931A17B8824FD", "BC3D12E7D1E0A089061DB07FEE2BFC",
            "FD5983839F5C6C0A10293D1205035A"};
        String name = "zz-cube-" + Long.toHexString(System.nanoTime());
        int port = 30000 + new java.util.Random().nextInt(20000);
        Path log = dir.resolve("jobs.csv");
        try (zugzwang.cluster.ClusterWorker worker = zugzwang.cluster.ClusterWorker.start(
                zugzwang.cluster.ClusterOptions.local().named(name).at("127.0.0.1", port),
                new zugzwang.core.jobs.JobResources(1, 64L << 20))) {
            java.util.List<String> cluster = java.util.List.of("--cluster", "127.0.0.1:" + port, "--cluster-name", name,
                    "--port", String.valueOf(port + 10), "-m", "64m");
            java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("solve", "--game", "connect4-3d",
                    "--job-log", log.toString()));
            args.addAll(cluster);
            args.addAll(java.util.List.of(positions));
            Run onCluster = Run.of(args.toArray(String[]::new));
            assertThat(onCluster.exit()).as(onCluster.err()).isZero();
            java.util.List<String> plainArgs = new java.util.ArrayList<>(java.util.List.of("solve", "--game", "connect4-3d",
                    "-t", "1", "-m", "64m"));
            plainArgs.addAll(java.util.List.of(positions));
            Run alone = Run.of(plainArgs.toArray(String[]::new));
            assertThat(onCluster.outLines()).hasSize(3);
            for (int i = 0; i < 3; i++) {
                // value, best moves and variation agree; nodes and times differ
                assertThat(onCluster.outLines().get(i).replaceAll(" nodes=.*", ""))
                        .isEqualTo(alone.outLines().get(i).replaceAll(" nodes=.*", ""));
            }
            assertThat(Files.readAllLines(log).size()).as("jobs logged").isGreaterThan(10);
            assertThat(worker.counts()[0]).as("jobs the worker answered").isPositive();

            java.util.List<String> each = new java.util.ArrayList<>(java.util.List.of("solve", "--game", "connect4-3d",
                    "--each-move"));
            each.addAll(cluster);
            each.add(positions[0]);
            Run eachOnCluster = Run.of(each.toArray(String[]::new));
            Run eachAlone = Run.of("solve", "--game", "connect4-3d", "--each-move", "-t", "1", "-m", "64m", positions[0]);
            assertThat(eachOnCluster.exit()).as(eachOnCluster.err()).isZero();
            assertThat(eachOnCluster.outLines().stream().map(l -> l.replaceAll(" nodes=.*", "")).toList())
                    .isEqualTo(eachAlone.outLines().stream().map(l -> l.replaceAll(" nodes=.*", "")).toList());
        }
        // options of another game's solver are refused, not ignored
        Run jobs = Run.of("solve", "--game", "connect4-3d", "--jobs", positions[0]);
        assertThat(jobs.exit()).isEqualTo(Main.EXIT_USAGE);
        assertThat(jobs.err()).contains("--jobs is for --algorithm solver of --game connect4");
        Run log2 = Run.of("solve", "--game", "connect4-3d", "--job-log", log.toString(), positions[0]);
        assertThat(log2.exit()).isEqualTo(Main.EXIT_USAGE);
        assertThat(log2.errLines()).hasSize(1);
    }
}
