package zugzwang.core.proof;

import zugzwang.core.game.GameState;
import zugzwang.core.search.Reference;

/**
 * A prover for strategy tests that owes nothing to the proof searches: exact (weak) minimax
 * ({@link Reference.Exact}, memoised by key). Proved iff the goal is achieved by the exact value
 * for the attacker; the proving move is the first move (natural order) that keeps the goal.
 * (Shared with the games module's tests through core's test-jar.)
 */
public final class StrategyBruteForce implements StrategyProver {
    private final Reference.Exact exact = new Reference.Exact(true);
    private long calls;

    /** The exact weak value (1, 0, -1) of {@code state} for {@code player}. */
    public int valueFor(GameState state, int player) {
        int v = exact.value(state);
        return state.player() == player ? v : -v;
    }

    /** Whether {@code attacker} achieves {@code goal} from {@code state} with best play. */
    public boolean achieves(GameState state, int attacker, Goal goal) {
        return goal.achievedBy(valueFor(state, attacker));
    }

    @Override
    public Answer prove(GameState state, int attacker, Goal goal) {
        calls++;
        if (!achieves(state, attacker, goal)) {
            return new Answer(Outcome.DISPROVED, -1);
        }
        int move = -1;
        if (state.player() == attacker && !state.isTerminal()) {
            int[] moves = new int[state.game().maxMoves()];
            int n = state.moves(moves);
            for (int i = 0; i < n && move < 0; i++) {
                state.play(moves[i]);
                if (achieves(state, attacker, goal)) {
                    move = moves[i];
                }
                state.undo();
            }
        }
        return new Answer(Outcome.PROVED, move);
    }

    public long calls() {
        return calls;
    }
}
