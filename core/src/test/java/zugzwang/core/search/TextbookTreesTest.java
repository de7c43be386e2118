package zugzwang.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.core.game.GameState;

/**
 * Small trees worked out by hand: values, and node and leaf counts of every algorithm (natural
 * order, no table). Leaf values are for the first player (the root's "max").
 */
class TextbookTreesTest {
    /** Russell and Norvig's two-ply example (figure 5.5): value 3, alpha-beta prunes two leaves. */
    private static final String RN = "((3,12,8),(2,4,6),(14,5,2))";

    private static SearchResult run(String algorithm, TreeGame g, int depth) {
        return Algorithms.create(algorithm, Search.Settings.plain().withEvaluation(g.evaluation()))
                .search(g.start(), depth);
    }

    @ParameterizedTest(name = "{0}: value {1}, {2} nodes, {3} leaves")
    @CsvSource({
        "minimax,        3, 13, 9",
        "negamax,        3, 13, 9",
        // A: 3 leaves; B: leaf 2 <= 3 cuts; C: 14, 5, then 2 cuts
        "alphabeta,      3, 11, 7",
        "alphabeta-soft, 3, 11, 7",
        // the same tree: A in full (its leaves 12 and 8 by null windows), B and C by null windows
        "pvs,            3, 11, 7",
        // A evaluated (3), then TEST A's other leaves; TEST(B >= -3) refuted by 2; C by 2 after 14, 5
        "scout,          3, 11, 7",
    })
    void russellNorvig(String algorithm, int value, long nodes, long leaves) {
        TreeGame g = TreeGame.parseTree(RN);
        SearchResult r = run(algorithm, g, Search.EXACT);
        assertThat(r.value()).isEqualTo(value);
        assertThat(r.bestMove()).isEqualTo(0);
        assertThat(r.nodes()).isEqualTo(nodes);
        assertThat(r.leaves()).isEqualTo(leaves);
    }

    @Test
    void russellNorvigMtdfAndIterativeDeepening() {
        TreeGame g = TreeGame.parseTree(RN);
        for (String a : new String[] {"mtdf", "id"}) {
            SearchResult r = run(a, g, Search.EXACT);
            assertThat(r.value()).as(a).isEqualTo(3);
            assertThat(r.bestMove()).as(a).isEqualTo(0);
        }
        // MTD(f) from 0: pass (-1, 0) fails high with 3 after A alone (5 nodes); pass (3, 4)
        // fails low with 3 (A cut by its first leaf, B by 2, C by 2 after 14 and 5: 9 nodes)
        assertThat(run("mtdf", g, Search.EXACT).nodes()).isEqualTo(5 + 9);
        assertThat(new MtdF(Search.Settings.plain(), 3).search(g.start(), Search.EXACT).value()).isEqualTo(3);
    }

    /**
     * The worst order for PVS: the better move second. Its null-window test fails high and the
     * move is searched again: 4 nodes where alpha-beta needs 3 (SCOUT: TEST, then evaluation).
     */
    @Test
    void pvsResearchesWhenTheBestMoveComesSecond() {
        TreeGame g = TreeGame.parseTree("(1,5)");
        assertThat(run("alphabeta", g, Search.EXACT).nodes()).isEqualTo(3);
        assertThat(run("alphabeta-soft", g, Search.EXACT).nodes()).isEqualTo(3);
        for (String a : new String[] {"pvs", "scout"}) {
            SearchResult r = run(a, g, Search.EXACT);
            assertThat(r.value()).isEqualTo(5);
            assertThat(r.bestMove()).isEqualTo(1);
            assertThat(r.nodes()).as(a).isEqualTo(4);
            assertThat(r.leaves()).as(a).isEqualTo(3);
        }
        // best first: no re-search
        TreeGame h = TreeGame.parseTree("(5,1)");
        for (String a : new String[] {"alphabeta", "pvs", "scout"}) {
            assertThat(run(a, h, Search.EXACT).nodes()).as(a).isEqualTo(3);
        }
    }

    /**
     * A 3-ply tree where, in natural order, PVS and SCOUT re-search: each re-search is a node
     * entered again below a child of a principal-variation node.
     */
    @Test
    void reSearchesShowAsNodesEnteredTwice() {
        TreeGame g = TreeGame.parseTree("(((1,2),(3,4)),((5,6),(7,8)))");
        // max(min(max(1,2), max(3,4)), min(max(5,6), max(7,8))) = max(2, 6) = 6
        for (String a : Algorithms.NAMES) {
            g.resetCounts();
            SearchResult r = run(a, g, Search.EXACT);
            assertThat(r.value()).as(a).isEqualTo(6);
            assertThat(r.bestMove()).as(a).isEqualTo(1);
        }
        g.resetCounts();
        run("pvs", g, Search.EXACT);
        assertThat(g.maxEntered()).isEqualTo(2);
        g.resetCounts();
        run("alphabeta", g, Search.EXACT);
        assertThat(g.maxEntered()).isEqualTo(1);
    }

    /** Depth-limited: heuristic values at the horizon, ±WIN + value for terminal positions. */
    @Test
    void depthLimitedValuesUseTheRootPlayersEvaluationAndWinOffsets() {
        TreeGame g = TreeGame.parseTree("(4,(-2,(7)))");
        // depth 1: leaf 4 -> WIN + 4; the internal child -> its heuristic for player 0
        Evaluation e = (s, p) -> p == 0 ? 10 : -77; // only the root player's view counts
        for (String a : Algorithms.NAMES) {
            SearchResult r = Algorithms.create(a, Search.Settings.plain().withEvaluation(e)).search(g.start(), 1);
            assertThat(r.value()).as(a).isEqualTo(Evaluation.WIN + 4);
            assertThat(r.bestMove()).as(a).isEqualTo(0);
        }
        // a loss for the root seen at depth 2: -WIN - 2 on the left branch's sibling is avoided
        TreeGame h = TreeGame.parseTree("((-2,(7)),(1,3))");
        for (String a : Algorithms.NAMES) {
            SearchResult r1 = Algorithms.create(a, Search.Settings.plain().withEvaluation(e)).search(h.start(), 1);
            assertThat(r1.value()).as(a).isEqualTo(10);
            SearchResult r2 = Algorithms.create(a, Search.Settings.plain().withEvaluation(e)).search(h.start(), 2);
            assertThat(r2.value()).as(a).isEqualTo(Evaluation.WIN + 1);
            assertThat(r2.bestMove()).as(a).isEqualTo(1);
            SearchResult exact = Algorithms.create(a, Search.Settings.plain().withEvaluation(e))
                    .search(h.start(), Search.EXACT);
            assertThat(exact.value()).as(a).isEqualTo(1);
        }
    }

    @Test
    void terminalRootHasNoBestMove() {
        TreeGame g = TreeGame.parseTree("((-3))");
        GameState s = g.start();
        s.play(0);
        s.play(0); // the leaf: -3 for player 0, who is to move
        for (String a : Algorithms.NAMES) {
            for (int depth : new int[] {1, 3, Search.EXACT}) {
                SearchResult r = Algorithms.create(a, Search.Settings.plain()).search(s, depth);
                assertThat(r.value()).as(a).isEqualTo(depth == Search.EXACT ? -3 : -Evaluation.WIN - 3);
                assertThat(r.bestMove()).as(a).isEqualTo(-1);
                assertThat(r.leaves()).as(a).isPositive();
            }
            SearchResult w = Algorithms.create(a, Search.Settings.plain().withWeak(true)).search(s, Search.EXACT);
            assertThat(w.value()).as(a).isEqualTo(-1);
        }
    }
}
