package zugzwang.games.mnk;

import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;

/**
 * Seed 003's window scoring carried over to k in a row: every line of k cells scores for the
 * player +100 with k of its stones, +5 with k-1 and one empty cell, +2 with k-2 and two empty
 * cells, and -4 with k-1 of the opponent's and one empty cell; each of the player's stones in
 * the centre column (width/2) adds +3. For Connect-4 (7,6,4 with gravity) it equals
 * {@code connect4.WindowEvaluation}.
 */
public final class MnkWindowEvaluation implements Evaluation {
    private final long[] lines;
    private final int k;
    private final long centre;

    public MnkWindowEvaluation(MnkGame game) {
        this.lines = game.lines();
        this.k = game.k();
        long c = 0;
        for (int row = 0; row < game.height(); row++) {
            c |= 1L << (row * game.width() + game.width() / 2);
        }
        this.centre = c;
    }

    @Override
    public int evaluate(GameState state, int player) {
        MnkState s = (MnkState) state;
        long mine = s.stones(player);
        long theirs = s.stones(1 - player);
        int score = 3 * Long.bitCount(mine & centre);
        for (long line : lines) {
            int m = Long.bitCount(line & mine);
            int t = Long.bitCount(line & theirs);
            int empty = k - m - t;
            if (m == k) {
                score += 100;
            } else if (m == k - 1 && empty == 1) {
                score += 5;
            } else if (m == k - 2 && empty == 2) {
                score += 2;
            }
            if (t == k - 1 && empty == 1) {
                score -= 4;
            }
        }
        return score;
    }
}
