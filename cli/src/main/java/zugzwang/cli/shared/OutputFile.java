package zugzwang.cli.shared;

import java.nio.file.Files;
import java.nio.file.Path;

/** The check, before any work, that a file named by an option can be written. */
public final class OutputFile {
    private OutputFile() {
    }

    /**
     * Why {@code file}, given to {@code option}, cannot be written (its directory does not exist, or
     * it is itself a directory), as one line for a usage error; null if it can.
     */
    public static String problem(String option, Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return option + " " + file + ": the directory " + dir + " does not exist";
        }
        if (Files.isDirectory(file)) {
            return option + " " + file + " is a directory";
        }
        return null;
    }
}
