package zugzwang.core.dbsearch;

import java.util.List;

/**
 * What a db-search found: the goal nodes (each with a path that reaches a goal), the whole graph
 * (in creation order, the root first), whether the search ran to its end ({@code complete}: no
 * level could add a node) or spent its budget, and its statistics.
 *
 * @param levels the number of levels that added nodes (a level is a dependency and a combination stage)
 * @param pairs  the pairs of dependency nodes examined in combination stages
 * @param merges the pairs whose merge was non-empty
 */
public record DbResult(List<DbNode> goals, List<DbNode> nodes, boolean complete, boolean outOfBudget, int nodeCount,
        int dependencyNodes, int combinationNodes, int levels, long pairs, long merges) {
    public boolean found() {
        return !goals.isEmpty();
    }
}
