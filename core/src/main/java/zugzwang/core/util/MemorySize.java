package zugzwang.core.util;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Memory sizes as users write them: {@code 512m}, {@code 1g}, {@code 1.5G}, {@code 64MiB}, {@code 300k}. */
public final class MemorySize {
    private static final Pattern SIZE =
            Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmgt])(?:i?b)?", Pattern.CASE_INSENSITIVE);

    private MemorySize() {
    }

    /**
     * Parses a size with a binary unit: k (KiB), m (MiB), g (GiB) or t (TiB), case-insensitive,
     * optionally followed by "b" or "ib".
     *
     * @throws IllegalArgumentException with a message naming the text, if it is not such a size
     */
    public static long parse(String text) {
        String t = text == null ? "" : text.trim();
        Matcher m = SIZE.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("memory size '" + text
                    + "' is not valid: give a number with a unit, e.g. 512m or 1g");
        }
        double number = Double.parseDouble(m.group(1));
        int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            default -> 40;
        };
        double bytes = number * (1L << shift);
        if (bytes >= Long.MAX_VALUE / 2) {
            throw new IllegalArgumentException("memory size '" + text + "' is too large");
        }
        return (long) bytes;
    }

    /** A short human form: 256 MiB, 1 GiB, 1.5 GiB, 300 KiB, 17 B. */
    public static String format(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        double v = bytes;
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        if (v == Math.rint(v)) {
            return (long) v + " " + units[u];
        }
        return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }
}
