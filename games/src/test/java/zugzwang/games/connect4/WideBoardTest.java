package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The two-word board ({@link WideBoard}, {@link WidePosition}) against a naive cell array on boards
 * beyond 64 bits, and against the one-word board on boards that fit both.
 */
class WideBoardTest {

    private static boolean bit(long lo, long hi, WideBoard b, int c, int r) {
        return ((lo & b.cellLo(c, r)) | (hi & b.cellHi(c, r))) != 0;
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"8, 8", "9, 7", "10, 6", "12, 5", "16, 4", "11, 5", "2, 63", "25, 4", "4, 4", "7, 6"})
    void randomGamesAgreeWithANaiveCellArray(int w, int h) {
        WideBoard board = WideBoard.of(w, h);
        Random rnd = new Random(w * 100L + h);
        // key -> the cells it stands for: two positions never share a key
        Map<String, String> keys = new HashMap<>();
        for (int game = 0; game < 60; game++) {
            WidePosition p = WidePosition.empty(board);
            NaiveBoard n = new NaiveBoard(w, h);
            int[] played = new int[w * h];
            while (!p.isOver()) {
                int mover = (n.moves & 1) + 1;
                // the winning cells and the win test against the naive array
                long wLo = board.winningLo(p.currentLo(), p.currentHi(), p.maskLo());
                long wHi = board.winningHi(p.currentLo(), p.currentHi(), p.maskHi());
                for (int c = 0; c < w; c++) {
                    for (int r = 0; r < h; r++) {
                        boolean expected = n.cells[c][r] == 0 && n.lineThrough(mover, c, r);
                        assertThat(bit(wLo, wHi, board, c, r)).as("%dx%d cell %d,%d", w, h, c, r).isEqualTo(expected);
                        assertThat(p.at(c, r).ordinal()).isEqualTo(n.cells[c][r]);
                    }
                }
                long pLo = board.playableLo(p.maskLo());
                long pHi = board.playableHi(p.maskLo(), p.maskHi());
                // the empty cells of the columns with an odd number of them, from their lowest cells
                long oLo = board.oddColumnBottomsLo(p.maskLo());
                long oHi = board.oddColumnBottomsHi(p.maskLo(), p.maskHi());
                long eLo = board.emptyRunsLo(p.maskLo(), oLo);
                long eHi = board.emptyRunsHi(p.maskLo(), p.maskHi(), oLo, oHi);
                for (int c = 0; c < w; c++) {
                    for (int r = 0; r < h; r++) {
                        boolean expected = r >= n.heights[c] && ((h - n.heights[c]) & 1) != 0;
                        assertThat(bit(eLo, eHi, board, c, r)).as("%dx%d odd run %d,%d", w, h, c, r).isEqualTo(expected);
                    }
                }
                for (int c = 0; c < w; c++) {
                    assertThat(p.canPlay(c)).isEqualTo(n.heights[c] < h);
                    for (int r = 0; r < h; r++) {
                        assertThat(bit(pLo, pHi, board, c, r)).isEqualTo(r == n.heights[c]);
                    }
                }
                String k = Long.toHexString(p.keyHi()) + ":" + Long.toHexString(p.keyLo());
                String before = keys.putIfAbsent(k, n.signature());
                assertThat(before == null || before.equals(n.signature())).as("key %s", k).isTrue();
                // the mirror image's key is the key of the mirrored cells
                WidePosition m = p.mirrored();
                String mk = Long.toHexString(m.keyHi()) + ":" + Long.toHexString(m.keyLo());
                String mb = keys.putIfAbsent(mk, n.mirroredSignature());
                assertThat(mb == null || mb.equals(n.mirroredSignature())).as("mirror key %s", mk).isTrue();
                long[] back = new long[2];
                board.mirror(m.keyLo(), m.keyHi(), back);
                assertThat(back).containsExactly(p.keyLo(), p.keyHi());
                long[] both = new long[2];
                board.mirror(p.keyLo(), p.keyHi(), both);
                assertThat(both).containsExactly(m.keyLo(), m.keyHi());

                int[] legal = p.legalMoves();
                int c = legal[rnd.nextInt(legal.length)];
                boolean wins = p.isWinningMove(c);
                played[p.moves()] = c;
                int row = n.heights[c];
                p.play(c);
                n.play(c);
                assertThat(p.isWon()).isEqualTo(n.lineThrough(mover, c, row)).isEqualTo(wins);
                assertThat(p.moves()).isEqualTo(n.moves);
                // undo and redo the move: the same position
                if (rnd.nextInt(4) == 0) {
                    long cl = p.currentLo(), ch = p.currentHi(), ml = p.maskLo(), mh = p.maskHi();
                    p.undo();
                    n.undo(c);
                    assertThat(p.moves()).isEqualTo(n.moves);
                    p.play(c);
                    n.play(c);
                    assertThat(new long[] {p.currentLo(), p.currentHi(), p.maskLo(), p.maskHi()})
                            .containsExactly(cl, ch, ml, mh);
                }
            }
            assertThat(p.isWon() || p.moves() == w * h).isTrue();
        }
    }

    /** On a board that fits one word the two-word sets are the one-word sets, high word 0. */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"7, 6", "8, 7", "4, 4", "9, 5", "6, 9", "1, 63"})
    void theTwoWordBoardIsTheOneWordBoardWhereBothFit(int w, int h) {
        Board one = Board.of(w, h);
        WideBoard two = WideBoard.of(w, h);
        Random rnd = new Random(w * 31L + h);
        for (int game = 0; game < 200; game++) {
            Position p = Position.empty(one);
            WidePosition q = WidePosition.empty(two);
            while (!p.isOver()) {
                long cur = p.current();
                long mask = p.mask();
                assertThat(q.currentLo()).isEqualTo(cur);
                assertThat(q.maskLo()).isEqualTo(mask);
                assertThat(two.winningLo(cur, 0, mask)).isEqualTo(one.winningCells(cur, mask));
                assertThat(two.winningHi(cur, 0, 0)).isZero();
                assertThat(two.playableLo(mask)).isEqualTo(one.playable(mask));
                assertThat(two.playableHi(mask, 0)).isZero();
                assertThat(two.keyLo(cur, mask)).isEqualTo(one.key(cur, mask));
                assertThat(two.keyHi(cur, 0, mask, 0)).isZero();
                long[] mirrored = new long[2];
                two.mirror(cur, 0, mirrored);
                assertThat(mirrored[0]).isEqualTo(one.mirror(cur));
                assertThat(two.hasFour(cur ^ mask, 0)).isEqualTo(one.hasFour(cur ^ mask));
                assertThat(two.oddColumnBottomsLo(mask)).isEqualTo(one.oddColumnBottoms(mask));
                assertThat(two.lowerOfPairsLo(mask)).isEqualTo(one.lowerOfPairs(mask));
                assertThat(two.upperOfPairsLo(mask)).isEqualTo(one.upperOfPairs(mask));
                long odd = one.oddColumnBottoms(mask);
                assertThat(two.emptyRunsLo(mask, odd)).isEqualTo(one.emptyRuns(mask, odd));
                assertThat(two.emptyRunsHi(mask, 0, odd, 0)).isZero();
                assertThat(one.emptyRuns(mask, one.playable(mask))).isEqualTo(one.cellMask() & ~mask);
                assertThat(q.canWinNext()).isEqualTo(p.canWinNext());
                int[] legal = p.legalMoves();
                assertThat(q.legalMoves()).containsExactly(legal);
                int c = legal[rnd.nextInt(legal.length)];
                p.play(c);
                q.play(c);
            }
            assertThat(q.isWon()).isEqualTo(p.isWon());
            assertThat(q.diagram()).isEqualTo(p.diagram());
        }
    }

    @Test
    void boardsBeyond128BitsAreRefusedInOneLine() {
        assertThatThrownBy(() -> WideBoard.of(13, 9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("board 13x9 is too large: width * (height + 1) = 130 exceeds the 128 bits of a bitboard");
        assertThatThrownBy(() -> Board.of(10, 6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("exceeds the 64 bits");
        assertThat(WideBoard.of(2, 63).keyBits()).isEqualTo(128);
        assertThat(WideBoard.of(16, 7).keyBits()).isEqualTo(128);
    }
}
