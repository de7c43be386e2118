package zugzwang.core.table;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import zugzwang.core.util.MemorySize;
import zugzwang.core.util.Primes;

/**
 * A fixed-size, thread-safe transposition table for exact game solvers: for a position key it
 * remembers a lower and an upper bound of the position's value, the best move found and how much
 * work the result cost. Knows nothing of any game: keys are unique integers of up to 64 bits.
 *
 * <h2>Packing</h2>
 * Every entry is one {@code long}, so that reads and writes are atomic and threads can share the
 * table without locks (a torn entry cannot exist; a lost update only costs time). Entries are
 * grouped in buckets of two; the bucket of a key is {@code key mod B} with B prime. By the Chinese
 * remainder theorem {@code key mod B} and {@code key mod 2^F} determine the key uniquely whenever
 * {@code B * 2^F >= 2^keyBits}, so an entry only stores the low {@code F = keyBits - floor(log2 B)}
 * bits of the key and still never confuses two positions. Layout, high bits first:
 * <pre>
 *   [ key fragment : F ][ generation : G ][ work : 5 ][ move : M ][ upper : V ][ lower : V ]
 * </pre>
 * (see {@link PackedEntries} for the fields and the generations, which {@link #newSearch()} uses
 * to empty the table in O(1)). Large keys on small tables leave fewer bits for work and
 * generation; a table whose entries cannot hold 2 generation bits is refused.
 *
 * <h2>Replacement ("TwoBig", Breuker et al. 1994)</h2>
 * Slot 0 of a bucket keeps whichever of the old and new entries cost more work; the loser goes to
 * slot 1, which is always overwritten. Entries of an older generation are always replaced.
 */
public final class TranspositionTable extends PackedEntries {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
    /** Largest number of buckets: two longs each, within Java's maximum array length. */
    private static final long MAX_BUCKETS = (Integer.MAX_VALUE - 16) / 2;

    private final long buckets;
    private final boolean unsignedKeys;
    private final int keyBits;
    private final long fragmentMask;
    /**
     * Entries worth sending to other machines' tables ({@link #journal}); null when off. A plain
     * field, read at every store: it is set before the searches that use it start, and those get
     * their solvers through a lock.
     */
    private TableJournal journal;

    /**
     * @param bytes    memory budget; the table uses at most this many bytes
     * @param keyBits  significant bits of the keys (1..64); keys of 64 bits are taken as unsigned
     * @param minValue smallest value a bound can take
     * @param maxValue largest value a bound can take
     * @param maxMove  largest move code stored (codes 1..maxMove; 0 means none)
     * @throws IllegalArgumentException if the budget cannot hold the table (too small: fewer than
     *                                  two buckets, or too few bits left for generations; too
     *                                  large for one Java array)
     */
    public TranspositionTable(long bytes, int keyBits, int minValue, int maxValue, int maxMove) {
        this(bytes, keyBits, minValue, maxValue, maxMove, buckets(bytes, keyBits));
    }

    private TranspositionTable(long bytes, int keyBits, int minValue, int maxValue, int maxMove, long buckets) {
        super(buckets * 2, bytes, keyBits, fragmentBits(buckets, keyBits), minValue, maxValue, maxMove);
        this.buckets = buckets;
        this.keyBits = keyBits;
        this.unsignedKeys = keyBits == 64;
        this.fragmentMask = lowBits(fragmentBits(buckets, keyBits));
    }

    /** The number of buckets of a budget: an odd prime, coprime with 2^F, which the Chinese-remainder argument needs. */
    private static long buckets(long bytes, int keyBits) {
        if (keyBits < 1 || keyBits > 64) {
            throw new IllegalArgumentException("key bits must be 1..64, not " + keyBits);
        }
        long wanted = bytes / 16;
        if (wanted > MAX_BUCKETS) {
            throw new IllegalArgumentException("table of " + MemorySize.format(bytes)
                    + " is too large: at most " + MemorySize.format(MAX_BUCKETS * 16));
        }
        if (wanted < 3) {
            throw new IllegalArgumentException("table of " + bytes + " bytes is too small: at least 48 bytes");
        }
        return Primes.largestPrimeAtMost(wanted);
    }

    /** The largest budget a table can use (one Java array of longs). */
    public static long maxBytes() {
        return MAX_BUCKETS * 16;
    }

    /** The budget of a table of {@code entries} entries (rounded up to whole buckets of two). */
    public static long bytesFor(long entries) {
        return (entries + 1) / 2 * 16;
    }

    /** F: the key bits an entry must keep so that bucket and fragment determine the key. */
    private static int fragmentBits(long buckets, int keyBits) {
        return Math.max(0, keyBits - indexBits(buckets));
    }

