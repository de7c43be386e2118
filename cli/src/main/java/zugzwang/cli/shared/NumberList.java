package zugzwang.cli.shared;

import java.util.TreeSet;
import java.util.function.IntFunction;

/**
 * A list of whole numbers as options take them: numbers and ranges separated by commas, e.g.
 * {@code 28,30}, {@code 20..63} or {@code 3,10..20} (a range includes both ends, either order).
 */
public final class NumberList {
    private NumberList() {
    }

    /**
     * The numbers of the list, ascending, without repeats.
     *
     * @param what    what one number is, for messages ("a difficulty")
     * @param example a range to show in messages ("20..63")
     * @param problem what is wrong with a number, or null if it is fine
     * @throws IllegalArgumentException naming the bad item
     */
    public static TreeSet<Integer> parse(String text, String what, String example, IntFunction<String> problem) {
        TreeSet<Integer> out = new TreeSet<>();
        for (String item : text.split(",", -1)) {
            String t = item.strip();
            String[] range = t.split("\\.\\.", -1);
            if (range.length > 2 || t.isEmpty()) {
                throw new IllegalArgumentException("'" + t + "' is not " + what + " or a range such as " + example);
            }
            int a = number(range[0], problem);
            int b = range.length == 2 ? number(range[1], problem) : a;
            for (int i = Math.min(a, b); i <= Math.max(a, b); i++) {
                out.add(i);
            }
        }
        return out;
    }

    private static int number(String s, IntFunction<String> problem) {
        int n;
        try {
            n = Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s.strip() + "' is not a number");
        }
        String bad = problem.apply(n);
        if (bad != null) {
            throw new IllegalArgumentException(bad);
        }
        return n;
    }
}
