package zugzwang.games.popout;

import zugzwang.core.game.GameState;
import zugzwang.games.connect4.BoardShape;

/**
 * A PopOut position of either word size ({@link PopOutState}: one word, {@code WidePopOutState}:
 * two), as the notation and the commands use it; the game API ({@link GameState}) is the rest.
 */
public interface PopOutPosition extends GameState {
    /** The board's size. */
    BoardShape board();

    /** Whether every cell holds a disk. */
    boolean isFull();

    /** The disk on a cell (0-based column and row, row 0 at the bottom): {@code .}, {@code x} (White) or {@code o}. */
    char cell(int column, int row);

    /** Whether the game ended by a draw claim. */
    boolean drawClaimed();

    /** Whether the game ended by repetition. */
    boolean drawnByRepetition();

    /** The moves played from the start, oldest first (a new array). */
    int[] history();

    /** Why {@code move} is not legal here (in words), or null if it is. */
    String illegality(int move);

    @Override
    PopOutPosition copy();
}
