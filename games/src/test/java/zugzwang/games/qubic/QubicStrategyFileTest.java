package zugzwang.games.qubic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.StrategyFiles;
import zugzwang.core.proof.StrategyVerdict;
import zugzwang.core.proof.StrategyVerifier;
import zugzwang.core.proof.StrategyWriter;

/**
 * Qubic strategy files: written from {@link QubicProver#strategy} (version 2, positions by
 * canonical form), checked by {@link StrategyVerifier} with the rules alone, and rejected when any
 * single reply is altered or any single line removed.
 */
class QubicStrategyFileTest {
    /** A first-player win with a small proof (a DAG of some hundred nodes, then threat sequences). */
    static final String SMALL = "xo.x/..../..../ox.o|..../..../..../....|..x./..../..../....|..../..../.o../....";

    private static String text;
    private static QubicStrategy strategy;

    @BeforeAll
    static void prove() {
        QubicProver prover = new QubicProver(0, 100_000, 5_000);
        assertThat(prover.prove(QubicNotation.parse(SMALL)).outcome()).isEqualTo(Outcome.PROVED);
        strategy = new QubicStrategy();
        prover.strategy(strategy);
        text = write(strategy, SMALL);
    }

    private static String write(QubicStrategy s, String root) {
        StringWriter out = new StringWriter();
        try {
            new StrategyWriter(s.prover(), 1_000_000, true).write(QubicGame.get(), root, 0, Goal.WIN, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    @Test
    void theStrategyIsValidByTheRules() {
        assertThat(text).startsWith("zugzwang-proof 2\ngame qubic\nroot " + SMALL + "\nattacker first\ngoal win\n")
                .contains("# positions by canonical form");
        StrategyVerdict v = StrategyFiles.verify(text, QubicGame.get());
        assertThat(v.valid()).as(v.summary()).isTrue();
        assertThat(v.unusedLines()).isZero();
        int lines = StrategyFiles.strategyLines(StrategyFiles.lines(text)).size();
        assertThat(v.lines()).isEqualTo(lines).isGreaterThan(20);
        assertThat(v.impliedWins()).isGreaterThan(v.lines());
    }

    @Test
    void everyAlteredReplyIsRejected() {
        List<String> lines = StrategyFiles.lines(text);
        GameState root = QubicGame.get().parse(SMALL);
        for (int i : StrategyFiles.strategyLines(lines)) {
            String line = lines.get(i);
            GameState at = StrategyFiles.at(root, StrategyFiles.pathOf(line));
            int reply = StrategyFiles.move(at, StrategyFiles.replyOf(line));
            // every other legal move would be too many verifications: three per line, spread over the board
            int[] moves = new int[64];
            int n = at.moves(moves);
            int tried = 0;
            for (int k = 0; k < n && tried < 3; k += Math.max(1, n / 3)) {
                if (moves[k] == reply) {
                    continue;
                }
                tried++;
                List<String> altered = new ArrayList<>(lines);
                altered.set(i, StrategyFiles.withReply(line, at.moveName(moves[k])));
                StrategyVerdict v = StrategyFiles.verify(StrategyFiles.text(altered), QubicGame.get());
                assertThat(v.valid()).as("line %d replaced by %s", i + 1, altered.get(i)).isFalse();
            }
        }
    }

    @Test
    void everyRemovedLineIsAHole() {
        List<String> lines = StrategyFiles.lines(text);
        for (int i : StrategyFiles.strategyLines(lines)) {
            List<String> cut = new ArrayList<>(lines);
            String removed = cut.remove(i);
            StrategyVerdict v = StrategyFiles.verify(StrategyFiles.text(cut), QubicGame.get());
            assertThat(v.valid()).as("without line %d: %s", i + 1, removed).isFalse();
            assertThat(v.hole()).endsWith("no reply for this position");
        }
    }

    @Test
    void aSymmetricImageOfTheWholeFileIsValidToo() {
        // every move of every path and reply, and the root, mapped by one of the 192 symmetries
        int s = 77;
        QubicPosition root = QubicNotation.parse(SMALL);
        String image = QubicNotation.diagram(Qubic.transform(root.first(), s), Qubic.transform(root.second(), s));
        List<String> lines = StrategyFiles.lines(text);
        for (int i : StrategyFiles.strategyLines(lines)) {
            String path = StrategyFiles.pathOf(lines.get(i));
            String mapped = path.equals("-") ? "-" : String.join(",", java.util.Arrays.stream(path.split(","))
                    .map(c -> Integer.toString(Qubic.mapCell(Integer.parseInt(c), s))).toList());
            lines.set(i, mapped + " " + Qubic.mapCell(Integer.parseInt(StrategyFiles.replyOf(lines.get(i))), s));
        }
        String mappedText = StrategyFiles.text(lines).replace("root " + SMALL, "root " + image);
        assertThat(mappedText).isNotEqualTo(text);
        assertThat(StrategyFiles.verify(mappedText, QubicGame.get()).valid()).isTrue();
    }

    @Test
    void aGzipFileIsWrittenAndVerified(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("small.proof.gz");
        new StrategyWriter(strategy.prover(), 1_000_000, true).write(QubicGame.get(), SMALL, 0, Goal.WIN, f);
        assertThat(Files.size(f)).isLessThan(text.length());
        StrategyVerdict v = new StrategyVerifier().verify(f, QubicGame.get());
        assertThat(v.valid()).isTrue();
        assertThat(v.lines()).isEqualTo(StrategyFiles.verify(text, QubicGame.get()).lines());
    }

    @Test
    void theSolverSplittingEveryJobWritesAValidStrategyToo() throws InterruptedException {
        // the root needs a DAG of 778 nodes: with 740 a job the solver splits the root and some
        // positions below it, and its moves, chosen by the failed searches' order, still make a
        // checked proof
        QubicSolver.Result r = new QubicSolver(0, 2, 740, 5_000).solve(QubicNotation.parse(SMALL), null);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.jobs().size()).isGreaterThan(100);
        assertThat(r.jobs().stream().filter(j -> j.outcome() == Outcome.UNKNOWN).count()).isGreaterThan(1);
        String file = write(r.strategy(), SMALL);
        StrategyVerdict v = StrategyFiles.verify(file, QubicGame.get());
        assertThat(v.valid()).as(v.summary()).isTrue();
    }

    @Test
    void winningMoveAgreesWithPlayingEveryMove() {
        Random rnd = new Random(15);
        int wins = 0;
        for (int game = 0; game < 300; game++) {
            GameState s = QubicGame.get().start();
            int[] moves = new int[64];
            while (!s.isTerminal()) {
                int expected = -1;
                int n = s.moves(moves);
                for (int i = 0; i < n && expected < 0; i++) {
                    s.play(moves[i]);
                    if (s.isTerminal() && s.value() < 0) {
                        expected = moves[i];
                    }
                    s.undo();
                }
                assertThat(s.winningMove()).as("%s", s).isEqualTo(expected);
                wins += expected >= 0 ? 1 : 0;
                s.play(moves[rnd.nextInt(n)]);
            }
            assertThat(s.winningMove()).isEqualTo(-1);
        }
        assertThat(wins).isGreaterThan(100);
    }
}
