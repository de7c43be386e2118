package zugzwang.core.table;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import zugzwang.core.util.MemorySize;
import zugzwang.core.util.Primes;

/**
 * {@link TranspositionTable} for keys of up to 128 bits, given as two words: the table of boards
 * wider than one word. Same contract (bounds, best move, work, generations, TwoBig replacement,
 * shared by threads without locks, never confuses two positions); another packing.
 *
 * <h2>Packing</h2>
 * A key of more than 64 bits does not leave room in one {@code long} for its fragment and the
 * data, so an entry is two words: the key's low word whole, and a data word. A bucket is five
 * longs, {@code [version][key 0][data 0][key 1][data 1]}. The bucket of a key is
 * {@code key mod B} (B prime); by the Chinese remainder theorem {@code key mod B} and
 * {@code key mod 2^(64 + E)} determine the key whenever {@code B * 2^(64 + E) >= 2^keyBits}, so
 * the data word keeps the E key bits above the low word that the bucket does not already tell
 * ({@code E = keyBits - 64 - floor(log2 B)}, often 0). Data word, high bits first (the fields
 * of {@link PackedEntries}):
 * <pre>
 *   [ key bits 64..64+E : E ][ generation : G ][ work : W ][ move : M ][ upper : V ][ lower : V ]
 * </pre>
 *
 * <h2>Two words, read and written atomically</h2>
 * Two words cannot be written at once, and a reader that took a key word of one entry with the
 * data word of another would confuse two positions. So each bucket has a version word, as a
 * sequence lock: a writer moves it from even to odd by compare-and-set (if another writer holds
 * it, the store is dropped: a lost store only costs time), writes, then makes it even again; a
 * reader reads the version, the entries, the version again, and takes nothing unless both
 * versions are equal and even. A probe never waits.
 */
public final class WideTranspositionTable extends PackedEntries {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
    /** Longs per bucket: a version and two entries of two words. */
    private static final int STRIDE = 5;
    private static final long BUCKET_BYTES = STRIDE * 8L;
    private static final long MAX_BUCKETS = (Integer.MAX_VALUE - 16) / STRIDE;

    private final long buckets;
    /** 2^64 mod B: the key hi·2^64 + lo lies in bucket (hi·(2^64 mod B) + lo) mod B. */
    private final long wordModulus;
    /** E: the key bits above the low word an entry keeps (in the data word's top bits). */
    private final long extraMask;

    /**
     * @param bytes    memory budget; the table uses at most this many bytes
     * @param keyBits  significant bits of the keys (1..128)
     * @param minValue smallest value a bound can take
     * @param maxValue largest value a bound can take
     * @param maxMove  largest move code stored (codes 1..maxMove; 0 means none)
     * @throws IllegalArgumentException if the budget cannot hold the table (see {@link #fits})
     */
    public WideTranspositionTable(long bytes, int keyBits, int minValue, int maxValue, int maxMove) {
        this(bytes, keyBits, minValue, maxValue, maxMove, buckets(bytes, keyBits));
    }

    private WideTranspositionTable(long bytes, int keyBits, int minValue, int maxValue, int maxMove, long buckets) {
        super(buckets * STRIDE, bytes, keyBits, extraBits(buckets, keyBits), minValue, maxValue, maxMove);
        this.buckets = buckets;
        // 2^64 mod B = ((2^64 - 1) mod B + 1) mod B
        this.wordModulus = (Long.remainderUnsigned(-1L, buckets) + 1) % buckets;
        this.extraMask = lowBits(extraBits(buckets, keyBits));
    }

    /** The number of buckets of a budget: an odd prime (the Chinese-remainder argument needs it). */
    private static long buckets(long bytes, int keyBits) {
        if (keyBits < 1 || keyBits > 128) {
            throw new IllegalArgumentException("key bits must be 1..128, not " + keyBits);
        }
        long wanted = bytes / BUCKET_BYTES;
        if (wanted > MAX_BUCKETS) {
            throw new IllegalArgumentException("table of " + MemorySize.format(bytes)
                    + " is too large: at most " + MemorySize.format(MAX_BUCKETS * BUCKET_BYTES));
        }
        if (wanted < 3) {
            throw new IllegalArgumentException("table of " + bytes + " bytes is too small: at least "
                    + 3 * BUCKET_BYTES + " bytes");
        }
        return Primes.largestPrimeAtMost(wanted);
    }

    /** E: the key bits above the low word that an entry must keep (see the class comment). */
    private static int extraBits(long buckets, int keyBits) {
        return Math.max(0, keyBits - 64 - indexBits(buckets));
    }

    /** Whether a table with these parameters can be built, without allocating it. */
    public static boolean fits(long bytes, int keyBits, int minValue, int maxValue, int maxMove) {
        long wanted = bytes / BUCKET_BYTES;
        if (wanted < 3 || wanted > MAX_BUCKETS || keyBits < 1 || keyBits > 128) {
            return false;
        }
        return fitsWord(extraBits(Primes.largestPrimeAtMost(wanted), keyBits), minValue, maxValue, maxMove);
    }

