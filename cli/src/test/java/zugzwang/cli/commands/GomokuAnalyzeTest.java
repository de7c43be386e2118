package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.cli.Run;

/** {@code analyze --game gomoku}: the board of proved wins, the threat sequence, the store, bad options. */
class GomokuAnalyzeTest {
    @Test
    void theStraightFoursOfAnOpenThreeAndTheSequence() {
        Run r = Run.of("analyze", "--game", "gomoku", "-w", "9", "-H", "9", "--nodes", "0", "e5,a1,f5,a2,g5,a9");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).isEqualTo("e5,a1,f5,a2,g5,a9 (gomoku 9x9 freestyle, black to move, 6 stones;"
                + " W: black wins by playing there (proved); .: not proved)");
        assertThat(r.outLines().get(5)).isEqualTo(" 5  . . . W x x x W .");
        assertThat(r.outLines().get(11)).isEqualTo("black wins by threats: d5");
        Run json = Run.of("analyze", "--game", "gomoku", "-w", "9", "-H", "9", "--nodes", "0", "--json",
                "e5,a1,f5,a2,g5,a9");
        assertThat(json.outLines().get(0)).contains("\"toMove\":\"black\"").contains("\"d5\":true")
                .contains("\"threats\":\"d5\"").contains("\"e4\":null");
    }

    @Test
    void aStoreAnswersAndOptionsOfOtherGamesAreRefused(@TempDir Path dir) {
        Path store = dir.resolve("store");
        String win = "f4,g3,d5,g5,f6,f3,f5,d7,c4,g6";
        Run solved = Run.of("solve", "--game", "gomoku", "--width", "9", "--height", "9", "--algorithm", "victoria",
                "--nodes", "2000", "--store", store.toString(), win);
        String best = solved.outLines().get(0).replaceAll(".* best=([a-i][1-9]) .*", "$1");
        // without a search, the store's word: black's winning move there is W
        Run r = Run.of("analyze", "--game", "gomoku", "-w", "9", "-H", "9", "--nodes", "0", "--json", "--store",
                store.toString(), win);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).contains("\"" + best + "\":true");
        // connect4 reads a store too (a job-level solve's): one of go-moku is refused by its kind
        Run connect4 = Run.of("analyze", "--store", store.toString(), "4453");
        assertThat(connect4.exit()).isEqualTo(1);
        assertThat(connect4.err()).startsWith("zugzwang: error: store " + store + ": holds gomoku");
        Run other = Run.of("analyze", "--game", "popout", "--store", store.toString(), "4453");
        assertThat(other.exit()).isEqualTo(2);
        assertThat(other.err()).startsWith("zugzwang: error: --store is for --game gomoku");
        Run bad = Run.of("analyze", "--game", "gomoku", "--rule", "renju", "h8");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("zugzwang: error: --game gomoku: unknown rule 'renju'");
    }
}
