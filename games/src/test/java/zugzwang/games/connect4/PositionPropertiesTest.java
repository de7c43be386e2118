package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import zugzwang.games.connect4.solver.Solver;

/**
 * Properties of {@link Position} and {@link Board} on random legal games on random board sizes
 * (width 1..9, height 1..8, {@code width * (height + 1) <= 64}), checked against naive cell-array
 * implementations.
 */
class PositionPropertiesTest {

    /** A legal game: 0-based columns, played from the empty board, never past its end. */
    record Game(Board board, int[] moves) {
        Position position() {
            return TestPositions.play(board, moves);
        }

        int[] mirroredMoves() {
            int[] m = new int[moves.length];
            for (int i = 0; i < m.length; i++) {
                m[i] = board.width() - 1 - moves[i];
            }
            return m;
        }

        @Override
        public String toString() {
            return board + " " + Notation.sequence(moves, board);
        }
    }

    /** Turns arbitrary choices into a legal game: choice i picks among the columns legal at move i. */
    static Game game(Board board, List<Integer> choices) {
        Position p = Position.empty(board);
        List<Integer> moves = new ArrayList<>();
        for (int choice : choices) {
            if (p.isOver()) {
                break;
            }
            int[] legal = p.legalMoves();
            int c = legal[choice % legal.length];
            p.play(c);
            moves.add(c);
        }
        return new Game(board, moves.stream().mapToInt(Integer::intValue).toArray());
    }

    @Provide
    Arbitrary<Board> boards() {
        return Arbitraries.integers().between(1, 9).flatMap(w ->
                Arbitraries.integers().between(1, Math.min(8, 64 / w - 1)).map(h -> Board.of(w, h)));
    }

    @Provide
    Arbitrary<Game> games() {
        return boards().flatMap(b -> Arbitraries.integers().between(0, 1 << 20).list()
                .ofMaxSize(b.area()).map(choices -> game(b, choices)));
    }

    /** Games on boards small enough for the solver to be quick from any position. */
    @Provide
    Arbitrary<Game> smallGames() {
        Arbitrary<Board> small = Arbitraries.integers().between(1, 6).flatMap(w ->
                Arbitraries.integers().between(1, 6).filter(h -> w * h <= 20).map(h -> Board.of(w, h)));
        return small.flatMap(b -> Arbitraries.integers().between(0, 1 << 20).list()
                .ofMaxSize(b.area()).map(choices -> game(b, choices)));
    }

    // ------------------------------------------------------------------ naive cell-array helpers

    /** The documented bit of cell (column, row): column c owns bits c*(height+1) ... */
    static long bit(Board b, int c, int r) {
        return 1L << (c * (b.height() + 1) + r);
    }

