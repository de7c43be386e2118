package zugzwang.games.popout;

//#if WIDE
//#local P="Wide"
//#local K="key, keyHi"
//#local KD="long key, long keyHi"
//#else
//#local P=""
//#local K="key"
//#local KD="long key"
//#endif
//#outname P+"HandicapTable.java"
import java.util.Arrays;

/**
 * The transposition table of {@link HandicapSearch}: a fixed number of slots (from a byte
 * budget), one position per slot, always replaced by a newer position.
 *
 * <h2>What an entry says</h2>
 * A result of the two-valued search holds for more limits than it was searched with (more
 * depth or more pops only give the attacker more options; the defender's are unchanged):
 * <ul>
 * <li>a <em>win</em> found with {@code d} plies and {@code p} pops left holds for every
 *     {@code d' >= d, p' >= p};</li>
 * <li>a <em>failure</em> found with {@code d, p} holds for every {@code d' <= d, p' <= p}.</li>
 * </ul>
 * An entry keeps one win record (smallest limits known) and one failure record (largest), each a
 * (depth, pops) pair; a new record replaces the old one unless the old one covers it. Each record
 * takes 8 bits per limit; depths are at most {@link HandicapSearch#MAX_DEPTH} and pops are
 * clamped by the search to what the depth allows, so both fit.
 *
 * <h2>Layout</h2>
 * One slot is three ints of one array, so that a probe touches one cache line (mostly):
 * {@code slots[3i], slots[3i+1]} the low and high halves of the full position key (never 0:
 * every key has the bottom bit of each column), {@code slots[3i+2]} the records: bits 0-7 win depth (255: no win record), 8-15 win pops, 16-23 failure depth
 * (0: no failure record; depth 0 is a failure anyway), 24-30 failure pops, 31 the attacker's
 * colour (the key says who is to move, not whether that is the attacker). The slot is
 * {@code (hash * n) >> 32} for a 32-bit hash (multiply-shift: uniform in {@code [0, n)} without
 * a division).
 *
 * <p>{@code WideHandicapTable} (same template) holds the two-word keys of boards beyond 64 bits:
 * five ints a slot (the key's low word, its high word, the records), 20 bytes.
 */
final class /*$P$*/HandicapTable {
//#if WIDE
    /** Bytes per slot: two long keys and an int of records. */
    static final int ENTRY_BYTES = 20;
    /** Ints per slot. */
    private static final int INTS = 5;
//#else
    /** Bytes per slot: a long key and an int of records. */
    static final int ENTRY_BYTES = 12;
    /** Ints per slot. */
    private static final int INTS = 3;
//#endif

    private static final int NO_WIN = 255;
    private static final int ATTACKER_WHITE = 1 << 31;

    private final int[] slots;
    private final int size;
    private long stores;

    /**
     * @throws IllegalArgumentException if the budget holds fewer than 1024 slots
     */
    /*$P$*/HandicapTable(long bytes) {
        long n = Math.min(bytes / ENTRY_BYTES, (Integer.MAX_VALUE - 16) / INTS);
        if (n < 1024) {
            throw new IllegalArgumentException("a table of " + bytes + " bytes is too small");
        }
        size = (int) n;
        slots = new int[INTS * size];
    }

    int size() {
        return size;
    }

    /** Slots written since the last clear (with repeats). */
    long stores() {
        return stores;
    }

    void clear() {
        Arrays.fill(slots, 0);
        stores = 0;
    }

//#if WIDE
    /** The index of the slot's first int. */
    private int slot(long key, long keyHi) {
        long h = (key ^ Long.rotateLeft(keyHi, 29) * 0xC2B2AE3D27D4EB4FL) * 0x9E3779B97F4A7C15L;
        return INTS * (int) (((h >>> 32) * size) >>> 32);
    }

    /** Whether slot {@code i} holds the key. */
    private boolean holds(int i, long key, long keyHi) {
        return ((slots[i] & 0xFFFFFFFFL) | (long) slots[i + 1] << 32) == key
                && ((slots[i + 2] & 0xFFFFFFFFL) | (long) slots[i + 3] << 32) == keyHi;
    }

    private void put(int i, long key, long keyHi) {
        slots[i] = (int) key;
        slots[i + 1] = (int) (key >>> 32);
        slots[i + 2] = (int) keyHi;
        slots[i + 3] = (int) (keyHi >>> 32);
    }
//#else
    /** The index of the slot's first int. */
    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L; // Fibonacci hashing: the high bits mix every key bit
        return INTS * (int) (((h >>> 32) * size) >>> 32);
    }

    /** Whether slot {@code i} holds the key. */
    private boolean holds(int i, long key) {
        return ((slots[i] & 0xFFFFFFFFL) | (long) slots[i + 1] << 32) == key;
    }

    private void put(int i, long key) {
        slots[i] = (int) key;
        slots[i + 1] = (int) (key >>> 32);
    }
//#endif

    /**
     * What the table knows of {@code key} at {@code depth, pops}: 1 a win, 0 a failure, -1
     * nothing.
     */
    int probe(/*$KD$*/, boolean attackerWhite, int depth, int pops) {
        int i = slot(/*$K$*/);
        if (!holds(i, /*$K$*/)) {
            return -1;
        }
        int d = slots[i + INTS - 1];
        if (((d & ATTACKER_WHITE) != 0) != attackerWhite) {
            return -1;
        }
        int winDepth = d & 0xFF;
        if (depth >= winDepth && pops >= ((d >>> 8) & 0xFF)) {
            return 1; // (no win record: winDepth 255 > every depth)
        }
        if (depth <= ((d >>> 16) & 0xFF) && pops <= ((d >>> 24) & 0x7F)) {
            return 0;
        }
        return -1;
    }

    /** Records a win (true) or a failure at {@code depth, pops}. */
    void store(/*$KD$*/, boolean attackerWhite, int depth, int pops, boolean win) {
        int i = slot(/*$K$*/);
        int d;
        if (holds(i, /*$K$*/) && ((slots[i + INTS - 1] & ATTACKER_WHITE) != 0) == attackerWhite) {
            d = slots[i + INTS - 1];
        } else {
            put(i, /*$K$*/);
            d = NO_WIN | (attackerWhite ? ATTACKER_WHITE : 0);
        }
        if (win) {
            int wd = d & 0xFF;
            int wp = (d >>> 8) & 0xFF;
            if (!(wd <= depth && wp <= pops)) { // the old record does not cover the new one
                d = (d & ~0xFFFF) | depth | pops << 8;
            }
        } else {
            int fd = (d >>> 16) & 0xFF;
            int fp = (d >>> 24) & 0x7F;
            if (!(fd >= depth && fp >= pops)) {
                d = (d & ~(0xFF << 16 | 0x7F << 24)) | depth << 16 | pops << 24;
            }
        }
        slots[i + INTS - 1] = d;
        stores++;
    }
}
