package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Connect4Position;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.TestPositions;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;

/**
 * The solver's static knowledge, checked directly against exhaustive search: every bound the
 * {@link FollowUp} strategy claims holds (Claimeven's at even empty cells, the odd threat's at odd
 * ones, on one word and on two), and every move {@link MoveOrder} calls an outright win
 * wins with the earliest possible stone.
 */
class KnowledgeTest {
    @Test
    void followUpBoundsHoldOnEvery4x4Position() {
        Board board = Board.of(4, 4);
        checkFollowUp(board, TestPositions.reachable(board), 5_000);
    }

    @Test
    void followUpBoundsHoldOnSamplesOfOtherBoards() {
        for (int[] wh : new int[][] {{5, 4}, {4, 5}, {5, 5}, {6, 4}, {7, 4}}) {
            Board board = Board.of(wh[0], wh[1]);
            Random rnd = new Random(7 * wh[0] + wh[1]);
            List<Position> sample = new ArrayList<>();
            int minStones = board.area() >= 25 ? 11 : 0;
            for (int i = 0; i < 3000; i++) {
                sample.add(TestPositions.randomPosition(board, rnd, minStones));
            }
            checkFollowUp(board, sample, 50);
        }
    }

    /** Every bound claimed holds; and the bound is claimed often enough to matter. */
    private static void checkFollowUp(Board board, List<Position> positions, int expectedAtLeast) {
        int[] claims = checkBound(board, positions, false, "follow-up", 0,
                p -> FollowUp.bound(board, p.current(), p.opponent(), p.mask()));
        assertThat(claims[0]).as("positions with a follow-up bound on %s", board).isGreaterThanOrEqualTo(expectedAtLeast);
        assertThat(claims[1]).as("positions where the follower surely wins on %s", board).isPositive();
    }

    @Test
    void oddThreatBoundsHoldOnEvery4x4Position() {
        Board board = Board.of(4, 4);
        checkOddThreat(board, TestPositions.reachable(board), 1000);
    }

    @Test
    void oddThreatBoundsHoldOnSamplesOfOtherBoards() {
        // odd heights too: there the first player moves with an odd number of empty cells; late
        // positions (at most 12 empty cells), where the bound fires most
        for (int[] wh : new int[][] {{5, 4}, {4, 5}, {5, 5}, {6, 4}, {7, 4}, {6, 5}}) {
            Board board = Board.of(wh[0], wh[1]);
            Random rnd = new Random(11 * wh[0] + wh[1]);
            checkOddThreat(board, TestPositions.randomOpenPositions(board, rnd, board.area() - 12, 30_000), 100);
        }
    }

    /**
     * Every odd-threat bound claimed holds against brute force; it is claimed often enough to
     * matter, sometimes below -1 (a threat low in its column).
     */
    private static void checkOddThreat(Board board, List<Position> positions, int expectedAtLeast) {
        int[] claims = checkBound(board, positions, true, "odd-threat", -1, p -> {
            int bound = FollowUp.oddThreatBound(board, p.current(), p.mask(), board.winningCells(p.opponent(), p.mask()));
            assertThat(bound == FollowUp.NONE || bound < 0).as("a loss or nothing: %d", bound).isTrue();
            return bound;
        });
        assertThat(claims[0]).as("positions with an odd-threat bound on %s", board).isGreaterThanOrEqualTo(expectedAtLeast);
        if (board.height() >= 5) { // below -1 needs a threat with at least three cells above it
            assertThat(claims[1]).as("bounds below -1 on %s", board).isPositive();
        }
    }

    /**
     * Brute force against every bound {@code bound} claims ({@link FollowUp#NONE}: none) at the
     * unfinished positions with an odd ({@code odd}) or even number of empty cells; returns how
     * many it claimed, and how many of those were below {@code below}.
     */
    private static int[] checkBound(Board board, List<Position> positions, boolean odd, String what, int below,
            ToIntFunction<Position> bound) {
        BruteForce brute = new BruteForce(board);
        int[] claims = new int[2];
        for (Position p : positions) {
            if (p.isOver() || (((board.area() - p.moves()) & 1) != 0) != odd) {
                continue;
            }
            int b = bound.applyAsInt(p);
            if (b == FollowUp.NONE) {
                continue;
            }
            claims[0]++;
            claims[1] += b < below ? 1 : 0;
            assertThat(brute.score(p)).as("%s bound %d of %s", what, b, Notation.diagramLine(p)).isLessThanOrEqualTo(b);
        }
        return claims;
    }

