package zugzwang.core.table;

import java.util.Arrays;
import zugzwang.core.util.MemorySize;

/**
 * The entry word and the generations shared by {@link TranspositionTable} (one word per entry)
 * and {@link WideTranspositionTable} (a key word and this word): bounds, move, work and
 * generation packed in one {@code long}, with the key bits the entry must keep on top. Layout,
 * high bits first:
 * <pre>
 *   [ key bits : K ][ generation : G ][ work : 5 ][ move : M ][ upper : V ][ lower : V ]
 * </pre>
 * V encodes {@code value - minValue}; M encodes move codes 0..maxMove (0 = no move); work is
 * {@code floor(log2(nodes))} of the search that produced the entry (up to 5 bits, capped); G
 * takes the bits left over (at least 2, at most 20). {@link #newSearch()} logically empties the
 * table in O(1): an entry is only valid if its generation equals the current one. Generation 0
 * marks an empty slot; when the counter wraps (after 2^G - 1 searches) the array is cleared for
 * real.
 *
 * <p>The fields are read in the tables' probes; a final subclass reads them as its own fields.
 */
abstract class PackedEntries {
    private static final int MAX_WORK_BITS = 5;
    private static final int MAX_GENERATION_BITS = 20;

    final long[] slots;
    private final int minValue;
    private final int maxValue;
    private final int valueBits;
    private final long valueMask;
    private final int moveShift;
    private final long moveMask;
    private final int workShift;
    final int workBits;
    final int genShift;
    final int genBits;
    /** Where the key bits an entry keeps begin (they fill the word above the generation). */
    final int keyShift;
    /** Bits that identify an entry: its key bits and generation. */
    final long tagMask;
    /** The generation field alone. */
    final long genFieldMask;

    int generation = 1;
    /** {@code generation << genShift}, precomputed for probes. */
    long generationTag;

    /**
     * @param slotCount    longs of the table's array
     * @param bytes        the budget (for messages)
     * @param keyBits      significant bits of the keys (for messages)
     * @param entryKeyBits K: the key bits each entry keeps
     * @throws IllegalArgumentException if the word has no room for two generation bits
     */
    PackedEntries(long slotCount, long bytes, int keyBits, int entryKeyBits, int minValue, int maxValue, int maxMove) {
        if (minValue > maxValue || maxMove < 0) {
            throw new IllegalArgumentException("bad value range or move count");
        }
        this.minValue = minValue;
        this.maxValue = maxValue;
        this.valueBits = bitsFor(maxValue - minValue);
        this.valueMask = lowBits(valueBits);
        this.moveShift = 2 * valueBits;
        int moveBits = bitsFor(maxMove);
        this.moveMask = lowBits(moveBits);
        this.workShift = moveShift + moveBits;
        // what is left is shared by work (up to 5 bits) and generation (at least 2 bits)
        int free = 64 - workShift - entryKeyBits;
        if (free < 2) {
            throw new IllegalArgumentException("table of " + MemorySize.format(bytes)
                    + " is too small for " + keyBits + "-bit keys: give it more memory");
        }
        this.workBits = Math.max(0, Math.min(MAX_WORK_BITS, free - 2));
        this.genShift = workShift + workBits;
        this.genBits = Math.min(free - workBits, MAX_GENERATION_BITS);
        this.keyShift = genShift + genBits;
        this.tagMask = ~lowBits(genShift);
        this.genFieldMask = lowBits(keyShift) & ~lowBits(genShift);
        this.slots = allocate(slotCount, bytes);
        this.generationTag = (long) generation << genShift;
    }

    private static long[] allocate(long length, long bytes) {
        try {
            return new long[(int) length];
        } catch (OutOfMemoryError e) {
            throw new IllegalStateException("not enough memory for a table of " + MemorySize.format(bytes)
                    + " (the JVM allows " + MemorySize.format(Runtime.getRuntime().maxMemory()) + ")");
        }
    }

    /** Whether an entry keeping {@code entryKeyBits} key bits leaves room for two generation bits. */
    static boolean fitsWord(int entryKeyBits, int minValue, int maxValue, int maxMove) {
        int used = entryKeyBits + 2 * bitsFor(maxValue - minValue) + bitsFor(maxMove);
        return 64 - used >= 2;
    }

    /** floor(log2(buckets)): the key bits a bucket index tells. */
    static int indexBits(long buckets) {
        return 63 - Long.numberOfLeadingZeros(buckets);
    }

    static int bitsFor(int maxCode) {
        return maxCode == 0 ? 0 : 32 - Integer.numberOfLeadingZeros(maxCode);
    }

    static long lowBits(int n) {
        return n >= 64 ? -1L : (1L << n) - 1;
    }

    /** Bits of generation counter in every entry (the table is wiped every 2^bits - 1 searches). */
    public int generationBits() {
        return genBits;
    }

    public int minValue() {
        return minValue;
    }

    public int maxValue() {
        return maxValue;
    }

    /** Starts a new logical table: every existing entry becomes invalid. */
    public synchronized void newSearch() {
        generation++;
        if (generation >= (1 << genBits)) {
            Arrays.fill(slots, 0L);
            generation = 1;
        }
        generationTag = (long) generation << genShift;
    }

    /** Empties the table for real. */
    public synchronized void clear() {
        Arrays.fill(slots, 0L);
        generation = 1;
        generationTag = (long) generation << genShift;
    }

    /** Lower bound of a non-zero entry. */
    public int lower(long entry) {
        return (int) (entry & valueMask) + minValue;
    }

    /** Upper bound of a non-zero entry. */
    public int upper(long entry) {
        return (int) ((entry >>> valueBits) & valueMask) + minValue;
    }

    /** Move code of a non-zero entry (0: none). */
    public int move(long entry) {
        return (int) ((entry >>> moveShift) & moveMask);
    }

    /** floor(log2(nodes)) of the search that produced a non-zero entry. */
    public int work(long entry) {
        return (int) ((entry >>> workShift) & ((1 << workBits) - 1));
    }

    /** floor(log2(nodes)), capped to the work field. */
    final int workOf(long nodes) {
        return nodes <= 1 ? 0 : Math.min((1 << workBits) - 1, 63 - Long.numberOfLeadingZeros(nodes));
    }

    /** An entry of {@code tag}'s key with the old entry's bounds intersected with the new ones. */
    final long merge(long tag, long old, int lower, int upper, int move, int work) {
        int lo = Math.max(lower, lower(old));
        int hi = Math.min(upper, upper(old));
        int mv = move != 0 ? move : move(old);
        return pack(tag, lo, hi, mv, Math.max(work, work(old)));
    }

    final long pack(long tag, int lower, int upper, int move, int work) {
        return tag
                | ((long) work << workShift)
                | ((long) move << moveShift)
                | ((long) (upper - minValue) << valueBits)
                | (lower - minValue);
    }
}
