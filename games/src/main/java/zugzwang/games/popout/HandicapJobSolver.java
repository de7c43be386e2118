package zugzwang.games.popout;

import java.util.function.BooleanSupplier;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobSolver;

/**
 * The leaf solver of a job-level PopOut search ({@code JobOptions.TREE}: a tree, as positions
 * repeat): a task is a path from the start, and the question is the handicapped one of its root
 * ({@link HandicapJobSettings}). The task's moves after the root tell how much of the handicap is
 * left: plies (depth minus the moves after the root) and pops (the attacker's pops on that path;
 * none of them won, or the game would have ended there). The task's state carries the whole
 * history, which {@link HandicapSearch} counts for repetitions.
 *
 * <p>With the attacker to move it is one {@link HandicapSearch#search} with what is left. With the
 * defender to move (a split task, or an odd cutoff) the attacker wins iff he wins after every
 * reply: each reply is played on the state (a claim or a repetition ends the game in a draw, a pop
 * may give either side a four) and each child searched in turn; the children share the history up
 * to this node, so the table serves them all.
 *
 * <p>So a job-level search answers exactly what {@link HandicapSearch#search} answers at its root:
 * a win is a win of the game, a failure only "no win within the handicap".
 */
public final class HandicapJobSolver implements JobSolver {
    private final HandicapSearch search;
    private final HandicapJobSettings settings;
    private final int width;
    /** The stop condition of the job under way (read by the search's poll). */
    private volatile BooleanSupplier current;

    /** A solver with a search (and table) of its own; {@code search} is taken over (its stop condition). */
    public HandicapJobSolver(HandicapSearch search, HandicapJobSettings settings) {
        this.search = search;
        this.settings = settings;
        this.width = search.board().width();
        search.stopWhen(() -> {
            BooleanSupplier s = current;
            return s != null && s.getAsBoolean();
        });
    }

    @Override
    public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
        PopOutState s = (PopOutState) position;
        int[] moves = s.history();
        if (settings.exhausted(moves, width)) {
            return false; // no win within the handicap from here (the same test as the search's)
        }
        int left = settings.pliesLeft(moves);
        int pops = settings.popsLeft(moves, width);
        current = stop;
        try {
            if (s.player() == attacker) {
                return search.search(s, left, pops).win();
            }
            int[] replies = new int[s.game().maxMoves()];
            int n = s.moves(replies);
            for (int i = 0; i < n; i++) {
                s.play(replies[i]);
                // after the reply the attacker is to move: value() > 0 if the reply gave him a four
                boolean won = s.isTerminal() ? s.value() > 0 : search.search(s, left - 1, pops).win();
                s.undo();
                if (!won) {
                    return false;
                }
            }
            return true;
        } catch (HandicapSearch.Stopped e) {
            return null;
        } finally {
            current = null;
        }
    }
}
