package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.TestPositions;

/** The solver against exhaustive search ({@link BruteForce}) and published values on small boards. */
class SmallBoardsTest {

    /** Compares the solver's strong score with brute force; returns descriptions of mismatches. */
    private static List<String> compare(Solver solver, BruteForce brute, List<Position> positions) {
        List<String> bad = new ArrayList<>();
        for (Position p : positions) {
            int expected = brute.score(p);
            int strong = solver.solveScore(p, false);
            if (strong != expected) {
                bad.add(p.board() + " " + Notation.diagramLine(p) + " (" + p.moves() + " stones): expected "
                        + expected + ", solver " + strong);
            }
        }
        return bad;
    }

    /**
     * Compares the solver's weak score ({@code solveScore(p, true)}) with the sign of the brute
     * force score. Documented contract (SolveResult, the brief): only -1, 0 or 1.
     */
    private static List<String> compareWeak(Solver solver, BruteForce brute, List<Position> positions) {
        List<String> bad = new ArrayList<>();
        for (Position p : positions) {
            int expected = Integer.signum(brute.score(p));
            int weak = solver.solveScore(p, true);
            if (weak != expected) {
                bad.add(p.board() + " " + Notation.diagramLine(p) + " (" + p.moves() + " stones): expected "
                        + expected + " (strong " + brute.score(p) + "), weak solve gave " + weak
                        + (Integer.signum(weak) == expected ? " (right sign, value outside -1..1)" : " (WRONG SIGN)"));
            }
        }
        return bad;
    }

    private static String firstFew(List<String> bad) {
        return bad.size() + " mismatches, first ones:\n" + String.join("\n", bad.subList(0, Math.min(10, bad.size())));
    }

    // ---------------------------------------------------------------- (a) 4x4, whole state space

    private static List<Position> all4x4;

    private static synchronized List<Position> all4x4() {
        if (all4x4 == null) {
            all4x4 = TestPositions.reachable(Board.of(4, 4));
        }
        return all4x4;
    }

    @Test
    void wholeStateSpaceOf4x4() {
        Board board = Board.of(4, 4);
        List<Position> all = all4x4();
        // the published number of positions of 4x4 Connect-4 (PopOut thesis, Table 10)
        assertThat(all).hasSize(161_029);

        BruteForce brute = new BruteForce(board);
        List<Position> open = new ArrayList<>();
        int won = 0;
        int full = 0;
        int[] byValueSign = new int[3];
        for (Position p : all) {
            if (p.isWon()) {
                won++;
            } else if (p.moves() == board.area()) {
                full++;
            } else {
                open.add(p);
                byValueSign[Integer.signum(brute.score(p)) + 1]++;
            }
        }
        // the state space has wins, draws and losses for the side to move, and finished games
        assertThat(won).isPositive();
        assertThat(full).isPositive();
        assertThat(java.util.Arrays.stream(byValueSign).min().getAsInt()).isGreaterThan(1000);

        try (Solver solver = new Solver(board, TestPositions.small())) {
            List<String> bad = compare(solver, brute, open);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
            // finished games too: the loser to move scores minus the winner's score, a full board 0
            List<Position> over = all.stream().filter(Position::isOver).toList();
            List<String> badOver = compare(solver, brute, over);
            assertThat(badOver).as(() -> firstFew(badOver)).isEmpty();
        }
    }

    /** The search enhancements change the speed, never the score. */
    @ParameterizedTest(name = "follow-up {0}, symmetry up to {1} stones, etc {2}, collapse {3}, odd threat {4}")
    @CsvSource({"false, 64, true, true, true", "true, 0, true, true, true", "false, 0, false, true, true",
        "true, 3, false, true, true", "true, 64, false, true, true", "true, 20, true, false, true",
        "false, 0, false, false, true", "true, 20, true, true, false", "false, 0, false, false, false"})
    void optionsDoNotChangeScores(boolean followUp, int symmetryPlies, boolean etc, boolean collapse, boolean oddThreat) {
        Board board = Board.of(4, 4);
        List<Position> open = all4x4().stream().filter(p -> !p.isOver()).toList();
        BruteForce brute = new BruteForce(board);
        SolverOptions options = TestPositions.small().withFollowUp(followUp).withSymmetryPlies(symmetryPlies).withEtc(etc)
                .withCollapse(collapse).withOddThreat(oddThreat);
        try (Solver solver = new Solver(board, options)) {
            List<String> bad = compare(solver, brute, open);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
        }
    }

