package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.games.Games;

/** Go-moku's board, rules, notation and symmetries, checked against plain scans and against the mnk game. */
class GomokuTest {
    private static final GomokuBoard STANDARD = new GomokuBoard(15, 15);

    @Test
    void theThesisBoardHasItsLinesAndSquares() {
        assertThat(STANDARD.squares()).isEqualTo(225);
        assertThat(STANDARD.words()).isEqualTo(4);
        // §5.3.2: |G5| = 572, |G6| = 500, |G7| = 432
        assertThat(STANDARD.lines(5)).hasSize(572);
        assertThat(STANDARD.lines(6)).hasSize(500);
        assertThat(STANDARD.lines(7)).hasSize(432);
        // Allis' order a1 < a2 < ... < a15 < b1: the outer squares of a line are its least and greatest
        assertThat(GomokuNotation.square(STANDARD, "a1")).isZero();
        assertThat(GomokuNotation.square(STANDARD, "a15")).isEqualTo(14);
        assertThat(GomokuNotation.square(STANDARD, "b1")).isEqualTo(15);
        assertThat(GomokuNotation.square(STANDARD, "O15")).isEqualTo(224);
        for (int[] line : STANDARD.lines(6)) {
            for (int i = 1; i < line.length; i++) {
                assertThat(line[i]).isGreaterThan(line[i - 1]);
            }
        }
    }

    @Test
    void symmetriesMapLinesToLinesAndThereAre35RepliesToTheCentre() {
        for (GomokuBoard b : List.of(STANDARD, new GomokuBoard(15, 13), new GomokuBoard(7, 7))) {
            Set<String> lines = new HashSet<>();
            b.lines(5).forEach(l -> lines.add(set(l)));
            assertThat(b.symmetries()).isEqualTo(b.width() == b.height() ? 8 : 4);
            Set<String> images = new HashSet<>();
            for (int t = 0; t < b.symmetries(); t++) {
                for (int[] l : b.lines(5)) {
                    int[] image = new int[l.length];
                    for (int i = 0; i < l.length; i++) {
                        image[i] = b.map(l[i], t);
                    }
                    assertThat(lines).contains(set(image));
                }
                int u = b.inverse(t);
                for (int s = 0; s < b.squares(); s++) {
                    assertThat(b.map(b.map(s, t), u)).isEqualTo(s);
                }
                StringBuilder sb = new StringBuilder();
                for (int s = 0; s < b.squares(); s++) {
                    sb.append(b.map(s, t)).append(',');
                }
                images.add(sb.toString());
            }
            assertThat(images).as("distinct symmetries").hasSize(b.symmetries());
        }
        // §5.1: after black's first move in the centre, white has 35 distinct moves
        Set<String> replies = new HashSet<>();
        long[] canon = new long[8];
        for (int s = 0; s < STANDARD.squares(); s++) {
            GomokuPosition p = GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8");
            if (p.isEmpty(s)) {
                p.play(s);
                p.canonical(canon);
                replies.add(java.util.Arrays.toString(canon));
            }
        }
        assertThat(replies).hasSize(35);
    }

