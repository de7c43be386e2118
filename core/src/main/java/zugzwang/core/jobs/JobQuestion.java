package zugzwang.core.jobs;

import java.util.Objects;
import java.util.function.ToIntFunction;
import zugzwang.core.game.GameState;

/**
 * The two-valued question a {@link JobSearch} asks: is the attacker's score at least
 * {@link #atLeast()}? Scores are zero-sum (one player's is the other's negation) and a game's
 * positions are scored from the side to move: by default the game value (1 win, 0 draw, −1 loss),
 * so {@link #WIN} (at least 1) is "does the attacker win?" and {@code atLeast(0)} "does he at
 * least draw?". A game with finer scores (Connect-4's, which count the moves to the end) gives its
 * own score of the positions where the game is over; its leaf solvers answer the same thresholds
 * ({@link JobSolver#attackerReaches}), so a sequence of such searches finds an exact score.
 *
 * @param atLeast       the threshold, for the attacker
 * @param terminalScore the score of a finished game for the side to move
 */
public record JobQuestion(int atLeast, ToIntFunction<GameState> terminalScore) {
    /** Does the attacker win? (game values, at least 1) */
    public static final JobQuestion WIN = new JobQuestion(1, GameState::value);

    public JobQuestion {
        Objects.requireNonNull(terminalScore, "terminalScore");
    }

    /** The same scores, another threshold. */
    public JobQuestion atLeast(int threshold) {
        return new JobQuestion(threshold, terminalScore);
    }

    /**
     * The same question asked of the side to move: "does the mover's score reach the result?",
     * whose answer is the attacker's when the attacker moves and its negation when the defender
     * moves (scores are zero-sum: "attacker >= a" is "mover <= -a", the negation of
     * "mover >= 1 - a"). Stores and solvers that speak of the side to move use this.
     */
    public static int moverThreshold(boolean attackerToMove, int atLeast) {
        return attackerToMove ? atLeast : 1 - atLeast;
    }

    /** Whether the attacker reaches the threshold in a finished game. */
    boolean reachedAt(GameState terminal, int attacker) {
        int v = terminalScore.applyAsInt(terminal);
        return (terminal.player() == attacker ? v : -v) >= atLeast;
    }
}
