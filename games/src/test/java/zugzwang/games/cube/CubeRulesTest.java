package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;

/**
 * The rules of Connect Four 3D ({@link Cube}, {@link CubePosition}, {@link CompactKey},
 * {@link CubeGame}) against {@link NaiveCube}, which recomputes everything from (x, y, z)
 * coordinates and direction vectors: the 76 lines, the bitboard on thousands of random games
 * (legal moves, fours, threats, playable cells, full board, play/undo), the 8 symmetries (lines to
 * lines, a group, the dihedral one), the canonical key on all images and the compact key's
 * uniqueness, and the game API.
 */
class CubeRulesTest {

    // ---- the 76 lines --------------------------------------------------------------------------

    @Test
    void naiveLinesAreSeventySixByKind() {
        assertThat(NaiveCube.LINES.length).isEqualTo(76);
        int[] kinds = new int[4];
        Set<List<Integer>> directions = new HashSet<>();
        for (int i = 0; i < NaiveCube.LINES.length; i++) {
            kinds[NaiveCube.kind(i)]++;
            directions.add(Arrays.stream(NaiveCube.DIRECTIONS[i]).boxed().toList());
        }
        assertThat(kinds).containsExactly(0, 48, 24, 4);
        assertThat(directions).hasSize(13);
    }

    @Test
    void cubeLinesAreExactlyTheNaiveLines() {
        Set<Long> naive = new HashSet<>();
        for (int i = 0; i < NaiveCube.LINES.length; i++) {
            naive.add(NaiveCube.mask(i));
        }
        Set<Long> cube = new HashSet<>();
        for (long line : Cube.LINES) {
            cube.add(line);
        }
        assertThat(Cube.LINES).hasSize(76);
        assertThat(cube).hasSize(76).isEqualTo(naive);
    }

    /** Each mask of {@link Cube#LINES}, read back as coordinates: four cells in a straight line. */
    @Test
    void everyCubeLineIsFourCollinearCells() {
        int[] kinds = new int[4];
        Map<List<Integer>, Integer> perDirection = new HashMap<>();
        for (long line : Cube.LINES) {
            assertThat(Long.bitCount(line)).isEqualTo(4);
            int[][] cells = new int[4][];
            int k = 0;
            for (long m = line; m != 0; m &= m - 1) {
                int i = Long.numberOfTrailingZeros(m);
                cells[k++] = new int[] {i & 3, (i >> 2) & 3, i >> 4};
            }
            int[] d = {cells[1][0] - cells[0][0], cells[1][1] - cells[0][1], cells[1][2] - cells[0][2]};
            for (int j = 0; j < 3; j++) {
                assertThat(d[j]).isBetween(-1, 1);
            }
            assertThat(d).isNotEqualTo(new int[] {0, 0, 0});
            for (int c = 1; c < 4; c++) {
                for (int j = 0; j < 3; j++) {
                    assertThat(cells[c][j] - cells[c - 1][j]).as("line %x", line).isEqualTo(d[j]);
                }
            }
            int kind = (d[0] != 0 ? 1 : 0) + (d[1] != 0 ? 1 : 0) + (d[2] != 0 ? 1 : 0);
            kinds[kind]++;
            perDirection.merge(Arrays.stream(d).boxed().toList(), 1, Integer::sum);
        }
        assertThat(kinds).containsExactly(0, 48, 24, 4);
        // 3 axes with 16 lines each, 6 planar diagonals with 4, 4 space diagonals with 1
        assertThat(perDirection).hasSize(13);
        for (Map.Entry<List<Integer>, Integer> e : perDirection.entrySet()) {
            long nonZero = e.getKey().stream().filter(v -> v != 0).count();
            assertThat(e.getValue()).as("direction " + e.getKey()).isEqualTo(nonZero == 1 ? 16 : nonZero == 2 ? 4 : 1);
        }
    }

    @Test
    void cellLinesAreTheLinesThroughEachCell() {
        int total = 0;
        for (int cell = 0; cell < 64; cell++) {
            Set<Long> expected = new HashSet<>();
            for (int i = 0; i < NaiveCube.LINES.length; i++) {
                if ((NaiveCube.mask(i) >>> cell & 1) != 0) {
                    expected.add(NaiveCube.mask(i));
                }
            }
            Set<Long> actual = new HashSet<>();
            for (long line : Cube.CELL_LINES[cell]) {
                actual.add(line);
            }
            assertThat(Cube.CELL_LINES[cell]).as("cell %d", cell).hasSize(expected.size());
            assertThat(actual).as("cell %d", cell).isEqualTo(expected);
            assertThat(expected.size()).isBetween(4, 7);
            total += expected.size();
        }
        assertThat(total).isEqualTo(76 * 4);
        // a corner lies on 7 lines (3 straight, 3 planar, 1 space), an edge cell on 4, a centre cell on 7
        assertThat(Cube.CELL_LINES[0]).hasSize(7);
        assertThat(Cube.CELL_LINES[1]).hasSize(4);
        assertThat(Cube.CELL_LINES[16 + 4 + 1]).hasSize(7);
    }

