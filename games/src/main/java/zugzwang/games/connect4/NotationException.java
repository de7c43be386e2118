package zugzwang.games.connect4;

/**
 * Text that does not describe a legal, reachable position. The message says what is wrong and
 * where (the move number and column, or the row of a diagram), without naming the input line:
 * that is the caller's to add.
 */
public final class NotationException extends IllegalArgumentException {
    private final int moveNumber;

    public NotationException(String message, int moveNumber) {
        super(message);
        this.moveNumber = moveNumber;
    }

    public NotationException(String message) {
        this(message, 0);
    }

    /** The 1-based number of the offending move, or 0 if the error is not about one move. */
    public int moveNumber() {
        return moveNumber;
    }
}
