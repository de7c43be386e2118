package zugzwang.core.util;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.GZIPOutputStream;

/**
 * Files that appear whole or not at all: write to a temporary file next to the target
 * ({@link #temporarySibling}), then move it over the target ({@link #replace}). Unlike
 * {@link Files#createTempFile}, whose file is private (0600), the temporary file gets the usual
 * permissions of a new file (the umask's).
 */
public final class AtomicFile {
    private AtomicFile() {
    }

    /** A new, empty file {@code .<name>.<random>.tmp} in the target's directory. */
    public static Path temporarySibling(Path target) throws IOException {
        Path t = target.toAbsolutePath();
        for (int i = 0; ; i++) {
            String random = Long.toHexString(ThreadLocalRandom.current().nextLong());
            Path candidate = t.resolveSibling("." + t.getFileName() + "." + random + ".tmp");
            try {
                return Files.createFile(candidate);
            } catch (FileAlreadyExistsException e) {
                if (i >= 100) {
                    throw e;
                }
            }
        }
    }

    /** What {@link #write} writes: the file's content, to a stream it must not close. */
    @FunctionalInterface
    public interface Content<T> {
        T write(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code target} whole or not at all: {@code content} goes to a temporary sibling (through
     * a buffer, and gzip-compressed when {@code gzipByName} and the name ends in {@code .gz}), which
     * then replaces the target; on any failure the temporary file is deleted and the target left as
     * it was. Returns what {@code content} returned.
     */
    public static <T> T write(Path target, boolean gzipByName, Content<T> content) throws IOException {
        Path tmp = temporarySibling(target);
        boolean done = false;
        try {
            T result;
            boolean gzip = gzipByName && target.getFileName().toString().endsWith(".gz");
            try (OutputStream os = Files.newOutputStream(tmp);
                 OutputStream out = gzip ? new GZIPOutputStream(os, 1 << 16) : new BufferedOutputStream(os, 1 << 16)) {
                result = content.write(out);
            }
            replace(tmp, target);
            done = true;
            return result;
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** Moves {@code tmp} over {@code target}: atomically where the file system can. */
    public static void replace(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