    /**
     * Weak solving returns only win (1), draw (0) or loss (-1). Pins a bug: for a position the side
     * to move wins, {@code solveScore(p, true)} returns the fail-soft value of the null-window test
     * (e.g. 2 or 3) instead of 1; the sign is always right.
     */
    @Test
    void weakScoreIsTheSignOnEvery4x4Position() {
        Board board = Board.of(4, 4);
        List<Position> open = all4x4().stream().filter(p -> !p.isOver()).toList();
        BruteForce brute = new BruteForce(board);
        try (Solver solver = new Solver(board, TestPositions.small())) {
            List<String> bad = compareWeak(solver, brute, open);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
        }
    }

    /**
     * Any table budget the solver accepts must give exact scores, however small (with a tiny
     * table almost every store overwrites another position; a confusion of keys would show).
     * Budgets below 48 bytes (2 buckets, which could confuse keys) are refused.
     */
    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(longs = {48, 64, 1024})
    void tinyTablesGiveExactScores(long bytes) {
        assertThatThrownBy(() -> new Solver(Board.of(4, 4), TestPositions.small().withMemory(47)))
                .isInstanceOf(IllegalArgumentException.class);
        Board board = Board.of(4, 4);
        List<Position> open = all4x4().stream().filter(p -> !p.isOver()).toList();
        BruteForce brute = new BruteForce(board);
        try (Solver solver = new Solver(board, TestPositions.small().withMemory(bytes))) {
            List<String> bad = compare(solver, brute, open);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
        }
    }

    // ---------------------------------------------------------------- (b) random samples on 5x4 and 5x5

