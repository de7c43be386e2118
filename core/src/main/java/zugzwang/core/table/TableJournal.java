package zugzwang.core.table;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The bounds a {@link TranspositionTable} stored from large searches, kept to be sent to other
 * tables: workers of a cluster each own a table, and a job that follows another's on the same
 * subtree finds nothing of its work unless the large results travel. Each entry is the bounds of
 * one key as they were stored (already exact facts about the position), with the size of the
 * search that found them; {@link #drain()} merges the entries of one key (bounds intersected,
 * the largest size kept, the latest move), since a key is often stored again as its bounds
 * narrow.
 *
 * <p>Thread-safe (the tables' threads add; one caller drains). Only searches of at least
 * {@link #minNodes()} nodes are kept, so adding is rare and may take a lock.
 */
public final class TableJournal {
    /** Longs per entry: key, nodes, and the packed lower bound, upper bound and move. */
    public static final int LONGS = 3;

    /**
     * The most entries kept between drains (24 MiB): a job that runs for hours would otherwise
     * fill the heap. When full, the journal keeps only the entries of at least twice its size
     * and from then on records only those (raised again as often as needed).
     */
    static final int MAX_ENTRIES = 1 << 20;

    /** Plain: a stale value seen outside the lock only lets {@link #add} check again under it. */
    private long minNodes;
    private long[] entries = new long[LONGS * 256];
    private int size;

    /** @param minNodes the smallest search whose bounds are kept (at least 1) */
    public TableJournal(long minNodes) {
        if (minNodes < 1) {
            throw new IllegalArgumentException("the smallest search kept has at least one node, not " + minNodes);
        }
        this.minNodes = minNodes;
    }

    /** The smallest search whose bounds are kept now (raised when the journal fills). */
    public long minNodes() {
        return minNodes; // unlocked: read at every store of a journaled table
    }

    /** Set while this thread stores what another table sent: that is not sent on again. */
    private static final ThreadLocal<Boolean> LEARNING = ThreadLocal.withInitial(() -> false);

    synchronized void add(long key, int lower, int upper, int move, long nodes) {
        if (LEARNING.get()) {
            return;
        }
        if (nodes < minNodes) {
            return; // raised meanwhile
        }
        if (size == LONGS * MAX_ENTRIES) {
            while (size > LONGS * MAX_ENTRIES / 2 && minNodes < Long.MAX_VALUE) {
                raise();
            }
            if (nodes < minNodes) {
                return;
            }
        }
        if (size + LONGS > entries.length) {
            entries = Arrays.copyOf(entries, Math.min(entries.length * 2, LONGS * MAX_ENTRIES));
        }
        entries[size] = key;
        entries[size + 1] = nodes;
        entries[size + 2] = pack(lower, upper, move);
        size += LONGS;
    }

    /** Doubles the smallest search kept and drops the entries below it. Holds the lock. */
    private void raise() {
        minNodes = minNodes > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : minNodes * 2;
        int m = 0;
        for (int i = 0; i < size; i += LONGS) {
            if (entries[i + 1] >= minNodes) {
                System.arraycopy(entries, i, entries, m, LONGS);
                m += LONGS;
            }
        }
        size = m;
    }

    /**
     * The entries kept since the last drain, one per key (see the class comment), as
     * {@link #LONGS} longs each: key, nodes, {@link #pack packed} bounds and move; empties the
     * journal.
     */
    public long[] drain() {
        long[] taken;
        int n;
        synchronized (this) {
            taken = entries;
            n = size;
            entries = new long[LONGS * 256];
            size = 0;
        }
        Map<Long, Integer> at = new HashMap<>();
        long[] out = new long[n];
        int m = 0;
        for (int i = 0; i < n; i += LONGS) {
            Integer j = at.get(taken[i]);
            if (j == null) {
                at.put(taken[i], m);
                System.arraycopy(taken, i, out, m, LONGS);
                m += LONGS;
            } else {
                long a = out[j + 2];
                long b = taken[i + 2];
                int move = move(b) != 0 ? move(b) : move(a);
                out[j + 1] = Math.max(out[j + 1], taken[i + 1]);
                out[j + 2] = pack(Math.max(lower(a), lower(b)), Math.min(upper(a), upper(b)), move);
            }
        }
        return Arrays.copyOf(out, m);
    }

    /**
     * Stores drained entries (of another table with the same keys and values) in a table, each
     * as a search of its recorded size, and not in that table's journal: what one worker sent
     * another must not send back.
     *
     * @throws IllegalArgumentException if the array is not whole entries
     */
    public static void storeAll(TranspositionTable table, long[] drained) {
        if (drained.length % LONGS != 0) {
            throw new IllegalArgumentException("not whole journal entries: " + drained.length + " longs");
        }
        LEARNING.set(true); // two workers would echo each other's results for ever
        try {
            for (int i = 0; i < drained.length; i += LONGS) {
                long p = drained[i + 2];
                table.store(drained[i], lower(p), upper(p), move(p), drained[i + 1]);
            }
        } finally {
            LEARNING.set(false);
        }
    }

    /** Lower bound, upper bound and move in one long: 24 bits each, two's complement for the bounds. */
    static long pack(int lower, int upper, int move) {
        return ((long) (lower & 0xFFFFFF)) | ((long) (upper & 0xFFFFFF) << 24) | ((long) (move & 0xFFFF) << 48);
    }

    static int lower(long p) {
        return ((int) (p << 8)) >> 8; // the low 24 bits, sign-extended
    }

    static int upper(long p) {
        return ((int) ((p >>> 24) << 8)) >> 8;
    }

    static int move(long p) {
        return (int) (p >>> 48) & 0xFFFF;
    }
}
