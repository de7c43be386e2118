package zugzwang.cli.serve;

import zugzwang.games.StonePosition;

/**
 * What the games on the 4×4×4 cube (Connect Four 3D, qubic) answer alike: the board reported as
 * {@code w = h = 4}, the side to move and the winner from the game's position.
 */
abstract class CubeBoardApiPosition implements ApiPosition {
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

    CubeBoardApiPosition(StonePosition position) {
        this.position = position;
    }

    @Override
    public final int width() {
        return 4;
    }

    @Override
    public final int height() {
        return 4;
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
}
