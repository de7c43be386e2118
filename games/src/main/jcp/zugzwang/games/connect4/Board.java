package zugzwang.games.connect4;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"Board.java"
//#if WIDE
import zugzwang.core.util.Bits128;
//#endif
import zugzwang.games.connect4.solver.FollowUp;

/**
 * The shape of a Connect-4 board (width × height) and all bitboard arithmetic that depends on it.
 * {@code Board} holds a set of cells in one {@code long} (boards of up to 64 bits), {@code WideBoard}
 * in two (up to 128 bits); both are generated from one template ({@code games/src/main/jcp}, see
 * docs/wide-boards.md).
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
 * <p>{@code WideBoard} keeps this layout on 128 bits: a set is two words, {@code lo} (bits 0–63)
 * and {@code hi} (bits 64–127), and a column may straddle them. Shifts move bits across the
 * words ({@link zugzwang.core.util.Bits128}) and the one addition that can carry along a column
 * (the {@code + bottom} trick) carries from {@code lo} into {@code hi}; every argument above holds
 * unchanged with 128 for 64. Every method that returns a set comes as two, {@code ...Lo} and
 * {@code ...Hi}, so nothing allocates.
 *
 * <p>A position is described by two sets: {@code mask}, the occupied cells, and {@code cur}, the
 * stones of the side to move. Because stones obey gravity, each column of {@code mask} is a
 * run of ones from the bottom, which several tricks below depend on.
 *
 * <p>Instances are immutable and shared; everything here is allocation-free.
 */
public final class /*$P$*/Board implements BoardShape {
//#if !WIDE
    /** The standard 7 × 6 board. */
    public static final Board STANDARD = new Board(7, 6);
//#endif

    /** Cells in a line that wins. */
    public static final int LINE = 4;
//#if WIDE
    /** Bits of a set: two words. */
    public static final int BITS = 128;
//#else
    /** Bits of a set: one word. */
    public static final int BITS = 64;
//#endif

    private final int width;
    private final int height;
    /** Bits per column: {@code height + 1} (the cells and the sentinel). */
    private final int stride;
    private final int area;
    /** Number of bits a key needs: {@code width * stride}. */
    private final int keyBits;
//#if WIDE
    /** The bottom cell of every column, low and high word. */
    private final long bottomLo;
    private final long bottomHi;
    /** Every cell of the board (no sentinels). */
    private final long cellsLo;
    private final long cellsHi;
    /** Cells of each column, indexed by column. */
    private final long[] columnLo;
    private final long[] columnHi;
    /**
     * Whether every shift of the line patterns, up to 3·(stride + 1), is below 64: then they run
     * without the general shifts' tests of the count (every board up to 20 rows).
     */
    private final boolean shortLines;
//#else
    /** The bottom cell of every column. */
    private final long bottom;
    /** Every cell of the board (no sentinels). */
    private final long cells;
    /** Cells of each column, indexed by column. */
    private final long[] columnMasks;
    /** {@link #mirror}: the columns of the left half (all stride bits), their distance to their partner, the middle column. */
    private final long[] mirrorLeft;
    private final int[] mirrorShift;
    private final long mirrorMiddle;
//#endif
    /** Which line directions fit on this board (a direction needs four cells). */
    private final boolean vertical;
    private final boolean horizontal;
    private final boolean diagonal;
    /** Rows (sentinel row included) whose index is even, respectively odd, across all columns. */
//#if WIDE
    private final long evenRowsLo;
    private final long evenRowsHi;
    private final long oddRowsLo;
    private final long oddRowsHi;
//#else
    private final long evenRows;
    private final long oddRows;
//#endif

