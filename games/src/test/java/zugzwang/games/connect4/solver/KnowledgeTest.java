package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Score;
import zugzwang.games.connect4.TestPositions;

/**
 * The solver's static knowledge, checked directly against exhaustive search: every bound the
 * {@link FollowUp} strategy claims holds, and every move {@link MoveOrder} calls an outright win
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
        BruteForce brute = new BruteForce(board);
        int claimed = 0;
        int lossClaims = 0;
        for (Position p : positions) {
            if (p.isOver() || ((board.area() - p.moves()) & 1) != 0) {
                continue;
            }
            int bound = FollowUp.bound(board, p.current(), p.opponent(), p.mask());
            if (bound == FollowUp.NONE) {
                continue;
            }
            claimed++;
            if (bound < 0) {
                lossClaims++;
            }
            assertThat(brute.score(p)).as("follow-up bound %d of %s", bound, Notation.diagramLine(p))
                    .isLessThanOrEqualTo(bound);
        }
        assertThat(claimed).as("positions with a follow-up bound on %s", board).isGreaterThanOrEqualTo(expectedAtLeast);
        assertThat(lossClaims).as("positions where the follower surely wins on %s", board).isPositive();
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
