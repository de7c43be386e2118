package zugzwang.core.jobs;

import java.util.function.BooleanSupplier;
import zugzwang.core.game.GameState;

/**
 * The leaf solver of a job-level search: answers one task exactly. A worker of a
 * {@link JobExecutor} owns one instance (made by a {@link JobSolverFactory}) and calls it for one
 * job at a time from its own thread; instances made by one factory may share a table (a
 * specialised solver's transposition table, say) if that table is thread-safe.
 */
@FunctionalInterface
public interface JobSolver {
    /**
     * Whether {@code attacker} wins from {@code position} against every defence (a draw is not a
     * win).
     *
     * @param position a position of its own for this call (the solver may play and undo moves on
     *                 it, and need not restore it); never terminal-checked by the caller
     * @param attacker the player asked about: 0 (first) or 1 (second); either may be to move
     * @param stop     becomes true when the answer is no longer wanted (the task was dropped, or
     *                 the executor is closing): the solver should poll it often (every few
     *                 thousand nodes) and then return null soon
     * @return the exact answer, or null only if {@code stop} became true first
     */
    Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop);

    /**
     * Whether {@code attacker}'s score from {@code position} reaches {@code atLeast}
     * ({@link JobQuestion}). By default only the question "does he win?" (threshold 1, game values)
     * is answered, by {@link #attackerWins}; a solver of finer scores, or one that also answers
     * "does he at least draw?", overrides this.
     *
     * @throws UnsupportedOperationException for a threshold it does not answer
     */
    default Boolean attackerReaches(GameState position, int attacker, int atLeast, BooleanSupplier stop) {
        if (atLeast != 1) {
            throw new UnsupportedOperationException("this leaf solver answers only whether the attacker wins,"
                    + " not whether his score reaches " + atLeast);
        }
        return attackerWins(position, attacker, stop);
    }

    /**
     * Starts keeping the results of this solver's large searches (at least {@code minNodes}
     * nodes) for {@link #shared()}: a worker of a cluster sends them to the other workers, whose
     * tables would otherwise never see them. Nothing by default (a solver without a table to
     * share); solvers that share one table share its journal.
     */
    default void startSharing(long minNodes) {
    }

    /**
     * The results kept since the last call (see {@link #startSharing}), in the solver's own
     * format for {@link #learn} on a solver of the same game and board elsewhere; null if none.
     */
    default long[] shared() {
        return null;
    }

    /**
     * Takes in results another solver of the same game and board {@link #shared()}: they are
     * exact facts, so its later searches may use them. May be called while the solver answers a
     * job (from another thread). Nothing by default.
     */
    default void learn(long[] results) {
    }
}
