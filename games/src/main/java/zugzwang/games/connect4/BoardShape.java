package zugzwang.games.connect4;

/**
 * The size of a Connect-4 board, whatever the width of its bitboards: {@link Board} (one word)
 * and {@code WideBoard} (two words) both are one. The commands and the server, which do not care
 * how the stones are stored, see boards through it; the search never does.
 */
public interface BoardShape {
    /** Columns. */
    int width();

    /** Rows. */
    int height();

    /** Cells: {@code width * height}. */
    int area();
}
