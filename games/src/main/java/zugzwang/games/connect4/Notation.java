package zugzwang.games.connect4;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import zugzwang.games.GravityDiagram;

/**
 * Text forms of Connect-4 positions and moves.
 *
 * <h2>Move sequences</h2>
 * The columns played from the empty board, 1-based. Without separators every character is one
 * move ({@code 4453}), which suffices for boards of up to 9 columns. With commas every item is a
 * column number ({@code 4,4,5,3}, or {@code 10,3,12} on a 12-column board); spaces around the
 * commas are allowed. The empty string is the empty board.
 *
 * <h2>Squares</h2>
 * Moves named by the square the stone lands on, as in Allis' thesis: {@code d1 d2 c1 d3} or
 * {@code 1. d1, d2 2. c1, d3} (see {@link SquareNotation}). Recognised by a letter directly
 * followed by a digit.
 *
 * <h2>Diagrams</h2>
 * Rows of {@code .} (empty), {@code x} (first player) and {@code o} (second player), top row
 * first, separated by {@code /} or new lines: {@code ......./......./...x...} (case-insensitive).
 * Each row has exactly {@code width} cells; fewer than {@code height} rows may be given, the
 * missing ones being empty rows on top. The side to move follows from the counts. A diagram is
 * accepted only if the position can arise in a game: stones rest on stones, the counts differ by
 * at most one in the first player's favour, at most the player who moved last has four in a line,
 * and some order of moves reaches it (see {@link Reachability}).
 */
public final class Notation {
    private Notation() {
    }

