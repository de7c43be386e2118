package zugzwang.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.CancellationException;
import zugzwang.core.proof.ProofSearch;
import zugzwang.games.connect4.Solver;

/**
 * One API request under way on a worker: the answer it builds (read as the partial answer when
 * the time limit strikes) and how to stop it. The answer is touched only under the job's lock.
 */
final class ApiJob {
    /** The answer so far; the worker fills it in, {@link #snapshot} copies it. */
    private final ObjectNode answer = Output.object();
    private volatile boolean cancelled;
    private volatile Solver solver;
    private volatile ProofSearch search;

    /** Runs {@code change} on the answer under the lock. */
    synchronized void update(java.util.function.Consumer<ObjectNode> change) {
        change.accept(answer);
    }

    /** A copy of the answer so far. */
    synchronized ObjectNode snapshot() {
        return answer.deepCopy();
    }

    /** The engine the job is running (to cancel it); set before each call. */
    void running(Solver s) {
        solver = s;
    }

    void running(ProofSearch s) {
        search = s;
    }

    /**
     * Stops the job: the engine call under way stops soon, and the job stops before its next
     * call. Called again and again by the server until the job has ended (an engine clears a
     * cancellation that comes just before its call starts).
     */
    void cancel() {
        cancelled = true;
        Solver s = solver;
        if (s != null) {
            s.cancel();
        }
        ProofSearch p = search;
        if (p != null) {
            p.cancel();
        }
    }

    boolean cancelled() {
        return cancelled;
    }

    /** Throws if the job was cancelled: call before each engine call. */
    void check() {
        if (cancelled) {
            throw new CancellationException("time limit");
        }
    }

    /** The status of the solver under way ({@link Solver#status()}), or "". */
    String status() {
        Solver s = solver;
        return s == null ? "" : s.status();
    }
}
