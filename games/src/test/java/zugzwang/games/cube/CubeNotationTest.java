package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link CubeNotation} (games of hexadecimal digits, one-line diagrams) and
 * {@link CubeReachability}: the three spellings of a game, diagram round trips, every error with
 * its message, and reachability against forward enumeration (every board of up to 5 stones, every
 * position within 6 plies) and against a brute-force search over building orders on random boards.
 */
class CubeNotationTest {
    private static final String EMPTY_LAYER = "..../..../..../....";

    /** A diagram from its four layers (bottom first), each "row/row/row/row". */
    private static String diagram(String z0, String z1, String z2, String z3) {
        return z0 + "|" + z1 + "|" + z2 + "|" + z3;
    }

    // ---- games ---------------------------------------------------------------------------------

    @Test
    void theThreeSpellingsOfAGameAreTheSameGame() {
        CubePosition p = CubeNotation.parse("0FC3484B7");
        for (String text : new String[] {"0 F C 3 4 8 4 B 7", "0,f,c,3,4,8,4,b,7", "  0fc3484b7 ", "0, F, C,3 4\t8 4 B 7",
                "0,,F  C,,3484b7"}) {
            CubePosition q = CubeNotation.parse(text);
            assertThat(q).as(text).isEqualTo(p);
            assertThat(q.played()).isEqualTo(9);
            for (int i = 0; i < 9; i++) {
                assertThat(q.playedColumn(i)).isEqualTo(p.playedColumn(i));
            }
        }
        assertThat(CubeNotation.columns("0 F C 3 4 8 4 B 7")).containsExactly(0, 15, 12, 3, 4, 8, 4, 11, 7);
        // x: 0, C, 4, 4 (on top of the first), 7; o: F, 3, 8, B
        long x = bits(0, 12, 4, 16 + 4, 7);
        long o = bits(15, 3, 8, 11);
        assertThat(p.first()).isEqualTo(x);
        assertThat(p.second()).isEqualTo(o);
        assertThat(p.player()).isEqualTo(1);
        assertThat(p.stones()).isEqualTo(9);
        assertThat(CubeNotation.sequence(CubeNotation.columns("0,f,c,3,4,8,4,b,7"))).isEqualTo("0FC3484B7");
        assertThat(CubeNotation.parse("")).isEqualTo(CubePosition.empty());
        assertThat(CubeNotation.parse("  ,, ").stones()).isZero();
        for (int c = 0; c < 16; c++) {
            assertThat(CubeNotation.column(c)).isEqualTo("0123456789ABCDEF".substring(c, c + 1));
        }
        assertThat(CubeNotation.isDiagram("0FC3484B7")).isFalse();
        assertThat(CubeNotation.isDiagram("0 f, c")).isFalse();
        assertThat(CubeNotation.isDiagram(p.diagram())).isTrue();
        assertThat(CubeGame.get().parse("0 F C 3 4 8 4 B 7").key()).isEqualTo(CubeGame.get().state(p).key());
    }

    private static long bits(int... cells) {
        long b = 0;
        for (int c : cells) {
            b |= 1L << c;
        }
        return b;
    }

    @Test
    void theDocumentedDiagramIsTheGame03FC() {
        String d = "x..o/..../..../o..x|" + EMPTY_LAYER + "|" + EMPTY_LAYER + "|" + EMPTY_LAYER;
        CubePosition p = CubeNotation.parse(d);
        assertThat(p).isEqualTo(CubeNotation.parse("03FC"));
        assertThat(p.played()).isZero();
        assertThat(p.first()).isEqualTo(bits(0, 15));
        assertThat(p.second()).isEqualTo(bits(3, 12));
        assertThat(p.diagram()).isEqualTo(d);
        assertThat(p.toString()).isEqualTo(d);
        // blanks anywhere, upper case
        assertThat(CubeNotation.parse(" X..O / .... / .... / O..X | " + EMPTY_LAYER + " |" + EMPTY_LAYER + "|\n" + EMPTY_LAYER))
                .isEqualTo(p);
        assertThat(CubeNotation.picture(p.first(), p.second())).isEqualTo(
                "z=1   z=2   z=3   z=4   columns\n"
                        + "x..o  ....  ....  ....  0123\n"
                        + "....  ....  ....  ....  4567\n"
                        + "....  ....  ....  ....  89AB\n"
                        + "o..x  ....  ....  ....  CDEF\n");
        // a stone in layer z = 1 of column 5 (x = 1, y = 1)
        CubePosition q = CubeNotation.parse("55");
        assertThat(q.diagram()).isEqualTo("..../.x../..../....|..../.o../..../....|" + EMPTY_LAYER + "|" + EMPTY_LAYER);
    }

