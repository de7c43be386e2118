package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code zugzwang book}: making, resuming and checking a book, and using one in the commands. */
class BookCommandTest {
    @TempDir
    Path dir;

    private Run make(Path file, String... more) {
        List<String> args = new ArrayList<>(List.of("book", "-w", "5", "-H", "4", "--stones", "6", "-t", "1",
                "-m", "16m", "-o", file.toString()));
        args.addAll(List.of(more));
        return Run.of(args.toArray(String[]::new));
    }

    @Test
    void makesABookThatTheCommandsUse() throws IOException {
        Path file = dir.resolve("b.txt");
        Run r = make(file);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).singleElement().asString()
                .startsWith("book 5x4, 6 stones: 2,411 positions, 1,626 solved (0 known before), ")
                .endsWith("-> " + file);
        assertThat(file).exists();
        assertThat(dir.resolve("b.txt.partial")).doesNotExist();
        assertThat(Files.readAllLines(file)).contains("board 5x4", "stones 6", "0");

        Run check = Run.of("book", "--check", file.toString(), "--sample", "-1", "-t", "1", "-m", "16m");
        assertThat(check.exit()).as(check.err()).isZero();
        assertThat(check.out()).contains("2,411 positions, complete and consistent; 1626 of the 1,626 with 6 stones"
                + " solved again: all agree");
        // the book says its board and stones: --check refuses the options of making one, and a
        // sample below -1 (all)
        for (String[] extra : new String[][] {{"-w", "9"}, {"--stones", "9"}, {"-o", "x.txt"}, {"--jobs"}}) {
            List<String> args = new java.util.ArrayList<>(List.of("book", "--check", file.toString()));
            args.addAll(List.of(extra));
            Run refused = Run.of(args.toArray(new String[0]));
            assertThat(refused.exit()).isEqualTo(2);
            assertThat(refused.errLines()).hasSize(1);
            assertThat(refused.errLines().get(0)).contains("is for making a book, not for --check");
        }
        Run below = Run.of("book", "--check", file.toString(), "--sample", "-7");
        assertThat(below.exit()).isEqualTo(2);
        assertThat(below.errLines().get(0)).contains("--sample must be -1 (all), 0 (none) or more, not -7");

