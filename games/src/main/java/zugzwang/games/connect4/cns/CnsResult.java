package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.rules.Verdict;

/**
 * What {@link ConspiracySolver} found.
 *
 * @param value       the three-valued answer (or a partial one when a budget ran out)
 * @param firstWins   answer to "does White win?": 1, -1 (Black at least draws) or 0 (unclear)
 * @param secondWins  answer to "does Black win?": 1, -1, 0, or 0 when not asked
 * @param move        a column (0-based) that realises the answer for the side to move when level 3
 *                    found one, else -1
 * @param nodes       tree nodes created (deterministic)
 * @param evaluations rule evaluations
 * @param trees       second-level trees grown
 * @param nanos       wall time
 */
public record CnsResult(Verdict value, int firstWins, int secondWins, int move, long nodes, long evaluations,
                        long trees, long nanos) {
}
