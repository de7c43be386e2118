package zugzwang.cli.shared;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.function.BiConsumer;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.InfoLogLevel;
import org.rocksdb.LRUCache;
import org.rocksdb.Logger;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;
import zugzwang.core.store.SolutionStore;

/**
 * A {@link SolutionStore} in a directory, on RocksDB (embedded). Every {@link #putAll} is one
 * write batch through the write-ahead log, synced to disk before it returns: a process killed at
 * any moment (kill -9) loses no batch that returned and keeps no part of one that did not.
 *
 * <p>The store remembers what it is for: opened with a {@code kind} (e.g. "gomoku 15x15
 * freestyle"), a directory made for another kind is refused, so one game's positions are never
 * read as another's.
 *
 * <p><b>Lookups</b> are the hot use: a go-moku solve asks the store about every position its
 * searches make (and about each with a white stone moved), tens of thousands a second, nearly all
 * of them absent. So the tables carry a Bloom filter (10 bits a key, about 1 % false positives),
 * so does the memtable, and {@link #get} asks {@code keyMayExist} first: an absent key is turned
 * away by the filters without the read — and without the C++ exception RocksJava's {@code get}
 * throws and catches inside for every key it does not find. The blocks read stay in a cache of
 * {@link #CACHE_BYTES}. On the free-style run's store (1.17 M keys), one thread: an absent key
 * 14–22 µs → 0.6–0.9 µs, a present one 14–20 µs → 4–5 µs. A store written before these
 * options ({@link #FORMAT_KEY} missing) is compacted once when opened for writing, so that its
 * tables get filters too.
 */
public final class RocksSolutionStore implements SolutionStore {
    /** Under this key (no game's key starts with a zero byte and this text) the kind is kept. */
    private static final byte[] KIND_KEY = "\0zugzwang-store-kind".getBytes(StandardCharsets.UTF_8);
    /**
     * Under this key the store notes that its tables have filters ({@link #FORMAT}); a store
     * without it is compacted once when opened for writing (its tables are rewritten with them).
     */
    private static final byte[] FORMAT_KEY = "\0zugzwang-store-format".getBytes(StandardCharsets.UTF_8);
    private static final byte[] FORMAT = "filtered".getBytes(StandardCharsets.UTF_8);
    /**
     * The block cache: the tables' blocks as read. Native memory beside the JVM's heap, as is the
     * memtable (RocksDB's 64 MB), within the launcher's margin over {@code --memory}: a
     * free-style store of 1.17 M keys (23 MB of tables) reads a present key in 4.5–5 µs with
     * 64 MB, the same as with 256 MB, and 14 µs with 32 MB.
     */
    static final long CACHE_BYTES = 64L << 20;

    static {
        RocksDB.loadLibrary();
    }

    private final Path directory;
    private final Options options;
    private final LRUCache cache;
    private final BloomFilter filter;
    private final RocksDB db;
    private final WriteOptions durable;
    private volatile boolean closed;

    private RocksSolutionStore(Path directory, Tuned tuned, RocksDB db) {
        this.directory = directory;
        this.options = tuned.options;
        this.cache = tuned.cache;
        this.filter = tuned.filter;
        this.db = db;
        this.durable = new WriteOptions().setSync(true);
    }

