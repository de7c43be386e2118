package zugzwang.core.store;

import java.util.Map;
import java.util.function.BiConsumer;

/**
 * A persistent table of solved positions, shared by runs: a solver looks positions up before it
 * searches them (Allis' databases were the transposition table between his runs, §5.5) and writes
 * what a finished job proved; the strategy export reads it. Keys and values are bytes a game
 * encodes; the store knows no game.
 *
 * <p>A write is <em>all or nothing</em> ({@link #putAll}) and lasts once the call returns, also
 * when the process is killed right after (not only when it is closed). Implementations are
 * thread-safe.
 */
public interface SolutionStore extends AutoCloseable {
    /** The value stored under {@code key}, or null. */
    byte[] get(byte[] key);

    /** Writes every entry at once: after a crash either all are there or none. */
    void putAll(Map<byte[], byte[]> entries);

    /** Writes one entry. */
    default void put(byte[] key, byte[] value) {
        putAll(Map.of(key, value));
    }

    /** Calls {@code action} for every entry, in key order (unsigned bytes). */
    void forEach(BiConsumer<byte[], byte[]> action);

    /** The number of entries (exact). */
    long size();

    /** Releases the store; further calls fail. */
    @Override
    void close();
}
