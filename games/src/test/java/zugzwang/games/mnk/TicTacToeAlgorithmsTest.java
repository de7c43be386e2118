package zugzwang.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Reference;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;

/**
 * Every algorithm in exact mode on every reachable position of tic-tac-toe, against memoised
 * negamax: strong and weak, table off and on (a fresh table per search), natural and centre-first
 * order; and the best move each returns.
 */
class TicTacToeAlgorithmsTest {
    private static final MnkGame GAME = MnkGame.ticTacToe();
    private static List<GameState> positions;

    @BeforeAll
    static void enumerate() {
        positions = new ArrayList<>();
        collect(GAME.start(), new HashSet<>(), positions);
    }

    /** Depth-first with play/undo; a position is kept once (by key) and not expanded if terminal. */
    private static void collect(GameState s, Set<Long> seen, List<GameState> out) {
        if (!seen.add(s.key())) {
            return;
        }
        out.add(s.copy());
        int[] moves = new int[GAME.maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            collect(s, seen, out);
            s.undo();
        }
    }

    @Test
    void thereAre5478ReachablePositions() {
        assertThat(positions).hasSize(5478);
        // the keys are exact: the diagrams (with the side to move) are as many
        Set<String> diagrams = new HashSet<>();
        for (GameState p : positions) {
            diagrams.add(p + "/" + p.player());
        }
        assertThat(diagrams).hasSize(5478);
        assertThat(positions.stream().filter(GameState::isTerminal).count()).isEqualTo(958);
    }

    @Test
    void theEmptyBoardIsADraw() {
        assertThat(new Reference.Exact(false).value(GAME.start())).isZero();
        for (String name : Algorithms.NAMES) {
            assertThat(Algorithms.create(name, Search.Settings.plain()).search(GAME.start(), Search.EXACT).value())
                    .as(name).isZero();
        }
    }

    @Test
    void everyAlgorithmOnEveryPosition() {
        MoveOrdering[] orders = {MoveOrdering.NATURAL, GAME.centreFirst()};
        long searches = 0;
        for (boolean weak : new boolean[] {false, true}) {
            Reference.Exact ref = new Reference.Exact(weak);
            for (GameState p : positions) {
                int expected = ref.value(p);
                long key = p.key();
                for (MoveOrdering order : orders) {
                    for (boolean table : new boolean[] {false, true}) {
                        for (String name : Algorithms.NAMES) {
                            Search.Settings s = Search.Settings.plain().withWeak(weak).withOrdering(order)
                                    .withTable(table ? new SearchTable(1 << 14) : null);
                            SearchResult r = Algorithms.create(name, s).search(p, Search.EXACT);
                            searches++;
                            if (r.value() != expected) {
                                throw new AssertionError(name + " weak=" + weak + " table=" + table + " order="
                                        + (order == MoveOrdering.NATURAL ? "natural" : "centre") + " on\n" + p
                                        + "\nvalue " + r.value() + ", expected " + expected);
                            }
                            if (p.isTerminal()) {
                                assertThat(r.bestMove()).isEqualTo(-1);
                            } else if (ref.valueOf(p, r.bestMove()) != expected) {
                                throw new AssertionError(name + " best move " + (r.bestMove() + 1) + " worth "
                                        + ref.valueOf(p, r.bestMove()) + ", not " + expected + " on\n" + p);
                            }
                            assertThat(p.key()).isEqualTo(key);
                        }
                    }
                }
            }
        }
        assertThat(searches).isEqualTo(5478L * 2 * 2 * 2 * Algorithms.NAMES.size());
    }
}
