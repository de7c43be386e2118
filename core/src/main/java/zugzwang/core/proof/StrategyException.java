package zugzwang.core.proof;

/**
 * A strategy file cannot be read (a malformed header, a line too long, a file too large) or a
 * strategy cannot be written (the prover did not prove a position the strategy needs, a line
 * budget was exceeded). The message says what and where (a line number, or the path of moves
 * from the root).
 */
public final class StrategyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The file line the problem is on (1-based), or 0 when it is not about one line. */
    private final int line;

    public StrategyException(String message) {
        this(0, message);
    }

    /** A problem on a line of a file: the message is prefixed with {@code line N: }. */
    public StrategyException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    /** The file line the problem is on (1-based), or 0 when it is not about one line. */
    public int line() {
        return line;
    }
}
