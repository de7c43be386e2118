package zugzwang.games.cube;

import java.util.HashSet;
import java.util.Set;

/**
 * Whether a set of stones can arise in a real game of Connect Four 3D: some order of alternating
 * moves, x first, builds every column bottom-up without a line of four before the last move.
 * (The same decision as Connect-4's, on the cube.)
 *
 * <p>Gravity and counts are necessary, not sufficient: a lone column holding o below x cannot be
 * built, since x moves first. The check is a depth-first search over partial positions (which
 * stones of each column are placed, i.e. a set of cells); a partial position from which the target
 * cannot be completed is remembered, so each is explored at most once.
 *
 * <p>A position where the last mover has four is reachable iff removing one of that player's top
 * stones leaves a reachable position with no four: the winning stone came last, and every earlier
 * position is a subset of the one before it, so none has a four if that one has none.
 */
public final class CubeReachability {
    private CubeReachability() {
    }

    /** Whether alternating play reaches exactly these stones (gravity checked by the caller). */
    public static boolean isReachable(long first, long second) {
        int nFirst = Long.bitCount(first);
        int nSecond = Long.bitCount(second);
        if (nFirst != nSecond && nFirst != nSecond + 1) {
            return false;
        }
        boolean firstMovedLast = nFirst > nSecond;
        long last = firstMovedLast ? first : second;
        long other = firstMovedLast ? second : first;
        if (Cube.hasFour(other)) {
            return false;
        }
        if (!Cube.hasFour(last)) {
            return buildable(first, second);
        }
        long filled = first | second;
        // the top stone of each column: filled and nothing above it
        long tops = filled & ~(filled >>> 16);
        for (long t = tops & last; t != 0; t &= t - 1) {
            long top = t & -t;
            long before = last & ~top;
            if (!Cube.hasFour(before)
                    && (firstMovedLast ? buildable(before, second) : buildable(first, before))) {
                return true;
            }
        }
        return false;
    }

    /** Whether some alternating order (x first) builds these columns bottom-up. */
    static boolean buildable(long first, long second) {
        return new Search(first, second).from(0, 0);
    }

    /**
     * A game that reaches these stones (the columns in order), or null if none does: the order the
     * search of {@link #isReachable} finds.
     */
    static int[] game(long first, long second) {
        if (!isReachable(first, second)) {
            return null;
        }
        int n = Long.bitCount(first | second);
        long last = (n & 1) == 1 ? first : second;
        long before = first | second;
        long lastCell = 0;
        if (Cube.hasFour(last)) {
            // as isReachable: some top stone of the last mover came last
            long filled = first | second;
            for (long t = filled & ~(filled >>> 16) & last; t != 0; t &= t - 1) {
                long top = t & -t;
                long f = (n & 1) == 1 ? first & ~top : first;
                long s = (n & 1) == 1 ? second : second & ~top;
                if (!Cube.hasFour(last & ~top) && buildable(f, s)) {
                    lastCell = top;
                    break;
                }
            }
        }
        long f = first & ~lastCell;
        long s = second & ~lastCell;
        Search search = new Search(f, s);
        search.path = new int[n];
        search.from(0, 0);
        int[] game = search.path;
        if (lastCell != 0) {
            game[n - 1] = Cube.columnOf(Long.numberOfTrailingZeros(lastCell));
        }
        return game;
    }

    private static final class Search {
        final long first;
        final long target;
        final int total;
        final Set<Long> dead = new HashSet<>();
        /** If not null, receives the columns of the order found. */
        int[] path;

        Search(long first, long second) {
            this.first = first;
            this.target = first | second;
            this.total = Long.bitCount(target);
        }

        /** Can the target be completed from the partial position {@code placed} ({@code n} stones)? */
        boolean from(long placed, int n) {
            if (n == total) {
                return true;
            }
            if (dead.contains(placed)) {
                return false;
            }
            boolean firstToMove = (n & 1) == 0;
            // the next cell of each column that the target still needs
            for (long next = Cube.playable(placed) & target; next != 0; next &= next - 1) {
                long cell = next & -next;
                if (((first & cell) != 0) == firstToMove && from(placed | cell, n + 1)) {
                    if (path != null) {
                        path[n] = Cube.columnOf(Long.numberOfTrailingZeros(cell));
                    }
                    return true;
                }
            }
            dead.add(placed);
            return false;
        }
    }
}
