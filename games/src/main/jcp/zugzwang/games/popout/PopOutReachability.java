package zugzwang.games.popout;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"PopOutReachability.java"
import java.util.Arrays;
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.popout.PopOutReachability.Verdict;
//#else
import zugzwang.games.connect4.Board;
//#endif

/**
 * Whether a PopOut board (disks resting on each other, the side to move given by the parity of
 * the number of disks) can arise in a legal game from the empty board.
 *
 * <h2>The rule</h2>
 * A board B is reachable iff it is the empty board, or some legal move from a reachable position
 * A that is not over yet makes B. A position is over when someone has four in a line (or a draw
 * was claimed or a position repeated, neither of which leaves a different board; a path that
 * reaches B at all can be shortened until no position repeats, so repetition never matters). So
 * B is reachable iff there is a chain of <em>un-moves</em> from B to the empty board whose every
 * position after B has no four. With P the player who made the last move (White iff B has an odd
 * number of disks):
 * <ul>
 * <li><b>un-drop</b> column c: remove c's top disk, which must be P's (a drop adds the mover's disk
 *     on top);</li>
 * <li><b>un-pop</b> column c: c must not be full; its disks move up one and a P disk is put at the
 *     bottom (a pop removes the mover's own bottom disk).</li>
 * </ul>
 * This one rule covers terminal boards too: a drop makes at most the dropper's four (so a board
 * where the side to move has a four, alone or with P, has no un-drop to a board without four), a
 * pop may make fours for the popper, the other player or both. Unlike Connect-4, disk counts say
 * nothing: pops make any difference between them possible.
 *
 * <h2>What is known (exhaustive checks: {@code PopOutReachabilityTest}, {@code PopOutReachabilityCensus})</h2>
 * Proved, on every board: the empty board is reachable; a full board has no un-pop, so it is
 * reachable only through an un-drop of one of P's top disks. No simple characterisation holds
 * beyond that: every gravity board of 1x1 .. 4x4, 2x6, 3x5, 5x3, 6x2 and 4x5 (15.8 M boards) was
 * compared with a forward breadth-first search, and on every size with four-in-a-line room in two
 * directions some four-free boards that are not full are unreachable (4x4: 4,814 of 497,213; 4x5:
 * 61,028 of 5,150,533), e.g. {@code xxx./ooo./ooo./ooo.}: o moved last but has no top disk, and
 * the only un-pop (an o under column 4) makes o's four. Four-free full boards can be unreachable
 * too (4x5: 18), and so can boards with fours (4x4: 226,280 of 409,620). So the search below is
 * the decision procedure; it agreed with the forward search on every board of those sizes, and the
 * unreachable boards were all small dead ends (at most 2 positions visited on 4x4, 49 on 4x5).
 *
 * <h2>The search</h2>
 * Best-first over un-moves, always expanding a position with the fewest disks (un-drops lead
 * toward the empty board, un-pops only get the search out of a position where every top disk is
 * the side to move's), each position visited at most once. The answer is exact: {@link
 * Verdict#REACHABLE} with a path that {@link #path()} returns (checkable by replaying it
 * forward), {@link Verdict#UNREACHABLE} when every position the un-moves lead to has been visited
 * without meeting the empty board, {@link Verdict#UNDECIDED} when more than the budget of
 * positions would have to be visited. Memory: at most about 72 bytes per visited position (two
 * hash arrays at most half full, the stacks); the tables start small and grow as needed.
 *
 * <p>Not thread-safe; an instance reuses its tables from one question to the next.
 *
 * <p>{@code WidePopOutReachability} (same template) decides boards beyond 64 bits: disks and keys
 * are two words ({@code ...Lo}, {@code ...Hi}); the visited set, the parents and the stacks hold
 * both words of every key (a stack entry is two longs).
 */
public final class /*$P$*/PopOutReachability {
//#if !WIDE
    /** The answer for one board. */
    public enum Verdict {
        /** Some legal game reaches the board ({@link #path()} is one). */
        REACHABLE,
        /** No legal game reaches it (every un-move chain was followed). */
        UNREACHABLE,
        /** The budget of positions ran out before an answer. */
        UNDECIDED
    }
//#endif

    /**
     * Positions a diagram check may visit by default: 2^20 (at most about 75 MB). Random and
     * hand-made 7x6 boards need under a thousand.
     */
    public static final int DEFAULT_BUDGET = 1 << 20;

