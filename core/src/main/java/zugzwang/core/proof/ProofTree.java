package zugzwang.core.proof;

import java.util.Arrays;

/**
 * The node store of a proof-number search: struct-of-arrays pools of primitives, grown
 * geometrically within a fixed memory budget, with free lists so that the nodes of deleted
 * (solved) subtrees are reused.
 *
 * <p>A node has a proof and a disproof number, a type (OR: the attacker to move), its children as
 * a block of edges (child node and the move leading to it) and its parents: the first in
 * {@link #parent}, any further ones (a transposition reached from several positions) in a linked
 * list of parent links. In DAG mode the store also keeps each node's key, depth and update marks
 * and an open-addressing table key → node, so that a position met again is linked to its existing
 * node; in tree mode those arrays are not allocated and every node has exactly one parent.
 *
 * <p>Nothing is allocated per node: after the arrays have grown, a search allocates nothing.
 * {@link #reserve} makes room for a whole development before it starts, so that a development
 * never fails half-way; it returns false when the memory budget (or the JVM, with an
 * {@link OutOfMemoryError}) refuses. Package-private: the searches' tool, not an API.
 */
final class ProofTree {
    /** Node type bit: the attacker is to move (an OR node). */
    static final byte OR = 1;

    private static final int INITIAL_NODES = 1024;

    // ---- per node
    long[] pn = new long[0];
    long[] dn = new long[0];
    byte[] flags = new byte[0];
    /** First edge of the children's block; meaningful only when childCount > 0. */
    int[] firstEdge = new int[0];
    /** Number of children: 0 for a leaf (unexpanded, or solved with its subtree deleted). */
    int[] childCount = new int[0];
    /** The first parent (-1 for the root); for a free node, the next free node. */
    int[] parent = new int[0];
    /** Head of the list of further parents (links), -1 if none. */
    int[] moreParents = new int[0];
    // DAG mode only (null in tree mode)
    long[] key;
    /** Depth below the root at creation (orders the DAG update, deepest first). */
    int[] depth;
    /** Update pass in which the node's numbers last changed. */
    int[] changedIn;
    /** Whether the node waits in the update queue (1) or not (0). */
    byte[] queued;
    /** Next node in the same update-queue bucket. */
    int[] queueNext;

    // ---- edges: blocks of children, recycled by size
    int[] edgeChild = new int[0];
    int[] edgeMove = new int[0];
    private int edgeTop;
    /** freeBlocks[k] = first edge of a free block of k edges (chained through edgeChild), -1 if none. */
    private int[] freeBlocks = new int[0];

    // ---- further-parent links
    int[] linkParent = new int[0];
    int[] linkNext = new int[0];
    private int linkTop;
    private int freeLink = -1;

    // ---- key -> node table (DAG mode), linear probing; a slot is used iff slotEpoch == epoch
    private long[] slotKey = new long[0];
    private int[] slotNode = new int[0];
    private int[] slotEpoch = new int[0];
    private int epoch;
    private int slotsUsed;

    // ---- bookkeeping
    private int nodeTop;
    private int freeNode = -1;
    private int live;
    private int maxLive;
    private boolean dag;
    private long budget;

    /** An empty store; {@link #reset} prepares it for a search. */
    ProofTree() {
    }

    /**
     * Forgets every node (keeping the arrays allocated so far, if they fit the budget) and
     * prepares for a search.
     *
     * @param dag         whether positions are shared through the key table
     * @param maxChildren the most children a node can have
     * @param budget      the memory budget in bytes
     * @return false if not even the initial arrays fit the budget
     */
    boolean reset(boolean dag, int maxChildren, long budget) {
        this.budget = budget;
        if (this.dag != dag || bytes() > budget) {
            dropArrays(); // the other mode's layout, or too big for this budget
        }
        this.dag = dag;
        nodeTop = 0;
        freeNode = -1;
        live = 0;
        maxLive = 0;
        edgeTop = 0;
        linkTop = 0;
        freeLink = -1;
        slotsUsed = 0;
        if (freeBlocks.length < maxChildren + 1) {
            freeBlocks = new int[maxChildren + 1];
        }
        Arrays.fill(freeBlocks, -1);
        // A new epoch empties the key table without touching it (stale slots read as empty).
        if (++epoch <= 0) {
            Arrays.fill(slotEpoch, 0);
            epoch = 1;
        }
        return pn.length > 0 || growNodes(Math.max(1, (int) Math.min(INITIAL_NODES, budget / 4 / bytesPerNode())));
    }

