package zugzwang.core.proof;

import java.util.Arrays;

/**
 * The transposition table of {@link DfpnSearch}: per position key, its last proof and disproof
 * numbers, a move (the proving move of a proved OR position, else -1) and the work (positions
 * visited) that produced them. Single-threaded; primitive arrays (struct of arrays), no allocation
 * per entry.
 *
 * <h2>Size</h2>
 * A memory budget fixes the largest capacity: the largest power of two of entries of
 * {@link #ENTRY_BYTES} bytes within it. The table starts small (at most {@link #INITIAL_ENTRIES}
 * entries) and doubles, rehashing, whenever three quarters of its slots are in use, up to that
 * capacity. If the JVM cannot give the memory of a doubling ({@link OutOfMemoryError}) the table
 * stays at its size: for DF-PN a smaller table only costs time (positions are searched again),
 * never correctness.
 *
 * <h2>Layout and replacement</h2>
 * Slots are grouped in buckets of {@link #BUCKET} consecutive slots; a key lives in the bucket of
 * its (Fibonacci-)hash, in any of its slots. When a new key finds its bucket full, the victim is
 * the entry with the least work among the unsolved ones, or if all are solved the one with the
 * least work: solved entries and expensive entries survive. Keys are stored in full, so with the
 * game's exact keys an entry never belongs to another position. A slot is empty when its work is
 * 0 (stored work is at least 1), so that key 0 is an ordinary key.
 */
public final class DfpnTable {
    /** Bytes per entry: key 8, pn 8, dn 8, move 4, work 4. */
    public static final int ENTRY_BYTES = 32;
    /** Slots per bucket. */
    public static final int BUCKET = 4;
    /** The capacity a table starts with (if its budget allows as much). */
    public static final int INITIAL_ENTRIES = 1 << 12;
    /** The most entries a table takes, whatever its budget (arrays are indexed by int). */
    public static final int MAX_ENTRIES = 1 << 28;

    private final int maxCapacity;
    /** The capacity we may still grow to (lowered when a growth fails). */
    private int growthLimit;
    private long[] keys;
    private long[] pns;
    private long[] dns;
    private int[] moves;
    /** Work of the entry, saturated at Integer.MAX_VALUE; 0 marks an empty slot. */
    private int[] works;
    private int bucketMask;
    private int used;

    /**
     * @param bytes the memory budget; the table holds at most the largest power of two of
     *              entries within it (at least {@link #BUCKET})
     * @throws IllegalArgumentException if the budget holds fewer than {@link #BUCKET} entries
     */
    public DfpnTable(long bytes) {
        long entries = Long.highestOneBit(Math.max(0, bytes / ENTRY_BYTES));
        if (entries < BUCKET) {
            throw new IllegalArgumentException("a table of " + bytes + " bytes is too small: at least "
                    + (BUCKET * ENTRY_BYTES) + " bytes");
        }
        maxCapacity = (int) Math.min(entries, MAX_ENTRIES);
        growthLimit = maxCapacity;
        allocate(Math.min(maxCapacity, INITIAL_ENTRIES));
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        pns = new long[capacity];
        dns = new long[capacity];
        moves = new int[capacity];
        works = new int[capacity];
        bucketMask = capacity / BUCKET - 1;
        used = 0;
    }

    /** Slots now allocated. */
    public int capacity() {
        return keys.length;
    }

    /** The most slots this table may grow to. */
    public int maxCapacity() {
        return maxCapacity;
    }

    /** Slots in use. */
    public int used() {
        return used;
    }

    /** Empties the table (keeps its current arrays). */
    public void clear() {
        Arrays.fill(works, 0);
        used = 0;
    }

    /** The first slot of the bucket of a key: Fibonacci hashing of all 64 bits. */
    private int bucket(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return ((int) (h >>> 32) & bucketMask) * BUCKET;
    }

    /** The slot holding this key, or -1. */
    public int find(long key) {
        int b = bucket(key);
        for (int i = b; i < b + BUCKET; i++) {
            if (works[i] != 0 && keys[i] == key) {
                return i;
            }
        }
        return -1;
    }

    public long pn(int slot) {
        return pns[slot];
    }

    public long dn(int slot) {
        return dns[slot];
    }

    /** The move recorded: the proving move of a proved OR position, else -1. */
    public int move(int slot) {
        return moves[slot];
    }

    public int work(int slot) {
        return works[slot];
    }

    /**
     * Records the numbers of a position (replacing its previous entry, or another entry of its
     * bucket by the replacement rule of the class comment).
     *
     * @param work positions visited to get these numbers (at least 1 is stored)
     */
    public void store(long key, long pn, long dn, int move, long work) {
        int slot = find(key);
        if (slot < 0) {
            if (used >= capacity() - capacity() / 4 && capacity() < growthLimit) {
                grow();
            }
            slot = victim(bucket(key));
            if (works[slot] == 0) {
                used++;
            }
        }
        put(slot, key, pn, dn, move, (int) Math.max(1, Math.min(work, Integer.MAX_VALUE)));
    }

    private void put(int slot, long key, long pn, long dn, int move, int work) {
        keys[slot] = key;
        pns[slot] = pn;
        dns[slot] = dn;
        moves[slot] = move;
        works[slot] = work;
    }

    /** The slot a new key takes in the bucket starting at b: an empty one, else the cheapest. */
    private int victim(int b) {
        int best = -1;
        long bestScore = Long.MAX_VALUE;
        for (int i = b; i < b + BUCKET; i++) {
            if (works[i] == 0) {
                return i;
            }
            // solved entries rank above every unsolved one, then by work
            boolean solved = pns[i] == 0 || dns[i] == 0;
            long score = (solved ? 1L << 32 : 0) + works[i];
            if (score < bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    /** Doubles the capacity and reinserts every entry; on OutOfMemoryError stays as it is. */
    private void grow() {
        long[] k = keys;
        long[] p = pns;
        long[] d = dns;
        int[] m = moves;
        int[] w = works;
        try {
            allocate(k.length * 2);
        } catch (OutOfMemoryError e) {
            // allocate() may have replaced some of the arrays before failing: restore them all
            keys = k;
            pns = p;
            dns = d;
            moves = m;
            works = w;
            bucketMask = k.length / BUCKET - 1;
            used = countUsed();
            growthLimit = k.length;
            return;
        }
        for (int i = 0; i < k.length; i++) {
            if (w[i] != 0) {
                int slot = victim(bucket(k[i]));
                if (works[slot] == 0) {
                    used++;
                }
                put(slot, k[i], p[i], d[i], m[i], w[i]);
            }
        }
    }

    private int countUsed() {
        int n = 0;
        for (int w : works) {
            if (w != 0) {
                n++;
            }
        }
        return n;
    }
}