    private final /*$P$*/Board board;
    private final int width;
    private final int top;
    private final int budget;

    /** Open-addressing set of the visited keys (0 = empty slot: every key has marker bits). */
    private long[] keys = new long[1 << 10];
    /** For each slot of {@link #keys}: the key of the position it was reached from (0 for B). */
    private long[] parents = new long[1 << 10];
//#if WIDE
    /** The high words of {@link #keys} and {@link #parents}. */
    private long[] keysHi = new long[1 << 10];
    private long[] parentsHi = new long[1 << 10];
    /** Longs per stack entry: a key's two words. */
    private static final int ENTRY = 2;
    /** The disks of the key being expanded (low, high word): see {@link #disksOf}. */
    private final long[] disks = new long[2];
//#else
    /** Longs per stack entry: a key. */
    private static final int ENTRY = 1;
//#endif
    private int size;
    /** Per disk count: a stack of the keys still to expand ({@link #ENTRY} longs each). */
    private final long[][] open;
    private final int[] openSize;
    private int[] path = new int[0];
    private long visited;

    /** A checker for {@code board} that visits at most {@code budget} positions per question. */
    public /*$P$*/PopOutReachability(/*$P$*/Board board, int budget) {
        if (budget < 1) {
            throw new IllegalArgumentException("the budget must be at least 1, not " + budget);
        }
        this.board = board;
        this.width = board.width();
        this.top = board.height() - 1;
        this.budget = budget;
        open = new long[board.area() + 1][];
        openSize = new int[board.area() + 1];
    }

    /** A checker with {@link #DEFAULT_BUDGET}. */
    public /*$P$*/PopOutReachability(/*$P$*/Board board) {
        this(board, DEFAULT_BUDGET);
    }

    /** The board. */
    public /*$P$*/Board board() {
        return board;
    }

