package zugzwang.games.connect4;

import zugzwang.games.connect4.solver.FollowUp;

/**
 * The shape of a Connect-4 board (width × height) and all bitboard arithmetic that depends on it.
 *
 * <h2>Bit layout</h2>
 * A set of cells is a {@code long}. Column {@code c} (0 = leftmost) owns the {@code S = height + 1}
 * consecutive bits {@code c*S … c*S + S - 1}; bit {@code c*S + r} is the cell in row {@code r}
 * (0 = bottom). The top bit of each column ({@code r = height}) is a <em>sentinel</em>: it is never
 * a cell, and every set returned here has it cleared. For 7×6 (S = 7):
 * <pre>
 *   .  .  .  .  .  .  .     sentinels: 6 13 20 27 34 41 48
 *   5 12 19 26 33 40 47
 *   4 11 18 25 32 39 46
 *   3 10 17 24 31 38 45
 *   2  9 16 23 30 37 44
 *   1  8 15 22 29 36 43
 *   0  7 14 21 28 35 42
 * </pre>
 * With this layout a shift moves every cell of a set by the same vector:
 * {@code << 1} one row up, {@code << S} one column right, {@code << (S - 1)} right and down,
 * {@code << (S + 1)} right and up ({@code >>>} the opposite). The sentinel row makes one such
 * step safe: a real cell stepped off the top or bottom of its column lands on a sentinel, a cell
 * stepped off the left or right edge lands below bit 0 or on a bit at or above
 * {@code width * S} (which is never a cell) — never on a stone. Several steps at once are not
 * safe ({@code << 2 * (S - 1)} from bit 0 lands on the top cell of column 1), so every line
 * pattern below is written as a chain of single steps, each tested against a set of stones: a
 * chain that leaves the board breaks at the first step off it. That is why the board must
 * satisfy {@code width * (height + 1) <= 64}, and it is the rule to keep when changing the layout.
 *
 * <p>A position is described by two sets: {@code mask}, the occupied cells, and {@code cur}, the
 * stones of the side to move. Because stones obey gravity, each column of {@code mask} is a
 * run of ones from the bottom, which several tricks below depend on.
 *
 * <p>Instances are immutable and shared; everything here is allocation-free.
 */
public final class Board {
    /** The standard 7 × 6 board. */
    public static final Board STANDARD = new Board(7, 6);

    /** Cells in a line that wins. */
    public static final int LINE = 4;

    private final int width;
    private final int height;
    /** Bits per column: {@code height + 1} (the cells and the sentinel). */
    private final int stride;
    private final int area;
    /** Number of bits a key needs: {@code width * stride}. */
    private final int keyBits;
    /** The bottom cell of every column. */
    private final long bottom;
    /** Every cell of the board (no sentinels). */
    private final long cells;
    /** Cells of each column, indexed by column. */
    private final long[] columnMasks;
    /** Which line directions fit on this board (a direction needs four cells). */
    private final boolean vertical;
    private final boolean horizontal;
    private final boolean diagonal;
    /** Rows (sentinel row included) whose index is even, respectively odd, across all columns. */
    private final long evenRows;
    private final long oddRows;

    private Board(int width, int height) {
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        this.area = width * height;
        this.keyBits = width * stride;
        long b = 0;
        columnMasks = new long[width];
        // height ones; for height 63, 1L << 63 is Long.MIN_VALUE and minus 1 wraps to 63 ones
        long columnCells = (1L << height) - 1;
        for (int c = 0; c < width; c++) {
            b |= 1L << (c * stride);
            columnMasks[c] = columnCells << (c * stride);
        }
        this.bottom = b;
        // bottom * (2^height - 1) copies the run of `height` ones onto every column: the columns
        // are stride bits apart, so the copies cannot overlap or carry.
        this.cells = b * columnCells;
        this.vertical = height >= LINE;
        this.horizontal = width >= LINE;
        this.diagonal = width >= LINE && height >= LINE;
        long even = 0;
        for (int r = 0; r <= height; r += 2) {
            even |= b << r;
        }
        this.evenRows = even;
        // every bit of every column, sentinels included (a single 64-bit column is all ones)
        long all = stride == 64 ? -1L : b * ((1L << stride) - 1);
        this.oddRows = all & ~even;
    }

