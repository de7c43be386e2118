package zugzwang.games.popout;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    @Override
    public String toString() {
        return "depth=" + depth + ",pops=" + pops + ",root=" + rootPly;
    }
}
