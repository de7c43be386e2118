package zugzwang.games.cube;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A set of benchmark positions of one difficulty (seed 001): the games of
 * {@link DifficultyGenerator}, each with its value once computed.
 *
 * <h2>File format</h2>
 * UTF-8 text; lines starting with {@code #} are comments (the first ones say how the set was made);
 * every other line is one position: the game as hexadecimal column digits from the empty board,
 * a blank, and its value for the player to move ({@code 1} win, {@code 0} draw, {@code -1} loss,
 * {@code ?} not computed yet):
 * <pre>
 *   # Connect Four 3D, difficulty 28: ...
 *   # seed 1
 *   5A0F3C96B2E4D718...  1
 * </pre>
 * Reading checks every line (a legal game of exactly the set's difficulty whose game is not over;
 * a known value): a damaged file is refused naming the line.
 *
 * <p>The sets shipped with zugzwang are resources {@code difficulty/dNN.txt} next to this class
 * ({@link #bundled}); {@code zugzwang generate --game connect4-3d} makes them.
 */
public final class DifficultySet {
    /** The value of a position not computed yet. */
    public static final int UNKNOWN = Integer.MIN_VALUE;
    /** The seed of the shipped sets. */
    public static final long DEFAULT_SEED = 1;
    /** Positions per shipped set, as in seed 001. */
    public static final int DEFAULT_COUNT = 1000;

    private final int difficulty;
    private final long seed;
    private final List<String> games;
    private final int[] values;

    private DifficultySet(int difficulty, long seed, List<String> games, int[] values) {
        this.difficulty = difficulty;
        this.seed = seed;
        this.games = games;
        this.values = values;
    }

    /** A new set, values unknown. */
    public static DifficultySet generate(int difficulty, int count, long seed) {
        List<String> games = new ArrayList<>(count);
        for (int[] g : DifficultyGenerator.generate(difficulty, count, seed)) {
            games.add(CubeNotation.sequence(g));
        }
        int[] values = new int[games.size()];
        Arrays.fill(values, UNKNOWN);
        return new DifficultySet(difficulty, seed, games, values);
    }

    public int difficulty() {
        return difficulty;
    }

    /** The generator's seed (as the file's header says; -1 if it does not say). */
    public long seed() {
        return seed;
    }

    public int size() {
        return games.size();
    }

    /** The i-th game (column digits). */
    public String game(int i) {
        return games.get(i);
    }

    /** The i-th position. */
    public CubePosition position(int i) {
        return CubeNotation.parseGame(games.get(i));
    }

    /** The value of the i-th position for the player to move, or {@link #UNKNOWN}. */
    public int value(int i) {
        return values[i];
    }

    /** Sets the value of the i-th position (1, 0, −1). */
    public void setValue(int i, int value) {
        if (value < -1 || value > 1) {
            throw new IllegalArgumentException("a value is 1, 0 or -1, not " + value);
        }
        values[i] = value;
    }

    /** How many values are known. */
    public int known() {
        int n = 0;
        for (int v : values) {
            if (v != UNKNOWN) {
                n++;
            }
        }
        return n;
    }

    /** Whether the first player wins the i-th position (a known value is needed). */
    public boolean firstWins(int i) {
        int v = values[i];
        if (v == UNKNOWN) {
            throw new IllegalStateException("value of position " + (i + 1) + " not known");
        }
        // even difficulty: the first player is to move
        return (difficulty & 1) == 0 ? v == 1 : v == -1;
    }

    /** The resource name of a shipped set. */
    static String resource(int difficulty) {
        return String.format("difficulty/d%02d.txt", difficulty);
    }

    /**
     * The set shipped for a difficulty, or null if there is none.
     *
     * @throws IllegalStateException if the shipped file is damaged
     */
    public static DifficultySet bundled(int difficulty) {
        try (InputStream in = DifficultySet.class.getResourceAsStream(resource(difficulty))) {
            if (in == null) {
                return null;
            }
            return read(new InputStreamReader(in, StandardCharsets.UTF_8), difficulty, resource(difficulty));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource(difficulty) + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * Reads a set (the format of the class comment).
     *
     * @param difficulty the difficulty every position must have
     * @param source     the file's name, for messages
     * @throws IllegalArgumentException naming the line that is damaged
     */
    public static DifficultySet read(Reader reader, int difficulty, String source) throws IOException {
        BufferedReader in = new BufferedReader(reader);
        List<String> games = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        long seed = -1;
        int n = 0;
        for (String line; (line = in.readLine()) != null; ) {
            n++;
            String t = line.strip();
            if (t.isEmpty()) {
                continue;
            }
            if (t.startsWith("#")) {
                String c = t.substring(1).strip();
                if (c.startsWith("seed ")) {
                    try {
                        seed = Long.parseLong(c.substring(5).strip());
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException(source + " line " + n + ": bad seed '" + c + "'");
                    }
                }
                continue;
            }
            String[] parts = t.split("\\s+");
            if (parts.length != 2) {
                throw new IllegalArgumentException(source + " line " + n + ": expected 'GAME VALUE', got '" + t + "'");
            }
            CubePosition p;
            try {
                p = CubeNotation.parseGame(parts[0]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + n + ": " + e.getMessage());
            }
            if (p.stones() != difficulty || p.isOver()) {
                throw new IllegalArgumentException(source + " line " + n + ": '" + parts[0] + "' is not a position of"
                        + " difficulty " + difficulty + " (" + p.stones() + " stones" + (p.isOver() ? ", game over" : "") + ")");
            }
            int v;
            switch (parts[1]) {
                case "1" -> v = 1;
                case "0" -> v = 0;
                case "-1" -> v = -1;
                case "?" -> v = UNKNOWN;
                default -> throw new IllegalArgumentException(source + " line " + n + ": value '" + parts[1]
                        + "' is not 1, 0, -1 or ?");
            }
            games.add(parts[0]);
            values.add(v);
        }
        int[] vs = new int[values.size()];
        for (int i = 0; i < vs.length; i++) {
            vs[i] = values.get(i);
        }
        return new DifficultySet(difficulty, seed, games, vs);
    }

    /** Writes the set (header comments, then one line per position). */
    public void write(Writer out) throws IOException {
        out.write("# Connect Four 3D, difficulty " + difficulty + ": " + size() + " positions of seed 001's random legal and"
                + " reasonable play (" + difficulty + " stones, game not over)\n");
        out.write("# made by: zugzwang generate --game connect4-3d --difficulty " + difficulty + " --count " + size()
                + " --seed " + seed + "\n");
        out.write("# values (for the player to move: 1 win, 0 draw, -1 loss, ? not computed yet): zugzwang generate"
                + " --game connect4-3d --difficulty " + difficulty + " --values -o DIR\n");
        out.write("# seed " + seed + "\n");
        for (int i = 0; i < size(); i++) {
            int v = values[i];
            out.write(games.get(i) + " " + (v == UNKNOWN ? "?" : Integer.toString(v)) + "\n");
        }
    }
}
