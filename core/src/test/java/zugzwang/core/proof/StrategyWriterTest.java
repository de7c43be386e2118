package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.TreeGame;

/** The writer: files on disk, failures (prover, budget, cycles) with nothing left behind. */
class StrategyWriterTest {
    /** See {@link StrategyVerifierTest}: the first player wins with 0, then after 0,1 with 1. */
    private static final TreeGame TREE = TreeGame.parseTree("((1,(-1,1)),((0,2),(1,1)))");

    /** Claims every position proved, with move 0: a lying prover. */
    private static final StrategyProver LIAR = (state, attacker, goal) -> new StrategyProver.Answer(Outcome.PROVED, 0);

    @Test
    void writesAFileAtomicallyAndCountsIt(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("tree.proof");
        StrategyWriter.Written w = new StrategyWriter(new StrategyBruteForce()).write(TREE, "-", 0, Goal.WIN, f);
        assertThat(w.lines()).isEqualTo(2);
        assertThat(w.bytes()).isEqualTo(Files.size(f));
        assertThat(w.defenderPositions()).isEqualTo(1);
        assertThat(w.terminalPositions()).isEqualTo(2);
        assertThat(w.proverCalls()).isEqualTo(1); // the root; A1 has an immediate win
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
        assertThat(new StrategyVerifier().verify(f, TREE).valid()).isTrue();
    }

    @Test
    void aProofSearchIsAProver() {
        StrategyBruteForce exact = new StrategyBruteForce();
        ProofSearch search = new ProofSearch() {
            @Override
            public String name() {
                return "brute";
            }

            @Override
            public ProofResult prove(GameState state, int attacker, Goal goal) {
                StrategyProver.Answer a = exact.prove(state, attacker, goal);
                return new ProofResult(a.outcome(), attacker, goal, 0, 0, a.move(), 1, 1, 1, 1, null);
            }

            @Override
            public void cancel() {
            }

            @Override
            public long nodes() {
                return 0;
            }
        };
        String text = StrategyFiles.write(StrategyProver.of(search), TREE, "-", 0, Goal.WIN);
        assertThat(StrategyFiles.verify(text, TREE).valid()).isTrue();
    }

    @Test
    void aDisprovedRootFailsAndLeavesNoFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("tree.proof");
        Files.writeString(f, "old");
        StrategyWriter writer = new StrategyWriter(new StrategyBruteForce());
        assertThatThrownBy(() -> writer.write(TREE, "-", 1, Goal.AT_LEAST_DRAW, f))
                .isInstanceOf(StrategyException.class)
                .hasMessage("at the root: the prover does not prove the draw for the second player here (DISPROVED),"
                        + " but the strategy needs it");
        assertThat(Files.readString(f)).isEqualTo("old");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
    }

    @Test
    void anUnknownBelowTheRootFailsWithItsPath() {
        Nim nim = new Nim(2, 3, 3);
        StrategyBruteForce exact = new StrategyBruteForce();
        int winner = exact.achieves(nim.start(), 0, Goal.WIN) ? 0 : 1;
        StrategyProver giveUp = (state, attacker, goal) -> state.ply() >= 2
                ? new StrategyProver.Answer(Outcome.UNKNOWN, -1) : exact.prove(state, attacker, goal);
        assertThatThrownBy(() -> StrategyFiles.write(giveUp, nim, "-", winner, Goal.WIN))
                .isInstanceOf(StrategyException.class)
                .hasMessageStartingWith("after ")
                .hasMessageContaining("(UNKNOWN), but the strategy needs it");
    }

    @Test
    void aLyingProverIsCaughtAtTheEndOfTheGame() {
        assertThatThrownBy(() -> StrategyFiles.write(LIAR, TREE, "-", 1, Goal.WIN))
                .isInstanceOf(StrategyException.class)
                .hasMessage("after 0,0: the game ends here in a loss for the attacker, though the prover proved"
                        + " the position before");
    }

    @Test
    void theLineBudget() {
        StrategyWriter writer = new StrategyWriter(new StrategyBruteForce(), 1);
        assertThatThrownBy(() -> writer.write(TREE, "-", 0, Goal.WIN, new java.io.StringWriter()))
                .isInstanceOf(StrategyException.class).hasMessage("the strategy needs more than 1 lines (the line budget)");
    }

    @Test
    void cyclesAreNeitherWrittenNorAccepted() {
        Game ring = new Ring();
        assertThatThrownBy(() -> StrategyFiles.write(LIAR, ring, "-", 0, Goal.AT_LEAST_DRAW))
                .isInstanceOf(StrategyException.class)
                .hasMessage("after 0,0: the proving moves repeat this position (a cycle)");
        String text = "zugzwang-proof 1\ngame ring\nroot -\nattacker first\ngoal draw\n- 0\n";
        StrategyVerdict v = StrategyFiles.verify(text, ring);
        assertThat(v.hole()).isEqualTo("after 0,0: the strategy comes back to this position (a cycle), so the game need not end");
    }

    /**
     * A game with a cycle: at node 0 the first player moves to node 1 (move 0) or gives up (move 1,
     * to node 2: the second player has won); at node 1 the second player's only move returns to
     * node 0. Keys are node numbers (exact, not history-dependent), so play can go round forever.
     */
    static final class Ring implements Game {
        @Override
        public String name() {
            return "ring";
        }

        @Override
        public int maxMoves() {
            return 2;
        }

        @Override
        public int moveCodes() {
            return 2;
        }

        @Override
        public int maxLength() {
            return -1;
        }

        @Override
        public int maxValue() {
            return 1;
        }

        @Override
        public boolean exactKeys() {
            return true;
        }

        @Override
        public boolean historyDependent() {
            return false;
        }

        @Override
        public int symmetries() {
            return 1;
        }

        @Override
        public GameState start() {
            return new State();
        }

        @Override
        public GameState parse(String text) {
            throw new IllegalArgumentException("no notation");
        }

        final class State implements GameState {
            private final java.util.ArrayDeque<Integer> history = new java.util.ArrayDeque<>();
            private int node;

            @Override
            public Game game() {
                return Ring.this;
            }

            @Override
            public int player() {
                return node == 0 ? 0 : 1;
            }

            @Override
            public int ply() {
                return history.size();
            }

            @Override
            public int moves(int[] into) {
                if (node == 0) {
                    into[0] = 0;
                    into[1] = 1;
                    return 2;
                }
                if (node == 1) {
                    into[0] = 0;
                    return 1;
                }
                return 0;
            }

            @Override
            public void play(int move) {
                if (move < 0 || move >= (node == 0 ? 2 : node == 1 ? 1 : 0)) {
                    throw new IllegalArgumentException("illegal " + move);
                }
                history.push(node);
                node = node == 0 ? move + 1 : 0;
            }

            @Override
            public void undo() {
                node = history.pop();
            }

            @Override
            public boolean isTerminal() {
                return node == 2;
            }

            @Override
            public int value() {
                return 1; // node 2: the second player, to move, has won
            }

            @Override
            public long key() {
                return node;
            }

            @Override
            public long key(int symmetry) {
                return node;
            }

            @Override
            public int mapMove(int move, int symmetry) {
                return move;
            }

            @Override
            public String moveName(int move) {
                return Integer.toString(move);
            }

            @Override
            public GameState copy() {
                throw new UnsupportedOperationException();
            }
        }
    }
}
