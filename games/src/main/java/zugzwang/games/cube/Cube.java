package zugzwang.games.cube;

/**
 * The geometry of Connect Four 3D (4×4×4 cells, 16 columns with gravity) on 64-bit bitboards, as
 * in seed 001: cell (x, y, z) is bit {@code 16·z + 4·y + x}, so each layer z is 16 consecutive
 * bits and column {@code c = 4·y + x} holds bits c, c + 16, c + 32, c + 48 (bottom to top).
 *
 * <pre>
 *   layer z=3: 48 49 50 51    layer z=0:  0  1  2  3      a column: c, c+16, c+32, c+48
 *              52 53 54 55                4  5  6  7
 *              56 57 58 59                8  9 10 11
 *              60 61 62 63               12 13 14 15
 * </pre>
 *
 * <p>Every line of four spans the whole cube in its direction (the board is exactly four wide), so
 * a line is a start cell and a step: the 13 directions with a positive step are x (step 1), y (4),
 * z (16), the planar diagonals 5, 3, 17, 15, 20, 12 and the space diagonals 21, 19, 13, 11. For a
 * direction with step s, {@code ANCHOR} marks the start cells of its lines; then for a bitboard b
 * the test "is the line starting at i full?" for every i at once is
 * {@code b & b>>>s & b>>>2s & b>>>3s & ANCHOR}: bit i of {@code b>>>k·s} is cell i + k·s, the k-th
 * cell of that line, and no shift crosses from one line into another because the anchors are
 * exactly the line starts. 16 + 16 + 16 straight lines, 24 planar and 4 space diagonals: 76.
 *
 * <p>All methods are static, allocation-free and branch-free where it matters: they are the
 * solver's hot path.
 */
public final class Cube {
    /** Cells. */
    public static final int CELLS = 64;
    /** Columns, numbered {@code 4·y + x} (written as one hexadecimal digit). */
    public static final int COLUMNS = 16;
    /** Cells per column (and per line). */
    public static final int HEIGHT = 4;
    /** The bottom layer: the cell each empty column is played into first. */
    public static final long BOTTOM = 0xFFFFL;
    /** The top layer. */
    public static final long TOP = 0xFFFFL << 48;

    // The 13 directions: step and the start cells of their lines (see the class comment).
    /** x: the start cells are x = 0, bits 4k. */
    static final int S_X = 1;
    static final long A_X = 0x1111111111111111L;
    /** y: y = 0, bits 16z + x. */
    static final int S_Y = 4;
    static final long A_Y = 0x000F000F000F000FL;
    /** z: the bottom layer. */
    static final int S_Z = 16;
    static final long A_Z = 0x000000000000FFFFL;
    /** x+y+ in a layer: (0,0,z). */
    static final int S_XY = 5;
    static final long A_XY = 0x0001000100010001L;
    /** x−y+ in a layer: (3,0,z). */
    static final int S_YX = 3;
    static final long A_YX = 0x0008000800080008L;
    /** x+z+: (0,y,0). */
    static final int S_XZ = 17;
    static final long A_XZ = 0x1111L;
    /** x−z+: (3,y,0). */
    static final int S_ZX = 15;
    static final long A_ZX = 0x8888L;
    /** y+z+: (x,0,0). */
    static final int S_YZ = 20;
    static final long A_YZ = 0x000FL;
    /** y−z+: (x,3,0). */
    static final int S_ZY = 12;
    static final long A_ZY = 0xF000L;
    /** The space diagonals from (0,0,0), (3,0,0), (0,3,0), (3,3,0). */
    static final int S_D0 = 21;
    static final long A_D0 = 0x0001L;
    static final int S_D1 = 19;
    static final long A_D1 = 0x0008L;
    static final int S_D2 = 13;
    static final long A_D2 = 0x1000L;
    static final int S_D3 = 11;
    static final long A_D3 = 0x8000L;

    /** The steps of the 13 directions, in the order of {@link #ANCHORS}. */
    static final int[] STEPS = {S_X, S_Y, S_Z, S_XY, S_YX, S_XZ, S_ZX, S_YZ, S_ZY, S_D0, S_D1, S_D2, S_D3};
    /** The start cells of the lines of each direction of {@link #STEPS}. */
    static final long[] ANCHORS = {A_X, A_Y, A_Z, A_XY, A_YX, A_XZ, A_ZX, A_YZ, A_ZY, A_D0, A_D1, A_D2, A_D3};

