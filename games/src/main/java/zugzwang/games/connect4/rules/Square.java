package zugzwang.games.connect4.rules;

import zugzwang.games.connect4.Board;

/**
 * Names of single squares in the thesis' (Allis 1988) style: the column as a letter from
 * {@code a}, the row as a number from {@code 1} at the bottom ("a1" is the bottom-left square,
 * "g6" the top-right square of the standard board). A square is a single-bit {@code long} in the
 * {@link Board} layout.
 *
 * <p>Allis calls a square <em>odd</em> or <em>even</em> by its 1-based row: row 1 (bit row 0) is
 * odd. {@link #isEven} and {@link #evenRows} follow that convention.
 */
public final class Square {
    private Square() {
    }

    /** The thesis name of a single-bit square, e.g. {@code "d3"}. */
    public static String name(Board board, long square) {
        return name(board.columnOf(square), board.rowOf(square));
    }

    /** The thesis name of (column, row), both 0-based. */
    public static String name(int column, int row) {
        return String.valueOf((char) ('a' + column)) + (row + 1);
    }

    /**
     * The square named {@code text} ("a1" ... ), as a single bit.
     *
     * @throws IllegalArgumentException if the name is malformed or off the board
     */
    public static long parse(Board board, String text) {
        String t = text.strip().toLowerCase();
        if (t.length() < 2 || t.charAt(0) < 'a' || t.charAt(0) > 'z') {
            throw new IllegalArgumentException("bad square '" + text + "': expected a letter and a row, e.g. a1");
        }
        int column = t.charAt(0) - 'a';
        int row;
        try {
            row = Integer.parseInt(t.substring(1)) - 1;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad square '" + text + "': expected a letter and a row, e.g. a1");
        }
        if (column >= board.width() || row < 0 || row >= board.height()) {
            throw new IllegalArgumentException("square '" + text + "' is off the " + board + " board");
        }
        return board.cell(column, row);
    }

    /** Whether a square is even in the thesis' sense (1-based row even, i.e. bit row odd). */
    public static boolean isEven(Board board, long square) {
        return (board.rowOf(square) & 1) == 1;
    }

    /** All even squares of the board (1-based rows 2, 4, ...). */
    public static long evenRows(Board board) {
        long r = 0;
        for (int c = 0; c < board.width(); c++) {
            for (int row = 1; row < board.height(); row += 2) {
                r |= board.cell(c, row);
            }
        }
        return r;
    }

    /** The squares of {@code squares} joined by spaces in the order of the set bits. */
    public static String names(Board board, long squares) {
        StringBuilder sb = new StringBuilder();
        for (long s = squares; s != 0; s &= s - 1) { // s & (s-1) clears the lowest set bit
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(name(board, Long.lowestOneBit(s)));
        }
        return sb.toString();
    }
}
