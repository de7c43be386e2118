package zugzwang.core.search;

import zugzwang.core.game.GameState;

/**
 * The order in which a search tries the moves of a position. Good orders make alpha-beta and its
 * variants prune more; the values never change.
 */
@FunctionalInterface
public interface MoveOrdering {
    /** The game's own order (as {@link GameState#moves} lists them). */
    MoveOrdering NATURAL = (state, moves, n) -> { };

    /** Reorders {@code moves[0..n)} of {@code state}, most promising first. */
    void order(GameState state, int[] moves, int n);

    /**
     * A fixed preference per move code (lower rank first; e.g. centre columns first), stable for
     * equal ranks.
     */
    static MoveOrdering byRank(int[] rankOfMove) {
        return (state, moves, n) -> {
            // insertion sort: n is small (a few columns or cells)
            for (int i = 1; i < n; i++) {
                int m = moves[i];
                int j = i;
                while (j > 0 && rankOfMove[moves[j - 1]] > rankOfMove[m]) {
                    moves[j] = moves[j - 1];
                    j--;
                }
                moves[j] = m;
            }
        };
    }
}
