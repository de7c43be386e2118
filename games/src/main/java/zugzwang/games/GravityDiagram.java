package zugzwang.games;

import java.util.function.BooleanSupplier;
import java.util.function.LongPredicate;

/**
 * What every diagram of a four-in-a-row game with gravity must satisfy once its stones rest on
 * each other (checked by the game): x moves first, so x has as many stones as o or one more; at
 * most the last mover has four in a line; and some order of alternating moves reaches the stones
 * without an earlier four. Shared by Connect-4 and Connect Four 3D, which differ only in their
 * lines and columns.
 */
public final class GravityDiagram {
    private GravityDiagram() {
    }

    /** Whether alternating play (x first) reaches exactly these stones. */
    @FunctionalInterface
    public interface Reachability {
        boolean reaches(long first, long second);
    }

    /**
     * Why no game reaches these stones, as one line, or null if one does.
     *
     * @param first     x's stones
     * @param second    o's stones
     * @param hasFour   whether stones contain a line of four
     * @param reachable the game's exact reachability test (asked last: it may search)
     */
    public static String problem(long first, long second, LongPredicate hasFour, Reachability reachable) {
        return problem(Long.bitCount(first), Long.bitCount(second), hasFour.test(first), hasFour.test(second),
                () -> reachable.reaches(first, second));
    }

    /**
     * {@link #problem(long, long, LongPredicate, Reachability)} of stones however stored: their
     * counts and whether each player's contain a line of four.
     */
    public static String problem(int nFirst, int nSecond, boolean firstHasFour, boolean secondHasFour,
            BooleanSupplier reachable) {
        if (nFirst != nSecond && nFirst != nSecond + 1) {
            return "the diagram has " + nFirst + " x and " + nSecond
                    + " o stones; x moves first, so x must have as many stones as o or one more";
        }
        boolean firstToMove = nFirst == nSecond;
        boolean lastWon = firstToMove ? secondHasFour : firstHasFour;
        if (firstToMove ? firstHasFour : secondHasFour) {
            String mover = firstToMove ? "x" : "o";
            return lastWon
                    ? "both players have four in a line; no game reaches this position"
                    : mover + " has four in a line but " + mover + " is to move; the game would have ended before";
        }
        if (!reachable.getAsBoolean()) {
            return lastWon
                    ? "no order of moves reaches this position without an earlier four in a line"
                    : "no order of alternating moves builds these columns (x moves first)";
        }
        return null;
    }
}
