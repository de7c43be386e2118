package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.popout.PopOutReachability.Verdict;

/**
 * {@link PopOutReachability} against the forward breadth-first search from the empty board over
 * every gravity board of small sizes, its paths replayed by {@link PopOutState}, and 7x6 examples.
 */
class PopOutReachabilityTest {
    /**
     * Every gravity board: the verdict equals membership of the forward search's reachable set
     * (which matches the thesis' Table 10 on 4x4), and nothing is left undecided.
     */
    @ParameterizedTest
    @CsvSource({
        "1,1,2", "1,2,5", "2,1,8", "1,5,38", "1,6,71", "5,1,238", "2,2,45", "2,3,209", "3,2,335", "3,3,3311",
        "2,4,850", "4,2,2319", "3,4,26569", "4,3,47380", "2,6,10724", "5,2,16131", "4,4,692427"
    })
    void agreesWithForwardSearchOnEveryBoard(int width, int height, long reachable) {
        PopOutReachabilityCensus c = PopOutReachabilityCensus.of(Board.of(width, height));
        long total = 0;
        for (long[][] a : c.counts) {
            for (long[] k : a) {
                total += k[1];
            }
        }
        assertThat(total).isEqualTo(reachable);
        assertThat(c.disagreements).isZero();
        assertThat(c.undecided).isZero();
    }

    /** The census' classification on 4x4: some four-free boards that are not full are unreachable. */
    @Test
    void census4x4() {
        PopOutReachabilityCensus c = PopOutReachabilityCensus.of(Board.of(4, 4));
        assertThat(c.boards).isEqualTo(31L * 31 * 31 * 31);
        assertThat(c.counts[1][0]).containsExactly(4_814L, 492_399L);   // four-free, not full
        assertThat(c.counts[1][1]).containsExactly(0L, 16_688L);        // four-free, full
        assertThat(c.counts[0][0]).containsExactly(186_777L, 173_995L); // with a four, not full
        assertThat(c.counts[0][1]).containsExactly(39_503L, 9_345L);    // with a four, full
    }

    /** Every path of a reachable 3x3 and 4x4 board replays legally to that board. */
    @Test
    void pathsReplay() {
        for (Board b : new Board[] {Board.of(3, 3), Board.of(4, 4), Board.of(2, 6)}) {
            PopOutGame game = new PopOutGame(b, 0);
            PopOutReachability check = new PopOutReachability(b);
            long[] replayed = new long[1];
            PopOutReachabilityCensus.forEachBoard(b, (white, mask) -> {
                if (check.decide(white, mask) == Verdict.REACHABLE) {
                    assertReplays(game, check.path(), white, mask);
                    replayed[0]++;
                }
                return 0;
            });
            assertThat(replayed[0]).isEqualTo(PopOutReachabilityCensus.reachable(game).size());
        }
    }

    private static void assertReplays(PopOutGame game, int[] path, long white, long mask) {
        PopOutState s = game.start();
        for (int move : path) {
            assertThat(s.isTerminal()).isFalse();
            assertThat(s.illegality(move)).isNull();
            s.play(move);
        }
        assertThat(s.firstStones()).isEqualTo(white);
        assertThat(s.mask()).isEqualTo(mask);
    }

    /** Random 7x6 games (pops included, many positions): every position is reachable, fast. */
    @Test
    void randomGames7x6AreReachable() {
        Board b = Board.STANDARD;
        PopOutGame game = new PopOutGame(b, 0);
        PopOutReachability check = new PopOutReachability(b);
        Random rnd = new Random(42);
        int[] moves = new int[game.maxMoves()];
        long positions = 0;
        long t = System.nanoTime();
        for (int g = 0; g < 1000; g++) {
            PopOutState s = game.start();
            for (int ply = 0; ply < 200 && !s.isTerminal(); ply++) {
                int n = s.moves(moves);
                int m = moves[rnd.nextInt(n)];
                if (m == game.claimMove()) {
                    break;
                }
                s.play(m);
                assertThat(check.decide(s.firstStones(), s.mask())).isEqualTo(Verdict.REACHABLE);
                assertReplays(game, check.path(), s.firstStones(), s.mask());
                positions++;
            }
        }
        assertThat(positions).isGreaterThan(20_000);
        assertThat((System.nanoTime() - t) / 1e9).isLessThan(10.0);
    }