    /** Random positions (games that are won, drawn or under way) read back from their diagrams. */
    @Test
    void diagramsRoundTrip() {
        Random rnd = new Random(41);
        int won = 0;
        for (int t = 0; t < 3_000; t++) {
            CubePosition p = t % 2 == 0 ? CubeTestPositions.randomGame(rnd, 64)
                    : CubeTestPositions.longGame(rnd, rnd.nextInt(65));
            won += p.isWon() ? 1 : 0;
            String d = p.diagram();
            assertThat(d).hasSize(79).matches("([.xo]{4}/){3}[.xo]{4}(\\|([.xo]{4}/){3}[.xo]{4}){3}");
            CubePosition q = CubeNotation.parse(d);
            assertThat(q).isEqualTo(p);
            assertThat(q.stones()).isEqualTo(p.stones());
            assertThat(q.diagram()).isEqualTo(d);
            assertThat(CubeNotation.parse(d.toUpperCase())).isEqualTo(p);
            assertThat(CubeNotation.parse(CubeNotation.sequence(columnsOf(p)))).isEqualTo(p);
        }
        assertThat(won).isGreaterThan(1_000);
        CubePosition draw = CubeNotation.parse(CubeTestPositions.DRAWN_GAME);
        assertThat(CubeNotation.parse(draw.diagram())).isEqualTo(draw);
    }

    private static int[] columnsOf(CubePosition p) {
        int[] cols = new int[p.played()];
        for (int i = 0; i < cols.length; i++) {
            cols[i] = p.playedColumn(i);
        }
        return cols;
    }

