package zugzwang.games;

import zugzwang.core.game.GameState;

/**
 * A {@link StonePosition} seen through the generic {@link GameState} interface: what every such
 * game answers alike (the side to move, playing and taking back, the end: −1 for the side to move
 * after the opponent's winning row, 0 for a full board). Each game adds its moves, keys, symmetries
 * and notation.
 *
 * @param <P> the game's position
 */
public abstract class StoneState<P extends StonePosition> implements GameState {
    private final P position;

    protected StoneState(P position) {
        this.position = position;
    }

    /** The underlying position (shared: moves played here change it). */
    public final P position() {
        return position;
    }

    /** The move as the error message of an unplayable one names it: {@code cell 21}. */
    protected abstract String describe(int move);

    @Override
    public final int player() {
        return position.player();
    }

    @Override
    public final int ply() {
        return position.stones();
    }

    @Override
    public final void play(int move) {
        if (!position.canPlay(move)) {
            throw new IllegalArgumentException(describe(move) + " cannot be played here");
        }
        position.play(move);
    }

    @Override
    public final void undo() {
        position.undo();
    }

    @Override
    public final boolean isTerminal() {
        return position.isOver();
    }

    @Override
    public final int value() {
        if (position.isWon()) {
            return -1; // the last stone won
        }
        if (position.isFull()) {
            return 0;
        }
        throw new IllegalStateException("the game is not over");
    }
}
