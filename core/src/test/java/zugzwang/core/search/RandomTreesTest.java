package zugzwang.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;

/**
 * Every algorithm against an independent memoised negamax on random game trees (many ties: leaf
 * values in a small range), in exact and depth-limited mode, strong and weak, without a table,
 * with a large one and with a tiny one (constant replacement), under several move orders; and the
 * node-count claims: alpha-beta visits no more leaves than minimax, and under a perfect order PVS
 * and SCOUT visit no more nodes than alpha-beta and never search a node twice.
 */
class RandomTreesTest {
    private static final int TREES = 300;

    private static TreeGame tree(int i) {
        long seed = 1000L + i;
        int maxDepth = 2 + i % 5;                 // 2..6
        int branching = maxDepth >= 6 ? 3 : 4;
        double pInternal = 0.55 + 0.1 * (i % 4);  // 0.55..0.85
        int range = i % 4 == 0 ? 20 : i % 4 == 1 ? 2 : i % 4 == 2 ? 1 : 0; // 0: Connect-4-like scores
        return TreeGame.random(seed, maxDepth, branching, pInternal, range);
    }

    /**
     * Whether wins score more the earlier they come and losses the later (as in Connect-4): the
     * trees of range 0. Iterative deepening's exact mode relies on it (see IdExactTest).
     */
    private static boolean monotone(int i) {
        return i % 4 == 3;
    }

    private static Map<String, MoveOrdering> orderings(TreeGame g, MoveOrdering perfect) {
        Map<String, MoveOrdering> m = new LinkedHashMap<>();
        m.put("natural", MoveOrdering.NATURAL);
        m.put("perfect", g.uncounted(perfect));
        m.put("worst", g.uncounted(Reference.reversed(perfect)));
        m.put("scrambled", Orderings.scrambled(7));
        return m;
    }

    private static SearchTable[] tables() {
        return new SearchTable[] {null, new SearchTable(1 << 16), new SearchTable(4 * SearchTable.ENTRY_BYTES)};
    }

    @Test
    void exactValuesAndBestMovesAgreeWithNegamax() {
        for (int i = 0; i < TREES; i++) {
            TreeGame g = tree(i);
            for (boolean weak : new boolean[] {false, true}) {
                Reference.Exact ref = new Reference.Exact(weak);
                GameState root = g.start();
                int expected = ref.value(root);
                for (Map.Entry<String, MoveOrdering> o : orderings(g, ref.ordering()).entrySet()) {
                    for (SearchTable table : tables()) {
                        for (String name : Algorithms.NAMES) {
                            if (name.equals("id") && !weak && !monotone(i)) {
                                continue; // IdExactTest.laterWinsScoringMoreAreMissed
                            }
                            if (table != null) {
                                table.clear();
                            }
                            Search.Settings settings = Search.Settings.plain().withWeak(weak)
                                    .withOrdering(o.getValue()).withTable(table)
                                    .withEvaluation(g.evaluation()); // ignored in exact mode
                            SearchResult r = Algorithms.create(name, settings).search(root, Search.EXACT);
                            String what = name + " tree " + i + " weak=" + weak + " order=" + o.getKey()
                                    + " table=" + (table == null ? "none" : table.capacity());
                            assertThat(r.value()).as(what).isEqualTo(expected);
                            assertThat(r.depth()).isEqualTo(Search.EXACT);
                            assertThat(ref.valueOf(root, r.bestMove())).as(what + " best move").isEqualTo(expected);
                            assertThat(root.ply()).isZero();
                            assertThat(root.key()).isZero();
                        }
                    }
                }
            }
        }
    }

