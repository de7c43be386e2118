package zugzwang.core.dbsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Dependency-based search (Allis 1994, §3.4–3.5, Tables 3.2–3.6). Levels are created until one
 * adds no node, the node budget is spent, or (when asked) a goal is found. Each level is
 *
 * <ul>
 *   <li>a <b>dependency stage</b>: from the root (level 1) and from every combination node of the
 *       previous level, each operator f that F({node}, f) may apply — f applicable in the node's
 *       state and depending on the node's key (from a combination node: on the keys of both merged
 *       nodes, and applicable in neither alone, the minimality of Def. 3.19) — makes a dependency
 *       child, which is expanded the same way at once (Tables 3.3, 3.4);</li>
 *   <li>a <b>combination stage</b>: every dependency node made in this level (the partner) is
 *       paired with every dependency node of the graph it does not conflict with; a subtree is
 *       skipped as soon as its root conflicts (its paths extend a conflicting one); a combination
 *       node is made only if some operator depends on both keys (Tables 3.5, 3.6). Each pair is
 *       tried once, nodes of the same path (one within the other) are not paired, and nodes made
 *       in a combination stage take part only from the next level on.</li>
 * </ul>
 *
 * Goal nodes are not extended (their extensions are redundant, Def. 3.14). A search object runs
 * once.
 */
public final class DbSearch {
    private final DbDomain domain;
    private final OperatorTable ops;
    private final long maxNodes;
    private final boolean stopAtGoal;
    private final int words;
    private final List<DbNode> nodes = new ArrayList<>();
    private final List<DbNode> goals = new ArrayList<>();
    private final int[] mark;
    private int stamp;
    private int level;
    private int productiveLevels;
    private boolean stopped;
    private boolean outOfBudget;
    private long pairs;
    private long merges;
    private int dependencyNodes;
    private int combinationNodes;
    private boolean ran;