    @Test
    void herStoneMayBeTakenAwayUnderTheStandardRuleOnlyWhereNoOtherStoneOfHersEndsAFiveNextToIt() {
        // her stone stood on a1 in the proof and stands on x here, a1 empty: the windows of five
        // ending next to a1 run along row 1 (b1-f1), column a (a2-a6) and the diagonal (b2-f6);
        // a five of hers there was an overline with a1 and is a five without it
        int a1 = GomokuNotation.square(STANDARD, "a1");
        int o15 = GomokuNotation.square(STANDARD, "o15");
        int b1 = GomokuNotation.square(STANDARD, "b1");
        for (GomokuRule rule : GomokuRule.values()) {
            boolean free = rule == GomokuRule.FREESTYLE; // fewer stones of hers: no five of hers
            assertThat(GomokuNotation.parse(STANDARD, rule, "h8,o15").mayVacate(o15, a1)).isTrue();
            // another stone of hers in a window (c1, a6, f6), but not x itself (b1) nor one beyond (g1)
            for (String other : new String[] {"c1", "a6", "f6"}) {
                GomokuPosition p = GomokuNotation.parse(STANDARD, rule, "h8,o15,i9," + other);
                assertThat(p.mayVacate(o15, a1)).as(other).isEqualTo(free);
            }
            assertThat(GomokuNotation.parse(STANDARD, rule, "h8,o15,i9,g1").mayVacate(o15, a1)).isTrue();
            assertThat(GomokuNotation.parse(STANDARD, rule, "h8,b1").mayVacate(b1, a1)).isTrue();
            assertThat(GomokuNotation.parse(STANDARD, rule, "h8,b1,i9,e1").mayVacate(b1, a1)).isEqualTo(free);
            // a black stone in the window blocks every five of hers there
            assertThat(GomokuNotation.parse(STANDARD, rule, "d1,o15,h8,c1").mayVacate(o15, a1)).isTrue();
            assertThat(GomokuNotation.parse(STANDARD, rule, "g1,o15,h8,c1").mayVacate(o15, a1)).isEqualTo(free);
            // a window that runs off the board is none: on 5x5 every window next to a1 and b2 does,
            // a4 (hers) in a2-a6 and b3-b7
            GomokuBoard small = new GomokuBoard(5, 5);
            GomokuPosition p = GomokuNotation.parse(small, rule, "c3,a4,c4,d1");
            int d1 = GomokuNotation.square(small, "d1");
            assertThat(p.mayVacate(d1, GomokuNotation.square(small, "a1"))).isTrue();
            assertThat(p.mayVacate(d1, GomokuNotation.square(small, "b2"))).isTrue();
            GomokuBoard taller = new GomokuBoard(5, 6); // a2-a6 on the board
            assertThat(GomokuNotation.parse(taller, rule, "c3,a4,c4,d1").mayVacate(
                    GomokuNotation.square(taller, "d1"), GomokuNotation.square(taller, "a1"))).isEqualTo(free);
        }
        // against a plain scan of the windows by coordinates, on random positions
        SplittableRandom r = new SplittableRandom(2026);
        int refused = 0;
        int taken = 0;
        for (GomokuBoard b : List.of(STANDARD, new GomokuBoard(6, 11))) {
            for (int game = 0; game < 200; game++) {
                int n = 2 + r.nextInt(Math.min(20, b.squares() / 3));
                GomokuPosition q = RandomPlay.anywhere(b, GomokuRule.STANDARD, r, n);
                int x = q.move(1);
                for (int y = 0; y < b.squares(); y++) {
                    if (q.isEmpty(y)) {
                        boolean scan = mayVacateByScan(b, q, x, y);
                        refused += scan ? 0 : 1;
                        taken += scan ? 1 : 0;
                        assertThat(q.mayVacate(x, y)).as("%s %s", GomokuNotation.game(q), b.name(y)).isEqualTo(scan);
                    }
                }
            }
        }
        assertThat(refused).isGreaterThan(1000);
        assertThat(taken).isGreaterThan(1000);
    }

