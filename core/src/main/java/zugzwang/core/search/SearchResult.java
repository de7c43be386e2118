package zugzwang.core.search;

/**
 * What one search found.
 *
 * @param value    the value for the player to move at the root (exact score or outcome in
 *                 exact mode; heuristic, with decided games at ±{@link Evaluation#WIN} + score, in
 *                 depth-limited mode)
 * @param bestMove a move achieving the value (a move code of the game), or -1 at a terminal root
 * @param depth    the depth searched, or {@link Search#EXACT}
 * @param nodes    positions visited (calls of the search function, re-searches included)
 * @param leaves   positions valued without looking further (terminal, or at the depth limit)
 * @param nanos    wall-clock time
 */
public record SearchResult(int value, int bestMove, int depth, long nodes, long leaves, long nanos) {
    public double millis() {
        return nanos / 1e6;
    }
}