    /**
     * Along games of the 7×6 end-game set (Test_L3_R1) continued at random for up to 20 moves:
     * every bound claimed against the solver's exact score searched without it.
     */
    @Test
    void oddThreatBoundsHoldAlongGamesOf7x6() {
        Suite suite = Suite.load("Test_L3_R1");
        Board board = suite.board();
        int[] claimed = new int[1];
        int[] deep = new int[1];
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64L << 20).withThreads(1)
                .withOddThreat(false))) {
            alongGames(suite.entries().stream().map(e -> TestPositions.playDigits(board, e.sequence())), 76, p -> {
                int bound = FollowUp.oddThreatBound(board, p.current(), p.mask(),
                        board.winningCells(p.opponent(), p.mask()));
                if (bound != FollowUp.NONE) {
                    claimed[0]++;
                    deep[0] += bound < -1 ? 1 : 0;
                    assertThat(solver.solveScore(p, false)).as("odd-threat bound %d of %s", bound,
                            Notation.diagramLine(p)).isLessThanOrEqualTo(bound);
                }
            });
        }
        assertThat(claimed[0]).isGreaterThanOrEqualTo(100);
        assertThat(deep[0]).isPositive();
    }

    /**
     * The two-word bound on a board beyond 64 bits, where a column straddles the two words (10×6:
     * seven bits a column, column 9 holds bits 63 to 69): along Steininger's 10×6 end-game set and
     * random continuations of it, every bound claimed against the two-word solver's exact score
     * searched without it; some of them with the straddling column odd (the threat's column, or
     * one of the other odd columns whose lowest cells the bound gives us).
     */
    @Test
    void twoWordOddThreatBoundsHoldAcrossTheWordBoundary() {
        Suite suite = Suite.load("10x6_endgame_L1");
        WideBoard board = suite.wideBoard();
        assertThat(board.columnLo(9)).isNotZero();
        assertThat(board.columnHi(9)).isNotZero();
        int[] claimed = new int[1];
        int[] straddling = new int[1];
        try (WideSolver solver = new WideSolver(board, SolverOptions.defaults().withMemory(64L << 20).withThreads(1)
                .withOddThreat(false))) {
            alongGames(suite.entries().stream().map(e -> Notation.parseWide(e.sequence(), board)), 106, p -> {
                long oppLo = p.currentLo() ^ p.maskLo();
                long oppHi = p.currentHi() ^ p.maskHi();
                int bound = WideFollowUp.oddThreatBound(board, p.currentLo(), p.currentHi(), p.maskLo(), p.maskHi(),
                        board.winningLo(oppLo, oppHi, p.maskLo()), board.winningHi(oppLo, oppHi, p.maskHi()));
                if (bound != WideFollowUp.NONE) {
                    claimed[0]++;
                    // an odd number of empty cells in the straddling column
                    straddling[0] += ((board.height() - p.heightOf(9)) & 1) != 0 ? 1 : 0;
                    assertThat(solver.solveScore(p, false)).as("odd-threat bound %d of %s", bound, p.diagram())
                            .isLessThanOrEqualTo(bound);
                }
            });
        }
        assertThat(claimed[0]).isGreaterThanOrEqualTo(50);
        assertThat(straddling[0]).isPositive();
    }

    /**
     * Each game from {@code starts} and its random continuation (up to 20 moves, random from
     * {@code seed}): {@code check} sees every position on the way with an odd number of empty
     * cells, the positions the odd-threat bound is asked about.
     */
    private static <P extends Connect4Position> void alongGames(Stream<P> starts, long seed, Consumer<P> check) {
        Random rnd = new Random(seed);
        starts.forEach(p -> {
            for (int step = 0; step < 20 && !p.isOver(); step++) {
                if (((p.board().area() - p.moves()) & 1) != 0) {
                    check.accept(p);
                }
                int[] legal = p.legalMoves();
                p.play(legal[rnd.nextInt(legal.length)]);
            }
        });
    }

    @Test
    void outrightWinsFoundByTheMoveOrderAreWins() {
        int found = 0;
        for (int[] wh : new int[][] {{4, 4}, {5, 4}, {4, 5}}) {
            Board board = Board.of(wh[0], wh[1]);
            BruteForce brute = new BruteForce(board);
            MoveOrder order = new MoveOrder(board);
            Random rnd = new Random(wh[0] * 31 + wh[1]);
            for (int i = 0; i < 4000; i++) {
                Position p = TestPositions.randomPosition(board, rnd, 0);
                if (p.isOver() || p.canWinNext() || p.moves() > board.area() - 3) {
                    continue;
                }
                long candidates = nonLosingMoves(board, p);
                if (candidates == 0 || order.order(p.moves(), candidates, p.current(), p.mask(),
                        board.winningCells(p.opponent(), p.mask())) != MoveOrder.WIN) {
                    continue;
                }
                found++;
                int column = order.winningColumn();
                Position child = p.copy();
                child.play(column);
                // a win with our stone after next: move moves + 3
                int expected = Score.win(board, p.moves() + 3);
                assertThat(-brute.score(child)).as("outright win %d in %s", column + 1, Notation.diagramLine(p))
                        .isEqualTo(expected);
                assertThat(brute.score(p)).isEqualTo(expected);
            }
        }
        assertThat(found).isGreaterThan(100);
    }

    /** The moves the search would consider: parry the single threat, never play below one. */
    private static long nonLosingMoves(Board board, Position p) {
        long threats = board.winningCells(p.opponent(), p.mask());
        long candidates = board.playable(p.mask());
        long forced = candidates & threats;
        if (forced != 0) {
            if (Long.bitCount(forced) > 1) {
                return 0;
            }
            candidates = forced;
        }
        return candidates & ~(threats >>> 1);
    }
}