    @Test
    void cellNumberingAndColumns() {
        for (int z = 0; z < 4; z++) {
            for (int y = 0; y < 4; y++) {
                for (int x = 0; x < 4; x++) {
                    assertThat(Cube.cell(x, y, z)).isEqualTo(NaiveCube.bit(x, y, z));
                    int i = 16 * z + 4 * y + x;
                    assertThat(Cube.columnOf(i)).isEqualTo(4 * y + x);
                    assertThat(Cube.columnMask(4 * y + x) & NaiveCube.bit(x, y, z)).isNotZero();
                }
            }
        }
        long all = 0;
        for (int c = 0; c < 16; c++) {
            long m = Cube.columnMask(c);
            assertThat(Long.bitCount(m)).isEqualTo(4);
            assertThat(all & m).isZero();
            all |= m;
        }
        assertThat(all).isEqualTo(-1L);
        assertThat(Cube.BOTTOM).isEqualTo(0xFFFFL);
        assertThat(Cube.TOP).isEqualTo(0xFFFFL << 48);
    }

    // ---- the bit functions on arbitrary sets ---------------------------------------------------

    /** hasFour, threats and hasFreeLine on random cell sets of every density, against line scans. */
    @Test
    void bitFunctionsAgreeWithLineScansOnRandomSets() {
        Random rnd = new Random(11);
        int fours = 0;
        int withThreats = 0;
        int noFree = 0;
        for (int t = 0; t < 20_000; t++) {
            double density = 0.2 + 0.75 * rnd.nextDouble();
            long b = CubeTestPositions.randomSet(rnd, density);
            long empty = CubeTestPositions.randomSet(rnd, 0.8) & ~b;
            boolean four = NaiveCube.hasFour(b);
            fours += four ? 1 : 0;
            assertThat(Cube.hasFour(b)).as("%x", b).isEqualTo(four);
            long threats = 0;
            boolean free = false;
            for (int i = 0; i < NaiveCube.LINES.length; i++) {
                long line = NaiveCube.mask(i);
                long missing = line & ~b;
                if (Long.bitCount(missing) == 1) {
                    threats |= missing & empty;
                }
                free |= (line & b) == 0;
            }
            withThreats += threats != 0 ? 1 : 0;
            noFree += free ? 0 : 1;
            assertThat(Cube.threats(b, empty)).as("threats of %x in %x", b, empty).isEqualTo(threats);
            assertThat(Cube.hasFreeLine(b)).as("free line beside %x", b).isEqualTo(free);
        }
        // every branch was exercised
        assertThat(fours).isBetween(1000, 19_000);
        assertThat(withThreats).isGreaterThan(1000);
        assertThat(noFree).isGreaterThan(100);
    }

    /** Each line alone is a four; without any one of its cells, that cell is its only threat. */
    @Test
    void eachLineIsAFourAndEachMissingCellAThreat() {
        for (long line : Cube.LINES) {
            assertThat(Cube.hasFour(line)).isTrue();
            assertThat(Cube.hasFreeLine(line)).isTrue();
            for (long m = line; m != 0; m &= m - 1) {
                long cell = m & -m;
                long three = line & ~cell;
                assertThat(Cube.hasFour(three)).isFalse();
                assertThat(Cube.threats(three, ~three)).isEqualTo(cell);
                assertThat(Cube.threats(three, ~three & ~cell)).isZero();
            }
        }
        assertThat(Cube.hasFour(0)).isFalse();
        assertThat(Cube.hasFour(-1L)).isTrue();
        assertThat(Cube.hasFreeLine(0)).isTrue();
        assertThat(Cube.threats(0, -1L)).isZero();
    }

    /** The threats after a move, from those before, equal the threats computed afresh. */
    @Test
    void threatsAfterAMoveFollowFromThoseBefore() {
        Random rnd = new Random(909);
        int changed = 0;
        for (int g = 0; g < 2_000; g++) {
            CubePosition p = CubeTestPositions.longGame(rnd, rnd.nextInt(64));
            long me = p.current();
            long opp = p.opponent();
            long filled = me | opp;
            long before = Cube.threats(me, ~filled);
            for (long m = Cube.playable(filled); m != 0; m &= m - 1) {
                long cell = m & -m;
                long fresh = Cube.threats(me | cell, ~(filled | cell));
                assertThat(Cube.threatsAfter(me, opp, before, cell)).as("%x %x + %x", me, opp, cell).isEqualTo(fresh);
                changed += fresh != (before & ~cell) ? 1 : 0;
            }
        }
        assertThat(changed).isGreaterThan(1000); // moves that make new threats were tested
    }

