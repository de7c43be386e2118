package zugzwang.games.connect4.cns;

/**
 * VICTOR's search table (Allis 1988, §12.3-12.4): the positions whose answer (1 or -1) to one
 * question is known, under their canonical (mirror-invariant, §12.6) key. Open addressing with
 * linear probing over primitive arrays; when the table is full new entries are dropped (they are
 * only a cache: dropping costs time, never correctness). Generalised positions (§12.5) are not used.
 */
public final class SearchTable {
    /** The smallest table: 2^10 slots. */
    static final long MIN_BYTES = bytesPerSlot() << 10;

    private final long[] keys;  // key + 1, so that 0 marks an empty slot
    private final byte[] values;
    private final int mask;
    private final int maxEntries;
    private int size;

    /** A table using about {@code bytes} bytes (at least {@link #MIN_BYTES}). */
    public SearchTable(long bytes) {
        long slots = Long.highestOneBit(Math.max(bytes, MIN_BYTES) / bytesPerSlot());
        slots = Math.min(slots, 1L << 30);
        keys = new long[(int) slots];
        values = new byte[(int) slots];
        mask = (int) slots - 1;
        maxEntries = (int) (slots * 3 / 4);
    }

    static long bytesPerSlot() {
        return Long.BYTES + 1;
    }

    private int slot(long key) {
        // Fibonacci hashing: the golden-ratio multiplier spreads the key bits into the high bits
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 33) & mask;
    }

    /** The stored answer (1 or -1) for a canonical key, 0 if none. */
    public int get(long key) {
        long k = key + 1;
        for (int i = slot(key); ; i = (i + 1) & mask) {
            if (keys[i] == k) {
                return values[i];
            }
            if (keys[i] == 0) {
                return 0;
            }
        }
    }

    /** Stores an answer (1 or -1); ignored when the table is full or the key is present. */
    public void put(long key, int value) {
        if (value != 1 && value != -1) {
            throw new IllegalArgumentException("only answers 1 and -1 are stored, got " + value);
        }
        long k = key + 1;
        for (int i = slot(key); ; i = (i + 1) & mask) {
            if (keys[i] == k) {
                return;
            }
            if (keys[i] == 0) {
                if (size >= maxEntries) {
                    return;
                }
                keys[i] = k;
                values[i] = (byte) value;
                size++;
                return;
            }
        }
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return maxEntries;
    }
}
