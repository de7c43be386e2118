package zugzwang.core.proof;

import zugzwang.core.game.GameState;

/**
 * What {@link StrategyWriter} and {@link StrategyVerifier} decide alike about a position, by the
 * rules alone: a terminal value from the attacker's side, whether a move ends the game with the
 * goal, and whether the attacker has such a move (a version-2 file then needs no line). One place,
 * so that the writer leaves out exactly the lines the verifier does without.
 */
final class StrategyRules {
    private StrategyRules() {
    }

    /** The value of a terminal position for the attacker. */
    static int valueFor(GameState state, int attacker) {
        return state.player() == attacker ? state.value() : -state.value();
    }

    /** Whether the legal move {@code move} ends the game with the goal (played and taken back). */
    static boolean endsWithGoal(GameState state, int move, int attacker, Goal goal) {
        state.play(move);
        try {
            return state.isTerminal() && goal.achievedBy(valueFor(state, attacker));
        } finally {
            state.undo();
        }
    }

    /**
     * Whether the attacker, to move, ends the game with the goal in one move: the game's winning
     * move ({@link GameState#winningMove}), checked legal and played out, so a wrong answer of the
     * game's shortcut does not count; for the goal "draw" also any move ending in a draw.
     *
     * @param buffer room for the legal moves ({@link zugzwang.core.game.Game#maxMoves})
     */
    static boolean winsInOne(GameState state, int attacker, Goal goal, int[] buffer) {
        int n = state.moves(buffer);
        int win = state.winningMove();
        for (int i = 0; i < n && win >= 0; i++) {
            if (buffer[i] == win) {
                if (endsWithGoal(state, win, attacker, goal)) {
                    return true;
                }
                break;
            }
        }
        if (goal != Goal.AT_LEAST_DRAW) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (endsWithGoal(state, buffer[i], attacker, goal)) {
                return true;
            }
        }
        return false;
    }
}
