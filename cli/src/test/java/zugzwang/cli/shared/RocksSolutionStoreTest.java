package zugzwang.cli.shared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rocksdb.FlushOptions;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;

/** The on-disk solution store: kept across runs, whole batches after kill -9, refused when foreign. */
class RocksSolutionStoreTest {
    @TempDir
    Path dir;

    @Test
    void entriesOutliveTheStoreAndComeBackInKeyOrder() {
        Path d = dir.resolve("s");
        try (RocksSolutionStore s = RocksSolutionStore.open(d, "gomoku 15x15 freestyle")) {
            s.putAll(Map.of(new byte[] {2}, new byte[] {20}, new byte[] {(byte) 0x90}, new byte[] {9}));
            s.put(new byte[] {1}, new byte[] {10});
        }
        try (RocksSolutionStore s = RocksSolutionStore.open(d, "gomoku 15x15 freestyle")) {
            assertThat(s.size()).isEqualTo(3);
            assertThat(s.get(new byte[] {2})).containsExactly(20);
            assertThat(s.get(new byte[] {3})).isNull();
            List<Integer> keys = new ArrayList<>();
            s.forEach((k, v) -> keys.add(k[0] & 0xFF));
            assertThat(keys).containsExactly(1, 2, 0x90);
        }
    }

    @Test
    void aStoreOfAnotherKindOrAFileIsRefusedInOneLine() throws Exception {
        Path d = dir.resolve("s");
        RocksSolutionStore.open(d, "gomoku 15x15 freestyle").close();
        assertThatThrownBy(() -> RocksSolutionStore.open(d, "gomoku 15x15 standard"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("store " + d + ": holds gomoku 15x15 freestyle, not gomoku 15x15 standard");
        Path f = Files.writeString(dir.resolve("file"), "x");
        assertThatThrownBy(() -> RocksSolutionStore.open(f, "k")).hasMessage("store " + f + ": not a directory");
        try (RocksSolutionStore first = RocksSolutionStore.open(d, "gomoku 15x15 freestyle")) {
            assertThatThrownBy(() -> RocksSolutionStore.open(d, "gomoku 15x15 freestyle"))
                    .hasMessageStartingWith("store " + d + ": cannot open it: ")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
    }

    @Test
    void aProcessKilledMidWriteLosesNoBatchThatReturnedAndLeavesNoPartOfOne() throws Exception {
        Path d = dir.resolve("s");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                StoreWriter.class.getName(), d.toString()).redirectErrorStream(true).start();
        long acknowledged = -1;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                assertThat(line).startsWith("batch ");
                acknowledged = Long.parseLong(line.substring(6));
                if (acknowledged >= 30) {
                    child.destroyForcibly(); // SIGKILL: no shutdown hook, no close
                    break;
                }
            }
        }
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(acknowledged).isGreaterThanOrEqualTo(30);
        try (RocksSolutionStore s = RocksSolutionStore.open(d, "test")) {
            long n = s.size();
            assertThat(n % StoreWriter.BATCH).as("whole batches only").isZero();
            assertThat(n).isGreaterThanOrEqualTo((acknowledged + 1) * StoreWriter.BATCH);
            for (long k = 0; k < n; k++) {
                byte[] v = s.get(key(k));
                assertThat(v).as("entry %d", k).isNotNull();
                assertThat(ByteBuffer.wrap(v).getLong()).isEqualTo(~k);
            }
        }
    }

    @Test
    void everyKeyWrittenIsFoundAndNoOtherThroughTheFiltersAfterFlushesAndCompactions() {
        Path d = dir.resolve("s");
        Random random = new Random(7);
        Set<Long> written = new HashSet<>();
        try (RocksSolutionStore s = RocksSolutionStore.open(d, "test")) {
            for (int batch = 0; batch < 40; batch++) {
                Map<byte[], byte[]> entries = new HashMap<>();
                for (int i = 0; i < 500; i++) {
                    long k = random.nextLong();
                    written.add(k);
                    entries.put(key(k), key(~k));
                }
                s.putAll(entries);
            }
            assertFoundExactly(s, written, random);
        }
        // reopened: the memtable's entries are in a table now, read through its filter
        try (RocksSolutionStore s = RocksSolutionStore.open(d, "test")) {
            assertThat(s.size()).isEqualTo(written.size());
            assertFoundExactly(s, written, random);
        }
    }

    @Test
    void aStoreWrittenWithoutFiltersKeepsEveryEntryWhenItIsRewrittenWithThem() throws Exception {
        Path d = dir.resolve("s");
        Random random = new Random(8);
        Set<Long> written = new HashSet<>();
        // a store as written before the filters: the kind only, RocksDB's default options
        try (Options plain = new Options().setCreateIfMissing(true);
             FlushOptions wait = new FlushOptions().setWaitForFlush(true);
             RocksDB db = RocksDB.open(plain, d.toString())) {
            db.put("\0zugzwang-store-kind".getBytes(StandardCharsets.UTF_8), "test".getBytes(StandardCharsets.UTF_8));
            for (int i = 0; i < 5000; i++) {
                long k = random.nextLong();
                written.add(k);
                db.put(key(k), key(~k));
                if (i % 1000 == 999) {
                    db.flush(wait); // tables without filters
                }
            }
        }
        for (int open = 0; open < 2; open++) { // the first open compacts it, the second finds it compacted
            try (RocksSolutionStore s = RocksSolutionStore.open(d, "test")) {
                assertThat(s.kind()).isEqualTo("test");
                assertThat(s.size()).isEqualTo(written.size());
                assertFoundExactly(s, written, random);
            }
        }
        try (RocksSolutionStore s = RocksSolutionStore.openExisting(d)) {
            assertFoundExactly(s, written, random);
        }
    }

    private static byte[] key(long k) {
        return ByteBuffer.allocate(8).putLong(k).array();
    }

    /** Every written key gives its value; as many random others give none. */
    private static void assertFoundExactly(RocksSolutionStore s, Set<Long> written, Random random) {
        for (long k : written) {
            byte[] v = s.get(key(k));
            assertThat(v).as("entry %d", k).isNotNull();
            assertThat(ByteBuffer.wrap(v).getLong()).isEqualTo(~k);
        }
        for (int i = 0; i < written.size(); i++) {
            long k = random.nextLong();
            if (!written.contains(k)) {
                assertThat(s.get(key(k))).as("absent %d", k).isNull();
            }
        }
    }
}
