package zugzwang.core.jobs;

import java.io.Serializable;
import java.util.Arrays;

/**
 * One task of a {@link JobSearch}, as plain data, so that any {@link JobExecutor} (local threads,
 * or the members of a cluster) can run it: nothing executable travels with it. A worker rebuilds
 * the position from the game's start position by playing {@link #moves()} and asks its
 * {@link JobSolver} whether {@link #attacker()} wins there.
 *
 * @param id       unique among all jobs of this JVM's searches (a dropped task made again gets a
 *                 new id); what {@link JobExecutor#cancel(long)} names
 * @param priority the task's creation number in the search's DAG: lower runs first (an executor
 *                 with a queue of its own should order it by this, then by id)
 * @param moves    the move codes from the game's start position to the task's position (copied
 *                 in and out)
 * @param attacker the player asked about: 0 (first) or 1 (second)
 * @param atLeast  the question's threshold: does the attacker's score reach it? ({@link JobQuestion};
 *                 1 with game values: does he win?)
 */
public record Job(long id, long priority, int[] moves, int attacker, int atLeast) implements Serializable {
    private static final long serialVersionUID = 1L;

    public Job {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("the attacker is player 0 or 1, not " + attacker);
        }
        moves = moves.clone();
    }

    /** A job asking whether the attacker wins (threshold 1). */
    public Job(long id, long priority, int[] moves, int attacker) {
        this(id, priority, moves, attacker, 1);
    }

    /** The move codes from the start position (a copy). */
    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** The number of moves from the start position. */
    public int ply() {
        return moves.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Job j && j.id == id && j.priority == priority && j.attacker == attacker
                && j.atLeast == atLeast && Arrays.equals(j.moves, moves);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id) * 31 + Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        return "Job[id=" + id + ", priority=" + priority + ", moves=" + Arrays.toString(moves)
                + ", attacker=" + attacker + ", atLeast=" + atLeast + "]";
    }
}
