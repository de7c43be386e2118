package zugzwang.core.jobs;

import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import zugzwang.core.game.GameState;
import zugzwang.core.store.SolutionStore;

/**
 * A {@link JobStore} on a {@link SolutionStore} (RocksDB on disk, or memory): per position, the
 * bounds [lo, hi] known of the side to move's score. "Reaches t" raises lo to t, "does not" lowers
 * hi to t − 1, so facts of every threshold (a win?, a draw?, the end move's tests) accumulate on
 * one entry and answer later questions, and recording a fact twice changes nothing.
 *
 * <p>Key: the byte {@code 'J'} and the game's canonical key of the position (the caller's
 * function: equal exactly for positions of equal score, e.g. the 8 bytes of Connect-4's
 * mirror-canonical key); value: lo and hi, 4 bytes each, big-endian. Each record is one
 * durable write of the underlying store.
 */
public final class ScoreBoundsStore implements JobStore {
    private static final byte TAG = 'J';

    private final SolutionStore store;
    private final Function<GameState, byte[]> key;
    private long reads;
    private long hits;

    /**
     * @param store the solution store (its kind must be this game's)
     * @param key   the canonical key of a position, as bytes
     */
    public ScoreBoundsStore(SolutionStore store, Function<GameState, byte[]> key) {
        this.store = Objects.requireNonNull(store, "store");
        this.key = Objects.requireNonNull(key, "key");
    }

    /** Connect-4-style keys: the 8 bytes of a long canonical key. */
    public static Function<GameState, byte[]> longKey(ToLongFunction<GameState> canonical) {
        return s -> ByteBuffer.allocate(8).putLong(canonical.applyAsLong(s)).array();
    }

    @Override
    public Boolean reaches(GameState position, int t) {
        reads++;
        int[] b = bounds(keyOf(position));
        if (b == null) {
            return null;
        }
        if (b[0] >= t) {
            hits++;
            return true;
        }
        if (b[1] < t) {
            hits++;
            return false;
        }
        return null;
    }

    @Override
    public void record(GameState position, int t, boolean reached) {
        byte[] k = keyOf(position);
        int[] b = bounds(k);
        int lo = b == null ? Integer.MIN_VALUE : b[0];
        int hi = b == null ? Integer.MAX_VALUE : b[1];
        if (reached) {
            lo = Math.max(lo, t);
        } else {
            hi = Math.min(hi, t - 1);
        }
        if (lo > hi) {
            throw new IllegalStateException("the store contradicts itself at a position: score in [" + lo + ", "
                    + hi + "] (a store of another game, or a solver's error)");
        }
        if (b != null && b[0] == lo && b[1] == hi) {
            return;
        }
        store.put(k, ByteBuffer.allocate(8).putInt(lo).putInt(hi).array());
    }

    /** The bounds known of a position, [lo, hi], or null. */
    public int[] bounds(GameState position) {
        return bounds(keyOf(position));
    }

    /** Lookups so far, and how many of them decided the question. */
    public long[] counts() {
        return new long[] {reads, hits};
    }

    private byte[] keyOf(GameState position) {
        byte[] k = key.apply(position);
        byte[] out = new byte[k.length + 1];
        out[0] = TAG;
        System.arraycopy(k, 0, out, 1, k.length);
        return out;
    }

    private int[] bounds(byte[] k) {
        byte[] v = store.get(k);
        if (v == null) {
            return null;
        }
        if (v.length != 8) {
            throw new IllegalStateException("the store holds a malformed entry (" + v.length
                    + " bytes where 8 were expected): not a job store of this game");
        }
        ByteBuffer b = ByteBuffer.wrap(v);
        return new int[] {b.getInt(), b.getInt()};
    }
}