    /**
     * @param maxNodes   the node budget (root, dependency and combination nodes)
     * @param stopAtGoal stop at the first goal the domain accepts, else find all
     */
    public DbSearch(DbDomain domain, long maxNodes, boolean stopAtGoal) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("node budget must be at least 1: " + maxNodes);
        }
        this.domain = domain;
        this.ops = domain.operators();
        this.maxNodes = maxNodes;
        this.stopAtGoal = stopAtGoal;
        this.words = ops.words();
        this.mark = new int[ops.size()];
    }

    /** Runs the search (Table 3.2). */
    public DbResult run() {
        if (ran) {
            throw new IllegalStateException("a DbSearch runs once");
        }
        ran = true;
        long[] init = domain.initialState();
        if (init.length != words) {
            throw new IllegalArgumentException("initial state has " + init.length + " words, operators " + words);
        }
        DbNode root = newNode(DbNode.Type.ROOT, new int[0], init.clone(), new long[words], new int[0], null);
        if (domain.isGoal(root.state) && domain.acceptsGoal(root.path, root.state)) {
            root.goal = true;
            goals.add(root);
            if (stopAtGoal) {
                return result(false);
            }
        }
        List<DbNode> fromCombinations = new ArrayList<>();
        for (level = 1; !stopped; level++) {
            int before = nodes.size();
            int firstNew = nodes.size();
            if (level == 1) {
                addDependentChildren(root);
            } else {
                for (DbNode c : fromCombinations) {
                    if (stopped) {
                        break;
                    }
                    addDependentChildren(c);
                }
            }
            fromCombinations = new ArrayList<>();
            if (!stopped) {
                int lastNew = nodes.size();
                for (int i = firstNew; i < lastNew && !stopped; i++) {
                    DbNode partner = nodes.get(i);
                    if (partner.type == DbNode.Type.DEPENDENCY && !partner.goal) {
                        findCombinations(partner, root, fromCombinations);
                    }
                }
            }
            if (nodes.size() == before) {
                break;
            }
            productiveLevels = level;
        }
        return result(!stopped);
    }

    private DbResult result(boolean complete) {
        return new DbResult(Collections.unmodifiableList(goals), Collections.unmodifiableList(nodes), complete,
                outOfBudget, nodes.size(), dependencyNodes, combinationNodes, productiveLevels, pairs, merges);
    }

    private DbNode newNode(DbNode.Type type, int[] path, long[] state, long[] consumed, int[] keys, DbNode[] parts) {
        DbNode n = new DbNode(nodes.size(), type, level, path, state, consumed, keys, parts);
        nodes.add(n);
        if (type == DbNode.Type.DEPENDENCY) {
            dependencyNodes++;
        } else if (type == DbNode.Type.COMBINATION) {
            combinationNodes++;
        }
        if (nodes.size() >= maxNodes) {
            outOfBudget = true;
            stopped = true;
        }
        return n;
    }

    /** Table 3.4: every operator F({node}, f) applies to, each child expanded at once. */
    private void addDependentChildren(DbNode node) {
        int[] candidates;
        if (node.type == DbNode.Type.ROOT) {
            candidates = null;
        } else if (node.type == DbNode.Type.COMBINATION) {
            candidates = node.pending;
        } else {
            candidates = ops.dependents(node.keys[0]);
        }
        int n = candidates == null ? ops.size() : candidates.length;
        for (int i = 0; i < n && !stopped; i++) {
            int f = candidates == null ? i : candidates[i];
            if (!ops.applicable(node.state, f) || !domain.allows(node.state, f)) {
                continue;
            }
            int[] path = Arrays.copyOf(node.path, node.path.length + 1);
            path[path.length - 1] = f;
            long[] state = node.state.clone();
            AttributeSet.apply(state, ops.del(f), ops.add(f));
            long[] consumed = node.consumed.clone();
            AttributeSet.addAll(consumed, ops.del(f));
            DbNode child = newNode(DbNode.Type.DEPENDENCY, path, state, consumed, new int[] {f}, null);
            node.link(child);
            if (domain.isGoal(state) && domain.acceptsGoal(path, state)) {
                child.goal = true;
                goals.add(child);
                if (stopAtGoal) {
                    stopped = true;
                }
                continue;
            }
            addDependentChildren(child);
        }
    }

    /** Table 3.6: pairs {@code partner} with every suitable dependency node under {@code start}. */
    private void findCombinations(DbNode partner, DbNode start, List<DbNode> made) {
        List<DbNode> stack = new ArrayList<>();
        stack.add(start);
        while (!stack.isEmpty() && !stopped) {
            DbNode node = stack.remove(stack.size() - 1);
            if (node.type != DbNode.Type.ROOT && conflict(partner, node)) {
                continue; // its whole subtree conflicts too
            }
            if (node.type == DbNode.Type.DEPENDENCY && eligible(partner, node)) {
                pairs++;
                DbNode combination = combine(partner, node);
                if (combination != null) {
                    made.add(combination);
                }
            }
            // children pushed in reverse so they are visited in creation order
            int from = stack.size();
            for (DbNode c = node.child; c != null; c = c.sibling) {
                if (c.level < level || c.type != DbNode.Type.COMBINATION) {
                    stack.add(c);
                }
            }
            Collections.reverse(stack.subList(from, stack.size()));
        }
    }

    private boolean eligible(DbNode partner, DbNode node) {
        if (node == partner || node.goal) {
            return false;
        }
        if (node.level == level && node.id > partner.id) {
            return false; // this pair is tried when node is the partner
        }
        return !node.opsWithin(partner) && !partner.opsWithin(node);
    }

    /**
     * Whether two nodes' paths cannot be merged because two different operators delete the same
     * attribute (an attribute is deleted once and never re-created, so two paths that consume it
     * by different operators exclude each other). Monotone: extensions of a conflicting path
     * conflict too.
     */
    private boolean conflict(DbNode a, DbNode b) {
        boolean overlap = false;
        for (int i = 0; i < words; i++) {
            if ((a.consumed[i] & b.consumed[i]) != 0) {
                overlap = true;
                break;
            }
        }
        if (!overlap) {
            return false;
        }
        long[] shared = new long[words];
        int[] x = a.sortedOps;
        int[] y = b.sortedOps;
        for (int i = 0, j = 0; i < x.length && j < y.length; ) {
            if (x[i] < y[j]) {
                i++;
            } else if (x[i] > y[j]) {
                j++;
            } else {
                AttributeSet.addAll(shared, ops.del(x[i]));
                i++;
                j++;
            }
        }
        for (int i = 0; i < words; i++) {
            if ((a.consumed[i] & b.consumed[i] & ~shared[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The merge of two dependency nodes and, if some operator depends on it, the combination node
     * (a child of {@code node}); else null.
     */
    private DbNode combine(DbNode partner, DbNode node) {
        int[] path = mergedPath(partner, node);
        if (path == null) {
            return null;
        }
        merges++;
        long[] state = domain.initialState().clone();
        long[] consumed = new long[words];
        for (int f : path) {
            AttributeSet.apply(state, ops.del(f), ops.add(f));
            AttributeSet.addAll(consumed, ops.del(f));
        }
        if (!domain.acceptsMerge(state, path)) {
            return null;
        }
        int[] pending = dependingOn(state, partner, node);
        if (pending.length == 0) {
            return null;
        }
        DbNode c = newNode(DbNode.Type.COMBINATION, path, state, consumed,
                new int[] {partner.keys[0], node.keys[0]}, new DbNode[] {partner, node});
        c.pending = pending;
        node.link(c);
        return c;
    }

    /**
     * The operators F({a, b}, f) applies to: applicable in the merged state, depending on both
     * keys, and applicable in neither node's state alone (there F({a}, f) or F({b}, f) makes it).
     */
    private int[] dependingOn(long[] state, DbNode a, DbNode b) {
        int[] x = ops.dependents(a.keys[0]);
        int[] y = ops.dependents(b.keys[0]);
        int[] out = new int[Math.min(x.length, y.length)];
        int n = 0;
        for (int i = 0, j = 0; i < x.length && j < y.length; ) {
            if (x[i] < y[j]) {
                i++;
            } else if (x[i] > y[j]) {
                j++;
            } else {
                int f = x[i];
                if (ops.applicable(state, f) && domain.allows(state, f)
                        && !ops.applicable(a.state, f) && !ops.applicable(b.state, f)) {
                    out[n++] = f;
                }
                i++;
                j++;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * An order of the union of both paths' operators that applies from the initial state, or null
     * if there is none (the merge is empty). First {@code a}'s path, then {@code b}'s other
     * operators in their order; if that fails, operators are taken one at a time, each the first
     * remaining one that applies and that no remaining operator must precede (it deletes nothing
     * a remaining one needs).
     */
    private int[] mergedPath(DbNode a, DbNode b) {
        stamp++;
        for (int f : a.path) {
            mark[f] = stamp;
        }
        int extra = 0;
        for (int f : b.path) {
            if (mark[f] != stamp) {
                extra++;
            }
        }
        int[] path = Arrays.copyOf(a.path, a.path.length + extra);
        int k = a.path.length;
        for (int f : b.path) {
            if (mark[f] != stamp) {
                path[k++] = f;
            }
        }
        long[] state = domain.initialState().clone();
        boolean ok = true;
        for (int f : path) {
            if (!ops.applicable(state, f)) {
                ok = false;
                break;
            }
            AttributeSet.apply(state, ops.del(f), ops.add(f));
        }
        return ok ? path : orderedByDependencies(path);
    }

    private int[] orderedByDependencies(int[] opsToOrder) {
        int n = opsToOrder.length;
        int[] out = new int[n];
        boolean[] used = new boolean[n];
        long[] state = domain.initialState().clone();
        for (int k = 0; k < n; k++) {
            int pick = -1;
            for (int i = 0; i < n && pick < 0; i++) {
                if (used[i] || !ops.applicable(state, opsToOrder[i])) {
                    continue;
                }
                boolean blocks = false;
                for (int j = 0; j < n && !blocks; j++) {
                    blocks = j != i && !used[j] && AttributeSet.intersects(ops.pre(opsToOrder[j]), ops.del(opsToOrder[i]));
                }
                if (!blocks) {
                    pick = i;
                }
            }
            if (pick < 0) {
                return null;
            }
            used[pick] = true;
            out[k] = opsToOrder[pick];
            AttributeSet.apply(state, ops.del(out[k]), ops.add(out[k]));
        }
        return out;
    }
}