    private void dropArrays() {
        pn = new long[0];
        dn = new long[0];
        flags = new byte[0];
        firstEdge = new int[0];
        childCount = new int[0];
        parent = new int[0];
        moreParents = new int[0];
        key = null;
        depth = null;
        changedIn = null;
        queued = null;
        queueNext = null;
        edgeChild = new int[0];
        edgeMove = new int[0];
        linkParent = new int[0];
        linkNext = new int[0];
        slotKey = new long[0];
        slotNode = new int[0];
        slotEpoch = new int[0];
    }

    boolean dag() {
        return dag;
    }

    /** Nodes in the tree now. */
    int live() {
        return live;
    }

    /** The most nodes the tree held at once since the last reset. */
    int maxLive() {
        return maxLive;
    }

    private int bytesPerNode() {
        // pn, dn 16; flags 1; firstEdge, childCount, parent, moreParents 16; DAG: key 8, depth,
        // changedIn, queueNext 12, queued 1
        return dag ? 54 : 33;
    }

    /** The bytes held by the arrays now. */
    long bytes() {
        long nodes = (long) pn.length * bytesPerNode();
        long edges = 8L * edgeChild.length;
        long links = 8L * linkParent.length;
        long slots = 16L * slotKey.length;
        return nodes + edges + links + slots;
    }

    /**
     * Makes room for {@code nodes} new nodes, {@code edges} new edges in one block and
     * {@code links} new parent links (and, in DAG mode, table slots for the new nodes).
     *
     * @return false if the memory budget or the JVM refuses
     */
    boolean reserve(int nodes, int edges, int links) {
        try {
            // free nodes: the free list (nodeTop - live) plus the capacity above nodeTop
            if (pn.length - live < nodes && !growNodes(live + nodes)) {
                return false;
            }
            if ((edges >= freeBlocks.length || freeBlocks[edges] < 0) && edgeTop + edges > edgeChild.length
                    && !growEdges(edgeTop + edges)) {
                return false;
            }
            if (links > 0 && linkTop + links > linkParent.length && !growLinks(linkTop + links)) {
                return false;
            }
            // the table stays at most half full
            return !dag || 2L * (slotsUsed + nodes) <= slotKey.length || growSlots(2L * (slotsUsed + nodes));
        } catch (OutOfMemoryError e) {
            return false; // the JVM's heap is smaller than the budget: the same answer, "memory"
        }
    }

    /** A new capacity: doubled, at least {@code need}, at most what the budget allows (or -1). */
    private long newCapacity(long current, long need, long bytesPerUnit) {
        long others = bytes() - current * bytesPerUnit;
        long affordable = (budget - others) / bytesPerUnit;
        long cap = Math.min(Math.max(need, current * 2), Math.min(affordable, Integer.MAX_VALUE - 16));
        return cap >= need ? cap : -1;
    }

    private boolean growNodes(int need) {
        long cap = newCapacity(pn.length, need, bytesPerNode());
        if (cap < 0) {
            return false;
        }
        int c = (int) cap;
        pn = Arrays.copyOf(pn, c);
        dn = Arrays.copyOf(dn, c);
        flags = Arrays.copyOf(flags, c);
        firstEdge = Arrays.copyOf(firstEdge, c);
        childCount = Arrays.copyOf(childCount, c);
        parent = Arrays.copyOf(parent, c);
        moreParents = Arrays.copyOf(moreParents, c);
        if (dag) {
            key = key == null ? new long[c] : Arrays.copyOf(key, c);
            depth = depth == null ? new int[c] : Arrays.copyOf(depth, c);
            changedIn = changedIn == null ? new int[c] : Arrays.copyOf(changedIn, c);
            queued = queued == null ? new byte[c] : Arrays.copyOf(queued, c);
            queueNext = queueNext == null ? new int[c] : Arrays.copyOf(queueNext, c);
        }
        return true;
    }

