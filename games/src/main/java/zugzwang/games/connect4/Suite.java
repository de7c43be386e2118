package zugzwang.games.connect4;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A named set of positions with known scores, shipped with the library (see
 * {@code resources/zugzwang/games/connect4/suites/README.md}): Pons' 7×6 sets, the 9×5 sets and
 * the 10×6 sets (boards beyond one word: {@link WideBoard}).
 *
 * @param name    the file name without extension, e.g. {@code Test_L2_R2}; the 10×6 sets carry
 *                the board in front ({@code 10x6_endgame_L1}), their files' names being the 9×5 ones'
 * @param width   the board's width
 * @param height  the board's height
 * @param entries the positions as move sequences (one digit per move, or numbers separated by
 *                commas where a column has two digits: {@link Notation}), with their scores
 */
public record Suite(String name, int width, int height, List<Entry> entries) {
    /** A position (move sequence as in the file) and its exact score. */
    public record Entry(String sequence, int score) {
    }

    /** Every shipped suite: folder and file name. */
    private static final String[][] SHIPPED = {
        {"7x6", "Test_L3_R1"}, {"7x6", "Test_L2_R1"}, {"7x6", "Test_L2_R2"}, {"7x6", "Test_L1_R1"},
        {"9x5", "endgame_L1"}, {"9x5", "midgame_L1"}, {"9x5", "midgame_L2"}, {"9x5", "opening_L1"},
    };

    /** The shipped suites on boards beyond one word (64 bits): folder and file name. */
    private static final String[][] SHIPPED_WIDE = {
        {"10x6", "endgame_L1"}, {"10x6", "midgame_L1"}, {"10x6", "midgame_L2"},
    };

    /** The board, for a suite whose board fits one word ({@link #fitsOneWord()}). */
    public Board board() {
        return Board.of(width, height);
    }

    /** The board as a two-word board (any suite). */
    public WideBoard wideBoard() {
        return WideBoard.of(width, height);
    }

    /** Whether the board fits one word, {@code width * (height + 1) <= 64} (else: {@link #wideBoard()}). */
    public boolean fitsOneWord() {
        return BoardShape.fitsOneWord(width, height);
    }

    /**
     * The empty 7×6 board alone, score 1 (the first player wins with its 21st stone, on move 41:
     * Allis 1988 and Tromp's databases; see shared REFERENCE and the README's table of values).
     * It is not among {@link #names()}: it takes tens of seconds, so benchmarks run it on request.
     */
    public static final String EMPTY_7X6 = "empty-7x6";

    /** Every suite {@link #load} knows: {@link #names()}, {@link #wideNames()} and {@link #EMPTY_7X6}. */
    public static List<String> allNames() {
        List<String> all = new ArrayList<>(names());
        all.addAll(wideNames());
        all.add(EMPTY_7X6);
        return all;
    }

    /** Names of the shipped suites on boards beyond one word (10×6), easiest first. */
    public static List<String> wideNames() {
        List<String> names = new ArrayList<>();
        for (String[] s : SHIPPED_WIDE) {
            names.add(s[0] + "_" + s[1]);
        }
        return names;
    }

    /** Names of the shipped suites, easiest first per board. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String[] s : SHIPPED) {
            names.add(s[1]);
        }
        return names;
    }

    /**
     * Loads a shipped suite by name (case-insensitive).
     *
     * @throws IllegalArgumentException if there is no such suite
     */
    public static Suite load(String name) {
        if (EMPTY_7X6.equalsIgnoreCase(name)) {
            return new Suite(EMPTY_7X6, 7, 6, List.of(new Entry("", 1)));
        }
        for (String[] s : SHIPPED) {
            if (s[1].equalsIgnoreCase(name)) {
                return read(s[0], s[1], s[1]);
            }
        }
        for (String[] s : SHIPPED_WIDE) {
            if ((s[0] + "_" + s[1]).equalsIgnoreCase(name)) {
                return read(s[0], s[1], s[0] + "_" + s[1]);
            }
        }
        throw new IllegalArgumentException("unknown suite '" + name + "': the suites are "
                + String.join(", ", allNames()));
    }

    private static Suite read(String folder, String file, String name) {
        String[] wh = folder.split("x");
        String path = "suites/" + folder + "/" + file + ".txt";
        try (InputStream in = Suite.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("suite resource missing: " + path);
            }
            return new Suite(name, Integer.parseInt(wh[0]), Integer.parseInt(wh[1]), parse(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Entry> parse(InputStream in) throws IOException {
        List<Entry> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line; (line = r.readLine()) != null; ) {
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = line.split("\\s+");
            out.add(new Entry(parts[0], Integer.parseInt(parts[1])));
        }
        return List.copyOf(out);
    }
}
