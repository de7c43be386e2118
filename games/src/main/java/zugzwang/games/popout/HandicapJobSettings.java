package zugzwang.games.popout;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobQuestion;

/**
 * The handicap of a job-level PopOut search, which every job's leaf solver needs besides the
 * job's moves: the attacker (the side to move at the search's root) must win within
 * {@code depth} plies of the root with at most {@code pops} non-winning pops of his own
 * ({@link HandicapSearch}); the root lies {@code rootPly} moves after the start, so a job knows
 * which of its moves came after it. Travels to cluster workers as text:
 * {@code depth=21,pops=0,root=12}.
 *
 * @param depth   plies from the root, 1 to {@value HandicapSearch#MAX_DEPTH}
 * @param pops    the attacker's non-winning pops allowed, at least 0
 * @param rootPly moves from the start to the root, at least 0
 */
public record HandicapJobSettings(int depth, int pops, int rootPly) {
    private static final Pattern TEXT = Pattern.compile("depth=(\\d{1,9}),pops=(\\d{1,9}),root=(\\d{1,9})");

    public HandicapJobSettings {
        if (depth < 1 || depth > HandicapSearch.MAX_DEPTH) {
            throw new IllegalArgumentException("the handicap's depth must be between 1 and " + HandicapSearch.MAX_DEPTH
                    + ", not " + depth);
        }
        if (pops < 0) {
            throw new IllegalArgumentException("the handicap's pops must not be negative, not " + pops);
        }
        if (rootPly < 0) {
            throw new IllegalArgumentException("the root's ply must not be negative, not " + rootPly);
        }
    }

    /**
     * The settings written by {@link #toString()}.
     *
     * @throws IllegalArgumentException for anything else, naming what was expected
     */
    public static HandicapJobSettings parse(String text) {
        Matcher m = TEXT.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("popout jobs need the handicap as depth=D,pops=P,root=R, not '"
                    + text + "'");
        }
        return new HandicapJobSettings(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
    }

    /**
     * Plies of the handicap left after {@code moves} (a path from the start through the root):
     * the depth minus the moves after the root.
     */
    public int pliesLeft(int[] moves) {
        return depth - (moves.length - rootPly);
    }

    /**
     * The attacker's pops left after {@code moves} (a path from the start through the root, not
     * finished): the allowed pops minus the attacker's pops after the root (none of them won, or the
     * game would have ended there); negative if the path popped beyond the handicap.
     *
     * @param width the board's width: move codes in [width, 2 width) are pops
     */
    public int popsLeft(int[] moves, int width) {
        // the attacker moves at the root, then every second ply
        int spent = 0;
        for (int i = rootPly; i < moves.length; i += 2) {
            if (moves[i] >= width && moves[i] < 2 * width) {
                spent++;
            }
        }
        return pops - spent;
    }

    /**
     * Whether the handicap is used up after {@code moves} (a path from the start through the
     * root, not finished by the rules): the attacker cannot win within it from there. So when he
     * popped beyond it; when he is to move with no ply left; when the defender is to move with
     * fewer than two left (the attacker would have no move after the reply).
     */
    public boolean exhausted(int[] moves, int width) {
        if (moves.length < rootPly) {
            throw new IllegalArgumentException("the path (" + moves.length + " moves) lies above the search's root ("
                    + rootPly + " moves)");
        }
        boolean attackerToMove = (moves.length - rootPly) % 2 == 0;
        return popsLeft(moves, width) < 0 || pliesLeft(moves) < (attackerToMove ? 1 : 2);
    }

    /**
     * The question of a job-level search with this handicap: "does the attacker win?" within it,
     * so that the search never counts a four found below a position where the handicap ran out.
     *
     * @param width the board's width
     */
    public JobQuestion question(int width) {
        return JobQuestion.WIN.withLimits((GameState s) -> exhausted(((PopOutState) s).history(), width));
    }

    @Override
    public String toString() {
        return "depth=" + depth + ",pops=" + pops + ",root=" + rootPly;
    }
}
