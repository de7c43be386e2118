package zugzwang.core.store;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * A {@link SolutionStore} in memory: for tests, and for a solve without a store directory (what it
 * holds is lost at exit).
 */
public final class MemorySolutionStore implements SolutionStore {
    private final TreeMap<byte[], byte[]> entries = new TreeMap<>(Arrays::compareUnsigned);
    private boolean closed;

    @Override
    public synchronized byte[] get(byte[] key) {
        open();
        byte[] v = entries.get(key);
        return v == null ? null : v.clone();
    }

    @Override
    public synchronized void putAll(Map<byte[], byte[]> batch) {
        open();
        batch.forEach((k, v) -> entries.put(k.clone(), v.clone()));
    }

    @Override
    public synchronized void forEach(BiConsumer<byte[], byte[]> action) {
        open();
        new TreeMap<>(entries).forEach(action);
    }

    @Override
    public synchronized long size() {
        open();
        return entries.size();
    }

    @Override
    public synchronized void close() {
        closed = true;
    }

    private void open() {
        if (closed) {
            throw new IllegalStateException("the store is closed");
        }
    }
}
