package zugzwang.core.retro;

/**
 * The strong solution found by {@link RetrogradeAnalysis}: counts of states by their value for
 * the player to move there, and the start position's value and first moves.
 *
 * @param game            the game's name
 * @param states          reachable states, terminal ones included
 * @param moves           edges of the position graph (moves from non-terminal states)
 * @param wins            states won for the player to move
 * @param draws           drawn states (terminal draws and cycles)
 * @param losses          states lost for the player to move
 * @param rootValue       the start position's value for the first player ({@link RetrogradeAnalysis#WIN}, ...)
 * @param firstMoves      the start position's moves (the game's codes)
 * @param firstMoveValues each first move's value for the first player
 * @param bytes           memory the analysis held at its peak (about)
 * @param enumerateNanos  time to enumerate the states
 * @param solveNanos      time to reverse the graph and propagate values
 */
public record RetroResult(String game, long states, long moves, long wins, long draws, long losses, byte rootValue,
                          int[] firstMoves, byte[] firstMoveValues, long bytes, long enumerateNanos,
                          long solveNanos) {
    /** A value as a word: win, loss or draw. */
    public static String word(byte value) {
        return value == RetrogradeAnalysis.WIN ? "win" : value == RetrogradeAnalysis.LOSS ? "loss" : "draw";
    }

    /** The start position's value as who wins: first, second or draw. */
    public String rootWinner() {
        return rootValue == RetrogradeAnalysis.WIN ? "first" : rootValue == RetrogradeAnalysis.LOSS ? "second" : "draw";
    }

    public double seconds() {
        return (enumerateNanos + solveNanos) / 1e9;
    }
}