    @Test
    void depthLimitedValuesAgreeWithNegamax() {
        for (int i = 0; i < TREES; i++) {
            TreeGame g = tree(i);
            GameState root = g.start();
            for (Evaluation e : new Evaluation[] {g.evaluation(), Evaluation.ZERO}) {
                for (int depth = 1; depth <= 5; depth++) {
                    Reference.Limited ref = new Reference.Limited(root, depth, e);
                    int expected = ref.value(root);
                    Map<String, MoveOrdering> orders = orderings(g, ref.ordering());
                    orders.remove("worst");
                    for (Map.Entry<String, MoveOrdering> o : orders.entrySet()) {
                        for (SearchTable table : tables()) {
                            for (String name : Algorithms.NAMES) {
                                if (table != null) {
                                    table.clear();
                                }
                                Search.Settings settings = Search.Settings.plain().withEvaluation(e)
                                        .withOrdering(o.getValue()).withTable(table);
                                SearchResult r = Algorithms.create(name, settings).search(root, depth);
                                String what = name + " tree " + i + " depth " + depth + " order=" + o.getKey()
                                        + " table=" + (table == null ? "none" : table.capacity());
                                assertThat(r.value()).as(what).isEqualTo(expected);
                                assertThat(r.depth()).isEqualTo(depth);
                                assertThat(ref.valueOf(root, r.bestMove())).as(what + " best move")
                                        .isEqualTo(expected);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void alphaBetaVisitsNoMoreLeavesThanMinimax() {
        for (int i = 0; i < TREES; i++) {
            TreeGame g = tree(i);
            GameState root = g.start();
            Reference.Exact ref = new Reference.Exact(false);
            for (Map.Entry<String, MoveOrdering> o : orderings(g, ref.ordering()).entrySet()) {
                Search.Settings s = Search.Settings.plain().withOrdering(o.getValue());
                SearchResult mm = new Minimax(s).search(root, Search.EXACT);
                for (String name : new String[] {"alphabeta", "alphabeta-soft"}) {
                    SearchResult ab = Algorithms.create(name, s).search(root, Search.EXACT);
                    assertThat(ab.leaves()).as(name + " tree " + i + " " + o.getKey()).isLessThanOrEqualTo(mm.leaves());
                    assertThat(ab.nodes()).as(name + " tree " + i + " " + o.getKey()).isLessThanOrEqualTo(mm.nodes());
                }
                // minimax and negamax: the whole tree, every node once
                assertThat(mm.nodes()).isEqualTo(g.size());
                assertThat(new Negamax(s).search(root, Search.EXACT).nodes()).isEqualTo(g.size());
            }
        }
    }

    /**
     * Under the perfect order (best move first everywhere, ties in the game's order), table off:
     * PVS and SCOUT never search a node twice (no re-search, no evaluation after a TEST) and
     * visit no more nodes than either alpha-beta. Checked in exact mode (strong and weak values)
     * and in depth-limited mode with the tree's heuristic.
     */
    @Test
    void underPerfectOrderPvsAndScoutVisitNoMoreThanAlphaBeta() {
        for (int i = 0; i < TREES; i++) {
            TreeGame g = tree(i);
            GameState root = g.start();
            for (int mode = 0; mode < 5; mode++) {
                MoveOrdering perfect;
                int depth;
                boolean weak = mode == 1;
                if (mode <= 1) {
                    perfect = new Reference.Exact(weak).ordering();
                    depth = Search.EXACT;
                } else {
                    depth = mode; // 2, 3, 4
                    perfect = new Reference.Limited(root, depth, g.evaluation()).ordering();
                }
                Search.Settings s = Search.Settings.plain().withOrdering(g.uncounted(perfect))
                        .withEvaluation(g.evaluation()).withWeak(weak);
                long ab = new AlphaBeta(s).search(root, depth).nodes();
                long abSoft = new AlphaBetaFailSoft(s).search(root, depth).nodes();
                assertThat(abSoft).as("tree " + i + " mode " + mode).isEqualTo(ab);
                for (String name : new String[] {"pvs", "scout"}) {
                    g.resetCounts();
                    long n = Algorithms.create(name, s).search(root, depth).nodes();
                    String what = name + " tree " + i + " mode " + mode;
                    assertThat(g.maxEntered()).as(what + ": a node searched twice").isLessThanOrEqualTo(1);
                    assertThat(n).as(what).isLessThanOrEqualTo(ab);
                }
            }
        }
    }
}
