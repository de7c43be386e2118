package zugzwang.core.dbsearch;

import java.util.Arrays;

/**
 * Answers of {@link OperatorTable#applicableFollowers} already worked out on one thread, for one
 * table: which of key f's followers apply depends only on the state's attributes that some
 * follower needs or adds (the key's <em>scope</em>), and the same key meets the same scope again
 * and again — in other nodes of one db-search and in the searches of nearby positions that follow.
 * On go-moku's bench ({@code bench --game gomoku --threads 1}) 83 % of the 1.9 M questions had been
 * asked before (counted with every answer kept); a table of 2^16 slots answers 64 %, of 2^14 59 %.
 *
 * <p>A direct-mapped table of {@link #SLOTS} slots: a slot holds the key, the state's words within
 * its scope, and the answer (ascending). An answer is taken only where the key and every word of
 * the scope are equal, so it is the one the screen gives — never a collision's. A new answer
 * takes its slot's place. Memory is fixed: {@code SLOTS × (8 × words + 8)} bytes and the answers'
 * arrays (a few followers each; the empty answer shared), about 9 MB a thread on go-moku's 15×15
 * table (12 words). Measured against a layout with each slot's key, scope and answer in one run of
 * longs (2^14 and 2^16 slots, answers of up to 6 followers): this one was faster (docs/gomoku.md,
 * twenty-fifth part). Not thread-safe: each thread has its own ({@link OperatorTable#memo}).
 */
public final class FollowerMemo {
    /** The slots: a power of two. */
    static final int SLOTS = 1 << 16;
    private static final int[] NONE = {};

    private final int words;
    /** The key of each slot; -1 where empty. */
    private final int[] keys = new int[SLOTS];
    /** Each slot's state within its key's scope, {@code words} longs a slot. */
    private final long[] scoped;
    private final int[][] answers = new int[SLOTS][];
    /** Questions answered from a slot (for tests). */
    private long hits;

    FollowerMemo(int words) {
        this.words = words;
        this.scoped = new long[SLOTS * words];
        Arrays.fill(keys, -1);
    }

    /**
     * The followers of {@code f} applicable in {@code state} into {@code out}, and how many: from
     * the slot if it holds this key and scope, else from the table's screen, kept.
     */
    int applicable(OperatorTable ops, long[] state, int f, long[] scope, int[] out) {
        // each word of the state within the scope mixed into a running hash (multiply by an odd
        // constant, rotate), then the high bits folded down so that the slot depends on all of them
        long h = (f + 1) * 0x9E3779B97F4A7C15L;
        for (int w = 0; w < words; w++) {
            h = Long.rotateLeft((h ^ (state[w] & scope[w])) * 0xC2B2AE3D27D4EB4FL, 31);
        }
        h ^= h >>> 29;
        int slot = (int) (h ^ (h >>> 32)) & (SLOTS - 1);
        int at = slot * words;
        if (keys[slot] == f && sameScope(state, scope, at)) {
            hits++;
            int[] a = answers[slot];
            System.arraycopy(a, 0, out, 0, a.length);
            return a.length;
        }
        int n = ops.screenedFollowers(state, f, out);
        keys[slot] = f;
        for (int w = 0; w < words; w++) {
            scoped[at + w] = state[w] & scope[w];
        }
        answers[slot] = n == 0 ? NONE : Arrays.copyOf(out, n);
        return n;
    }

    long hits() {
        return hits;
    }

    private boolean sameScope(long[] state, long[] scope, int at) {
        for (int w = 0; w < words; w++) {
            if (scoped[at + w] != (state[w] & scope[w])) {
                return false;
            }
        }
        return true;
    }
}
