package zugzwang.games;

import zugzwang.games.connect4.solver.SolveDetail;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.StrategyBruteForce;
import zugzwang.core.proof.StrategyFiles;
import zugzwang.core.proof.StrategyHeader;
import zugzwang.core.proof.StrategyProver;
import zugzwang.core.proof.StrategyVerdict;
import zugzwang.core.proof.StrategyVerifier;
import zugzwang.core.proof.StrategyWriter;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.solver.SolveResult;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.mnk.MnkGame;

/**
 * Strategy files for real games: tic-tac-toe (brute force), Connect-4 4×4 and a 7×6 endgame
 * (written with the exact Connect-4 solver as prover), each verified with the rules alone and
 * then tampered with once (a reply changed to a move the exact value says fails) and rejected.
 */
class StrategyConnect4Test {
    private static Solver solver4x4;
    private static Solver solver7x6;

    @BeforeAll
    static void solvers() {
        SolverOptions o = SolverOptions.defaults().withMemory(64 << 20).withThreads(1);
        solver4x4 = new Solver(Board.of(4, 4), o);
        solver7x6 = new Solver(Board.STANDARD, o);
    }

    @AfterAll
    static void close() {
        solver4x4.close();
        solver7x6.close();
    }

    /** Writes to a file, verifies it against the plain game, returns the file's lines. */
    private static List<String> writeAndVerify(StrategyProver prover, Game writeGame, Game plain, String root,
                                               int attacker, Goal goal, Path file) throws IOException {
        StrategyWriter.Written w = new StrategyWriter(prover).write(writeGame, root, attacker, goal, file);
        StrategyVerdict v = new StrategyVerifier().verify(file, plain);
        assertThat(v.valid()).as(v.summary()).isTrue();
        assertThat(v.lines()).isEqualTo(w.lines());
        assertThat(v.attackerPositions()).isEqualTo(w.lines());
        assertThat(v.unusedLines()).isZero();
        System.out.printf("%s root %s attacker %d goal %s: %d lines, %d bytes, %d prover calls, %.0f ms%n",
                plain.name(), root, attacker, goal.label(), w.lines(), w.bytes(), w.proverCalls(), w.nanos() / 1e6);
        return Files.readAllLines(file);
    }

    /** Changes the first reply that has a failing alternative; the verifier must find a hole below it. */
    private static void tamperOnce(List<String> lines, Game plain, String root, int attacker, Goal goal,
                                   FailingMove failing, Path file) throws IOException {
        GameState rootState = root.equals(StrategyHeader.START) ? plain.start() : plain.parse(root);
        for (int i : StrategyFiles.strategyLines(lines)) {
            String path = StrategyFiles.pathOf(lines.get(i));
            String bad = failing.find(StrategyFiles.at(rootState, path), attacker, goal);
            if (bad != null) {
                List<String> copy = new java.util.ArrayList<>(lines);
                copy.set(i, path + " " + bad);
                Files.write(file, copy);
                StrategyVerdict v = new StrategyVerifier().verify(file, plain);
                assertThat(v.valid()).isFalse();
                String prefix = (path.equals("-") ? "" : path + ",") + bad;
                assertThat(v.path() + ",").startsWith(prefix + ",");
                assertThat(v.hole()).matches("after " + v.path() + ": (no reply for this position"
                        + "|the game ends here in a (loss for the attacker|draw, but the goal is a win))");
                return;
            }
        }
        throw new AssertionError("no reply could be tampered with");
    }

    /** A legal move that does not achieve the goal with best play, or null. */
    @FunctionalInterface
    interface FailingMove {
        String find(GameState s, int attacker, Goal goal);
    }

    @Test
    void theDocumentedExample() {
        MnkGame ttt = MnkGame.ticTacToe();
        assertThat(ttt.parse("1,5,9,3").toString()).isEqualTo("x.o\n.o.\n..x");
        String text = StrategyFiles.write(new StrategyBruteForce(), ttt, "1,5,9,3", 0, Goal.WIN);
        assertThat(text).isEqualTo("zugzwang-proof 1\ngame tictactoe\nroot 1,5,9,3\nattacker first\ngoal win\n"
                + "# positions by key (transpositions written once)\n"
                + "# every position where the attacker is to move: <path from the root> <reply>\n"
                + "- 7\n7,2 4\n7,4 8\n7,6 4\n7,8 4\n");
        assertThat(StrategyFiles.verify(text, ttt).summary())
                .isEqualTo("valid: 5 lines; 5 attacker positions, 1 defender positions, 4 terminal positions");
        assertThat(StrategyFiles.verify(text.replace("7,8 4", "7,8 6"), ttt).summary())
                .isEqualTo("invalid: after 7,8,6,2: the game ends here in a loss for the attacker");
    }

