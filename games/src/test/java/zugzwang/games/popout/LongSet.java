package zugzwang.games.popout;

/** A set of longs by open addressing (linear probing), for counting millions of keys in tests. */
final class LongSet {
    private long[] slots = new long[1 << 16];
    private boolean hasZero;
    private int size;

    /** Adds {@code k}; true if it was new. */
    boolean add(long k) {
        if (k == 0) {
            boolean added = !hasZero;
            hasZero = true;
            size += added ? 1 : 0;
            return added;
        }
        if (2 * (size + 1) > slots.length) {
            rehash();
        }
        if (insert(slots, k)) {
            size++;
            return true;
        }
        return false;
    }

    /** Whether {@code k} was added. */
    boolean contains(long k) {
        if (k == 0) {
            return hasZero;
        }
        int m = slots.length - 1;
        int i = (int) ((k * 0x9E3779B97F4A7C15L) >>> 40) & m;
        while (slots[i] != 0) {
            if (slots[i] == k) {
                return true;
            }
            i = (i + 1) & m;
        }
        return false;
    }

    int size() {
        return size;
    }

    private static boolean insert(long[] t, long k) {
        int m = t.length - 1;
        // Fibonacci hashing spreads the structured bitboard keys over the table
        int i = (int) ((k * 0x9E3779B97F4A7C15L) >>> 40) & m;
        while (t[i] != 0) {
            if (t[i] == k) {
                return false;
            }
            i = (i + 1) & m;
        }
        t[i] = k;
        return true;
    }

    private void rehash() {
        long[] t = new long[slots.length * 2];
        for (long k : slots) {
            if (k != 0) {
                insert(t, k);
            }
        }
        slots = t;
    }
}
