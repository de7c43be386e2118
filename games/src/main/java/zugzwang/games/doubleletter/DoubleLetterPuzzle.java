package zugzwang.games.doubleletter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import zugzwang.core.dbsearch.AttributeSet;
import zugzwang.core.dbsearch.DbDomain;
import zugzwang.core.dbsearch.DbNode;
import zugzwang.core.dbsearch.DbResult;
import zugzwang.core.dbsearch.DbSearch;
import zugzwang.core.dbsearch.OperatorTable;

/**
 * One instance of the double-letter puzzle as a db-search domain, encoded as in §3.3.2:
 * attribute A(i, j, z) holds when letter z has been derived from the axiom's letters i..j;
 * operator f(p, q, r, z1, z2) = ⟨{A(p,q,z1), A(q+1,r,z1)}, the same as del, {A(p,r,z2)}⟩ joins two
 * neighbouring equal letters z1 into a neighbour z2 of z1; the goals are A(0, n−1, z). The space
 * is monotonous, non-redundant and singular, so db-search finds every solution (Theorem 3.1).
 *
 * <p>Attribute numbering: the segment i..j (i ≤ j) is {@code j(j+1)/2 + i}, and A(i, j, z) is
 * {@code 5·segment + z}. The operators of one length are built once and shared.
 */
public final class DoubleLetterPuzzle implements DbDomain {
    /** Longest axiom accepted (the operators grow as n³: 24 letters, 23,000 operators). */
    public static final int MAX_LENGTH = 24;

    private static final Map<Integer, Shape> SHAPES = new ConcurrentHashMap<>();

    private final String axiom;
    private final int[] letters;
    private final Shape shape;

    /** The operators of every axiom of one length, and what each one does. */
    private record Shape(OperatorTable table, int[] p, int[] q, int[] r, int[] from, int[] to) {
    }

    /**
     * @throws IllegalArgumentException if the axiom is empty, longer than {@link #MAX_LENGTH} or
     *                                  has a character other than a–e
     */
    public DoubleLetterPuzzle(String axiom) {
        this.letters = Letters.parse(axiom);
        if (letters.length > MAX_LENGTH) {
            throw new IllegalArgumentException("axiom of " + letters.length + " letters: at most " + MAX_LENGTH);
        }
        this.axiom = axiom;
        this.shape = SHAPES.computeIfAbsent(letters.length, DoubleLetterPuzzle::shape);
    }

    static int segment(int i, int j) {
        return j * (j + 1) / 2 + i;
    }

    static int attribute(int i, int j, int z) {
        return Letters.COUNT * segment(i, j) + z;
    }

    private static Shape shape(int n) {
        OperatorTable.Builder b = OperatorTable.builder(Letters.COUNT * (n * (n + 1) / 2));
        int count = 0;
        for (int r = 1; r < n; r++) {
            count += Letters.COUNT * 2 * r * (r + 1) / 2;
        }
        int[] ps = new int[count];
        int[] qs = new int[count];
        int[] rs = new int[count];
        int[] from = new int[count];
        int[] to = new int[count];
        for (int p = 0; p < n; p++) {
            for (int q = p; q < n; q++) {
                for (int r = q + 1; r < n; r++) {
                    for (int z1 = 0; z1 < Letters.COUNT; z1++) {
                        for (int z2 : new int[] {Letters.predecessor(z1), Letters.successor(z1)}) {
                            int[] pre = {attribute(p, q, z1), attribute(q + 1, r, z1)};
                            int f = b.add(pre, pre, new int[] {attribute(p, r, z2)});
                            ps[f] = p;
                            qs[f] = q;
                            rs[f] = r;
                            from[f] = z1;
                            to[f] = z2;
                        }
                    }
                }
            }
        }
        return new Shape(b.build(), ps, qs, rs, from, to);
    }

    public String axiom() {
        return axiom;
    }

    public int length() {
        return letters.length;
    }

    @Override
    public OperatorTable operators() {
        return shape.table;
    }

    @Override
    public long[] initialState() {
        long[] state = new long[shape.table.words()];
        for (int i = 0; i < letters.length; i++) {
            AttributeSet.add(state, attribute(i, i, letters[i]));
        }
        return state;
    }

    @Override
    public boolean isGoal(long[] state) {
        return goalLetters(state) != 0;
    }

    /** The letters z with A(0, n−1, z) in {@code state}, as a bit set. */
    public int goalLetters(long[] state) {
        int set = 0;
        for (int z = 0; z < Letters.COUNT; z++) {
            if (AttributeSet.has(state, attribute(0, letters.length - 1, z))) {
                set |= 1 << z;
            }
        }
        return set;
    }

    /** Runs db-search to its end and returns it. */
    public DbResult solve(long maxNodes) {
        return new DbSearch(this, maxNodes, false).run();
    }

    /** The letters the search derived (bit z for letter z). */
    public int derivable(DbResult result) {
        int set = 0;
        for (DbNode goal : result.goals()) {
            set |= goalLetters(goal.state());
        }
        return set;
    }

    /** The letters of a bit set (bit z for letter z), e.g. {@code "abce"}; empty for none. */
    public static String letterNames(int set) {
        return Letters.names(set);
    }

    /** The operator in the thesis' notation, e.g. {@code f(0,0,1,a,b)}. */
    public String describe(int f) {
        return "f(" + shape.p[f] + "," + shape.q[f] + "," + shape.r[f] + "," + Letters.name(shape.from[f]) + ","
                + Letters.name(shape.to[f]) + ")";
    }

    /** The theorems a path passes through, from the axiom to its end. */
    public List<String> derivation(int[] path) {
        List<String> out = new ArrayList<>();
        long[] state = initialState();
        out.add(theorem(state));
        for (int f : path) {
            if (!shape.table.applicable(state, f)) {
                throw new IllegalArgumentException(describe(f) + " does not apply to " + theorem(state));
            }
            shape.table.apply(state, f);
            out.add(theorem(state));
        }
        return out;
    }

    /** The theorem a state stands for, the derived letters in order, e.g. {@code Bccadd}'s "bccadd". */
    public String theorem(long[] state) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < letters.length) {
            int found = -1;
            for (int j = letters.length - 1; j >= i && found < 0; j--) {
                for (int z = 0; z < Letters.COUNT; z++) {
                    if (AttributeSet.has(state, attribute(i, j, z))) {
                        sb.append(Letters.name(z));
                        found = j;
                        break;
                    }
                }
            }
            if (found < 0) {
                throw new IllegalStateException("no attribute covers position " + i);
            }
            i = found + 1;
        }
        return sb.toString();
    }
}
