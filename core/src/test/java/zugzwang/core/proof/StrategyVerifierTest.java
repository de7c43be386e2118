package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.core.game.Game;
import zugzwang.core.search.TreeGame;

/**
 * The verifier on hand-written files, with its exact messages. The tree (leaf values for the
 * first player; moves are child indices):
 *
 * <pre>
 * root (first to move)
 *   0: A (second)  0: leaf 1     1: A1 (first)  0: leaf -1   1: leaf 1
 *   1: B (second)  0: B0 (first) 0: leaf 0   1: leaf 2      1: B1 (first) 0: leaf 1  1: leaf 1
 * </pre>
 *
 * The first player wins (value 1): e.g. move 0, and after 0,1 move 1.
 */
class StrategyVerifierTest {
    private static final TreeGame TREE = TreeGame.parseTree("((1,(-1,1)),((0,2),(1,1)))");

    private static String file(String attacker, String goal, String... lines) {
        StringBuilder sb = new StringBuilder("zugzwang-proof 1\ngame " + TREE.name() + "\nroot -\nattacker " + attacker
                + "\ngoal " + goal + "\n");
        for (String l : lines) {
            sb.append(l).append('\n');
        }
        return sb.toString();
    }

    private static StrategyVerdict verify(String text) {
        return verify(text, TREE);
    }

    private static StrategyVerdict verify(String text, Game game) {
        return StrategyFiles.verify(text, game);
    }

    @Test
    void theWinningStrategyIsValidWithItsCounts() {
        StrategyVerdict v = verify(file("first", "win", "- 0", "0,1 1"));
        assertThat(v.valid()).isTrue();
        assertThat(v.hole()).isNull();
        assertThat(v.lines()).isEqualTo(2);
        assertThat(v.attackerPositions()).isEqualTo(2); // root, A1
        assertThat(v.defenderPositions()).isEqualTo(1); // A
        assertThat(v.terminalPositions()).isEqualTo(2); // A's leaf 1, A1's leaf 1
        assertThat(v.summary()).isEqualTo("valid: 2 lines; 2 attacker positions, 1 defender positions,"
                + " 2 terminal positions");
    }

    @Test
    void theWriterWritesExactlyThatFile() {
        String text = StrategyFiles.write(new StrategyBruteForce(), TREE, "-", 0, Goal.WIN);
        assertThat(StrategyFiles.strategyLines(StrategyFiles.lines(text)))
                .extracting(i -> StrategyFiles.lines(text).get(i)).containsExactly("- 0", "0,1 1");
        assertThat(text).startsWith("zugzwang-proof 1\ngame tree of 13 nodes\nroot -\nattacker first\ngoal win\n");
    }

    @Test
    void aReplyChangedToALosingMoveIsTheHole() {
        StrategyVerdict v = verify(file("first", "win", "- 0", "0,1 0"));
        assertThat(v.valid()).isFalse();
        assertThat(v.hole()).isEqualTo("after 0,1,0: the game ends here in a loss for the attacker");
        assertThat(v.path()).isEqualTo("0,1,0");
        assertThat(v.line()).isZero();
        assertThat(v.summary()).isEqualTo("invalid: after 0,1,0: the game ends here in a loss for the attacker");
    }

    @Test
    void aMissingLineIsANoReplyHole() {
        StrategyVerdict v = verify(file("first", "win", "- 0"));
        assertThat(v.hole()).isEqualTo("after 0,1: no reply for this position");
        assertThat(verify(file("first", "win")).hole()).isEqualTo("at the root: no reply for this position");
    }

    @Test
    void aDrawIsNotAWin() {
        StrategyVerdict v = verify(file("first", "win", "- 1", "1,0 0", "1,1 0"));
        assertThat(v.hole()).isEqualTo("after 1,0,0: the game ends here in a draw, but the goal is a win");
        // the same moves do achieve a draw
        assertThat(verify(file("first", "draw", "- 1", "1,0 0", "1,1 0")).valid()).isTrue();
    }

    @Test
    void aNonProofForTheSecondPlayerIsRejected() {
        // the second player loses this tree: whatever its replies, some line of play ends in a loss
        StrategyVerdict v = verify(file("second", "draw", "0 1", "1 0"));
        assertThat(v.hole()).isEqualTo("after 0,1,1: the game ends here in a loss for the attacker");
    }