        // the book answers without a search, and answers what the search answers
        for (String pos : List.of("", "33", "3312")) {
            Run booked = Run.of("analyze", "-w", "5", "-H", "4", "--json", "--book", file.toString(), pos);
            Run searched = Run.of("analyze", "-w", "5", "-H", "4", "--json", "--no-book", pos);
            assertThat(booked.out().replaceAll("\"nodes.*", ""))
                    .isEqualTo(searched.out().replaceAll("\"nodes.*", ""));
            assertThat(booked.out()).contains("\"nodes\":0,");
            assertThat(searched.out()).doesNotContain("\"nodes\":0,");
            Run solved = Run.of("solve", "-w", "5", "-H", "4", "--json", "--book", file.toString(), pos);
            Run plain = Run.of("solve", "-w", "5", "-H", "4", "--json", "--no-book", pos);
            assertThat(solved.out().replaceAll("\"pv.*", "")).isEqualTo(plain.out().replaceAll("\"pv.*", ""));
        }
    }

    @Test
    void anInterruptedRunGoesOnFromItsPartialFile() throws IOException {
        Path whole = dir.resolve("whole.txt");
        assertThat(make(whole).exit()).isZero();
        // an interrupted run: the header, 500 solved positions and a last line cut short
        Path file = dir.resolve("resumed.txt");
        List<String> lines = new ArrayList<>();
        lines.add("# partial opening book, board 5x4 stones 6");
        List<String> book = Files.readAllLines(whole);
        book.stream().filter(l -> l.matches("-?\\d+ \\d{6}")).limit(500).forEach(lines::add);
        lines.add("1 12");
        Files.write(dir.resolve("resumed.txt.partial"), lines, StandardCharsets.UTF_8);
        Run r = make(file);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("1,126 solved (500 known before)");
        assertThat(r.err()).contains("ignoring its cut-short last line '1 12'");
        assertThat(Files.readAllLines(file)).isEqualTo(book);
        // interrupted before its first position was solved: the header alone, or nothing at all
        for (String partial : List.of("# partial opening book, board 5x4 stones 6\n", "")) {
            Path again = dir.resolve("again.txt");
            Files.writeString(dir.resolve("again.txt.partial"), partial);
            Run a = make(again);
            assertThat(a.out()).as(a.err()).contains("1,626 solved (0 known before)");
            assertThat(Files.readAllLines(again)).isEqualTo(book);
        }
    }

    @Test
    void badBooksAndOptionsAreOneLineErrors() throws IOException {
        Path file = dir.resolve("b.txt");
        assertThat(make(file).exit()).isZero();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.set(lines.indexOf("stones 6") + 2, "7 1"); // the score of the position after 1
        Path broken = dir.resolve("broken.txt");
        Files.write(broken, lines);
        Path partial = dir.resolve("other.txt.partial");
        Files.writeString(partial, "# partial opening book, board 7x6 stones 5\n");
        Path middle = dir.resolve("middle.txt.partial");
        Files.writeString(middle, "# partial opening book, board 5x4 stones 6\nx 111\n1 121212\n");
        String[][] cases = {
            {"the book gives position 1 the score 7, but its children's scores give", "book", "--check", broken.toString()},
            {"--check " + dir.resolve("none.txt") + ": cannot read it (no such file: ", "book", "--check",
                dir.resolve("none.txt").toString()},
            {"cannot write", "book", "-w", "4", "-H", "4", "-o", dir.resolve("no/such/dir/b.txt").toString()},
            {"a book of 5x4, not of 7x6", "analyze", "--book", file.toString(), "44"},
            {"--book and --no-book exclude each other", "solve", "--book", file.toString(), "--no-book", "44"},
            {"the book gives position 1", "serve", "--port", "0", "--book", broken.toString()},
            {"--stones: a book of 5x4 holds 0 to 19 stones, not 20", "book", "-w", "5", "-H", "4", "--stones", "20"},
            {"is not the partial file of a book of 5x4 stones 6: remove it", "book", "-w", "5", "-H", "4",
                "--stones", "6", "-o", dir.resolve("other.txt").toString()},
            {"middle.txt.partial line 2: 'x 111' is not a solved position", "book", "-w", "5", "-H", "4",
                "--stones", "6", "-o", dir.resolve("middle.txt").toString()},
        };
        for (String[] c : cases) {
            String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            Run r = Run.of(args);
            assertThat(r.exit()).as(String.join(" ", args) + "\n" + r.err()).isEqualTo(2);
            assertThat(r.errLines()).as(String.join(" ", args)).singleElement().asString()
                    .startsWith("zugzwang: error: ").contains(c[0]).doesNotContain("Exception");
            assertThat(r.out()).isEmpty();
        }
        assertThat(dir.resolve("other.txt")).doesNotExist();
    }

    @Test
    void theBundledBookAnswersTheEmpty7x6BoardAtOnce() {
        Run r = Run.of("analyze", "--json", "-t", "1", "");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"moves\":{\"1\":-2,\"2\":-1,\"3\":0,\"4\":1,\"5\":0,\"6\":-1,\"7\":-2},\"nodes\":0,");
        Run s = Run.of("solve", "--json", "-t", "1", "4453");
        assertThat(s.out()).contains("\"score\":-2,");
    }

    @Test
    void asJobsTheBookIsTheSame() throws IOException {
        Path plain = dir.resolve("plain.txt");
        assertThat(make(plain).exit()).isZero();
        // on two local workers sharing a table, several positions at once
        Path jobs = dir.resolve("jobs.txt");
        Run r = Run.of("book", "-w", "5", "-H", "4", "--stones", "6", "-t", "2", "-m", "16m", "--jobs",
                "-o", jobs.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("book 5x4, 6 stones: 2,411 positions, 1,626 solved (0 known before), ")
                .contains(" jobs, ");
        assertThat(Files.readAllLines(jobs)).isEqualTo(Files.readAllLines(plain));
        // resumed from a partial file as jobs
        Path resumed = dir.resolve("resumed-jobs.txt");
        List<String> lines = new ArrayList<>();
        lines.add("# partial opening book, board 5x4 stones 6");
        Files.readAllLines(plain).stream().filter(l -> l.matches("-?\\d+ \\d{6}")).limit(700).forEach(lines::add);
        Files.write(dir.resolve("resumed-jobs.txt.partial"), lines, StandardCharsets.UTF_8);
        Run again = Run.of("book", "-w", "5", "-H", "4", "--stones", "6", "-t", "2", "-m", "16m", "--jobs",
                "-o", resumed.toString());
        assertThat(again.out()).as(again.err()).contains("926 solved (700 known before)");
        assertThat(Files.readAllLines(resumed)).isEqualTo(Files.readAllLines(plain));
    }

    @Test
    void onAClusterTheBookIsTheSame() throws Exception {
        Path plain = dir.resolve("plain.txt");
        Run made = Run.of("book", "-w", "5", "-H", "4", "--stones", "4", "-t", "1", "-m", "16m", "-o", plain.toString());
        assertThat(made.exit()).as(made.err()).isZero();
        String name = "zz-book-" + Long.toHexString(System.nanoTime());
        int port = 30000 + new java.util.Random().nextInt(20000);
        try (zugzwang.cluster.ClusterWorker worker = zugzwang.cluster.ClusterWorker.start(
                zugzwang.cluster.ClusterOptions.local().named(name).at("127.0.0.1", port),
                new zugzwang.core.jobs.JobResources(1, 16L << 20))) {
            Path file = dir.resolve("cluster.txt");
            Run r = Run.of("book", "-w", "5", "-H", "4", "--stones", "4", "--cluster", "127.0.0.1:" + port,
                    "--cluster-name", name, "--port", String.valueOf(port + 10), "-o", file.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).contains(" jobs, ");
            assertThat(Files.readAllLines(file)).isEqualTo(Files.readAllLines(plain));
            assertThat(worker.counts()[0]).as("jobs the worker answered").isPositive();
        }
        Run bad = Run.of("book", "-w", "5", "-H", "4", "--cluster", "nohost:99999", "-o",
                dir.resolve("x.txt").toString());
        assertThat(bad.exit()).isEqualTo(Main.EXIT_USAGE);
        assertThat(bad.errLines()).hasSize(1);
    }
}
