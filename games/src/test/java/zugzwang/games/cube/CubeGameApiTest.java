package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofNumberInit;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.ProofSearches;
import zugzwang.core.proof.WeakValue;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;

/**
 * The three-valued result of {@link CubeSolver} against the generic searches of core running on
 * {@link CubeGame}: DF-PN (two proof questions, {@link WeakValue}) and alpha-beta (a weak exact
 * search with a transposition table; and the alpha-beta prover of {@link ProofSearches} on the
 * deeper positions), on 309 positions of difficulties 36–52 from {@link DifficultyGenerator}:
 * four of each difficulty 36–39, eight of 40–43 and 29 of 44–52 (the generic searches are slow on
 * the shallow ones). DF-PN must decide every position within its node budget; alpha-beta may run
 * out of its budget on at most two positions of at most 41 stones, which are then compared with
 * DF-PN alone.
 */
class CubeGameApiTest {
    /**
     * The generator's seed. Alpha-beta on the game API needs up to tens of millions of nodes on
     * some positions of 36–39 stones; of seeds 1–12 this one has the fewest such among its 48
     * positions of difficulties 36–43 (one, of 37 stones), which keeps the test under a minute.
     */
    private static final long SEED = 1;
    /** Alpha-beta's node budget (about a second); DF-PN's is larger and must never run out. */
    private static final long ALPHA_BETA_NODES = 4_000_000;

    /**
     * An order for the generic alpha-beta (orders never change values): a move that wins at once,
     * then one that blocks the opponent's immediate win, then the others by the lines through
     * their column, and last a move directly below an opponent's threat (which hands him a win).
     */
    static final MoveOrdering TACTICAL = (state, moves, n) -> {
        CubePosition p = CubeGame.positionOf(state);
        long empty = ~p.filled();
        long play = Cube.playable(p.filled());
        long mine = Cube.threats(p.current(), empty);
        long theirs = Cube.threats(p.opponent(), empty);
        long under = theirs >>> 16;
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            long cell = play & Cube.columnMask(moves[i]);
            rank[i] = (mine & cell) != 0 ? 0
                    : (theirs & cell) != 0 ? 1
                    : (under & cell) != 0 ? 9
                    : CubeGame.LINES_PER_COLUMN[moves[i]] == 22 ? 2 : 3;
        }
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int r = rank[i];
            int j = i;
            while (j > 0 && rank[j - 1] > r) {
                moves[j] = moves[j - 1];
                rank[j] = rank[j - 1];
                j--;
            }
            moves[j] = m;
            rank[j] = r;
        }
    };

    private static int countFor(int d) {
        return d <= 39 ? 4 : d <= 43 ? 8 : 29;
    }

    @Test
    void threeValuedResultAgreesWithDfpnAndAlphaBeta() {
        CubeGame game = CubeGame.get();
        DfpnSearch dfpn = new DfpnSearch(new ProofLimits(4_000_000, 32L << 20), ProofNumberInit.MOBILITY, 0.25);
        ProofSearch prover = ProofSearches.create("alphabeta", new ProofLimits(4_000_000, 16L << 20), TACTICAL);
        SearchTable table = new SearchTable(16L << 20);
        int positions = 0;
        int proverChecked = 0;
        int alphaBetaChecked = 0;
        int outOfBudget = 0;
        int[] byValue = new int[3];
        int[] byDifficulty = new int[53];
        StringBuilder times = new StringBuilder();
        try (CubeSolver solver = new CubeSolver(CubeSolverOptions.of(CubeSolver.minMemory(), 1))) {
            for (int d = 36; d <= 52; d++) {
                long start = System.nanoTime();
                for (int[] moves : DifficultyGenerator.generate(d, countFor(d), SEED)) {
                    String what = "d=" + d + " " + CubeNotation.sequence(moves);
                    CubePosition p = CubeTestPositions.play(moves);
                    int value = solver.value(p);
                    GameState s = game.parse(CubeNotation.sequence(moves));
                    long key = s.key();

                    WeakValue w = WeakValue.of(dfpn, s);
                    assertThat(w.value()).as("dfpn " + what).isNotNull().isEqualTo(value);
                    assertThat(w.questions().get(0).attacker()).isEqualTo(p.player());
                    assertThat(w.questions().get(0).goal()).isEqualTo(Goal.WIN);
                    assertThat(w.questions()).hasSize(value == 1 ? 1 : 2);

                    table.clear();
                    Search ab = Algorithms.create("alphabeta",
                            Search.Settings.plain().withWeak(true).withOrdering(TACTICAL).withTable(table));
                    ab.limitNodes(ALPHA_BETA_NODES);
                    SearchResult r = null;
                    try {
                        r = ab.search(s, Search.EXACT);
                    } catch (CancellationException e) {
                        assertThat(e.getMessage()).isEqualTo("node budget");
                        assertThat(d).as("alphabeta out of budget on " + what).isLessThanOrEqualTo(41);
                        s = game.parse(CubeNotation.sequence(moves)); // a stopped search leaves the state mid-game
                        outOfBudget++;
                    }
                    if (r != null) {
                        assertThat(r.value()).as("alphabeta " + what).isEqualTo(value);
                        // its best move keeps the value (by the solver)
                        CubePosition child = p.copy();
                        boolean wins = child.isWinningMove(r.bestMove());
                        child.play(r.bestMove());
                        assertThat(wins ? 1 : -solver.value(child)).as("alphabeta's move %X in %s", r.bestMove(), what)
                                .isEqualTo(value);
                        alphaBetaChecked++;
                    }

                    if (d >= 44) {
                        WeakValue a = WeakValue.of(prover, s);
                        assertThat(a.value()).as("alphabeta prover " + what).isEqualTo(value);
                        proverChecked++;
                    }
                    assertThat(s.key()).isEqualTo(key); // the searches restored the state
                    assertThat(s.ply()).isEqualTo(d);
                    byValue[value + 1]++;
                    byDifficulty[d]++;
                    positions++;
                }
                times.append(String.format(" %d:%.0fms", d, (System.nanoTime() - start) / 1e6));
            }
        }
        System.out.printf("game API: %d positions (L/D/W %d/%d/%d), DF-PN on all, alpha-beta on %d (%d out of budget),"
                + " prover on %d; per difficulty%s%n", positions, byValue[0], byValue[1], byValue[2], alphaBetaChecked,
                outOfBudget, proverChecked, times);
        assertThat(positions).isEqualTo(309);
        assertThat(outOfBudget).isLessThanOrEqualTo(2);
        assertThat(alphaBetaChecked).isEqualTo(positions - outOfBudget).isGreaterThanOrEqualTo(300);
        assertThat(byDifficulty[36]).isEqualTo(4);
        assertThat(byDifficulty[52]).isEqualTo(29);
        assertThat(proverChecked).isEqualTo(9 * 29);
        assertThat(byValue[0]).isPositive();
        assertThat(byValue[2]).isPositive();
    }
}
