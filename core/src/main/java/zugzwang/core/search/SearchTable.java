package zugzwang.core.search;

import java.util.Arrays;

/**
 * The transposition table of the generic searches: per position key, bounds of its value found
 * by a search of a given depth, and the best move. Single-threaded; a fixed number of entries
 * (a power of two), each in one slot, replaced when the new result comes from a search at
 * least as deep (or the slot holds another position).
 *
 * <p>Keys are stored in full, so with exact keys ({@link zugzwang.core.game.Game#exactKeys()})
 * an entry never belongs to another position. The searches use an entry's bounds only when it
 * comes from a search of exactly the depth they need (in exact searches every depth is
 * {@link Search#EXACT}): a deeper result would be a better estimate but a different number than
 * the depth-d value that the algorithms are compared on. Its best move is used at any depth, to
 * order moves.
 */
public final class SearchTable {
    /** Bytes per entry: key 8, lower 4, upper 4, depth 4, move 4. */
    public static final int ENTRY_BYTES = 24;
    /** The depth of an empty slot. */
    private static final int EMPTY = Integer.MIN_VALUE;

    private final long[] keys;
    private final int[] lower;
    private final int[] upper;
    private final int[] depth;
    private final int[] move;
    private final int mask;

    /**
     * @param bytes memory budget; the table takes the largest power of two of entries within it
     * @throws IllegalArgumentException if the budget holds no entry
     */
    public SearchTable(long bytes) {
        long entries = Long.highestOneBit(Math.max(0, bytes / ENTRY_BYTES));
        if (entries < 1) {
            throw new IllegalArgumentException("table of " + bytes + " bytes is too small: at least "
                    + ENTRY_BYTES + " bytes");
        }
        if (entries > (1 << 28)) {
            throw new IllegalArgumentException("table of " + bytes + " bytes is too large: at most "
                    + ((long) ENTRY_BYTES << 28) + " bytes");
        }
        int n = (int) entries;
        keys = new long[n];
        lower = new int[n];
        upper = new int[n];
        depth = new int[n];
        move = new int[n];
        mask = n - 1;
        clear();
    }

    /** Number of entries. */
    public int capacity() {
        return keys.length;
    }

    public void clear() {
        Arrays.fill(depth, EMPTY);
    }

    /** The slot of a key: a multiplicative hash (Fibonacci hashing) of all 64 bits. */
    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }

    /** The slot holding this key, or -1. */
    public int find(long key) {
        int i = slot(key);
        return depth[i] != EMPTY && keys[i] == key ? i : -1;
    }

    public int lower(int slot) {
        return lower[slot];
    }

    public int upper(int slot) {
        return upper[slot];
    }

    public int depth(int slot) {
        return depth[slot];
    }

    /** The best move recorded, or -1. */
    public int move(int slot) {
        return move[slot];
    }

    /**
     * Records that a search of {@code searchDepth} found the value within [lo, hi] (lo = -inf or
     * hi = +inf for one-sided bounds) and the best move (-1 if none). Bounds of the same key and
     * depth are intersected.
     */
    public void store(long key, int searchDepth, int lo, int hi, int bestMove) {
        int i = slot(key);
        if (depth[i] != EMPTY && keys[i] == key) {
            if (searchDepth < depth[i]) {
                return; // keep the deeper result
            }
            if (searchDepth == depth[i]) {
                lo = Math.max(lo, lower[i]);
                hi = Math.min(hi, upper[i]);
                if (bestMove < 0) {
                    bestMove = move[i];
                }
            }
        }
        keys[i] = key;
        depth[i] = searchDepth;
        lower[i] = lo;
        upper[i] = hi;
        move[i] = bestMove;
    }
}
