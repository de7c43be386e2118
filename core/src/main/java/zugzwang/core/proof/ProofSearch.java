package zugzwang.core.proof;

import zugzwang.core.game.GameState;

/**
 * A proof search over the game API: does {@code attacker} achieve {@code goal} from a position,
 * against every defence? Proof-number search ({@link ProofNumberSearch}), PN² and DF-PN implement
 * it. Positions where the attacker is to move are OR nodes, the others AND nodes.
 *
 * <p>Not thread-safe: one search at a time; {@link #cancel()} may be called from another thread.
 * The given state is restored before {@link #prove} returns (also when it stops early).
 */
public interface ProofSearch {
    /** The name used on the command line: {@code pn}, {@code pn2}, {@code dfpn}. */
    String name();

    /** Tries to prove that {@code attacker} achieves {@code goal} from {@code state}. */
    ProofResult prove(GameState state, int attacker, Goal goal);

    /** Stops the search under way soon; it returns {@link Outcome#UNKNOWN}. */
    void cancel();

    /** Nodes created so far by the search under way (for progress reports from another thread). */
    long nodes();

    /**
     * Forgets what earlier searches left (tables of proved positions), so that the next search
     * starts as a new object would, without allocating its memory again. Benchmarks call it
     * between positions.
     */
    default void clear() {
    }
}
