package zugzwang.core.proof;

import zugzwang.core.game.GameState;

/**
 * What {@link StrategyWriter} asks while it writes a strategy: does {@code attacker} achieve
 * {@code goal} from this position against every defence, and if the attacker is to move, with
 * which move? A {@link ProofSearch} is one ({@link #of}); tests use exact minimax.
 *
 * <p>The state must be left as found (same key, same ply).
 */
@FunctionalInterface
public interface StrategyProver {
    /**
     * The answer of a prover.
     *
     * @param outcome proved, disproved or unknown
     * @param move    when proved and the attacker is to move: a move that keeps the proof, if the
     *                prover knows one; otherwise -1
     */
    record Answer(Outcome outcome, int move) {
    }

    /** Whether {@code attacker} achieves {@code goal} from {@code state}, and how. */
    Answer prove(GameState state, int attacker, Goal goal);

    /** A proof search as a prover (its proving move is offered as a hint). */
    static StrategyProver of(ProofSearch search) {
        return (state, attacker, goal) -> {
            ProofResult r = search.prove(state, attacker, goal);
            return new Answer(r.outcome(), r.outcome() == Outcome.PROVED ? r.move() : -1);
        };
    }
}
