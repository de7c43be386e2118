package zugzwang.core.game;

/** Helpers for positions that are equal up to a symmetry of the rules. */
public final class Symmetries {
    private Symmetries() {
    }

    /**
     * The smallest key (unsigned) over all symmetries: equal for a position and all its images.
     * Costs {@link Game#symmetries()} key computations.
     */
    public static long canonicalKey(GameState state) {
        long best = state.key();
        int n = state.game().symmetries();
        for (int s = 1; s < n; s++) {
            long k = state.key(s);
            if (Long.compareUnsigned(k, best) < 0) {
                best = k;
            }
        }
        return best;
    }
}
