package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code console} block of README.md and docs/ is run, and its output compared with what the
 * block shows (docs/tested-docs.md says how to write one). A command runs through the real
 * {@code ./zugzwang} launcher, in bash, in a fresh directory per block that links the repository's
 * top-level entries (so the paths the docs show work, and files a block writes stay in its
 * directory); the launcher runs the classes under test ({@code ZUGZWANG_CLASSPATH}) instead of
 * building its jar. Blocks marked {@code slow} are skipped unless {@code -Ddocs.slow=true}. The
 * blocks run two at a time, started when the tests are made; each test waits for its block.
 */
class DocsTest {
    /** The most one command may take (a slow block's commands are not run by default). */
    private static final long COMMAND_SECONDS = 300;
    /**
     * Blocks are independent (a directory each), so they run two at a time: most of a command's
     * time is the start of its JVM, and the build's other tests are not running meanwhile.
     */
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "docs-block");
        t.setDaemon(true);
        return t;
    });

    @TestFactory
    Stream<DynamicNode> everyConsoleBlockBehavesAsShown() throws IOException {
        Path root = DocBlock.repository();
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted(Comparator.naturalOrder()).forEach(pages::add);
        }
        String only = System.getProperty("docs.page", ""); // e.g. -Ddocs.page=README.md while editing one page
        pages.removeIf(p -> !root.relativize(p).toString().contains(only));
        List<DynamicNode> nodes = new ArrayList<>();
        int blocks = 0;
        int slow = 0;
        int commands = 0;
        for (Path page : pages) {
            List<DocBlock> found = DocBlock.parse(root.relativize(page).toString(),
                    Files.readString(page, StandardCharsets.UTF_8));
            if (found.isEmpty()) {
                continue;
            }
            blocks += found.size();
            slow += (int) found.stream().filter(DocBlock::slow).count();
            commands += found.stream().mapToInt(b -> b.commands().size()).sum();
            List<DynamicTest> tests = new ArrayList<>();
            for (DocBlock b : found) {
                // every block runs at once on the pool; its test waits for it and reports
                Future<Void> run = b.slow() && !slowEnabled() ? null : POOL.submit(() -> run(root, b));
                tests.add(DynamicTest.dynamicTest(b.name(), () -> {
                    assumeTrue(run != null, "a slow block: -Ddocs.slow=true runs it");
                    try {
                        run.get();
                    } catch (ExecutionException e) {
                        throw e.getCause();
                    }
                }));
            }
            nodes.add(DynamicContainer.dynamicContainer(root.relativize(page).toString(), tests.stream()));
        }
        System.out.printf("docs: %d console blocks (%d slow, %s) with %d commands in %d pages%n", blocks, slow,
                slowEnabled() ? "run" : "skipped: -Ddocs.slow=true runs them", commands, nodes.size());
        assertThat(blocks).as("console blocks found").isGreaterThan(0);
        return nodes.stream();
    }

    private static boolean slowEnabled() {
        return Boolean.getBoolean("docs.slow");
    }

    private static Void run(Path root, DocBlock block) throws Exception {
        Path dir = Files.createTempDirectory("zugzwang-docs-");
        try {
            try (Stream<Path> top = Files.list(root)) {
                for (Path p : top.toList()) {
                    String name = p.getFileName().toString();
                    if (!name.startsWith(".")) {
                        Files.createSymbolicLink(dir.resolve(name), p);
                    }
                }
            }
            for (DocBlock.Command c : block.commands()) {
                String actual = execute(dir, c.line());
                String mismatch = DocBlock.mismatch(c.expected(), actual);
                assertThat(mismatch).as("%s: $ %s%n--- shown ---%n%s%n--- printed ---%n%s", block.name(), c.line(),
                        String.join("\n", c.expected()), actual).isNull();
            }
        } finally {
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p); // links are deleted, not followed
                }
            }
        }
        return null;
    }

    /** Runs one command line in bash in {@code dir}: standard output and error together. */
    private static String execute(Path dir, String line) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", line).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().put("ZUGZWANG_CLASSPATH", System.getProperty("java.class.path"));
        pb.environment().remove("ZUGZWANG_DEBUG");
        pb.environment().put("TERM", "dumb");
        Path out = Files.createTempFile("zugzwang-docs-", ".out");
        try {
            pb.redirectOutput(out.toFile());
            Process p = pb.start();
            p.getOutputStream().close(); // no input but what the line pipes in
            if (!p.waitFor(COMMAND_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("$ " + line + ": still running after " + COMMAND_SECONDS + " s");
            }
            return Files.readString(out, StandardCharsets.UTF_8);
        } finally {
            Files.delete(out);
        }
    }
}
