package zugzwang.core.util;

/**
 * Arithmetic on 128-bit sets held as two {@code long} words, {@code lo} (bits 0–63) and
 * {@code hi} (bits 64–127), for bitboards wider than one word. Every operation that returns a
 * set comes as a pair of methods, one per word, so that callers never allocate: the JIT inlines
 * both and shares their common work.
 *
 * <p>Java masks shift distances to six bits ({@code x << 64 == x}), so every shift here tests
 * its distance: 0, 1–63 and 64–127 take different formulas. The distances of a board are
 * constants, so the tests are always predicted.
 */
public final class Bits128 {
    private Bits128() {
    }

    /** Low word of {@code (hi:lo) << k}, 0 &le; k &lt; 128. */
    public static long shlLo(long lo, int k) {
        return k < 64 ? lo << k : 0;
    }

    /** High word of {@code (hi:lo) << k}: the low word's top k bits move into the high word. */
    public static long shlHi(long lo, long hi, int k) {
        if (k == 0) {
            return hi;
        }
        return k < 64 ? (hi << k) | (lo >>> (64 - k)) : lo << (k - 64);
    }

    /** Low word of {@code (hi:lo) >>> k}: the high word's low k bits move into the low word. */
    public static long shrLo(long lo, long hi, int k) {
        if (k == 0) {
            return lo;
        }
        return k < 64 ? (lo >>> k) | (hi << (64 - k)) : hi >>> (k - 64);
    }

    /** High word of {@code (hi:lo) >>> k}, 0 &le; k &lt; 128. */
    public static long shrHi(long hi, int k) {
        return k < 64 ? hi >>> k : 0;
    }

    /**
     * The carry out of the low words' sum {@code a + b}: 1 if it wrapped past 2^64. The sum,
     * read unsigned, is smaller than an addend exactly when it wrapped.
     */
    public static long carry(long a, long b) {
        return Long.compareUnsigned(a + b, a) < 0 ? 1 : 0;
    }

    /** High word of {@code (aHi:aLo) + (bHi:bLo)}; the low word is the plain sum {@code aLo + bLo}. */
    public static long addHi(long aLo, long aHi, long bLo, long bHi) {
        return aHi + bHi + carry(aLo, bLo);
    }

    /** Number of set bits. */
    public static int bitCount(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** Index (0–127) of the lowest set bit, 128 for the empty set. */
    public static int numberOfTrailingZeros(long lo, long hi) {
        return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
    }

    /** Whether the set has two or more bits ({@code x & (x - 1)} clears the lowest bit of a word). */
    public static boolean atLeastTwo(long lo, long hi) {
        return lo != 0 ? (lo & (lo - 1)) != 0 || hi != 0 : (hi & (hi - 1)) != 0;
    }

    /** Unsigned comparison of two 128-bit numbers: negative, zero or positive. */
    public static int compareUnsigned(long aLo, long aHi, long bLo, long bHi) {
        int c = Long.compareUnsigned(aHi, bHi);
        return c != 0 ? c : Long.compareUnsigned(aLo, bLo);
    }
}
