package zugzwang.games.qubic;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The 76 lines of the 4×4×4 cube written from coordinates (cell 16x + 4y + z), for the tests:
 * independent of {@link Qubic}'s bit tricks, and plain line scans for fours and threats.
 */
final class PlainLines {
    /** The lines, each once. */
    static final long[] LINES = lines().stream().mapToLong(Long::longValue).toArray();

    private PlainLines() {
    }

    /** Every line: from every cell in every one of the 26 directions, the four cells inside the cube. */
    static Set<Long> lines() {
        Set<Long> lines = new LinkedHashSet<>();
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dz = -1; dz <= 1; dz++) {
                    if (dx == 0 && dy == 0 && dz == 0) {
                        continue;
                    }
                    for (int c = 0; c < 64; c++) {
                        long line = 0;
                        boolean inside = true;
                        for (int k = 0; k < 4 && inside; k++) {
                            int a = (c >>> 4) + k * dx;
                            int b = (c >>> 2 & 3) + k * dy;
                            int e = (c & 3) + k * dz;
                            inside = a >= 0 && a < 4 && b >= 0 && b < 4 && e >= 0 && e < 4;
                            line |= inside ? 1L << (16 * a + 4 * b + e) : 0;
                        }
                        if (inside) {
                            lines.add(line);
                        }
                    }
                }
            }
        }
        return lines;
    }

    /** Whether {@code b} holds a whole line. */
    static boolean four(long b) {
        for (long l : LINES) {
            if ((b & l) == l) {
                return true;
            }
        }
        return false;
    }

    /** The cells, empty of both, where {@code b} would complete a line. */
    static long wins(long b, long other) {
        long out = 0;
        for (long l : LINES) {
            long missing = l & ~b;
            if (Long.bitCount(missing) == 1 && (missing & other) == 0) {
                out |= missing;
            }
        }
        return out;
    }
}