    /**
     * The board of the given size.
     *
     * @throws IllegalArgumentException if a side is below 1 or the board does not fit a 64-bit
     *                                  bitboard ({@code width * (height + 1) > 64})
     */
    public static Board of(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("board " + width + "x" + height
                    + " is impossible: width and height must be at least 1");
        }
        if ((long) width * (height + 1) > 64) {
            throw new IllegalArgumentException("board " + width + "x" + height
                    + " is too large: width * (height + 1) = " + (long) width * (height + 1)
                    + " exceeds the 64 bits of a bitboard");
        }
        if (width == 7 && height == 6) {
            return STANDARD;
        }
        return new Board(width, height);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Number of cells, {@code width * height}. */
    public int area() {
        return area;
    }

    /** Bits per column, {@code height + 1}. */
    public int stride() {
        return stride;
    }

    /** Number of significant bits of {@link #key}, {@code width * (height + 1)}. */
    public int keyBits() {
        return keyBits;
    }

    /** The bottom cell of every column. */
    public long bottomMask() {
        return bottom;
    }

    /** Every cell of the board. */
    public long cellMask() {
        return cells;
    }

    /** The cells of column {@code column} (0-based). */
    public long columnMask(int column) {
        return columnMasks[column];
    }

    /** The single bit of cell (column, row), both 0-based, row 0 at the bottom. */
    public long cell(int column, int row) {
        return 1L << (column * stride + row);
    }

    /** The column (0-based) of a single-bit cell. */
    public int columnOf(long cellBit) {
        return Long.numberOfTrailingZeros(cellBit) / stride;
    }

    /** The row (0-based, from the bottom) of a single-bit cell. */
    public int rowOf(long cellBit) {
        return Long.numberOfTrailingZeros(cellBit) % stride;
    }

    /**
     * The cell where a stone dropped now would land, in every column that is not full.
     * Adding the bottom bit to a column's run of ones carries to the first empty cell (or, for a
     * full column, to the sentinel, which {@code & cells} removes).
     */
    public long playable(long mask) {
        return (mask + bottom) & cells;
    }

    /**
     * The column code a table stores for a column: 1-based, and mirrored ({@code width - 1 - c},
     * so {@code width - c} 1-based) when the stored key is the mirror image of the position's.
     */
    public int moveCode(int column, boolean mirrored) {
        return mirrored ? width - column : column + 1;
    }

    /** The column (0-based) of a non-zero code from {@link #moveCode} (the mapping is its own inverse). */
    public int codeColumn(int code, boolean mirrored) {
        return mirrored ? width - code : code - 1;
    }

    /**
     * The empty cells that would complete a line of four for {@code stones}, given the occupied
     * cells {@code mask}. Cells need not be playable yet (a threat higher up counts).
     *
     * <p>For a direction shift {@code d} a cell x completes a line if, along that direction, it
     * has three stones on one side (x+d, x+2d, x+3d), or two on one side and one on the other.
     * {@code (s << d) & (s << 2d)} marks cells that have stones one and two steps <em>behind</em>
     * them in direction d (at x-d and x-2d: below, left, or left-below/left-above for the
     * diagonals); and-ing with {@code s << 3d} or {@code s >>> d} completes the pattern. Each
     * term is a chain of single steps from stone to stone, so it cannot run off the board (see
     * the class comment). Vertically only stones below can exist: one pattern.
     */
    public long winningCells(long stones, long mask) {
        long r = 0;
        if (vertical) {
            // three stones directly below x
            r = (stones << 1) & (stones << 2) & (stones << 3);
        }
        if (horizontal) {
            r |= lines(stones, stride);
        }
        if (diagonal) {
            r |= lines(stones, stride - 1); // one column right, one row down
            r |= lines(stones, stride + 1); // one column right, one row up
        }
        return r & (cells ^ mask);
    }

    /** Cells x with three of x-3d..x+3d (in one of the four windows through x) in {@code s}. */
    private static long lines(long s, int d) {
        long p = (s << d) & (s << 2 * d);          // stones at x-d and x-2d
        long r = p & (s << 3 * d);                 // ... and x-3d
        r |= p & (s >>> d);                        // ... and x+d
        p = (s >>> d) & (s >>> 2 * d);             // stones at x+d and x+2d
        r |= p & (s << d);                         // ... and x-d
        r |= p & (s >>> 3 * d);                    // ... and x+3d
        return r;
    }

