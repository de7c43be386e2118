package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Function;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Reference;
import zugzwang.core.search.TreeGame;

/**
 * Proof-number search and PN² on random trees against {@link Reference.Exact}: for both attackers
 * and both goals, WIN is proved iff the exact value for the attacker is above 0 and
 * AT_LEAST_DRAW iff it is at least 0; a proving move at an OR root keeps the goal; the state is
 * restored. Trees with many ties (values in [-2, 2]) and Connect-4-like trees; DAG mode (the tree
 * game's exact keys) and tree mode; uniform and mobility initialisation.
 */
class ProofNumberSearchRandomTest {

    /** Checks one search on random trees of several shapes; returns the nodes created. */
    static long checkRandomTrees(Function<ProofLimits, ProofSearch> factory, boolean asTree, int seeds) {
        ProofSearch search = factory.apply(ProofLimits.defaults()); // reused: nothing may be left behind
        long total = 0;
        for (int seed = 0; seed < seeds; seed++) {
            int shape = seed % 4;
            TreeGame g = switch (shape) {
                case 0 -> TreeGame.random(seed, 6, 3, 0.8, 2);
                case 1 -> TreeGame.random(seed, 7, 4, 0.6, 0);
                case 2 -> TreeGame.random(seed, 4, 6, 0.9, 1);
                default -> TreeGame.random(seed, 9, 2, 0.9, 3);
            };
            GameState s = asTree ? new ProofNumberSearchTreeMode(g).start() : g.start();
            Reference.Exact exact = new Reference.Exact(false);
            int v0 = exact.value(g.start()); // for player 0, to move at the root
            for (int attacker = 0; attacker < 2; attacker++) {
                int v = attacker == 0 ? v0 : -v0;
                for (Goal goal : Goal.values()) {
                    ProofResult r = search.prove(s, attacker, goal);
                    String what = "seed " + seed + " attacker " + attacker + " " + goal + " value " + v;
                    assertThat(r.outcome()).as(what)
                            .isEqualTo(goal.achievedBy(v) ? Outcome.PROVED : Outcome.DISPROVED);
                    assertThat(s.ply()).isZero();
                    assertThat(s.key()).isEqualTo(0);
                    if (attacker == 0 && r.outcome() == Outcome.PROVED) {
                        assertThat(goal.achievedBy(exact.valueOf(g.start(), r.move()))).as(what).isTrue();
                    } else {
                        assertThat(r.move()).isEqualTo(-1);
                    }
                    assertThat(r.maxTreeSize()).isLessThanOrEqualTo(r.created());
                    total += r.created();
                }
            }
        }
        return total;
    }

    @Test
    void pnUniformAsDag() {
        checkRandomTrees(ProofNumberSearch::new, false, 1500);
    }

    @Test
    void pnUniformAsTree() {
        checkRandomTrees(ProofNumberSearch::new, true, 1500);
    }

    @Test
    void pnMobility() {
        checkRandomTrees(l -> new ProofNumberSearch(l, ProofNumberInit.MOBILITY), false, 400);
        checkRandomTrees(l -> new ProofNumberSearch(l, ProofNumberInit.MOBILITY), true, 400);
    }

    /** A skewed initialisation (large, uneven numbers) still gives exact outcomes. */
    @Test
    void pnOddInitialisation() {
        ProofNumberInit odd = (state, or, moves, out) -> {
            out[0] = or ? 1 : 1000L * moves;
            out[1] = 7 + state.ply();
        };
        checkRandomTrees(l -> new ProofNumberSearch(l, odd), false, 200);
    }
}