    /**
     * Whether some legal game reaches the disks {@code mask} of which {@code white} are White's.
     *
     * @throws IllegalArgumentException if the disks do not rest on each other or lie off the board
     */
//#if WIDE
    public Verdict decide(long whiteLo, long whiteHi, long maskLo, long maskHi) {
        checkGravity(whiteLo, whiteHi, maskLo, maskHi);
//#else
    public Verdict decide(long white, long mask) {
        checkGravity(white, mask);
//#endif
        path = new int[0];
        visited = 0;
        clear();
//#if WIDE
        long start = keyLo(whiteLo, maskLo);
        long startHi = keyHi(whiteLo, whiteHi, maskLo, maskHi);
        insert(start, startHi, 0, 0);
        if ((maskLo | maskHi) == 0) {
            return Verdict.REACHABLE;
        }
        boolean startFour = board.hasFour(whiteLo, whiteHi) || board.hasFour(maskLo & ~whiteLo, maskHi & ~whiteHi);
        int lowest = push(start, startHi, Bits128.bitCount(maskLo, maskHi));
//#else
        long start = key(white, mask);
        insert(start, 0);
        if (mask == 0) {
            return Verdict.REACHABLE;
        }
        boolean startFour = board.hasFour(white) || board.hasFour(mask & ~white);
        int lowest = push(start, Long.bitCount(mask));
//#endif
        while (lowest <= board.area()) {
            if (openSize[lowest] == 0) {
                lowest++;
                continue;
            }
//#if WIDE
            openSize[lowest] -= ENTRY;
            long k = open[lowest][openSize[lowest]];
            long kHi = open[lowest][openSize[lowest] + 1];
            disksOf(k, kHi);
            long mLo = disks[0];
            long mHi = disks[1];
            long wLo = k - mLo - board.bottomLo(); // the key minus (mask + bottom) is white
            long wHi = kHi - Bits128.addHi(mLo, mHi, board.bottomLo(), board.bottomHi())
                    - (Long.compareUnsigned(k, mLo + board.bottomLo()) < 0 ? 1 : 0); // the borrow
            // only the target may hold a four; positions before it are four-free by construction
            boolean four = k == start && kHi == startHi && startFour;
            int n = Bits128.bitCount(mLo, mHi);
            boolean pWhite = (n & 1) == 1; // P, the last mover, is White iff the count is odd
            long pLo = pWhite ? wLo : mLo & ~wLo;
            long pHi = pWhite ? wHi : mHi & ~wHi;
//#else
            long k = open[lowest][--openSize[lowest]];
            long w = whiteOf(k);
            long m = maskOf(k);
            // only the target may hold a four; positions before it are four-free by construction
            boolean four = k == start && startFour;
            int n = Long.bitCount(m);
            boolean pWhite = (n & 1) == 1; // P, the last mover, is White iff the count is odd
            long p = pWhite ? w : m & ~w;
//#endif
            // un-drops: the top disk of a column, if it is P's
            for (int c = 0; c < width; c++) {
//#if WIDE
                int h = height(mLo, mHi, c);
                long tLo = h == 0 ? 0 : board.cellLo(c, h - 1); // the top disk (0 if the column is empty)
                long tHi = h == 0 ? 0 : board.cellHi(c, h - 1);
                if (((tLo & pLo) | (tHi & pHi)) == 0) {
                    continue;
                }
                long w2Lo = wLo & ~tLo;
                long w2Hi = wHi & ~tHi;
                long m2Lo = mLo ^ tLo;
                long m2Hi = mHi ^ tHi;
                if (four && (board.hasFour(w2Lo, w2Hi) || board.hasFour(m2Lo & ~w2Lo, m2Hi & ~w2Hi))) {
                    continue; // removing a disk from a four-free board leaves it four-free
                }
                long k2 = keyLo(w2Lo, m2Lo);
                long k2Hi = keyHi(w2Lo, w2Hi, m2Lo, m2Hi);
                if (!insert(k2, k2Hi, k, kHi)) {
                    continue;
                }
                if ((m2Lo | m2Hi) == 0) {
                    buildPath(k2, k2Hi);
                    return Verdict.REACHABLE;
                }
                if (++visited > budget) {
                    return Verdict.UNDECIDED;
                }
                lowest = Math.min(lowest, push(k2, k2Hi, n - 1));
//#else
                long col = m & board.columnMask(c);
                long t = Long.highestOneBit(col); // the top disk (0 if the column is empty)
                if ((t & p) == 0) {
                    continue;
                }
                long w2 = w & ~t;
                long m2 = m ^ t;
                if (four && (board.hasFour(w2) || board.hasFour(m2 & ~w2))) {
                    continue; // removing a disk from a four-free board leaves it four-free
                }
                long k2 = key(w2, m2);
                if (!insert(k2, k)) {
                    continue;
                }
                if (m2 == 0) {
                    buildPath(k2);
                    return Verdict.REACHABLE;
                }
                if (++visited > budget) {
                    return Verdict.UNDECIDED;
                }
                lowest = Math.min(lowest, push(k2, n - 1));
//#endif
            }
            // un-pops: a column with room; its disks move up one, a P disk goes under them
            for (int c = 0; c < width; c++) {
//#if WIDE
                if (height(mLo, mHi, c) == top + 1) {
                    continue; // full: nothing was popped from it
                }
                long colLo = board.columnLo(c);
                long colHi = board.columnHi(c);
                long bLo = board.cellLo(c, 0);
                long bHi = board.cellHi(c, 0);
                // the top cell is empty, so shifting up by one (across the words) stays inside the column
                long m2Lo = (mLo & ~colLo) | Bits128.shlLo(mLo & colLo, 1) | bLo;
                long m2Hi = (mHi & ~colHi) | Bits128.shlHi(mLo & colLo, mHi & colHi, 1) | bHi;
                long w2Lo = (wLo & ~colLo) | Bits128.shlLo(wLo & colLo, 1) | (pWhite ? bLo : 0);
                long w2Hi = (wHi & ~colHi) | Bits128.shlHi(wLo & colLo, wHi & colHi, 1) | (pWhite ? bHi : 0);
                if (board.hasFour(w2Lo, w2Hi) || board.hasFour(m2Lo & ~w2Lo, m2Hi & ~w2Hi)) {
                    continue; // the game would have ended before the pop
                }
                long k2 = keyLo(w2Lo, m2Lo);
                long k2Hi = keyHi(w2Lo, w2Hi, m2Lo, m2Hi);
                if (!insert(k2, k2Hi, k, kHi)) {
                    continue;
                }
                if (++visited > budget) {
                    return Verdict.UNDECIDED;
                }
                push(k2, k2Hi, n + 1);
//#else
                if ((m & board.cell(c, top)) != 0) {
                    continue; // full: nothing was popped from it
                }
                long colMask = board.columnMask(c);
                long b = board.cell(c, 0);
                // the top cell is empty, so shifting up by one stays inside the column
                long m2 = (m & ~colMask) | ((m & colMask) << 1) | b;
                long w2 = (w & ~colMask) | ((w & colMask) << 1) | (pWhite ? b : 0);
                if (board.hasFour(w2) || board.hasFour(m2 & ~w2)) {
                    continue; // the game would have ended before the pop
                }
                long k2 = key(w2, m2);
                if (!insert(k2, k)) {
                    continue;
                }
                if (++visited > budget) {
                    return Verdict.UNDECIDED;
                }
                push(k2, n + 1);
//#endif
            }
        }
        return Verdict.UNREACHABLE;
    }

    /**
     * After a {@link Verdict#REACHABLE} answer: the moves (codes of {@link PopOutGame}: drops
     * {@code 0..w-1}, pops {@code w..2w-1}) of a legal game from the empty board to the board;
     * else empty. A new array.
     */
    public int[] path() {
        return path.clone();
    }

    /** The most positions one question may visit. */
    public int budget() {
        return budget;
    }

    /** The positions visited by the last question (the budget counts these). */
    public long visited() {
        return visited;
    }

//#if WIDE
    /**
     * Why no legal game reaches a board that {@link #decide} found unreachable, in one phrase (for
     * error messages): the full-board and terminal cases get their own reason.
     */
    public String reason(long whiteLo, long whiteHi, long maskLo, long maskHi) {
        int n = Bits128.bitCount(maskLo, maskHi);
        boolean pWhite = (n & 1) == 1;
        boolean pFour = pWhite ? board.hasFour(whiteLo, whiteHi) : board.hasFour(maskLo & ~whiteLo, maskHi & ~whiteHi);
        boolean qFour = pWhite ? board.hasFour(maskLo & ~whiteLo, maskHi & ~whiteHi) : board.hasFour(whiteLo, whiteHi);
        return PopOutReachability.reason(n, maskLo == board.cellsLo() && maskHi == board.cellsHi(), pFour, qFour);
    }

    private void checkGravity(long whiteLo, long whiteHi, long maskLo, long maskHi) {
        if ((whiteLo & ~maskLo) != 0 || (whiteHi & ~maskHi) != 0 || (maskLo & ~board.cellsLo()) != 0
                || (maskHi & ~board.cellsHi()) != 0) {
            throw new IllegalArgumentException("disks off the " + board + " board");
        }
        for (int c = 0; c < width; c++) {
            // the disks of a column rest on the bottom: none above its height
            int h = height(maskLo, maskHi, c);
            for (int r = h + 1; r <= top; r++) {
                if (((maskLo & board.cellLo(c, r)) | (maskHi & board.cellHi(c, r))) != 0) {
                    throw new IllegalArgumentException("column " + (c + 1) + " has a floating disk");
                }
            }
        }
    }

    /** Disks resting on the bottom of column c (counted up to the first empty cell). */
    private int height(long maskLo, long maskHi, int c) {
        int h = 0;
        while (h <= top && ((maskLo & board.cellLo(c, h)) | (maskHi & board.cellHi(c, h))) != 0) {
            h++;
        }
        return h;
    }

    /** The board key's low word (see {@link WidePopOutState#boardKey()}). */
    private long keyLo(long whiteLo, long maskLo) {
        return whiteLo + maskLo + board.bottomLo();
    }

    /** The board key's high word: both additions carry from the low word. */
    private long keyHi(long whiteLo, long whiteHi, long maskLo, long maskHi) {
        long mbLo = maskLo + board.bottomLo();
        long mbHi = Bits128.addHi(maskLo, maskHi, board.bottomLo(), board.bottomHi());
        return Bits128.addHi(whiteLo, whiteHi, mbLo, mbHi);
    }

    /**
     * The disks of a key into {@link #disks} (low, high word): per column the cells below the
     * column's highest key bit.
     */
    private void disksOf(long key, long keyHi) {
        long lo = 0;
        long hi = 0;
        for (int c = 0; c < width; c++) {
            int k = markerRow(key, keyHi, c);
            for (int r = 0; r < k; r++) {
                lo |= board.cellLo(c, r);
                hi |= board.cellHi(c, r);
            }
        }
        disks[0] = lo;
        disks[1] = hi;
    }

    /** The row of column c's marker bit in a key (its highest bit in the column): the column's height. */
    private int markerRow(long key, long keyHi, int c) {
        for (int r = top + 1; r >= 0; r--) {
            if (((key & board.cellLo(c, r)) | (keyHi & board.cellHi(c, r))) != 0) {
                return r;
            }
        }
        throw new IllegalStateException("no marker bit in column " + (c + 1));
    }
//#else
    /**
     * Why no legal game reaches a board that {@link #decide} found unreachable, in one phrase (for
     * error messages): the full-board and terminal cases get their own reason.
     */
    public String reason(long white, long mask) {
        int n = Long.bitCount(mask);
        boolean pWhite = (n & 1) == 1;
        boolean pFour = board.hasFour(pWhite ? white : mask & ~white);
        boolean qFour = board.hasFour(pWhite ? mask & ~white : white);
        return reason(n, mask == board.cellMask(), pFour, qFour);
    }

    /**
     * The reason of an unreachable board with {@code n} disks, full or not, whose last mover P
     * (pFour) or other player Q (qFour) has a four.
     */
    static String reason(int n, boolean full, boolean pFour, boolean qFour) {
        boolean pWhite = (n & 1) == 1;
        String p = pWhite ? "x" : "o";
        String q = pWhite ? "o" : "x";
        if (full && !pFour && !qFour) {
            return "the board is full, " + q + " is to move and no column has " + p
                    + " on top, so no last move made it (a full board can only come from a drop)";
        }
        if (pFour || qFour) {
            return "no legal last move (by " + p + ", the side not to move) makes " + (pFour && qFour ? "these fours"
                    : "this four") + " from a reachable position without four";
        }
        return "no legal game from the empty board reaches it (" + q + " to move by the parity of the "
                + n + " disks)";
    }

    private void checkGravity(long white, long mask) {
        if ((white & ~mask) != 0 || (mask & ~board.cellMask()) != 0) {
            throw new IllegalArgumentException("disks off the " + board + " board");
        }
        for (int c = 0; c < width; c++) {
            long col = (mask & board.columnMask(c)) >>> (c * board.stride());
            // a column resting on the bottom is a run of ones: col + 1 is a power of two
            if ((col & (col + 1)) != 0) {
                throw new IllegalArgumentException("column " + (c + 1) + " has a floating disk");
            }
        }
    }

    /** The board key (see {@link PopOutState#boardKey()}). */
    private long key(long white, long mask) {
        return white + mask + board.bottomMask();
    }

    private long maskOf(long key) {
        // per column the key is 2^k + white: the k bits below the highest set bit are the disks
        long m = 0;
        int s = board.stride();
        for (int c = 0; c < width; c++) {
            long column = (key >>> (c * s)) & (s == 64 ? -1L : (1L << s) - 1);
            m |= (Long.highestOneBit(column) - 1) << (c * s);
        }
        return m;
    }

    private long whiteOf(long key) {
        // the key minus (mask + bottom) is white
        return key - maskOf(key) - board.bottomMask();
    }
//#endif

    /** Pushes a key on the stack of its disk count; returns the count. */
//#if WIDE
    private int push(long key, long keyHi, int n) {
//#else
    private int push(long key, int n) {
//#endif
        long[] stack = open[n];
        if (stack == null) {
            stack = open[n] = new long[64];
        } else if (openSize[n] + ENTRY > stack.length) {
            stack = open[n] = Arrays.copyOf(stack, stack.length * 2);
        }
        stack[openSize[n]] = key;
//#if WIDE
        stack[openSize[n] + 1] = keyHi;
//#endif
        openSize[n] += ENTRY;
        return n;
    }

    private void clear() {
        if (keys.length > 1 << 16) { // after a large search: start small again rather than clear it all
            keys = new long[1 << 10];
            parents = new long[1 << 10];
//#if WIDE
            keysHi = new long[1 << 10];
            parentsHi = new long[1 << 10];
//#endif
        } else if (size > 0) {
            Arrays.fill(keys, 0);
//#if WIDE
            Arrays.fill(keysHi, 0);
//#endif
        }
        size = 0;
        Arrays.fill(openSize, 0);
    }

//#if WIDE
    /** Adds {@code key} (reached from {@code parent}); false if it was there already. */
    private boolean insert(long key, long keyHi, long parent, long parentHi) {
        if (2 * (size + 1) > keys.length) {
            rehash();
        }
        if (place(keys, keysHi, parents, parentsHi, key, keyHi, parent, parentHi)) {
            size++;
            return true;
        }
        return false;
    }

    private static boolean place(long[] keys, long[] keysHi, long[] parents, long[] parentsHi, long key, long keyHi,
            long parent, long parentHi) {
        int i = slot(keys.length, key, keyHi);
        while (keys[i] != 0 || keysHi[i] != 0) {
            if (keys[i] == key && keysHi[i] == keyHi) {
                return false;
            }
            i = (i + 1) & (keys.length - 1);
        }
        keys[i] = key;
        keysHi[i] = keyHi;
        parents[i] = parent;
        parentsHi[i] = parentHi;
        return true;
    }

    /** The first slot to probe: Fibonacci hashing of both words. */
    private static int slot(int length, long key, long keyHi) {
        return (int) (((key ^ Long.rotateLeft(keyHi, 23) * 0xC2B2AE3D27D4EB4FL) * 0x9E3779B97F4A7C15L) >>> 40)
                & (length - 1);
    }

    /** The slot of a key in the set. */
    private int indexOf(long key, long keyHi) {
        int i = slot(keys.length, key, keyHi);
        while (keys[i] != key || keysHi[i] != keyHi) {
            i = (i + 1) & (keys.length - 1);
        }
        return i;
    }

    private void rehash() {
        long[] k2 = new long[keys.length * 2];
        long[] k2Hi = new long[keys.length * 2];
        long[] p2 = new long[keys.length * 2];
        long[] p2Hi = new long[keys.length * 2];
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != 0 || keysHi[i] != 0) {
                place(k2, k2Hi, p2, p2Hi, keys[i], keysHi[i], parents[i], parentsHi[i]);
            }
        }
        keys = k2;
        keysHi = k2Hi;
        parents = p2;
        parentsHi = p2Hi;
    }
//#else
    /** Adds {@code key} (reached from {@code parent}); false if it was there already. */
    private boolean insert(long key, long parent) {
        if (2 * (size + 1) > keys.length) {
            rehash();
        }
        if (place(keys, parents, key, parent)) {
            size++;
            return true;
        }
        return false;
    }