    @Test
    void lineErrorsNameTheLine() {
        assertThat(verify(file("first", "win", "- 0", "0,2 1")).hole())
                .isEqualTo("line 7: move 2 is not legal after 0");
        assertThat(verify(file("first", "win", "0,0,1 0")).hole())
                .isEqualTo("line 6: move 1 is not legal after 0,0 (the game is over)");
        assertThat(verify(file("first", "win", "0,0 1")).hole())
                .isEqualTo("line 6: the game is over after 0,0: no reply can be given");
        assertThat(verify(file("first", "win", "0 1")).hole())
                .isEqualTo("line 6: the defender is to move after 0, not the attacker");
        assertThat(verify(file("first", "win", "- 5")).hole()).isEqualTo("line 6: reply 5 is not legal at the root");
        assertThat(verify(file("first", "win", "- 0 1")).hole())
                .isEqualTo("line 6: expected '<path> <reply>', found '- 0 1'");
        assertThat(verify(file("first", "win", "0,,1 1")).hole())
                .isEqualTo("line 6: an empty move name is not legal after 0");
        StrategyVerdict v = verify(file("first", "win", "- 0", "- 1"));
        assertThat(v.hole()).isEqualTo("line 7: reply 1 at the root contradicts reply 0 for the same position on line 6");
        assertThat(v.line()).isEqualTo(7);
        assertThat(v.path()).isNull();
    }

    @Test
    void anIdenticalDuplicateCommentsBlankLinesAndCrlfAreAccepted() {
        String text = "# a comment\r\n\r\n" + file("first", "win", "  # indented comment", "- 0", "", "0,1 1", "- 0")
                .replace("\n", "\r\n");
        StrategyVerdict v = verify(text);
        assertThat(v.valid()).as(v.summary()).isTrue();
        assertThat(v.lines()).isEqualTo(3);
    }

    @Test
    void unusedLinesAreAWarningNotAHole() {
        StrategyVerdict v = verify(file("first", "win", "- 0", "0,1 1", "1,0 1"));
        assertThat(v.valid()).isTrue();
        assertThat(v.unusedLines()).isEqualTo(1);
        assertThat(v.firstUnusedLine()).isEqualTo(8);
        assertThat(v.summary()).endsWith("\nwarning: 1 line for positions the strategy never reaches (the first on line 8)");
    }

    @Test
    void headerErrors() {
        String good = file("first", "win", "- 0", "0,1 1");
        assertThat(verify("").hole()).isEqualTo("empty file: a strategy starts with 'zugzwang-proof <version>'");
        assertThat(verify("hello\n").hole()).isEqualTo("line 1: not a strategy file: it must start with 'zugzwang-proof <version>'");
        assertThat(verify(good.replace("zugzwang-proof 1", "zugzwang-proof 3")).hole())
                .isEqualTo("line 1: unsupported version '3': this program reads versions 1 to 2");
        assertThat(verify(good.replace("zugzwang-proof 1", "zugzwang-proof 01")).hole())
                .isEqualTo("line 1: unsupported version '01': this program reads versions 1 to 2");
        assertThat(verify(good.replace("attacker first", "attacker third")).hole())
                .isEqualTo("line 4: unknown attacker 'third': first or second");
        assertThat(verify(good.replace("goal win", "goal lose")).hole())
                .isEqualTo("line 5: unknown goal 'lose': win or draw");
        assertThat(verify(good.replace("root -\n", "")).hole())
                .isEqualTo("line 3: expected the header line 'root ...', found 'attacker first'");
        assertThat(verify(good.replace("root -", "root")).hole()).isEqualTo("line 3: 'root' without a value");
        assertThat(verify("zugzwang-proof 1\ngame x\n").hole()).isEqualTo("the header ends early: no 'root' line");
        assertThat(verify(good.replace("root -", "root 7")).hole())
                .startsWith("root '7' is not a position of tree of 13 nodes: ");
        TreeGame other = TreeGame.parseTree("(1,2)");
        assertThat(verify(good, other).hole()).isEqualTo("the file is for the game 'tree of 13 nodes', not 'tree of 3 nodes'");
    }

    @Test
    void unknownGames() throws IOException {
        String good = file("first", "win", "- 0", "0,1 1");
        StrategyVerifier verifier = new StrategyVerifier();
        assertThat(verifier.verify(new StringReader(good), name -> null).hole())
                .isEqualTo("unknown game 'tree of 13 nodes'");
        assertThat(verifier.verify(new StringReader(good), name -> {
            throw new IllegalArgumentException("the games are connect4, mnk");
        }).hole()).isEqualTo("unknown game 'tree of 13 nodes': the games are connect4, mnk");
    }

    @Test
    void boundedReads() throws IOException {
        String good = file("first", "win", "- 0", "0,1 1");
        StrategyVerdict v = new StrategyVerifier(1).verify(new StringReader(good), TREE);
        assertThat(v.hole()).isEqualTo("line 7: more than 1 strategy lines: too large to verify (the line budget)");
        String longLine = "0,".repeat(StrategyHeader.MAX_LINE_CHARS) + "1 1";
        assertThat(verify(file("first", "win", "- 0", longLine)).hole()).isEqualTo("line 7: longer than 1048576 characters");
    }

