package zugzwang.cli.shared;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.function.BiConsumer;
import org.rocksdb.InfoLogLevel;
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
 */
public final class RocksSolutionStore implements SolutionStore {
    /** Under this key (no game's key starts with a zero byte and this text) the kind is kept. */
    private static final byte[] KIND_KEY = "\0zugzwang-store-kind".getBytes(StandardCharsets.UTF_8);

    static {
        RocksDB.loadLibrary();
    }

    private final Path directory;
    private final Options options;
    private final RocksDB db;
    private final WriteOptions durable;
    private volatile boolean closed;

    private RocksSolutionStore(Path directory, Options options, RocksDB db) {
        this.directory = directory;
        this.options = options;
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
        Options options = new Options().setCreateIfMissing(true);
        RocksDB db;
        try {
            Files.createDirectories(directory);
            db = RocksDB.open(options, directory.toString());
        } catch (RocksDBException | java.io.IOException e) {
            options.close();
            throw new IllegalArgumentException("store " + directory + ": cannot open it: " + reason(e));
        }
        RocksSolutionStore store = new RocksSolutionStore(directory, options, db);
        byte[] have = store.get(KIND_KEY);
        if (have == null) {
            if (store.size() > 0) {
                store.close();
                throw new IllegalArgumentException("store " + directory + ": not a zugzwang solution store");
            }
            store.put(KIND_KEY, want);
        } else if (!Arrays.equals(have, want)) {
            store.close();
            throw new IllegalArgumentException("store " + directory + ": holds " + new String(have, StandardCharsets.UTF_8)
                    + ", not " + kind);
        }
        return store;
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
        Options options = new Options().setCreateIfMissing(false);
        RocksDB db;
        try {
            db = RocksDB.openReadOnly(options, directory.toString());
        } catch (RocksDBException e) {
            options.close();
            throw new IllegalArgumentException("store " + directory + ": cannot open it: " + reason(e));
        }
        RocksSolutionStore store = new RocksSolutionStore(directory, options, db);
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
            return db.get(key);
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
                if (!Arrays.equals(k, KIND_KEY)) {
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
                n += Arrays.equals(it.key(), KIND_KEY) ? 0 : 1;
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
    }

    private void check() {
        if (closed) {
            throw new IllegalStateException("store " + directory + " is closed");
        }
    }
}
