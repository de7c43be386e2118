package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.Reference;

/**
 * Nim, a game with transpositions: the searches build a DAG (exact keys, no history dependence);
 * the same game declared history-dependent makes them build a plain tree. Both give the exact
 * answer of {@link Reference.Exact} for both attackers and both goals, from the start and from
 * positions a few moves in; the DAG creates fewer nodes.
 */
class ProofNumberSearchNimTest {

    private static Nim nim(String heaps, int take) {
        return new Nim(take, java.util.Arrays.stream(heaps.split(" ")).mapToInt(Integer::parseInt).toArray());
    }

    @ParameterizedTest(name = "heaps {0}, take {1}")
    @CsvSource({
        "3 3, 2",
        "2 3 4, 2",
        "4 4 1, 3",
        "5 3 2, 3",
        "1 2 3 1, 2",
    })
    void dagAndTreeAgreeWithTheReference(String heaps, int take) {
        Nim dagGame = nim(heaps, take);
        Nim treeGame = dagGame.declaredHistoryDependent();
        for (ProofNumberInit init : new ProofNumberInit[] {ProofNumberInit.UNIFORM, ProofNumberInit.MOBILITY}) {
            ProofSearch search = new ProofNumberSearch(ProofLimits.defaults(), init);
            ProofSearch pn2 = new Pn2Search(ProofLimits.defaults(), init);
            long dagNodes = 0;
            long treeNodes = 0;
            for (String opening : new String[] {"", "0", "2", "02"}) {
                GameState dag = dagGame.parse(opening);
                GameState tree = treeGame.parse(opening);
                int v = new Reference.Exact(false).value(dag.copy()); // for the player to move
                for (int attacker = 0; attacker < 2; attacker++) {
                    int va = attacker == dag.player() ? v : -v;
                    for (Goal goal : Goal.values()) {
                        Outcome expected = goal.achievedBy(va) ? Outcome.PROVED : Outcome.DISPROVED;
                        String what = heaps + " after '" + opening + "' attacker " + attacker + " " + goal;
                        long key = dag.key();
                        ProofResult a = search.prove(dag, attacker, goal);
                        ProofResult b = search.prove(tree, attacker, goal);
                        ProofResult c = pn2.prove(dag, attacker, goal);
                        ProofResult d = pn2.prove(tree, attacker, goal);
                        assertThat(a.outcome()).as("dag " + what).isEqualTo(expected);
                        assertThat(b.outcome()).as("tree " + what).isEqualTo(expected);
                        assertThat(c.outcome()).as("pn2 dag " + what).isEqualTo(expected);
                        assertThat(d.outcome()).as("pn2 tree " + what).isEqualTo(expected);
                        assertThat(dag.key()).isEqualTo(key);
                        assertThat(dag.ply()).isEqualTo(opening.length());
                        assertThat(tree.ply()).isEqualTo(opening.length());
                        if (attacker == dag.player() && expected == Outcome.PROVED) {
                            for (ProofResult r : new ProofResult[] {a, b, c, d}) {
                                dag.play(r.move());
                                int after = -new Reference.Exact(false).value(dag.copy());
                                dag.undo();
                                assertThat(goal.achievedBy(after)).as("move of " + what).isTrue();
                            }
                        }
                        dagNodes += a.created();
                        treeNodes += b.created();
                    }
                }
            }
            assertThat(dagNodes).as("transpositions save nodes").isLessThan(treeNodes);
        }
    }
}
