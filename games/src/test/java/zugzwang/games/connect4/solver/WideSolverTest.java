package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.TestPositions;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;

/**
 * The two-word solver ({@link WideSolver}, generated from the same template as {@link Solver})
 * against the one-word solver on boards that fit both, and against Steininger's 10×6 sets.
 */
class WideSolverTest {

    private static SolverOptions options(int threads) {
        return SolverOptions.defaults().withMemory(64L << 20).withThreads(threads);
    }

    /**
     * The two-word solver's options: 2.5 times the memory, so that its tables (entries of two
     * words, buckets with a version word) have as many buckets as the one-word solver's, far and
     * near; with one thread the two then search node for node alike.
     */
    private static SolverOptions wideOptions(int threads) {
        return SolverOptions.defaults().withMemory(160L << 20).withThreads(threads);
    }

    /** The same game on the wide board, played column by column from the empty board. */
    static WidePosition wide(Position p, List<Integer> moves) {
        WidePosition w = WidePosition.empty(WideBoard.of(p.board().width(), p.board().height()));
        for (int c : moves) {
            w.play(c);
        }
        return w;
    }

    /** Every position of 4×4: score, weak score and analysis equal to the one-word solver's. */
    @Test
    void everyPositionOf4x4ScoresAsTheOneWordSolver() {
        Board board = Board.of(4, 4);
        WideBoard wb = WideBoard.of(4, 4);
        List<Position> all = TestPositions.reachable(board);
        assertThat(all).hasSizeGreaterThan(10_000);
        int checked = 0;
        try (Solver one = new Solver(board, options(1)); WideSolver two = new WideSolver(wb, wideOptions(1))) {
            for (Position p : all) {
                WidePosition w = WidePosition.of(wb, p.current(), 0, p.mask(), 0);
                assertThat(w.isOver()).isEqualTo(p.isOver());
                assertThat(two.solveScore(w, false)).as(p.diagram()).isEqualTo(one.solveScore(p, false));
                if (checked++ % 20 == 0 && !p.isOver()) {
                    assertThat(two.analyze(w, true)).as(p.diagram()).containsExactly(one.analyze(p, true));
                }
            }
            assertThat(two.nodes()).isEqualTo(one.nodes()).isGreaterThan(100_000);
        }
    }

    /**
     * Random positions of 7×6, 6×5 and 8×7 (8×7 fills the 64 bits): score, best moves and principal
     * variation equal to the one-word solver's, with one and two threads; with one, the same
     * variation and the same nodes, position by position (the same search).
     */
    @ParameterizedTest(name = "{0}x{1} from {2} stones, {3} threads")
    @CsvSource({"7, 6, 14, 1", "7, 6, 16, 2", "6, 5, 6, 1", "8, 7, 34, 1", "5, 4, 0, 2"})
    void randomPositionsSolveAsWithTheOneWordSolver(int w, int h, int minStones, int threads) {
        Board board = Board.of(w, h);
        Random rnd = new Random(w * 1000L + h * 10 + minStones);
        try (Solver one = new Solver(board, options(threads));
                WideSolver two = new WideSolver(WideBoard.of(w, h), wideOptions(threads))) {
            for (int i = 0; i < 60; i++) {
                List<Integer> moves = new ArrayList<>();
                Position p = randomGame(board, rnd, minStones, moves);
                WidePosition wp = wide(p, moves);
                long nodesOne = one.nodes();
                long nodesTwo = two.nodes();
                SolveResult a = one.solve(p, false);
                SolveResult b = two.solve(wp, false);
                assertThat(b.score()).as(p.diagram()).isEqualTo(a.score());
                assertThat(b.bestMoves()).as(p.diagram()).containsExactly(a.bestMoves());
                assertThat(b.pv()).as(p.diagram()).hasSize(a.pv().length);
                if (threads == 1) {
                    assertThat(b.pv()).as(p.diagram()).containsExactly(a.pv());
                    assertThat(two.nodes() - nodesTwo).as(p.diagram()).isEqualTo(one.nodes() - nodesOne);
                }
                assertThat(two.solveScore(wp, true)).isEqualTo(Integer.signum(a.score()));
            }
        }
    }

    private static Position randomGame(Board board, Random rnd, int minStones, List<Integer> moves) {
        while (true) {
            moves.clear();
            int target = minStones + rnd.nextInt(Math.max(1, board.area() - minStones - 8));
            Position p = Position.empty(board);
            while (p.moves() < target && !p.isOver()) {
                int[] legal = p.legalMoves();
                int c = legal[rnd.nextInt(legal.length)];
                p.play(c);
                moves.add(c);
            }
            if (!p.isOver()) {
                return p;
            }
        }
    }

    /**
     * Steininger's 10×6 sets: every score exact; of midgame_L2 (about a second a position) every
     * 40th here, all of it in {@code bench 10x6_midgame_L2} (README).
     */
    @ParameterizedTest(name = "{0}, every {1}")
    @CsvSource({"10x6_endgame_L1, 1", "10x6_midgame_L1, 1", "10x6_midgame_L2, 40"})
    void tenBySixSetsGetTheirListedScores(String name, int step) {
        Suite suite = Suite.load(name);
        WideBoard board = suite.wideBoard();
        assertThat(suite.fitsOneWord()).isFalse();
        assertThat(suite.entries()).hasSize(1000);
        List<String> bad = new ArrayList<>();
        long start = System.nanoTime();
        int n = 0;
        try (WideSolver solver = new WideSolver(board, SolverOptions.defaults().withMemory(256L << 20).withThreads(1))) {
            for (int k = 0; k < suite.entries().size(); k += step) {
                Suite.Entry e = suite.entries().get(k);
                WidePosition p = Notation.parseWide(e.sequence(), board);
                int score = solver.solveScore(p, false);
                if (score != e.score()) {
                    bad.add(e.sequence() + ": listed " + e.score() + ", solver " + score);
                }
                n++;
            }
            System.out.printf("%s: %d positions, %d ms, %d nodes%n", name, n,
                    (System.nanoTime() - start) / 1_000_000, solver.nodes());
        }
        assertThat(bad).isEmpty();
    }
}
