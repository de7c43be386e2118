package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.Reference;
import zugzwang.core.search.TreeGame;

/**
 * Budgets, cancellation, saturating numbers and the deletion of solved subtrees, for PN and PN²
 * (parameter "pn" or "pn2"), in DAG and tree mode.
 */
class ProofNumberSearchLimitsTest {

    private static Function<ProofLimits, ProofSearch> factory(String name) {
        return name.equals("pn") ? ProofNumberSearch::new : Pn2Search::new;
    }

    private static final Nim BIG = new Nim(3, 6, 6, 6, 6);

    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void theNodeBudgetStopsTheSearchAndLeavesNothingBehind(String name) {
        ProofSearch search = factory(name).apply(new ProofLimits(10, 1 << 20));
        for (GameState s : new GameState[] {BIG.parse("04"), BIG.declaredHistoryDependent().parse("04")}) {
            long key = s.key();
            ProofResult r = search.prove(s, 0, Goal.WIN);
            assertThat(r.outcome()).isEqualTo(Outcome.UNKNOWN);
            assertThat(r.stopReason()).isEqualTo("node budget");
            assertThat(r.created()).isBetween(1L, 10L);
            assertThat(r.proof()).isBetween(1L, ProofNumbers.INFINITY - 1);
            assertThat(r.disproof()).isBetween(1L, ProofNumbers.INFINITY - 1);
            assertThat(r.move()).isEqualTo(-1);
            assertThat(s.key()).isEqualTo(key);
            assertThat(s.ply()).isEqualTo(2);
            // the same object then solves a small game within the budget (PN 5 nodes, PN² 7)
            ProofResult small = search.prove(TreeGame.parseTree("(-1,(1,2))").start(), 0, Goal.AT_LEAST_DRAW);
            assertThat(small.outcome()).isEqualTo(Outcome.PROVED);
            assertThat(small.move()).isEqualTo(1);
            assertThat(small.stopReason()).isNull();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void aTinyMemoryBudgetStopsTheSearchWithoutAnOutOfMemoryError(String name) {
        for (long bytes : new long[] {1024, 64 << 10}) {
            ProofSearch search = factory(name).apply(new ProofLimits(Long.MAX_VALUE, bytes));
            for (GameState s : new GameState[] {BIG.start(), BIG.declaredHistoryDependent().start()}) {
                ProofResult r = search.prove(s, 1, Goal.AT_LEAST_DRAW);
                assertThat(r.outcome()).as("%d bytes", bytes).isEqualTo(Outcome.UNKNOWN);
                assertThat(r.stopReason()).isEqualTo("memory");
                assertThat(r.proof()).isBetween(1L, ProofNumbers.INFINITY - 1);
                assertThat(s.ply()).isZero();
                assertThat(s.key()).isEqualTo(BIG.start().key());
            }
            if (search instanceof ProofNumberSearch pn) {
                assertThat(pn.tree.bytes()).isLessThanOrEqualTo(bytes);
            }
            // then a small game fits
            ProofResult small = search.prove(TreeGame.parseTree("((1,-1),(0,2))").start(), 1, Goal.WIN);
            assertThat(small.outcome()).isEqualTo(Outcome.DISPROVED);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void cancelStopsTheSearch(String name) {
        AtomicInteger calls = new AtomicInteger();
        ProofSearch[] holder = new ProofSearch[1];
        ProofNumberInit cancelling = (state, or, moves, out) -> {
            if (calls.incrementAndGet() == 200) {
                holder[0].cancel();
            }
            ProofNumberInit.UNIFORM.init(state, or, moves, out);
        };
        holder[0] = name.equals("pn") ? new ProofNumberSearch(ProofLimits.defaults(), cancelling)
                : new Pn2Search(ProofLimits.defaults(), cancelling);
        GameState s = BIG.parse("0");
        ProofResult r = holder[0].prove(s, 0, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(r.stopReason()).isEqualTo("cancelled");
        assertThat(s.ply()).isEqualTo(1);
        assertThat(holder[0].nodes()).isPositive();
        // a later search is not cancelled
        ProofResult again = holder[0].prove(TreeGame.parseTree("((1,-1),(0,2))").start(), 0, Goal.WIN);
        assertThat(again.outcome()).isEqualTo(Outcome.DISPROVED);
    }

    /**
     * A root with 3000 children all won by player 0: for attacker 1 (an AND root) the proof number
     * is the sum of 3000 infinities, saturated, exactly {@link ProofNumbers#INFINITY}; for
     * attacker 0 (an OR root) the disproof number likewise.
     */
    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void infinitiesSaturate(String name) {
        TreeGame g = TreeGame.parseTree("(" + "1,".repeat(2999) + "1)");
        ProofSearch search = factory(name).apply(ProofLimits.defaults());
        ProofResult and = search.prove(g.start(), 1, Goal.WIN);
        assertThat(and.outcome()).isEqualTo(Outcome.DISPROVED);
        assertThat(and.proof()).isEqualTo(ProofNumbers.INFINITY);
        assertThat(and.disproof()).isZero();
        ProofResult or = search.prove(g.start(), 0, Goal.WIN);
        assertThat(or.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(or.proof()).isZero();
        assertThat(or.disproof()).isEqualTo(ProofNumbers.INFINITY);
        assertThat(or.move()).isZero();
    }

    /**
     * Huge initial numbers (every new node pn = dn = ∞ - 1): every finite sum saturates (at
     * ∞ - 1), yet the selection never walks into a solved node, the outcomes stay exact and no
     * number overflows.
     */
    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void hugeNumbersNeverOverflow(String name) {
        ProofNumberInit huge = (state, or, moves, out) -> {
            out[0] = Long.MAX_VALUE;
            out[1] = Long.MAX_VALUE;
        };
        ProofSearch search = name.equals("pn") ? new ProofNumberSearch(ProofLimits.defaults(), huge)
                : new Pn2Search(ProofLimits.defaults(), huge);
        for (int seed = 0; seed < 100; seed++) {
            TreeGame g = TreeGame.random(seed, 6, 4, 0.7, 2);
            int v = new Reference.Exact(false).value(g.start());
            for (Goal goal : Goal.values()) {
                ProofResult r = search.prove(g.start(), 0, goal);
                assertThat(r.outcome()).as("seed %d", seed)
                        .isEqualTo(goal.achievedBy(v) ? Outcome.PROVED : Outcome.DISPROVED);
            }
        }
        // stopped half-way, the root's numbers are finite: within [1, INFINITY - 1]
        ProofResult stopped = (name.equals("pn") ? new ProofNumberSearch(new ProofLimits(2000, 1 << 24), huge)
                : new Pn2Search(new ProofLimits(2000, 1 << 24), huge)).prove(BIG.start(), 0, Goal.WIN);
        assertThat(stopped.outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(stopped.proof()).isBetween(1L, ProofNumbers.INFINITY - 1);
        assertThat(stopped.disproof()).isBetween(1L, ProofNumbers.INFINITY - 1);
    }

    /**
     * Deletion of solved subtrees: when an AND root is proved every child is proved, so each child
     * has lost its subtree and the tree holds just the root and its children — in a tree and in
     * a DAG (where a child is freed only when no parent holds it any more).
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void solvedSubtreesAreDeleted(boolean asTree) {
        Nim game = new Nim(2, 3, 4, 2);
        Nim g = asTree ? game.declaredHistoryDependent() : game;
        int found = 0;
        for (String opening : new String[] {"0", "1", "2", "3", "4", "5", "01", "23"}) {
            GameState s = g.parse(opening);
            int v = new Reference.Exact(false).value(s.copy()); // for the player to move
            int defender = 1 - s.player();
            if (v > 0) {
                continue; // the defender (attacker of an AND root) must be winning: v < 0
            }
            ProofNumberSearch search = new ProofNumberSearch(ProofLimits.defaults());
            ProofResult r = search.prove(s, defender, Goal.WIN);
            assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
            int[] moves = new int[g.maxMoves()];
            assertThat(search.tree.live()).as(opening).isEqualTo(1 + s.moves(moves));
            assertThat(r.maxTreeSize()).isGreaterThan(search.tree.live());
            found++;
        }
        assertThat(found).isPositive();
    }
}
