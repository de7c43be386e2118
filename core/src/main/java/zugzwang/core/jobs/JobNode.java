package zugzwang.core.jobs;

import java.util.ArrayList;
import java.util.List;

/**
 * A position of a {@link JobDag}: one per canonical identity. Mutable; used by the coordinator's
 * thread only.
 */
final class JobNode {
    /** What a node is: fixed when it is created, except that a task may become inner (split). */
    enum Kind {
        /** Decided by the rules: real from the start, never a task. */
        TERMINAL,
        /** At the cutoff depth: answered by a job (meanwhile by the virtual value). */
        TASK,
        /**
         * Above the cutoff, or a task that was split: valued from its children, created all at
         * once when it is expanded.
         */
        INNER
    }

    /** Where a task node stands with the coordinator's queue and the executor. */
    enum TaskState {
        /** Not queued, not running. */
        IDLE,
        /** In the coordinator's priority queue. */
        QUEUED,
        /** Submitted to the executor as job {@link #jobId}. */
        RUNNING
    }

    /** The creation number: the order in which the minimax-ordered DFS created the nodes. */
    final long id;
    /**
     * Its place in the coordinator's queue, smallest first: the creation number, except below a
     * split task whose job runs on ({@link JobDag#reverseTaskOrder}).
     */
    long rank;
    final Object identity;
    Kind kind;
    /** Plies below the root on the path that created it. */
    final int depth;
    /** Whether the attacker is to move (an OR node) rather than the defender (an AND node). */
    final boolean attackerToMove;
    /** The parent that created it and its move there (null and -1 for the root): its path. */
    final JobNode via;
    final int viaMove;
    final List<JobNode> parents = new ArrayList<>(1);
    /** The children in move order, distinct (INNER nodes once expanded; null before). */
    List<JobNode> children;

    /** Whether the attacker wins, as far as the DAG knows; null until the DFS reached the node. */
    Boolean value;
    /** Whether {@link #value} is exact (depends on no virtual value). */
    boolean real;

    /** Whether it waits in the DAG's worklist of nodes to value again. */
    boolean dirty;
    /** The number of the last traversal of needed nodes that reached it. */
    int neededStamp;

    TaskState taskState = TaskState.IDLE;
    long jobId = -1;
    /** When its job was submitted ({@link System#nanoTime()}), while it runs. */
    long submittedNanos;

    JobNode(long id, Object identity, Kind kind, int depth, boolean attackerToMove, JobNode via, int viaMove) {
        this.id = id;
        this.rank = id;
        this.identity = identity;
        this.kind = kind;
        this.depth = depth;
        this.attackerToMove = attackerToMove;
        this.via = via;
        this.viaMove = viaMove;
    }

    @Override
    public String toString() {
        return "node " + id + " (" + kind + ", depth " + depth + ", " + (value == null ? "unvalued"
                : (real ? "" : "virtually ") + (value ? "won" : "not won")) + ")";
    }
}