    /** The 76 lines of four, as cell masks (built from the directions). */
    public static final long[] LINES;
    /** The lines through each cell (4 to 7 of them). */
    static final long[][] CELL_LINES;
    /**
     * {@link #CELL_LINES} in one array, cell after cell: the lines through cell c are at
     * {@code CELL_LINES_FLAT[CELL_LINES_FROM[c] .. CELL_LINES_FROM[c + 1] - 1]} (one load fewer per
     * line in the hot loops: the move order's and {@link #threatsAfter}'s, on every move of every node).
     */
    static final long[] CELL_LINES_FLAT;
    static final int[] CELL_LINES_FROM = new int[CELLS + 1];
    /**
     * The line through two cells a and b, as 1 + its index in {@link #LINES}, at
     * {@code 64 * a + b} (both orders), or 0 if no line holds both: two cells lie on at most one
     * line of four (a line is fixed by two of its points).
     */
    private static final byte[] LINE_THROUGH = new byte[CELLS * CELLS];

    static {
        long[] lines = new long[76];
        int n = 0;
        for (int d = 0; d < STEPS.length; d++) {
            long anchors = ANCHORS[d];
            while (anchors != 0) {
                int start = Long.numberOfTrailingZeros(anchors);
                anchors &= anchors - 1;
                long line = 0;
                for (int k = 0; k < HEIGHT; k++) {
                    line |= 1L << (start + k * STEPS[d]);
                }
                lines[n++] = line;
            }
        }
        if (n != 76) {
            throw new AssertionError(n + " lines");
        }
        LINES = lines;
        for (int i = 0; i < lines.length; i++) {
            for (long a = lines[i]; a != 0; a &= a - 1) {
                for (long b = lines[i] & ~(a & -a); b != 0; b &= b - 1) {
                    LINE_THROUGH[Long.numberOfTrailingZeros(a) * CELLS + Long.numberOfTrailingZeros(b)] = (byte) (i + 1);
                }
            }
        }
        CELL_LINES = new long[CELLS][];
        for (int cell = 0; cell < CELLS; cell++) {
            int count = 0;
            for (long line : lines) {
                if ((line >>> cell & 1) != 0) {
                    count++;
                }
            }
            CELL_LINES[cell] = new long[count];
            count = 0;
            for (long line : lines) {
                if ((line >>> cell & 1) != 0) {
                    CELL_LINES[cell][count++] = line;
                }
            }
            CELL_LINES_FROM[cell + 1] = CELL_LINES_FROM[cell] + count;
        }
        CELL_LINES_FLAT = new long[CELL_LINES_FROM[CELLS]];
        for (int cell = 0; cell < CELLS; cell++) {
            System.arraycopy(CELL_LINES[cell], 0, CELL_LINES_FLAT, CELL_LINES_FROM[cell], CELL_LINES[cell].length);
        }
    }

    private Cube() {
    }

    /** The bit of cell (x, y, z). */
    public static long cell(int x, int y, int z) {
        return 1L << (16 * z + 4 * y + x);
    }

    /** The four cells of column {@code c} (0..15). */
    public static long columnMask(int c) {
        return 0x0001000100010001L << c;
    }

    /** The column (0..15) of a cell index (0..63). */
    public static int columnOf(int cellIndex) {
        return cellIndex & 15;
    }

    /**
     * The cells a stone can be played into: empty cells on the bottom layer or on a filled cell.
     * ({@code filled << 16} moves every stone one layer up, onto the cell above it.)
     */
    public static long playable(long filled) {
        return ((filled << 16) | BOTTOM) & ~filled;
    }

    private static final int[] WINDOW_POINTS = {0, 1, 4, 16, 0};

    /**
     * Seed 003's window scoring over the 76 lines: a line holding stones of one side only scores
     * for it 1, 4 or 16 for one, two or three stones; {@code mine}'s sum minus {@code theirs'}
     * (at most 76 · 16 either way). The cell numbering does not matter (qubic uses it too).
     */
    public static int windowScore(long mine, long theirs) {
        int score = 0;
        for (long line : LINES) {
            boolean m = (line & mine) != 0;
            boolean t = (line & theirs) != 0;
            if (m && !t) {
                score += WINDOW_POINTS[Long.bitCount(line & mine)];
            } else if (t && !m) {
                score -= WINDOW_POINTS[Long.bitCount(line & theirs)];
            }
        }
        return score;
    }

