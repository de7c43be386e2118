package zugzwang.core.search;

/** Move orderings for the tests. */
final class Orderings {
    private Orderings() {
    }

    /**
     * A fixed pseudo-random order per position (a function of its key and the moves, so a node is
     * ordered the same way every time it is visited).
     */
    static MoveOrdering scrambled(long salt) {
        return (state, moves, n) -> {
            long k = state.key() * 0x9E3779B97F4A7C15L + salt;
            Reference.sortBy(state, moves, n, m -> (int) (mix(k + m) >>> 33));
        };
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
