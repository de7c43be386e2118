package zugzwang.cli.shared;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The child process of {@link RocksSolutionStoreTest}: writes batches of {@link #BATCH} entries for
 * ever, printing "batch N" after each returned; the test kills it.
 */
public final class StoreWriter {
    static final int BATCH = 100;

    private StoreWriter() {
    }

    public static void main(String[] args) {
        try (RocksSolutionStore store = RocksSolutionStore.open(Path.of(args[0]), "test")) {
            for (long b = 0; ; b++) {
                Map<byte[], byte[]> batch = new LinkedHashMap<>();
                for (int i = 0; i < BATCH; i++) {
                    long k = b * BATCH + i;
                    batch.put(ByteBuffer.allocate(8).putLong(k).array(), ByteBuffer.allocate(8).putLong(~k).array());
                }
                store.putAll(batch);
                System.out.println("batch " + b);
                System.out.flush();
            }
        }
    }
}
