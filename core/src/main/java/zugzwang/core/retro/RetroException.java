package zugzwang.core.retro;

/** A retrograde analysis that cannot be done: over its memory budget, or a game it cannot handle. */
public final class RetroException extends RuntimeException {
    public RetroException(String message) {
        super(message);
    }
}
