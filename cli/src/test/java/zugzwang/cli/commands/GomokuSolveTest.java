package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.cli.Run;
import zugzwang.cli.shared.RocksSolutionStore;

/** {@code solve --game gomoku --algorithm victoria} with its solution store: resumed runs, a killed process. */
class GomokuSolveTest {
    /** A 9×9 position black wins that DF-PN proves and his threat-space search does not (GomokuSolverTest). */
    private static final String WIN = "f4,g3,d5,g5,f6,f3,f5,d7,c4,g6";

    @Test
    void aSecondRunTakesTheAnswerFromTheStore(@TempDir Path dir) throws java.io.IOException {
        Path store = dir.resolve("store");
        Run first = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "32", "--store", store.toString(), WIN);
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.outLines().get(0)).matches(WIN + " 1 win best=[a-i][1-9] algorithm=victoria jobs=\\d+"
                + " from-store=0 transferred=\\d+ moved=\\d+ moved-in-jobs=\\d+ nodes=\\d+ threat-searches=\\d+ reused=\\d+ time=[0-9.]+ms");
        // with a time limit on each job (--split MS): the same answer; a negative one is refused
        Run limited = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "32", "--split", "60000", WIN);
        assertThat(limited.outLines().get(0)).as(limited.err()).startsWith(WIN + " 1 win best=");
        // without the last chance: the same answer; the switch is victoria's alone
        sameAnswerAndVictoriasAlone("--no-last-chance");
        // without the weak retry: the same answer, and no job counts the weak way; victoria's alone
        Path noWeakLog = dir.resolve("no-weak.csv");
        Run noWeak = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "32", "--no-weak-pn", "--job-log", noWeakLog.toString(), WIN);
        assertThat(noWeak.outLines().get(0)).as(noWeak.err()).startsWith(WIN + " 1 win best=");
        List<String> noWeakJobs = Files.readAllLines(noWeakLog);
        assertThat(noWeakJobs).hasSizeGreaterThan(1);
        assertThat(noWeakJobs.subList(1, noWeakJobs.size())).allMatch(l -> l.split(",")[8].equals("0")); // the weak column
        sameAnswerAndVictoriasAlone("--no-weak-pn");
        // grown jobs by the sum (the retry the weak way), as before 2026-12-06: the same answer; victoria's alone
        sameAnswerAndVictoriasAlone("--no-weak-growth");
        sameAnswerAndVictoriasAlone("--no-near-miss");
        Run negative = Run.of("solve", "--game", "gomoku", "--algorithm", "victoria", "--split", "-1", "h8");
        assertThat(negative.exit()).isEqualTo(2);
        assertThat(negative.err()).startsWith("zugzwang: error: --split must not be negative, not -1");
        Run again = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--store", store.toString(), WIN);
        assertThat(again.outLines().get(0)).startsWith(WIN + " 1 win best=").contains(" jobs=0 from-store=1 ");
        Run other = Run.of("solve", "--game", "gomoku", "--algorithm", "victoria", "--store", store.toString(), "h8");
        assertThat(other.exit()).isEqualTo(2);
        assertThat(other.err()).startsWith("zugzwang: error: --store: store " + store + ": holds gomoku 9x9 freestyle,"
                + " not gomoku 15x15 freestyle");
    }

    /** A switch of victoria's solve: the same answer on {@link #WIN} with it, and refused for another algorithm. */
    private static void sameAnswerAndVictoriasAlone(String option) {
        Run with = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "32", option, WIN);
        assertThat(with.outLines().get(0)).as(with.err()).startsWith(WIN + " 1 win best=");
        Run stray = Run.of("solve", "-w", "5", "-H", "4", option, "1");
        assertThat(stray.exit()).isEqualTo(2);
        assertThat(stray.err()).startsWith("zugzwang: error: " + option + " is for --algorithm victoria");
    }

    @Test
    void theJobLogHasALinePerJob(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("jobs.csv");
        Run run = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "32", "--job-log", log.toString(), WIN);
        assertThat(run.exit()).as(run.err()).isZero();
        String jobs = run.outLines().get(0).replaceAll(".* jobs=(\\d+) .*", "$1");
        List<String> lines = Files.readAllLines(log);
        assertThat(lines.get(0)).isEqualTo("position,budget,result,nodes,threat_searches,seconds,ended_s,kept_nodes,weak,"
                + "root_pn,root_dn");
        assertThat(lines).hasSize(1 + Integer.parseInt(jobs));
        // the first job is the position's own, its budget the first (10,000 nodes, or --nodes if smaller)
        assertThat(lines.get(1)).matches(WIN.replace(',', ' ') + ",32,(proved|unknown),\\d+,\\d+,[0-9.]+,[0-9.]+,0,0,\\d+,(\\d+|inf)");
        assertThat(lines.subList(1, lines.size())).allMatch(l -> l.matches("[a-i0-9 ]+,\\d+,(proved|disproved|unknown|stopped),"
                + "\\d+,\\d+,[0-9.]+,[0-9.]+,\\d+,[01],(\\d+|inf|-1),(\\d+|inf|-1)")); // 1: a weak retry (the first job is the largest here)
        // the root's numbers: 0 and infinite when proved; above 0 when undecided (or infinite and 0
        // where only the heuristics disproved it); -1 for a chain walk, which is no PN search
        assertThat(lines.subList(1, lines.size())).filteredOn(l -> l.contains(",proved,"))
                .allMatch(l -> l.endsWith(",0,inf") || l.endsWith(",-1,-1"));
        assertThat(lines.subList(1, lines.size())).filteredOn(l -> l.contains(",unknown,"))
                .allMatch(l -> l.matches(".*,([1-9]\\d*|inf),([1-9]\\d*|inf)|.*,inf,0|.*,-1,-1"));
        Run bad = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--job-log", dir.resolve("no/such/dir/jobs.csv").toString(), WIN);
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("zugzwang: error: --job-log");
    }

    @Test
    void aRunKilledMidWayAndStartedAgainLosesNothingAndGivesTheSameAnswer(@TempDir Path dir) throws Exception {
        // with 8-node jobs this 15x15 position takes many thousand jobs: killed after 4 s; started
        // again with one job of up to 60,000 nodes (a few thousand prove it), its proofs kept
        String position = "h8,h9,i9,a1,g7,f6";
        String kind = "gomoku 15x15 freestyle";
        Path store = dir.resolve("store");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"), "zugzwang.cli.Main",
                "solve", "--game", "gomoku", "--algorithm", "victoria", "--nodes", "8", "--threads", "2", "--store",
                store.toString(), position).redirectErrorStream(true).redirectOutput(dir.resolve("child.txt").toFile())
                .start();
        Thread.sleep(4_000);
        // on a busy machine 4 s may not see a proof yet: wait (up to 60 s) until the store's
        // write-ahead log holds more than its kind entry
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (child.isAlive() && walBytes(store) < 2048 && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(child.isAlive()).as("still solving after 4 s").isTrue();
        child.destroyForcibly(); // SIGKILL
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Set<String> kept = new HashSet<>();
        try (RocksSolutionStore s = RocksSolutionStore.open(store, kind)) {
            s.forEach((k, v) -> kept.add(HexFormat.of().formatHex(k) + "=" + HexFormat.of().formatHex(v)));
        }
        assertThat(kept).as("proofs written before the kill").isNotEmpty();
        long t0 = System.nanoTime();
        Run resumed = Run.of("solve", "--game", "gomoku", "--algorithm", "victoria", "--nodes", "60000", "--store",
                store.toString(), position);
        System.out.printf("go-moku solve killed after 4 s with %d store entries; resumed in %.1f s: %s%n", kept.size(),
                (System.nanoTime() - t0) / 1e9, resumed.outLines().get(0));
        assertThat(resumed.exit()).as(resumed.err()).isZero();
        Run fresh = Run.of("solve", "--game", "gomoku", "--algorithm", "victoria", "--nodes", "60000", position);
        assertThat(value(resumed)).isEqualTo(value(fresh)).isEqualTo(position + " 1 win");
        List<String> after = new ArrayList<>();
        try (RocksSolutionStore s = RocksSolutionStore.open(store, kind)) {
            s.forEach((k, v) -> after.add(HexFormat.of().formatHex(k)));
        }
        for (String entry : kept) {
            assertThat(after).contains(entry.substring(0, entry.indexOf('=')));
        }
    }

    @Test
    void aProofFromTheStoreIsCheckedByVerifyAndADamagedOneIsRefused(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("store");
        Path proof = dir.resolve("win.proof.gz");
        Run solved = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "2000", "--store", store.toString(), "--proof", proof.toString(), WIN);
        assertThat(solved.exit()).as(solved.err()).isZero();
        assertThat(solved.err()).contains("proof: " + proof + " (black wins): ")
                .contains("check it with 'zugzwang verify " + proof + "'");
        Run checked = Run.of("verify", proof.toString());
        assertThat(checked.exit()).as(checked.out()).isZero();
        assertThat(checked.outLines().get(0)).startsWith("valid: black wins (gomoku 9x9 freestyle root " + WIN + "): ");
        // the same proof written again from the store alone (no job), uncompressed: the same tokens
        Path plain = dir.resolve("win.proof");
        Run again = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--store", store.toString(), "--proof", plain.toString(), WIN);
        assertThat(again.outLines().get(0)).contains(" jobs=0 from-store=1 ");
        assertThat(Run.of("verify", plain.toString()).outLines().get(0)).isEqualTo(checked.outLines().get(0));
        // cut short: one line, exit 1
        byte[] bytes = Files.readAllBytes(plain);
        Path cut = dir.resolve("cut.proof");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length - 5));
        Run refused = Run.of("verify", cut.toString());
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.outLines()).hasSize(1);
        assertThat(refused.outLines().get(0)).startsWith("invalid: ");
        // --proof names one position
        Run two = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--proof", plain.toString(), WIN, "e5");
        assertThat(two.exit()).isEqualTo(2);
        assertThat(two.err()).startsWith("zugzwang: error: --proof writes the proof of one position: give exactly one");
    }

    private static String value(Run r) {
        String line = r.outLines().get(0);
        return line.substring(0, line.indexOf(" best="));
    }

    /** The bytes of a RocksDB directory's write-ahead log files (0 if none yet). */
    private static long walBytes(Path store) throws java.io.IOException {
        if (!java.nio.file.Files.isDirectory(store)) {
            return 0;
        }
        try (var files = java.nio.file.Files.list(store)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".log")).mapToLong(f -> f.toFile().length()).sum();
        }
    }
}