    // ---- errors --------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        // games
        "G; move 1: 'G' is not a column (columns are the hexadecimal digits 0-F)",
        "0FG3; move 3: 'G' is not a column",
        "0 1 -2; move 3: '-' is not a column",
        "00000; move 5: column 0 is full",
        "1 F F F F F; move 6: column F is full",
        "01010101; move 8 (column 1): the game was already won by move 7",
        "0101010A; move 8 (column A): the game was already won by move 7",
        // diagrams: shape
        "..../..../..../....|..../..../..../....|..../..../..../....; diagram has 3 layers; give 4, bottom first, separated by '|'",
        "..../..../..../....|..../..../..../....|..../..../..../....|..../..../..../....|..../..../..../....; diagram has 5 layers",
        "..../..../..../....|..../..../....|..../..../..../....|..../..../..../....; diagram layer 2 ('..../..../....') has 3 rows; give 4 separated by '/'",
        "..../..../..../....|..../..../..../....|..../..../..../..../....|..../..../..../....; diagram layer 3",
        "..../..../...../....|..../..../..../....|..../..../..../....|..../..../..../....; diagram layer 1, row 3 ('.....') has 5 cells; give 4",
        "..../..../..../....|..../..../..../....|..../..../..../....|..../.../..../....; diagram layer 4, row 2 ('...') has 3 cells",
        "x.../..../..../....|..../..z./..../....|..../..../..../....|..../..../..../....; diagram layer 2, row 2, cell 3: 'z' is not one of . x o",
        "x.../..../..../...1|..../..../..../....|..../..../..../....|..../..../..../....; diagram layer 1, row 4, cell 4: '1' is not one of . x o",
        // diagrams: stones
        "..../..../..../....|..../.x../..../....|..../..../..../....|..../..../..../....; column 5 has a stone in layer 2 floating above an empty cell",
        "x.../..../..../....|..../..../..../....|..../..../..../....|..../..../..../...o; column F has a stone in layer 4 floating",
        "xx../..../..../....|..../..../..../....|..../..../..../....|..../..../..../....; the diagram has 2 x and 0 o stones; x moves first, so x must have as many stones as o or one more",
        "o.../..../..../....|..../..../..../....|..../..../..../....|..../..../..../....; the diagram has 0 x and 1 o stones",
        "xxxx/oooo/..../....|..../..../..../....|..../..../..../....|..../..../..../....; both players have four in a line; no game reaches this position",
        "xxxx/ooo./o.../....|..../..../..../....|..../..../..../....|..../..../..../....; x has four in a line but x is to move; the game would have ended before",
        "oooo/xxx./x.x./....|..../..../..../....|..../..../..../....|..../..../..../....; o has four in a line but o is to move",
        "o.../..../..../....|x.../..../..../....|..../..../..../....|..../..../..../....; no order of alternating moves builds these columns (x moves first)",
        "xxxx/xxxx/o.../....|ooo./ooo./..../....|..../..../..../....|..../..../..../....; no order of moves reaches this position without an earlier four in a line",
    })
    void badInputGivesOneClearLine(String text, String message) {
        assertThatThrownBy(() -> CubeNotation.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message)
                .hasMessageNotContaining("\n");
        // the game API reports the same
        assertThatThrownBy(() -> CubeGame.get().parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @Test
    void aMoveAfterAFullBoardIsRejected() {
        assertThatThrownBy(() -> CubeNotation.parse(CubeTestPositions.DRAWN_GAME + "0"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move 65 (column 0): the board is full");
        assertThat(CubeNotation.parse(CubeTestPositions.DRAWN_GAME).isFull()).isTrue();
    }

    @Test
    void stonesOfBothPlayersOnOneCellAreRejected() {
        assertThatThrownBy(() -> CubeNotation.fromStones(1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a cell holds stones of both players");
    }

    /** The unreachable diagrams of the error list are unreachable by the brute force too; a near variant is not. */
    @Test
    void theUnreachableExamplesAgreeWithTheBruteForce() {
        // o below x in a lone column
        assertReachable(bits(16), bits(0), false);
        // x has two fours (rows 0 and 1 of the bottom layer); his top stones are 3 and 7, and
        // without either the other four remains: no stone of his can have come last
        long o = bits(8, 16, 17, 18, 20, 21, 22);
        assertReachable(bits(0, 1, 2, 3, 4, 5, 6, 7), o, false);
        // with 9 instead of 7 only row 0 is a four, and its top stone 3 can come last
        assertReachable(bits(0, 1, 2, 3, 4, 5, 6, 9), o, true);
    }

    private static void assertReachable(long first, long second, boolean expected) {
        assertThat(Brute.reachable(first, second)).isEqualTo(expected);
        assertThat(CubeReachability.isReachable(first, second)).isEqualTo(expected);
    }

    // ---- reachability --------------------------------------------------------------------------

    /**
     * Every board of at most 5 stones that respects gravity and the counts is reachable exactly
     * when the forward search from the empty board reaches it; every position within 6 plies is
     * reachable.
     */
    @Test
    void reachabilityAgreesWithForwardEnumeration() {
        List<Set<List<Long>>> byPly = forward(6);
        int[] expected = new int[7];
        for (int n = 0; n <= 6; n++) {
            expected[n] = byPly.get(n).size();
            for (List<Long> pos : byPly.get(n)) {
                assertThat(CubeReachability.isReachable(pos.get(0), pos.get(1))).as("%s", pos).isTrue();
                if (n <= 2 || Math.floorMod(pos.hashCode(), 16) == 0) {
                    assertThat(CubeNotation.fromStones(pos.get(0), pos.get(1)).stones()).isEqualTo(n);
                }
            }
        }
        // 1, 16, 16*16 = 256 (each first stone with each reply), then fewer than 16^n by transpositions
        assertThat(expected[0]).isEqualTo(1);
        assertThat(expected[1]).isEqualTo(16);
        assertThat(expected[2]).isEqualTo(256);
        assertThat(expected[3]).isLessThan(16 * 16 * 16);
        // the converse on every gravity board of up to 5 stones with valid counts
        int[] boards = new int[6];
        int[] unreachable = new int[6];
        for (int n = 0; n <= 5; n++) {
            Set<List<Long>> reached = byPly.get(n);
            int stones = n;
            int[] counts = {0, 0};
            forEachGravityBoard(n, (first, second) -> {
                if (Long.bitCount(first) != (stones + 1) / 2) {
                    return;
                }
                counts[0]++;
                boolean reachable = reached.contains(List.of(first, second));
                counts[1] += reachable ? 0 : 1;
                assertThat(CubeReachability.isReachable(first, second)).as(CubeNotation.diagram(first, second))
                        .isEqualTo(reachable);
            });
            boards[n] = counts[0];
            unreachable[n] = counts[1];
            assertThat(boards[n] - unreachable[n]).isEqualTo(reached.size());
        }
        System.out.printf("forward positions by ply %s; gravity boards with valid counts by stones %s, unreachable %s%n",
                Arrays.toString(expected), Arrays.toString(boards), Arrays.toString(unreachable));
        // o below x in a lone column: the smallest unreachable board
        assertThat(unreachable[0]).isZero();
        assertThat(unreachable[1]).isZero();
        assertThat(unreachable[2]).isEqualTo(16);
        assertThat(unreachable[5]).isGreaterThan(1000);
    }

    /** The distinct positions after exactly n plies, n = 0..plies, by forward search. */
    private static List<Set<List<Long>>> forward(int plies) {
        List<Set<List<Long>>> out = new ArrayList<>();
        Set<List<Long>> level = new HashSet<>();
        level.add(List.of(0L, 0L));
        out.add(level);
        for (int n = 1; n <= plies; n++) {
            Set<List<Long>> next = new HashSet<>();
            for (List<Long> pos : level) {
                long first = pos.get(0);
                long second = pos.get(1);
                if (NaiveCube.hasFour(first) || NaiveCube.hasFour(second)) {
                    continue;
                }
                for (int c = 0; c < 16; c++) {
                    long cell = lowestEmpty(first | second, c);
                    if (cell == 0) {
                        continue;
                    }
                    next.add((n - 1) % 2 == 0 ? List.of(first | cell, second) : List.of(first, second | cell));
                }
            }
            out.add(next);
            level = next;
        }
        return out;
    }

    /** The lowest empty cell of column c (documented numbering), 0 if it is full. */
    private static long lowestEmpty(long filled, int c) {
        for (int z = 0; z < 4; z++) {
            long bit = NaiveCube.bit(c % 4, c / 4, z);
            if ((filled & bit) == 0) {
                return bit;
            }
        }
        return 0;
    }

    private interface BoardVisitor {
        void visit(long first, long second);
    }

    /** Every board of n stones that respects gravity, with every assignment of owners. */
    private static void forEachGravityBoard(int n, BoardVisitor visitor) {
        heights(0, n, 0L, cells -> owners(cells, 0L, 0L, visitor));
    }

    private interface CellsVisitor {
        void visit(long cells);
    }

    private static void heights(int column, int left, long cells, CellsVisitor visitor) {
        if (left == 0) {
            visitor.visit(cells);
            return;
        }
        if (column == 16) {
            return;
        }
        long c = cells;
        for (int h = 0; h <= Math.min(4, left); h++) {
            heights(column + 1, left - h, c, visitor);
            if (h < 4) {
                c |= NaiveCube.bit(column % 4, column / 4, h);
            }
        }
    }

    private static void owners(long cells, long first, long second, BoardVisitor visitor) {
        if (cells == 0) {
            visitor.visit(first, second);
            return;
        }
        long cell = cells & -cells;
        owners(cells & ~cell, first | cell, second, visitor);
        owners(cells & ~cell, first, second | cell, visitor);
    }

    /**
     * Random gravity boards with valid counts — from games (won ones included), with owners of two
     * stones swapped, or at random — against the brute-force search over building orders:
     * {@link CubeReachability#isReachable} and {@link CubeNotation#fromStones} accept exactly the
     * boards it can build.
     */
    @Test
    void reachabilityAgreesWithBruteForceOnRandomBoards() {
        Random rnd = new Random(43);
        int reachable = 0;
        int unreachable = 0;
        int wonReachable = 0;
        int wonUnreachable = 0;
        int tested = 0;
        while (tested < 4_000) {
            long[] b = candidate(rnd, tested % 4);
            int nx = Long.bitCount(b[0]);
            int no = Long.bitCount(b[1]);
            if (nx != no && nx != no + 1) {
                continue;
            }
            tested++;
            boolean brute = Brute.reachable(b[0], b[1]);
            String d = CubeNotation.diagram(b[0], b[1]);
            assertThat(CubeReachability.isReachable(b[0], b[1])).as(d).isEqualTo(brute);
            boolean accepted;
            try {
                CubePosition p = CubeNotation.fromStones(b[0], b[1]);
                assertThat(p.first()).isEqualTo(b[0]);
                assertThat(p.second()).isEqualTo(b[1]);
                accepted = true;
            } catch (IllegalArgumentException e) {
                accepted = false;
            }
            assertThat(accepted).as(d).isEqualTo(brute);
            boolean won = NaiveCube.hasFour(b[0]) || NaiveCube.hasFour(b[1]);
            if (brute) {
                reachable++;
                wonReachable += won ? 1 : 0;
            } else {
                unreachable++;
                wonUnreachable += won ? 1 : 0;
            }
        }
        System.out.printf("reachable %d (won %d), unreachable %d (won %d)%n", reachable, wonReachable, unreachable,
                wonUnreachable);
        assertThat(reachable).isGreaterThan(500);
        assertThat(unreachable).isGreaterThan(500);
        assertThat(wonReachable).isGreaterThan(50);
        assertThat(wonUnreachable).isGreaterThan(50);
        assertThat(unreachable - wonUnreachable).isPositive(); // unreachable without any four: by order alone
    }

    /**
     * 0: a random game; 1: a random game with two stones' owners swapped; 2: a random gravity
     * board whose bottom layer is mostly o and upper layers mostly x; 3: a random game won within
     * 18 stones, played on for one to three stones after it was won (reachable only if the moves can be reordered so
     * that a four comes last).
     */
    private static long[] candidate(Random rnd, int kind) {
        int length = 4 + rnd.nextInt(15);
        switch (kind) {
            case 0 -> {
                CubePosition p = CubeTestPositions.randomGame(rnd, length);
                return new long[] {p.first(), p.second()};
            }
            case 1 -> {
                CubePosition p = CubeTestPositions.randomGame(rnd, length);
                long a = nth(p.first(), rnd.nextInt(Long.bitCount(p.first())));
                long b = p.second() == 0 ? 0 : nth(p.second(), rnd.nextInt(Long.bitCount(p.second())));
                return new long[] {(p.first() & ~a) | b, (p.second() & ~b) | a};
            }
            case 2 -> {
                long first = 0;
                long second = 0;
                long filled = 0;
                int stones = 2 + rnd.nextInt(15);
                for (int i = 0; i < stones; i++) {
                    long cell = lowestEmpty(filled, rnd.nextInt(16));
                    if (cell == 0) {
                        continue;
                    }
                    filled |= cell;
                    boolean bottom = cell < (1L << 16) && cell > 0;
                    if (rnd.nextDouble() < (bottom ? 0.3 : 0.7)) {
                        first |= cell;
                    } else {
                        second |= cell;
                    }
                }
                return new long[] {first, second};
            }
            default -> {
                CubePosition p;
                do {
                    p = CubeTestPositions.randomGame(rnd, 18); // short: the brute force is exponential
                } while (!p.isWon());
                long[] b = {p.first(), p.second()};
                int extra = 1 + rnd.nextInt(3);
                for (int i = 0; i < extra; i++) {
                    long cell = lowestEmpty(b[0] | b[1], rnd.nextInt(16));
                    b[(p.stones() + i) % 2] |= cell;
                }
                return b;
            }
        }
    }

    private static long nth(long b, int n) {
        for (int i = 0; i < n; i++) {
            b &= b - 1;
        }
        return b & -b;
    }

    /**
     * The brute force: depth-first over every alternating order (x first) that places the board's
     * stones bottom-up, rejecting an order as soon as a player has four before the last stone;
     * failed partial boards are remembered.
     */
    static final class Brute {
        private final long first;
        private final long target;
        private final int total;
        private final Set<Long> failed = new HashSet<>();

        private Brute(long first, long second) {
            this.first = first;
            this.target = first | second;
            this.total = Long.bitCount(target);
        }

        static boolean reachable(long first, long second) {
            int nx = Long.bitCount(first);
            int no = Long.bitCount(second);
            if ((first & second) != 0 || (nx != no && nx != no + 1)) {
                return false;
            }
            return new Brute(first, second).from(0L, 0L, 0);
        }

        private boolean from(long x, long o, int n) {
            if (n == total) {
                return true;
            }
            if (NaiveCube.hasFour(x) || NaiveCube.hasFour(o)) {
                return false; // a four before the last stone: the game ended there
            }
            long placed = x | o;
            if (failed.contains(placed)) {
                return false;
            }
            boolean xMoves = n % 2 == 0;
            for (int c = 0; c < 16; c++) {
                long cell = lowestEmpty(placed, c);
                if (cell == 0 || (target & cell) == 0 || ((first & cell) != 0) != xMoves) {
                    continue;
                }
                if (xMoves ? from(x | cell, o, n + 1) : from(x, o | cell, n + 1)) {
                    return true;
                }
            }
            failed.add(placed);
            return false;
        }
    }
}
