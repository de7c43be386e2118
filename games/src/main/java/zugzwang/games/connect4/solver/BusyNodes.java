package zugzwang.games.connect4.solver;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The positions the search threads are searching right now, near the root: ABDADA's "exclusive"
 * flag (Weill 1996) for threads that share one null-window test. A thread that is about to search
 * a child another thread is already searching, with the same window, defers it to the end of its
 * move list; by then the other thread has usually stored the child's value in the shared table.
 * So two threads on one test split its tree instead of walking it in step.
 *
 * <p>A small direct-mapped array of tags (a position's key mixed with its window; 0: free). Races
 * are harmless: a lost or stale mark only changes the order in which a thread searches its moves,
 * never a value. Opaque accesses: each slot is read and written whole.
 */
final class BusyNodes {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
    private static final int BITS = 12;
    private final long[] slots = new long[1 << BITS];

    /** The tag of a position (its table key) searched with the window (alpha, alpha + 1). */
    static long tag(long key, int alpha) {
        long t = (key + alpha) * 0x9E3779B97F4A7C15L; // Fibonacci hashing: mixes the key's bits upwards
        return t == 0 ? 1 : t;
    }

    private static int slot(long tag) {
        return (int) (tag >>> (64 - BITS));
    }

    /** Whether some thread marked this tag (and no other tag took its slot since). */
    boolean isBusy(long tag) {
        return (long) SLOT.getOpaque(slots, slot(tag)) == tag;
    }

    /** Marks a tag: this thread searches it now. */
    void enter(long tag) {
        SLOT.setOpaque(slots, slot(tag), tag);
    }

    /** Unmarks a tag, if its slot still holds it. */
    void leave(long tag) {
        SLOT.compareAndSet(slots, slot(tag), tag, 0L);
    }

    /** Unmarks everything (between searches: marks of aborted searches stay otherwise). */
    void clear() {
        Arrays.fill(slots, 0);
    }
}
