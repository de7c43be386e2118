package zugzwang.games.cube;

import java.util.Locale;
import zugzwang.games.GravityDiagram;

/**
 * Text forms of Connect Four 3D positions and moves.
 *
 * <h2>Moves and games (seed 001's notation)</h2>
 * A move is a column, one hexadecimal digit {@code 0}–{@code F} (case-insensitive): the digit is
 * {@code 4·y + x}, so {@code 0}, {@code 3}, {@code C}, {@code F} are the corners. A game is the
 * digits in the order played, from the empty board; spaces and commas may separate them:
 * {@code 0FC3484B7}, {@code 0 F C 3 4 8 4 B 7} and {@code 0,F,C,3,4,8,4,B,7} are the same game. The
 * empty string is the empty board.
 *
 * <h2>Diagrams</h2>
 * The four layers, <em>bottom layer first</em>, separated by {@code |}; each layer is four rows
 * separated by {@code /}, row y = 0 first; each row is four cells, x = 0 to 3: {@code .} empty,
 * {@code x} first player, {@code o} second player (case-insensitive). Blanks are ignored. So the
 * cells appear in the order of their bit numbers (16·z + 4·y + x), the order of seed 001's figure:
 * <pre>
 *   x..o/..../..../o..x|..../..../..../....|..../..../..../....|..../..../..../....
 * </pre>
 * is the position after {@code 0 3 F C} (x on 0 and F, o on 3 and C). The side to move follows
 * from the counts. A diagram is accepted only if a game can reach it: stones rest on stones, x has
 * as many stones as o or one more, at most the player who moved last has four in a line, and some
 * order of alternating moves builds it ({@link CubeReachability}).
 */
public final class CubeNotation {
    private CubeNotation() {
    }

    /** Whether the text is a diagram rather than a game (it holds a cell or separator character). */
    public static boolean isDiagram(String text) {
        for (int i = 0; i < text.length(); i++) {
            char ch = Character.toLowerCase(text.charAt(i));
            if (ch == '.' || ch == 'x' || ch == 'o' || ch == '|' || ch == '/') {
                return true;
            }
        }
        return false;
    }

    /**
     * A game (move digits) or a diagram.
     *
     * @throws IllegalArgumentException with a one-line message naming the offending move or cell
     */
    public static CubePosition parse(String text) {
        String t = text.strip();
        return isDiagram(t) ? parseDiagram(t) : parseGame(t);
    }

