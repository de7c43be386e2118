package zugzwang.core.proof;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * The header of a strategy file (see {@code docs/proof-format.md}): which game, from which
 * position, for which player, with which goal. In the file it is five lines, in this order
 * (blank lines and {@code #} comments may come between):
 *
 * <pre>
 * zugzwang-proof 1
 * game connect4 7x6
 * root 4453
 * attacker first
 * goal win
 * </pre>
 *
 * @param game     the game's {@link Game#name()}, e.g. {@code connect4 7x6} or {@code tictactoe}
 * @param root     the root position in the game's notation ({@link Game#parse}), or
 *                 {@value #START} for the start position
 * @param attacker the player (0 first, 1 second) whose goal the strategy achieves
 * @param goal     the goal: a win, or at least a draw
 * @param version  the format's version: 1, or 2 where an attacker position whose win the rules
 *                 show in one move needs no line ({@link #impliedWins()})
 */
public record StrategyHeader(String game, String root, int attacker, Goal goal, int version) {
    /** The first word of every strategy file. */
    public static final String MAGIC = "zugzwang-proof";
    /** The newest format version this code reads and writes (it reads every version from 1). */
    public static final int VERSION = 2;
    /** The root field (and the path) of the start position / of the root itself. */
    public static final String START = "-";
    /** The longest line the readers accept, in characters (bounded reads). */
    public static final int MAX_LINE_CHARS = 1 << 20;

    public StrategyHeader {
        if (game == null || game.isBlank() || !game.equals(game.strip()) || game.contains("\n")) {
            throw new IllegalArgumentException("the game name must be one non-blank line without outer spaces: '"
                    + game + "'");
        }
        if (root == null || root.isBlank() || !root.equals(root.strip()) || root.contains("\n")) {
            throw new IllegalArgumentException("the root must be '-' or a position on one line: '" + root + "'");
        }
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("the attacker is player 0 or 1, not " + attacker);
        }
        if (goal == null) {
            throw new IllegalArgumentException("no goal");
        }
        if (version < 1 || version > VERSION) {
            throw new IllegalArgumentException("format versions are 1.." + VERSION + ", not " + version);
        }
    }

    /** A version-1 header. */
    public StrategyHeader(String game, String root, int attacker, Goal goal) {
        this(game, root, attacker, goal, 1);
    }

    /**
     * Whether an attacker position may go without a line when one of its moves ends the game with
     * the goal (version 2): the verifier finds that move by the rules.
     */
    public boolean impliedWins() {
        return version >= 2;
    }

    /** {@code first} or {@code second}: the attacker as written in the file. */
    public String attackerLabel() {
        return attacker == 0 ? "first" : "second";
    }

    /** The five header lines as written. */
    public List<String> lines() {
        return List.of(MAGIC + " " + version, "game " + game, "root " + root, "attacker " + attackerLabel(),
                "goal " + goal.label());
    }

    /**
     * The root position of this header in {@code game} (a new state).
     *
     * @throws StrategyException if the game does not accept the root (its message says why)
     */
    public GameState rootState(Game game) {
        if (root.equals(START)) {
            return game.start();
        }
        try {
            return game.parse(root);
        } catch (IllegalArgumentException e) {
            throw new StrategyException("root '" + root + "' is not a position of " + game.name() + ": "
                    + e.getMessage());
        }
    }

    /**
     * Reads only the header of a strategy file (to learn the game before verifying, say).
     *
     * @throws StrategyException if the header is malformed (the message names the line)
     */
    public static StrategyHeader read(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in);
        }
    }

    /** Reads only the header from a reader (left positioned after it). */
    public static StrategyHeader read(Reader in) throws IOException {
        return parse(new StrategyLineReader(in, MAX_LINE_CHARS));
    }

    /** Parses the five header lines from {@code lines}, which is left after the last of them. */
    static StrategyHeader parse(StrategyLineReader lines) throws IOException {
        String first = lines.nextContent();
        if (first == null) {
            throw new StrategyException("empty file: a strategy starts with '" + MAGIC + " <version>'");
        }
        String[] magic = first.split("\\s+");
        if (!magic[0].equals(MAGIC)) {
            throw new StrategyException(lines.number(), "not a strategy file: it must start with '" + MAGIC
                    + " <version>'");
        }
        int version = magic.length == 2 ? version(magic[1]) : -1;
        if (version < 1) {
            throw new StrategyException(lines.number(), "unsupported version '" + first.substring(MAGIC.length()).strip()
                    + "': this program reads versions 1 to " + VERSION);
        }
        String game = field(lines, "game");
        String root = field(lines, "root");
        String attacker = field(lines, "attacker");
        int attackerLine = lines.number();
        String goal = field(lines, "goal");
        int player;
        switch (attacker) {
            case "first" -> player = 0;
            case "second" -> player = 1;
            default -> throw new StrategyException(attackerLine, "unknown attacker '" + attacker
                    + "': first or second");
        }
        Goal g;
        try {
            g = Goal.ofLabel(goal);
        } catch (IllegalArgumentException e) {
            throw new StrategyException(lines.number(), e.getMessage());
        }
        return new StrategyHeader(game, root, player, g, version);
    }

    /** A version this code reads, or -1. */
    private static int version(String word) {
        for (int v = 1; v <= VERSION; v++) {
            if (word.equals(Integer.toString(v))) {
                return v;
            }
        }
        return -1;
    }

    /** The value of the next content line, which must be {@code <name> <value>}. */
    private static String field(StrategyLineReader lines, String name) throws IOException {
        String s = lines.nextContent();
        if (s == null) {
            throw new StrategyException("the header ends early: no '" + name + "' line");
        }
        int space = firstSpace(s);
        String word = space < 0 ? s : s.substring(0, space);
        if (!word.equals(name)) {
            throw new StrategyException(lines.number(), "expected the header line '" + name + " ...', found '"
                    + abbreviate(s) + "'");
        }
        String value = space < 0 ? "" : s.substring(space).strip();
        if (value.isEmpty()) {
            throw new StrategyException(lines.number(), "'" + name + "' without a value");
        }
        return value;
    }

    private static int firstSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** A line cut to a readable length for messages. */
    static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