    static boolean has(Board b, long set, int c, int r) {
        return c >= 0 && c < b.width() && r >= 0 && r < b.height() && (set & bit(b, c, r)) != 0;
    }

    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** Whether {@code stones} hold four in a line: try every window of four cells. */
    static boolean naiveHasFour(Board b, long stones) {
        for (int c = 0; c < b.width(); c++) {
            for (int r = 0; r < b.height(); r++) {
                for (int[] d : DIRECTIONS) {
                    int k = 0;
                    while (k < 4 && has(b, stones, c + k * d[0], r + k * d[1])) {
                        k++;
                    }
                    if (k == 4) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The empty cells (not in mask) that would give {@code stones} four in a line. */
    static long naiveWinningCells(Board b, long stones, long mask) {
        long out = 0;
        for (int c = 0; c < b.width(); c++) {
            for (int r = 0; r < b.height(); r++) {
                if (has(b, mask, c, r)) {
                    continue;
                }
                long with = stones | bit(b, c, r);
                // a window of four through (c, r): start s = -3..0 steps before it
                boolean wins = false;
                for (int[] d : DIRECTIONS) {
                    for (int s = -3; s <= 0 && !wins; s++) {
                        boolean all = true;
                        for (int k = 0; k < 4 && all; k++) {
                            all = has(b, with, c + (s + k) * d[0], r + (s + k) * d[1]);
                        }
                        wins = all;
                    }
                }
                if (wins) {
                    out |= bit(b, c, r);
                }
            }
        }
        return out;
    }

    /** The diagram drawn from a naive grid: top row first, '.' 'x' 'o'. */
    static String naiveDiagram(Board b, char[][] grid) {
        StringBuilder sb = new StringBuilder();
        for (int r = b.height() - 1; r >= 0; r--) {
            for (int c = 0; c < b.width(); c++) {
                sb.append(grid[c][r]);
            }
            if (r > 0) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ examples

    @Example
    void illegalPlayAndUndo() {
        Board b = Board.of(4, 4);
        Position p = Position.empty(b);
        assertThatThrownBy(p::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> p.play(4)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("column 5");
        assertThatThrownBy(() -> p.play(-1)).isInstanceOf(IllegalArgumentException.class);
        for (int i = 0; i < 4; i++) {
            p.play(0);
        }
        assertThat(p.canPlay(0)).isFalse();
        assertThatThrownBy(() -> p.play(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("full");
        Position won = TestPositions.play(b, 0, 1, 0, 1, 0, 1, 0);
        assertThat(won.isWon()).isTrue();
        assertThat(won.isOver()).isTrue();
        assertThat(won.isDraw()).isFalse();
        assertThat(won.legalMoves()).isEmpty();
        assertThat(won.canPlay(2)).isFalse();
        assertThatThrownBy(() -> won.play(2)).isInstanceOf(IllegalStateException.class);
        // a position set up from bitboards has no history to undo
        Position set = Position.of(b, won.current(), won.mask());
        assertThat(set).isEqualTo(won);
        assertThat(set.hashCode()).isEqualTo(won.hashCode());
        assertThat(set.lastMove()).isEqualTo(-1);
        assertThatThrownBy(set::undo).isInstanceOf(IllegalStateException.class);
        // but moves played on it can be taken back
        Position open = Position.of(b, TestPositions.play(b, 1, 2).current(), TestPositions.play(b, 1, 2).mask());
        open.play(3);
        open.undo();
        assertThat(open).isEqualTo(TestPositions.play(b, 1, 2));
    }

    @Example
    void drawnBoard() {
        Board b = Board.of(2, 2);
        Position p = TestPositions.play(b, 0, 0, 1, 1);
        assertThat(p.isDraw()).isTrue();
        assertThat(p.isOver()).isTrue();
        assertThat(p.legalMoves()).isEmpty();
        assertThat(p.diagram()).isEqualTo("oo\nxx");
    }

    // ------------------------------------------------------------------ properties

    @Property(tries = 400, seed = "20240601")
    void playAndUndoRoundTrip(@ForAll("games") Game g) {
        Board b = g.board();
        Position p = Position.empty(b);
        int n = g.moves().length;
        long[] keys = new long[n + 1];
        long[] masks = new long[n + 1];
        long[] currents = new long[n + 1];
        char[][] grid = new char[b.width()][b.height()];
        for (char[] col : grid) {
            java.util.Arrays.fill(col, '.');
        }
        int[] heights = new int[b.width()];
        for (int i = 0; i < n; i++) {
            keys[i] = p.key();
            masks[i] = p.mask();
            currents[i] = p.current();
            int c = g.moves()[i];
            assertThat(p.canPlay(c)).isTrue();
            assertThat(p.heightOf(c)).isEqualTo(heights[c]);
            p.play(c);
            grid[c][heights[c]++] = i % 2 == 0 ? 'x' : 'o';
            assertThat(p.moves()).isEqualTo(i + 1);
            assertThat(p.lastMove()).isEqualTo(c);
            assertThat(p.diagram()).isEqualTo(naiveDiagram(b, grid));
            assertThat(p.firstToMove()).isEqualTo(i % 2 == 1);
            assertThat(p.current() | p.opponent()).isEqualTo(p.mask());
            assertThat(p.current() & p.opponent()).isZero();
        }
        keys[n] = p.key();
        masks[n] = p.mask();
        currents[n] = p.current();
        for (int i = n; i > 0; i--) {
            assertThat(p.key()).isEqualTo(keys[i]);
            p.undo();
            assertThat(p.moves()).isEqualTo(i - 1);
            assertThat(p.key()).isEqualTo(keys[i - 1]);
            assertThat(p.mask()).isEqualTo(masks[i - 1]);
            assertThat(p.current()).isEqualTo(currents[i - 1]);
        }
        assertThat(p).isEqualTo(Position.empty(b));
    }

    /**
     * Keys identify positions: over many random games on one board, two positions have the same
     * key exactly when they have the same diagram and side to move.
     */
    @Property(tries = 150, seed = "20240602")
    void keyIsUniqueAndDeterminedByThePosition(@ForAll("boards") Board b, @ForAll long seed) {
        Random rnd = new Random(seed);
        Map<Long, String> pictureOfKey = new HashMap<>();
        Map<String, Long> keyOfPicture = new HashMap<>();
        int transpositions = 0;
        for (int game = 0; game < 40; game++) {
            Position p = Position.empty(b);
            while (true) {
                String picture = p.diagram() + (p.firstToMove() ? " x" : " o");
                long key = p.key();
                if (b.keyBits() < 64) {
                    assertThat(key >>> b.keyBits()).as("key fits in keyBits").isZero();
                }
                String before = pictureOfKey.putIfAbsent(key, picture);
                Long known = keyOfPicture.putIfAbsent(picture, key);
                if (before != null) {
                    assertThat(before).as("two positions share key %x", key).isEqualTo(picture);
                    transpositions++;
                }
                if (known != null) {
                    assertThat(known).as("one position, two keys:\n%s", picture).isEqualTo(key);
                }
                if (p.isOver()) {
                    break;
                }
                int[] legal = p.legalMoves();
                p.play(legal[rnd.nextInt(legal.length)]);
            }
        }
        assertThat(transpositions).isPositive(); // at least the empty board recurs
    }

    @Property(tries = 400, seed = "20240603")
    void mirrorProperties(@ForAll("games") Game g) {
        Board b = g.board();
        Position p = g.position();
        Position m = p.mirrored();
        assertThat(m.mirrored()).isEqualTo(p);
        assertThat(p.mirrorKey()).isEqualTo(m.key());
        assertThat(m.mirrorKey()).isEqualTo(p.key());
        assertThat(p.canonicalKey()).isEqualTo(m.canonicalKey());
        long smaller = Long.compareUnsigned(p.key(), m.key()) <= 0 ? p.key() : m.key();
        assertThat(p.canonicalKey()).isEqualTo(smaller);
        // the mirror of the position reached by s is the position reached by the mirrored s
        Position viaMirroredSequence = TestPositions.play(b, g.mirroredMoves());
        assertThat(m).isEqualTo(viaMirroredSequence);
        assertThat(m.moves()).isEqualTo(p.moves());
        // mirroring reverses every row of the diagram
        String[] rows = p.diagram().split("\n");
        String[] mirroredRows = m.diagram().split("\n");
        for (int i = 0; i < rows.length; i++) {
            assertThat(mirroredRows[i]).isEqualTo(new StringBuilder(rows[i]).reverse().toString());
        }
        assertThat(m.isWon()).isEqualTo(p.isWon());
        for (int c = 0; c < b.width(); c++) {
            assertThat(m.canPlay(b.width() - 1 - c)).isEqualTo(p.canPlay(c));
        }
    }

    @Property(tries = 400, seed = "20240604")
    void winningCellsAndHasFourAgreeWithNaiveScanOnGames(@ForAll("games") Game g) {
        Board b = g.board();
        Position p = g.position();
        for (long stones : new long[] {p.current(), p.opponent()}) {
            assertThat(b.winningCells(stones, p.mask()))
                    .as("%s winning cells of %x", g, stones)
                    .isEqualTo(naiveWinningCells(b, stones, p.mask()));
            assertThat(b.hasFour(stones)).as("%s hasFour %x", g, stones).isEqualTo(naiveHasFour(b, stones));
        }
        assertThat(p.isWon()).isEqualTo(naiveHasFour(b, p.opponent()));
        assertThat(naiveHasFour(b, p.current())).as("the side to move never has four").isFalse();
        // the winning move test matches: a column wins iff its next cell is a winning cell
        long wins = naiveWinningCells(b, p.current(), p.mask());
        for (int c = 0; c < b.width(); c++) {
            int h = p.heightOf(c);
            boolean expected = !p.isWon() && h < b.height() && (wins & bit(b, c, h)) != 0;
            assertThat(p.isWinningMove(c)).as("%s column %d", g, c + 1).isEqualTo(expected);
        }
    }

    /**
     * {@code hasFour} must work on any set of cells (Reachability and the Claimeven bound call it
     * on sets with holes); {@code winningCells} on any stones within any gravity-respecting mask
     * (its vertical pattern only looks below the cell, which the class documents).
     */
    @Property(tries = 1000, seed = "20240605")
    void winningCellsAndHasFourAgreeWithNaiveScanOnArbitrarySets(@ForAll("boards") Board b,
            @ForAll long r1, @ForAll long r2, @ForAll long r3) {
        long cells = b.cellMask();
        long sparse = r1 & r2 & cells;
        long medium = r1 & (r2 | r3) & cells;
        long dense = (r1 | r2) & cells;
        for (long set : new long[] {sparse, medium, dense, cells}) {
            assertThat(b.hasFour(set)).as("%s hasFour %x", b, set).isEqualTo(naiveHasFour(b, set));
        }
        // a gravity-respecting mask from random column heights; stones any subset of it
        long mask = 0;
        for (int c = 0; c < b.width(); c++) {
            int h = (int) Long.remainderUnsigned(r3 >>> (4 * c), b.height() + 1);
            for (int r = 0; r < h; r++) {
                mask |= bit(b, c, r);
            }
        }
        for (long stones : new long[] {sparse & mask, medium & mask, dense & mask, mask}) {
            assertThat(b.winningCells(stones, mask)).as("%s winningCells(%x, %x)", b, stones, mask)
                    .isEqualTo(naiveWinningCells(b, stones, mask));
        }
    }

    @Property(tries = 200, seed = "20240606")
    void mirroredPositionHasTheSameScore(@ForAll("smallGames") Game g) {
        Board b = g.board();
        Position p = g.position();
        Position m = p.mirrored();
        try (Solver withSymmetry = new Solver(b, TestPositions.small());
             Solver without = new Solver(b, TestPositions.small().withSymmetryPlies(0))) {
            int s = without.solveScore(p, false);
            assertThat(without.solveScore(m, false)).as("%s", g).isEqualTo(s);
            assertThat(withSymmetry.solveScore(p, false)).as("%s", g).isEqualTo(s);
            assertThat(withSymmetry.solveScore(m, false)).as("%s", g).isEqualTo(s);
        }
    }
}
