package zugzwang.cli.shared;

import java.io.BufferedReader;
import java.io.PrintWriter;

/**
 * What every command runs with: the streams of the command line (injected, so that tests run the
 * commands in-process) and its one-line errors. Every error reaches the user as one line on
 * standard error, {@code zugzwang: error: ...}: option and usage errors exit with
 * {@value #EXIT_USAGE}, bad positions (and benchmark mismatches) with {@value #EXIT_FAILURE}.
 * {@code zugzwang.cli.Main} is the one instance (the commands get it as their parent command).
 */
public class Console {
    public static final int EXIT_OK = 0;
    /** A bad position, a benchmark mismatch or an internal failure. */
    public static final int EXIT_FAILURE = 1;
    /** A bad option, size, memory setting, suite name or command. */
    public static final int EXIT_USAGE = 2;
    /** A proof search stopped undecided (its node or memory budget, or an interrupt). */
    public static final int EXIT_UNDECIDED = 3;

    private static final String PREFIX = "zugzwang: error: ";

    private final BufferedReader in;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean terminal;

    protected Console(BufferedReader in, PrintWriter out, PrintWriter err, boolean terminal) {
        this.in = in;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    /** Standard input of the commands (positions, the moves of {@code play}). */
    public BufferedReader in() {
        return in;
    }

    public PrintWriter out() {
        return out;
    }

    public PrintWriter err() {
        return err;
    }

    /** Whether standard error is a terminal (then long benchmarks show progress). */
    public boolean terminal() {
        return terminal;
    }

    /** Prints one error line, {@code zugzwang: error: <message>}, on standard error. */
    public void error(String message) {
        err.println(PREFIX + oneLine(message));
        err.flush();
    }

    /** A message for an unexpected exception, without its stack trace. */
    public static String describe(Throwable ex) {
        String message = ex.getMessage();
        if (message == null || message.isBlank()) {
            message = ex.getClass().getSimpleName();
        }
        return "internal error: " + message
                + (debug() ? "" : " (set ZUGZWANG_DEBUG=1 for details)");
    }

    /** Whether ZUGZWANG_DEBUG asks for stack traces. */
    public static boolean debug() {
        String d = System.getenv("ZUGZWANG_DEBUG");
        return d != null && !d.isEmpty() && !d.equals("0");
    }

    /** The message on one line: line breaks become " / ". */
    public static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", " / ");
    }
}
