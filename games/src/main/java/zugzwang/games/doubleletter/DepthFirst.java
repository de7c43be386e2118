package zugzwang.games.doubleletter;

import java.util.HashSet;
import java.util.Set;

/**
 * The conventional searches of §3.6: depth-first search over every applicable path of the
 * puzzle's operators, without a transposition table (DFS−: its tree is U_p) or with one
 * (DFS+: each state, the derived letters with the axiom positions they cover, is searched
 * once; a node that meets a state searched before is a leaf of its tree, and counts). Both stop
 * when the tree grows past a node limit (the thesis: 1,000,000 for DFS−,
 * 100,000 for DFS+) and then report what they found so far.
 */
public final class DepthFirst {
    /** The thesis' limits. */
    public static final long DFS_MINUS_LIMIT = 1_000_000;
    public static final long DFS_PLUS_LIMIT = 100_000;

    /** Letters found, nodes created, and whether the limit stopped the search. */
    public record Result(int derivable, long nodes, boolean cutOff) {
    }

    private final boolean table;
    private final long limit;
    private final Set<State> seen = new HashSet<>();
    private long nodes;
    private boolean cutOff;
    private int found;

    /** A state: bit i of {@code ends} marks a segment ending at position i; the letters in base 5. */
    private record State(long ends, long letters) {
    }

    private DepthFirst(boolean table, long limit) {
        this.table = table;
        this.limit = limit;
    }

    /** DFS− (no table) or DFS+ (table) with a node limit. */
    public static Result search(String axiom, boolean table, long limit) {
        int[] letters = Letters.parse(axiom);
        if (letters.length > DoubleLetterPuzzle.MAX_LENGTH) {
            // the table's key holds the letters in base 5 and the segment ends as bits
            throw new IllegalArgumentException("axiom of " + letters.length + " letters: at most "
                    + DoubleLetterPuzzle.MAX_LENGTH);
        }
        int n = letters.length;
        int[] ends = new int[n];
        for (int i = 0; i < n; i++) {
            ends[i] = i;
        }
        DepthFirst dfs = new DepthFirst(table, limit);
        dfs.visit(ends, letters.clone(), n);
        return new Result(dfs.found, dfs.nodes, dfs.cutOff);
    }

    private void visit(int[] ends, int[] letters, int segments) {
        if (cutOff) {
            return;
        }
        if (++nodes > limit) {
            cutOff = true;
            return;
        }
        if (table && !seen.add(key(ends, letters, segments))) {
            return; // a transposition: a leaf of the tree, counted, not searched again
        }
        if (segments == 1) {
            found |= 1 << letters[0];
            return;
        }
        for (int i = 0; i + 1 < segments && !cutOff; i++) {
            if (letters[i] != letters[i + 1]) {
                continue;
            }
            for (int y : new int[] {Letters.predecessor(letters[i]), Letters.successor(letters[i])}) {
                int[] e = new int[segments - 1];
                int[] l = new int[segments - 1];
                for (int k = 0, j = 0; k < segments; k++) {
                    if (k == i) {
                        continue; // the pair i, i+1 becomes one segment ending where i+1 ends
                    }
                    e[j] = ends[k];
                    l[j] = k == i + 1 ? y : letters[k];
                    j++;
                }
                visit(e, l, segments - 1);
            }
        }
    }

    private static State key(int[] ends, int[] letters, int segments) {
        long e = 0;
        long l = 0;
        for (int k = 0; k < segments; k++) {
            e |= 1L << ends[k];
            l = l * Letters.COUNT + letters[k];
        }
        return new State(e, l);
    }
}
