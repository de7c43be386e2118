package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Reference;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.WindowEvaluation;
import zugzwang.games.mnk.MnkGame;
import zugzwang.games.mnk.MnkWindowEvaluation;

/**
 * At equal depth and evaluation every algorithm returns the same value (the depth-limited
 * minimax value, computed independently), with and without a table, in natural and centre-first
 * order; each best move is worth that value; and alpha-beta (both variants) never values more
 * leaves than minimax (table off).
 */
class DepthLimitedAgreementTest {

    static Stream<Arguments> cases() {
        Connect4Game c4 = new Connect4Game(Board.STANDARD);
        MnkGame ttt = MnkGame.ticTacToe();
        MnkGame k3 = new MnkGame(4, 4, 3, false);
        MnkGame k4 = new MnkGame(4, 4, 4, false);
        return Stream.of(
                Arguments.of("connect4 7x6, window evaluation", c4, new WindowEvaluation(Board.STANDARD), c4.centreFirst(),
                        Openings.random(c4, 76, 8, 2, 12, true)),
                Arguments.of("connect4 7x6, zero evaluation", c4, Evaluation.ZERO, c4.centreFirst(),
                        Openings.random(c4, 77, 4, 6, 14, false)),
                Arguments.of("tictactoe, window evaluation", ttt, new MnkWindowEvaluation(ttt), ttt.centreFirst(),
                        Openings.random(ttt, 33, 8, 1, 5, true)),
                Arguments.of("tictactoe, zero evaluation", ttt, Evaluation.ZERO, ttt.centreFirst(),
                        Openings.random(ttt, 34, 8, 1, 5, true)),
                Arguments.of("mnk 4x4 k3, window evaluation", k3, new MnkWindowEvaluation(k3), k3.centreFirst(),
                        Openings.random(k3, 43, 6, 1, 6, true)),
                Arguments.of("mnk 4x4 k3, zero evaluation", k3, Evaluation.ZERO, k3.centreFirst(),
                        Openings.random(k3, 44, 6, 2, 8, false)),
                Arguments.of("mnk 4x4 k4, window evaluation", k4, new MnkWindowEvaluation(k4), k4.centreFirst(),
                        Openings.random(k4, 45, 4, 2, 8, true)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void allAlgorithmsAgreeAtEqualDepth(String label, Game game, Evaluation evaluation, MoveOrdering centre,
                                        List<GameState> positions) {
        int maxDepth = 5;
        for (GameState p : positions) {
            for (int depth = 1; depth <= maxDepth; depth++) {
                int expected = new Reference.Limited(p, depth, evaluation).value(p);
                Reference.Limited ref = new Reference.Limited(p, depth, evaluation);
                for (MoveOrdering order : new MoveOrdering[] {MoveOrdering.NATURAL, centre}) {
                    String orderName = order == MoveOrdering.NATURAL ? "natural" : "centre-first";
                    long minimaxLeaves = -1;
                    for (boolean table : new boolean[] {false, true}) {
                        for (String name : Algorithms.NAMES) {
                            Search.Settings s = Search.Settings.plain().withEvaluation(evaluation).withOrdering(order)
                                    .withTable(table ? new SearchTable(1 << 17) : null);
                            SearchResult r = Algorithms.create(name, s).search(p, depth);
                            String what = label + ": " + name + " depth " + depth + " " + orderName + " table=" + table
                                    + " on " + Openings.describe(p);
                            assertThat(r.value()).as(what).isEqualTo(expected);
                            assertThat(ref.valueOf(p, r.bestMove())).as(what + " best move").isEqualTo(expected);
                            if (!table && name.equals("minimax")) {
                                minimaxLeaves = r.leaves();
                            }
                            if (!table && name.startsWith("alphabeta")) {
                                assertThat(r.leaves()).as(what + " leaves").isLessThanOrEqualTo(minimaxLeaves);
                            }
                        }
                    }
                }
            }
        }
    }
}
