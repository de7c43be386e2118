package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.popout.PopOutReachability.Verdict;

/**
 * PopOut's reachability check on two words ({@link WidePopOutReachability}): the one-word check's
 * verdicts, visits and paths on boards that fit both; every position of a random game beyond 64
 * bits reachable, by a path that replays to it; a board and its mirror image (columns of the low
 * word swapped with the high word's) decided alike.
 */
class WidePopOutReachabilityTest {

    /** A random gravity board: {white low, white high, mask low, mask high} (random heights and colours). */
    private static long[] randomBoard(WideBoard b, SplittableRandom random, int maxHeight) {
        long[] s = new long[4];
        for (int c = 0; c < b.width(); c++) {
            int h = random.nextInt(Math.min(maxHeight, b.height()) + 1);
            for (int r = 0; r < h; r++) {
                s[2] |= b.cellLo(c, r);
                s[3] |= b.cellHi(c, r);
                if (random.nextBoolean()) {
                    s[0] |= b.cellLo(c, r);
                    s[1] |= b.cellHi(c, r);
                }
            }
        }
        return s;
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"4, 4", "5, 4", "4, 5"})
    void agreesWithTheOneWordCheck(int width, int height) {
        Board one = Board.of(width, height);
        WideBoard two = WideBoard.of(width, height);
        PopOutReachability a = new PopOutReachability(one);
        WidePopOutReachability b = new WidePopOutReachability(two);
        SplittableRandom random = new SplittableRandom(width * 31L + height);
        int[] verdicts = new int[3];
        for (int i = 0; i < 3000; i++) {
            long[] s = randomBoard(two, random, height);
            Verdict va = a.decide(s[0], s[2]);
            Verdict vb = b.decide(s[0], s[1], s[2], s[3]);
            assertThat(vb).isEqualTo(va);
            assertThat(b.visited()).isEqualTo(a.visited());
            assertThat(b.path()).containsExactly(a.path());
            if (va == Verdict.UNREACHABLE) {
                assertThat(b.reason(s[0], s[1], s[2], s[3])).isEqualTo(a.reason(s[0], s[2]));
            }
            verdicts[va.ordinal()]++;
        }
        assertThat(verdicts[Verdict.REACHABLE.ordinal()]).isPositive();
        assertThat(verdicts[Verdict.UNREACHABLE.ordinal()]).isPositive();
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"8, 8", "10, 6", "13, 5", "16, 4"})
    void everyPositionOfARandomGameIsReachableByAPathThatReplaysToIt(int width, int height) {
        WidePopOutGame g = new WidePopOutGame(WideBoard.of(width, height));
        WidePopOutReachability check = new WidePopOutReachability(g.board());
        SplittableRandom random = new SplittableRandom(width + 100L * height);
        for (int game = 0; game < 40; game++) {
            WidePopOutState s = g.start();
            int length = random.nextInt(3 * width * height / 2);
            for (int i = 0; i < length && !s.isTerminal(); i++) {
                int[] m = new int[2 * width + 1];
                int n = s.moves(m);
                int[] pops = Arrays.stream(m, 0, n).filter(x -> x >= width && x < 2 * width).toArray();
                s.play(pops.length > 0 && random.nextInt(3) == 0 ? pops[random.nextInt(pops.length)] : m[random.nextInt(n)]);
            }
            assertThat(check.decide(s.whiteLo(), s.whiteHi(), s.maskLo(), s.maskHi())).as(PopOutNotation.format(s))
                    .isEqualTo(Verdict.REACHABLE);
            WidePopOutState replay = g.start();
            for (int move : check.path()) {
                assertThat(replay.isTerminal()).isFalse();
                replay.play(move);
            }
            assertThat(PopOutNotation.diagram(replay)).isEqualTo(PopOutNotation.diagram(s));
            // the diagram reads back as the same disks
            WidePopOutState read = g.parse(PopOutNotation.diagramLine(s));
            assertThat(PopOutNotation.diagram(read)).isEqualTo(PopOutNotation.diagram(s));
            assertThat(read.player()).isEqualTo(s.player() ^ (s.drawClaimed() ? 1 : 0));
        }
    }

    /** A board and its mirror image get the same verdict: columns move between the words. */
    @Test
    void mirrorImagesAreDecidedAlike() {
        WideBoard b = WideBoard.of(13, 5);
        WidePopOutReachability check = new WidePopOutReachability(b);
        SplittableRandom random = new SplittableRandom(1305);
        int[] verdicts = new int[3];
        long[] w = new long[2];
        long[] m = new long[2];
        for (int i = 0; i < 3000; i++) {
            long[] s = randomBoard(b, random, 3);
            Verdict v = check.decide(s[0], s[1], s[2], s[3]);
            b.mirror(s[0], s[1], w);
            b.mirror(s[2], s[3], m);
            assertThat(check.decide(w[0], w[1], m[0], m[1])).isEqualTo(v);
            verdicts[v.ordinal()]++;
        }
        assertThat(verdicts[Verdict.REACHABLE.ordinal()]).isPositive();
        assertThat(verdicts[Verdict.UNREACHABLE.ordinal()]).isPositive();
    }

    @Test
    void impossibleDiagramsAreRefusedWithTheReason() {
        WidePopOutGame g = new WidePopOutGame(WideBoard.of(16, 4));
        String empty = "................";
        assertThatThrownBy(() -> g.parse(empty + "/" + empty + "/.............x../" + empty))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("column 14, row 2")
                .hasMessageContaining("floats");
        // o moved last (8 disks), and x has a four that no move of o makes from a four-free board
        assertThatThrownBy(() -> g.parse("............x.../............x.../............xx.x/............xo.o"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unreachable diagram")
                .hasMessageContaining("no legal last move");
        // x dropped, o dropped on it: White to move
        assertThat(g.parse(".............o../.............x..").player()).isZero();
    }
}
