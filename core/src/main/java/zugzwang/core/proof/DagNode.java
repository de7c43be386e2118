package zugzwang.core.proof;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A node of a proof-number search over a DAG (transpositions merged, Allis 1994 §2.3.4): its
 * numbers, its children once expanded, and every parent, so that a change reaches all of them. The
 * provers that keep such DAGs (qubic's, go-moku's Victoria) extend it with their positions.
 *
 * @param <N> the prover's node type
 */
public abstract class DagNode<N extends DagNode<N>> {
    /** Whether the prover is to move here (an OR node: the least pn of the children counts). */
    public final boolean or;
    public long pn;
    public long dn;
    /** The children once expanded, else null. */
    public N[] children;
    /**
     * A disproof here does not count: at an OR node the prover's moves were left out (a search
     * that restricts them for speed), at a leaf a heuristic decided it.
     */
    public boolean inexact;
    private List<N> parents;

    protected DagNode(boolean or) {
        this.or = or;
    }

    /** Records a parent (a node reached from several is updated through each). */
    public void addParent(N parent) {
        if (parents == null) {
            parents = new ArrayList<>(1);
        }
        parents.add(parent);
    }

    /** The most-proving child: at an OR node the first with the least pn, at an AND node the least dn. */
    public N mostProving() {
        return children[mostProvingIndex()];
    }

    /** The index of {@link #mostProving()} among the children (a prover that keeps per-child data needs it). */
    public int mostProvingIndex() {
        int best = 0;
        for (int i = 1; i < children.length; i++) {
            N c = children[i];
            N b = children[best];
            if (or ? c.pn < b.pn : c.dn < b.dn) {
                best = i;
            }
        }
        return best;
    }

    /**
     * Whether a disproof holds without the restrictions: a disproved leaf's if it is not
     * {@link #inexact}; at an OR node every child's, and no move was left out; at an AND node some
     * disproved child's. Stones or cells only grow, so the DAG has no cycle.
     */
    public static <N extends DagNode<N>> boolean exactDisproof(N n, java.util.Map<N, Boolean> memo) {
        if (n.dn != 0) {
            return false;
        }
        if (n.children == null) {
            return !n.inexact;
        }
        Boolean known = memo.get(n);
        if (known != null) {
            return known;
        }
        boolean exact;
        if (n.or) {
            exact = !n.inexact;
            for (int i = 0; i < n.children.length && exact; i++) {
                exact = exactDisproof(n.children[i], memo);
            }
        } else {
            exact = false;
            for (int i = 0; i < n.children.length && !exact; i++) {
                exact = exactDisproof(n.children[i], memo);
            }
        }
        memo.put(n, exact);
        return exact;
    }

    /**
     * Recomputes the numbers of {@code n} from its children and, where they changed, those of its
     * ancestors through every parent: at an OR node pn is the least of the children's and dn their
     * sum; at an AND node the other way round. A leaf {@code n} (no children) keeps the numbers its
     * prover gave it — a delayed evaluation — and only its ancestors are recomputed.
     */
    public static <N extends DagNode<N>> void update(N n) {
        update(n, 0);
    }

    /**
     * As {@link #update(DagNode)}, with an AND node's pn {@linkplain #numbers weakened} by
     * {@code weak} (0: the sum).
     */
    public static <N extends DagNode<N>> void update(N n, int weak) {
        ArrayDeque<N> work = new ArrayDeque<>();
        work.add(n);
        boolean first = true;
        while (!work.isEmpty()) {
            N x = work.poll();
            if (x.children == null) {
                if (first) { // a leaf whose numbers its prover set (a delayed evaluation): tell the parents
                    first = false;
                    List<N> up = ((DagNode<N>) x).parents;
                    if (up != null) {
                        work.addAll(up);
                    }
                }
                continue;
            }
            boolean changed = numbers(x, weak);
            if (!first && !changed) {
                continue;
            }
            first = false;
            List<N> up = ((DagNode<N>) x).parents; // a type variable does not see private fields
            if (up != null) {
                work.addAll(up);
            }
        }
    }

    /**
     * Sets an expanded node's numbers from its children's; true if they changed. At an OR node pn
     * is the least of the children's and dn their sum; at an AND node dn is the least and pn the
     * sum — or, with {@code weak} w &gt; 0, the <b>weak proof number</b> (after Ueda, Hashimoto,
     * Hashimoto and Iida 2008, who take w = 1): the children's largest pn plus w for each other
     * child not yet proved, when that is less than the sum. Zero exactly when every child is
     * proved, as the sum. The sum counts a position reached along two lines once for each, and
     * every reply as the work it would take alone: where the defender's replies mostly fall to one
     * attacker's idea and transpose into each other, it overrates the work below his forcing moves.
     */
    public static <N extends DagNode<N>> boolean numbers(N x, int weak) {
        long pn;
        long dn;
        if (x.or) {
            pn = ProofNumbers.INFINITY;
            dn = 0;
            for (N c : x.children) {
                pn = Math.min(pn, c.pn);
                dn = ProofNumbers.add(dn, c.dn);
            }
        } else {
            pn = 0;
            dn = ProofNumbers.INFINITY;
            long most = 0; // (weak) the hardest child's pn …
            long open = 0; // … and the children not proved yet
            for (N c : x.children) {
                pn = ProofNumbers.add(pn, c.pn);
                dn = Math.min(dn, c.dn);
                most = Math.max(most, c.pn);
                if (c.pn != 0) {
                    open++;
                }
            }
            if (weak > 0 && open > 0 && pn < ProofNumbers.INFINITY) {
                // (an infinite child keeps the node infinite; most ≥ 1 here, so the number stays ≥ 1)
                pn = Math.min(pn, most + weak * (open - 1));
            }
        }
        boolean changed = pn != x.pn || dn != x.dn;
        x.pn = pn;
        x.dn = dn;
        return changed;
    }
}