    /** The largest budget a table can use (one Java array of longs). */
    public static long maxBytes() {
        return MAX_BUCKETS * BUCKET_BYTES;
    }

    /**
     * The budget of a table of {@code entries} entries (rounded up to whole buckets of two): 2.5
     * times {@link TranspositionTable#bytesFor}, as an entry takes two words and a bucket a version.
     */
    public static long bytesFor(long entries) {
        return (entries + 1) / 2 * BUCKET_BYTES;
    }

    /** Number of entries (positions) the table can hold. */
    public long capacity() {
        return buckets * 2;
    }

    /** Bytes used by the buckets. */
    public long bytes() {
        return buckets * BUCKET_BYTES;
    }

    /**
     * The first long of the key's bucket: both key words are reduced mod B first, so the sum
     * of products stays below 2^63 (B &lt; 2^31).
     */
    private int bucket(long lo, long hi) {
        long h = Long.remainderUnsigned(hi, buckets) * wordModulus;
        return (int) ((h + Long.remainderUnsigned(lo, buckets)) % buckets) * STRIDE;
    }

    /** The data word's identifying bits for a key with high word {@code hi}: extra key bits, generation. */
    private long tag(long hi) {
        // the key bits 64 .. 64 + E are the low E bits of the high word
        return ((hi & extraMask) << keyShift) | generationTag;
    }

    /**
     * The data word of the entry for the key {@code hi·2^64 + lo}, or 0 if the table has none (or
     * a writer is on its bucket right now). Decode it with {@link #lower}, {@link #upper} and
     * {@link #move}.
     */
    public long probe(long lo, long hi) {
        int b = bucket(lo, hi);
        long tag = tag(hi);
        long version = (long) SLOT.getAcquire(slots, b);
        if ((version & 1) != 0) {
            return 0; // a writer holds the bucket
        }
        long k0 = (long) SLOT.getOpaque(slots, b + 1);
        long d0 = (long) SLOT.getOpaque(slots, b + 2);
        long k1 = (long) SLOT.getOpaque(slots, b + 3);
        long d1 = (long) SLOT.getOpaque(slots, b + 4);
        VarHandle.loadLoadFence(); // the entries are read before the version is read again
        if ((long) SLOT.getOpaque(slots, b) != version) {
            return 0; // written meanwhile: the words may belong to different entries
        }
        if (k0 == lo && (d0 & tagMask) == tag) {
            return d0;
        }
        if (k1 == lo && (d1 & tagMask) == tag) {
            return d1;
        }
        return 0;
    }

    /**
     * Records bounds for the key {@code hi·2^64 + lo}, as {@link TranspositionTable#store}: an
     * entry of the key has its bounds intersected and keeps its move unless a new one is given.
     * Dropped if another thread is writing the same bucket.
     */
    public void store(long lo, long hi, int lower, int upper, int move, long nodes) {
        int b = bucket(lo, hi);
        long version = (long) SLOT.getOpaque(slots, b);
        if ((version & 1) != 0 || !SLOT.compareAndSet(slots, b, version, version + 1)) {
            return;
        }
        try {
            long tag = tag(hi);
            int work = workOf(nodes);
            long k0 = slots[b + 1];
            long d0 = slots[b + 2];
            long k1 = slots[b + 3];
            long d1 = slots[b + 4];
            if (k0 == lo && (d0 & tagMask) == tag) {
                SLOT.setOpaque(slots, b + 2, merge(tag, d0, lower, upper, move, work));
                return;
            }
            boolean live0 = (d0 & genFieldMask) == generationTag;
            boolean inSlot1 = k1 == lo && (d1 & tagMask) == tag;
            long fresh = inSlot1 ? merge(tag, d1, lower, upper, move, work) : pack(tag, lower, upper, move, work);
            // TwoBig: slot 0 keeps the entry of more work, the other goes to slot 1; on equal work
            // a new entry takes slot 0, an entry already in slot 1 stays there (as the one-word
            // table does: the same search on either table)
            if (!live0 || (inSlot1 ? work(fresh) > work(d0) : work >= work(d0))) {
                put(b + 1, lo, fresh);
                if (live0) {
                    put(b + 3, k0, d0);
                } else if (inSlot1) {
                    put(b + 3, 0, 0); // the key's old entry, now in slot 0
                }
            } else {
                put(b + 3, lo, fresh);
            }
        } finally {
            SLOT.setRelease(slots, b, version + 2);
        }
    }

    private void put(int i, long key, long data) {
        SLOT.setOpaque(slots, i, key);
        SLOT.setOpaque(slots, i + 1, data);
    }

    @Override
    public String toString() {
        return "WideTranspositionTable[" + capacity() + " entries, " + MemorySize.format(bytes()) + "]";
    }
}