    /** Hand-made 7x6 boards that no legal game reaches, and near misses that are reachable. */
    @Test
    void handMade7x6() {
        Board b = Board.STANDARD;
        PopOutReachability check = new PopOutReachability(b);
        // columns 1-3 and 5-7 full with x on top, column 4 o o o x from the bottom; 40 disks: x
        // to move, so o moved last, but no column has o on top (no un-drop), and an o popped
        // from under column 4 would have made o's vertical four (the only un-pop)
        String stuck = "xxx.xxx/xxx.oox/oooxxox/oxxooxo/xxxoxoo/ooxoxxo";
        assertThat(verdict(check, b, stuck)).isEqualTo(Verdict.UNREACHABLE);
        assertThat(check.visited()).isZero();
        assertThat(check.reason(white(b, stuck), mask(b, stuck))).contains("no legal game");
        // an o on top of column 4: o moved last and may have dropped it
        String more = "xxx.xxx/xxxooox/oooxxox/oxxooxo/xxxoxoo/ooxoxxo";
        assertThat(verdict(check, b, more)).isEqualTo(Verdict.REACHABLE);
        assertReplays(new PopOutGame(b, 0), check.path(), white(b, more), mask(b, more));
        // x's vertical four with x to move: only an o pop can give x a four, and an o put
        // under any column leaves the four standing
        String vertical = "x....../x....../x....../x......";
        assertThat(verdict(check, b, vertical)).isEqualTo(Verdict.UNREACHABLE);
        assertThat(check.reason(white(b, vertical), mask(b, vertical))).contains("no legal last move");
        // with an o on top, x moved last: the o cannot be un-dropped (not x's), and an x put
        // under any column leaves x's four standing
        assertThat(verdict(check, b, "o....../x....../x....../x....../x......")).isEqualTo(Verdict.UNREACHABLE);
        // x's bottom-row four with x to move: o popped and an x fell into the gap
        String row = "xxxx...";
        assertThat(verdict(check, b, row)).isEqualTo(Verdict.REACHABLE);
        assertReplays(new PopOutGame(b, 0), check.path(), white(b, row), mask(b, row));
        // both fours, x to move: o's pop made them both (o wins); upside down no pop can
        String both = "oooo.../xxxx...";
        assertThat(verdict(check, b, both)).isEqualTo(Verdict.REACHABLE);
        assertReplays(new PopOutGame(b, 0), check.path(), white(b, both), mask(b, both));
        assertThat(verdict(check, b, "xxxx.../oooo...")).isEqualTo(Verdict.UNREACHABLE);
        // the Connect-4 win 4455667: reachable by drops alone
        assertThat(verdict(check, b, "......./......./......./......./...ooo./...xxxx"))
                .isEqualTo(Verdict.REACHABLE);
    }

    private static Verdict verdict(PopOutReachability check, Board b, String diagram) {
        return check.decide(white(b, diagram), mask(b, diagram));
    }

    /** The x cells of a diagram (rows top first, '/'-separated). */
    static long white(Board b, String diagram) {
        return cells(b, diagram, 'x');
    }

    /** The occupied cells of a diagram. */
    static long mask(Board b, String diagram) {
        return cells(b, diagram, 'x') | cells(b, diagram, 'o');
    }

    private static long cells(Board b, String diagram, char which) {
        String[] rows = diagram.split("/");
        long r = 0;
        for (int i = 0; i < rows.length; i++) {
            for (int c = 0; c < rows[i].length(); c++) {
                if (rows[i].charAt(c) == which) {
                    r |= b.cell(c, rows.length - 1 - i);
                }
            }
        }
        return r;
    }

    /** A budget too small for the question gives UNDECIDED, not a guess. */
    @Test
    void budget() {
        Board b = Board.STANDARD;
        PopOutReachability tiny = new PopOutReachability(b, 3);
        String d = "......./......./......./......./...ooo./...xxxx";
        assertThat(tiny.decide(white(b, d), mask(b, d))).isEqualTo(Verdict.UNDECIDED);
        assertThat(tiny.path()).isEmpty();
        assertThat(new PopOutReachability(b).decide(white(b, d), mask(b, d))).isEqualTo(Verdict.REACHABLE);
        assertThatThrownBy(() -> new PopOutReachability(b, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> tiny.decide(0, b.cell(0, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("column 1 has a floating disk");
    }
}
