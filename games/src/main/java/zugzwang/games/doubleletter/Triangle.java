package zugzwang.games.doubleletter;

/**
 * TRIANGLE (Allis 1994, Appendix A): a CYK-style table of the letters derivable from each
 * substring. Entry [p, q] is the set of letters derivable from letters p..q:
 * [p, p] = {letter p}, and [p, q] = succpred(⋃ over p ≤ i < q of [p, i] ∩ [i+1, q]), where
 * succpred(S) is the set of neighbours of the letters of S (a double z becomes z−1 or z+1).
 * n(n+1)/2 entries, O(n³) time. Letter sets are 5-bit masks.
 */
public final class Triangle {
    private Triangle() {
    }

    /** The whole table: {@code table[p][q]} for p ≤ q. */
    public static int[][] table(String axiom) {
        int[] letters = Letters.parse(axiom);
        int n = letters.length;
        int[][] t = new int[n][n];
        for (int p = 0; p < n; p++) {
            t[p][p] = 1 << letters[p];
        }
        for (int width = 1; width < n; width++) {
            for (int p = 0; p + width < n; p++) {
                int q = p + width;
                int doubles = 0;
                for (int i = p; i < q; i++) {
                    doubles |= t[p][i] & t[i + 1][q];
                }
                int set = 0;
                for (int z = 0; z < Letters.COUNT; z++) {
                    if ((doubles & (1 << z)) != 0) {
                        set |= Letters.replacements(z);
                    }
                }
                t[p][q] = set;
            }
        }
        return t;
    }

    /** The single letters derivable from the whole axiom (bit z for letter z). */
    public static int derivable(String axiom) {
        int[][] t = table(axiom);
        return t[0][t.length - 1];
    }

    /** The entries TRIANGLE fills, its "nodes" in §3.6's comparison: n(n+1)/2. */
    public static long entries(int length) {
        return (long) length * (length + 1) / 2;
    }
}