    private boolean growEdges(int need) {
        long cap = newCapacity(edgeChild.length, need, 8);
        if (cap < 0) {
            return false;
        }
        edgeChild = Arrays.copyOf(edgeChild, (int) cap);
        edgeMove = Arrays.copyOf(edgeMove, (int) cap);
        return true;
    }

    private boolean growLinks(int need) {
        long cap = newCapacity(linkParent.length, need, 8);
        if (cap < 0) {
            return false;
        }
        linkParent = Arrays.copyOf(linkParent, (int) cap);
        linkNext = Arrays.copyOf(linkNext, (int) cap);
        return true;
    }

    /** Rehashes into a power-of-two table of at least {@code need} slots. */
    private boolean growSlots(long need) {
        long size = Math.max(16, Long.highestOneBit(Math.max(need, 2 * (long) slotKey.length) - 1) << 1);
        if (bytes() + 16 * (size - slotKey.length) > budget || size > (1 << 30)) {
            return false;
        }
        long[] oldKey = slotKey;
        int[] oldNode = slotNode;
        int[] oldEpoch = slotEpoch;
        slotKey = new long[(int) size];
        slotNode = new int[(int) size];
        slotEpoch = new int[(int) size];
        slotsUsed = 0;
        for (int i = 0; i < oldKey.length; i++) {
            if (oldEpoch[i] == epoch) {
                insertSlot(oldKey[i], oldNode[i]);
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- nodes

    /**
     * A new node (room must have been {@link #reserve reserved}): a leaf with the given numbers,
     * type and first parent. In DAG mode it is entered in the key table.
     */
    int newNode(long proof, long disproof, boolean orNode, int firstParent, long nodeKey, int nodeDepth) {
        int n;
        if (freeNode >= 0) {
            n = freeNode;
            freeNode = parent[n];
        } else {
            n = nodeTop++;
        }
        pn[n] = proof;
        dn[n] = disproof;
        flags[n] = orNode ? OR : 0;
        childCount[n] = 0;
        firstEdge[n] = -1;
        parent[n] = firstParent;
        moreParents[n] = -1;
        if (dag) {
            key[n] = nodeKey;
            depth[n] = nodeDepth;
            queued[n] = 0;
            changedIn[n] = 0;
            insertSlot(nodeKey, n);
        }
        if (++live > maxLive) {
            maxLive = live;
        }
        return n;
    }

    boolean isOr(int node) {
        return (flags[node] & OR) != 0;
    }

    boolean solved(int node) {
        return pn[node] == 0 || dn[node] == 0;
    }

    /** Gives a node a block of {@code count} edges (reserved); returns the first edge. */
    int newBlock(int count) {
        int e = freeBlocks[count];
        if (e >= 0) {
            freeBlocks[count] = edgeChild[e];
        } else {
            e = edgeTop;
            edgeTop += count;
        }
        return e;
    }

    /** Adds a further parent to a node already in the tree (a transposition; a link is reserved). */
    void addParent(int node, int p) {
        int l;
        if (freeLink >= 0) {
            l = freeLink;
            freeLink = linkNext[l];
        } else {
            l = linkTop++;
        }
        linkParent[l] = p;
        linkNext[l] = moreParents[node];
        moreParents[node] = l;
    }

    /**
     * Removes one parent edge {@code p} from {@code node}.
     *
     * @return true if the node has no parent left (it is then to be freed)
     */
    private boolean removeParent(int node, int p) {
        if (parent[node] == p) {
            int l = moreParents[node];
            if (l < 0) {
                parent[node] = -1;
                return true;
            }
            parent[node] = linkParent[l]; // promote a further parent to first
            moreParents[node] = linkNext[l];
            freeLinkEntry(l);
            return false;
        }
        int prev = -1;
        for (int l = moreParents[node]; l >= 0; prev = l, l = linkNext[l]) {
            if (linkParent[l] == p) {
                if (prev < 0) {
                    moreParents[node] = linkNext[l];
                } else {
                    linkNext[prev] = linkNext[l];
                }
                freeLinkEntry(l);
                return false;
            }
        }
        throw new IllegalStateException("node " + node + " has no parent " + p);
    }

    private void freeLinkEntry(int l) {
        linkNext[l] = freeLink;
        freeLink = l;
    }

    private int[] stack = new int[64];

    /**
     * Deletes the subtree below a (solved) node, keeping the node itself as a leaf: every
     * descendant left without a parent is freed, its edges and parent links recycled and, in DAG
     * mode, its key removed from the table. A descendant still reached from elsewhere (a
     * transposition) stays. Iterative (an explicit stack), for deep trees.
     */
    void deleteChildren(int node) {
        int sp = 0;
        sp = detachChildren(node, sp);
        while (sp > 0) {
            int x = stack[--sp];
            sp = detachChildren(x, sp);
            if (dag) {
                removeSlot(key[x]);
            }
            parent[x] = freeNode;
            freeNode = x;
            live--;
        }
    }

    /** Unlinks a node's children, pushing the orphans; frees its edge block. Returns the new stack top. */
    private int detachChildren(int node, int sp) {
        int n = childCount[node];
        if (n == 0) {
            return sp;
        }
        int e0 = firstEdge[node];
        for (int e = e0; e < e0 + n; e++) {
            int c = edgeChild[e];
            if (removeParent(c, node)) {
                if (sp == stack.length) {
                    stack = Arrays.copyOf(stack, 2 * sp);
                }
                stack[sp++] = c;
            }
        }
        edgeChild[e0] = freeBlocks[n]; // chain the block on the free list of its size
        freeBlocks[n] = e0;
        childCount[node] = 0;
        firstEdge[node] = -1;
        return sp;
    }

    // ---------------------------------------------------------------- key table

    private int home(long k) {
        long h = k * 0x9E3779B97F4A7C15L; // Fibonacci hashing: the high bits mix every key bit
        return (int) (h >>> 33) & (slotKey.length - 1);
    }

    /** The node of a position in the tree, or -1. */
    int find(long k) {
        if (slotKey.length == 0) {
            return -1;
        }
        int mask = slotKey.length - 1;
        for (int i = home(k); slotEpoch[i] == epoch; i = (i + 1) & mask) {
            if (slotKey[i] == k) {
                return slotNode[i];
            }
        }
        return -1;
    }

    private void insertSlot(long k, int node) {
        int mask = slotKey.length - 1;
        int i = home(k);
        while (slotEpoch[i] == epoch) {
            i = (i + 1) & mask;
        }
        slotKey[i] = k;
        slotNode[i] = node;
        slotEpoch[i] = epoch;
        slotsUsed++;
    }

    /** Removes a key, shifting later entries of its probe run back (no tombstones). */
    private void removeSlot(long k) {
        int mask = slotKey.length - 1;
        int i = home(k);
        while (slotEpoch[i] == epoch && slotKey[i] != k) {
            i = (i + 1) & mask;
        }
        if (slotEpoch[i] != epoch) {
            throw new IllegalStateException("key " + k + " not in the table");
        }
        slotsUsed--;
        int j = i;
        while (true) {
            j = (j + 1) & mask;
            if (slotEpoch[j] != epoch) {
                break;
            }
            int h = home(slotKey[j]);
            // the entry at j may move to the hole at i iff its home is not cyclically in (i, j]
            boolean inRange = i <= j ? (h > i && h <= j) : (h > i || h <= j);
            if (!inRange) {
                slotKey[i] = slotKey[j];
                slotNode[i] = slotNode[j];
                i = j;
            }
        }
        slotEpoch[i] = epoch - 1; // any value but epoch means empty
    }
}
