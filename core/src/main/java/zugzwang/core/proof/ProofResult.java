package zugzwang.core.proof;

/**
 * What a proof search found, with its statistics.
 *
 * @param outcome     proved, disproved or unknown
 * @param attacker    the player (0 first, 1 second) whose goal was asked
 * @param goal        the goal asked
 * @param proof       the root's proof number at the end (0 if proved; {@link ProofNumbers#INFINITY}
 *                    if disproved)
 * @param disproof    the root's disproof number at the end
 * @param move        if proved and the attacker is to move at the root: a move that keeps the
 *                    proof (-1 otherwise)
 * @param created     nodes created (evaluated positions; for DF-PN: positions visited)
 * @param expanded    nodes expanded (positions whose children were generated)
 * @param maxTreeSize the largest number of nodes held at once (tree nodes, or table entries in use)
 * @param nanos       the time taken
 * @param stopReason  why an unknown search stopped ({@code "node budget"}, {@code "memory"},
 *                    {@code "cancelled"}); null when decided
 */
public record ProofResult(Outcome outcome, int attacker, Goal goal, long proof, long disproof, int move,
                          long created, long expanded, long maxTreeSize, long nanos, String stopReason) {
    public double millis() {
        return nanos / 1e6;
    }
}