    // ---- the bitboard against the naive board on random games ----------------------------------

    /**
     * 4,000 random games played on both boards, half uniformly at random and half by players who
     * avoid completing a line (so that long games and full boards occur): after every move every
     * query agrees; then the game is taken back move by move to the empty board.
     */
    @Test
    void bitboardAgreesWithNaiveBoardOnRandomGames() {
        Random rnd = new Random(2024);
        int plies = 0;
        int wins = 0;
        int fullBoards = 0;
        int withOpenings = 0;
        for (int game = 0; game < 4_000; game++) {
            boolean quiet = game % 2 == 1;
            CubePosition p = CubePosition.empty();
            NaiveCube.Board naive = new NaiveCube.Board();
            List<long[]> snapshots = new ArrayList<>();
            snapshots.add(new long[] {0, 0});
            compare(p, naive);
            while (!naive.over()) {
                int c = chooseMove(rnd, naive, quiet);
                assertThat(p.canPlay(c)).isTrue();
                p.play(c);
                naive.play(c);
                plies++;
                withOpenings += compare(p, naive) ? 1 : 0;
                snapshots.add(new long[] {p.first(), p.second()});
            }
            wins += naive.won() ? 1 : 0;
            fullBoards += naive.won() ? 0 : 1;
            assertThat(p.played()).isEqualTo(naive.stones);
            for (int i = snapshots.size() - 2; i >= 0; i--) {
                p.undo();
                assertThat(new long[] {p.first(), p.second()}).isEqualTo(snapshots.get(i));
                assertThat(p.stones()).isEqualTo(i);
                assertThat(p.played()).isEqualTo(i);
            }
            assertThat(p).isEqualTo(CubePosition.empty());
            assertThatThrownBy(p::undo).isInstanceOf(IllegalStateException.class);
        }
        assertThat(plies).isGreaterThan(100_000);
        assertThat(wins).isGreaterThan(2_000);
        assertThat(fullBoards).isPositive();
        assertThat(withOpenings).isGreaterThan(10_000);
    }

    /** A random legal column; {@code quiet}: one that does not complete a line, if there is one. */
    private static int chooseMove(Random rnd, NaiveCube.Board b, boolean quiet) {
        List<Integer> legal = new ArrayList<>();
        List<Integer> calm = new ArrayList<>();
        for (int c = 0; c < 16; c++) {
            if (b.legal(c)) {
                legal.add(c);
                if (!b.winsWith(c)) {
                    calm.add(c);
                }
            }
        }
        List<Integer> from = quiet && !calm.isEmpty() ? calm : legal;
        return from.get(rnd.nextInt(from.size()));
    }

    /** Fails with the position's diagram if {@code actual != expected} (cheap when they agree). */
    private static void same(long actual, long expected, String what, NaiveCube.Board naive) {
        if (actual != expected) {
            throw new AssertionError(what + ": " + Long.toHexString(actual) + ", naive " + Long.toHexString(expected)
                    + " in " + CubeNotation.diagram(naive.bits(NaiveCube.X), naive.bits(NaiveCube.O)));
        }
    }

    private static void same(boolean actual, boolean expected, String what, NaiveCube.Board naive) {
        same(actual ? 1 : 0, expected ? 1 : 0, what, naive);
    }

    /** Compares every query; returns whether the player to move has an opening. */
    private static boolean compare(CubePosition p, NaiveCube.Board naive) {
        long first = naive.bits(NaiveCube.X);
        long second = naive.bits(NaiveCube.O);
        boolean xToMove = naive.toMove() == NaiveCube.X;
        same(p.first(), first, "first", naive);
        same(p.second(), second, "second", naive);
        same(p.filled(), first | second, "filled", naive);
        same(p.stones(), naive.stones, "stones", naive);
        same(p.player(), xToMove ? 0 : 1, "player", naive);
        same(p.current(), xToMove ? first : second, "current", naive);
        same(p.opponent(), xToMove ? second : first, "opponent", naive);
        boolean won = naive.won();
        boolean over = naive.over();
        same(p.isWon(), won, "isWon", naive);
        same(p.isFull(), naive.full(), "isFull", naive);
        same(p.isOver(), over, "isOver", naive);
        same(Cube.hasFour(first), naive.hasFour(NaiveCube.X), "hasFour(first)", naive);
        same(Cube.hasFour(second), naive.hasFour(NaiveCube.O), "hasFour(second)", naive);
        long playable = naive.playable();
        same(Cube.playable(p.filled()), playable, "playable", naive);
        long empty = ~(first | second);
        long tx = naive.threats(NaiveCube.X);
        long to = naive.threats(NaiveCube.O);
        same(Cube.threats(first, empty), tx, "threats(first)", naive);
        same(Cube.threats(second, empty), to, "threats(second)", naive);
        same(Cube.hasFreeLine(first), naive.freeLineWithout(NaiveCube.X), "hasFreeLine(first)", naive);
        same(Cube.hasFreeLine(second), naive.freeLineWithout(NaiveCube.O), "hasFreeLine(second)", naive);
        for (int c = -1; c <= 16; c++) {
            boolean legal = c >= 0 && c < 16 && !over && naive.height(c % 4, c / 4) < 4;
            same(p.canPlay(c), legal, "canPlay(" + c + ")", naive);
            if (c >= 0 && c < 16) {
                same(p.height(c), naive.height(c % 4, c / 4), "height(" + c + ")", naive);
            }
            if (legal) {
                same(p.isWinningMove(c), naive.winsWith(c), "isWinningMove(" + c + ")", naive);
            }
        }
        long mine = xToMove ? tx : to;
        return !over && (mine & playable) != 0;
    }

