package zugzwang.core.proof;

/**
 * An open-addressing hash map from 64-bit position keys to two ints, for the verifier's big
 * tables (about 17 bytes per slot, at most half full: no boxed objects per position). Grows by
 * doubling; a growth that does not fit in memory throws {@link OutOfMemoryError}, which the
 * verifier reports as a file too large to hold.
 */
final class StrategyKeyTable {
    private long[] keys;
    private int[] first;
    private int[] second;
    private boolean[] full;
    private int size;
    private int mask;

    StrategyKeyTable() {
        allocate(1 << 10);
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        first = new int[capacity];
        second = new int[capacity];
        full = new boolean[capacity];
        mask = capacity - 1;
        size = 0;
    }

    int size() {
        return size;
    }

    /** The slot of {@code key}, or -1. */
    int find(long key) {
        for (int i = slot(key); ; i = (i + 1) & mask) {
            if (!full[i]) {
                return -1;
            }
            if (keys[i] == key) {
                return i;
            }
        }
    }

    /** The slot of {@code key}, inserted with both values 0 if it was missing. */
    int insert(long key) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int i = slot(key);
        while (full[i]) {
            if (keys[i] == key) {
                return i;
            }
            i = (i + 1) & mask;
        }
        full[i] = true;
        keys[i] = key;
        size++;
        return i;
    }

    int first(int slot) {
        return first[slot];
    }

    int second(int slot) {
        return second[slot];
    }

    void set(int slot, int a, int b) {
        first[slot] = a;
        second[slot] = b;
    }

    /** The number of slots (for iterating with {@link #occupied}). */
    int capacity() {
        return keys.length;
    }

    boolean occupied(int slot) {
        return full[slot];
    }

    private void grow() {
        if (keys.length >= 1 << 30) {
            throw new OutOfMemoryError("strategy table full");
        }
        long[] k = keys;
        int[] a = first;
        int[] b = second;
        boolean[] f = full;
        allocate(k.length * 2);
        for (int i = 0; i < k.length; i++) {
            if (f[i]) {
                int j = insert(k[i]);
                first[j] = a[i];
                second[j] = b[i];
            }
        }
    }

    /** Spreads the key's bits (keys are often structured bit boards). */
    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
        return (int) h & mask;
    }
}
