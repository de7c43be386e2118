package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code solve --game popout --algorithm handicap}. */
class HandicapCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Run handicap(String... args) {
        List<String> all = new ArrayList<>(List.of("solve", "--game", "popout", "--algorithm", "handicap", "--memory", "16m"));
        all.addAll(List.of(args));
        return Run.of(all.toArray(String[]::new));
    }

    @Test
    void provesTheThesisRootsAndFindsTheSmallestDepth() {
        // 4x6, pop limit 0, depth 25: a first-player win (thesis Table 13)
        Run r = handicap("-w", "4", "-H", "6", "--pop-limit", "0", "--depth", "25", "");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("'' win pop-limit=0 depth=25 interior=");
        assertThat(r.out()).contains(" terminal=", " time=", " best=");
        // 4x5 needs a pop: with pop limit 1 the smallest depth is 25, as in the thesis
        Run s = handicap("-w", "4", "-H", "5", "--pop-limit", "1", "--progress", "");
        assertThat(s.exit()).as(s.err()).isZero();
        assertThat(s.out()).startsWith("'' win pop-limit=1 depth=25 (smallest) interior=");
        assertThat(s.err()).contains("'': depth 23: no win", "'': depth 25: win");
        assertThat(s.err()).doesNotContain("depth 27");
    }

    @Test
    void undecidedIsAQuestionMarkAndExitCode3() {
        // 4x4 is a draw: no win at any depth
        Run r = handicap("-w", "4", "-H", "4", "--pop-limit", "1", "--depth", "15", "");
        assertThat(r.exit()).isEqualTo(Main.EXIT_UNDECIDED);
        assertThat(r.out()).startsWith("'' ? \"no win within depth 15 and pop limit 1: a draw, a loss or a longer win\"");
        assertThat(r.out()).contains("best=-");
    }

    @Test
    void eachMoveAndJson() throws Exception {
        // 4x4 after 1,2,1,2,1,2 White to move: column 1 wins at once, the others do not within 3 plies
        Run r = handicap("-w", "4", "-H", "4", "--depth", "3", "--each-move", "--json", "121212");
        assertThat(r.exit()).isEqualTo(Main.EXIT_UNDECIDED);
        List<JsonNode> lines = new ArrayList<>();
        for (String line : r.outLines()) {
            lines.add(JSON.readTree(line));
        }
        // drops 1-4, pop of column 1 (White's bottom disk)
        assertThat(lines).extracting(o -> o.get("move").asText()).containsExactly("1", "2", "3", "4", "p1");
        assertThat(lines.get(0).get("result").asText()).isEqualTo("win");
        assertThat(lines.get(1).get("result").asText()).isEqualTo("unknown");
        assertThat(lines.get(0).get("algorithm").asText()).isEqualTo("handicap");
        assertThat(lines.get(0).get("depth").asInt()).isEqualTo(3);
        // and the plain line of the root names the winning move
        Run root = handicap("-w", "4", "-H", "4", "--depth", "3", "121212");
        assertThat(root.exit()).isZero();
        assertThat(root.out()).startsWith("121212 win").contains("best=1");
    }

    @Test
    void switchesChangeNodeCountsNotAnswers() {
        String[] base = {"-w", "4", "-H", "5", "--pop-limit", "1", "--depth", "25"};
        List<String> outs = new ArrayList<>();
        for (String[] sw : new String[][] {{}, {"--no-table"}, {"--no-symmetry"}, {"--no-threats"},
                {"--no-history", "--no-threats", "--no-symmetry"}}) {
            List<String> args = new ArrayList<>(List.of(base));
            args.addAll(List.of(sw));
            args.add("");
            Run r = handicap(args.toArray(String[]::new));
            assertThat(r.exit()).as(String.join(" ", sw) + r.err()).isZero();
            assertThat(r.out()).startsWith("'' win");
            outs.add(r.out().replaceAll(" time=\\S+", ""));
        }
        assertThat(outs).doesNotHaveDuplicates(); // the counts differ
    }

    @Test
    void badValuesAreOneErrorLine() {
        String[][] cases = {
            {"--pop-limit", "-1", ""},
            {"--depth", "0", ""},
            {"--max-depth", "0", ""},
            {"--memory", "1k", ""},
        };
        for (String[] c : cases) {
            Run r = handicap(c);
            assertThat(r.exit()).as(String.join(" ", c)).isEqualTo(Main.EXIT_USAGE);
            assertThat(r.errLines()).hasSize(1);
            assertThat(r.err()).startsWith("zugzwang: error: ");
        }
        Run c4 = Run.of("solve", "--algorithm", "handicap", "");
        assertThat(c4.exit()).isEqualTo(Main.EXIT_USAGE);
        assertThat(c4.err()).contains("--algorithm handicap is for --game popout");
        Run stray = Run.of("solve", "--game", "popout", "--pop-limit", "1", "");
        assertThat(stray.exit()).isEqualTo(Main.EXIT_USAGE);
        assertThat(stray.err()).contains("--pop-limit is for --algorithm handicap");
        Run bad = handicap("-w", "4", "-H", "4", "--depth", "5", "p1", "");
        assertThat(bad.exit()).isEqualTo(Main.EXIT_FAILURE);
        assertThat(bad.err()).contains("argument 1");
        assertThat(bad.outLines()).hasSize(1); // the good position is still answered
    }

    @Test
    void jobsAnswerAsTheSearchOnOneMachine() {
        // the thesis' 4x5 with one pop: no win within 23 plies, a win within 25; as jobs on two
        // local workers (a tree of paths, split when a worker idles)
        Run win = handicap("-w", "4", "-H", "5", "--pop-limit", "1", "--depth", "25", "--jobs", "-t", "2", "");
        assertThat(win.exit()).as(win.err()).isZero();
        assertThat(win.out()).startsWith("'' win pop-limit=1 depth=25 cutoff=2 jobs=");
        Run none = handicap("-w", "4", "-H", "5", "--pop-limit", "1", "--depth", "23", "--jobs", "-t", "2",
                "--cutoff", "3", "");
        assertThat(none.exit()).as(none.err()).isEqualTo(Main.EXIT_UNDECIDED);
        assertThat(none.out()).startsWith("'' ? \"no win within depth 23 and pop limit 1");
        // 4x6 without pops, from the start and after a move: as the plain search says
        for (String position : new String[] {"", "1", "12", "12p1"}) {
            Run plain = handicap("-w", "4", "-H", "6", "--depth", "21", position);
            Run jobs = handicap("-w", "4", "-H", "6", "--depth", "21", "--jobs", "-t", "2", "--cutoff", "3", position);
            assertThat(plain.errLines()).as(plain.err()).isEmpty();
            assertThat(jobs.out().split(" ")[1]).as(position + jobs.err()).isEqualTo(plain.out().split(" ")[1]);
            assertThat(jobs.exit()).isEqualTo(plain.exit());
        }
    }

    @Test
    void jobsRefuseWhatTheyCannotDoInOneLine() throws Exception {
        String[][] usage = {
            {"--jobs", ""},                                          // no --depth
            {"--jobs", "--depth", "9", "--each-move", ""},
            {"--jobs", "--depth", "9", "--json", ""},
            {"--store", "target/popout-store", "--depth", "9", ""},
            {"--jobs", "--depth", "9", "--cutoff", "9", ""},
            {"--cluster", "nohost:99999", "--depth", "9", ""},
        };
        for (String[] c : usage) {
            Run r = handicap(c);
            assertThat(r.exit()).as(String.join(" ", c)).isEqualTo(Main.EXIT_USAGE);
            assertThat(r.errLines()).as(String.join(" ", c)).hasSize(1);
            assertThat(r.err()).startsWith("zugzwang: error: ");
        }
        // one job log records one run: positions of one length share it, another length is refused
        java.nio.file.Path log = java.nio.file.Path.of("target", "handicap-jobs-" + System.nanoTime() + ".csv");
        Run logged = handicap("-w", "4", "-H", "4", "--depth", "9", "--jobs", "--job-log", log.toString(), "1", "2",
                "12");
        assertThat(logged.exit()).isEqualTo(Main.EXIT_FAILURE);
        assertThat(logged.outLines()).hasSize(2);
        assertThat(logged.errLines()).singleElement().asString().startsWith("zugzwang: error: 12: --job-log records one run");
        assertThat(java.nio.file.Files.readAllLines(log).size()).isGreaterThan(1);
        Run diagram = handicap("-w", "4", "-H", "4", "--depth", "5", "--jobs", "..../..../..../x...");
        assertThat(diagram.exit()).isEqualTo(Main.EXIT_FAILURE);
        assertThat(diagram.errLines()).hasSize(1);
        assertThat(diagram.err()).contains("move sequences");
    }
}