    /**
     * Whether a table with these parameters can be built (the budget holds at least three
     * buckets and leaves room for two generation bits), without allocating it.
     */
    public static boolean fits(long bytes, int keyBits, int minValue, int maxValue, int maxMove) {
        long wanted = bytes / 16;
        if (wanted < 3 || wanted > MAX_BUCKETS || keyBits < 1 || keyBits > 64) {
            return false;
        }
        return fitsWord(fragmentBits(Primes.largestPrimeAtMost(wanted), keyBits), minValue, maxValue, maxMove);
    }

    /** Number of entries (positions) the table can hold. */
    public long capacity() {
        return buckets * 2;
    }

    /** Bytes used by the entries. */
    public long bytes() {
        return buckets * 16;
    }

    private int bucket(long key) {
        return (int) (unsignedKeys ? Long.remainderUnsigned(key, buckets) : key % buckets);
    }

    private long tag(long key) {
        // the fragment (key mod 2^F) and the current generation
        return ((key & fragmentMask) << keyShift) | generationTag;
    }

    /**
     * The entry for {@code key}, or 0 if the table has none. Decode it with {@link #lower},
     * {@link #upper} and {@link #move}.
     */
    public long probe(long key) {
        int i = bucket(key) << 1;
        long tag = tag(key);
        long e = (long) SLOT.getOpaque(slots, i);
        if ((e & tagMask) == tag) {
            return e;
        }
        e = (long) SLOT.getOpaque(slots, i + 1);
        if ((e & tagMask) == tag) {
            return e;
        }
        return 0;
    }

    /**
     * Records bounds for {@code key}. If the key is present its bounds are intersected with the
     * new ones, and its move is kept unless a new one is given.
     *
     * @param lower a lower bound of the value ({@code minValue} if unknown)
     * @param upper an upper bound ({@code maxValue} if unknown)
     * @param move  move code, 0 if none
     * @param nodes size of the search that established the bounds (for replacement)
     */
    public void store(long key, int lower, int upper, int move, long nodes) {
        TableJournal j = journal;
        if (j != null && nodes >= j.minNodes()) {
            j.add(key, lower, upper, move, nodes); // rare: only results of large searches
        }
        int i = bucket(key) << 1;
        long tag = tag(key);
        int work = workOf(nodes);
        long e0 = (long) SLOT.getOpaque(slots, i);
        long e1 = (long) SLOT.getOpaque(slots, i + 1);
        if ((e0 & tagMask) == tag) {
            SLOT.setOpaque(slots, i, merge(tag, e0, lower, upper, move, work));
            return;
        }
        boolean e0Live = (e0 & genFieldMask) == generationTag;
        if ((e1 & tagMask) == tag) {
            long merged = merge(tag, e1, lower, upper, move, work);
            if (!e0Live || work(merged) > work(e0)) {
                SLOT.setOpaque(slots, i, merged);
                SLOT.setOpaque(slots, i + 1, e0Live ? e0 : 0L);
            } else {
                SLOT.setOpaque(slots, i + 1, merged);
            }
            return;
        }
        long fresh = pack(tag, lower, upper, move, work);
        if (!e0Live || work >= work(e0)) {
            SLOT.setOpaque(slots, i, fresh);
            if (e0Live) {
                SLOT.setOpaque(slots, i + 1, e0);
            }
        } else {
            SLOT.setOpaque(slots, i + 1, fresh);
        }
    }

    /**
     * Starts (or, with null, stops) recording every bound stored from a search of at least the
     * journal's {@link TableJournal#minNodes()} nodes, so that another table (another machine's)
     * can {@link #store} them too. Bounds of exact values are valid in every table of the same
     * game and keys, whatever the question that found them.
     */
    public void journal(TableJournal j) {
        this.journal = j;
    }

    /** The journal set by {@link #journal(TableJournal)}, or null. */
    public TableJournal journal() {
        return journal;
    }

    /** Share of the entries (sampled) that belong to the current search, in per mille. */
    public int permilleFull() {
        int n = (int) Math.min(slots.length, 20_000);
        int used = 0;
        for (int k = 0; k < n; k++) {
            if ((slots[k] & genFieldMask) == generationTag) {
                used++;
            }
        }
        return n == 0 ? 0 : (int) (1000L * used / n);
    }

    @Override
    public String toString() {
        return "TranspositionTable[" + capacity() + " entries, " + MemorySize.format(bytes())
                + ", " + keyBits + "-bit keys, fragment " + Long.bitCount(fragmentMask)
                + " bits, generation " + genBits + " bits]";
    }
}
