package zugzwang.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.core.game.GameState;
import zugzwang.core.game.Symmetries;
import zugzwang.core.search.MoveOrdering;

/** The rules, notation, keys and symmetries of the m,n,k-games. */
class MnkGameTest {
    private static final MnkGame TTT = MnkGame.ticTacToe();

    private static String rows(String... r) {
        return String.join("\n", r);
    }

    // ------------------------------------------------------------------ rules

    @Test
    void cellsAreNumberedRowByRowFromTheTopLeft() {
        assertThat(TTT.parse("1").toString()).isEqualTo(rows("x..", "...", "..."));
        assertThat(TTT.parse("9").toString()).isEqualTo(rows("...", "...", "..x"));
        assertThat(TTT.parse("34").toString()).isEqualTo(rows("..x", "o..", "..."));
        MnkGame wide = new MnkGame(5, 2, 2, false);
        assertThat(wide.parse("6,10").toString()).isEqualTo(rows(".....", "x...o"));
        GameState s = TTT.start();
        s.play(0);
        assertThat(s.toString()).isEqualTo(TTT.parse("1").toString());
        assertThat(s.moveName(0)).isEqualTo("1");
        assertThat(s.moveName(8)).isEqualTo("9");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "12457,   column by the first player",
        "41526,   row by the first player",
        "12539,   diagonal by the first player",
        "31527,   anti-diagonal by the first player",
        "124598,  column by the second player",
        "172869,  row by the second player",
        "213549,  diagonal by the second player",
        "132587,  anti-diagonal by the second player",
        "1524873, row by the first player on move 7",
        "15,      no win",
        "5193,    no win",
        "51937,   no win",
    })
    void winsInAllFourDirections(String moves, String what) {
        GameState s = TTT.parse(moves);
        boolean expectWin = !what.startsWith("no win");
        assertThat(s.isTerminal()).as(what).isEqualTo(expectWin);
        if (expectWin) {
            int t = moves.length();
            assertThat(s.value()).as(what).isEqualTo(-(9 + 2 - t) / 2);
            int[] buf = new int[9];
            assertThat(s.moves(buf)).isZero();
        }
    }

    @Test
    void aFullBoardWithoutALineIsADraw() {
        GameState s = TTT.parse("123547869");
        assertThat(s.toString()).isEqualTo(rows("xox", "xoo", "oxx"));
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isZero();
        assertThat(s.moves(new int[9])).isZero();
    }

    @Test
    void valueOfANonTerminalPositionThrows() {
        assertThatThrownBy(() -> TTT.parse("15").value()).isInstanceOf(IllegalStateException.class);
    }

    /** A win whose winning stone is move t scores (cells + 2 - t) / 2 for the winner. */
    @Test
    void valueConvention() {
        assertThat(TTT.parse("12457").value()).isEqualTo(-3);      // t = 5: (11 - 5) / 2
        assertThat(TTT.parse("124598").value()).isEqualTo(-2);     // t = 6: (11 - 6) / 2 = 2
        assertThat(TTT.parse("1524873").value()).isEqualTo(-2);    // t = 7
        assertThat(TTT.maxValue()).isEqualTo(5);
        MnkGame k1 = new MnkGame(4, 3, 1, false);                // 12 cells: move 1 wins
        assertThat(k1.parse("7").value()).isEqualTo(-(12 + 2 - 1) / 2).isEqualTo(-6);
        assertThat(k1.maxValue()).isEqualTo(6);
        // the second player winning on move 8 of 4x4 k3 scores (18 - 8) / 2 = 5
        MnkGame k3 = new MnkGame(4, 4, 3, false);
        GameState s = k3.parse("1,2,4,10,13,14,16,6"); // x: the corners; o: 2, 10, 14, then 6 joins them
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.ply()).isEqualTo(8);
        assertThat(s.value()).isEqualTo(-5);
    }

    @ParameterizedTest(name = "k = {0}")
    @CsvSource({"1", "2", "3", "4", "5"})
    void kInARowForEveryK(int k) {
        MnkGame g = new MnkGame(5, 5, k, false);
        // the first player fills row 3 from the left, the second row 1: x wins on move 2k - 1
        GameState s = g.start();
        for (int i = 0; i < k; i++) {
            assertThat(s.isTerminal()).isFalse();
            s.play(10 + i);
            if (i < k - 1) {
                s.play(i);
            }
        }
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.ply()).isEqualTo(2 * k - 1);
        assertThat(s.value()).isEqualTo(-(25 + 2 - (2 * k - 1)) / 2);
        // and k - 1 in a row is not a win (k > 1)
        if (k > 1) {
            GameState t = g.start();
            for (int i = 0; i < k - 1; i++) {
                t.play(10 + i);
                t.play(i);
            }
            assertThat(t.isTerminal()).isFalse();
        }
        // columns and diagonals
        assertWinAlong(g, k, 0, 5);     // down a column
        assertWinAlong(g, k, 0, 6);     // down-right diagonal
        assertWinAlong(g, k, 4, 4);     // down-left diagonal
    }

    /** The first player plays start, start + step, ... (k cells), the second far away. */
    private static void assertWinAlong(MnkGame g, int k, int start, int step) {
        GameState s = g.start();
        int[] far = {23, 9, 2, 17}; // on none of the three lines
        for (int i = 0; i < k; i++) {
            s.play(start + i * step);
            if (i < k - 1) {
                s.play(far[i]);
            }
        }
        assertThat(s.isTerminal()).as("k=" + k + " start " + start + " step " + step).isTrue();
        assertThat(s.value()).isNegative();
    }

    @Test
    void linesLongerThanTheBoardNeverWin() {
        MnkGame g = new MnkGame(3, 3, 4, false);
        assertThat(g.lines()).isEmpty();
        GameState s = g.parse("123456789");
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isZero();
    }

    @Test
    void lineCounts() {
        assertThat(TTT.lines()).hasSize(8);
        assertThat(new MnkGame(7, 6, 4, true).lines()).hasSize(69);
        assertThat(new MnkGame(3, 2, 1, false).lines()).hasSize(6); // one per cell, not four
        assertThat(new MnkGame(4, 4, 2, false).lines()).hasSize(12 + 12 + 9 + 9);
    }

    @Test
    void gravityDropsToTheLowestEmptyCell() {
        MnkGame g = new MnkGame(3, 3, 3, true);
        assertThat(g.parse("2").toString()).isEqualTo(rows("...", "...", ".x."));
        assertThat(g.parse("22").toString()).isEqualTo(rows("...", ".o.", ".x."));
        assertThat(g.parse("223").toString()).isEqualTo(rows("...", ".o.", ".xx"));
        assertThat(g.parse("2221").toString()).isEqualTo(rows(".x.", ".o.", "ox."));
        // a win along the bottom row: columns 1, 2, 3 by the first player
        GameState s = g.parse("11223");
        assertThat(s.toString()).isEqualTo(rows("...", "oo.", "xxx"));
        assertThat(s.isTerminal()).isTrue();
        assertThat(g.maxMoves()).isEqualTo(3);
        assertThat(g.moveCodes()).isEqualTo(3);
        assertThat(g.maxLength()).isEqualTo(9);
        int[] buf = new int[3];
        GameState t = g.parse("111");
        assertThat(t.moves(buf)).isEqualTo(2);
        assertThat(buf[0]).isEqualTo(1);
        assertThat(buf[1]).isEqualTo(2);
        assertThat(t.moveName(0)).isEqualTo("1");
        assertThatThrownBy(() -> t.play(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("column 1");
    }

    @Test
    void movesAreEmptyExactlyWhenTerminal() {
        Random rnd = new Random(6);
        for (MnkGame g : new MnkGame[] {TTT, new MnkGame(4, 4, 3, false), new MnkGame(5, 4, 4, true),
            new MnkGame(8, 8, 5, false), new MnkGame(2, 3, 2, true)}) {
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 200; game++) {
                GameState s = g.start();
                while (true) {
                    int n = s.moves(buf);
                    assertThat(n == 0).isEqualTo(s.isTerminal());
                    if (n == 0) {
                        assertThat(s.ply()).isLessThanOrEqualTo(g.maxLength());
                        assertThat(Math.abs(s.value())).isLessThanOrEqualTo(g.maxValue());
                        break;
                    }
                    for (int i = 0; i < n; i++) {
                        assertThat(buf[i]).isBetween(0, g.moveCodes() - 1);
                    }
                    assertThat(s.player()).isEqualTo(s.ply() % 2);
                    s.play(buf[rnd.nextInt(n)]);
                }
            }
        }
    }

    @Test
    void playUndoRoundTrips() {
        Random rnd = new Random(7);
        for (MnkGame g : new MnkGame[] {TTT, new MnkGame(5, 4, 4, true), new MnkGame(8, 8, 5, false),
            new MnkGame(7, 6, 4, false)}) {
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 100; game++) {
                GameState s = g.start();
                java.util.List<Long> keys = new java.util.ArrayList<>();
                java.util.List<String> diagrams = new java.util.ArrayList<>();
                while (!s.isTerminal()) {
                    keys.add(s.key());
                    diagrams.add(s.toString());
                    int n = s.moves(buf);
                    s.play(buf[rnd.nextInt(n)]);
                }
                GameState copy = s.copy();
                while (s.ply() > 0) {
                    s.undo();
                    assertThat(s.key()).isEqualTo(keys.get(s.ply()));
                    assertThat(s.toString()).isEqualTo(diagrams.get(s.ply()));
                    assertThat(s.isTerminal()).isFalse();
                }
                assertThat(s.key()).isZero();
                assertThatThrownBy(s::undo).isInstanceOf(IllegalStateException.class);
                // the copy kept the history: it can be undone to the start too
                assertThat(copy.isTerminal()).isTrue();
                while (copy.ply() > 0) {
                    copy.undo();
                }
                assertThat(copy.toString()).isEqualTo(g.start().toString());
            }
        }
    }

    @Test
    void illegalPlaysThrow() {
        GameState s = TTT.parse("5");
        assertThatThrownBy(() -> s.play(4)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cell 5");
        assertThatThrownBy(() -> s.play(9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> s.play(-1)).isInstanceOf(IllegalArgumentException.class);
        GameState over = TTT.parse("12457");
        assertThatThrownBy(() -> over.play(8)).isInstanceOf(IllegalArgumentException.class);
        assertThat(s.ply()).isEqualTo(1);
    }

    @Test
    void copiesAreIndependent() {
        GameState s = TTT.parse("15");
        GameState c = s.copy();
        c.play(8);
        assertThat(s.ply()).isEqualTo(2);
        assertThat(s.toString()).isEqualTo(TTT.parse("15").toString());
        assertThat(c.key()).isNotEqualTo(s.key());
        assertThat(c.game()).isSameAs(TTT);
    }

    // ------------------------------------------------------------------ notation

    @ParameterizedTest(name = "''{1}'' on {0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "3x3         | a          | move 1: 'a' is not a cell number",
        "3x3         | 1a         | move 2: 'a' is not a cell number",
        "3x3         | 1 2        | move 2: '' is not a cell number",
        "3x3         | -1         | move 1: '-' is not a cell number",
        "3x3         | 0          | move 1: cell 0 is out of range 1..9",
        "3x3         | 10         | move 2: cell 0 is out of range 1..9",
        "3x3         | 1,10       | move 2: cell 10 is out of range 1..9",
        "3x3         | 1,,2       | move 2: '' is not a cell number",
        "3x3         | '1,2,'     | move 3: '' is not a cell number",
        "3x3         | 1,99999    | move 2: '99999' is not a cell number",
        "3x3         | 11         | move 2: cell 1 is taken",
        "3x3         | 1,5,1      | move 3: cell 1 is taken",
        "3x3         | 124578     | move 6 (cell 8): the game is already over",
        "3x3         | 1235478691 | move 10 (cell 1): the game is already over",
        "3x3 gravity | 1111       | move 4: column 1 is full",
        "3x3 gravity | 4          | move 1: column 4 is out of range 1..3",
        "3x3 gravity | x          | move 1: 'x' is not a column number",
        "4x4         | 1017       | move 2: cell 0 is out of range 1..16 (with more than 9 cells separate moves with commas)",
        "4x4         | 1,17       | move 2: cell 17 is out of range 1..16",
        "4x4         | 116        | move 2: cell 1 is taken",
        "10x1 gravity | 10,11     | move 2: column 11 is out of range 1..10",
        "10x1 gravity | 310       | move 3: column 0 is out of range 1..10 (with more than 9 columns separate moves with commas)",
    })
    void notationErrors(String board, String text, String message) {
        MnkGame g = switch (board.strip()) {
            case "3x3" -> TTT;
            case "3x3 gravity" -> new MnkGame(3, 3, 3, true);
            case "4x4" -> new MnkGame(4, 4, 3, false);
            case "10x1 gravity" -> new MnkGame(10, 1, 3, true);
            default -> throw new IllegalArgumentException(board);
        };
        assertThatThrownBy(() -> g.parse(text)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void notationAccepts() {
        assertThat(TTT.parse("").ply()).isZero();
        assertThat(TTT.parse("  ").ply()).isZero();
        assertThat(TTT.parse(" 159 ").toString()).isEqualTo(TTT.parse("1,5,9").toString());
        assertThat(TTT.parse("1 , 5,9").key()).isEqualTo(TTT.parse("159").key());
        MnkGame g = new MnkGame(4, 4, 3, false);
        assertThat(g.parse("10,16,1").toString()).isEqualTo(rows("x...", "....", ".x..", "...o"));
        // without commas each digit is a move, even on a board with more than 9 cells
        assertThat(g.parse("123").ply()).isEqualTo(3);
        assertThat(new MnkGame(10, 1, 3, true).parse("10,9,8").toString()).isEqualTo(".......xox");
    }

    // ------------------------------------------------------------------ keys and symmetries

    /** Exact keys (boards up to 40 cells): equal keys exactly for equal diagrams and side to move. */
    @Test
    void exactKeysAreUnique() {
        Random rnd = new Random(8);
        for (MnkGame g : new MnkGame[] {TTT, new MnkGame(4, 4, 3, false), new MnkGame(5, 4, 4, true),
            new MnkGame(8, 5, 4, false), new MnkGame(5, 8, 4, true), new MnkGame(6, 6, 5, false)}) {
            assertThat(g.exactKeys()).isTrue();
            Map<Long, String> byKey = new HashMap<>();
            Map<String, Long> byDiagram = new HashMap<>();
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 400; game++) {
                GameState s = g.start();
                while (true) {
                    String d = s + "/" + s.player();
                    String old = byKey.putIfAbsent(s.key(), d);
                    assertThat(old == null || old.equals(d)).as(g + ": key " + s.key() + " for\n" + old + "\nand\n" + d)
                            .isTrue();
                    Long oldKey = byDiagram.putIfAbsent(d, s.key());
                    assertThat(oldKey == null || oldKey == s.key()).isTrue();
                    if (s.isTerminal()) {
                        break;
                    }
                    s.play(buf[rnd.nextInt(s.moves(buf))]);
                }
            }
            assertThat(byKey.size()).isEqualTo(byDiagram.size()).isGreaterThan(400);
        }
        assertThat(new MnkGame(8, 5, 4, false).exactKeys()).isTrue();   // 40 cells
        assertThat(new MnkGame(41, 1, 4, false).exactKeys()).isFalse();  // 41 cells: Zobrist hashes
        assertThat(new MnkGame(8, 8, 5, false).exactKeys()).isFalse();
    }

    @Test
    void everyTicTacToePositionHasItsOwnKey() {
        Map<Long, String> byKey = new HashMap<>();
        collectKeys(TTT.start(), byKey);
        assertThat(byKey).hasSize(5478);
        assertThat(new java.util.HashSet<>(byKey.values())).hasSize(5478);
    }

    private static void collectKeys(GameState s, Map<Long, String> byKey) {
        String d = s + "/" + s.player();
        String old = byKey.put(s.key(), d);
        if (old != null) {
            assertThat(old).isEqualTo(d);
            return;
        }
        int[] buf = new int[9];
        int n = s.moves(buf);
        for (int i = 0; i < n; i++) {
            s.play(buf[i]);
            collectKeys(s, byKey);
            s.undo();
        }
    }

    @ParameterizedTest(name = "{0}x{1} gravity={2}: {3}")
    @CsvSource({
        "3, 3, false, 8",
        "4, 4, false, 8",
        "5, 3, false, 4",
        "3, 5, false, 4",
        "3, 3, true,  2",
        "7, 6, true,  2",
        "1, 5, true,  1",
        "8, 8, false, 8",
    })
    void symmetryCounts(int w, int h, boolean gravity, int count) {
        assertThat(new MnkGame(w, h, 3, gravity).symmetries()).isEqualTo(count);
    }

    /**
     * Quirk (not a bug in value terms): on a board of width 1 without gravity the left-right
     * flip, the identity there, is kept: {@code symmetries()} counts 4 maps of which 2 are
     * distinct (8 with 1 distinct on 1x1); with gravity the width-1 mirror is dropped (1).
     */
    @Test
    void degenerateBoardsCountDuplicateSymmetries() {
        MnkGame column = new MnkGame(1, 4, 2, false);
        assertThat(column.symmetries()).isEqualTo(4);
        GameState s = column.parse("1");
        assertThat(s.key(1)).isEqualTo(s.key(0)); // the flip of a single column is the identity
        assertThat(new MnkGame(1, 1, 1, false).symmetries()).isEqualTo(8);
    }

    /**
     * key(s) is the key of the image under symmetry s, built by playing the mapped moves from
     * the start; and the canonical key is the same for all images.
     */
    @Test
    void keysOfImagesUnderEverySymmetry() {
        Random rnd = new Random(9);
        for (MnkGame g : new MnkGame[] {TTT, new MnkGame(4, 4, 3, false), new MnkGame(5, 3, 3, false),
            new MnkGame(5, 4, 4, true), new MnkGame(8, 8, 5, false), new MnkGame(6, 7, 4, true),
            new MnkGame(4, 4, 3, true)}) {
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 60; game++) {
                GameState s = g.start();
                java.util.List<Integer> moves = new java.util.ArrayList<>();
                while (!s.isTerminal() && rnd.nextInt(12) > 0) {
                    int m = buf[rnd.nextInt(s.moves(buf))];
                    moves.add(m);
                    s.play(m);
                }
                assertThat(s.key(0)).isEqualTo(s.key());
                for (int sym = 0; sym < g.symmetries(); sym++) {
                    GameState image = g.start();
                    for (int m : moves) {
                        image.play(s.mapMove(m, sym));
                    }
                    assertThat(image.key()).as(g + " symmetry " + sym + " of\n" + s).isEqualTo(s.key(sym));
                    assertThat(image.isTerminal()).isEqualTo(s.isTerminal());
                    if (s.isTerminal()) {
                        assertThat(image.value()).isEqualTo(s.value());
                    }
                    assertThat(Symmetries.canonicalKey(image)).isEqualTo(Symmetries.canonicalKey(s));
                }
            }
        }
    }

    @Test
    void ticTacToeSymmetriesMapCorners() {
        java.util.Set<Integer> corners = new java.util.HashSet<>();
        GameState s = TTT.start();
        for (int sym = 0; sym < 8; sym++) {
            corners.add(s.mapMove(0, sym));
            assertThat(s.mapMove(4, sym)).isEqualTo(4);
        }
        assertThat(corners).containsExactlyInAnyOrder(0, 2, 6, 8);
        // the eight images of "1 then 2" are eight different positions
        java.util.Set<Long> keys = new java.util.HashSet<>();
        GameState t = TTT.parse("12");
        for (int sym = 0; sym < 8; sym++) {
            keys.add(t.key(sym));
        }
        assertThat(keys).hasSize(8);
    }

    // ------------------------------------------------------------------ the game object

    @Test
    void constructorErrors() {
        assertThatThrownBy(() -> new MnkGame(0, 3, 3, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1");
        assertThatThrownBy(() -> new MnkGame(3, -1, 3, false)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MnkGame(13, 5, 3, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("65 cells").hasMessageContaining("64");
        assertThatThrownBy(() -> new MnkGame(Integer.MAX_VALUE, Integer.MAX_VALUE, 3, false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MnkGame(3, 3, 0, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k must be at least 1");
        assertThat(new MnkGame(8, 8, 5, false).cells()).isEqualTo(64);
        assertThat(new MnkGame(64, 1, 64, true).cells()).isEqualTo(64);
    }

    @Test
    void gameProperties() {
        assertThat(TTT.name()).isEqualTo("tictactoe");
        assertThat(new MnkGame(7, 6, 4, true).name()).isEqualTo("mnk 7x6 k4 gravity");
        assertThat(new MnkGame(4, 4, 3, false)).hasToString("mnk 4x4 k3");
        assertThat(TTT).isEqualTo(new MnkGame(3, 3, 3, false)).hasSameHashCodeAs(new MnkGame(3, 3, 3, false));
        assertThat(TTT).isNotEqualTo(new MnkGame(3, 3, 3, true));
        assertThat(TTT.maxMoves()).isEqualTo(9);
        assertThat(TTT.moveCodes()).isEqualTo(9);
        assertThat(TTT.maxLength()).isEqualTo(9);
        assertThat(TTT.historyDependent()).isFalse();
        assertThat(TTT.width()).isEqualTo(3);
        assertThat(TTT.height()).isEqualTo(3);
        assertThat(TTT.k()).isEqualTo(3);
        assertThat(TTT.gravity()).isFalse();
        assertThat(new MnkGame(5, 4, 4, true).maxValue()).isEqualTo(10);
    }

    @Test
    void centreFirstOrder() {
        int[] moves = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        MoveOrdering o = TTT.centreFirst();
        o.order(TTT.start(), moves, 9);
        assertThat(moves[0]).isEqualTo(4);                                       // the centre
        assertThat(java.util.Arrays.copyOfRange(moves, 1, 5)).containsExactlyInAnyOrder(1, 3, 5, 7); // edges
        assertThat(java.util.Arrays.copyOfRange(moves, 5, 9)).containsExactlyInAnyOrder(0, 2, 6, 8); // corners
        MnkGame g = new MnkGame(7, 6, 4, true);
        int[] cols = {0, 1, 2, 3, 4, 5, 6};
        g.centreFirst().order(g.start(), cols, 7);
        assertThat(cols).containsExactly(3, 2, 4, 1, 5, 0, 6);
        // a subset keeps its relative order
        int[] some = {6, 0, 3};
        g.centreFirst().order(g.start(), some, 3);
        assertThat(some).containsExactly(3, 0, 6);
    }
}
