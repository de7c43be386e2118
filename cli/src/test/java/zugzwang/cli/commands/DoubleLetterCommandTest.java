package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.cli.Run;

class DoubleLetterCommandTest {
    @Test
    void answersEachAxiomWithItsLettersAndNodes() {
        Run r = Run.of("double-letter", "aaccadd", "aacaa", "aabdcbbdcaa");
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(3);
        assertThat(r.outLines().get(0)).isEqualTo("aaccadd ad nodes=15 dependency=12 combination=2 levels=3");
        assertThat(r.outLines().get(1)).startsWith("aacaa - nodes=");
        assertThat(r.outLines().get(2)).startsWith("aabdcbbdcaa abce nodes=");
    }

    @Test
    void derivationsGoTheoremByTheorem() {
        Run r = Run.of("double-letter", "--derivations", "aacc");
        assertThat(r.outLines()).containsExactly("aacc ac nodes=8 dependency=6 combination=1 levels=2",
                "  a: aacc > aab > bb > a", "  c: aacc > aab > bb > c");
    }

    @Test
    void compareAddsTheOtherAlgorithms() {
        Run r = Run.of("double-letter", "--compare", "aacc");
        assertThat(r.out()).contains("triangle=10 dfs-=17 dfs+=");
    }

    @Test
    void experimentPrintsATableAndAChart(@TempDir Path dir) throws Exception {
        Path chart = dir.resolve("dlp.svg");
        Run r = Run.of("double-letter", "--experiment", "--per-length", "5", "--max-length", "8", "--chart",
                chart.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.outLines()).hasSize(2 + 8 + 3);
        assertThat(r.outLines().get(2)).matches("\\s+1\\s+5\\s+1\\.0\\s+1\\.0\\s+1\\s+1\\.0\\s+0/0\\s+0/0");
        assertThat(Files.readString(chart)).contains("<svg").contains("db-search").contains("TRIANGLE");
    }

    @Test
    void badInputGivesOneLine() {
        Run r = Run.of("double-letter", "aab", "abx");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.errLines().get(0)).isEqualTo(
                "zugzwang: error: argument 2: 'abx': 'x' at position 3 is not a letter a-e (try 'zugzwang double-letter --help')");
        assertThat(Run.of("double-letter").errLines().get(0)).contains("give an axiom");
        assertThat(Run.of("double-letter", "--experiment", "--max-length", "30").errLines().get(0))
                .contains("--max-length must be between 1 and 24, not 30");
        assertThat(Run.of("double-letter", "--chart", "x.svg", "aa").errLines().get(0)).contains("--chart goes with --experiment");
        // the experiment's settings are refused without it, not ignored
        for (String option : new String[] {"--per-length", "--max-length", "--seed"}) {
            Run ignored = Run.of("double-letter", option, "-1", "aab");
            assertThat(ignored.exit()).isEqualTo(2);
            assertThat(ignored.errLines()).hasSize(1);
            assertThat(ignored.errLines().get(0)).contains(option + " goes with --experiment");
        }
    }
}