    private static boolean place(long[] keys, long[] parents, long key, long parent) {
        int m = keys.length - 1;
        // Fibonacci hashing spreads the structured keys; linear probing from there
        int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & m;
        while (keys[i] != 0) {
            if (keys[i] == key) {
                return false;
            }
            i = (i + 1) & m;
        }
        keys[i] = key;
        parents[i] = parent;
        return true;
    }

    private long parentOf(long key) {
        int m = keys.length - 1;
        int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & m;
        while (keys[i] != key) {
            i = (i + 1) & m;
        }
        return parents[i];
    }

    private void rehash() {
        long[] k2 = new long[keys.length * 2];
        long[] p2 = new long[keys.length * 2];
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != 0) {
                place(k2, p2, keys[i], parents[i]);
            }
        }
        keys = k2;
        parents = p2;
    }
//#endif

    /**
     * The forward moves from the empty board ({@code key}) to the target: each parent link is
     * one un-move, so each step forward is the move it undid.
     */
//#if WIDE
    private void buildPath(long emptyKey, long emptyKeyHi) {
        long kHi = emptyKeyHi;
//#else
    private void buildPath(long emptyKey) {
//#endif
        int[] moves = new int[16];
        int n = 0;
        long k = emptyKey;
        while (true) {
//#if WIDE
            int i = indexOf(k, kHi);
            long parent = parents[i];
            long parentHi = parentsHi[i];
            if (parent == 0 && parentHi == 0) {
                break;
            }
//#else
            long parent = parentOf(k);
            if (parent == 0) {
                break;
            }
            long m0 = maskOf(k);
            long m1 = maskOf(parent);
//#endif
            int move = -1;
            for (int c = 0; c < width; c++) {
//#if WIDE
                int before = markerRow(k, kHi, c);
                int after = markerRow(parent, parentHi, c);
//#else
                long col = board.columnMask(c);
                int before = Long.bitCount(m0 & col);
                int after = Long.bitCount(m1 & col);
//#endif
                if (before != after) {
                    move = after > before ? c : width + c; // a disk more: a drop; one less: a pop
                    break;
                }
            }
            if (n == moves.length) {
                moves = Arrays.copyOf(moves, 2 * n);
            }
            moves[n++] = move;
            k = parent;
//#if WIDE
            kHi = parentHi;
//#endif
        }
        path = Arrays.copyOf(moves, n);
    }
}
