package zugzwang.games.qubic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import zugzwang.games.cube.Cube;

/**
 * The qubic board: a 4×4×4 cube without gravity, bit {@code 16x + 4y + z} for the cell at
 * (x, y, z) — Allis' cube numbering (thesis Fig. 4.4, reconstructed: it reproduces his 195
 * four-ply positions), so cell 0 is a corner. A side's stones are one {@code long}.
 *
 * <p><b>Lines.</b> The 76 lines of four (48 straight, 24 planar diagonals, 4 space diagonals) as
 * cell masks are the same set whatever coordinate weighs 16, 4 or 1 (a permutation of the
 * coordinates maps lines to lines), so they are {@link Cube#LINES} of Connect Four 3D, whose cells
 * are numbered {@code 16z + 4y + x}, and the bit-parallel four and threat tests of {@link Cube}
 * hold here unchanged. {@code QubicTest} checks the two line sets are equal.
 *
 * <p><b>Symmetries.</b> The automorphisms of the 4×4×4 board (maps of cells that take lines to
 * lines) form a group of 192: the 48 rotations and reflections of the cube, times 4 maps that
 * turn the cube "inside out" — the same permutation of {0, 1, 2, 3} applied to all three
 * coordinates, (0 1)(2 3) (x → x xor 1) or (1 2) (the middle two swap). They are generated here
 * by closure from five generators and kept as cell permutations; a board is transformed with
 * byte tables (eight lookups: the image of each byte of the mask, ORed).
 */
public final class Qubic {
    public static final int CELLS = 64;
    public static final int LINE_COUNT = 76;
    public static final int SYMMETRIES = 192;
    public static final long FULL = -1L;

    /** The 76 lines as cell masks. */
    public static final long[] LINES = Cube.LINES.clone();
    /** The lines through each cell: 7 for the 8 corners and 8 inner cells, 4 for the other 48. */
    static final long[][] CELL_LINES = new long[CELLS][];

    /** {@code PERM[s][c]}: the image of cell c under symmetry s (0 is the identity). */
    private static final byte[][] PERM = new byte[SYMMETRIES][CELLS];
    private static final int[] INVERSE = new int[SYMMETRIES];
    /** {@code BYTES[s][256 * k + v]}: the image under symmetry s of the cells of byte value v at byte k of a mask. */
    private static final long[][] BYTES = new long[SYMMETRIES][8 * 256];

    static {
        for (int c = 0; c < CELLS; c++) {
            List<Long> through = new ArrayList<>();
            for (long line : LINES) {
                if ((line >>> c & 1) != 0) {
                    through.add(line);
                }
            }
            CELL_LINES[c] = through.stream().mapToLong(Long::longValue).toArray();
        }
        int[][] group = closure();
        if (group.length != SYMMETRIES) {
            throw new AssertionError(group.length + " symmetries");
        }
        Map<String, Integer> index = new HashMap<>();
        for (int s = 0; s < SYMMETRIES; s++) {
            index.put(Arrays.toString(group[s]), s);
            for (int c = 0; c < CELLS; c++) {
                PERM[s][c] = (byte) group[s][c];
            }
            for (int k = 0; k < 8; k++) {
                for (int v = 0; v < 256; v++) {
                    long image = 0;
                    for (int bit = 0; bit < 8; bit++) {
                        if ((v >>> bit & 1) != 0) {
                            image |= 1L << group[s][8 * k + bit];
                        }
                    }
                    BYTES[s][256 * k + v] = image;
                }
            }
        }
        for (int s = 0; s < SYMMETRIES; s++) {
            int[] inv = new int[CELLS];
            for (int c = 0; c < CELLS; c++) {
                inv[group[s][c]] = c;
            }
            INVERSE[s] = index.get(Arrays.toString(inv));
        }
    }

    private Qubic() {
    }

    /** The cell at (x, y, z), each 0..3. */
    public static int cell(int x, int y, int z) {
        return 16 * x + 4 * y + z;
    }

    /** Whether the stones of {@code b} complete a line. */
    public static boolean hasFour(long b) {
        return Cube.hasFour(b);
    }

    /** The empty cells that would complete a line of {@code b}: three of its stones and this cell. */
    public static long threats(long b, long empty) {
        return Cube.threats(b, empty);
    }

