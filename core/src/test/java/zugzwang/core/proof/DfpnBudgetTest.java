package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.Reference;
import zugzwang.core.search.TreeGame;

/**
 * DF-PN under its budgets: the node budget and cancellation stop it with UNKNOWN and the state
 * restored, and the same object then answers another question correctly; a tiny table never
 * gives a wrong answer (only more work, or UNKNOWN at the node budget).
 */
class DfpnBudgetTest {
    private static final ProofLimits BIG = new ProofLimits(Long.MAX_VALUE, 16L << 20);

    /** A Nim position after two moves, so that "restored" means more than "back at the start". */
    private static GameState midGame(Nim nim) {
        GameState s = nim.start();
        s.play(0);
        s.play(nim.maxMoves() - 1);
        return s;
    }

    @Test
    void theNodeBudgetStopsWithUnknownAndRestoresTheState() {
        Nim nim = new Nim(3, 7, 6, 5, 4);
        GameState s = midGame(nim);
        long key = s.key();
        int ply = s.ply();
        ProofResult full = new DfpnSearch(BIG).prove(s, s.player(), Goal.WIN);
        assertThat(full.outcome()).isNotEqualTo(Outcome.UNKNOWN);
        assertThat(full.created()).isGreaterThan(1000);
        for (long budget : new long[] {1, 2, 10, full.created() / 2, full.created() - 1}) {
            DfpnSearch search = new DfpnSearch(new ProofLimits(budget, 16L << 20));
            ProofResult r = search.prove(s, s.player(), Goal.WIN);
            assertThat(r.outcome()).as("budget " + budget).isEqualTo(Outcome.UNKNOWN);
            assertThat(r.stopReason()).isEqualTo("node budget");
            assertThat(r.move()).isEqualTo(-1);
            assertThat(r.created()).isLessThanOrEqualTo(budget + 1);
            // the root's own numbers: unsolved (not a descendant's, which may be solved)
            assertThat(r.proof()).as("budget " + budget).isPositive().isLessThan(ProofNumbers.INFINITY);
            assertThat(r.disproof()).as("budget " + budget).isPositive().isLessThan(ProofNumbers.INFINITY);
            assertThat(s.key()).isEqualTo(key);
            assertThat(s.ply()).isEqualTo(ply);
            // the same object, another game and question: correct
            TreeGame g = TreeGame.parseTree("((3,12,8),(2,4,6),(14,5,2))");
            ProofResult other = search.prove(g.start(), 1, Goal.AT_LEAST_DRAW);
            if (budget >= 2) {
                assertThat(other.outcome()).isEqualTo(Outcome.DISPROVED);
            }
            // and the interrupted question, asked again on a big budget by a fresh search, is decided
        }
        ProofResult exact = new DfpnSearch(new ProofLimits(full.created(), 16L << 20)).prove(s, s.player(), Goal.WIN);
        assertThat(exact.outcome()).isEqualTo(full.outcome());
    }

    @Test
    void cancelStopsWithUnknownAndRestoresTheState() {
        Nim nim = new Nim(3, 7, 6, 5, 4);
        GameState s = midGame(nim);
        long key = s.key();
        AtomicInteger calls = new AtomicInteger();
        DfpnSearch[] holder = new DfpnSearch[1];
        // an init that cancels the search after a while: deterministic, no second thread needed
        ProofNumberInit cancelling = (state, orNode, moves, out) -> {
            if (calls.incrementAndGet() == 3000) {
                holder[0].cancel();
            }
            ProofNumberInit.UNIFORM.init(state, orNode, moves, out);
        };
        holder[0] = new DfpnSearch(BIG, cancelling);
        ProofResult r = holder[0].prove(s, 0, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(r.stopReason()).isEqualTo("cancelled");
        assertThat(s.key()).isEqualTo(key);
        assertThat(s.ply()).isEqualTo(2);
        // a new prove call is not cancelled
        Reference.Exact ref = new Reference.Exact(true);
        ProofResult again = holder[0].prove(nim.start(), 1, Goal.WIN);
        DfpnSearchTest.check(again, ref, nim.start(), 1, Goal.WIN, "after cancel");
    }

    @Test
    void aTinyTableNeverGivesAWrongAnswer() {
        // 1 KiB: 32 entries, replaced all the time
        ProofLimits tiny = new ProofLimits(2_000_000, 1024);
        int decided = 0;
        for (Nim nim : List.of(new Nim(2, 3, 2, 2), new Nim(3, 4, 3), new Nim(1, 2, 2, 2, 1), new Nim(3, 5, 4, 3))) {
            Reference.Exact ref = new Reference.Exact(true);
            for (GameState p : DfpnSearchTest.reachable(nim)) {
                for (DfpnSearch search : List.of(new DfpnSearch(tiny), new DfpnSearch(tiny, ProofNumberInit.MOBILITY, 0.25))) {
                    for (int attacker = 0; attacker < 2; attacker++) {
                        for (Goal goal : Goal.values()) {
                            ProofResult r = search.prove(p, attacker, goal);
                            assertThat(r.maxTreeSize()).isLessThanOrEqualTo(32);
                            if (r.outcome() == Outcome.UNKNOWN) {
                                assertThat(r.stopReason()).isEqualTo("node budget");
                            } else {
                                DfpnSearchTest.check(r, ref, p, attacker, goal, nim.name() + " tiny");
                                decided++;
                            }
                        }
                    }
                }
            }
        }
        assertThat(decided).isGreaterThan(1000);
        for (int i = 0; i < 100; i++) {
            TreeGame g = TreeGame.random(77L + i, 7, 3, 0.8, 1);
            Reference.Exact ref = new Reference.Exact(true);
            for (Goal goal : Goal.values()) {
                ProofResult r = new DfpnSearch(tiny).prove(g.start(), 0, goal);
                if (r.outcome() != Outcome.UNKNOWN) {
                    DfpnSearchTest.check(r, ref, g.start(), 0, goal, "tree " + i);
                }
            }
        }
    }

    @Test
    void aGameTooDeepForTheStackStopsWithMemoryAndRestoresTheState() {
        // one heap, one token per move: a single line of 300,000 plies (deeper than any thread stack)
        Nim nim = new Nim(1, 300_000);
        GameState s = nim.start();
        s.play(0);
        DfpnSearch search = new DfpnSearch(BIG);
        ProofResult r = search.prove(s, 0, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(r.stopReason()).isEqualTo("memory");
        assertThat(s.ply()).isEqualTo(1);
        // the same object still works on a game of reasonable depth
        Nim small = new Nim(1, 9);
        ProofResult ok = search.prove(small.start(), 0, Goal.WIN);
        assertThat(ok.outcome()).isEqualTo(Outcome.PROVED); // 9 tokens: the first player takes the last
    }

    @Test
    void theTableStaysWithinItsBudget() {
        DfpnTable t = new DfpnTable(64 * DfpnTable.ENTRY_BYTES + 5);
        assertThat(t.maxCapacity()).isEqualTo(64);
        for (long k = 0; k < 10_000; k++) {
            t.store(k * 7919, k + 1, k + 2, -1, k % 13 + 1);
            assertThat(t.used()).isLessThanOrEqualTo(64);
        }
        assertThat(t.capacity()).isEqualTo(64);
        assertThat(t.used()).isEqualTo(64);
    }
}
