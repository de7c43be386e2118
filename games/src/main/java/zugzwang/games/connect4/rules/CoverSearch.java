package zugzwang.games.connect4.rules;

import java.util.ArrayList;
import java.util.List;

import zugzwang.games.connect4.Board;

/**
 * The search of §9.2: choose a set of pairwise {@link Compatibility compatible} rule instances
 * that together solve every problem. Backtracking, always on the problem with the fewest usable
 * solutions left (the thesis' "MostDifficultNode"); a problem without any stops the branch.
 *
 * <p>Instead of the thesis' full adjacency matrix, the conflict row of an instance (a bitset over
 * instances) is computed the first time the instance is chosen and kept; most instances are never
 * chosen, so this is far cheaper on 7 x 6 boards with thousands of Befores. Bitsets are
 * {@code long[]}: instance i is bit {@code i & 63} of word {@code i >>> 6}.
 */
public final class CoverSearch {
    /** The default limit on search nodes, after which the search gives up. */
    public static final long DEFAULT_NODE_LIMIT = 200_000;

    private final Board board;
    private final List<RuleInstance> rules;
    private final int n;
    private final int iw;
    private final int[] problems;
    private final long[][] solutionsOf;
    private final long[][] conflicts;
    private final long nodeLimit;
    private long nodes;
    private boolean gaveUp;
    private final List<RuleInstance> chosen = new ArrayList<>();

    /**
     * @param problems  group indices ({@link Group#all}) to be solved
     * @param rules     the candidate instances (their solved sets over the same indices)
     */
    public CoverSearch(Board board, int[] problems, List<RuleInstance> rules, long nodeLimit) {
        this.board = board;
        this.rules = rules;
        this.n = rules.size();
        this.iw = Math.max(1, (n + 63) >>> 6);
        this.problems = problems.clone();
        this.solutionsOf = new long[problems.length][iw];
        for (int p = 0; p < problems.length; p++) {
            for (int i = 0; i < n; i++) {
                if (rules.get(i).solves(problems[p])) {
                    solutionsOf[p][i >>> 6] |= 1L << (i & 63);
                }
            }
        }
        this.conflicts = new long[n][];
        this.nodeLimit = nodeLimit;
    }

    /**
     * A compatible set solving every problem, or {@code null} if there is none (or the node limit
     * was reached: see {@link #gaveUp()}).
     */
    public List<RuleInstance> solve() {
        long[] open = new long[Group.words(problems.length)];
        for (int p = 0; p < problems.length; p++) {
            open[p >>> 6] |= 1L << (p & 63);
        }
        long[] avail = new long[iw];
        for (int i = 0; i < n; i++) {
            avail[i >>> 6] |= 1L << (i & 63);
        }
        return search(open, avail) ? new ArrayList<>(chosen) : null;
    }

    /** Whether the last {@link #solve()} stopped at the node limit. */
    public boolean gaveUp() {
        return gaveUp;
    }

    /** Search nodes visited by the last {@link #solve()}. */
    public long nodes() {
        return nodes;
    }

    private boolean search(long[] open, long[] avail) {
        if (++nodes > nodeLimit) {
            gaveUp = true;
            return false;
        }
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int w = 0; w < open.length; w++) {
            for (long x = open[w]; x != 0; x &= x - 1) {
                int p = (w << 6) + Long.numberOfTrailingZeros(x);
                int c = 0;
                long[] s = solutionsOf[p];
                for (int k = 0; k < iw; k++) {
                    c += Long.bitCount(s[k] & avail[k]);
                }
                if (c < bestCount) {
                    bestCount = c;
                    best = p;
                    if (c == 0) {
                        return false;
                    }
                }
            }
        }
        if (best < 0) {
            return true; // nothing open: every problem solved
        }
        // candidates: usable solutions of the hardest problem, most open problems solved first
        int[] cand = new int[bestCount];
        int[] gain = new int[bestCount];
        int m = 0;
        long[] s = solutionsOf[best];
        for (int k = 0; k < iw; k++) {
            for (long x = s[k] & avail[k]; x != 0; x &= x - 1) {
                int i = (k << 6) + Long.numberOfTrailingZeros(x);
                cand[m] = i;
                gain[m] = openSolved(open, rules.get(i));
                m++;
            }
        }
        sortByGain(cand, gain, m);
        for (int j = 0; j < m; j++) {
            int i = cand[j];
            RuleInstance r = rules.get(i);
            long[] open2 = open.clone();
            for (int p = 0; p < problems.length; p++) {
                if (r.solves(problems[p])) {
                    open2[p >>> 6] &= ~(1L << (p & 63));
                }
            }
            long[] conf = conflictsOf(i);
            long[] avail2 = new long[iw];
            for (int k = 0; k < iw; k++) {
                avail2[k] = avail[k] & ~conf[k];
            }
            chosen.add(r);
            if (search(open2, avail2)) {
                return true;
            }
            chosen.remove(chosen.size() - 1);
            if (gaveUp) {
                return false;
            }
        }
        return false;
    }

    private int openSolved(long[] open, RuleInstance r) {
        int c = 0;
        for (int w = 0; w < open.length; w++) {
            for (long x = open[w]; x != 0; x &= x - 1) {
                int p = (w << 6) + Long.numberOfTrailingZeros(x);
                if (r.solves(problems[p])) {
                    c++;
                }
            }
        }
        return c;
    }

    private static void sortByGain(int[] cand, int[] gain, int m) {
        for (int a = 1; a < m; a++) { // insertion sort, descending gain, stable
            int ci = cand[a];
            int gi = gain[a];
            int b = a - 1;
            while (b >= 0 && gain[b] < gi) {
                cand[b + 1] = cand[b];
                gain[b + 1] = gain[b];
                b--;
            }
            cand[b + 1] = ci;
            gain[b + 1] = gi;
        }
    }

    /** The instances that cannot be combined with instance i (itself included), computed once. */
    private long[] conflictsOf(int i) {
        long[] c = conflicts[i];
        if (c == null) {
            c = new long[iw];
            RuleInstance a = rules.get(i);
            for (int j = 0; j < n; j++) {
                if (j == i || !Compatibility.compatible(board, a, rules.get(j))) {
                    c[j >>> 6] |= 1L << (j & 63);
                }
            }
            conflicts[i] = c;
        }
        return c;
    }
}
