package zugzwang.core.jobs;

import zugzwang.core.proof.Outcome;

/**
 * What a {@link JobSearch} found, with its statistics. When the search ran to its end,
 * {@code tasksMade == tasksSolved + tasksDropped + tasksSplit}; when it was stopped, the tasks it
 * abandoned count as dropped, so the equation holds as well.
 *
 * @param outcome      {@link Outcome#PROVED} if the attacker wins from the root,
 *                     {@link Outcome#DISPROVED} if not (the defender wins or draws),
 *                     {@link Outcome#UNKNOWN} if the search was stopped first
 * @param attacker     the player asked about: 0 (first) or 1 (second)
 * @param tasksMade    tasks put in the queue (a task dropped and needed again later counts again)
 * @param tasksSolved  tasks whose answers arrived and were used
 * @param tasksDropped tasks taken out of the queue, or cancelled while running, because no
 *                     path of dependencies led to them from the root any more (or the search
 *                     ended)
 * @param tasksSplit   tasks split into their children ({@link JobOptions#splitMillis()}): running
 *                     jobs cancelled for an idle worker, or queued tasks split before they started
 *                     because they alone would have left a worker idle
 * @param corrections  answers that contradicted the virtual value (each one corrected the DAG)
 * @param dagNodes     nodes (positions up to identity) the DAG held at the end: every child of an
 *                     expanded node counts, reached by the search or not
 * @param solverCalls  jobs handed to the executor: a leaf-solver call each, unless the job was
 *                     cancelled before a worker took it
 * @param wallNanos    the time the search took
 * @param solverNanos  the sum of the leaf-solver times of the answers used (the executor's
 *                     figures)
 * @param stopReason   why an unknown search stopped ({@code "interrupted"}, {@code "cancelled"});
 *                     null when decided
 * @param fromStore    positions the store ({@link JobOptions#store()}) decided as the DAG reached
 *                     them: no task was made for them (0 without a store)
 * @param recorded     facts the search recorded in its store (0 without one)
 */
public record JobResult(Outcome outcome, int attacker, long tasksMade, long tasksSolved, long tasksDropped,
                        long tasksSplit, long corrections, long dagNodes, long solverCalls, long wallNanos, long solverNanos,
                        String stopReason, long fromStore, long recorded) {
    /** Whether the attacker wins; null if the search was stopped first. */
    public Boolean attackerWins() {
        return outcome == Outcome.UNKNOWN ? null : outcome == Outcome.PROVED;
    }

    /** Whether the search ran to an answer. */
    public boolean decided() {
        return outcome != Outcome.UNKNOWN;
    }

    public double millis() {
        return wallNanos / 1e6;
    }
}
