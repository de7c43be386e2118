package zugzwang.core.dbsearch;

import java.util.Arrays;
import java.util.List;

/**
 * A node of the db-search graph. A dependency node stands for a key class (Def. 3.11): the paths
 * that apply the same operators in any legal order, all ending with the node's key. A combination
 * node stands for the merge of two dependency nodes (Def. 3.18); operators that depend on both
 * keys are applied from it in the next level. The graph is a tree: each node has one parent
 * (a combination node hangs under the second of the two nodes it merges, as in Table 3.6).
 */
public final class DbNode {
    /** Root, Dependency or Combination (§3.5). */
    public enum Type {
        ROOT, DEPENDENCY, COMBINATION
    }

    final int id;
    final Type type;
    final int level;
    final int[] path;
    final int[] sortedOps;
    final long[] state;
    final long[] consumed;
    final int[] keys;
    final DbNode[] parts;
    int[] pending;
    boolean goal;
    /** A goal state whose path the domain refused ({@link DbDomain#acceptsGoal}): neither extended nor paired. */
    boolean refuted;
    /** A forced child of a node after which every operator could follow (see {@link DbSearch}). */
    boolean opensRoot;
    /** Operators a forced parent could not apply, to be tried after this node (ascending), or null. */
    int[] inherited;
    /**
     * The followers of the key applicable here by their pre-conditions but refused by the domain
     * ({@link DbDomain#allows}), ascending, once the node is expanded from its key's followers; null
     * if not known ({@link DbSearch}: a merge with another node may allow one of them).
     */
    int[] refused;
    DbNode child;
    DbNode lastChild;
    DbNode sibling;

    /** {@code sortedOps}: the path's operators in ascending order (the search builds it from the parent's or the parts'). */
    DbNode(int id, Type type, int level, int[] path, int[] sortedOps, long[] state, long[] consumed, int[] keys,
           DbNode[] parts) {
        this.id = id;
        this.type = type;
        this.level = level;
        this.path = path;
        this.sortedOps = sortedOps;
        this.state = state;
        this.consumed = consumed;
        this.keys = keys;
        this.parts = parts;
    }

    void link(DbNode newChild) {
        if (child == null) {
            child = newChild;
        } else {
            lastChild.sibling = newChild;
        }
        lastChild = newChild;
    }

    public int id() {
        return id;
    }

    public Type type() {
        return type;
    }

    /** The level that created the node (the root: 0). */
    public int level() {
        return level;
    }

    /** A representative path of the class: its operators in an order that applies. */
    public int[] path() {
        return path.clone();
    }

    /** The state the path reaches (from the domain's initial state). */
    public long[] state() {
        return state.clone();
    }

    /**
     * Word {@code i} of {@link #state}, without a copy: a domain reading what many nodes reached
     * (go-moku's defence check, over every node of thousands of searches) need not copy each state.
     */
    public long stateWord(int i) {
        return state[i];
    }

    /** The key (last operator) of a dependency node; -1 for the root and combinations. */
    public int key() {
        return type == Type.DEPENDENCY ? keys[0] : -1;
    }

    /** The two nodes a combination merges (a forced node and its blocker for an extension); empty otherwise. */
    public List<DbNode> parts() {
        return parts == null ? List.of() : List.of(parts);
    }

    public boolean isGoal() {
        return goal;
    }

    /** Whether every operator of this node's path is in {@code other}'s. */
    boolean opsWithin(DbNode other) {
        int[] a = sortedOps;
        int[] b = other.sortedOps;
        if (a.length > b.length) {
            return false;
        }
        int j = 0;
        for (int f : a) {
            while (j < b.length && b[j] < f) {
                j++;
            }
            if (j == b.length || b[j] != f) {
                return false;
            }
            j++;
        }
        return true;
    }

    @Override
    public String toString() {
        return type + "#" + id + " level " + level + " path " + Arrays.toString(path);
    }
}
