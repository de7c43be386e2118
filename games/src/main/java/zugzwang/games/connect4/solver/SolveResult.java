package zugzwang.games.connect4.solver;

import zugzwang.games.connect4.Score;

/**
 * The outcome of solving one position.
 *
 * @param score     the score for the side to move (see {@link Score}); in weak mode only its sign
 *                  (-1, 0, 1)
 * @param weak      whether only win / draw / loss was asked for
 * @param bestMoves every column (0-based) that achieves the score, in centre-first order; empty if
 *                  the game is over (with {@link SolveDetail#MOVE} only one of them; with
 *                  {@link SolveDetail#SCORE} none)
 * @param pv        a principal variation: columns (0-based) of a game that follows best play to
 *                  its end (with {@link SolveDetail#MOVE} the best move alone; with
 *                  {@link SolveDetail#SCORE} empty)
 * @param nodes     positions searched (score, best moves and variation together)
 * @param nanos     wall-clock time
 */
public record SolveResult(int score, boolean weak, int[] bestMoves, int[] pv, long nodes, long nanos) {
    public long millis() {
        return nanos / 1_000_000;
    }
}
