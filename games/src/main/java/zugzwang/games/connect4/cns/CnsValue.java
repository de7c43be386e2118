package zugzwang.games.connect4.cns;

/** The three-valued answer of {@link ConspiracySolver}, White = first player. */
public enum CnsValue {
    FIRST_WINS("first-wins"),
    DRAW("draw"),
    SECOND_WINS("second-wins"),
    /** White does not win; the second question was not settled. */
    SECOND_AT_LEAST_DRAWS("second-at-least-draws"),
    /** Black does not win; the first question was not settled. */
    FIRST_AT_LEAST_DRAWS("first-at-least-draws"),
    UNKNOWN("unknown");

    private final String label;

    CnsValue(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Whether an exact weak score (for the side to move) agrees; partial values agree with a range. */
    public boolean agreesWith(int scoreForSideToMove, boolean firstToMove) {
        int first = firstToMove ? scoreForSideToMove : -scoreForSideToMove;
        return switch (this) {
            case FIRST_WINS -> first > 0;
            case DRAW -> first == 0;
            case SECOND_WINS -> first < 0;
            case SECOND_AT_LEAST_DRAWS -> first <= 0;
            case FIRST_AT_LEAST_DRAWS -> first >= 0;
            case UNKNOWN -> true;
        };
    }
}