    /** Whether the stones of {@code b} contain a complete line (see the class comment). */
    public static boolean hasFour(long b) {
        return (full(b, S_X, A_X) | full(b, S_Y, A_Y) | full(b, S_Z, A_Z)
                | full(b, S_XY, A_XY) | full(b, S_YX, A_YX) | full(b, S_XZ, A_XZ) | full(b, S_ZX, A_ZX)
                | full(b, S_YZ, A_YZ) | full(b, S_ZY, A_ZY)
                | full(b, S_D0, A_D0) | full(b, S_D1, A_D1) | full(b, S_D2, A_D2) | full(b, S_D3, A_D3)) != 0;
    }

    /**
     * How many lines the stones of {@code b} complete (the directions in a loop: it is called far
     * less often than {@link #hasFour}).
     */
    public static int countFours(long b) {
        int n = 0;
        for (int d = 0; d < STEPS.length; d++) {
            n += Long.bitCount(full(b, STEPS[d], ANCHORS[d]));
        }
        return n;
    }

    /**
     * The index in {@link #LINES} of the line through two distinct cells (bit indices), or −1 if
     * no line of four holds both.
     */
    static int lineIndexThrough(int a, int b) {
        return LINE_THROUGH[a * CELLS + b] - 1;
    }

    /** The start cells of the lines of direction {@code d} (an index of {@link #STEPS}) that {@code b} fills. */
    static long fullStarts(long b, int d) {
        return full(b, STEPS[d], ANCHORS[d]);
    }

    /**
     * The start cells of the lines of direction {@code d} that hold two or more cells of {@code x}:
     * with q<sub>k</sub> = {@code x >>> k·s & anchors} the k-th cell of each line brought onto its
     * start cell (as in {@link #threats(long, int, long)}), where two of q<sub>0</sub>..q<sub>3</sub>
     * are set.
     */
    static long startsHoldingTwo(long x, int d) {
        int s = STEPS[d];
        long a = ANCHORS[d];
        long q0 = x & a;
        long q1 = (x >>> s) & a;
        long q2 = (x >>> 2 * s) & a;
        long q3 = (x >>> 3 * s) & a;
        return (q0 & (q1 | q2 | q3)) | (q1 & (q2 | q3)) | (q2 & q3);
    }

    /** The line of direction {@code d} that starts at cell {@code start}: cells start + k·step, k = 0..3. */
    static long lineAt(int d, int start) {
        int s = STEPS[d];
        return (1L | 1L << s | 1L << 2 * s | 1L << 3 * s) << start;
    }

    /** The start cells of the lines of one direction that {@code b} fills completely. */
    private static long full(long b, int s, long anchors) {
        return b & (b >>> s) & (b >>> 2 * s) & (b >>> 3 * s) & anchors;
    }

    /**
     * The threats of {@code b}: the cells of {@code empty} that would complete a line of
     * {@code b} (three of its stones and this cell). A threat that is also playable is an
     * <em>opening</em> (seed 001's words).
     */
    public static long threats(long b, long empty) {
        return (threats(b, S_X, A_X) | threats(b, S_Y, A_Y) | threats(b, S_Z, A_Z)
                | threats(b, S_XY, A_XY) | threats(b, S_YX, A_YX) | threats(b, S_XZ, A_XZ) | threats(b, S_ZX, A_ZX)
                | threats(b, S_YZ, A_YZ) | threats(b, S_ZY, A_ZY)
                | threats(b, S_D0, A_D0) | threats(b, S_D1, A_D1) | threats(b, S_D2, A_D2) | threats(b, S_D3, A_D3))
                & empty;
    }

    /**
     * The cells that complete a line of one direction: with q<sub>k</sub> the k-th cells of the
     * lines brought to their start cell ({@code b >>> k·s & anchors}), a line misses only its
     * k-th cell where the other three are set; that cell is the start cell shifted back up by k·s.
     */
    private static long threats(long b, int s, long anchors) {
        long q0 = b & anchors;
        long q1 = (b >>> s) & anchors;
        long q2 = (b >>> 2 * s) & anchors;
        long q3 = (b >>> 3 * s) & anchors;
        return (q1 & q2 & q3) | ((q0 & q2 & q3) << s) | ((q0 & q1 & q3) << 2 * s) | ((q0 & q1 & q2) << 3 * s);
    }

