package zugzwang.core.proof;

/** The answer of a proof search. */
public enum Outcome {
    /** The attacker achieves the goal against every defence. */
    PROVED,
    /** The defender prevents the goal (the dual goal is proved for the defender). */
    DISPROVED,
    /** Not decided within the node or memory budget (or the search was cancelled). */
    UNKNOWN
}
