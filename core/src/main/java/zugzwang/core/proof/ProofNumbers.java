package zugzwang.core.proof;

/**
 * Saturating arithmetic on proof and disproof numbers: {@link #INFINITY} absorbs every sum, so
 * no sum of children overflows, however many or large.
 */
public final class ProofNumbers {
    /** An infinite proof or disproof number (a node disproved or proved). */
    public static final long INFINITY = Long.MAX_VALUE / 4;

    private ProofNumbers() {
    }

    /** {@code a + b}, saturated at {@link #INFINITY}. */
    public static long add(long a, long b) {
        long s = a + b; // both at most INFINITY = MAX/4: no overflow
        return s >= INFINITY ? INFINITY : s;
    }
}