    @Test
    void theDrawnGameFillsTheBoardWithoutAFour() {
        NaiveCube.Board naive = new NaiveCube.Board();
        CubePosition p = CubePosition.empty();
        for (int c : CubeNotation.columns(CubeTestPositions.DRAWN_GAME)) {
            assertThat(naive.over()).isFalse();
            assertThat(p.canPlay(c)).isTrue();
            naive.play(c);
            p.play(c);
            assertThat(naive.won()).isFalse();
        }
        assertThat(naive.full()).isTrue();
        assertThat(p.isFull()).isTrue();
        assertThat(p.isWon()).isFalse();
        assertThat(p.isOver()).isTrue();
        for (int c = 0; c < 16; c++) {
            assertThat(p.canPlay(c)).isFalse();
        }
        assertThat(Cube.playable(p.filled())).isZero();
    }

    /** A position read from a diagram has no history: it plays forward and back to itself. */
    @Test
    void playUndoFromADiagram() {
        Random rnd = new Random(5);
        for (int t = 0; t < 500; t++) {
            CubePosition game = CubeTestPositions.randomGame(rnd, rnd.nextInt(40));
            CubePosition p = CubeNotation.parseDiagram(game.diagram());
            assertThat(p).isEqualTo(game);
            assertThat(p.played()).isZero();
            assertThat(p.stones()).isEqualTo(game.stones());
            CubePosition start = p.copy();
            int moves = 0;
            while (!p.isOver() && moves < 10) {
                int c = rnd.nextInt(16);
                if (p.canPlay(c)) {
                    p.play(c);
                    assertThat(p.playedColumn(moves)).isEqualTo(c);
                    moves++;
                }
            }
            assertThat(p.played()).isEqualTo(moves);
            for (int i = 0; i < moves; i++) {
                p.undo();
            }
            assertThat(p).isEqualTo(start);
            assertThat(p.stones()).isEqualTo(start.stones());
            assertThatThrownBy(p::undo).isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void copyIsIndependent() {
        CubePosition p = CubeNotation.parseGame("0FC3484B7");
        CubePosition q = p.copy();
        assertThat(q).isEqualTo(p);
        assertThat(q.played()).isEqualTo(9);
        q.play(5);
        assertThat(p.stones()).isEqualTo(9);
        assertThat(p.height(5)).isZero();
        q.undo();
        q.undo();
        assertThat(p.height(7)).isEqualTo(1);
        assertThat(q.height(7)).isZero();
        p.undo();
        assertThat(q.stones()).isEqualTo(8);
        assertThat(p).isEqualTo(q);
    }

    // ---- the 8 symmetries ----------------------------------------------------------------------

    /** The image of (x, y) under symmetry s as documented: transpose (bit 2), then x flip (bit 0), then y flip (bit 1). */
    private static int[] imageOf(int x, int y, int s) {
        if ((s & 4) != 0) {
            int t = x;
            x = y;
            y = t;
        }
        if ((s & 1) != 0) {
            x = 3 - x;
        }
        if ((s & 2) != 0) {
            y = 3 - y;
        }
        return new int[] {x, y};
    }

    /** The permutation of the 64 cells of symmetry s (by transforming single cells). */
    private static int[] permutation(int s) {
        int[] perm = new int[64];
        for (int i = 0; i < 64; i++) {
            long image = Cube.transform(1L << i, s);
            assertThat(Long.bitCount(image)).isEqualTo(1);
            perm[i] = Long.numberOfTrailingZeros(image);
        }
        return perm;
    }

    @Test
    void eachSymmetryMovesCellsAsDocumentedAndKeepsTheirLayer() {
        for (int s = 0; s < Cube.SYMMETRIES; s++) {
            int[] perm = permutation(s);
            assertThat(Arrays.stream(perm).distinct().count()).isEqualTo(64);
            for (int z = 0; z < 4; z++) {
                for (int y = 0; y < 4; y++) {
                    for (int x = 0; x < 4; x++) {
                        int[] xy = imageOf(x, y, s);
                        assertThat(Cube.transform(NaiveCube.bit(x, y, z), s)).as("s=%d (%d,%d,%d)", s, x, y, z)
                                .isEqualTo(NaiveCube.bit(xy[0], xy[1], z));
                    }
                }
            }
        }
        for (int z = 0; z < 4; z++) {
            for (int y = 0; y < 4; y++) {
                for (int x = 0; x < 4; x++) {
                    long b = NaiveCube.bit(x, y, z);
                    assertThat(Cube.flipLR(b)).isEqualTo(NaiveCube.bit(3 - x, y, z));
                    assertThat(Cube.flipUD(b)).isEqualTo(NaiveCube.bit(x, 3 - y, z));
                    assertThat(Cube.transpose(b)).isEqualTo(NaiveCube.bit(y, x, z));
                }
            }
        }
    }

    /** A symmetry acts on a set cell by cell (the bit tricks do not mix cells). */
    @Test
    void transformIsTheCellPermutationOnRandomSets() {
        Random rnd = new Random(8);
        int[][] perms = new int[8][];
        for (int s = 0; s < 8; s++) {
            perms[s] = permutation(s);
        }
        for (int t = 0; t < 5_000; t++) {
            long b = rnd.nextLong();
            for (int s = 0; s < 8; s++) {
                long expected = 0;
                for (int i = 0; i < 64; i++) {
                    if ((b >>> i & 1) != 0) {
                        expected |= 1L << perms[s][i];
                    }
                }
                assertThat(Cube.transform(b, s)).isEqualTo(expected);
            }
        }
    }

    @Test
    void everySymmetryPermutesTheSeventySixLines() {
        Set<Long> lines = new HashSet<>();
        for (long line : Cube.LINES) {
            lines.add(line);
        }
        for (int s = 0; s < Cube.SYMMETRIES; s++) {
            Set<Long> images = new HashSet<>();
            for (long line : Cube.LINES) {
                long image = Cube.transform(line, s);
                assertThat(lines).as("image of line %x under %d", line, s).contains(image);
                images.add(image);
            }
            assertThat(images).as("symmetry %d", s).isEqualTo(lines);
            // the kind of a line is kept: compare with the naive lines
            for (int i = 0; i < NaiveCube.LINES.length; i++) {
                long image = Cube.transform(NaiveCube.mask(i), s);
                int j = indexOfNaive(image);
                assertThat(NaiveCube.kind(j)).isEqualTo(NaiveCube.kind(i));
            }
        }
    }

    private static int indexOfNaive(long mask) {
        for (int i = 0; i < NaiveCube.LINES.length; i++) {
            if (NaiveCube.mask(i) == mask) {
                return i;
            }
        }
        throw new AssertionError("not a line: " + Long.toHexString(mask));
    }

    /** Distinct, closed under composition, inverses by {@link Cube#inverse}: the dihedral group of the square. */
    @Test
    void theSymmetriesFormTheDihedralGroup() {
        int[][] perms = new int[8][];
        Set<List<Integer>> distinct = new HashSet<>();
        for (int s = 0; s < 8; s++) {
            perms[s] = permutation(s);
            distinct.add(Arrays.stream(perms[s]).boxed().toList());
        }
        assertThat(distinct).hasSize(8);
        int[] identity = new int[64];
        Arrays.setAll(identity, i -> i);
        assertThat(perms[0]).isEqualTo(identity);
        int involutions = 0;
        for (int s = 0; s < 8; s++) {
            for (int t = 0; t < 8; t++) {
                int[] composed = new int[64];
                for (int i = 0; i < 64; i++) {
                    composed[i] = perms[t][perms[s][i]];
                }
                assertThat(distinct).as("t after s: %d, %d", t, s)
                        .contains(Arrays.stream(composed).boxed().toList());
            }
            int inv = Cube.inverse(s);
            assertThat(inv).isBetween(0, 7);
            assertThat(Cube.inverse(inv)).isEqualTo(s);
            for (int i = 0; i < 64; i++) {
                assertThat(perms[inv][perms[s][i]]).isEqualTo(i);
                assertThat(perms[s][perms[inv][i]]).isEqualTo(i);
            }
            if (s != 0 && inv == s) {
                involutions++;
            }
        }
        // D4: four reflections and the half turn are involutions; the quarter turns are not
        assertThat(involutions).isEqualTo(5);
        assertThat(Cube.inverse(0)).isZero();
        Random rnd = new Random(3);
        for (int t = 0; t < 1000; t++) {
            long b = rnd.nextLong();
            assertThat(Cube.flipLR(Cube.flipLR(b))).isEqualTo(b);
            assertThat(Cube.flipUD(Cube.flipUD(b))).isEqualTo(b);
            assertThat(Cube.transpose(Cube.transpose(b))).isEqualTo(b);
            assertThat(Cube.flipUD(Cube.flipLR(b))).isEqualTo(Cube.flipLR(Cube.flipUD(b)));
            for (int s = 0; s < 8; s++) {
                assertThat(Cube.transform(Cube.transform(b, s), Cube.inverse(s))).isEqualTo(b);
            }
        }
    }

    @Test
    void mapColumnAgreesWithTransform() {
        for (int s = 0; s < 8; s++) {
            Set<Integer> images = new HashSet<>();
            for (int c = 0; c < 16; c++) {
                int m = Cube.mapColumn(c, s);
                images.add(m);
                assertThat(Cube.transform(Cube.columnMask(c), s)).isEqualTo(Cube.columnMask(m));
                int[] xy = imageOf(c % 4, c / 4, s);
                assertThat(m).isEqualTo(4 * xy[1] + xy[0]);
                assertThat(Cube.mapColumn(m, Cube.inverse(s))).isEqualTo(c);
            }
            assertThat(images).hasSize(16);
        }
    }

    /** Fours, threats and playable cells commute with the symmetries; so does playing a move. */
    @Test
    void rulesAreInvariantUnderTheSymmetries() {
        Random rnd = new Random(17);
        for (int t = 0; t < 3_000; t++) {
            CubePosition p = CubeTestPositions.longGame(rnd, rnd.nextInt(65));
            long first = p.first();
            long second = p.second();
            long filled = p.filled();
            for (int s = 0; s < 8; s++) {
                long f = Cube.transform(first, s);
                long o = Cube.transform(second, s);
                long m = Cube.transform(filled, s);
                assertThat(m).isEqualTo(f | o);
                assertThat(Cube.hasFour(f)).isEqualTo(Cube.hasFour(first));
                assertThat(Cube.hasFour(o)).isEqualTo(Cube.hasFour(second));
                assertThat(Cube.threats(f, ~m)).isEqualTo(Cube.transform(Cube.threats(first, ~filled), s));
                assertThat(Cube.threats(o, ~m)).isEqualTo(Cube.transform(Cube.threats(second, ~filled), s));
                assertThat(Cube.playable(m)).isEqualTo(Cube.transform(Cube.playable(filled), s));
                if (!p.isOver()) {
                    CubePosition image = CubeTestPositions.image(p, s);
                    for (int c = 0; c < 16; c++) {
                        assertThat(image.canPlay(Cube.mapColumn(c, s))).isEqualTo(p.canPlay(c));
                        if (p.canPlay(c)) {
                            CubePosition child = p.copy();
                            child.play(c);
                            image.play(Cube.mapColumn(c, s));
                            assertThat(image.first()).isEqualTo(Cube.transform(child.first(), s));
                            assertThat(image.second()).isEqualTo(Cube.transform(child.second(), s));
                            image.undo();
                        }
                    }
                }
            }
        }
    }

    // ---- keys ----------------------------------------------------------------------------------

    /** The compact key is its documented layout, and reads back to the position. */
    @Test
    void compactKeyIsTheDocumentedLayout() {
        Random rnd = new Random(19);
        CompactKey key = new CompactKey();
        for (int t = 0; t < 20_000; t++) {
            long[] b = t % 2 == 0 ? CubeTestPositions.randomGravityBoard(rnd)
                    : stonesOf(CubeTestPositions.longGame(rnd, rnd.nextInt(65)));
            long[] expected = CubeTestPositions.compactKey(b[0], b[1]);
            key.of(b[0], b[0] | b[1]);
            assertThat(new long[] {key.hi, key.lo}).isEqualTo(expected);
            assertThat(key.symmetry).isZero();
            assertThat(CompactKey.high(b[0] | b[1])).isEqualTo(expected[0]);
            assertThat(CompactKey.low(b[0], b[0] | b[1])).isEqualTo(expected[1]);
            assertThat(key.hi >>> 16).isZero();
            assertThat(CubeTestPositions.decode(key.hi, key.lo)).isEqualTo(b);
        }
    }

    private static long[] stonesOf(CubePosition p) {
        return new long[] {p.first(), p.second()};
    }

    /**
     * The canonical key is the same for all 8 images of a position, is the least of their compact
     * keys (high bits first, unsigned), and its symmetry maps the position onto the image with
     * that key.
     */
    @Test
    void canonicalKeyIsEqualOnAllEightImages() {
        Random rnd = new Random(23);
        CompactKey key = new CompactKey();
        int symmetric = 0;
        for (int t = 0; t < 20_000; t++) {
            long[] b = t % 4 == 0 ? CubeTestPositions.randomGravityBoard(rnd)
                    : stonesOf(t % 4 == 1 ? CubeTestPositions.randomGame(rnd, rnd.nextInt(30))
                            : CubeTestPositions.longGame(rnd, rnd.nextInt(65)));
            long bestHi = Long.MAX_VALUE;
            long bestLo = 0;
            Set<List<Long>> images = new HashSet<>();
            for (int s = 0; s < 8; s++) {
                long[] k = CubeTestPositions.compactKey(Cube.transform(b[0], s), Cube.transform(b[1], s));
                images.add(List.of(k[0], k[1]));
                if (k[0] < bestHi || (k[0] == bestHi && Long.compareUnsigned(k[1], bestLo) < 0)) {
                    bestHi = k[0];
                    bestLo = k[1];
                }
            }
            symmetric += images.size() < 8 ? 1 : 0;
            for (int s = 0; s < 8; s++) {
                long f = Cube.transform(b[0], s);
                long m = Cube.transform(b[0] | b[1], s);
                key.canonical(f, m);
                assertThat(new long[] {key.hi, key.lo}).as("image %d of %s", s, CubeNotation.diagram(b[0], b[1]))
                        .isEqualTo(new long[] {bestHi, bestLo});
                long[] k = CubeTestPositions.compactKey(Cube.transform(f, key.symmetry),
                        Cube.transform(m & ~f, key.symmetry));
                assertThat(k).as("symmetry %d of image %d", key.symmetry, s).isEqualTo(new long[] {bestHi, bestLo});
            }
        }
        assertThat(symmetric).isGreaterThan(100); // symmetric positions (the empty board among them) occur
    }

    /**
     * No two distinct positions share a compact key: 150,000 random positions (games of every
     * length, many sharing prefixes, and arbitrary gravity boards), a map from key to position.
     */
    @Test
    void compactKeyIsUnique() {
        Random rnd = new Random(29);
        Map<List<Long>, List<Long>> seen = new HashMap<>();
        CompactKey key = new CompactKey();
        int samples = 0;
        while (seen.size() < 150_000) {
            long[] b;
            switch (samples % 3) {
                case 0 -> b = CubeTestPositions.randomGravityBoard(rnd);
                case 1 -> b = stonesOf(CubeTestPositions.randomGame(rnd, rnd.nextInt(25)));
                default -> b = stonesOf(CubeTestPositions.longGame(rnd, rnd.nextInt(65)));
            }
            samples++;
            key.of(b[0], b[0] | b[1]);
            List<Long> position = List.of(b[0], b[1]);
            List<Long> before = seen.putIfAbsent(List.of(key.hi, key.lo), position);
            if (before != null) {
                assertThat(before).as("positions with key %x:%016x", key.hi, key.lo).isEqualTo(position);
            }
        }
        // duplicates occurred (short games repeat) and each mapped to its one key
        assertThat(samples).isGreaterThan(seen.size());
    }

    // ---- the game API --------------------------------------------------------------------------

    @Test
    void gameParameters() {
        CubeGame game = CubeGame.get();
        assertThat(game.name()).isEqualTo("connect4-3d");
        assertThat(CubeGame.NAME).isEqualTo("connect4-3d");
        assertThat(game.maxMoves()).isEqualTo(16);
        assertThat(game.moveCodes()).isEqualTo(16);
        assertThat(game.maxLength()).isEqualTo(64);
        assertThat(game.maxValue()).isEqualTo(1);
        assertThat(game.symmetries()).isEqualTo(8);
        assertThat(game.exactKeys()).isFalse();
        assertThat(game.historyDependent()).isFalse();
        GameState start = game.start();
        assertThat(start.ply()).isZero();
        assertThat(start.player()).isZero();
        assertThat(start.isTerminal()).isFalse();
        int[] moves = new int[16];
        assertThat(start.moves(moves)).isEqualTo(16);
        for (int c = 0; c < 16; c++) {
            assertThat(moves[c]).isEqualTo(c);
            assertThat(start.moveName(c)).isEqualTo(Integer.toHexString(c).toUpperCase());
        }
        assertThatThrownBy(start::value).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(start::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> start.play(16)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> start.play(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(CubeGame.LINES_PER_COLUMN).containsExactly(22, 16, 16, 22, 16, 22, 22, 16, 16, 22, 22, 16,
                22, 16, 16, 22);
    }

    /** The game API on random games: moves, play, undo and terminal values agree with the naive board. */
    @Test
    void gameApiOnRandomGames() {
        Random rnd = new Random(31);
        CubeGame game = CubeGame.get();
        int[] moves = new int[16];
        int losses = 0;
        for (int t = 0; t < 1_000; t++) {
            GameState s = game.start();
            NaiveCube.Board naive = new NaiveCube.Board();
            while (true) {
                int n = s.moves(moves);
                List<Integer> legal = new ArrayList<>();
                for (int c = 0; c < 16; c++) {
                    if (naive.legal(c)) {
                        legal.add(c);
                    }
                }
                assertThat(Arrays.stream(moves, 0, n).boxed().toList()).isEqualTo(legal);
                assertThat(s.isTerminal()).isEqualTo(naive.over());
                assertThat(s.ply()).isEqualTo(naive.stones);
                assertThat(s.player()).isEqualTo(naive.stones % 2);
                if (naive.over()) {
                    // the last stone made four: a loss for the player to move; a full board: a draw
                    assertThat(s.value()).isEqualTo(naive.won() ? -1 : 0);
                    losses += naive.won() ? 1 : 0;
                    for (int c = 0; c < 16; c++) {
                        int col = c;
                        assertThatThrownBy(() -> s.play(col)).isInstanceOf(IllegalArgumentException.class);
                    }
                    break;
                }
                assertThatThrownBy(s::value).isInstanceOf(IllegalStateException.class);
                int c = legal.get(rnd.nextInt(legal.size()));
                s.play(c);
                naive.play(c);
            }
            for (int i = naive.stones; i > 0; i--) {
                s.undo();
            }
            assertThat(s.ply()).isZero();
            assertThat(s.key()).isEqualTo(game.start().key());
        }
        assertThat(losses).isGreaterThan(990);
        GameState draw = game.parse(CubeTestPositions.DRAWN_GAME);
        assertThat(draw.isTerminal()).isTrue();
        assertThat(draw.value()).isZero();
        assertThat(draw.moves(moves)).isZero();
        assertThat(draw.ply()).isEqualTo(64);
        draw.undo();
        assertThat(draw.isTerminal()).isFalse();
        assertThat(draw.moves(moves)).isEqualTo(1);
    }

    /**
     * key(s) is the key of the image under s; images share the set of keys; distinct positions
     * have distinct keys (on samples); mapMove maps a move to its image.
     */
    @Test
    void gameKeysAndSymmetries() {
        Random rnd = new Random(37);
        CubeGame game = CubeGame.get();
        Map<Long, CubePosition> byKey = new HashMap<>();
        for (int t = 0; t < 5_000; t++) {
            CubePosition p = CubeTestPositions.longGame(rnd, rnd.nextInt(64));
            GameState s = game.state(p);
            assertThat(s.key()).isEqualTo(s.key(0));
            CubePosition before = byKey.putIfAbsent(s.key(), p);
            if (before != null) {
                assertThat(before).isEqualTo(p);
            }
            Set<Long> keys = new HashSet<>();
            for (int sym = 0; sym < 8; sym++) {
                keys.add(s.key(sym));
            }
            for (int sym = 0; sym < 8; sym++) {
                CubePosition image = CubeTestPositions.image(p, sym);
                GameState is = game.state(image);
                assertThat(is.key()).as("key of image %d", sym).isEqualTo(s.key(sym));
                Set<Long> imageKeys = new HashSet<>();
                for (int u = 0; u < 8; u++) {
                    imageKeys.add(is.key(u));
                }
                assertThat(imageKeys).isEqualTo(keys);
                if (t % 10 == 0 && !p.isOver()) {
                    int[] moves = new int[16];
                    int n = s.moves(moves);
                    for (int i = 0; i < n; i++) {
                        assertThat(s.mapMove(moves[i], sym)).isEqualTo(Cube.mapColumn(moves[i], sym));
                        s.play(moves[i]);
                        is.play(s.mapMove(moves[i], sym));
                        assertThat(is.key()).isEqualTo(s.key(sym));
                        is.undo();
                        s.undo();
                    }
                }
            }
        }
        assertThat(byKey.size()).isGreaterThan(4_000);
    }

    @Test
    void gameStateCopyIsIndependent() {
        CubeGame game = CubeGame.get();
        GameState s = game.parse("0FC3484B7");
        long key = s.key();
        GameState c = s.copy();
        assertThat(c.key()).isEqualTo(key);
        assertThat(c.ply()).isEqualTo(9);
        c.play(5);
        c.play(5);
        assertThat(s.key()).isEqualTo(key);
        assertThat(s.ply()).isEqualTo(9);
        s.undo();
        assertThat(c.ply()).isEqualTo(11);
        c.undo();
        c.undo();
        c.undo();
        assertThat(c.key()).isEqualTo(s.key());
        // state(position) copies the position too
        CubePosition p = CubeNotation.parseGame("0F");
        GameState fromP = game.state(p);
        fromP.play(3);
        assertThat(p.stones()).isEqualTo(2);
        CubePosition back = CubeGame.positionOf(fromP);
        assertThat(back.stones()).isEqualTo(3);
        back.play(4);
        assertThat(fromP.ply()).isEqualTo(3);
        GameState other = new Connect4Game(Board.of(7, 6)).start();
        assertThatThrownBy(() -> CubeGame.positionOf(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a Connect Four 3D state");
    }
}
