package zugzwang.core.proof;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads the lines of a strategy file with a bound on their length, so that a hostile or broken
 * file (one endless line) cannot exhaust memory. Accepts {@code \n} and {@code \r\n} line ends.
 * Not buffered itself: give it a buffered reader.
 */
final class StrategyLineReader {
    private final Reader in;
    private final int maxChars;
    private final StringBuilder line = new StringBuilder();
    private int number;
    private boolean eof;

    StrategyLineReader(Reader in, int maxChars) {
        this.in = in;
        this.maxChars = maxChars;
    }

    /** The number of the last line returned (1-based; 0 before the first). */
    int number() {
        return number;
    }

    /**
     * The next line without its line end, or null at the end of the input.
     *
     * @throws StrategyException if the line is longer than the bound
     */
    String next() throws IOException {
        if (eof) {
            return null;
        }
        line.setLength(0);
        while (true) {
            int c = in.read();
            if (c < 0) {
                eof = true;
                if (line.length() == 0) {
                    return null; // no text after the last line end
                }
                break;
            }
            if (c == '\n') {
                break;
            }
            if (line.length() == maxChars) {
                throw new StrategyException(number + 1, "longer than " + maxChars + " characters");
            }
            line.append((char) c);
        }
        if (number == Integer.MAX_VALUE - 1) {
            // line numbers identify lines (0 means "none"): refuse rather than wrap around
            throw new StrategyException(number, "too many lines (over " + (Integer.MAX_VALUE - 1) + ")");
        }
        number++;
        if (number == 1 && line.length() > 0 && line.charAt(0) == '\uFEFF') {
            line.deleteCharAt(0); // a byte-order mark some editors put first
        }
        int n = line.length();
        if (n > 0 && line.charAt(n - 1) == '\r') {
            line.setLength(n - 1);
        }
        return line.toString();
    }

    /** The next line that is neither blank nor a comment (first non-blank character {@code #}), or null. */
    String nextContent() throws IOException {
        String s;
        while ((s = next()) != null) {
            String t = s.strip();
            if (!t.isEmpty() && t.charAt(0) != '#') {
                return t;
            }
        }
        return null;
    }
}
