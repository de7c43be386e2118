package zugzwang.core.jobs;

import zugzwang.core.game.Game;

/**
 * The next question of a {@link JobScoreSearch}, searched ahead by workers the present question
 * leaves idle: its own DAG, built as that question's search will build it (the present
 * question's virtual value taken as its answer, which fixes the next threshold, and as the next
 * question's virtual value), whose needed tasks the present {@link JobRun} hands to an idle
 * worker when nothing of its own is queued. Their answers go into the DAG and, as it records
 * every real fact, into the search's {@link MemoJobStore}, where the next question's DAG finds
 * them when it is built: its positions are decided without jobs. A guess that turns out wrong
 * costs only the idle workers' time (the facts are exact, just of no use to the question asked).
 * Used from the {@link JobRun}'s thread only.
 */
final class Prefetch {
    private final JobDag dag;
    private final int atLeast;
    private boolean built;

    /**
     * @param atLeast the next question's threshold
     * @param options the next question's options (its question and virtual value)
     * @param memo    where the answers are kept for the next question
     */
    Prefetch(Game game, int[] rootMoves, int attacker, int atLeast, JobOptions options, MemoJobStore memo) {
        this.atLeast = atLeast;
        this.dag = new JobDag(game, rootMoves, attacker, options.cutoffDepth(), options.virtualValue(),
                options.ordering(), memo.identity(), options.question(), memo, () -> false);
    }

    /** The next question's threshold (the jobs' own). */
    int atLeast() {
        return atLeast;
    }

    /**
     * The next task to run ahead, marked running; null if none (the next question is decided, or
     * all its needed tasks are running).
     */
    JobNode next() {
        if (!built) {
            dag.build();
            built = true;
        }
        JobNode first = null;
        for (JobNode n : dag.neededTasks()) {
            if (n.taskState == JobNode.TaskState.IDLE && (first == null || n.id < first.id)) {
                first = n;
            }
        }
        if (first != null) {
            first.taskState = JobNode.TaskState.RUNNING;
        }
        return first;
    }

    /** The moves from the game's start to a task. */
    int[] movesOf(JobNode n) {
        return dag.movesOf(n);
    }

    /** The attacker of the search. */
    int attacker() {
        return dag.attacker();
    }

    /** A task's job answered: recorded, and carried towards the next question's root. */
    void answered(JobNode n, boolean attackerWins) {
        n.taskState = JobNode.TaskState.IDLE;
        if (!n.real && n.kind == JobNode.Kind.TASK) {
            dag.solved(n, attackerWins);
            dag.propagate();
        }
    }

    /** A task's job was stopped before its answer: it may be handed out again. */
    void stopped(JobNode n) {
        n.taskState = JobNode.TaskState.IDLE;
    }
}