    @ParameterizedTest(name = "{0}x{1}: {3} positions with at least {2} stones")
    @CsvSource({
        "5, 4, 0, 3000",
        "4, 5, 0, 1500",
        "5, 5, 11, 2000",
    })
    void randomPositions(int width, int height, int minStones, int count) {
        Board board = Board.of(width, height);
        Random rnd = new Random(20240501L + width * 10 + height);
        List<Position> sample = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            sample.add(TestPositions.randomPosition(board, rnd, minStones));
        }
        BruteForce brute = new BruteForce(board);
        try (Solver solver = new Solver(board, TestPositions.small())) {
            List<String> bad = compare(solver, brute, sample);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
        }
        // the sample is not trivial: it has open positions of every outcome
        int[] signs = new int[3];
        for (Position p : sample) {
            if (!p.isOver()) {
                signs[Integer.signum(brute.score(p)) + 1]++;
            }
        }
        assertThat(java.util.Arrays.stream(signs).min().getAsInt()).isGreaterThanOrEqualTo(count / 50);
    }

    // ---------------------------------------------------------------- (c) empty boards of many shapes

    static Stream<Arguments> shapes() {
        List<Arguments> out = new ArrayList<>();
        for (int w = 1; w <= 5; w++) {
            for (int h = 1; h <= 5; h++) {
                if (w * h <= 20) { // 5x5 is beyond plain exhaustive search (see emptyBoard5x5)
                    out.add(Arguments.of(w, h));
                }
            }
        }
        int[][] extra = {{1, 8}, {8, 1}, {2, 7}, {7, 2}, {3, 6}, {6, 3}};
        for (int[] e : extra) {
            out.add(Arguments.of(e[0], e[1]));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}x{1}")
    @MethodSource("shapes")
    void emptyBoardEqualsBruteForce(int width, int height) {
        Board board = Board.of(width, height);
        int expected = new BruteForce(board).score(Position.empty(board));
        try (Solver solver = new Solver(board, TestPositions.small())) {
            assertThat(solver.solveScore(Position.empty(board), false)).isEqualTo(expected);
            assertThat(solver.solveScore(Position.empty(board), true)).isEqualTo(Integer.signum(expected));
            SolveResult r = solver.solve(Position.empty(board), false);
            assertThat(r.score()).isEqualTo(expected);
        }
    }

    /** Published values (John Tromp's table of small boards; 6x4 also in the PopOut thesis). */
    @ParameterizedTest(name = "{0}x{1} scores {2}")
    @CsvSource({
        "4, 4, 0",
        "5, 4, 0",
        "4, 5, 0",
        // the second player wins with its last stone, move 24 of 24: -floor((24 + 2 - 24) / 2)
        "6, 4, -1",
        "4, 6, 0",
    })
    void publishedEmptyBoardValues(int width, int height, int score) {
        Board board = Board.of(width, height);
        try (Solver solver = new Solver(board, TestPositions.medium())) {
            assertThat(solver.solveScore(Position.empty(board), false)).isEqualTo(score);
            assertThat(solver.solveScore(Position.empty(board), true)).isEqualTo(Integer.signum(score));
        }
    }

    @Test
    void sixByFourEndsOnMove24() {
        Board board = Board.of(6, 4);
        assertThat(Score.endMove(board, 0, -1)).isEqualTo(24);
        try (Solver solver = new Solver(board, TestPositions.medium())) {
            SolveResult r = solver.solve(Position.empty(board), false);
            assertThat(r.score()).isEqualTo(-1);
            // the principal variation fills the board and the second player's last stone wins
            Position p = Position.empty(board);
            for (int c : r.pv()) {
                p.play(c);
            }
            assertThat(p.moves()).isEqualTo(24);
            assertThat(p.isWon()).isTrue();
            assertThat(p.firstToMove()).isTrue(); // the second player moved last
        }
    }

    // ---------------------------------------------------------------- (d) boards with a side below 4

    /**
     * Boards on which lines of four fit in one direction only (vertical or horizontal) or in none:
     * every reachable position, solver against brute force. Brute force finds fours on its own cell
     * array, so this also checks that the bitboard code switches off exactly the right directions.
     */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({
        "1, 4", "1, 8", "4, 1", "8, 1", "2, 4", "4, 2", "2, 7", "7, 2", "3, 3", "3, 4", "4, 3",
        "3, 5", "5, 3", "3, 6",
    })
    void everyPositionOfNarrowOrFlatBoards(int width, int height) {
        Board board = Board.of(width, height);
        List<Position> all = TestPositions.reachable(board);
        BruteForce brute = new BruteForce(board);
        try (Solver solver = new Solver(board, TestPositions.small())) {
            List<String> bad = compare(solver, brute, all);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
        }
        boolean linesFit = width >= 4 || height >= 4;
        long wins = all.stream().filter(Position::isWon).count();
        if (board.area() >= 7 && (width >= 4 || (width >= 2 && height >= 4))) {
            // (x's fourth stone is move 7; a single column alternates x and o, so it never holds
            // four of one player)
            assertThat(wins).as("games that end with four in a line on %s", board).isPositive();
        }
        if (!linesFit || width == 1) {
            assertThat(wins).as("no four fits on %s", board).isZero();
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"6, 3", "7, 2"})
    void randomPositionsOfFlatBoards(int width, int height) {
        Board board = Board.of(width, height);
        Random rnd = new Random(7L * width + height);
        List<Position> sample = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            sample.add(TestPositions.randomPosition(board, rnd, 0));
        }
        BruteForce brute = new BruteForce(board);
        try (Solver solver = new Solver(board, TestPositions.small())) {
            List<String> bad = compare(solver, brute, sample);
            assertThat(bad).as(() -> firstFew(bad)).isEmpty();
        }
    }

    /** Only a vertical line fits in a 1-wide column: the stones alternate, so nobody ever wins. */
    @Test
    void singleColumnIsAlwaysADraw() {
        for (int h = 1; h <= 31; h++) {
            Board board = Board.of(1, h);
            Position p = Position.empty(board);
            try (Solver solver = new Solver(board, TestPositions.small())) {
                while (!p.isOver()) {
                    assertThat(solver.solveScore(p, false)).as("1x%d after %d", h, p.moves()).isZero();
                    p.play(0);
                }
            }
            assertThat(p.isWon()).isFalse();
            assertThat(p.moves()).isEqualTo(h);
        }
    }
}
