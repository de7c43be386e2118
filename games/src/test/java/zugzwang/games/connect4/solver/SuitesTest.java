package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.TestPositions;

/** Every position of the shipped test suites (independent ground truth) gets exactly its listed score. */
class SuitesTest {

    private static SolverOptions options() {
        return SolverOptions.defaults().withMemory(64L << 20).withThreads(1);
    }

    @Test
    void theShippedSuitesAreTheEightListedInTheReadme() {
        assertThat(Suite.names()).containsExactly("Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1",
                "endgame_L1", "midgame_L1", "midgame_L2", "opening_L1");
        for (String name : Suite.names()) {
            Suite s = Suite.load(name);
            assertThat(s.entries()).as(name).hasSize(1000);
            assertThat(s.board()).isEqualTo(name.startsWith("Test_") ? Board.STANDARD : Board.of(9, 5));
        }
    }

    /** The 10×6 sets: names, sizes, legal unfinished games with scores in range. */
    @Test
    void theWideSuitesAreTheThree10x6Sets() {
        assertThat(Suite.wideNames()).containsExactly("10x6_endgame_L1", "10x6_midgame_L1", "10x6_midgame_L2");
        assertThat(Suite.allNames()).containsAll(Suite.wideNames());
        for (String name : Suite.wideNames()) {
            Suite suite = Suite.load(name.toUpperCase(java.util.Locale.ROOT));
            assertThat(suite.name()).isEqualTo(name);
            assertThat(suite.width()).isEqualTo(10);
            assertThat(suite.height()).isEqualTo(6);
            assertThat(suite.entries()).hasSize(1000);
            for (Suite.Entry e : suite.entries()) {
                zugzwang.games.connect4.WidePosition p = Notation.parseWide(e.sequence(), suite.wideBoard());
                assertThat(p.isOver()).as(e.sequence()).isFalse();
                assertThat(Math.abs(e.score())).as(e.sequence()).isLessThanOrEqualTo((60 + 1 - p.moves()) / 2);
            }
        }
        assertThat(Notation.columns("3,1,10", 10)).containsExactly(2, 0, 9);
        assertThat(Notation.columns("4453", 10)).containsExactly(3, 3, 4, 2);
    }

