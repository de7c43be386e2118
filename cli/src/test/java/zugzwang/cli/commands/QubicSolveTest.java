package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.cli.Run;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;

/** {@code solve --game qubic} (its solver, --proof), {@code verify} of its files and {@code explain --game qubic}. */
class QubicSolveTest {
    /** A first-player win whose proof needs a DAG of 778 nodes. */
    private static final String SMALL = "xo.x/..../..../ox.o|..../..../..../....|..x./..../..../....|..../..../.o../....";
    /** A first-player win by a threat sequence alone. */
    private static final String SEQUENCE =
            "x..x/..../..../..x.|.o../..../.x../....|..../...x/o..o/x...|..../..../..o./.oo.";

    @Test
    void solvesWithTheValueForTheSideToMove() {
        Run r = Run.of("solve", "--game", "qubic", SMALL);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(1);
        String line = r.outLines().get(0);
        assertThat(line).matches(java.util.regex.Pattern.quote(SMALL)
                + " 1 win best=\\d+ algorithm=solver jobs=1 nodes=\\d+ time=[0-9.]+ms");
        int best = Integer.parseInt(line.replaceAll(".* best=(\\d+) .*", "$1"));
        // after the winning move the second player is to move and loses
        QubicPosition p = QubicNotation.parse(SMALL);
        p.play(best);
        String after = QubicNotation.diagram(p.first(), p.second());
        Run lost = Run.input(after + "\n", "solve", "--game", "qubic", "--weak");
        assertThat(lost.exit()).as(lost.err()).isZero();
        assertThat(lost.outLines().get(0)).startsWith(after + " -1 loss best=- algorithm=solver ");
    }

    @Test
    void writesAProofThatVerifyAccepts(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("small.proof");
        Run r = Run.of("solve", "--game", "qubic", SMALL, "--proof", f.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("proof: " + f + " (first wins): ").contains("the strategy's lines by depth")
                .contains("(Allis' Table 4.1: 6654)");
        assertThat(Files.readString(f)).startsWith("zugzwang-proof 2\ngame qubic\nroot " + SMALL + "\n");
        Run v = Run.of("verify", f.toString());
        assertThat(v.exit()).as(v.err() + v.out()).isZero();
        assertThat(v.out()).startsWith("valid: ");
        // one reply changed: invalid
        String text = Files.readString(f);
        String line = text.lines().filter(l -> !l.startsWith("#") && l.matches("\\S+ \\d+")).skip(5).findFirst()
                .orElseThrow();
        String[] parts = line.split(" ");
        String other = parts[1].equals("0") ? "1" : "0";
        Files.writeString(f, text.replace("\n" + line + "\n", "\n" + parts[0] + " " + other + "\n"));
        Run bad = Run.of("verify", f.toString());
        assertThat(bad.exit()).isNotZero();
    }

    @Test
    void aBudgetFarTooSmallEndsUndecided() {
        Run r = Run.of("solve", "--game", "qubic", SMALL, "--nodes", "5", "--threads", "2");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.outLines().get(0)).startsWith(SMALL + " ? unknown best=- algorithm=solver ");
    }

    @Test
    void badPositionsAndOptionsGiveOneLine() {
        Run r = Run.of("solve", "--game", "qubic", "0,0");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.errLines().get(0)).contains("argument 1: '0,0'");
        assertThat(Run.of("solve", "--game", "qubic", "1", "2", "--proof", "x.proof").errLines().get(0))
                .contains("--proof writes the proof of one position: give exactly one");
        assertThat(Run.of("solve", "--game", "qubic", "1", "--threads", "0").errLines().get(0))
                .contains("--threads must be between 1 and");
    }

    @Test
    void explainShowsTheThreatSequence() {
        Run r = Run.of("explain", "--game", "qubic", SEQUENCE);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).startsWith(SEQUENCE + " (qubic, first to move, 12 stones): first wins by a"
                + " threat sequence of ");
        assertThat(r.outLines().get(1)).matches("  1\\. \\d+ threatens [0-9,]+; forced reply \\d+");
        assertThat(r.outLines().get(r.outLines().size() - 1)).matches("  then \\d+ completes a line.*");
        Run none = Run.of("explain", "--game", "qubic", "");
        assertThat(none.outLines().get(0)).startsWith("'' (qubic, first to move, 0 stones): no winning threat"
                + " sequence within 20000 db-search nodes");
        assertThat(Run.of("explain", "--game", "qubic", "--search", "cns", SEQUENCE).errLines().get(0))
                .contains("--search is for connect4's explain, not qubic");
        assertThat(Run.of("explain", "--game", "qubic", "64").exit()).isEqualTo(1);
    }

    @Test
    void analyzeGivesEveryCellAValue() {
        Run r = Run.of("analyze", "--game", "qubic", SEQUENCE);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(6);
        assertThat(r.outLines().get(1)).isEqualTo("x=0            x=1            x=2            x=3");
        // the threat sequence's first move wins; the first row of layer 0 is x 1 1 x
        assertThat(r.outLines().get(2)).startsWith("  x  1  1  x");
    }

    @Test
    void playBlocksAndWins() {
        // you (x) play 0, 1, 2 (the engine answers each; a bad input is answered and changes nothing)
        Run r = Run.input("0\n1\nfoo\n2\nq\n", "play", "--game", "qubic", "--first");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("'foo' is not a cell: give a number 0-63, u or q");
        List<String> engine = r.outLines().stream().filter(l -> l.contains("engine plays")).toList();
        assertThat(engine).hasSize(3);
        assertThat(engine.get(0)).isEqualTo("engine plays 3"); // a 7-cube: the cells on most lines first
        // o to move blocks x's three (0,1,2 -> 3), but completes a three of its own first (16,17,18 -> 19)
        assertThat(QubicPlay.engineMove(QubicNotation.parse("0,16,1,17,2"))).isEqualTo(3);
        assertThat(QubicPlay.engineMove(QubicNotation.parse("0,16,1,17,2,18,5"))).isEqualTo(19);
    }

    @Test
    void aProofFromALostPositionStartsAtTheDefender(@TempDir Path dir) throws Exception {
        // SMALL after x's winning move 32: o to move loses; the proof is x's, from a defender root
        QubicPosition p = QubicNotation.parse(SMALL);
        p.play(32);
        String after = QubicNotation.diagram(p.first(), p.second());
        Path f = dir.resolve("lost.proof.gz");
        Run r = Run.of("solve", "--game", "qubic", after, "--proof", f.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).startsWith(after + " -1 loss ");
        assertThat(r.err()).contains("(first wins)");
        Run v = Run.of("verify", f.toString());
        assertThat(v.exit()).as(v.out()).isZero();
    }
}
