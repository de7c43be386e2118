package zugzwang.core.proof;

/**
 * An open-addressing hash map from position identities — a fixed number of 64-bit words, one
 * for a key, more for a canonical form ({@link StrategyMatching}) — to two ints, for the strategy
 * files' big tables (about 9 + 8·words bytes per slot, at most half full: no boxed objects per
 * position). Grows by doubling; a growth that does not fit in memory throws
 * {@link OutOfMemoryError}, which the verifier reports as a file too large to hold.
 */
public final class StrategyKeyTable {
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
    public StrategyKeyTable(int words) {
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

    public int size() {
        return size;
    }

    /** The slot of the identity {@code key[0 .. words)}, or -1. */
    public int find(long[] key) {
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
    public int insert(long[] key) {
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

    /**
     * Removes the identity {@code key[0 .. words)} if it is there (the entries after it in its probe
     * run are moved back, so that every other identity is still found); returns whether it was.
     */
    public boolean remove(long[] key) {
        int i = find(key);
        if (i < 0) {
            return false;
        }
        full[i] = false;
        size--;
        // backward-shift deletion: an entry of the run after the hole moves into it unless its home
        // slot lies cyclically after the hole (then the hole does not interrupt its probe path)
        int hole = i;
        long[] k = new long[words];
        for (int j = (i + 1) & mask; full[j]; j = (j + 1) & mask) {
            System.arraycopy(keys, j * words, k, 0, words);
            int home = slot(k);
            boolean reachable = hole <= j ? home <= hole || home > j : home <= hole && home > j;
            if (reachable) {
                System.arraycopy(keys, j * words, keys, hole * words, words);
                first[hole] = first[j];
                second[hole] = second[j];
                full[hole] = true;
                full[j] = false;
                hole = j;
            }
        }
        first[hole] = 0; // a slot taken later starts with both values 0, as insert promises
        second[hole] = 0;
        return true;
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
