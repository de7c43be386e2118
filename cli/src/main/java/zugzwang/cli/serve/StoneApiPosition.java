package zugzwang.cli.serve;

import zugzwang.games.StonePosition;

/**
 * What the stone-placing games (Connect Four 3D, qubic, go-moku) answer alike: the board's size,
 * the side to move, the winner and a finished game's score, from the game's position.
 */
abstract class StoneApiPosition implements ApiPosition {
    /**
     * The request's position text ("" if absent), after checking its board.
     *
     * @param game   the game's name, for the message
     * @param width  the request's {@code w} (4 if absent)
     * @param height the request's {@code h} (4 if absent)
     * @throws IllegalArgumentException for a board other than 4×4 (the message is the client's)
     */
    static String onTheCube(String game, int width, int height, String pos) {
        if (width != 4 || height != 4) {
            throw new IllegalArgumentException(game + " is played on the 4x4x4 cube: w and h must be 4 or absent, not "
                    + width + "x" + height);
        }
        return pos == null ? "" : pos;
    }

    private final StonePosition position;
    private final int width;
    private final int height;

    /** A position on the 4×4×4 cube (reported as {@code w = h = 4}). */
    StoneApiPosition(StonePosition position) {
        this(position, 4, 4);
    }

    /** A position on a board of {@code width} x {@code height}, as answers report it. */
    StoneApiPosition(StonePosition position, int width, int height) {
        this.position = position;
        this.width = width;
        this.height = height;
    }

    @Override
    public final int width() {
        return width;
    }

    @Override
    public final int height() {
        return height;
    }

    @Override
    public final boolean firstToMove() {
        return position.player() == 0;
    }

    @Override
    public final boolean over() {
        return position.isOver();
    }

    @Override
    public final String winner() {
        if (!position.isOver()) {
            return null;
        }
        return position.isWon() ? (position.player() == 0 ? "second" : "first") : "draw";
    }

    /** The score of a finished game for the side to move: a loss if the last mover won, else a draw. */
    final int finishedScore() {
        return position.isWon() ? -1 : 0;
    }
}
