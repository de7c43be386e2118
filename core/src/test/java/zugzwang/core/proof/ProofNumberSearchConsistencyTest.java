package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.TreeGame;

/**
 * The tree's invariants after searches stopped at every stage (node budgets 1, 2, ... ) and
 * after complete ones, in DAG and tree mode: every expanded node's numbers follow from its
 * children's (Table 2.3, saturating); a solved node other than the root has no children left
 * (deletion); exactly the nodes reachable from the root are live (nothing leaked, nothing freed
 * too soon); every node's parent list is exactly the edges that reach it; a DAG has no two nodes
 * for one key.
 */
class ProofNumberSearchConsistencyTest {

    /** Walks the tree from the root and checks the invariants. */
    static void check(ProofNumberSearch search) {
        ProofTree t = search.tree;
        int root = search.root;
        Map<Integer, Integer> incoming = new HashMap<>();
        Map<Long, Integer> byKey = new HashMap<>();
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        todo.add(root);
        seen.add(root);
        while (!todo.isEmpty()) {
            int x = todo.poll();
            if (t.dag()) {
                Integer other = byKey.put(t.key[x], x);
                assertThat(other).as("one node per key").isNull();
                assertThat(t.queued[x]).isZero();
            }
            assertThat(t.pn[x] == ProofNumbers.INFINITY).as("pn ∞ iff dn 0").isEqualTo(t.dn[x] == 0);
            int n = t.childCount[x];
            if (n == 0) {
                continue;
            }
            assertThat(x == root || !t.solved(x)).as("solved node %d keeps children", x).isTrue();
            long min = ProofNumbers.INFINITY;
            long sum = 0;
            for (int e = t.firstEdge[x]; e < t.firstEdge[x] + n; e++) {
                int c = t.edgeChild[e];
                incoming.merge(c, 1, Integer::sum);
                long a = t.isOr(x) ? t.pn[c] : t.dn[c];
                long b = t.isOr(x) ? t.dn[c] : t.pn[c];
                min = Math.min(min, a);
                long s = ProofNumbers.add(sum, b);
                sum = s == ProofNumbers.INFINITY && sum != s && b != s ? s - 1 : s;
                if (seen.add(c)) {
                    todo.add(c);
                }
            }
            assertThat(t.isOr(x) ? t.pn[x] : t.dn[x]).as("min at %d", x).isEqualTo(min);
            assertThat(t.isOr(x) ? t.dn[x] : t.pn[x]).as("sum at %d", x).isEqualTo(sum);
        }
        assertThat(t.live()).as("live nodes are the reachable ones").isEqualTo(seen.size());
        for (int x : seen) {
            int parents = t.parent[x] >= 0 ? 1 : 0;
            for (int l = t.moreParents[x]; l >= 0; l = t.linkNext[l]) {
                parents++;
            }
            assertThat(parents).as("parents of %d", x).isEqualTo(incoming.getOrDefault(x, 0));
        }
    }

    private static void everyStage(GameState s, int attacker, Goal goal, int maxNodes) {
        for (int budget = 1; budget <= maxNodes; budget += 1 + budget / 8) {
            ProofNumberSearch search = new ProofNumberSearch(new ProofLimits(budget, 1 << 22));
            ProofResult r = search.prove(s, attacker, goal);
            check(search);
            if (r.outcome() != Outcome.UNKNOWN) {
                return;
            }
        }
    }

    @Test
    void nimDagAndTree() {
        Nim nim = new Nim(3, 4, 3, 3);
        for (GameState s : new GameState[] {nim.start(), nim.declaredHistoryDependent().start(), nim.parse("4")}) {
            for (int attacker = 0; attacker < 2; attacker++) {
                for (Goal goal : Goal.values()) {
                    everyStage(s, attacker, goal, 1 << 14);
                }
            }
        }
    }

    @Test
    void randomTrees() {
        for (int seed = 0; seed < 60; seed++) {
            TreeGame g = TreeGame.random(seed, 6, 4, 0.8, 2);
            for (GameState s : new GameState[] {g.start(), new ProofNumberSearchTreeMode(g).start()}) {
                everyStage(s, seed & 1, seed % 3 == 0 ? Goal.WIN : Goal.AT_LEAST_DRAW, 1 << 12);
            }
        }
    }

    @Test
    void mobilityOnNim() {
        Nim nim = new Nim(2, 3, 3, 2, 2);
        ProofNumberSearch search = new ProofNumberSearch(ProofLimits.defaults(), ProofNumberInit.MOBILITY);
        for (int budget = 1; budget < 5000; budget += 37) {
            ProofNumberSearch limited = new ProofNumberSearch(new ProofLimits(budget, 1 << 22), ProofNumberInit.MOBILITY);
            limited.prove(nim.start(), 1, Goal.WIN);
            check(limited);
        }
        search.prove(nim.start(), 1, Goal.WIN);
        check(search);
    }
}
