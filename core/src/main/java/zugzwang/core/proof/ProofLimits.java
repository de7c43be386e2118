package zugzwang.core.proof;

/**
 * The budgets of a proof search. When one is exhausted the search stops with
 * {@link Outcome#UNKNOWN} — never with an {@link OutOfMemoryError}.
 *
 * @param maxNodes    the most nodes a search may create (its work)
 * @param memoryBytes the most memory its tree or table may take; the search sizes its
 *                    structures within this budget
 */
public record ProofLimits(long maxNodes, long memoryBytes) {
    public ProofLimits {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, not " + maxNodes);
        }
        if (memoryBytes < 1024) {
            throw new IllegalArgumentException("the memory budget must be at least 1 KiB, not " + memoryBytes);
        }
    }

    /** No node limit, 256 MiB. */
    public static ProofLimits defaults() {
        return new ProofLimits(Long.MAX_VALUE, 256L << 20);
    }
}