    /**
     * The empty cells where {@code mine} would make a three with the fourth cell empty (a threat):
     * the empty cells of the lines holding two of its stones and none of {@code theirs}. For a
     * side without a three already, exactly the moves after which it threatens to win.
     */
    public static long threeMakers(long mine, long theirs) {
        long out = 0;
        for (long line : LINES) {
            if ((line & theirs) == 0 && Long.bitCount(line & mine) == 2) {
                out |= line & ~mine;
            }
        }
        return out;
    }

    /** The lines through a cell. */
    public static long[] linesThrough(int cell) {
        return CELL_LINES[cell].clone();
    }

    /** Cells on 7 lines (corners and inner cells; Allis' "7-cubes"); the others are on 4. */
    public static boolean isSevenCube(int cell) {
        return CELL_LINES[cell].length == 7;
    }

    /** The image of a cell under symmetry {@code s}. */
    public static int mapCell(int cell, int s) {
        return PERM[s][cell];
    }

    /** The image of a set of cells under symmetry {@code s}. */
    public static long transform(long b, int s) {
        long[] t = BYTES[s];
        return t[(int) (b & 0xFF)] | t[256 + (int) (b >>> 8 & 0xFF)] | t[512 + (int) (b >>> 16 & 0xFF)]
                | t[768 + (int) (b >>> 24 & 0xFF)] | t[1024 + (int) (b >>> 32 & 0xFF)]
                | t[1280 + (int) (b >>> 40 & 0xFF)] | t[1536 + (int) (b >>> 48 & 0xFF)] | t[1792 + (int) (b >>> 56)];
    }

    /** The symmetry that undoes {@code s}. */
    public static int inverse(int s) {
        return INVERSE[s];
    }

    /**
     * The canonical form of a position (the first player's stones, the second's) over the 192
     * symmetries: the image whose first mask, then second, is least as unsigned numbers. Equal
     * for positions that are images of each other; {@code out[0]}, {@code out[1]} receive it, and
     * the symmetry that gives it is returned.
     */
    public static int canonical(long first, long second, long[] out) {
        long bestA = first;
        long bestB = second;
        int best = 0;
        for (int s = 1; s < SYMMETRIES; s++) {
            long a = transform(first, s);
            int c = Long.compareUnsigned(a, bestA);
            if (c > 0) {
                continue;
            }
            long b = transform(second, s);
            if (c < 0 || Long.compareUnsigned(b, bestB) < 0) {
                bestA = a;
                bestB = b;
                best = s;
            }
        }
        out[0] = bestA;
        out[1] = bestB;
        return best;
    }

    /** The group, identity first, closed from the generators breadth first. */
    private static int[][] closure() {
        int[][] generators = {
            coordinateMap((x, y, z) -> cell(y, x, z)),
            coordinateMap((x, y, z) -> cell(y, z, x)),
            coordinateMap((x, y, z) -> cell(3 - x, y, z)),
            coordinateMap((x, y, z) -> cell(x ^ 1, y ^ 1, z ^ 1)),
            coordinateMap((x, y, z) -> cell(middleSwap(x), middleSwap(y), middleSwap(z))),
        };
        int[] identity = new int[CELLS];
        for (int c = 0; c < CELLS; c++) {
            identity[c] = c;
        }
        List<int[]> group = new ArrayList<>();
        Map<String, Boolean> seen = new HashMap<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(identity);
        seen.put(Arrays.toString(identity), true);
        while (!queue.isEmpty()) {
            int[] p = queue.poll();
            group.add(p);
            for (int[] g : generators) {
                int[] q = new int[CELLS];
                for (int c = 0; c < CELLS; c++) {
                    q[c] = g[p[c]];
                }
                if (seen.putIfAbsent(Arrays.toString(q), true) == null) {
                    queue.add(q);
                }
            }
        }
        return group.toArray(new int[0][]);
    }

    private static int middleSwap(int v) {
        return v == 1 ? 2 : v == 2 ? 1 : v;
    }

    private interface CoordinateMap {
        int apply(int x, int y, int z);
    }

    private static int[] coordinateMap(CoordinateMap m) {
        int[] p = new int[CELLS];
        for (int c = 0; c < CELLS; c++) {
            p[c] = m.apply(c >>> 4, c >>> 2 & 3, c & 3);
        }
        return p;
    }
}
