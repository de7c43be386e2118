package zugzwang.games.connect4;

/**
 * The size of a Connect-4 board, whatever the width of its bitboards: {@link Board} (one word)
 * and {@code WideBoard} (two words) both are one. The commands and the server, which do not care
 * how the stones are stored, see boards through it; the search never does.
 */
public interface BoardShape {
    /** Whether a board of this size fits one word: {@code width * (height + 1) <= 64} (sides at least 1). */
    static boolean fitsOneWord(int width, int height) {
        return width < 1 || height < 1 || (long) width * ((long) height + 1) <= Board.BITS;
    }

    /**
     * The board of this size: a {@link Board} (one word) if it fits one, else a {@link WideBoard}
     * (two words).
     *
     * @throws IllegalArgumentException for an impossible size or one beyond 128 bits
     */
    static BoardShape of(int width, int height) {
        return fitsOneWord(width, height) ? Board.of(width, height) : WideBoard.of(width, height);
    }

    /** The empty position of this board, of its word size. */
    Connect4Position emptyPosition();

    /** Columns. */
    int width();

    /** Rows. */
    int height();

    /** Cells: {@code width * height}. */
    int area();
}
