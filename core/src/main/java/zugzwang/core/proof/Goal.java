package zugzwang.core.proof;

/**
 * What a proof search tries to prove for its attacker: a win, or at least a draw. A weak value
 * takes two questions: "does the side to move win?" and, if not, "does it at least draw?".
 *
 * <p>Goals are duals: the attacker failing {@code WIN} is the defender achieving
 * {@code AT_LEAST_DRAW}, and the attacker failing {@code AT_LEAST_DRAW} is the defender winning.
 */
public enum Goal {
    /** The attacker wins (a terminal value above 0 for the attacker). */
    WIN,
    /** The attacker wins or draws (a terminal value of at least 0 for the attacker). */
    AT_LEAST_DRAW;

    /** Whether a terminal value, from the attacker's point of view, achieves this goal. */
    public boolean achievedBy(int valueForAttacker) {
        return this == WIN ? valueForAttacker > 0 : valueForAttacker >= 0;
    }

    /** The defender's goal when this one fails (the dual question with the roles swapped). */
    public Goal dual() {
        return this == WIN ? AT_LEAST_DRAW : WIN;
    }

    /** The name used in files and on the command line: {@code win} or {@code draw}. */
    public String label() {
        return this == WIN ? "win" : "draw";
    }

    /**
     * The goal of a label.
     *
     * @throws IllegalArgumentException for anything but {@code win} or {@code draw}
     */
    public static Goal ofLabel(String label) {
        switch (label) {
            case "win":
                return WIN;
            case "draw":
                return AT_LEAST_DRAW;
            default:
                throw new IllegalArgumentException("unknown goal '" + label + "': win or draw");
        }
    }
}