    @Test
    void ticTacToeBothPlayersAtLeastDraw(@TempDir Path dir) throws IOException {
        MnkGame ttt = MnkGame.ticTacToe();
        StrategyBruteForce exact = new StrategyBruteForce();
        assertThat(exact.valueFor(ttt.start(), 0)).isZero();
        for (int attacker = 0; attacker < 2; attacker++) {
            Path f = dir.resolve("ttt" + attacker + ".proof");
            List<String> lines = writeAndVerify(exact, ttt, ttt, "-", attacker, Goal.AT_LEAST_DRAW, f);
            tamperOnce(lines, ttt, "-", attacker, Goal.AT_LEAST_DRAW,
                    (s, a, g) -> StrategyFiles.losingAlternative(exact, s, a, g), f);
        }
        // nobody wins: a win cannot be written
        Path f = dir.resolve("win.proof");
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> new StrategyWriter(exact).write(ttt, "-", 0, Goal.WIN, f))
                .hasMessage("at the root: the prover does not prove the win for the first player here (DISPROVED),"
                        + " but the strategy needs it");
        assertThat(Files.exists(f)).isFalse();
    }

    @Test
    void connect4x4FirstAtLeastDraws(@TempDir Path dir) throws IOException {
        Connect4Game c4 = new Connect4Game(Board.of(4, 4));
        assertThat(solver4x4.solveScore(Position.empty(c4.board()), true)).isZero();
        Path f = dir.resolve("c4x4.proof");
        List<String> lines = writeAndVerify(prover(solver4x4), c4, c4, "-", 0, Goal.AT_LEAST_DRAW, f);
        tamperOnce(lines, c4, "-", 0, Goal.AT_LEAST_DRAW, failing(solver4x4, c4), f);
    }

    @Test
    void connect4EndgameWin(@TempDir Path dir) throws IOException {
        Connect4Game c4 = new Connect4Game(Board.STANDARD);
        // the longest fight on offer: fewest stones, then the latest win (smallest score), first in the file
        Suite.Entry e = Suite.load("Test_L3_R1").entries().stream().filter(x -> x.score() != 0)
                .min(java.util.Comparator.comparingInt((Suite.Entry x) -> x.sequence().length())
                        .thenComparingInt(x -> Math.abs(x.score()))).orElseThrow();
        GameState root = c4.parse(e.sequence());
        int attacker = e.score() > 0 ? root.player() : 1 - root.player();
        Path f = dir.resolve("c4.proof");
        List<String> lines = writeAndVerify(prover(solver7x6), c4, c4, e.sequence(), attacker, Goal.WIN, f);
        tamperOnce(lines, c4, e.sequence(), attacker, Goal.WIN, failing(solver7x6, c4), f);
        // the same file claiming the other player is rejected
        List<String> other = new java.util.ArrayList<>(lines);
        other.replaceAll(l -> l.startsWith("attacker ") ? "attacker " + (attacker == 0 ? "second" : "first") : l);
        Files.write(f, other);
        assertThat(new StrategyVerifier().verify(f, c4).valid()).isFalse();
    }

    /** The exact Connect-4 solver (weak score) as a prover, its best move as the hint. */
    private static StrategyProver prover(Solver solver) {
        return (state, attacker, goal) -> {
            SolveResult r = solver.solve(Connect4Game.positionOf(state), true, SolveDetail.MOVE);
            int forAttacker = state.player() == attacker ? r.score() : -r.score();
            if (!goal.achievedBy(forAttacker)) {
                return new StrategyProver.Answer(Outcome.DISPROVED, -1);
            }
            int move = state.player() == attacker && r.bestMoves().length > 0 ? r.bestMoves()[0] : -1;
            return new StrategyProver.Answer(Outcome.PROVED, move);
        };
    }

    /** A move whose child the solver scores as failing the goal. */
    private static FailingMove failing(Solver solver, Connect4Game c4) {
        return (s, attacker, goal) -> {
            int[] moves = new int[c4.maxMoves()];
            int n = s.moves(moves);
            for (int i = 0; i < n; i++) {
                s.play(moves[i]);
                boolean fails;
                if (s.isTerminal()) {
                    fails = !goal.achievedBy(s.player() == attacker ? s.value() : -s.value());
                } else {
                    int score = solver.solveScore(Connect4Game.positionOf(s), true);
                    fails = !goal.achievedBy(s.player() == attacker ? score : -score);
                }
                s.undo();
                if (fails) {
                    return s.moveName(moves[i]);
                }
            }
            return null;
        };
    }
}
