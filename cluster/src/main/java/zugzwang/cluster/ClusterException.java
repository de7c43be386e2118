package zugzwang.cluster;

/** A cluster could not be started, joined or used; the message is one line for the user. */
public final class ClusterException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ClusterException(String message, Throwable cause) {
        super(message, cause);
    }

    public ClusterException(String message) {
        super(message);
    }
}
