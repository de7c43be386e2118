package zugzwang.games;

/**
 * A position of a game in which the players put down stones in turn and a row wins, a full board
 * being a draw (Connect Four 3D, qubic, go-moku): what the game API's states, the terminal game and
 * the server read of each alike.
 */
public interface StonePosition {
    /** The player to move: 0 the first, 1 the second. */
    int player();

    /** The number of stones on the board. */
    int stones();

    /** Whether the last move made a winning row. */
    boolean isWon();

    /** Whether the board is full. */
    boolean isFull();

    /** Whether the game is over: won or full. */
    default boolean isOver() {
        return isWon() || isFull();
    }

    /** Whether the side to move may make move {@code move} (the game's move code). */
    boolean canPlay(int move);

    /** Makes move {@code move} for the side to move. */
    void play(int move);

    /** Takes back the last move. */
    void undo();
}