    /**
     * The columns of a game, checked for form only: digits 0-F, blanks and commas between them.
     *
     * @throws IllegalArgumentException naming the first character that is not a column
     */
    public static int[] columns(String text) {
        int[] cols = new int[text.length()];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == ',' || Character.isWhitespace(ch)) {
                continue;
            }
            int c = Character.digit(ch, 16);
            if (c < 0) {
                throw new IllegalArgumentException("move " + (n + 1) + ": '" + ch
                        + "' is not a column (columns are the hexadecimal digits 0-F)");
            }
            cols[n++] = c;
        }
        return java.util.Arrays.copyOf(cols, n);
    }

    /**
     * Plays a game from the empty board.
     *
     * @throws IllegalArgumentException naming the first move into a full column or after the end
     */
    public static CubePosition parseGame(String text) {
        int[] cols = columns(text);
        CubePosition p = CubePosition.empty();
        for (int i = 0; i < cols.length; i++) {
            int n = i + 1;
            if (p.isWon()) {
                throw new IllegalArgumentException("move " + n + " (column " + column(cols[i])
                        + "): the game was already won by move " + i);
            }
            if (p.isFull()) {
                throw new IllegalArgumentException("move " + n + " (column " + column(cols[i])
                        + "): the board is full");
            }
            if (!p.canPlay(cols[i])) {
                throw new IllegalArgumentException("move " + n + ": column " + column(cols[i]) + " is full");
            }
            p.play(cols[i]);
        }
        return p;
    }

    /**
     * Reads a diagram (see the class comment).
     *
     * @throws IllegalArgumentException if it is malformed or no game reaches it
     */
    public static CubePosition parseDiagram(String text) {
        String t = text.replaceAll("\\s+", "");
        String[] layers = t.split("\\|", -1);
        if (layers.length != 4) {
            throw new IllegalArgumentException("diagram has " + layers.length
                    + " layers; give 4, bottom first, separated by '|'");
        }
        long first = 0;
        long second = 0;
        for (int z = 0; z < 4; z++) {
            String[] rows = layers[z].split("/", -1);
            if (rows.length != 4) {
                throw new IllegalArgumentException("diagram layer " + (z + 1) + " ('" + layers[z] + "') has "
                        + rows.length + " rows; give 4 separated by '/'");
            }
            for (int y = 0; y < 4; y++) {
                String row = rows[y];
                if (row.length() != 4) {
                    throw new IllegalArgumentException("diagram layer " + (z + 1) + ", row " + (y + 1) + " ('" + row
                            + "') has " + row.length() + " cells; give 4");
                }
                for (int x = 0; x < 4; x++) {
                    long bit = Cube.cell(x, y, z);
                    switch (Character.toLowerCase(row.charAt(x))) {
                        case '.' -> { }
                        case 'x' -> first |= bit;
                        case 'o' -> second |= bit;
                        default -> throw new IllegalArgumentException("diagram layer " + (z + 1) + ", row " + (y + 1)
                                + ", cell " + (x + 1) + ": '" + row.charAt(x) + "' is not one of . x o");
                    }
                }
            }
        }
        return fromStones(first, second);
    }

    /**
     * The position with these stones, validated as a diagram is.
     *
     * @throws IllegalArgumentException if no game reaches it
     */
    public static CubePosition fromStones(long first, long second) {
        if ((first & second) != 0) {
            throw new IllegalArgumentException("a cell holds stones of both players");
        }
        long filled = first | second;
        // gravity: every stone above the bottom layer rests on a stone
        long floating = filled & ~((filled << 16) | Cube.BOTTOM);
        if (floating != 0) {
            int cell = Long.numberOfTrailingZeros(floating);
            throw new IllegalArgumentException("column " + column(Cube.columnOf(cell)) + " has a stone in layer "
                    + (cell / 16 + 1) + " floating above an empty cell (stones must rest on each other)");
        }
        String problem = GravityDiagram.problem(first, second, Cube::hasFour, CubeReachability::isReachable);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return CubePosition.of(first, second);
    }

    /** A column (0..15) in notation: its hexadecimal digit, upper case. */
    public static String column(int c) {
        return Integer.toHexString(c).toUpperCase(Locale.ROOT);
    }

    /** Columns as a game: the digits, no separators. */
    public static String sequence(int[] columns) {
        StringBuilder sb = new StringBuilder(columns.length);
        for (int c : columns) {
            sb.append(column(c));
        }
        return sb.toString();
    }

    /** The one-line diagram of a position (see the class comment). */
    public static String diagram(long first, long second) {
        StringBuilder sb = new StringBuilder(79);
        for (int z = 0; z < 4; z++) {
            if (z > 0) {
                sb.append('|');
            }
            for (int y = 0; y < 4; y++) {
                if (y > 0) {
                    sb.append('/');
                }
                for (int x = 0; x < 4; x++) {
                    long bit = Cube.cell(x, y, z);
                    sb.append((first & bit) != 0 ? 'x' : (second & bit) != 0 ? 'o' : '.');
                }
            }
        }
        return sb.toString();
    }

    /**
     * A diagram for people: the four layers side by side, bottom layer on the left, each with its
     * rows y = 0..3 from the top; the column digits of the bottom layer's empty cells are shown
     * beneath for orientation.
     */
    public static String picture(long first, long second) {
        StringBuilder sb = new StringBuilder();
        sb.append("z=1   z=2   z=3   z=4   columns\n");
        for (int y = 0; y < 4; y++) {
            for (int z = 0; z < 4; z++) {
                for (int x = 0; x < 4; x++) {
                    long bit = Cube.cell(x, y, z);
                    sb.append((first & bit) != 0 ? 'x' : (second & bit) != 0 ? 'o' : '.');
                }
                sb.append("  ");
            }
            for (int x = 0; x < 4; x++) {
                sb.append(column(4 * y + x));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