    /**
     * The threats of {@code b} after it plays {@code cell} (empty, playable), from its threats
     * before: they stay threats but for the cell itself, and the move adds the last empty cell of
     * each line through the cell that holds two stones of {@code b} and none of {@code other}.
     * Cheaper than {@link #threats(long, long)} when the threats before are known.
     */
    public static long threatsAfter(long b, long other, long threats, long cell) {
        int c = Long.numberOfTrailingZeros(cell);
        for (int k = CELL_LINES_FROM[c], end = CELL_LINES_FROM[c + 1]; k < end; k++) {
            long line = CELL_LINES_FLAT[k];
            if ((line & other) == 0 && Long.bitCount(line & b) == 2) {
                threats |= line & ~b;
            }
        }
        return threats & ~cell;
    }

    /**
     * Whether some line holds no stone of {@code blocker}: false means the other player can no
     * longer make four (seed 001's rule "the second player has a stone in every line").
     */
    public static boolean hasFreeLine(long blocker) {
        long f = ~blocker;
        return (full(f, S_X, A_X) | full(f, S_Y, A_Y) | full(f, S_Z, A_Z)
                | full(f, S_XY, A_XY) | full(f, S_YX, A_YX) | full(f, S_XZ, A_XZ) | full(f, S_ZX, A_ZX)
                | full(f, S_YZ, A_YZ) | full(f, S_ZY, A_ZY)
                | full(f, S_D0, A_D0) | full(f, S_D1, A_D1) | full(f, S_D2, A_D2) | full(f, S_D3, A_D3)) != 0;
    }

    // ---- the 8 symmetries ----------------------------------------------------------------------
    // Gravity fixes the z axis; the symmetries are those of the 4x4 square of columns, the same in
    // every layer: the dihedral group of order 8, generated by the seed's flips. Symmetry s (0..7)
    // applies, in this order, the transposition x <-> y if bit 2 is set, the left-right flip if
    // bit 0 is set, and the up-down flip if bit 1 is set.

    /** The number of symmetries, the identity included. */
    public static final int SYMMETRIES = 8;

    /** x → 3 − x: reverses the four bits of every row (each row is a nibble). */
    public static long flipLR(long b) {
        return ((b & 0x8888888888888888L) >>> 3) | ((b & 0x4444444444444444L) >>> 1)
                | ((b & 0x2222222222222222L) << 1) | ((b & 0x1111111111111111L) << 3);
    }

    /** y → 3 − y: reverses the order of the four rows (nibbles) of every layer. */
    public static long flipUD(long b) {
        return ((b & 0xF000F000F000F000L) >>> 12) | ((b & 0x0F000F000F000F00L) >>> 4)
                | ((b & 0x00F000F000F000F0L) << 4) | ((b & 0x000F000F000F000FL) << 12);
    }

    /**
     * (x, y) → (y, x) in every layer: cells 4y + x and 4x + y swap; their indices differ by
     * 3·(x − y), so three delta swaps (distances 3, 6, 9) move all pairs. A delta swap exchanges
     * the bits of mask m with the bits d above them: {@code t = (b ^ b>>>d) & m; b ^= t | t<<d}.
     * The masks hold the lower cell of each pair, the cells with x − y = 1 (1, 6, 11), 2 (2, 7)
     * and 3 (3), in every layer.
     */
    public static long transpose(long b) {
        b = deltaSwap(b, 3, 0x0842084208420842L);
        b = deltaSwap(b, 6, 0x0084008400840084L);
        return deltaSwap(b, 9, 0x0008000800080008L);
    }

    private static long deltaSwap(long b, int d, long m) {
        long t = ((b >>> d) ^ b) & m;
        return b ^ t ^ (t << d);
    }

    /** The image of a bitboard under symmetry {@code s} (0..7). */
    public static long transform(long b, int s) {
        if ((s & 4) != 0) {
            b = transpose(b);
        }
        if ((s & 1) != 0) {
            b = flipLR(b);
        }
        if ((s & 2) != 0) {
            b = flipUD(b);
        }
        return b;
    }

    /** The image of column {@code c} under symmetry {@code s}. */
    public static int mapColumn(int c, int s) {
        return Long.numberOfTrailingZeros(transform(1L << c, s));
    }

    /** The symmetry that undoes {@code s}. */
    public static int inverse(int s) {
        return INVERSE[s];
    }

    private static final int[] INVERSE = new int[SYMMETRIES];

    static {
        long probe = 0x0000000000001248L | 0x0000000000000003L; // an asymmetric set of cells
        for (int s = 0; s < SYMMETRIES; s++) {
            for (int t = 0; t < SYMMETRIES; t++) {
                if (transform(transform(probe, s), t) == probe) {
                    INVERSE[s] = t;
                }
            }
        }
    }
}
