package zugzwang.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Iterative deepening in exact mode may stop at the first iteration that finds the game decided
 * only where that iteration's value is the exact score: two games the API allows where a naive
 * early stop would be wrong.
 */
class IdExactTest {

    /**
     * Stopping at the first decided iteration assumes that a win scores more the earlier it comes
     * (Connect-4, the m,n,k-games: {@code Game.earlierWinsScoreMore()}). Here the root player can
     * win at once (+1) or two plies later (+5): the exact value is 5, though iteration 1 already
     * sees a win of 1. (In weak mode the early stop is right: any forced win is a win.)
     */
    @Test
    void laterWinsScoringMoreAreMissed() {
        TreeGame g = TreeGame.parseTree("(1,(5))");
        assertThat(new Minimax(Search.Settings.plain()).search(g.start(), Search.EXACT).value()).isEqualTo(5);
        assertThat(new IterativeDeepening(Search.Settings.plain().withWeak(true)).search(g.start(), Search.EXACT)
                .value()).isEqualTo(1);
        assertThat(new IterativeDeepening(Search.Settings.plain()).search(g.start(), Search.EXACT).value())
                .isEqualTo(5);
    }

    /**
     * In exact mode the iterations value their horizon with the settings' evaluation, which may
     * lie anywhere in (-WIN, WIN) ({@link Evaluation#WIN}): a "decided" test of |value| &ge; WIN / 2
     * would take an evaluation of 600,000 for a decided game and return 600,000 - WIN. Decided
     * values are exactly those with |value| &gt; WIN ({@link Evaluation#decided}).
     */
    @Test
    void aLargeEvaluationIsTakenForADecidedGame() {
        TreeGame g = TreeGame.parseTree("(0,(1,2))"); // monotone enough: the only win is at ply 2
        Evaluation large = (s, p) -> 600_000;
        assertThat(Evaluation.WIN).isGreaterThan(600_000);
        for (String name : Algorithms.NAMES) {
            SearchResult r = Algorithms.create(name, Search.Settings.plain().withEvaluation(large))
                    .search(g.start(), Search.EXACT);
            assertThat(r.value()).as(name).isEqualTo(1);
        }
    }

    /** With the zero evaluation the same tree is right: iteration 2 reaches every leaf. */
    @Test
    void zeroEvaluationDeepensToTheEnd() {
        TreeGame g = TreeGame.parseTree("(0,(1,2))");
        SearchResult r = new IterativeDeepening(Search.Settings.plain()).search(g.start(), Search.EXACT);
        assertThat(r.value()).isEqualTo(1);
        assertThat(r.bestMove()).isEqualTo(1);
        // iteration 1: root + 2 children; iteration 2: root, leaf 0, node, its leaf 1 (cut: 1 > 0)...
        assertThat(r.nodes()).isGreaterThan(3);
    }
}
