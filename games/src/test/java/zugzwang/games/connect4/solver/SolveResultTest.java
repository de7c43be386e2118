package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.TestPositions;

/** Best moves, principal variation and per-column analysis against brute force on 5x4. */
class SolveResultTest {
    private static final Board BOARD = Board.of(5, 4);
    private static BruteForce brute;
    /** Random positions, open ones and some finished games. */
    private static List<Position> sample;

    @BeforeAll
    static void setUp() {
        brute = new BruteForce(BOARD);
        Random rnd = new Random(5_4_2024L);
        sample = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            sample.add(TestPositions.randomPosition(BOARD, rnd, 0));
        }
        assertThat(sample.stream().filter(Position::isOver).count()).isPositive();
    }

    /** The value of playing column c, from the mover's point of view, by brute force. */
    private static int childValue(Position p, int c) {
        Position child = p.copy();
        child.play(c);
        return -brute.score(child);
    }

    private static TreeSet<Integer> set(int[] columns) {
        TreeSet<Integer> s = new TreeSet<>();
        for (int c : columns) {
            s.add(c);
        }
        return s;
    }

    @Test
    void strongSolveGivesScoreEveryBestMoveAndAnOptimalVariation() {
        try (Solver solver = new Solver(BOARD, TestPositions.small())) {
            for (Position p : sample) {
                String where = Notation.diagramLine(p);
                int value = brute.score(p);
                SolveResult r = solver.solve(p, false);
                assertThat(r.score()).as("score of %s", where).isEqualTo(value);
                assertThat(r.weak()).isFalse();
                assertThat(r.nanos()).isNotNegative();
                if (p.isOver()) {
                    assertThat(r.bestMoves()).as(where).isEmpty();
                    assertThat(r.pv()).as(where).isEmpty();
                    continue;
                }
                // best moves: exactly the legal columns whose value is the score, each once
                TreeSet<Integer> expected = new TreeSet<>();
                for (int c : p.legalMoves()) {
                    if (childValue(p, c) == value) {
                        expected.add(c);
                    }
                }
                assertThat(r.bestMoves()).as("best moves of %s", where).doesNotHaveDuplicates();
                assertThat(set(r.bestMoves())).as("best moves of %s (score %d)", where, value).isEqualTo(expected);

                // the PV: legal, optimal for both sides at every step, and it ends the game
                assertThat(r.pv()).as(where).isNotEmpty();
                assertThat(expected).contains(r.pv()[0]);
                Position q = p.copy();
                for (int i = 0; i < r.pv().length; i++) {
                    int c = r.pv()[i];
                    assertThat(q.isOver()).as("%s: PV %s goes on after the game ended", where,
                            Arrays.toString(r.pv())).isFalse();
                    assertThat(q.canPlay(c)).as("%s: PV move %d is legal", where, i + 1).isTrue();
                    assertThat(childValue(q, c)).as("%s: PV move %d (column %d) keeps the value",
                            where, i + 1, c + 1).isEqualTo(brute.score(q));
                    q.play(c);
                }
                assertThat(q.isOver()).as("%s: PV %s ends the game", where, Arrays.toString(r.pv())).isTrue();
                SuitesTest.assertPvRealisesScore(p, r.pv(), value);
            }
        }
    }

    /**
     * Positions that are their own mirror image (every such position of 5×4), with one and two
     * threads: the best moves are the brute force's. Their children come in mirror pairs, and
     * {@code solve} tests one child of each pair (the tests side by side on two threads).
     */
    @Test
    void symmetricPositionsGetEveryBestMove() {
        List<Position> symmetric = new ArrayList<>();
        for (Position p : TestPositions.reachable(BOARD)) {
            if (!p.isOver() && p.key() == p.mirrorKey()) {
                symmetric.add(p);
            }
        }
        assertThat(symmetric).hasSizeGreaterThan(50);
        for (int threads : new int[] {1, 2}) {
            try (Solver solver = new Solver(BOARD, TestPositions.small().withThreads(threads))) {
                for (Position p : symmetric) {
                    int value = brute.score(p);
                    TreeSet<Integer> expected = new TreeSet<>();
                    for (int c : p.legalMoves()) {
                        if (childValue(p, c) == value) {
                            expected.add(c);
                        }
                    }
                    SolveResult r = solver.solve(p, false);
                    assertThat(set(r.bestMoves())).as("%s, %d threads", Notation.diagramLine(p), threads)
                            .isEqualTo(expected);
                    SolveResult weak = solver.solve(p, true);
                    TreeSet<Integer> weakExpected = new TreeSet<>();
                    for (int c : p.legalMoves()) {
                        if (Integer.signum(childValue(p, c)) == Integer.signum(value)) {
                            weakExpected.add(c);
                        }
                    }
                    assertThat(set(weak.bestMoves())).as("weak, %s", Notation.diagramLine(p)).isEqualTo(weakExpected);
                }
            }
        }
    }

    @Test
    void analyzeGivesTheValueOfEveryColumn() {
        try (Solver solver = new Solver(BOARD, TestPositions.small())) {
            for (Position p : sample) {
                Integer[] scores = solver.analyze(p, false);
                assertThat(scores).hasSize(BOARD.width());
                for (int c = 0; c < BOARD.width(); c++) {
                    String where = Notation.diagramLine(p) + " column " + (c + 1);
                    if (p.canPlay(c)) {
                        assertThat(scores[c]).as(where).isEqualTo(childValue(p, c));
                    } else {
                        assertThat(scores[c]).as(where).isNull();
                    }
                }
                if (!p.isOver()) {
                    // the best column's value is the position's value
                    int max = Arrays.stream(scores).filter(s -> s != null).mapToInt(Integer::intValue).max().getAsInt();
                    assertThat(max).isEqualTo(brute.score(p));
                }
            }
        }
    }

    /**
     * With two threads the moves' searches run side by side on one table (a thread that finds no
     * move left joins one still open); each move's value is told once, as it is known, and equals
     * brute force. The table is kept from position to position, as the server keeps it.
     */
    @Test
    void analyzeWithTwoThreadsTellsEveryMoveOnceWithItsValue() {
        try (Solver solver = new Solver(BOARD, TestPositions.small().withThreads(2))) {
            solver.keepTables(true);
            for (boolean weak : new boolean[] {false, true}) {
                for (Position p : sample) {
                    String where = Notation.diagramLine(p) + (weak ? " weak" : "");
                    java.util.Map<Integer, Integer> told = new java.util.concurrent.ConcurrentHashMap<>();
                    java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
                    Integer[] scores = solver.analyze(p, weak, (c, v) -> {
                        calls.incrementAndGet();
                        told.put(c, v);
                    });
                    int playable = 0;
                    for (int c = 0; c < BOARD.width(); c++) {
                        if (p.canPlay(c)) {
                            playable++;
                            int v = childValue(p, c);
                            assertThat(scores[c]).as("%s column %d", where, c + 1).isEqualTo(weak ? Integer.signum(v) : v);
                            assertThat(told.get(c)).as("%s column %d told", where, c + 1).isEqualTo(scores[c]);
                        } else {
                            assertThat(scores[c]).as(where).isNull();
                        }
                    }
                    assertThat(calls.get()).as(where).isEqualTo(playable);
                }
            }
        }
    }

    /** Columns that are full (the game not over) give null: the 4x4 test covers other boards too. */
    @Test
    void analyzeGivesNullExactlyForFullColumns() {
        Position p = TestPositions.playDigits(BOARD, "1111"); // column 1 full, x and o alternate
        assertThat(p.isOver()).isFalse();
        try (Solver solver = new Solver(BOARD, TestPositions.small())) {
            Integer[] scores = solver.analyze(p, false);
            assertThat(scores[0]).isNull();
            for (int c = 1; c < BOARD.width(); c++) {
                assertThat(scores[c]).isEqualTo(childValue(p, c));
            }
            // a finished game: nothing can be played
            Position won = TestPositions.playDigits(BOARD, "1212121");
            assertThat(won.isWon()).isTrue();
            assertThat(solver.analyze(won, false)).containsOnlyNulls();
        }
    }

    /**
     * {@link SolveResult#bestMoves()} is documented as "in centre-first order" (5 columns: 3 2 4 1 5).
     * The solver lists the table's move first, then the others centre-first, so this can fail.
     */
    @Test
    void bestMovesAreInCentreFirstOrder() {
        int[] rank = new int[BOARD.width()];
        int[] centreFirst = {2, 1, 3, 0, 4};
        for (int i = 0; i < centreFirst.length; i++) {
            rank[centreFirst[i]] = i;
        }
        List<String> bad = new ArrayList<>();
        try (Solver solver = new Solver(BOARD, TestPositions.small())) {
            for (Position p : sample) {
                int[] best = solver.solve(p, false).bestMoves();
                for (int i = 1; i < best.length; i++) {
                    if (rank[best[i - 1]] > rank[best[i]]) {
                        bad.add(Notation.diagramLine(p) + ": best moves (0-based) " + Arrays.toString(best));
                        break;
                    }
                }
            }
        }
        assertThat(bad).as(() -> bad.size() + " positions, first ones:\n"
                + String.join("\n", bad.subList(0, Math.min(5, bad.size())))).isEmpty();
    }

    /**
     * Weak mode: the score is only the sign, the best moves are every column that keeps that
     * outcome, the PV keeps the outcome at every step.
     */
    @Test
    void weakSolveGivesOutcomeAndEveryMoveThatKeepsIt() {
        List<String> bad = new ArrayList<>();
        try (Solver solver = new Solver(BOARD, TestPositions.small())) {
            for (Position p : sample) {
                if (p.isOver()) {
                    continue;
                }
                String where = Notation.diagramLine(p);
                int outcome = Integer.signum(brute.score(p));
                SolveResult r = solver.solve(p, true);
                assertThat(r.weak()).isTrue();
                if (r.score() != outcome) {
                    bad.add(where + ": weak score " + r.score() + ", expected " + outcome);
                }
                TreeSet<Integer> expected = new TreeSet<>();
                for (int c : p.legalMoves()) {
                    if (Integer.signum(childValue(p, c)) == outcome) {
                        expected.add(c);
                    }
                }
                if (!set(r.bestMoves()).equals(expected)) {
                    bad.add(where + ": weak best moves " + set(r.bestMoves()) + ", expected " + expected);
                }
                Position q = p.copy();
                for (int c : r.pv()) {
                    if (q.isOver() || !q.canPlay(c) || Integer.signum(childValue(q, c)) != Integer.signum(brute.score(q))) {
                        bad.add(where + ": weak PV " + Arrays.toString(r.pv()) + " is illegal or changes the outcome");
                        break;
                    }
                    q.play(c);
                }
                if (!q.isOver()) {
                    bad.add(where + ": weak PV " + Arrays.toString(r.pv()) + " does not end the game");
                }
            }
        }
        assertThat(bad).as(() -> bad.size() + " problems, first ones:\n"
                + String.join("\n", bad.subList(0, Math.min(10, bad.size())))).isEmpty();
    }

    @Test
    void weakAnalyzeGivesTheOutcomeOfEveryColumn() {
        List<String> bad = new ArrayList<>();
        try (Solver solver = new Solver(BOARD, TestPositions.small())) {
            for (Position p : sample) {
                Integer[] scores = solver.analyze(p, true);
                for (int c = 0; c < BOARD.width(); c++) {
                    Integer expected = p.canPlay(c) ? Integer.signum(childValue(p, c)) : null;
                    if (!java.util.Objects.equals(scores[c], expected)) {
                        bad.add(Notation.diagramLine(p) + " column " + (c + 1) + ": weak analyze " + scores[c]
                                + ", expected " + expected);
                    }
                }
            }
        }
        assertThat(bad).as(() -> bad.size() + " problems, first ones:\n"
                + String.join("\n", bad.subList(0, Math.min(10, bad.size())))).isEmpty();
    }

    /**
     * The smallest pin of the weak-score bug on the standard board: after 4455 the side to move
     * wins (strong score 18), so weak solving must say 1.
     */
    @Test
    void weakScoreOf4455IsOne() {
        Position p = TestPositions.playDigits(Board.STANDARD, "4455");
        try (Solver solver = new Solver(Board.STANDARD, TestPositions.small())) {
            assertThat(solver.solveScore(p, false)).isEqualTo(18);
            assertThat(solver.solveScore(p, true)).isEqualTo(1);
        }
    }
}