    private /*$P$*/Board(int width, int height) {
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        this.area = width * height;
        this.keyBits = width * stride;
//#if WIDE
        this.shortLines = 3 * (stride + 1) < 64;
        // the same sets as the one-word board's, built bit by bit: cell (c, r) is bit c*S + r
        long bl = 0, bh = 0, cl = 0, ch = 0, el = 0, eh = 0, ol = 0, oh = 0;
        columnLo = new long[width];
        columnHi = new long[width];
        for (int c = 0; c < width; c++) {
            for (int r = 0; r <= height; r++) {
                int bit = c * stride + r;
                long lo = bit < 64 ? 1L << bit : 0;
                long hi = bit < 64 ? 0 : 1L << (bit - 64);
                if (r == 0) {
                    bl |= lo;
                    bh |= hi;
                }
                if (r < height) {
                    cl |= lo;
                    ch |= hi;
                    columnLo[c] |= lo;
                    columnHi[c] |= hi;
                }
                if ((r & 1) == 0) {
                    el |= lo;
                    eh |= hi;
                } else {
                    ol |= lo;
                    oh |= hi;
                }
            }
        }
        this.bottomLo = bl;
        this.bottomHi = bh;
        this.cellsLo = cl;
        this.cellsHi = ch;
        this.evenRowsLo = el;
        this.evenRowsHi = eh;
        this.oddRowsLo = ol;
        this.oddRowsHi = oh;
//#else
        long b = 0;
        columnMasks = new long[width];
        // height ones; for height 63, 1L << 63 is Long.MIN_VALUE and minus 1 wraps to 63 ones
        long columnCells = (1L << height) - 1;
        for (int c = 0; c < width; c++) {
            b |= 1L << (c * stride);
            columnMasks[c] = columnCells << (c * stride);
        }
        this.bottom = b;
        // mirror(): the left half's columns with their sentinel bits, and each one's distance to
        // its partner (a 1-column board has no pair: its one column is the middle)
        long columnBits = stride == 64 ? -1L : (1L << stride) - 1;
        mirrorLeft = new long[width / 2];
        mirrorShift = new int[width / 2];
        for (int j = 0; j < width / 2; j++) {
            mirrorLeft[j] = columnBits << (j * stride);
            mirrorShift[j] = (width - 1 - 2 * j) * stride;
        }
        this.mirrorMiddle = (width & 1) == 0 ? 0 : columnBits << (width / 2 * stride);
        // bottom * (2^height - 1) copies the run of `height` ones onto every column: the columns
        // are stride bits apart, so the copies cannot overlap or carry.
        this.cells = b * columnCells;
//#endif
        this.vertical = height >= LINE;
        this.horizontal = width >= LINE;
        this.diagonal = width >= LINE && height >= LINE;
//#if !WIDE
        long even = 0;
        for (int r = 0; r <= height; r += 2) {
            even |= b << r;
        }
        this.evenRows = even;
        // every bit of every column, sentinels included (a single 64-bit column is all ones)
        long all = stride == 64 ? -1L : b * ((1L << stride) - 1);
        this.oddRows = all & ~even;
//#endif
    }

