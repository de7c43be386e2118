package zugzwang.games.cube;

import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;

/**
 * A heuristic value of a Connect Four 3D position for depth-limited searches ({@code compare},
 * {@code match}), in the manner of seed 003's window scoring: every line holding stones of one
 * player only scores for him 1, 4 or 16 for one, two or three stones; the value is the player's
 * sum minus the opponent's (at most 76 · 16 in size, far inside the ±{@link Evaluation#WIN} bound).
 */
public final class CubeEvaluation implements Evaluation {
    @Override
    public int evaluate(GameState state, int player) {
        CubePosition p = ((CubeState) state).position();
        long mine = player == 0 ? p.first() : p.second();
        long theirs = player == 0 ? p.second() : p.first();
        return Cube.windowScore(mine, theirs);
    }
}
