package zugzwang.core.proof;

/**
 * An open-addressing hash map from position identities — a fixed number of 64-bit words, one
 * for a key, more for a canonical form ({@link StrategyMatching}) — to two ints, for the strategy
 * files' big tables (about 9 + 8·words bytes per slot, at most half full: no boxed objects per
 * position). Grows by doubling; a growth that does not fit in memory throws
 * {@link OutOfMemoryError}, which the verifier reports as a file too large to hold.
 */
final class StrategyKeyTable {
    private final int words;
    private long[] keys;
    private int[] first;
    private int[] second;
    private boolean[] full;
    private int size;
    private int mask;

    /** A table of one-word keys. */
    StrategyKeyTable() {
        this(1);
    }

    /** A table of identities of {@code words} longs. */
    StrategyKeyTable(int words) {
        if (words < 1) {
            throw new IllegalArgumentException("an identity has at least one word");
        }
        this.words = words;
        allocate(1 << 10);
    }

    private void allocate(int capacity) {
        keys = new long[capacity * words];
        first = new int[capacity];
        second = new int[capacity];
        full = new boolean[capacity];
        mask = capacity - 1;
        size = 0;
    }

    int size() {
        return size;
    }

    /** The slot of the identity {@code key[0 .. words)}, or -1. */
    int find(long[] key) {
        for (int i = slot(key); ; i = (i + 1) & mask) {
            if (!full[i]) {
                return -1;
            }
            if (equal(i, key)) {
                return i;
            }
        }
    }

    /** The slot of the identity {@code key[0 .. words)}, inserted with both values 0 if it was missing. */
    int insert(long[] key) {
        if (2 * (size + 1) > full.length) {
            grow();
        }
        int i = slot(key);
        while (full[i]) {
            if (equal(i, key)) {
                return i;
            }
            i = (i + 1) & mask;
        }
        full[i] = true;
        System.arraycopy(key, 0, keys, i * words, words);
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
        return full.length;
    }

    boolean occupied(int slot) {
        return full[slot];
    }

    private boolean equal(int slot, long[] key) {
        int base = slot * words;
        for (int w = 0; w < words; w++) {
            if (keys[base + w] != key[w]) {
                return false;
            }
        }
        return true;
    }

    private void grow() {
        if ((long) full.length * 2 * words > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("strategy table full");
        }
        long[] k = keys;
        int[] a = first;
        int[] b = second;
        boolean[] f = full;
        allocate(f.length * 2);
        long[] key = new long[words];
        for (int i = 0; i < f.length; i++) {
            if (f[i]) {
                System.arraycopy(k, i * words, key, 0, words);
                int j = insert(key);
                first[j] = a[i];
                second[j] = b[i];
            }
        }
    }

    /** Spreads the identity's bits (keys are often structured bit boards): a multiply-xorshift per word. */
    private int slot(long[] key) {
        long h = 0;
        for (int w = 0; w < words; w++) {
            h = (h ^ key[w]) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
        }
        return (int) h & mask;
    }
}
