package zugzwang.core.util;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;

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

    /** Moves {@code tmp} over {@code target}: atomically where the file system can. */
    public static void replace(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
