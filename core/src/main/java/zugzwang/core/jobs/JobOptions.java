package zugzwang.core.jobs;

import java.util.function.Consumer;
import java.util.function.Function;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;

/**
 * How a {@link JobSearch} builds its DAG and reports.
 *
 * @param cutoffDepth    plies below the root where positions become tasks (0: the root is one
 *                       task)
 * @param virtualValue   what an unsolved task counts as (null: {@link VirtualValue#WIN})
 * @param ordering       the move order of the DFS that builds the DAG: also the order of the
 *                       creation numbers, hence of the task queue (null:
 *                       {@link MoveOrdering#NATURAL}, the game's own order)
 * @param identity       the canonical identity of a position: equal (by {@code equals}) exactly
 *                       for positions with the same value, e.g. a position and its mirror image
 *                       (null: the {@link Long} {@link zugzwang.core.game.Symmetries#canonicalKey},
 *                       only for games with exact keys); must not change the state it is given
 * @param progressMillis how often {@code progress} is called (ignored without one)
 * @param progress       called on the search's thread every {@code progressMillis} while it waits
 *                       for answers; null for none
 * @param splitMillis    when a worker is idle, no task is queued and a job has run this long, the
 *                       job is cancelled and its task split: it becomes an inner node whose
 *                       children are tasks (0: never split). Work the cancelled job did is kept
 *                       only where its solver keeps it (a table shared by the workers). With
 *                       splitting on, a queued task that alone would leave a worker idle is
 *                       split before it starts.
 * @param question       the question of the search (null: {@link JobQuestion#WIN}): the
 *                       threshold its jobs carry, and how a finished game inside the DAG is scored
 * @param store          facts known before the search and kept after it (null: none)
 * @param splitRunsOn    whether a job split for an idle worker runs on instead of being
 *                       cancelled: its answer decides its task if it comes before its children's
 *                       do, and its children are queued last to first, so that the job (which
 *                       searches them first to last) and the other workers meet in the middle.
 *                       For workers that own their tables (a cluster), where a cancelled job's
 *                       work is lost; off by default (workers that share one table keep a
 *                       cancelled job's work in it).
 */
public record JobOptions(int cutoffDepth, VirtualValue virtualValue, MoveOrdering ordering,
                         Function<GameState, Object> identity, long progressMillis,
                         Consumer<JobProgress> progress, long splitMillis, JobQuestion question,
                         JobStore store, boolean splitRunsOn) {
    /**
     * The identity that merges no two nodes: every node of the DAG is its own path from the root
     * (a tree). The only sound choice for a game whose values depend on history (PopOut's
     * repetitions): the game's state carries the history, its rules end a repeated game inside the
     * tree, and each job's moves from the start let the leaf solver see the history too. A tree
     * takes no store (a fact about a path is not a fact about a position).
     */
    public static final Function<GameState, Object> TREE = s -> new Object();

    public JobOptions {
        if (identity == TREE && store != null) {
            throw new IllegalArgumentException("a tree (JobOptions.TREE) takes no store: its nodes are paths, not positions");
        }
        if (splitMillis < 0) {
            throw new IllegalArgumentException("the split time must be at least 0 ms, not " + splitMillis);
        }
        if (cutoffDepth < 0) {
            throw new IllegalArgumentException("the cutoff depth must be at least 0, not " + cutoffDepth);
        }
        if (virtualValue == null) {
            virtualValue = VirtualValue.WIN;
        }
        if (ordering == null) {
            ordering = MoveOrdering.NATURAL;
        }
        if (question == null) {
            question = JobQuestion.WIN;
        }
        if (progress != null && progressMillis < 1) {
            throw new IllegalArgumentException("the progress interval must be at least 1 ms, not " + progressMillis);
        }
    }

    /**
     * Tasks at {@code cutoffDepth} plies below the root; virtual wins, natural order, default
     * identity, no splitting.
     */
    public static JobOptions cutoff(int cutoffDepth) {
        return new JobOptions(cutoffDepth, VirtualValue.WIN, MoveOrdering.NATURAL, null, 0, null, 0, JobQuestion.WIN, null, false);
    }

    public JobOptions withCutoffDepth(int depth) {
        return new JobOptions(depth, virtualValue, ordering, identity, progressMillis, progress, splitMillis, question, store, splitRunsOn);
    }

    public JobOptions withVirtualValue(VirtualValue v) {
        return new JobOptions(cutoffDepth, v, ordering, identity, progressMillis, progress, splitMillis, question, store, splitRunsOn);
    }

    public JobOptions withOrdering(MoveOrdering o) {
        return new JobOptions(cutoffDepth, virtualValue, o, identity, progressMillis, progress, splitMillis, question, store, splitRunsOn);
    }

    public JobOptions withIdentity(Function<GameState, Object> id) {
        return new JobOptions(cutoffDepth, virtualValue, ordering, id, progressMillis, progress, splitMillis, question, store, splitRunsOn);
    }

    public JobOptions withProgress(long millis, Consumer<JobProgress> listener) {
        return new JobOptions(cutoffDepth, virtualValue, ordering, identity, millis, listener, splitMillis, question, store, splitRunsOn);
    }

    public JobOptions withQuestion(JobQuestion q) {
        return new JobOptions(cutoffDepth, virtualValue, ordering, identity, progressMillis, progress, splitMillis, q, store, splitRunsOn);
    }

    public JobOptions withStore(JobStore st) {
        return new JobOptions(cutoffDepth, virtualValue, ordering, identity, progressMillis, progress, splitMillis,
                question, st, splitRunsOn);
    }

    public JobOptions withSplitMillis(long millis) {
        return new JobOptions(cutoffDepth, virtualValue, ordering, identity, progressMillis, progress, millis, question, store, splitRunsOn);
    }

    public JobOptions withSplitRunsOn(boolean on) {
        return new JobOptions(cutoffDepth, virtualValue, ordering, identity, progressMillis, progress, splitMillis,
                question, store, on);
    }
}
