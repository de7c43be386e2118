package zugzwang.games.gomoku;

import java.util.List;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;

/**
 * A heuristic value of a go-moku position for depth-limited searches ({@code compare},
 * {@code match}): over every line of five squares that only one side occupies, 4^stones for that
 * side, the player's sum minus the opponent's.
 */
public final class GomokuEvaluation implements Evaluation {
    private final List<int[]> fives;

    public GomokuEvaluation(GomokuBoard board) {
        this.fives = board.lines(5);
    }

    @Override
    public int evaluate(GameState state, int player) {
        GomokuPosition p = ((GomokuState) state).position();
        int score = 0;
        for (int[] line : fives) {
            int[] count = new int[2];
            for (int s : line) {
                int o = p.owner(s);
                if (o >= 0) {
                    count[o]++;
                }
            }
            if (count[0] > 0 && count[1] == 0) {
                score += (player == 0 ? 1 : -1) << (2 * count[0]);
            } else if (count[1] > 0 && count[0] == 0) {
                score += (player == 1 ? 1 : -1) << (2 * count[1]);
            }
        }
        return score;
    }
}
