package zugzwang.core.jobs;

import java.util.Objects;
import java.util.function.Function;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.game.Symmetries;

/**
 * Job-level parallel search (Wu et al. 2010, as used by seed 001's parallel minimax solver): does
 * the attacker win from a position? The coordinator builds the top of the game tree as a DAG of
 * positions up to identity (transpositions and symmetries merged), by a minimax-ordered
 * depth-first search down to a cutoff depth; each position reached at the cutoff depth becomes a
 * task, valued meanwhile by a virtual value (a virtual win for the attacker by default), and the
 * DFS goes on as if virtual values were real until the root is decided. The tasks wait in a
 * priority queue ordered by creation number; a {@link JobExecutor} solves them exactly with its
 * {@link JobSolver}s. An answer that confirms the virtual value makes the task real; one that
 * contradicts it is propagated towards the root, where it may make nodes try further children
 * (building further, making new tasks: a correction). Tasks the root's value no longer depends on
 * are dropped (cancelled if running). The search ends when the root's value is real. See
 * {@code docs/jobs.md} for the details.
 *
 * <p>The question is two-valued: a draw counts as a not-win for the attacker. Positions decided by
 * the rules inside the DAG are valued by {@link GameState#value()} and never become tasks.
 *
 * <p>The DAG merges positions by {@link JobOptions#identity()}: by default the {@link Long}
 * {@link Symmetries#canonicalKey} of a position, which is exact only for games with exact keys;
 * for a game with hashed keys the caller must supply an exact identity. Games whose values depend
 * on history are searched as a tree ({@link JobOptions#TREE}; a DAG of positions would be
 * unsound); in a DAG positions must not repeat on a path.
 *
 * <p>One search at a time per object ({@link #solve} blocks); {@link #cancel()} may be called from
 * any thread. The executor is the caller's: the search does not close it.
 */
public final class JobSearch {
    private final Game game;
    private final JobExecutor executor;
    private final JobOptions options;
    private final Function<GameState, Object> identity;
    private volatile JobRun current;

    /**
     * @param game     the game (the executor's game too)
     * @param executor runs the jobs (not closed by the search)
     * @param options  cutoff depth, virtual value, move order, identity, progress
     * @throws IllegalArgumentException if the game's values depend on history or the question has
     *                                  limits (a handicap), and the options do not search a tree;
     *                                  or if its keys are hashed and the options give no identity
     */
    public JobSearch(Game game, JobExecutor executor, JobOptions options) {
        this.game = Objects.requireNonNull(game, "game");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.options = Objects.requireNonNull(options, "options");
        if (game.historyDependent() && options.identity() != JobOptions.TREE) {
            throw new IllegalArgumentException(game.name() + ": values depend on history, "
                    + "so positions cannot be merged into a DAG (search a tree: JobOptions.TREE)");
        }
        if (options.question().limited() && options.identity() != JobOptions.TREE) {
            throw new IllegalArgumentException("a question with limits (a handicap) counts plies from the root, "
                    + "so positions cannot be merged into a DAG (search a tree: JobOptions.TREE)");
        }
        identity = identity(game, options);
    }

    /**
     * The identity of positions a search of these options merges by: the options', else the
     * canonical key of a game with exact keys.
     *
     * @throws IllegalArgumentException if neither is there
     */
    static Function<GameState, Object> identity(Game game, JobOptions options) {
        if (options.identity() != null) {
            return options.identity();
        }
        if (game.exactKeys()) {
            return Symmetries::canonicalKey;
        }
        throw new IllegalArgumentException(game.name() + " has hashed keys: give an exact identity of "
                + "positions (JobOptions.withIdentity) so that the DAG never merges different positions");
    }

    /** The options. */
    public JobOptions options() {
        return options;
    }

    /**
     * Whether {@code attacker} wins from the position reached by {@code rootMoves} from the
     * game's start position. Blocks until decided, stopped by {@link #cancel()} or by an
     * interrupt of the calling thread (the result is then {@link zugzwang.core.proof.Outcome#UNKNOWN}
     * with stop reason {@code "cancelled"} or {@code "interrupted"}; after an interrupt the
     * thread's interrupt flag stays set). Every job still running is cancelled before it returns.
     *
     * @param rootMoves the move codes from the start position
     * @param attacker  0 (first player) or 1 (second)
     * @throws IllegalArgumentException if the attacker is not 0 or 1, or a root move is illegal
     * @throws JobSearchException       if a job failed (its leaf solver threw: the cause)
     * @throws IllegalStateException    if a search of this object is already under way
     */
    public JobResult solve(int[] rootMoves, int attacker) {
        return solve(rootMoves, attacker, null);
    }

    /** {@link #solve(int[], int)}, idle workers searching {@code prefetch}'s question ahead (null: none). */
    JobResult solve(int[] rootMoves, int attacker, Prefetch prefetch) {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("the attacker is player 0 or 1, not " + attacker);
        }
        JobRun run = new JobRun(game, rootMoves, attacker, options, identity, executor, prefetch);
        synchronized (this) {
            if (current != null) {
                throw new IllegalStateException("a search is already under way");
            }
            current = run;
        }
        try {
            return run.run();
        } finally {
            current = null;
        }
    }

    /**
     * Stops the search under way soon: {@link #solve} then returns an unknown outcome with stop
     * reason {@code "cancelled"}. Nothing if no search is under way.
     */
    public void cancel() {
        JobRun run = current;
        if (run != null) {
            run.cancel();
        }
    }
}