    /**
     * Whether {@code stones} contain four in a line. For a direction d, {@code m = s & (s >>> d)}
     * marks cells whose neighbour in direction d is also a stone (pairs); {@code m & (m >>> 2d)}
     * marks pairs followed by another pair, i.e. four in a row.
     */
    public boolean hasFour(long stones) {
        if (vertical) {
            long m = stones & (stones >>> 1);
            if ((m & (m >>> 2)) != 0) {
                return true;
            }
        }
        if (horizontal) {
            long m = stones & (stones >>> stride);
            if ((m & (m >>> 2 * stride)) != 0) {
                return true;
            }
        }
        if (diagonal) {
            long m = stones & (stones >>> (stride - 1));
            if ((m & (m >>> 2 * (stride - 1))) != 0) {
                return true;
            }
            m = stones & (stones >>> (stride + 1));
            return (m & (m >>> 2 * (stride + 1))) != 0;
        }
        return false;
    }

    /**
     * A unique key of a position, given the side to move's stones {@code cur} and all stones
     * {@code mask}. Per column, with h stones and the mover's stones p (p &lt; 2^h),
     * {@code p + (2^h - 1)} lies in [2^h - 1, 2^(h+1) - 2]; these ranges are disjoint for different
     * h, so the column is recovered, and the sum stays below 2^S so columns never carry into each
     * other. The key has at most {@link #keyBits} bits (it may be negative when that is 64).
     */
    public long key(long cur, long mask) {
        return cur + mask;
    }

    /**
     * The key with the smaller unsigned value of {@code key} and its mirror image: equal for a
     * position and its mirror image.
     */
    public long canonical(long key) {
        long m = mirror(key);
        return Long.compareUnsigned(m, key) < 0 ? m : key;
    }

    /** The same set (or key) reflected left to right: column c moves to column width-1-c. */
    public long mirror(long bits) {
        if (width == 1) {
            return bits;
        }
        long column = (1L << stride) - 1;
        long m = 0;
        for (int c = 0, o = width - 1; c < width; c++, o--) {
            m |= ((bits >>> (c * stride)) & column) << (o * stride);
        }
        return m;
    }

    /**
     * The lowest empty cell of every column that has an odd number of empty cells: its row has
     * the parity opposite to the height's (a full column's sentinel has the height's parity).
     */
    public long oddColumnBottoms(long mask) {
        return (mask + bottom) & ((height & 1) == 0 ? oddRows : evenRows) & cells;
    }

    /**
     * The empty cells whose row has the parity of the height. In a column with an even number of
     * empty cells these are the lower cells of the pairs (lowest empty, the one above, ...) that
     * Claimeven forms; in a column with an odd number, the lower cells of the pairs above its
     * lowest empty cell (which itself is not included). See {@link FollowUp}.
     */
    public long lowerOfPairs(long mask) {
        return cells & ~mask & ((height & 1) == 0 ? evenRows : oddRows);
    }

    /**
     * The other empty cells: the upper cell of each pair, <em>and</em> the lowest empty cell of
     * each column with an odd number of empty cells (see {@link #oddColumnBottoms}).
     */
    public long upperOfPairs(long mask) {
        return cells & ~mask & ((height & 1) == 0 ? oddRows : evenRows);
    }

    /**
     * The columns ordered from the centre outwards, the usual move order of Connect-4 (centre cells
     * lie on more lines): width/2, then alternately one step further left and right (7 columns:
     * 3 2 4 1 5 0 6; 8 columns: 4 3 5 2 6 1 7 0).
     */
    public int[] centreFirst() {
        int[] order = new int[width];
        for (int i = 0; i < width; i++) {
            // i = 0, 1, 2, 3, 4, ...: offsets 0, -1, +1, -2, +2, ... from width / 2
            order[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        return order;
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.width == width && b.height == height;
    }

    @Override
    public int hashCode() {
        return width * 131 + height;
    }
}