    /** Whether the text looks like a diagram rather than a move sequence. */
    public static boolean isDiagram(String text) {
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '/' || ch == '\n' || ch == '.' || ch == 'x' || ch == 'X' || ch == 'o' || ch == 'O') {
                return true;
            }
        }
        return false;
    }

    /** A move sequence, a move list in squares or a diagram. */
    public static Position parse(String text, Board board) {
        String t = text.strip();
        if (isDiagram(t) && !SquareNotation.isSquareList(t)) {
            long[] s = checkedStones(t, WideBoard.of(board.width(), board.height()));
            // a one-word board has the two-word layout with empty high words
            return Position.of(board, s[0], s[2]);
        }
        Position p = Position.empty(board);
        playAll(SquareNotation.isSquareList(t) ? SquareNotation.columns(t, board) : columns(t, board), p);
        return p;
    }

    /**
     * A position of a board beyond 64 bits ({@link WideBoard}), read as {@link #parse(String, Board)}
     * reads one of a one-word board: a move sequence, a move list in squares or a diagram.
     */
    public static WidePosition parseWide(String text, WideBoard board) {
        String t = text.strip();
        if (isDiagram(t) && !SquareNotation.isSquareList(t)) {
            long[] s = checkedStones(t, board);
            return WidePosition.of(board, s[0], s[1], s[2], s[3]);
        }
        WidePosition p = WidePosition.empty(board);
        playAll(SquareNotation.isSquareList(t) ? SquareNotation.columns(t, board) : columns(t, board.width()), p);
        return p;
    }

    /**
     * The 0-based columns of a move sequence, checked only for form (not for legality).
     *
     * @throws NotationException naming the move that is not a column number
     */
    public static int[] columns(String text, Board board) {
        return columns(text, board.width());
    }

    /** {@link #columns(String, Board)} on a board of {@code width} columns. */
    public static int[] columns(String text, int width) {
        String t = text.strip();
        if (t.isEmpty()) {
            return new int[0];
        }
        List<String> items = new ArrayList<>();
        if (t.indexOf(',') >= 0) {
            for (String s : t.split(",", -1)) {
                items.add(s.strip());
            }
        } else {
            for (int i = 0; i < t.length(); i++) {
                items.add(String.valueOf(t.charAt(i)));
            }
        }
        int[] cols = new int[items.size()];
        for (int i = 0; i < cols.length; i++) {
            String s = items.get(i);
            int n = i + 1;
            if (!isNumber(s)) {
                throw new NotationException("move " + n + ": '" + s + "' is not a column number"
                        + (s.isEmpty() ? " (empty item between commas)" : ""), n);
            }
            // more than 4 digits is out of range on any board; avoid overflowing parseInt
            int col = s.length() > 4 ? Integer.MAX_VALUE : Integer.parseInt(s);
            if (col < 1 || col > width) {
                String hint = width > 9 && t.indexOf(',') < 0
                        ? " (on boards wider than 9 columns separate moves with commas, e.g. 10,3,4)" : "";
                throw new NotationException("move " + n + ": column " + s + " is out of range 1.."
                        + width + hint, n);
            }
            cols[i] = col - 1;
        }
        return cols;
    }

    private static boolean isNumber(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Plays a move sequence from the empty board.
     *
     * @throws NotationException naming the first move that is not a column, is out of range, is
     *                           played into a full column, or comes after the game was won
     */
    public static Position parseSequence(String text, Board board) {
        Position p = Position.empty(board);
        playAll(columns(text, board), p);
        return p;
    }

    /** {@link #parseSequence(String, Board)} on a board of either word size. */
    public static Connect4Position parseSequence(String text, BoardShape board) {
        Connect4Position p = board.emptyPosition();
        playAll(columns(text, board.width()), p);
        return p;
    }

    /** Plays the columns in order, naming the first move after a win or into a full column. */
    static void playAll(int[] cols, Connect4Position p) {
        for (int i = 0; i < cols.length; i++) {
            int n = i + 1;
            int col = cols[i];
            if (p.isWon()) {
                throw new NotationException("move " + n + " (column " + (col + 1)
                        + "): the game was already won by move " + i, n);
            }
            if (!p.canPlay(col)) {
                throw new NotationException("move " + n + ": column " + (col + 1) + " is full", n);
            }
            p.play(col);
        }
    }

    /**
     * Reads a diagram.
     *
     * @throws NotationException if it is malformed or describes a position no game can reach
     */
    public static Position parseDiagram(String text, Board board) {
        long[] s = checkedStones(text, WideBoard.of(board.width(), board.height()));
        return Position.of(board, s[0], s[2]);
    }

    /**
     * The cells of a diagram, checked for form only (row count and length, the characters):
     * {@code {first player's stones, second player's stones}} as bitboards. Connect-4 and PopOut
     * read their diagrams with it and then check what their rules require.
     *
     * @throws NotationException naming the row (and column) that is malformed
     */
    public static long[] diagramStones(String text, Board board) {
        long[] s = diagramStones(text, WideBoard.of(board.width(), board.height()));
        return new long[] {s[0], s[2]};
    }

    /**
     * {@link #diagramStones(String, Board)} on a board of up to 128 bits: {@code {first's low
     * word, first's high word, second's low word, second's high word}}.
     */
    public static long[] diagramStones(String text, WideBoard board) {
        String[] rows = text.strip().split("\\s*[/\\n]\\s*", -1);
        if (rows.length > board.height()) {
            throw new NotationException("diagram has " + rows.length + " rows; the board has "
                    + board.height());
        }
        long[] s = new long[4];
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i].strip();
            int r = rows.length - 1 - i; // the last row given is the bottom row
            if (row.length() != board.width()) {
                throw new NotationException("diagram row " + (i + 1) + " ('" + row + "') has "
                        + row.length() + " cells; the board has " + board.width() + " columns");
            }
            for (int c = 0; c < board.width(); c++) {
                char ch = Character.toLowerCase(row.charAt(c));
                int at = switch (ch) {
                    case '.' -> -1;
                    case 'x' -> 0;
                    case 'o' -> 2;
                    default -> throw new NotationException("diagram row " + (i + 1) + ", column "
                            + (c + 1) + ": '" + row.charAt(c) + "' is not one of . x o");
                };
                if (at >= 0) {
                    s[at] |= board.cellLo(c, r);
                    s[at + 1] |= board.cellHi(c, r);
                }
            }
        }
        return s;
    }

    /**
     * The stones of a diagram, validated: {@code {side to move's low and high word, all stones'
     * low and high word}}.
     */
    private static long[] checkedStones(String text, WideBoard board) {
        long[] s = diagramStones(text, board);
        return checked(board, s[0], s[1], s[2], s[3]);
    }

    /**
     * The position with the given stones of each player, validated as a diagram is.
     *
     * @throws NotationException if no game reaches it
     */
    public static Position fromStones(Board board, long first, long second) {
        long[] s = checked(WideBoard.of(board.width(), board.height()), first, 0, second, 0);
        return Position.of(board, s[0], s[2]);
    }

    /**
     * Checks that a game reaches these stones (in the two-word layout, which a one-word board
     * shares with an empty high word): {@code {side to move's low and high word, all stones' low
     * and high word}}.
     *
     * @throws NotationException saying why no game reaches them
     */
    private static long[] checked(WideBoard board, long firstLo, long firstHi, long secondLo, long secondHi) {
        if ((firstLo & secondLo) != 0 || (firstHi & secondHi) != 0) {
            throw new NotationException("a cell holds stones of both players");
        }
        long maskLo = firstLo | secondLo;
        long maskHi = firstHi | secondHi;
        if ((maskLo & ~board.cellsLo()) != 0 || (maskHi & ~board.cellsHi()) != 0) {
            throw new NotationException("stones outside the " + board + " board");
        }
        for (int c = 0; c < board.width(); c++) {
            // gravity: the stones of a column form a run from the bottom; the first empty row
            // (1-based) must have nothing above it
            int firstEmpty = -1;
            for (int r = 0; r < board.height(); r++) {
                boolean stone = ((maskLo & board.cellLo(c, r)) | (maskHi & board.cellHi(c, r))) != 0;
                if (stone && firstEmpty >= 0) {
                    throw new NotationException("column " + (c + 1) + " has a stone floating above the empty row "
                            + (firstEmpty + 1) + " (stones must rest on each other)");
                }
                if (!stone && firstEmpty < 0) {
                    firstEmpty = r;
                }
            }
        }
        int nFirst = Long.bitCount(firstLo) + Long.bitCount(firstHi);
        int nSecond = Long.bitCount(secondLo) + Long.bitCount(secondHi);
        String problem = GravityDiagram.problem(nFirst, nSecond, board.hasFour(firstLo, firstHi),
                board.hasFour(secondLo, secondHi),
                () -> Reachability.isReachable(board, firstLo, firstHi, secondLo, secondHi));
        if (problem != null) {
            throw new NotationException(problem);
        }
        boolean firstToMove = nFirst == nSecond;
        return firstToMove ? new long[] {firstLo, firstHi, maskLo, maskHi}
                : new long[] {secondLo, secondHi, maskLo, maskHi};
    }

    /** A column (0-based) in notation: its 1-based number. */
    public static String column(int column) {
        return Integer.toString(column + 1);
    }

    /** Columns (0-based) as a move sequence: digits, or comma-separated beyond 9 columns. */
    public static String sequence(int[] columns, BoardShape board) {
        return sequence(columns, board.width());
    }

    /** {@link #sequence(int[], Board)} on a board of {@code width} columns. */
    public static String sequence(int[] columns, int width) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < columns.length; i++) {
            if (width > 9 && i > 0) {
                sb.append(',');
            }
            sb.append(columns[i] + 1);
        }
        return sb.toString();
    }

    /** A diagram on one line, rows separated by '/'. */
    public static String diagramLine(Connect4Position p) {
        return p.diagram().replace('\n', '/').toLowerCase(Locale.ROOT);
    }
}
