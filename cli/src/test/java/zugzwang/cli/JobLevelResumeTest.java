package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job-level solve's store across a killed coordinator: {@code solve --jobs --store DIR} in a
 * JVM of its own, killed with SIGKILL in the middle of its run, then the same command again: the
 * score is the published one, the store decides positions at once, and no job answered (and
 * recorded) by the first run is solved again (at most the one whose answer the kill caught
 * between the log and the store).
 */
@Timeout(240)
class JobLevelResumeTest {
    @Test
    void aKilledSolveStartedAgainReSolvesNoFinishedJob(@TempDir Path dir) throws Exception {
        killAndResume(dir, List.of("--jobs", "--threads", "1", "--memory", "128m"), List.of("--jobs", "--threads", "1",
                "--memory", "128m"));
    }

    @Test
    void aKilledCoordinatorOfAClusterStartedAgainReSolvesNoFinishedJob(@TempDir Path dir) throws Exception {
        // the worker lives in this JVM; the coordinator is a JVM of its own, killed and started again
        String name = "zz-resume-" + Long.toHexString(System.nanoTime());
        int port = 30000 + new java.util.Random().nextInt(20000);
        try (zugzwang.cluster.ClusterWorker worker = zugzwang.cluster.ClusterWorker.start(
                zugzwang.cluster.ClusterOptions.local().named(name).at("127.0.0.1", port),
                new zugzwang.core.jobs.JobResources(1, 128L << 20))) {
            List<String> common = List.of("--cluster", "127.0.0.1:" + port, "--cluster-name", name, "--port");
            List<String> first = new ArrayList<>(common);
            first.add(String.valueOf(port + 10));
            List<String> second = new ArrayList<>(common);
            second.add(String.valueOf(port + 20));
            killAndResume(dir, first, second);
            assertThat(worker.counts()[0]).as("jobs the worker answered").isGreaterThan(50);
        }
    }

    /**
     * Runs the job-level solve of 6x6 with a store, kills it (SIGKILL) after 50 answered jobs,
     * runs it again on the same store: the published value, positions decided by the store, and
     * no job of the first run answered again (but the one that may have been answered and not yet
     * recorded when the kill came).
     */
    private static void killAndResume(Path dir, List<String> firstMode, List<String> secondMode) throws Exception {
        Path store = dir.resolve("store");
        Path log1 = dir.resolve("first.csv");
        Path log2 = dir.resolve("second.csv");
        Process first = solve(store, log1, dir.resolve("first.out"), firstMode);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (lines(log1).size() < 51 && first.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(first.isAlive()).as("the first run was still running when 50 jobs were answered: "
                + Files.readString(dir.resolve("first.out"))).isTrue();
        first.destroyForcibly(); // SIGKILL: no shutdown hook, no close
        first.waitFor(30, TimeUnit.SECONDS);
        List<String> before = lines(log1);
        assertThat(before.size()).isGreaterThanOrEqualTo(51);

        Process second = solve(store, log2, dir.resolve("second.out"), secondMode);
        assertThat(second.waitFor(180, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(dir.resolve("second.out"), StandardCharsets.UTF_8);
        assertThat(second.exitValue()).as(out).isZero();
        // 6x6: the second player wins on move 36 (Allis 1988; our plain solver agrees, docs/results.md)
        assertThat(out).contains(" -1 result=\"loss on move 36\"");
        long fromStore = Long.parseLong(out.replaceAll("(?s).* from-store=(\\d+) .*", "$1"));
        assertThat(fromStore).isPositive();
        Set<String> answeredFirst = moves(before);
        Set<String> again = moves(lines(log2));
        again.retainAll(answeredFirst);
        assertThat(again.size()).as("jobs of the first run solved again: %s", again).isLessThanOrEqualTo(1);
    }

    private static Process solve(Path store, Path log, Path out, List<String> mode) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-Xss16m", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "solve", "--width", "6", "--height",
                "6"));
        command.addAll(mode);
        command.addAll(List.of("--cutoff", "4", "--store", store.toString(), "--job-log", log.toString(), ""));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    }

    private static List<String> lines(Path log) throws IOException {
        return Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
    }

    /** The question and moves of every answered job of a log (a complete last line only). */
    private static Set<String> moves(List<String> lines) {
        Set<String> out = new HashSet<>();
        for (String l : lines.subList(Math.min(1, lines.size()), lines.size())) {
            String[] f = l.split(",", -1);
            if (f.length == 9) {
                out.add(f[0] + ":" + f[8]);
            }
        }
        return out;
    }
}
