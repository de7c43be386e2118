package zugzwang.core.proof;

import zugzwang.core.game.GameState;

/**
 * How a new, unexpanded, non-terminal node gets its proof and disproof numbers (Allis 1994,
 * §2.5: "pluggable" initialisation). Implementations write {@code pn} and {@code dn} into
 * {@code out[0]} and {@code out[1]}, both at least 1.
 */
@FunctionalInterface
public interface ProofNumberInit {
    /**
     * @param state    the node's position (may be inspected, must be left as found)
     * @param orNode   whether the attacker is to move there
     * @param moves    the number of legal moves there
     * @param out      receives proof number (index 0) and disproof number (index 1)
     */
    void init(GameState state, boolean orNode, int moves, long[] out);

    /** Allis' standard: 1 and 1. */
    ProofNumberInit UNIFORM = (state, orNode, moves, out) -> {
        out[0] = 1;
        out[1] = 1;
    };

    /**
     * By mobility: an OR node needs one child proved but all disproved (pn 1, dn = moves); an AND
     * node the reverse (pn = moves, dn 1).
     */
    ProofNumberInit MOBILITY = (state, orNode, moves, out) -> {
        out[0] = orNode ? 1 : Math.max(1, moves);
        out[1] = orNode ? Math.max(1, moves) : 1;
    };
}
