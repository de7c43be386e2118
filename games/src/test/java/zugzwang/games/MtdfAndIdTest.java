package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.IterativeDeepening;
import zugzwang.core.search.MtdF;
import zugzwang.core.search.Reference;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.WindowEvaluation;
import zugzwang.games.mnk.MnkGame;

/**
 * MTD(f) from any first guess, and iterative deepening, with and without a table: the same values
 * as the reference in exact and depth-limited mode, and best moves worth them.
 */
class MtdfAndIdTest {
    private static final int[] SMALL_GUESSES = {0, 1, -1, 3, -4, 100, -100};

    private static List<GameState> everyTicTacToePosition() {
        List<GameState> out = new ArrayList<>();
        collect(MnkGame.ticTacToe().start(), new HashSet<>(), out);
        return out;
    }

    private static void collect(GameState s, Set<Long> seen, List<GameState> out) {
        if (!seen.add(s.key())) {
            return;
        }
        out.add(s.copy());
        int[] moves = new int[9];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            collect(s, seen, out);
            s.undo();
        }
    }

    @Test
    void mtdfFromAnyGuessOnEveryTicTacToePosition() {
        Reference.Exact ref = new Reference.Exact(false);
        SearchTable table = new SearchTable(1 << 16);
        for (GameState p : everyTicTacToePosition()) {
            int expected = ref.value(p);
            for (int g : SMALL_GUESSES) {
                for (boolean withTable : new boolean[] {false, true}) {
                    table.clear();
                    SearchResult r = new MtdF(Search.Settings.plain().withTable(withTable ? table : null), g)
                            .search(p, Search.EXACT);
                    String what = "guess " + g + " table=" + withTable + " on " + Openings.describe(p);
                    assertThat(r.value()).as(what).isEqualTo(expected);
                    if (!p.isTerminal()) {
                        assertThat(ref.valueOf(p, r.bestMove())).as(what + " best move").isEqualTo(expected);
                    }
                }
                SearchResult w = new MtdF(Search.Settings.plain().withWeak(true), g).search(p, Search.EXACT);
                assertThat(w.value()).isEqualTo(Integer.signum(expected));
            }
        }
    }

    @Test
    void mtdfFromAnyGuessOnConnect4x4() {
        Connect4Game game = new Connect4Game(Board.of(4, 4));
        Reference.Exact ref = new Reference.Exact(false);
        for (GameState p : Openings.random(game, 16, 60, 3, 12, false)) {
            int expected = ref.value(p);
            for (int g : new int[] {0, expected, expected + 1, expected - 1, 8, -8, 1000}) {
                SearchResult r = new MtdF(Search.Settings.plain().withTable(new SearchTable(1 << 18))
                        .withOrdering(game.centreFirst()), g).search(p, Search.EXACT);
                assertThat(r.value()).as("guess " + g + " on " + Openings.describe(p)).isEqualTo(expected);
                assertThat(ref.valueOf(p, r.bestMove())).isEqualTo(expected);
            }
        }
    }

    @Test
    void mtdfFromAnyGuessDepthLimited() {
        Connect4Game game = new Connect4Game(Board.STANDARD);
        Evaluation e = new WindowEvaluation(Board.STANDARD);
        for (GameState p : Openings.random(game, 17, 6, 0, 12, true)) {
            for (int depth = 1; depth <= 4; depth++) {
                Reference.Limited ref = new Reference.Limited(p, depth, e);
                int expected = ref.value(p);
                int[] guesses = {0, expected, expected - 1, expected + 1, expected + 50, -expected, Evaluation.WIN,
                    -Evaluation.WIN - 30, 12345};
                for (int g : guesses) {
                    for (boolean table : new boolean[] {false, true}) {
                        SearchResult r = new MtdF(Search.Settings.plain().withEvaluation(e)
                                .withTable(table ? new SearchTable(1 << 17) : null), g).search(p, depth);
                        String what = "depth " + depth + " guess " + g + " table=" + table + " on " + Openings.describe(p);
                        assertThat(r.value()).as(what).isEqualTo(expected);
                        assertThat(ref.valueOf(p, r.bestMove())).as(what + " best move").isEqualTo(expected);
                    }
                }
            }
        }
    }

    /** Iterative deepening to depth d is a depth-d search; its node count includes every iteration. */
    @Test
    void iterativeDeepeningWithAndWithoutTable() {
        Connect4Game game = new Connect4Game(Board.STANDARD);
        Evaluation e = new WindowEvaluation(Board.STANDARD);
        for (GameState p : Openings.random(game, 18, 6, 0, 12, true)) {
            long previous = 0;
            for (int depth = 1; depth <= 5; depth++) {
                Reference.Limited ref = new Reference.Limited(p, depth, e);
                int expected = ref.value(p);
                for (boolean table : new boolean[] {false, true}) {
                    SearchResult r = new IterativeDeepening(Search.Settings.plain().withEvaluation(e)
                            .withOrdering(game.centreFirst()).withTable(table ? new SearchTable(1 << 17) : null))
                            .search(p, depth);
                    assertThat(r.value()).isEqualTo(expected);
                    assertThat(ref.valueOf(p, r.bestMove())).isEqualTo(expected);
                    if (!table) {
                        assertThat(r.nodes()).isGreaterThan(previous); // iterations 1..d
                        previous = r.nodes();
                    }
                }
            }
        }
    }
}
