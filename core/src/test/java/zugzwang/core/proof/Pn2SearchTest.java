package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.TreeGame;

/**
 * PN²: exact outcomes on random trees (against the reference, as for PN), its name, the
 * two-level bookkeeping worked out by hand, and its point: fewer nodes held at once than PN.
 */
class Pn2SearchTest {

    @Test
    void randomTreesAsDag() {
        ProofNumberSearchRandomTest.checkRandomTrees(Pn2Search::new, false, 400);
    }

    @Test
    void randomTreesAsTree() {
        ProofNumberSearchRandomTest.checkRandomTrees(Pn2Search::new, true, 400);
    }

    @Test
    void randomTreesWithMobility() {
        ProofNumberSearchRandomTest.checkRandomTrees(l -> new Pn2Search(l, ProofNumberInit.MOBILITY), false, 200);
        ProofNumberSearchRandomTest.checkRandomTrees(l -> new Pn2Search(l, ProofNumberInit.MOBILITY), true, 200);
    }

    @Test
    void names() {
        assertThat(new Pn2Search(ProofLimits.defaults()).name()).isEqualTo("pn2");
        assertThat(new ProofNumberSearch(ProofLimits.defaults()).name()).isEqualTo("pn");
    }

    /**
     * The textbook tree ((1,-1),(0,2)), attacker 0, AT_LEAST_DRAW. First level 1 node: the second
     * level develops the root only (2 nodes), which the first level copies (2). First level 3
     * nodes: the second level develops the left child (2 nodes, disproved: a solved leaf of the
     * first level, nothing copied), then the right child (2 nodes, proved). Created: 1 + 2 + 2 +
     * 2 + 2 = 9; expanded: 3.
     */
    @Test
    void twoByTwoByHand() {
        ProofResult r = new Pn2Search(ProofLimits.defaults())
                .prove(TreeGame.parseTree("((1,-1),(0,2))").start(), 0, Goal.AT_LEAST_DRAW);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.move()).isEqualTo(1);
        assertThat(r.created()).isEqualTo(9);
        assertThat(r.expanded()).isEqualTo(3);
    }

    /**
     * On a larger Nim PN² holds far fewer nodes at once than PN (measured: DAG 153 vs 294, tree
     * 286 vs 3253). (It does not always create more: here 1220 vs 307 in the DAG, but 2738 vs
     * 4958 in the tree, where the bounded second-level searches happen to focus better.)
     */
    @Test
    void tradesTimeForMemory() {
        for (Nim g : new Nim[] {new Nim(3, 5, 4, 4), new Nim(3, 5, 4, 4).declaredHistoryDependent()}) {
            GameState s = g.start();
            ProofResult pn = new ProofNumberSearch(ProofLimits.defaults()).prove(s, 0, Goal.WIN);
            ProofResult pn2 = new Pn2Search(ProofLimits.defaults()).prove(s, 0, Goal.WIN);
            assertThat(pn2.outcome()).isEqualTo(pn.outcome()).isNotEqualTo(Outcome.UNKNOWN);
            assertThat(pn2.maxTreeSize()).as(g.name()).isLessThan(pn.maxTreeSize());
        }
    }
}
