package zugzwang.games.cube;

/**
 * What the {@link CubeSolver} found for a position.
 *
 * @param value     for the player to move: 1 win, 0 draw, −1 loss
 * @param bestMoves every column that keeps the value (empty if the game is over), in column order
 * @param pv        a principal variation: a game of perfect play from the position to its end
 *                  (null if not asked for)
 * @param nodes     nodes searched
 * @param nanos     wall time
 */
public record CubeResult(int value, int[] bestMoves, int[] pv, long nodes, long nanos) {
    /** "win", "draw" or "loss" for the player to move. */
    public String result() {
        return value > 0 ? "win" : value < 0 ? "loss" : "draw";
    }
}