    @Test
    void suitesLoadByNameIgnoringCase() {
        assertThat(Suite.load("test_l3_r1").name()).isEqualTo("Test_L3_R1");
        assertThat(Suite.load("OPENING_L1").board()).isEqualTo(Board.of(9, 5));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Suite.load("Test_L9"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Test_L9").hasMessageContaining("Test_L3_R1");
        // every listed sequence is a legal, unfinished game and every score is within the range
        for (String name : Suite.names()) {
            Suite suite = Suite.load(name);
            for (Suite.Entry e : suite.entries()) {
                Position p = Notation.parseSequence(e.sequence(), suite.board());
                assertThat(p.isOver()).as(e.sequence()).isFalse();
                int bound = (suite.board().area() + 1 - p.moves()) / 2;
                assertThat(Math.abs(e.score())).as(e.sequence()).isLessThanOrEqualTo(bound);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1",
        "endgame_L1", "midgame_L1", "midgame_L2", "opening_L1",
    })
    void everyPositionGetsItsListedScore(String name) {
        everyPositionGetsItsListedScore(name, name, options());
    }

    /**
     * The same with switches off: without passing one-move nodes through ({@code --no-collapse}),
     * without the odd-threat bound ({@code --no-odd-threat}), and with every switchable
     * enhancement off at once (follow-up, odd threat, enhanced transposition cutoffs, mirror
     * symmetry, collapse): the same scores.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("suitesAndSwitches")
    void everyPositionGetsItsListedScoreWithSwitchesOff(String name, String switches) {
        SolverOptions options = switch (switches) {
            case "--no-collapse" -> options().withCollapse(false);
            case "--no-odd-threat" -> options().withOddThreat(false);
            default -> options().withFollowUp(false).withOddThreat(false).withEtc(false).withSymmetryPlies(0)
                    .withCollapse(false);
        };
        everyPositionGetsItsListedScore(name, name + " " + switches, options);
    }

    static Stream<Arguments> suitesAndSwitches() {
        return Stream.of("--no-collapse", "--no-odd-threat", "everything off").flatMap(switches -> Stream.of(
                "Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1",
                "endgame_L1", "midgame_L1", "midgame_L2", "opening_L1").map(name -> Arguments.of(name, switches)));
    }

    private static void everyPositionGetsItsListedScore(String name, String label, SolverOptions options) {
        Suite suite = Suite.load(name);
        List<String> bad = new ArrayList<>();
        long start = System.nanoTime();
        try (Solver solver = new Solver(suite.board(), options)) {
            for (Suite.Entry e : suite.entries()) {
                // the suites are plain digit sequences: play them without the notation parser
                Position p = TestPositions.playDigits(suite.board(), e.sequence());
                int score = solver.solveScore(p, false);
                if (score != e.score()) {
                    bad.add(e.sequence() + ": listed " + e.score() + ", solver " + score);
                }
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("suite %s: %d positions in %d ms%n", label, suite.entries().size(), millis);
        assertThat(bad).as(() -> label + ": " + bad.size() + " wrong scores, first ones:\n"
                + String.join("\n", bad.subList(0, Math.min(10, bad.size())))).isEmpty();
    }

    /** The weak score has the sign of the listed strong score. */
    @Test
    void weakScoreHasTheSignOfTheListedScore() {
        Suite suite = Suite.load("Test_L2_R1");
        List<String> bad = new ArrayList<>();
        int[] signs = new int[3];
        try (Solver solver = new Solver(suite.board(), options())) {
            for (Suite.Entry e : suite.entries()) {
                Position p = TestPositions.playDigits(suite.board(), e.sequence());
                int weak = solver.solveScore(p, true);
                signs[Integer.signum(e.score()) + 1]++;
                if (Integer.signum(weak) != Integer.signum(e.score())) {
                    bad.add(e.sequence() + ": listed " + e.score() + ", weak " + weak);
                }
            }
        }
        assertThat(signs).as("the suite has wins, draws and losses").doesNotContain(0);
        assertThat(bad).as(() -> bad.size() + " wrong signs, first ones:\n"
                + String.join("\n", bad.subList(0, Math.min(10, bad.size())))).isEmpty();
    }

    /** Published 7x6 positions (Pons' blog): {@code solve}, with a principal variation that plays out the score. */
    @ParameterizedTest(name = "{0} scores {1}")
    @CsvSource({
        "4455, 18",
        "44455554221, -15",
        "4453, -2",
    })
    void publishedPositions(String sequence, int score) {
        Board board = Board.STANDARD;
        Position root = TestPositions.playDigits(board, sequence);
        try (Solver solver = new Solver(board, options())) {
            SolveResult r = solver.solve(root, false);
            assertThat(r.score()).isEqualTo(score);
            assertThat(r.weak()).isFalse();
            assertThat(r.bestMoves()).isNotEmpty();
            assertThat(r.pv()).isNotEmpty();
            assertThat(r.bestMoves()).contains(r.pv()[0]);
            assertPvRealisesScore(root, r.pv(), score);
        }
    }

    /**
     * Plays the PV from the root: every move is legal, the game ends exactly at the PV's end, and
     * the end agrees with the score: the right side wins with its stone on the move
     * {@link Score#endMove} predicts (and that move number gives the score by the convention), or
     * the board is full for a draw.
     */
    static void assertPvRealisesScore(Position root, int[] pv, int score) {
        Board board = root.board();
        Position p = root.copy();
        for (int i = 0; i < pv.length; i++) {
            assertThat(p.isOver()).as("game over before PV move %d", i + 1).isFalse();
            assertThat(p.canPlay(pv[i])).as("PV move %d (column %d) is legal", i + 1, pv[i] + 1).isTrue();
            p.play(pv[i]);
        }
        assertThat(p.isOver()).as("the PV ends the game").isTrue();
        if (score == 0) {
            assertThat(p.isWon()).isFalse();
            assertThat(p.moves()).isEqualTo(board.area());
        } else {
            assertThat(p.isWon()).isTrue();
            int t = p.moves(); // the winning stone is move number t
            assertThat(t).isEqualTo(Score.endMove(board, root.moves(), score));
            assertThat((board.area() + 2 - t) / 2).isEqualTo(Math.abs(score));
            // the side to move at the root made the last move iff it wins
            boolean rootMoverMovedLast = (t - root.moves()) % 2 == 1;
            assertThat(rootMoverMovedLast).isEqualTo(score > 0);
        }
    }
}
