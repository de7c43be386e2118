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
        System.out.printf("win squares: %d positions compared, %d winning squares, %d overline moves (standard)%n",
                checked, found, exactOnly);
        assertThat(found).isGreaterThan(5_000);
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

    /** The longest run of these stones through s with a stone on s. */
    private static int longestThrough(GomokuBoard b, boolean[] mine, int s) {
        int best = 0;
        for (int d = 0; d < 4; d++) {
            int n = 1;
            for (int t = b.step(s, d); t >= 0 && mine[t]; t = b.step(t, d)) {
                n++;
            }
            for (int t = b.step(s, d + 4); t >= 0 && mine[t]; t = b.step(t, d + 4)) {
                n++;
            }
            best = Math.max(best, n);
        }
        return best;
    }
}
