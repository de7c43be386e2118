package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad files and directories given to the commands that write or read them: one clean error line,
 * a non-zero exit, and nothing made or left behind.
 */
class FilesBadInputTest {
    @TempDir
    Path dir;

    private static void oneLine(Run r, int exit, String message) {
        assertThat(r.exit()).as(r.err()).isEqualTo(exit);
        assertThat(r.errLines()).as(r.err()).hasSize(1);
        assertThat(r.errLines().get(0)).startsWith("zugzwang: error: ").contains(message)
                .doesNotContain("Exception").doesNotContain("internal error");
    }

    @Test
    void aBookIsNotWrittenOverADirectoryNorComputedFirst() throws IOException {
        Path target = Files.createDirectory(dir.resolve("book"));
        Run r = Run.of("book", "-w", "4", "-H", "4", "--stones", "2", "-t", "1", "-m", "32m", "-o", target.toString());
        oneLine(r, 2, "--output " + target + " is a directory");
        try (var left = Files.list(dir)) {
            assertThat(left).containsExactly(target); // no .tmp, no .partial
        }
    }

    @Test
    void aPartialBookWithAnImpossibleScoreOrNoTextIsRefused() throws IOException {
        Path book = dir.resolve("q.txt");
        Path partial = dir.resolve("q.txt.partial");
        Files.writeString(partial, "# partial opening book, board 4x4 stones 2\n99 11\n11 0\n");
        oneLine(Run.of("book", "-w", "4", "-H", "4", "--stones", "2", "-t", "1", "-m", "32m", "-o", book.toString()), 2,
                partial + " line 2: '99 11' is not a solved position of this book (score 99 is impossible");
        Files.write(partial, new byte[] {(byte) 0xff, (byte) 0xfe, 0x00, (byte) 0x80});
        oneLine(Run.of("book", "-w", "4", "-H", "4", "--stones", "2", "-t", "1", "-m", "32m", "-o", book.toString()), 2,
                partial + " is not a text file (not UTF-8)");
        assertThat(book).doesNotExist();
    }

    @Test
    void aStoreOfAnotherBoardIsRefusedAsItWasFound() throws IOException {
        Path store = dir.resolve("four");
        Run made = Run.of("solve", "-w", "4", "-H", "4", "-t", "1", "-m", "32m", "--store", store.toString(), "");
        assertThat(made.exit()).as(made.err()).isZero();
        java.util.Map<String, String> before = listing(store);
        oneLine(Run.of("solve", "-w", "5", "-H", "4", "-t", "1", "-m", "32m", "--store", store.toString(), ""), 1,
                "store " + store + ": holds connect4 4x4 job-level scores, not connect4 5x4 job-level scores");
        // RocksDB wrote nothing: no LOG, no log flushed to a table, no new MANIFEST or OPTIONS
        assertThat(listing(store)).isEqualTo(before);
    }

    /** The files of a directory with their sizes and times of last change. */
    private static java.util.Map<String, String> listing(Path directory) throws IOException {
        java.util.Map<String, String> files = new java.util.TreeMap<>();
        try (var entries = Files.list(directory)) {
            for (Path f : (Iterable<Path>) entries::iterator) {
                files.put(f.getFileName().toString(), Files.size(f) + " " + Files.getLastModifiedTime(f));
            }
        }
        return files;
    }

    @Test
    void aForeignDirectoryIsNoStoreAndABadPositionMakesNoStoreNorLog() throws IOException {
        Path foreign = Files.createDirectory(dir.resolve("mine"));
        Files.writeString(foreign.resolve("notes.txt"), "my own file");
        oneLine(Run.of("solve", "-w", "4", "-H", "4", "-t", "1", "-m", "32m", "--store", foreign.toString(), ""), 1,
                "store " + foreign + ": not a zugzwang solution store (it holds other files)");
        try (var files = Files.list(foreign)) {
            assertThat(files).containsExactly(foreign.resolve("notes.txt"));
        }
        // what RocksDB leaves of a store whose first run was killed at once is not foreign
        Path begun = Files.createDirectory(dir.resolve("begun"));
        Files.writeString(begun.resolve("LOCK"), "");
        Files.writeString(begun.resolve("LOG"), "");
        Run r = Run.of("solve", "-w", "4", "-H", "4", "-t", "1", "-m", "32m", "--store", begun.toString(), "");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(begun.resolve("CURRENT")).exists();
        Path store = dir.resolve("store");
        Path log = dir.resolve("jobs.csv");
        oneLine(Run.of("solve", "-w", "4", "-H", "4", "-t", "1", "-m", "32m", "--store", store.toString(), "--job-log",
                log.toString(), "9"), 1, "argument 1: '9': move 1: column 9 is out of range 1..4");
        assertThat(store).doesNotExist();
        assertThat(log).doesNotExist();
        // the same for go-moku's store and for the cube's job log and cluster membership
        oneLine(Run.of("solve", "--game", "gomoku", "-w", "9", "-H", "9", "--algorithm", "victoria", "--store",
                store.toString(), "zz9"), 1, "argument 1: 'zz9': move 1: 'zz9' is not a square");
        oneLine(Run.of("solve", "--game", "connect4-3d", "--cluster", "127.0.0.1:5999", "--job-log", log.toString(),
                "ZZZ"), 1, "argument 1: 'ZZZ'");
        assertThat(store).doesNotExist();
        assertThat(log).doesNotExist();
        oneLine(Run.of("analyze", "-w", "4", "-H", "4", "-t", "1", "-m", "32m", "--store", store.toString(), ""), 1,
                "store " + store + ": no such directory");
        assertThat(store).doesNotExist();
    }

    @Test
    void aJobLogWithImpossibleTimesOrNoTextIsRefused() throws IOException {
        String header = "question,job,priority,ply,submitted_ms,answered_ms,solver_ms,answer,moves\n";
        Path log = dir.resolve("log.csv");
        for (String time : new String[] {"NaN", "-5", "1e308"}) {
            Files.writeString(log, header + "1,1,6,4,0.0,10.0," + time + ",no,4 4 4 4\n");
            oneLine(Run.of("replay", log.toString()), 1, "replay: " + log + ": line 2: time ");
        }
        Files.write(log, new byte[] {(byte) 0xff, (byte) 0xfe, 0x00, (byte) 0x80});
        oneLine(Run.of("replay", log.toString()), 1, "replay: " + log + ": not a job log (not UTF-8 text)");
        oneLine(Run.of("replay", dir.toString()), 1, "replay: " + dir + ": a directory, not a job log");
    }
}
