package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.GameState;
import zugzwang.core.search.TreeGame;

/**
 * Proof-number search on small trees worked out by hand (Allis' Tables 2.1–2.7, uniform
 * initialisation): outcomes for both goals and both attackers, the proving move, and the exact
 * number of nodes created and expanded, in DAG mode (the tree game's keys are exact) and in tree
 * mode (the same game declared history-dependent).
 */
class ProofNumberSearchTextbookTest {

    private static GameState start(String tree, boolean asTree) {
        TreeGame g = TreeGame.parseTree(tree);
        return asTree ? new ProofNumberSearchTreeMode(g).start() : g.start();
    }

    /**
     * ((1,-1),(0,2)), leaf values for player 0, who moves first; the value is 0. Every question
     * takes the same three developments (root, then its left child, which is solved either way,
     * then its right child): 1 + 2 + 2 + 2 = 7 nodes.
     *
     * <p>Attacker 0, WIN: the left child has a -1 (disproved), the right a 0 (disproved).
     * Attacker 0, AT_LEAST_DRAW: left disproved by -1; right has 0 and 2, both proved: move 1.
     * Attacker 1 (the root is an AND node), WIN: left child proved by -1 (a win for 1), right
     * disproved (0 and 2). AT_LEAST_DRAW: left proved, right proved by 0: proved, no move (AND).
     */
    @ParameterizedTest(name = "attacker {0} {1}: {2}, move {3}")
    @CsvSource({
        "0, WIN,           DISPROVED, -1",
        "0, AT_LEAST_DRAW, PROVED,     1",
        "1, WIN,           DISPROVED, -1",
        "1, AT_LEAST_DRAW, PROVED,    -1",
    })
    void twoByTwo(int attacker, Goal goal, Outcome outcome, int move) {
        for (boolean asTree : new boolean[] {false, true}) {
            GameState s = start("((1,-1),(0,2))", asTree);
            ProofResult r = new ProofNumberSearch(ProofLimits.defaults()).prove(s, attacker, goal);
            assertThat(r.outcome()).as("tree mode %s", asTree).isEqualTo(outcome);
            assertThat(r.move()).isEqualTo(move);
            assertThat(r.created()).isEqualTo(7);
            assertThat(r.expanded()).isEqualTo(3);
            assertThat(r.proof()).isEqualTo(outcome == Outcome.PROVED ? 0 : ProofNumbers.INFINITY);
            assertThat(r.disproof()).isEqualTo(outcome == Outcome.PROVED ? ProofNumbers.INFINITY : 0);
            assertThat(r.attacker()).isEqualTo(attacker);
            assertThat(r.goal()).isEqualTo(goal);
            assertThat(r.stopReason()).isNull();
            assertThat(s.ply()).isZero();
        }
    }

    /**
     * ((-1,1),(1,1)), attacker 0, WIN: both children tie at pn 1; the leftmost is developed first
     * (and disproved), then the right one proves the root: 7 nodes. Choosing the right child first
     * would have taken 5.
     */
    @ParameterizedTest(name = "tree mode {0}")
    @ValueSource(booleans = {false, true})
    void tiesGoToTheLeftmostChild(boolean asTree) {
        ProofResult r = new ProofNumberSearch(ProofLimits.defaults())
                .prove(start("((-1,1),(1,1))", asTree), 0, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.move()).isEqualTo(1);
        assertThat(r.created()).isEqualTo(7);
    }

    /**
     * A chain ((((1)))): every development of a one-child node leaves its numbers (1, 1)
     * unchanged, so with the current-node enhancement (Table 2.6) the next selection starts at the
     * node just developed: each node is entered once when created and once when developed, never
     * again from the root (without the enhancement the first node would be entered 4 times).
     */
    @ParameterizedTest(name = "tree mode {0}")
    @ValueSource(booleans = {false, true})
    void theCurrentNodeSavesTheWalkFromTheRoot(boolean asTree) {
        TreeGame g = TreeGame.parseTree("((((1))))");
        GameState s = asTree ? new ProofNumberSearchTreeMode(g).start() : g.start();
        g.resetCounts();
        ProofResult r = new ProofNumberSearch(ProofLimits.defaults()).prove(s, 0, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.created()).isEqualTo(5);
        assertThat(r.expanded()).isEqualTo(4);
        assertThat(g.maxEntered()).isEqualTo(2);
    }

    /** A terminal root is decided by its evaluation alone. */
    @ParameterizedTest(name = "leaf {0}")
    @CsvSource({
        "3,  0, WIN, PROVED",
        "3,  1, AT_LEAST_DRAW, DISPROVED",
        "0,  0, WIN, DISPROVED",
        "0,  1, AT_LEAST_DRAW, PROVED",
        "-2, 1, WIN, PROVED",
    })
    void terminalRoot(String leaf, int attacker, Goal goal, Outcome outcome) {
        ProofResult r = new ProofNumberSearch(ProofLimits.defaults())
                .prove(TreeGame.parseTree(leaf).start(), attacker, goal);
        assertThat(r.outcome()).isEqualTo(outcome);
        assertThat(r.created()).isEqualTo(1);
        assertThat(r.expanded()).isZero();
        assertThat(r.move()).isEqualTo(-1);
    }

    /**
     * Mobility initialisation (Allis §2.3.3) changes the order of developments, not the outcome:
     * in (((1,1,1),(-1)),((1),(1,1))) the left child is lost (its second child -1), the right one
     * won (both its children win): attacker 0 proves WIN by move 1.
     */
    @ParameterizedTest(name = "tree mode {0}")
    @ValueSource(booleans = {false, true})
    void mobilityInitialisationKeepsTheOutcome(boolean asTree) {
        ProofResult r = new ProofNumberSearch(ProofLimits.defaults(), ProofNumberInit.MOBILITY)
                .prove(start("(((1,1,1),(-1)),((1),(1,1)))", asTree), 0, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.move()).isEqualTo(1);
    }
}
