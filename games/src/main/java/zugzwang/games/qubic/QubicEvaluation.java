package zugzwang.games.qubic;

import zugzwang.core.game.GameState;
import zugzwang.core.search.Evaluation;
import zugzwang.games.cube.Cube;

/**
 * A heuristic value of a qubic position for depth-limited searches ({@code compare},
 * {@code match}): seed 003's window scoring over the 76 lines, as for Connect Four 3D
 * ({@link Cube#windowScore}).
 */
public final class QubicEvaluation implements Evaluation {
    @Override
    public int evaluate(GameState state, int player) {
        QubicPosition p = ((QubicState) state).position();
        long mine = player == 0 ? p.first() : p.second();
        long theirs = player == 0 ? p.second() : p.first();
        return Cube.windowScore(mine, theirs);
    }
}
