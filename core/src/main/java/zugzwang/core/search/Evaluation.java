package zugzwang.core.search;

import zugzwang.core.game.GameState;

/**
 * A heuristic value of a non-terminal position, used where a depth-limited search stops.
 *
 * <p>The value is for a given player (larger is better for that player), not necessarily
 * zero-sum: seed 003's Connect-4 evaluation, for instance, scores the opponent's threes at −4
 * against +5 for one's own. To make every algorithm agree at equal depth, the searches evaluate
 * every leaf for the player to move at the root (minimax's "max" player) and negate it where
 * the other player is to move (negamax's view).
 */
@FunctionalInterface
public interface Evaluation {
    /**
     * Terminal positions in a depth-limited search score {@code WIN + value} (or {@code -WIN +
     * value}) so that any decided game outranks any heuristic value: evaluations must stay
     * strictly within (-WIN, WIN).
     */
    int WIN = 1_000_000;

    /**
     * Whether a depth-limited value is a decided game (a terminal position reached within the
     * horizon): wins score above {@code WIN}, losses below {@code -WIN}, evaluations in between.
     */
    static boolean decided(int value) {
        return value > WIN || value < -WIN;
    }

    /** The game's own score in a depth-limited value: {@code value -+ WIN} if decided, else the value. */
    static int score(int value) {
        return value > WIN ? value - WIN : value < -WIN ? value + WIN : value;
    }

    /** Every non-terminal position is worth 0 (a search that only sees wins and losses). */
    Evaluation ZERO = (state, player) -> 0;

    /** The heuristic value of a non-terminal position for {@code player} (0 or 1). */
    int evaluate(GameState state, int player);
}
