package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The verifier's rules: the squares where a side wins at once, kept stone by stone, against a plain scan. */
class GomokuWinSquaresTest {
    @Test
    void winSquaresAreThoseAPlainScanFindsAsStonesComeAndGo() {
        SplittableRandom r = new SplittableRandom(225);
        long checked = 0;
        long found = 0;
        long exactOnly = 0;
        long openFours = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (GomokuBoard b : List.of(new GomokuBoard(15, 15), new GomokuBoard(7, 9), new GomokuBoard(19, 19))) {
                for (int game = 0; game < 30; game++) {
                    GomokuWinSquares w = new GomokuWinSquares(b, rule);
                    GomokuPosition p = new GomokuPosition(b, rule);
                    boolean[][] grid = new boolean[2][b.squares()];
                    List<Integer> played = new ArrayList<>();
                    while (!p.isOver() && p.stones() < b.squares()) {
                        found += compare(b, rule, w, grid);
                        checked++;
                        if (checked % 7 == 0) {
                            openFours += compareOpenFours(b, rule, w, grid);
                        }
                        int s = p.stones() == 0 ? r.nextInt(b.squares()) : RandomPlay.near(b, p, r, 3);
                        int side = p.player();
                        if (rule == GomokuRule.STANDARD && longestThrough(b, grid[side], s) > 5) {
                            exactOnly++;
                        }
                        p.play(s);
                        if (p.isWon()) {
                            break; // the tracker answers about positions where the game goes on
                        }
                        w.place(s, side);
                        grid[side][s] = true;
                        played.add(s);
                    }
                    // and back: every stone taken off again, in reverse order
                    for (int i = played.size() - 1; i >= 0; i--) {
                        int s = played.get(i);
                        w.remove(s, i & 1);
                        grid[i & 1][s] = false;
                        found += compare(b, rule, w, grid);
                        checked++;
                    }
                }
            }
        }
        System.out.printf("win squares: %d positions compared, %d winning squares, %d overline moves (standard),"
                + " %d open fours%n", checked, found, exactOnly, openFours);
        assertThat(found).isGreaterThan(5_000);
        assertThat(openFours).isGreaterThan(200);
        assertThat(exactOnly).as("standard-rule moves into an overline").isGreaterThan(5);
    }

    @Test
    void aSquareThatMakesSixWinsInFreeStyleOnly() {
        GomokuBoard b = new GomokuBoard(15, 15);
        int[] out = new int[4];
        for (GomokuRule rule : GomokuRule.values()) {
            GomokuWinSquares w = new GomokuWinSquares(b, rule);
            for (String s : List.of("a1", "b1", "c1", "e1", "f1")) {
                w.place(GomokuNotation.square(b, s), 0);
            }
            int n = w.winSquares(0, out, 4);
            // d1 is the only square that completes a row, and it makes six (a1-f1)
            assertThat(n).as("%s", rule).isEqualTo(rule == GomokuRule.FREESTYLE ? 1 : 0);
            // with a1 white instead (black's stones moved to a3, a5 elsewhere), d1 makes b1-f1: exactly five
            w.place(GomokuNotation.square(b, "a3"), 1);
            w.remove(GomokuNotation.square(b, "a1"), 0);
            w.place(GomokuNotation.square(b, "a1"), 1);
            w.place(GomokuNotation.square(b, "a5"), 0);
            w.remove(GomokuNotation.square(b, "a3"), 1);
            w.place(GomokuNotation.square(b, "a3"), 0);
            assertThat(w.winSquares(0, out, 4)).isEqualTo(1);
            assertThat(b.name(out[0])).isEqualTo("d1");
        }
    }

    /** Asserts the tracker's win squares of both sides are the plain scan's; returns how many there are. */
    private static int compare(GomokuBoard b, GomokuRule rule, GomokuWinSquares w, boolean[][] grid) {
        int n = 0;
        for (int side = 0; side < 2; side++) {
            List<Integer> scan = new ArrayList<>();
            for (int s = 0; s < b.squares(); s++) {
                if (!grid[0][s] && !grid[1][s]) {
                    grid[side][s] = true;
                    if (GomokuNotation.winning(b, rule, grid[side]) >= 0) {
                        scan.add(s);
                    }
                    grid[side][s] = false;
                }
            }
            int[] out = new int[b.squares()];
            int k = w.winSquares(side, out, out.length);
            List<Integer> tracked = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                tracked.add(out[i]);
            }
            assertThat(tracked).isEqualTo(scan);
            assertThat(w.canWin(side)).isEqualTo(!scan.isEmpty());
            n += k;
            // a limit of two gives the first two
            int two = w.winSquares(side, out, 2);
            assertThat(two).isEqualTo(Math.min(2, scan.size()));
        }
        return n;
    }

    /**
     * Asserts, for each side without a win in one, the tracker's open four (the least square where the side's stone
     * leaves it two winning squares and the other side none) and its two squares are a plain
     * scan's, and so are the squares where its stone makes a window of four; and, where the side
     * has no win in one, that every move of the other side's off the open four's square, its two
     * squares and her window-of-four squares leaves the open four winning (the verifier's rule,
     * docs/proof-format.md). Returns how many open fours there were.
     */
    private static int compareOpenFours(GomokuBoard b, GomokuRule rule, GomokuWinSquares w, boolean[][] grid) {
        int n = 0;
        for (int side = 0; side < 2; side++) {
            if (!wins(b, rule, grid, side).isEmpty()) {
                continue; // asked only where the side has no five in one (the verifier asks that first)
            }
            int[] fives = new int[2];
            int four = w.openFour(side, fives);
            int scanned = -1;
            List<Integer> scannedFives = null;
            for (int s = 0; s < b.squares() && scanned < 0; s++) {
                if (empty(grid, s)) {
                    grid[side][s] = true;
                    List<Integer> mine = wins(b, rule, grid, side);
                    if (mine.size() >= 2 && wins(b, rule, grid, 1 - side).isEmpty()) {
                        scanned = s;
                        scannedFives = mine.subList(0, 2);
                    }
                    grid[side][s] = false;
                }
            }
            assertThat(four).isEqualTo(scanned);
            long[] fourSquares = w.fourSquares(side);
            List<int[]> windows = b.lines(5);
            for (int s = 0; s < b.squares(); s++) {
                boolean makesFour = false;
                if (empty(grid, s)) {
                    grid[side][s] = true;
                    for (int[] window : windows) {
                        int count = 0;
                        boolean through = false;
                        for (int t : window) {
                            count += grid[side][t] ? 1 : grid[1 - side][t] ? 9 : 0;
                            through |= t == s;
                        }
                        makesFour |= through && count == 4;
                    }
                    grid[side][s] = false;
                }
                assertThat((fourSquares[s >>> 6] >>> s & 1) != 0).as("%s makes four", b.name(s)).isEqualTo(makesFour);
            }
            if (four < 0) {
                continue;
            }
            n++;
            assertThat(List.of(fives[0], fives[1])).isEqualTo(scannedFives);
            if (!wins(b, rule, grid, 1 - side).isEmpty()) {
                continue; // the rule is used where neither side wins in one
            }
            long[] walked = new long[b.words()];
            assertThat(w.openFourReplies(side, walked)).isTrue();
            long[] her = w.fourSquares(1 - side);
            for (int m = 0; m < b.squares(); m++) {
                boolean inSet = (walked[m >>> 6] >>> m & 1) != 0;
                assertThat(inSet).isEqualTo(m == four || m == fives[0] || m == fives[1]
                        || (her[m >>> 6] >>> m & 1) != 0);
                if (!empty(grid, m) || inSet) {
                    continue;
                }
                grid[1 - side][m] = true;
                grid[side][four] = true;
                assertThat(wins(b, rule, grid, side).size()).as("after %s", b.name(m)).isGreaterThanOrEqualTo(2);
                assertThat(wins(b, rule, grid, 1 - side)).as("after %s", b.name(m)).isEmpty();
                grid[side][four] = false;
                grid[1 - side][m] = false;
            }
        }
        return n;
    }

    private static boolean empty(boolean[][] grid, int s) {
        return !grid[0][s] && !grid[1][s];
    }

    /** The empty squares where side's stone makes five (exactly five under the standard rule), by a plain scan. */
    private static List<Integer> wins(GomokuBoard b, GomokuRule rule, boolean[][] grid, int side) {
        List<Integer> out = new ArrayList<>();
        for (int q = 0; q < b.squares(); q++) {
            if (!empty(grid, q)) {
                continue;
            }
            boolean win = false;
            for (int d = 0; d < 4 && !win; d++) {
                int len = runThrough(b, grid[side], q, d);
                win = rule == GomokuRule.FREESTYLE ? len >= 5 : len == 5;
            }
            if (win) {
                out.add(q);
            }
        }
        return out;
    }

    /** The longest run of these stones through s with a stone on s. */
    private static int longestThrough(GomokuBoard b, boolean[] mine, int s) {
        int best = 0;
        for (int d = 0; d < 4; d++) {
            best = Math.max(best, runThrough(b, mine, s, d));
        }
        return best;
    }

    /** The run of these stones through s in direction d (and its opposite, d + 4) with a stone on s. */
    private static int runThrough(GomokuBoard b, boolean[] mine, int s, int d) {
        int n = 1;
        for (int t = b.step(s, d); t >= 0 && mine[t]; t = b.step(t, d)) {
            n++;
        }
        for (int t = b.step(s, d + 4); t >= 0 && mine[t]; t = b.step(t, d + 4)) {
            n++;
        }
        return n;
    }
}
