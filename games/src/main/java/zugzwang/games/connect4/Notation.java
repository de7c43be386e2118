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
        if (SquareNotation.isSquareList(t)) {
            return SquareNotation.parse(t, board);
        }
        return isDiagram(t) ? parseDiagram(t, board) : parseSequence(t, board);
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
        playAll(columns(text, board), p::isWon, p::canPlay, p::play);
        return p;
    }

    /**
     * A position of a board beyond 64 bits: a move sequence (diagrams and squares are read on
     * boards of one word only, so far).
     *
     * @throws NotationException as {@link #parseSequence}, or for a diagram or a list of squares
     */
    public static WidePosition parseWide(String text, WideBoard board) {
        String t = text.strip();
        if (isDiagram(t) || SquareNotation.isSquareList(t)) {
            throw new NotationException("on boards beyond 64 bits (" + board + ") positions are move sequences"
                    + " (column numbers, comma-separated beyond 9 columns); diagrams and squares are not read yet");
        }
        WidePosition p = WidePosition.empty(board);
        playAll(columns(t, board.width()), p::isWon, p::canPlay, p::play);
        return p;
    }

    /** Plays the columns in order, naming the first move after a win or into a full column. */
    private static void playAll(int[] cols, java.util.function.BooleanSupplier isWon,
            java.util.function.IntPredicate canPlay, java.util.function.IntConsumer play) {
        for (int i = 0; i < cols.length; i++) {
            int n = i + 1;
            int col = cols[i];
            if (isWon.getAsBoolean()) {
                throw new NotationException("move " + n + " (column " + (col + 1)
                        + "): the game was already won by move " + i, n);
            }
            if (!canPlay.test(col)) {
                throw new NotationException("move " + n + ": column " + (col + 1) + " is full", n);
            }
            play.accept(col);
        }
    }

    /**
     * Reads a diagram.
     *
     * @throws NotationException if it is malformed or describes a position no game can reach
     */
    public static Position parseDiagram(String text, Board board) {
        long[] stones = diagramStones(text, board);
        return fromStones(board, stones[0], stones[1]);
    }

    /**
     * The cells of a diagram, checked for form only (row count and length, the characters):
     * {@code {first player's stones, second player's stones}} as bitboards. Connect-4 and PopOut
     * read their diagrams with it and then check what their rules require.
     *
     * @throws NotationException naming the row (and column) that is malformed
     */
    public static long[] diagramStones(String text, Board board) {
        String[] rows = text.strip().split("\\s*[/\\n]\\s*", -1);
        if (rows.length > board.height()) {
            throw new NotationException("diagram has " + rows.length + " rows; the board has "
                    + board.height());
        }
        long first = 0;
        long second = 0;
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i].strip();
            int r = rows.length - 1 - i; // the last row given is the bottom row
            if (row.length() != board.width()) {
                throw new NotationException("diagram row " + (i + 1) + " ('" + row + "') has "
                        + row.length() + " cells; the board has " + board.width() + " columns");
            }
            for (int c = 0; c < board.width(); c++) {
                char ch = Character.toLowerCase(row.charAt(c));
                long bit = board.cell(c, r);
                switch (ch) {
                    case '.' -> { }
                    case 'x' -> first |= bit;
                    case 'o' -> second |= bit;
                    default -> throw new NotationException("diagram row " + (i + 1) + ", column "
                            + (c + 1) + ": '" + row.charAt(c) + "' is not one of . x o");
                }
            }
        }
        return new long[] {first, second};
    }

    /**
     * The position with the given stones of each player, validated as a diagram is.
     *
     * @throws NotationException if no game reaches it
     */
    public static Position fromStones(Board board, long first, long second) {
        if ((first & second) != 0) {
            throw new NotationException("a cell holds stones of both players");
        }
        if (((first | second) & ~board.cellMask()) != 0) {
            throw new NotationException("stones outside the " + board + " board");
        }
        long mask = first | second;
        for (int c = 0; c < board.width(); c++) {
            long col = (mask & board.columnMask(c)) >>> (c * board.stride());
            // gravity: the stones of a column form a run from the bottom, i.e. col + 1 is a power of two
            if ((col & (col + 1)) != 0) {
                // the trailing ones of col are the stones resting on the bottom; the first zero
                // above them (0-based: the count of those ones) is the empty row, 1-based + 1
                int gap = Long.numberOfTrailingZeros(~col) + 1;
                throw new NotationException("column " + (c + 1) + " has a stone floating above the empty row "
                        + gap + " (stones must rest on each other)");
            }
        }
        String problem = GravityDiagram.problem(first, second, board::hasFour,
                (f, s) -> Reachability.isReachable(board, f, s));
        if (problem != null) {
            throw new NotationException(problem);
        }
        boolean firstToMove = Long.bitCount(first) == Long.bitCount(second);
        return Position.of(board, firstToMove ? first : second, mask);
    }

    /** A column (0-based) in notation: its 1-based number. */
    public static String column(int column) {
        return Integer.toString(column + 1);
    }

    /** Columns (0-based) as a move sequence: digits, or comma-separated beyond 9 columns. */
    public static String sequence(int[] columns, Board board) {
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
    public static String diagramLine(Position p) {
        return p.diagram().replace('\n', '/').toLowerCase(Locale.ROOT);
    }
}
