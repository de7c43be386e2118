package zugzwang.core.proof;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * How a strategy file names a position (see {@code docs/proof-format.md}): by its exact
 * canonical form up to symmetry, by its exact key, or by its path from the root. A position
 * reached along several paths — or, by canonical form, any of its symmetric images — is then one
 * position, written and walked once; by path the strategy is a tree.
 */
enum StrategyMatching {
    /** {@link GameState#canonical}: images under the game's symmetries are one position (qubic). */
    CANONICAL,
    /** {@link GameState#key()}, when exact: transpositions are one position (Connect-4, tic-tac-toe). */
    KEY,
    /** The path from the root (hashed keys, or values that depend on history). */
    PATH;

    /** The matching of a game's strategy files. */
    static StrategyMatching of(Game game) {
        if (game.historyDependent()) {
            return PATH;
        }
        if (game.canonicalWords() > 0) {
            return CANONICAL;
        }
        return game.exactKeys() ? KEY : PATH;
    }

    /** The words of an identity ({@link #identify}); 0 by path. */
    int words(Game game) {
        return switch (this) {
            case CANONICAL -> game.canonicalWords();
            case KEY -> 1;
            case PATH -> 0;
        };
    }

    /**
     * Writes the identity of {@code state} into {@code out} and returns the symmetry that maps the
     * position onto it (0, the identity, by key). Not for {@link #PATH}.
     */
    int identify(GameState state, long[] out) {
        if (this == CANONICAL) {
            return state.canonical(out);
        }
        out[0] = state.key();
        return 0;
    }

    /** The file's comment naming this matching. */
    String comment() {
        return switch (this) {
            case CANONICAL -> "positions by canonical form (symmetric images and transpositions written once)";
            case KEY -> "positions by key (transpositions written once)";
            case PATH -> "positions by path (a tree)";
        };
    }
}
