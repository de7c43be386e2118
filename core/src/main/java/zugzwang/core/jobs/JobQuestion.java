package zugzwang.core.jobs;

import java.util.Objects;
import java.util.function.Predicate;
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
 * <p>A question may have limits besides the rules (PopOut's handicap: a win within so many plies,
 * with so few pops): {@link #exhausted()} tells the positions, not finished by the rules, where
 * the limits are used up, so the attacker fails there whatever the rules would say further down.
 * The search values them so, as its leaf solvers do, and never builds below them: without this a
 * task split past the limits would count a four the rules see after the handicap ran out.
 *
 * @param atLeast       the threshold, for the attacker
 * @param terminalScore the score of a finished game for the side to move
 * @param exhausted     the positions where the question's limits are used up (given a position not
 *                      finished by the rules); {@link #NO_LIMITS} for a question of the rules alone
 */
public record JobQuestion(int atLeast, ToIntFunction<GameState> terminalScore, Predicate<GameState> exhausted) {
    /** A question without limits besides the rules: no position exhausts it. */
    public static final Predicate<GameState> NO_LIMITS = s -> false;

    /** Does the attacker win? (game values, at least 1) */
    public static final JobQuestion WIN = new JobQuestion(1, GameState::value);

    public JobQuestion {
        Objects.requireNonNull(terminalScore, "terminalScore");
        Objects.requireNonNull(exhausted, "exhausted");
    }

    /** A question of the rules alone (no limits). */
    public JobQuestion(int atLeast, ToIntFunction<GameState> terminalScore) {
        this(atLeast, terminalScore, NO_LIMITS);
    }

    /** The same scores and limits, another threshold. */
    public JobQuestion atLeast(int threshold) {
        return new JobQuestion(threshold, terminalScore, exhausted);
    }

    /** The same question within limits: the attacker fails where {@code limits} holds. */
    public JobQuestion withLimits(Predicate<GameState> limits) {
        return new JobQuestion(atLeast, terminalScore, limits);
    }

    /** Whether the question has limits besides the rules. */
    public boolean limited() {
        return exhausted != NO_LIMITS;
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
