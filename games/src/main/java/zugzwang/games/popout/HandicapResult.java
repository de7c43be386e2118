package zugzwang.games.popout;

/**
 * What one {@link HandicapSearch} question found.
 *
 * @param win      whether the attacker was proven to win (true is a real win of the game); false
 *                 only says that he does not win within these limits (a draw, a loss or a longer
 *                 win)
 * @param depth    the depth limit (plies from the searched position; the attacker wins at or
 *                 before this ply or fails)
 * @param pops     the pop limit: non-winning pops the attacker may make
 * @param interior calls of the recursive search
 * @param terminal children decided without a call: game over (a four, a claim), a repetition, or
 *                 a move that the opponent punishes at once
 * @param nanos    search time
 * @param bestMove the attacker's winning move at the root (a PopOutGame move code), or -1 if
 *                 there is none or the attacker was not to move
 */
public record HandicapResult(boolean win, int depth, int pops, long interior, long terminal, long nanos,
        int bestMove) {
}