    /**
     * The board of the given size.
     *
     * @throws IllegalArgumentException if a side is below 1 or the board does not fit the
     *                                  bitboard ({@code width * (height + 1) > BITS})
     */
    public static /*$P$*/Board of(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("board " + width + "x" + height
                    + " is impossible: width and height must be at least 1");
        }
        if ((long) width * ((long) height + 1) > BITS) { // long before the + 1: height may be Integer.MAX_VALUE
            throw new IllegalArgumentException("board " + width + "x" + height
                    + " is too large: width * (height + 1) = " + (long) width * ((long) height + 1)
                    + " exceeds the " + BITS + " bits of a bitboard");
        }
//#if !WIDE
        if (width == 7 && height == 6) {
            return STANDARD;
        }
//#endif
        return new /*$P$*/Board(width, height);
    }

    @Override
    public /*$P$*/Position emptyPosition() {
        return /*$P$*/Position.empty(this);
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

    /** Number of significant bits of a key, {@code width * (height + 1)}. */
    public int keyBits() {
        return keyBits;
    }

//#if WIDE
    /** The bottom cell of every column, low word. */
    public long bottomLo() {
        return bottomLo;
    }

    /** The bottom cell of every column, high word. */
    public long bottomHi() {
        return bottomHi;
    }

    /** Every cell of the board, low word. */
    public long cellsLo() {
        return cellsLo;
    }

    /** Every cell of the board, high word. */
    public long cellsHi() {
        return cellsHi;
    }

    /** The cells of column {@code column} (0-based), low word. */
    public long columnLo(int column) {
        return columnLo[column];
    }

    /** The cells of column {@code column} (0-based), high word. */
    public long columnHi(int column) {
        return columnHi[column];
    }

    /** The single bit of cell (column, row), both 0-based, row 0 at the bottom: low word. */
    public long cellLo(int column, int row) {
        int bit = column * stride + row;
        return bit < 64 ? 1L << bit : 0;
    }

    /** The single bit of cell (column, row): high word. */
    public long cellHi(int column, int row) {
        int bit = column * stride + row;
        return bit < 64 ? 0 : 1L << (bit - 64);
    }

    /** The column (0-based) of a single-bit cell. */
    public int columnOf(long lo, long hi) {
        return Bits128.numberOfTrailingZeros(lo, hi) / stride;
    }

    /** The row (0-based, from the bottom) of a single-bit cell. */
    public int rowOf(long lo, long hi) {
        return Bits128.numberOfTrailingZeros(lo, hi) % stride;
    }

    /**
     * The cell where a stone dropped now would land, in every column that is not full: low word.
     * Adding the bottom bit to a column's run of ones carries to the first empty cell (or, for a
     * full column, to the sentinel, which {@code & cells} removes); a column that straddles the
     * words carries from the low word into the high one.
     */
    public long playableLo(long maskLo) {
        return (maskLo + bottomLo) & cellsLo;
    }

    /** The playable cells, high word (see {@link #playableLo}). */
    public long playableHi(long maskLo, long maskHi) {
        return Bits128.addHi(maskLo, maskHi, bottomLo, bottomHi) & cellsHi;
    }
//#else
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
//#endif

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
//#if WIDE
    public long winningLo(long sLo, long sHi, long maskLo) {
        long r = 0;
        if (vertical) {
            // three stones directly below x
            r = (sLo << 1) & (sLo << 2) & (sLo << 3);
        }
        if (horizontal) {
            r |= linesLo(sLo, sHi, stride);
        }
        if (diagonal) {
            r |= linesLo(sLo, sHi, stride - 1); // one column right, one row down
            r |= linesLo(sLo, sHi, stride + 1); // one column right, one row up
        }
        return r & (cellsLo ^ maskLo);
    }

    /** The winning cells, high word (see {@link #winningLo}). */
    public long winningHi(long sLo, long sHi, long maskHi) {
        long r = 0;
        if (vertical) {
            // (x << k) across the words for 0 < k < 64: the low word's top k bits (lo >>> (64 - k))
            // come up into the high word
            r = ((sHi << 1) | (sLo >>> 63)) & ((sHi << 2) | (sLo >>> 62)) & ((sHi << 3) | (sLo >>> 61));
        }
        if (horizontal) {
            r |= linesHi(sLo, sHi, stride);
        }
        if (diagonal) {
            r |= linesHi(sLo, sHi, stride - 1);
            r |= linesHi(sLo, sHi, stride + 1);
        }
        return r & (cellsHi ^ maskHi);
    }

    /** {@link #lines}' low word: cells x with three of x-3d..x+3d in {@code s}. */
    private long linesLo(long sLo, long sHi, int d) {
        return shortLines ? shortLinesLo(sLo, sHi, d) : anyLinesLo(sLo, sHi, d);
    }

    /** {@link #linesLo} for any d (the general shifts). */
    private static long anyLinesLo(long sLo, long sHi, int d) {
        long p = Bits128.shlLo(sLo, d) & Bits128.shlLo(sLo, 2 * d);
        long r = p & Bits128.shlLo(sLo, 3 * d);
        r |= p & Bits128.shrLo(sLo, sHi, d);
        p = Bits128.shrLo(sLo, sHi, d) & Bits128.shrLo(sLo, sHi, 2 * d);
        r |= p & Bits128.shlLo(sLo, d);
        r |= p & Bits128.shrLo(sLo, sHi, 3 * d);
        return r;
    }

    /**
     * {@link #anyLinesLo} for 0 &lt; d and 3d &lt; 64 ({@link #shortLines}), without the count tests
     * of the general shifts: across the words, {@code (x >>> k)}'s low word takes the high
     * word's low k bits as {@code hi << (64 - k)}, which Java writes {@code hi << -k} (a shift
     * count is taken mod 64).
     */
    private static long shortLinesLo(long sLo, long sHi, int d) {
        long l1 = sLo << d;
        long r1 = (sLo >>> d) | (sHi << -d);
        long r2 = (sLo >>> 2 * d) | (sHi << -2 * d);
        long p = l1 & (sLo << 2 * d);
        long r = p & ((sLo << 3 * d) | r1);
        p = r1 & r2;
        return r | (p & (l1 | (sLo >>> 3 * d) | (sHi << -3 * d)));
    }

    /** {@link #anyLinesHi} for 0 &lt; d and 3d &lt; 64 (see {@link #shortLinesLo}). */
    private static long shortLinesHi(long sLo, long sHi, int d) {
        long l1 = (sHi << d) | (sLo >>> -d);
        long r1 = sHi >>> d;
        long p = l1 & ((sHi << 2 * d) | (sLo >>> -2 * d));
        long r = p & (((sHi << 3 * d) | (sLo >>> -3 * d)) | r1);
        p = r1 & (sHi >>> 2 * d);
        return r | (p & (l1 | (sHi >>> 3 * d)));
    }

    /** {@link #lines}' high word. */
    private long linesHi(long sLo, long sHi, int d) {
        return shortLines ? shortLinesHi(sLo, sHi, d) : anyLinesHi(sLo, sHi, d);
    }

    /** {@link #linesHi} for any d (the general shifts). */
    private static long anyLinesHi(long sLo, long sHi, int d) {
        long p = Bits128.shlHi(sLo, sHi, d) & Bits128.shlHi(sLo, sHi, 2 * d);
        long r = p & Bits128.shlHi(sLo, sHi, 3 * d);
        r |= p & Bits128.shrHi(sHi, d);
        p = Bits128.shrHi(sHi, d) & Bits128.shrHi(sHi, 2 * d);
        r |= p & Bits128.shlHi(sLo, sHi, d);
        r |= p & Bits128.shrHi(sHi, 3 * d);
        return r;
    }

    /** Whether {@code stones} contain four in a line (see the one-word board's {@code hasFour}). */
    public boolean hasFour(long sLo, long sHi) {
        if (vertical && four(sLo, sHi, 1)) {
            return true;
        }
        if (horizontal && four(sLo, sHi, stride)) {
            return true;
        }
        return diagonal && (four(sLo, sHi, stride - 1) || four(sLo, sHi, stride + 1));
    }

    /** {@code m = s & (s >>> d)} marks pairs, {@code m & (m >>> 2d)} two pairs in a row: a four. */
    private static boolean four(long sLo, long sHi, int d) {
        long mLo = sLo & Bits128.shrLo(sLo, sHi, d);
        long mHi = sHi & Bits128.shrHi(sHi, d);
        return ((mLo & Bits128.shrLo(mLo, mHi, 2 * d)) | (mHi & Bits128.shrHi(mHi, 2 * d))) != 0;
    }

    /**
     * A unique key of a position (see the one-word board's {@code key}: per column the mover's
     * stones plus the column's stones, which never carries out of the column): low word.
     */
    public long keyLo(long curLo, long maskLo) {
        return curLo + maskLo;
    }

    /** The key's high word: a column that straddles the words carries from the low word. */
    public long keyHi(long curLo, long curHi, long maskLo, long maskHi) {
        return Bits128.addHi(curLo, curHi, maskLo, maskHi);
    }

    /**
     * The same set (or key) reflected left to right, both words at once into {@code out[0]} (low)
     * and {@code out[1]} (high): column c moves to width-1-c.
     */
    public void mirror(long lo, long hi, long[] out) {
        long column = stride == 64 ? -1L : (1L << stride) - 1;
        long mLo = 0;
        long mHi = 0;
        for (int c = 0, o = width - 1; c < width; c++, o--) {
            long bits = Bits128.shrLo(lo, hi, c * stride) & column;
            mLo |= Bits128.shlLo(bits, o * stride);
            mHi |= Bits128.shlHi(bits, 0, o * stride);
        }
        out[0] = mLo;
        out[1] = mHi;
    }

    /** The lowest empty cell of every column with an odd number of empty cells (low word). */
    public long oddColumnBottomsLo(long maskLo) {
        return (maskLo + bottomLo) & ((height & 1) == 0 ? oddRowsLo : evenRowsLo) & cellsLo;
    }

    /** The same, high word. */
    public long oddColumnBottomsHi(long maskLo, long maskHi) {
        return Bits128.addHi(maskLo, maskHi, bottomLo, bottomHi)
                & ((height & 1) == 0 ? oddRowsHi : evenRowsHi) & cellsHi;
    }

    /** The lower cells of Claimeven's pairs (low word; see the one-word board's {@code lowerOfPairs}). */
    public long lowerOfPairsLo(long maskLo) {
        return cellsLo & ~maskLo & ((height & 1) == 0 ? evenRowsLo : oddRowsLo);
    }

    /** The same, high word. */
    public long lowerOfPairsHi(long maskHi) {
        return cellsHi & ~maskHi & ((height & 1) == 0 ? evenRowsHi : oddRowsHi);
    }

    /** The other empty cells (low word; see the one-word board's {@code upperOfPairs}). */
    public long upperOfPairsLo(long maskLo) {
        return cellsLo & ~maskLo & ((height & 1) == 0 ? oddRowsLo : evenRowsLo);
    }

    /** The same, high word. */
    public long upperOfPairsHi(long maskHi) {
        return cellsHi & ~maskHi & ((height & 1) == 0 ? oddRowsHi : evenRowsHi);
    }

    /** The empty cells of the columns whose lowest empty cell is in {@code lowest} (low word; see the one-word board's {@code emptyRuns}). */
    public long emptyRunsLo(long maskLo, long lowestLo) {
        long emptyLo = cellsLo & ~maskLo;
        return (emptyLo ^ (emptyLo + lowestLo)) & cellsLo;
    }

    /** The same, high word: a straddling column's run carries from the low word. */
    public long emptyRunsHi(long maskLo, long maskHi, long lowestLo, long lowestHi) {
        long emptyLo = cellsLo & ~maskLo;
        long emptyHi = cellsHi & ~maskHi;
        return (emptyHi ^ Bits128.addHi(emptyLo, emptyHi, lowestLo, lowestHi)) & cellsHi;
    }
//#else
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

    /**
     * The same set (or key) reflected left to right: column c moves to column width-1-c. Columns
     * are swapped in pairs: column j (all its stride bits, {@code mirrorLeft[j]}) and column
     * width-1-j lie {@code mirrorShift[j] = (width-1-2j) * stride} bits apart, so
     * {@code (bits & left) << shift} moves j to its partner and {@code (bits >>> shift) & left}
     * the partner to j; the middle column of an odd width stays. (Half the steps of moving every
     * column on its own, with the masks and shifts precomputed: the search mirrors a key at every
     * node of its first plies.)
     */
    public long mirror(long bits) {
        long m = bits & mirrorMiddle;
        for (int j = 0; j < mirrorShift.length; j++) {
            long left = mirrorLeft[j];
            int shift = mirrorShift[j];
            m |= ((bits & left) << shift) | ((bits >>> shift) & left);
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
     * The empty cells of the columns whose lowest empty cell is in {@code lowest} (some of the
     * {@link #playable} cells). A column's empty cells run from its lowest empty cell to the top;
     * adding that lowest bit clears the run and carries into the column's spare bit above the top
     * (never a cell, so never empty): {@code empty ^ (empty + lowest)} is the runs plus those spare
     * bits, {@code & cells} the runs. No carry crosses into the next column.
     */
    public long emptyRuns(long mask, long lowest) {
        long empty = cells & ~mask;
        return (empty ^ (empty + lowest)) & cells;
    }
//#endif

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
        return o instanceof /*$P$*/Board b && b.width == width && b.height == height;
    }

    @Override
    public int hashCode() {
        return width * 131 + height;
    }
}
