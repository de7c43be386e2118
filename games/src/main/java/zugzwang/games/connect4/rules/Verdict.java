package zugzwang.games.connect4.rules;

/**
 * What can be said about a position's value (first player = White): by the rule-based
 * {@link Evaluator} (never {@link #DRAW}: the rules prove bounds), or by a search that answers
 * both questions (the conspiracy-number search).
 */
public enum Verdict {
    FIRST_WINS("first-wins"),
    /** Neither side wins: both questions answered no. */
    DRAW("draw"),
    FIRST_AT_LEAST_DRAWS("first-at-least-draws"),
    SECOND_AT_LEAST_DRAWS("second-at-least-draws"),
    SECOND_WINS("second-wins"),
    UNKNOWN("unknown");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** The printed form, e.g. "second-at-least-draws". */
    public String label() {
        return label;
    }

    /**
     * Whether an exact score (weak, for the side to move: 1 win, 0 draw, -1 loss) agrees with
     * this verdict. {@link #UNKNOWN} agrees with everything.
     */
    public boolean agreesWith(int scoreForSideToMove, boolean firstToMove) {
        int first = firstToMove ? scoreForSideToMove : -scoreForSideToMove;
        return switch (this) {
            case FIRST_WINS -> first > 0;
            case DRAW -> first == 0;
            case FIRST_AT_LEAST_DRAWS -> first >= 0;
            case SECOND_AT_LEAST_DRAWS -> first <= 0;
            case SECOND_WINS -> first < 0;
            case UNKNOWN -> true;
        };
    }
}
