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
}