    @Test
    void rootsOtherThanTheStartAndTerminalRoots() {
        // root B (after move 1): the second player to move; the first wins after 1,0 with 1 (leaf 2) and 1,1 with 0
        String text = file("first", "win", "0 1", "1 0").replace("root -", "root 1");
        StrategyVerdict v = verify(text);
        assertThat(v.valid()).as(v.summary()).isTrue();
        assertThat(v.defenderPositions()).isEqualTo(1);
        TreeGame won = TreeGame.parseTree("3");
        String header = "zugzwang-proof 1\ngame " + won.name() + "\nroot -\nattacker first\ngoal win\n";
        assertThat(verify(header, won).valid()).isTrue();
        assertThat(verify(header, won).terminalPositions()).isEqualTo(1);
        assertThat(verify(header.replace("first", "second"), won).hole())
                .isEqualTo("at the root: the game ends here in a loss for the attacker");
    }

    @Test
    void filesFromDisk(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("tree.proof");
        Files.writeString(f, file("first", "win", "- 0", "0,1 1"));
        assertThat(new StrategyVerifier().verify(f, TREE).valid()).isTrue();
        StrategyHeader h = StrategyHeader.read(f);
        assertThat(h).isEqualTo(new StrategyHeader("tree of 13 nodes", "-", 0, Goal.WIN));
        Files.write(f, new byte[] {'z', (byte) 0xff, (byte) 0xfe, '\n'});
        assertThat(new StrategyVerifier().verify(f, TREE).hole()).isEqualTo("not UTF-8 text");
        Files.writeString(f, "zugzwang-proof 1\ngame caf\u00e9\n", StandardCharsets.UTF_8);
        assertThat(new StrategyVerifier().verify(f, name -> null).hole()).isEqualTo("the header ends early: no 'root' line");
    }

    @Test
    void versionTwoLetsTheRulesShowAWinInOneMove() {
        // A1 (after 0,1) is won in one move (1); version 1 needs its line, version 2 does not
        String v1 = file("first", "win", "- 0");
        assertThat(verify(v1).hole()).isEqualTo("after 0,1: no reply for this position");
        StrategyVerdict v = verify(v1.replace("zugzwang-proof 1", "zugzwang-proof 2"));
        assertThat(v.valid()).isTrue();
        assertThat(v.impliedWins()).isEqualTo(1);
        assertThat(v.summary()).isEqualTo("valid: 1 lines; 2 attacker positions, 1 defender positions,"
                + " 1 terminal positions (1 attacker positions won in one move, without a line)");
        // a given line for such a position is not followed: it is unused
        StrategyVerdict both = verify(file("first", "win", "- 0", "0,1 0").replace("zugzwang-proof 1", "zugzwang-proof 2"));
        assertThat(both.valid()).isTrue();
        assertThat(both.unusedLines()).isEqualTo(1);
        // the root has no win in one: its line stays needed
        assertThat(verify(file("first", "win").replace("zugzwang-proof 1", "zugzwang-proof 2")).hole())
                .isEqualTo("at the root: no reply for this position");
    }

    @Test
    void theWriterLeavesWinsInOneMoveOutInVersionTwo() throws IOException {
        StringWriter out = new StringWriter();
        StrategyProver exact = (state, attacker, goal) -> new StrategyProver.Answer(Outcome.PROVED,
                state.ply() == 0 ? 0 : -1);
        StrategyWriter.Written w = new StrategyWriter(exact, 100, true).write(TREE, "-", 0, Goal.WIN, out);
        assertThat(out.toString()).startsWith("zugzwang-proof 2\n").contains("\n- 0\n").doesNotContain("0,1 ");
        assertThat(w.lines()).isEqualTo(1);
        assertThat(w.impliedWins()).isEqualTo(1);
        assertThat(verify(out.toString()).valid()).isTrue();
    }

    @Test
    void gzipFilesAreReadAndADamagedOneIsRejected(@TempDir Path dir) throws IOException {
        StrategyProver exact = (state, attacker, goal) -> new StrategyProver.Answer(Outcome.PROVED,
                state.ply() == 0 ? 0 : 1);
        Path f = dir.resolve("tree.proof.gz");
        new StrategyWriter(exact).write(TREE, "-", 0, Goal.WIN, f);
        byte[] bytes = Files.readAllBytes(f);
        assertThat(bytes[0] & 0xFF).isEqualTo(0x1f);
        assertThat(new StrategyVerifier().verify(f, TREE).valid()).isTrue();
        Files.write(f, java.util.Arrays.copyOf(bytes, bytes.length - 12));
        assertThat(new StrategyVerifier().verify(f, TREE).hole()).startsWith("the compressed file is damaged or cut short");
    }
}
