package zugzwang.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A {@code console} block of the docs: its commands ({@code $ ...} lines) each with the output
 * shown below it, and how shown output matches printed output (docs/tested-docs.md):
 * <ul>
 * <li>{@code [..]} in a line stands for any text within that line (times, node counts of
 *     multi-threaded runs);</li>
 * <li>a line {@code ...} stands for any number of lines, none included;</li>
 * <li>trailing blanks and a final empty line do not count.</li>
 * </ul>
 * A block opened with {@code ```console slow} is slow (run only on request).
 *
 * @param name     where the block is: {@code README.md:63} (the line of its opening fence)
 * @param slow     whether it is marked slow
 * @param commands its commands in order
 */
record DocBlock(String name, boolean slow, List<Command> commands) {
    /** A command line (continuation lines joined) and the output shown for it. */
    record Command(String line, List<String> expected) {
    }

    /** The wildcard within a line. */
    static final String ANY_TEXT = "[..]";
    /** The line that stands for any lines. */
    static final String ANY_LINES = "...";

    private static final Pattern FENCE = Pattern.compile("^```console(\\s+slow)?\\s*$");

    /** The repository: the nearest directory up from the working directory that holds README.md and docs/. */
    static Path repository() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !(Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs")))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no README.md with docs/ above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }

    /**
     * The console blocks of a page.
     *
     * @throws IllegalArgumentException for a console block that is not closed, or that shows
     *                                  output before its first command
     */
    static List<DocBlock> parse(String page, String text) {
        List<DocBlock> blocks = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            var fence = FENCE.matcher(lines[i]);
            if (!fence.matches()) {
                continue;
            }
            int start = i;
            List<Command> commands = new ArrayList<>();
            String line = null;
            List<String> expected = null;
            for (i++; ; i++) {
                if (i >= lines.length) {
                    throw new IllegalArgumentException(page + ":" + (start + 1) + ": console block not closed");
                }
                String l = lines[i];
                if (l.startsWith("```")) {
                    break;
                }
                if (l.startsWith("$ ")) {
                    if (line != null) {
                        commands.add(new Command(line, expected));
                    }
                    StringBuilder command = new StringBuilder(l.substring(2));
                    while (command.toString().endsWith("\\") && i + 1 < lines.length) {
                        command.setLength(command.length() - 1);
                        command.append('\n').append(lines[++i]);
                    }
                    line = command.toString();
                    expected = new ArrayList<>();
                } else if (line == null) {
                    throw new IllegalArgumentException(page + ":" + (i + 1) + ": output before the block's first $ command");
                } else {
                    expected.add(l);
                }
            }
            if (line != null) {
                commands.add(new Command(line, expected));
            }
            blocks.add(new DocBlock(page + ":" + (start + 1), fence.group(1) != null, List.copyOf(commands)));
        }
        return blocks;
    }

    /**
     * Null if the printed text matches the shown lines; else the first difference, in words.
     */
    static String mismatch(List<String> shown, String printed) {
        List<String> want = trim(shown);
        List<String> got = trim(List.of(printed.replace("\r", "").split("\n", -1)));
        return match(want, 0, got, 0) ? null : firstDifference(want, got);
    }

    private static List<String> trim(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            out.add(l.stripTrailing());
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /** Whether want[w..] matches got[g..] ({@link #ANY_LINES} tries every split: blocks are short). */
    private static boolean match(List<String> want, int w, List<String> got, int g) {
        if (w == want.size()) {
            return g == got.size();
        }
        if (want.get(w).equals(ANY_LINES)) {
            for (int k = g; k <= got.size(); k++) {
                if (match(want, w + 1, got, k)) {
                    return true;
                }
            }
            return false;
        }
        return g < got.size() && lineMatches(want.get(w), got.get(g)) && match(want, w + 1, got, g + 1);
    }

    /** Whether a printed line matches a shown one, {@link #ANY_TEXT} standing for any text. */
    static boolean lineMatches(String shown, String printed) {
        if (!shown.contains(ANY_TEXT)) {
            return shown.equals(printed);
        }
        StringBuilder regex = new StringBuilder("^");
        int from = 0;
        for (int at; (at = shown.indexOf(ANY_TEXT, from)) >= 0; from = at + ANY_TEXT.length()) {
            regex.append(Pattern.quote(shown.substring(from, at))).append(".*?");
        }
        regex.append(Pattern.quote(shown.substring(from))).append('$');
        return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(printed).matches();
    }

    private static String firstDifference(List<String> want, List<String> got) {
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
            if (want.get(i).equals(ANY_LINES)) {
                return "the lines from line " + (i + 1) + " (...) on do not match";
            }
            if (!lineMatches(want.get(i), got.get(i))) {
                return "line " + (i + 1) + ": shown '" + want.get(i) + "', printed '" + got.get(i) + "'";
            }
        }
        return want.size() > got.size() ? "shown " + want.size() + " lines, printed " + got.size()
                : "printed more lines than shown: '" + got.get(want.size()) + "'";
    }
}
