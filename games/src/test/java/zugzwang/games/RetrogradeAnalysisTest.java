package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.retro.RetroException;
import zugzwang.core.retro.RetroResult;
import zugzwang.core.retro.RetrogradeAnalysis;
import zugzwang.core.search.Reference;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.mnk.MnkGame;

/**
 * Retrograde analysis against known counts and values: tic-tac-toe (5,478 states, a draw, every
 * first move a draw), Connect-4 4×4 (161,029 states, thesis Table 10) and 5×4 (3,945,711), their
 * root values and first moves against the exact solver; the memory budget refuses too large a
 * game with one clear message.
 */
class RetrogradeAnalysisTest {
    private static final long MEMORY = 1L << 30;

    @Test
    void ticTacToe() {
        MnkGame g = MnkGame.ticTacToe();
        RetroResult r = new RetrogradeAnalysis(MEMORY).analyse(g, null);
        assertThat(r.states()).isEqualTo(5_478);
        assertThat(r.rootWinner()).isEqualTo("draw");
        assertThat(r.wins() + r.draws() + r.losses()).isEqualTo(r.states());
        Reference.Exact ref = new Reference.Exact(true);
        GameState s = g.start();
        for (int j = 0; j < r.firstMoves().length; j++) {
            s.play(r.firstMoves()[j]);
            int v = -ref.value(s); // for the first player
            s.undo();
            assertThat(RetroResult.word(r.firstMoveValues()[j])).isEqualTo(v > 0 ? "win" : v < 0 ? "loss" : "draw");
        }
    }

    @Test
    void connect4SmallBoardsMatchTheSolverAndTheThesisCounts() {
        long[][] cases = {{4, 4, 161_029}, {5, 4, 3_945_711}};
        for (long[] c : cases) {
            Board board = Board.of((int) c[0], (int) c[1]);
            RetroResult r = new RetrogradeAnalysis(MEMORY).analyse(new Connect4Game(board), null);
            assertThat(r.states()).as(board.toString()).isEqualTo(c[2]);
            try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16 << 20).withThreads(1))) {
                int root = Integer.signum(solver.solveScore(Position.empty(board), true));
                assertThat(r.rootValue()).as(board.toString())
                        .isEqualTo(root > 0 ? RetrogradeAnalysis.WIN : root < 0 ? RetrogradeAnalysis.LOSS : RetrogradeAnalysis.DRAW);
                for (int j = 0; j < r.firstMoves().length; j++) {
                    Position p = Position.empty(board);
                    p.play(r.firstMoves()[j]);
                    int v = -Integer.signum(solver.solveScore(p, true));
                    assertThat(RetroResult.word(r.firstMoveValues()[j])).as(board + " move " + j)
                            .isEqualTo(v > 0 ? "win" : v < 0 ? "loss" : "draw");
                }
            }
        }
    }

    /**
     * PopOut 4×4 (the position graph, cycles drawn): 692,427 states as in the thesis' Table 10
     * (the "draw claimed" pseudo-positions not counted) and a draw (Table 8).
     */
    @Test
    void popOut4x4() {
        zugzwang.games.popout.PopOutGame g = new zugzwang.games.popout.PopOutGame(Board.of(4, 4), 0);
        RetroResult all = new RetrogradeAnalysis(MEMORY).analyse(g, null);
        RetroResult boards = new RetrogradeAnalysis(MEMORY).analyse(g, null,
                zugzwang.games.popout.PopOutGame::isBoardKey);
        assertThat(boards.states()).isEqualTo(692_427);
        assertThat(all.states()).isGreaterThan(boards.states()); // the claims
        assertThat(all.draws() - boards.draws()).isEqualTo(all.states() - boards.states()); // claims are draws
        assertThat(boards.rootWinner()).isEqualTo("draw");
        assertThat(boards.wins()).isEqualTo(all.wins());
    }

    @Test
    void tooLargeForTheBudgetIsRefused() {
        assertThatThrownBy(() -> new RetrogradeAnalysis(1 << 20).analyse(new Connect4Game(Board.of(5, 4)), null))
                .isInstanceOf(RetroException.class).hasMessageContaining("more than the memory budget of 1 MiB")
                .hasMessageContaining("bytes per state");
    }
}
