package zugzwang.games.connect4;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Move lists in the squares of Allis (1988): each move is the square the stone lands on, the
 * column as a letter from {@code a}, the row as a number from {@code 1} at the bottom. Accepted
 * forms: {@code d1 d2 c1 d3}, {@code d1,d2,c1,d3} and the thesis' numbered lines
 * {@code 1. d1, d2 2. c1, d3}. Move numbers ({@code 1.}) are skipped; an ellipsis ({@code ..} or
 * {@code ...}) stands for a move not shown and is allowed only at the end ({@code 2. c1, ..}). A
 * square must be the lowest empty square of its column when it is played.
 */
public final class SquareNotation {
    private SquareNotation() {
    }

    /**
     * Whether the text is a move list in squares: one of its items (separated by spaces or
     * commas) is a square, a letter and a row number such as {@code d1} (no move sequence has a
     * letter, no diagram a digit; {@code 4a53} stays a malformed move sequence).
     */
    public static boolean isSquareList(String text) {
        for (String tok : text.strip().split("[\\s,]+")) {
            if (tok.matches("[a-zA-Z]\\d+\\.?")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The 0-based columns of a move list in squares, each square checked to be the lowest empty
     * square of its column.
     *
     * @throws NotationException naming the first item that is not a square, is off the board, is
     *                           not the lowest empty square of its column, or comes after the
     *                           game was won
     */
    public static int[] columns(String text, BoardShape board) {
        String[] tokens = text.strip().split("[\\s,]+");
        List<String> items = new ArrayList<>();
        boolean ellipsis = false;
        for (String tok : tokens) {
            String t = tok.toLowerCase(Locale.ROOT);
            if (t.isEmpty() || t.matches("\\d+\\.")) {
                continue; // a move number such as "12."
            }
            if (t.matches("\\.\\.+")) {
                ellipsis = true;
                continue;
            }
            if (ellipsis) {
                throw new NotationException("move " + (items.size() + 1) + ": '" + tok
                        + "' follows an ellipsis (.. may only end a move list)", items.size() + 1);
            }
            items.add(t.endsWith(".") ? t.substring(0, t.length() - 1) : t); // "c2." ends a line
        }
        int[] heights = new int[board.width()];
        int[] cols = new int[items.size()];
        for (int i = 0; i < cols.length; i++) {
            String s = items.get(i);
            int n = i + 1;
            if (!s.matches("[a-z]\\d{1,3}")) {
                throw new NotationException("move " + n + ": '" + s + "' is not a square (a letter and a row, e.g. d1)", n);
            }
            int col = s.charAt(0) - 'a';
            int row = Integer.parseInt(s.substring(1)) - 1;
            if (col >= board.width() || row < 0 || row >= board.height()) {
                throw new NotationException("move " + n + ": square " + s + " is off the " + board + " board", n);
            }
            if (row != heights[col]) {
                String lowest = heights[col] >= board.height() ? "the column is full"
                        : "the lowest empty square is " + s.charAt(0) + (heights[col] + 1);
                throw new NotationException("move " + n + ": " + s + " cannot be played (" + lowest + ")", n);
            }
            heights[col]++;
            cols[i] = col;
        }
        return cols;
    }

    /**
     * Plays a move list in squares from the empty board.
     *
     * @throws NotationException as {@link #columns}, or if a move comes after the game was won
     */
    public static Position parse(String text, Board board) {
        Position p = Position.empty(board);
        Notation.playAll(columns(text, board), p);
        return p;
    }
}