    /**
     * Opens (or creates) the store in {@code directory} for {@code kind}.
     *
     * @throws IllegalArgumentException with one line naming the directory if it cannot be opened:
     *                                  not a directory, not a store, locked by another process, or
     *                                  a store of another kind
     */
    public static RocksSolutionStore open(Path directory, String kind) {
        if (directory.toString().isEmpty()) {
            throw new IllegalArgumentException("store '': name a directory");
        }
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException("store " + directory + ": not a directory");
        }
        if (Files.isDirectory(directory) && !Files.exists(directory.resolve("CURRENT")) && !onlyRocksFiles(directory)) {
            // never write RocksDB's files among a user's own
            throw new IllegalArgumentException("store " + directory + ": not a zugzwang solution store (it holds other"
                    + " files): name a new or empty directory");
        }
        byte[] want = kind.getBytes(StandardCharsets.UTF_8);
        if (Files.exists(directory.resolve("CURRENT"))) {
            // an existing store: its kind is read first without writing a byte (a read-only open
            // with a silent logger: no LOG, no flushed log, no new MANIFEST or OPTIONS file), so
            // that a store of another kind is refused as it was found
            refuseOtherKind(directory, want, kind);
        }
        Tuned tuned = tuned(true);
        RocksDB db;
        try {
            Files.createDirectories(directory);
            db = RocksDB.open(tuned.options, directory.toString());
        } catch (RocksDBException | java.io.IOException e) {
            tuned.close();
            throw new IllegalArgumentException("store " + directory + ": cannot open it: " + reason(e));
        }
        RocksSolutionStore store = new RocksSolutionStore(directory, tuned, db);
        byte[] have = store.get(KIND_KEY);
        if (have == null) {
            if (store.size() > 0) {
                store.close();
                throw new IllegalArgumentException("store " + directory + ": not a zugzwang solution store");
            }
            Map<byte[], byte[]> own = new java.util.LinkedHashMap<>();
            own.put(KIND_KEY, want);
            own.put(FORMAT_KEY, FORMAT); // a new store's tables are written with filters from the start
            store.putAll(own);
        } else if (!Arrays.equals(have, want)) {
            store.close();
            throw new IllegalArgumentException("store " + directory + ": holds " + new String(have, StandardCharsets.UTF_8)
                    + ", not " + kind);
        }
        if (!Arrays.equals(store.get(FORMAT_KEY), FORMAT)) {
            store.compactOnce();
        }
        return store;
    }

    /** The options every store is opened with (see the class comment), and what they hold. */
    private record Tuned(Options options, LRUCache cache, BloomFilter filter) {
        void close() {
            options.close();
            filter.close();
            cache.close();
        }
    }

    private static Tuned tuned(boolean create) {
        LRUCache cache = new LRUCache(CACHE_BYTES);
        BloomFilter filter = new BloomFilter(10, false); // whole keys (no prefix extractor), full filters
        Options options = new Options().setCreateIfMissing(create)
                .setTableFormatConfig(new BlockBasedTableConfig().setBlockCache(cache).setFilterPolicy(filter))
                // the memtable's own filter of whole keys: its recent writes are asked about most
                .setMemtablePrefixBloomSizeRatio(0.05).setMemtableWholeKeyFiltering(true);
        return new Tuned(options, cache, filter);
    }

    /** Rewrites a store written without filters with them (once: the format is noted after). */
    private void compactOnce() {
        try {
            db.compactRange();
        } catch (RocksDBException e) {
            close();
            throw new IllegalArgumentException("store " + directory + ": cannot compact it: " + reason(e));
        }
        put(FORMAT_KEY, FORMAT);
    }

    /**
     * Refuses, with the message {@link #open} gives, an existing store that holds another kind or
     * is not a zugzwang store; reads it without writing anything to the directory.
     */
    private static void refuseOtherKind(Path directory, byte[] want, String kind) {
        try (Options options = new Options().setCreateIfMissing(false);
             Logger silent = new Logger(InfoLogLevel.HEADER_LEVEL) {
                 @Override
                 protected void log(InfoLogLevel level, String message) {
                     // nothing: a refused store keeps its files as they were
                 }
             }) {
            options.setLogger(silent);
            byte[] have;
            boolean empty;
            try (RocksDB db = RocksDB.openReadOnly(options, directory.toString())) {
                have = db.get(KIND_KEY);
                try (RocksIterator it = db.newIterator()) {
                    it.seekToFirst();
                    empty = !it.isValid();
                }
            } catch (RocksDBException e) {
                return; // the read-write open says what is wrong
            }
            if (have == null && !empty) {
                throw new IllegalArgumentException("store " + directory + ": not a zugzwang solution store");
            }
            if (have != null && !Arrays.equals(have, want)) {
                throw new IllegalArgumentException("store " + directory + ": holds "
                        + new String(have, StandardCharsets.UTF_8) + ", not " + kind);
            }
        }
    }

    /**
     * Opens the existing store in {@code directory} to read it, of whatever kind it is
     * ({@link #kind}): for a reader that serves what the store holds. Read-only (no lock taken: a
     * {@code solve} may write the store meanwhile; the reader sees it as it was when opened);
     * {@link #putAll} fails.
     *
     * @throws IllegalArgumentException with one line naming the directory if it is not a store or
     *                                  cannot be opened
     */
    public static RocksSolutionStore openExisting(Path directory) {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException("store " + directory + ": not a directory");
        }
        if (!Files.isDirectory(directory)) {
            throw new IllegalArgumentException("store " + directory + ": no such directory");
        }
        if (!Files.exists(directory.resolve("CURRENT"))) { // RocksDB's file naming the live manifest
            throw new IllegalArgumentException("store " + directory + ": not a zugzwang solution store");
        }
        Tuned tuned = tuned(false);
        RocksDB db;
        try {
            db = RocksDB.openReadOnly(tuned.options, directory.toString());
        } catch (RocksDBException e) {
            tuned.close();
            throw new IllegalArgumentException("store " + directory + ": cannot open it: " + reason(e));
        }
        RocksSolutionStore store = new RocksSolutionStore(directory, tuned, db);
        if (store.get(KIND_KEY) == null) {
            store.close();
            throw new IllegalArgumentException("store " + directory + ": not a zugzwang solution store");
        }
        return store;
    }

    /** What the store is for, as it was opened the first time (e.g. "gomoku 15x15 freestyle"). */
    public String kind() {
        byte[] k = get(KIND_KEY);
        return k == null ? "" : new String(k, StandardCharsets.UTF_8);
    }

    /**
     * Whether a directory holds nothing but what RocksDB writes while it creates a store (a run
     * killed at that moment leaves LOCK and LOG behind): false if it cannot be read.
     */
    private static boolean onlyRocksFiles(Path directory) {
        try (var entries = Files.list(directory)) {
            return entries.map(f -> f.getFileName().toString()).allMatch(ROCKS_FILES.asMatchPredicate());
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** The names of RocksDB's files in a database directory. */
    private static final java.util.regex.Pattern ROCKS_FILES = java.util.regex.Pattern.compile(
            "LOCK|LOG(\\.old\\.\\d+)?|IDENTITY|MANIFEST-\\d+|OPTIONS-\\d+(\\.dbtmp)?|\\d+\\.(log|sst)|.*\\.dbtmp");

    private static String reason(Exception e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return e.getClass().getSimpleName();
        }
        if (m.contains("LOCK") && m.contains("unavailable")) {
            return "in use by another process (a solve writing it)";
        }
        return m.lines().findFirst().orElse(m).strip();
    }

    /** The directory. */
    public Path directory() {
        return directory;
    }

    @Override
    public byte[] get(byte[] key) {
        check();
        try {
            // an absent key (nearly every one a search asks about) is turned away by the filters
            return db.keyMayExist(key, null) ? db.get(key) : null;
        } catch (RocksDBException e) {
            throw new IllegalStateException("store " + directory + ": read failed: " + reason(e));
        }
    }

    @Override
    public void putAll(Map<byte[], byte[]> entries) {
        check();
        try (WriteBatch batch = new WriteBatch()) {
            for (Map.Entry<byte[], byte[]> e : entries.entrySet()) {
                batch.put(e.getKey(), e.getValue());
            }
            db.write(durable, batch);
        } catch (RocksDBException e) {
            throw new IllegalStateException("store " + directory + ": write failed: " + reason(e));
        }
    }

    @Override
    public void forEach(BiConsumer<byte[], byte[]> action) {
        check();
        try (RocksIterator it = db.newIterator()) {
            for (it.seekToFirst(); it.isValid(); it.next()) {
                byte[] k = it.key();
                if (!isOwn(k)) {
                    action.accept(k, it.value());
                }
            }
        }
    }

    @Override
    public long size() {
        check();
        long n = 0;
        try (RocksIterator it = db.newIterator()) {
            for (it.seekToFirst(); it.isValid(); it.next()) {
                n += isOwn(it.key()) ? 0 : 1;
            }
        }
        return n;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        durable.close();
        db.close();
        options.close();
        filter.close();
        cache.close();
    }

    /** Whether a key is the store's own (its kind, its format), not a game's. */
    private static boolean isOwn(byte[] key) {
        return Arrays.equals(key, KIND_KEY) || Arrays.equals(key, FORMAT_KEY);
    }

    private void check() {
        if (closed) {
            throw new IllegalStateException("store " + directory + " is closed");
        }
    }
}
