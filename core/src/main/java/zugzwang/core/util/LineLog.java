package zugzwang.core.util;

import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.util.Objects;

/**
 * A log of lines (a CSV run log, say) written and flushed one at a time, so that a long run's log
 * is complete up to its last line: the first write that fails is kept as {@link #error()} and the
 * log stops there, while the run that writes it goes on (a full disk must not end a solve). Thread-safe.
 */
public final class LineLog implements Closeable {
    private final Writer out;
    private IOException error;

    /** Writes to {@code out}; {@link #close()} closes it. */
    public LineLog(Writer out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /** Writes {@code text} and a newline, and flushes; nothing once a write has failed. */
    public synchronized void line(String text) {
        if (error != null) {
            return;
        }
        try {
            out.write(text);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            error = e;
        }
    }

    /** The first write that failed, or null. */
    public synchronized IOException error() {
        return error;
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
