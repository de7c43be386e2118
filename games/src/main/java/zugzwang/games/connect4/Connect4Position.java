package zugzwang.games.connect4;

import zugzwang.games.connect4.Position.Stone;

/**
 * A Connect-4 position as the commands and the server use it, whatever the width of its
 * bitboards: {@link Position} (one word) and {@code WidePosition} (two words) both are one, so that
 * {@code play}, the server and the diagrams are written once. Calls through this interface are
 * for the user interface only; the solver never makes them (it passes bitboards down its
 * recursion).
 */
public interface Connect4Position {
    /** The board. */
    BoardShape board();

    /** Stones on the board. */
    int moves();

    /** Whether the first player is to move. */
    boolean firstToMove();

    /** Who occupies a cell (0-based column and row, row 0 at the bottom). */
    Stone at(int column, int row);

    /** Stones in a column. */
    int heightOf(int column);

    /** Whether the player who moved last has four in a line. */
    boolean isWon();

    /** Whether the board is full without a win. */
    boolean isDraw();

    /** Whether the game is over (won or full). */
    boolean isOver();

    /** Whether a stone may be dropped into the column (0-based) now. */
    boolean canPlay(int column);

    /** Drops a stone of the side to move into the column (0-based). */
    void play(int column);

    /** Takes back the last move (only of a position with its history). */
    void undo();

    /** The columns (0-based) that may be played now, left to right. */
    int[] legalMoves();

    /** Whether playing the column wins at once. */
    boolean isWinningMove(int column);

    /** Whether the side to move can win with its next stone. */
    boolean canWinNext();

    /**
     * A key shared by the position and its mirror image and by no other position of the board, as
     * a two-word number {low word, high word} (a one-word position's key is its low word, the high
     * word 0; the opening book keys positions by it). A new array.
     */
    long[] canonicalKeyWords();

    /** The board as rows of {@code .}, {@code x} (first player), {@code o}, top row first. */
    String diagram();

    /** An independent copy (history included). */
    Connect4Position copy();
}
