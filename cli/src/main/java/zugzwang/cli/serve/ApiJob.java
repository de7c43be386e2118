package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import zugzwang.cli.shared.Output;

/**
 * One API request under way on a worker: the answer it builds (read as the partial answer when
 * the time limit strikes) and how to stop it. The answer is touched only under the job's lock.
 */
final class ApiJob {
    /** The engine call under way: how to stop it and what it reports. */
    private record Engine(Runnable cancel, Supplier<String> status) {
    }

    /** The answer so far; the worker fills it in, {@link #snapshot} copies it. */
    private final ObjectNode answer = Output.object();
    private volatile boolean cancelled;
    private volatile Engine engine;

    /** Runs {@code change} on the answer under the lock. */
    synchronized void update(java.util.function.Consumer<ObjectNode> change) {
        change.accept(answer);
    }

    /** A copy of the answer so far. */
    synchronized ObjectNode snapshot() {
        return answer.deepCopy();
    }

    /**
     * The engine the job is running (to cancel it), set before its calls: {@code cancel} stops a
     * call under way, {@code status} tells how far it got (a solver's status line, or "").
     */
    void running(Runnable cancel, Supplier<String> status) {
        engine = new Engine(cancel, status);
    }

    /**
     * Stops the job: the engine call under way stops soon, and the job stops before its next
     * call. Called again and again by the server until the job has ended (an engine clears a
     * cancellation that comes just before its call starts).
     */
    void cancel() {
        cancelled = true;
        Engine e = engine;
        if (e != null) {
            e.cancel().run();
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

    /** The status of the engine under way, or "". */
    String status() {
        Engine e = engine;
        return e == null ? "" : e.status().get();
    }
}
