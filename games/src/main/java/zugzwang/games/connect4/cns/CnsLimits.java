package zugzwang.games.connect4.cns;

/**
 * Budgets of a conspiracy-number search.
 *
 * @param treeNodes   nodes of one second-level conspiracy tree (the thesis grew about 10,000)
 * @param totalNodes  tree nodes created over the whole three-level search (all trees together);
 *                    when it is spent the answer is 0 (unclear)
 * @param memoryBytes memory for the tree and the search table of solved positions together
 */
public record CnsLimits(int treeNodes, long totalNodes, long memoryBytes) {
    /** The thesis' tree size (§11.4-11.6). */
    public static final int DEFAULT_TREE_NODES = 10_000;
    public static final long DEFAULT_TOTAL_NODES = 5_000_000L;
    public static final long DEFAULT_MEMORY = 256L << 20;

    public CnsLimits {
        if (treeNodes < 64) {
            throw new IllegalArgumentException("tree nodes must be at least 64, got " + treeNodes);
        }
        if (totalNodes < 1) {
            throw new IllegalArgumentException("total nodes must be positive, got " + totalNodes);
        }
        long need = ConspiracyTree.bytesFor(treeNodes) + SearchTable.MIN_BYTES;
        if (memoryBytes < need) {
            throw new IllegalArgumentException("memory " + memoryBytes + " bytes is too small for a tree of "
                    + treeNodes + " nodes (needs at least " + need + ")");
        }
    }

    public static CnsLimits defaults() {
        return new CnsLimits(DEFAULT_TREE_NODES, DEFAULT_TOTAL_NODES, DEFAULT_MEMORY);
    }

    public CnsLimits withTreeNodes(int n) {
        return new CnsLimits(n, totalNodes, memoryBytes);
    }

    public CnsLimits withTotalNodes(long n) {
        return new CnsLimits(treeNodes, n, memoryBytes);
    }

    public CnsLimits withMemory(long bytes) {
        return new CnsLimits(treeNodes, totalNodes, bytes);
    }
}