    /**
     * Whether, in each of the 8 directions from y, the five squares next to y leave the board, hold
     * a black stone, or hold no white stone but x.
     */
    private static boolean mayVacateByScan(GomokuBoard b, GomokuPosition q, int x, int y) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (dx == 0 && dy == 0) {
                    continue;
                }
                boolean blocked = false;
                boolean hers = false;
                for (int k = 1; k <= 5; k++) {
                    int cx = b.x(y) + k * dx;
                    int cy = b.y(y) + k * dy;
                    if (cx < 0 || cy < 0 || cx >= b.width() || cy >= b.height()) {
                        blocked = true;
                        break;
                    }
                    int s = b.square(cx, cy);
                    if (q.has(0, s)) {
                        blocked = true;
                    } else if (s != x && q.has(1, s)) {
                        hers = true;
                    }
                }
                if (!blocked && hers) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void herStoneStandsForAnotherOnlyWhereItMakesNoTwoOfHers() {
        int a2 = GomokuNotation.square(STANDARD, "a2");
        int a8 = GomokuNotation.square(STANDARD, "a8");
        // the empty board's h8,a3,i9,a2, taken for h8,a3,i9,a8: a2 and a3 share a1-a5 and a2-a6
        GomokuPosition p = GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,a3,i9,a2");
        assertThat(p.alone(a2)).isFalse();
        assertThat(p.mayStandFor(a2, a8)).isFalse();
        // four squares apart (a3, a7: the window a3-a7) is together, five apart (a3, a8) alone
        assertThat(GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,a3,i9,a7").alone(
                GomokuNotation.square(STANDARD, "a7"))).isFalse();
        GomokuPosition far = GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,a3,i9,a8");
        assertThat(far.alone(a8)).isTrue();
        assertThat(far.mayStandFor(a8, a2)).isTrue();
        // a black stone between them is in every window that holds both
        assertThat(GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "a3,a2,h8,a4").alone(a2)).isTrue();
        // black's stones too: h8 and i9 share h8-l12's diagonal
        assertThat(far.alone(GomokuNotation.square(STANDARD, "i9"))).isFalse();
        // against a plain scan of the windows by coordinates, on random positions of both board shapes
        SplittableRandom r = new SplittableRandom(1994);
        int together = 0;
        for (GomokuBoard b : List.of(STANDARD, new GomokuBoard(6, 11))) {
            for (int game = 0; game < 200; game++) {
                int n = 1 + r.nextInt(Math.min(20, b.squares() / 3));
                GomokuPosition q = RandomPlay.anywhere(b, GomokuRule.FREESTYLE, r, n);
                for (int x = 0; x < b.squares(); x++) {
                    if (!q.isEmpty(x)) {
                        boolean scan = aloneByScan(b, q, x);
                        together += scan ? 0 : 1;
                        assertThat(q.alone(x)).as("%s %s", GomokuNotation.game(q), b.name(x)).isEqualTo(scan);
                    }
                }
            }
        }
        assertThat(together).isGreaterThan(100);
        assertThatThrownBy(() -> far.alone(0)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Whether no window of five through x, on the board and free of the other side's stones, holds another of x's owner's. */
    private static boolean aloneByScan(GomokuBoard b, GomokuPosition q, int x) {
        int owner = q.owner(x);
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : dirs) {
            for (int start = -4; start <= 0; start++) {
                boolean open = true;
                boolean other = false;
                for (int k = start; k < start + 5; k++) {
                    int cx = b.x(x) + k * d[0];
                    int cy = b.y(x) + k * d[1];
                    if (cx < 0 || cy < 0 || cx >= b.width() || cy >= b.height()) {
                        open = false;
                        continue;
                    }
                    int s = b.square(cx, cy);
                    if (q.has(1 - owner, s)) {
                        open = false;
                    } else if (k != 0 && q.has(owner, s)) {
                        other = true;
                    }
                }
                if (open && other) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void aWinningRowIsWhatAPlainScanFindsUnderBothRules() {
        SplittableRandom r = new SplittableRandom(1992);
        int wins = 0;
        int overlines = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (GomokuBoard b : List.of(new GomokuBoard(9, 9), new GomokuBoard(6, 11))) {
                for (int game = 0; game < 300; game++) {
                    GomokuPosition p = new GomokuPosition(b, rule);
                    boolean[][] grid = new boolean[2][b.squares()];
                    while (!p.isOver()) {
                        // stones near the previous ones, so that rows (and overlines) form
                        int s = p.stones() == 0 ? r.nextInt(b.squares()) : RandomPlay.near(b, p, r, 1);
                        int mover = p.player();
                        int expected = p.winningSquare();
                        if (expected >= 0) {
                            assertThat(wins(b, rule, grid[mover], expected)).isTrue();
                        }
                        p.play(s);
                        grid[mover][s] = true;
                        boolean scan = GomokuNotation.winning(b, rule, grid[mover]) >= 0;
                        assertThat(p.isWon()).as("%s %s", rule, GomokuNotation.game(p)).isEqualTo(scan);
                        overlines += longestRun(b, grid[mover]) > 5 ? 1 : 0;
                    }
                    wins += p.isWon() ? 1 : 0;
                }
            }
        }
        assertThat(wins).isGreaterThan(500);
        assertThat(overlines).as("positions with an overline").isGreaterThan(50);
    }

    @Test
    void anOverlineWinsInFreeStyleOnly() {
        // black a1 b1 c1 e1 f1, then d1 makes six in a row; white has a3 b3 c3 e3 g3
        String game = "a1,a3,b1,b3,c1,c3,e1,e3,f1,g3,d1";
        assertThat(GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, game).isWon()).isTrue();
        GomokuPosition std = GomokuNotation.parse(STANDARD, GomokuRule.STANDARD, game);
        assertThat(std.isWon()).isFalse();
        // under the standard rule the game goes on, and white's d3 makes exactly five (a3-e3; f3 is empty)
        assertThat(std.winningSquare()).isEqualTo(GomokuNotation.square(STANDARD, "d3"));
    }

    @Test
    void notationRoundTripsAndBadInputIsOneClearLine() {
        GomokuPosition p = GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, " H8, h9 i8 ");
        assertThat(GomokuNotation.game(p)).isEqualTo("h8,h9,i8");
        assertThat(p.player()).isEqualTo(1);
        String diagram = GomokuNotation.diagram(p);
        GomokuPosition q = GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, diagram);
        assertThat(GomokuNotation.diagram(q)).isEqualTo(diagram);
        assertThat(q.key()).isEqualTo(p.key());
        GomokuBoard small = new GomokuBoard(5, 5);
        assertThat(GomokuNotation.parse(small, GomokuRule.FREESTYLE, "...../...../..x../..o../.....").stones()).isEqualTo(2);

        assertThatThrownBy(() -> GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,p3"))
                .hasMessage("move 2: 'p3' is not a square of the 15x15 board (columns a-o, rows 1-15)");
        assertThatThrownBy(() -> GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,h16"))
                .hasMessageContaining("move 2: 'h16'");
        assertThatThrownBy(() -> GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,H8"))
                .hasMessage("move 2: h8 is taken");
        assertThatThrownBy(() -> GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "a1,b1,a2,b2,a3,b3,a4,b4,a5,b5"))
                .hasMessage("move 10 (b5): the game is already over");
        assertThatThrownBy(() -> GomokuNotation.parse(STANDARD, GomokuRule.FREESTYLE, "h8,,h9"))
                .hasMessageContaining("move 2: empty");
        assertThatThrownBy(() -> GomokuNotation.parse(small, GomokuRule.FREESTYLE, "...../...../..x../..x../....."))
                .hasMessage("diagram: 2 black and 0 white stones (black moves first: as many as white or one more)");
        assertThatThrownBy(() -> GomokuNotation.parse(small, GomokuRule.FREESTYLE, "...../..x../....."))
                .hasMessage("diagram: 3 rows, the 5x5 board has 5 (rows from the top, separated by /)");
        assertThatThrownBy(() -> GomokuNotation.parse(small, GomokuRule.FREESTYLE, "...../...../..y../...../....."))
                .hasMessage("diagram: 'y' at c3 is not . x or o");
        // white's five, but black moved last
        assertThatThrownBy(() -> GomokuNotation.parse(small, GomokuRule.FREESTYLE, "ooooo/xxx../x..../x..../x...."))
                .hasMessage("diagram: no game reaches it: white has a winning row but black moved last");
        // black's two fives that share no stone: no single last move made both
        GomokuBoard b = new GomokuBoard(7, 7);
        assertThatThrownBy(() -> GomokuNotation.parse(b, GomokuRule.FREESTYLE,
                "xxxxx../o....../ooo.o../xxxxx../......./oo.oo../......."))
                .hasMessageContaining("no game reaches it");
        // black's five with black last: a game reaches it (the last move is one of the five)
        GomokuPosition won = GomokuNotation.parse(b, GomokuRule.FREESTYLE,
                "xxxxx../......./oooo.../......./......./......./.......");
        assertThat(won.isWon()).isTrue();
        assertThat(won.player()).isEqualTo(1);
        // standard: black's six in a row is no win; some order of play avoids an earlier five
        GomokuPosition six = GomokuNotation.parse(b, GomokuRule.STANDARD,
                "xxxxxx./......./oooo.o./......./......./......./.......");
        assertThat(six.isOver()).isFalse();
        assertThat(six.stones()).isEqualTo(11);
    }

    @Test
    void theRegistryMakesItWithItsRuleAndRefusesWhatItDoesNotTake() {
        assertThat(Games.create("gomoku", null, null, null, false, null, null).game().name())
                .isEqualTo("gomoku 15x15 freestyle");
        assertThat(Games.create("gomoku", 9, 9, 5, false, null, "Standard").game().name()).isEqualTo("gomoku 9x9 standard");
        assertThat(Games.byName("gomoku 9x9 standard").name()).isEqualTo("gomoku 9x9 standard");
        assertThatThrownBy(() -> Games.create("gomoku", null, null, 4, false, null, null))
                .hasMessage("gomoku is five in a row: k must be 5");
        assertThatThrownBy(() -> Games.create("gomoku", 4, 15, null, false, null, null))
                .hasMessage("board 4x15 is impossible: width and height must be 5 to 19");
        assertThatThrownBy(() -> Games.create("gomoku", null, null, null, false, null, "renju"))
                .hasMessage("unknown rule 'renju': the rules are freestyle and standard");
        assertThatThrownBy(() -> Games.create("connect4", null, null, null, false, null, "standard"))
                .hasMessage("only gomoku takes --rule, not connect4");
    }

    @Test
    void onSmallBoardsFreeStyleHasTheValuesOfTheMnkGameWithFiveInARow() {
        // the mnk game (its own code: cells row by row from the top, k or more in a line wins) is
        // free-style go-moku on boards of at most 64 cells: DF-PN gives both the same values
        SplittableRandom r = new SplittableRandom(5);
        GomokuBoard b = new GomokuBoard(6, 6);
        GomokuGame gomoku = new GomokuGame(b, GomokuRule.FREESTYLE);
        var mnk = Games.create("mnk", 6, 6, 5, false).game();
        int decided = 0;
        for (int i = 0; i < 30; i++) {
            GomokuPosition p = new GomokuPosition(b, GomokuRule.FREESTYLE);
            List<String> cells = new ArrayList<>();
            while (p.stones() < 20 && !p.isOver()) {
                int s = r.nextInt(b.squares());
                if (p.isEmpty(s)) {
                    p.play(s);
                    cells.add(Integer.toString((b.height() - 1 - b.y(s)) * b.width() + b.x(s) + 1));
                }
            }
            if (p.isOver()) {
                continue;
            }
            GameState mine = gomoku.state(p);
            GameState theirs = mnk.parse(String.join(",", cells));
            for (int attacker = 0; attacker < 2; attacker++) {
                Outcome a = new DfpnSearch(new ProofLimits(100_000, 64L << 20)).prove(mine.copy(), attacker, Goal.WIN).outcome();
                Outcome m = new DfpnSearch(new ProofLimits(100_000, 64L << 20)).prove(theirs.copy(), attacker, Goal.WIN).outcome();
                if (a != Outcome.UNKNOWN && m != Outcome.UNKNOWN) {
                    assertThat(a).as("%s attacker %d", GomokuNotation.game(p), attacker).isEqualTo(m);
                    decided++;
                }
            }
        }
        System.out.printf("gomoku 6x6 against mnk 6x6 k5: %d answers compared%n", decided);
        assertThat(decided).isGreaterThan(20);
    }

    /** Whether a stone on s would make a winning row of these stones (by a plain scan). */
    private static boolean wins(GomokuBoard b, GomokuRule rule, boolean[] mine, int s) {
        boolean before = mine[s];
        mine[s] = true;
        boolean w = GomokuNotation.winning(b, rule, mine) >= 0;
        mine[s] = before;
        return w;
    }

    private static int longestRun(GomokuBoard b, boolean[] mine) {
        int best = 0;
        for (int s = 0; s < b.squares(); s++) {
            for (int d = 0; d < 4; d++) {
                int n = 0;
                for (int t = s; t >= 0 && mine[t]; t = b.step(t, d)) {
                    n++;
                }
                best = Math.max(best, n);
            }
        }
        return best;
    }

    private static String set(int[] line) {
        int[] c = line.clone();
        java.util.Arrays.sort(c);
        return java.util.Arrays.toString(c);
    }
}
