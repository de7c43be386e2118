package zugzwang.core.dbsearch;

/**
 * Sets of attributes as bit sets in {@code long[]} words: attribute a is bit {@code a & 63} of
 * word {@code a >>> 6}. All sets of one search have the same number of words; the methods do
 * not allocate except {@link #of} and {@link #copy}.
 */
public final class AttributeSet {
    private AttributeSet() {
    }

    /** Words needed for attributes {@code 0 .. count-1}. */
    public static int words(int count) {
        return (count + 63) >>> 6;
    }

    /** A set of {@code words} words holding the given attributes. */
    public static long[] of(int words, int... attributes) {
        long[] set = new long[words];
        for (int a : attributes) {
            add(set, a);
        }
        return set;
    }

    public static long[] copy(long[] set) {
        return set.clone();
    }

    public static void add(long[] set, int attribute) {
        set[attribute >>> 6] |= 1L << attribute;
    }

    public static boolean has(long[] set, int attribute) {
        return (set[attribute >>> 6] & (1L << attribute)) != 0;
    }

    /** Whether every attribute of {@code part} is in {@code set}. */
    public static boolean containsAll(long[] set, long[] part) {
        for (int i = 0; i < set.length; i++) {
            if ((part[i] & ~set[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public static boolean intersects(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & b[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    public static boolean isEmpty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code target := target \ remove ∪ put} (an operator's effect, Def. 3.2). */
    public static void apply(long[] target, long[] remove, long[] put) {
        for (int i = 0; i < target.length; i++) {
            target[i] = (target[i] & ~remove[i]) | put[i];
        }
    }

    /** {@code target := target ∪ other}. */
    public static void addAll(long[] target, long[] other) {
        for (int i = 0; i < target.length; i++) {
            target[i] |= other[i];
        }
    }

    public static int size(long[] set) {
        int n = 0;
        for (long w : set) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** The attributes of the set, ascending. */
    public static int[] toArray(long[] set) {
        int[] out = new int[size(set)];
        int k = 0;
        for (int i = 0; i < set.length; i++) {
            for (long w = set[i]; w != 0; w &= w - 1) {
                out[k++] = (i << 6) + Long.numberOfTrailingZeros(w);
            }
        }
        return out;
    }
}
