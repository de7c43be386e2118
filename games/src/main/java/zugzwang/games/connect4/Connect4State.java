package zugzwang.games.connect4;

import zugzwang.core.game.GameState;

/** A Connect-4 {@link Position} seen through the generic {@link GameState} interface. */
final class Connect4State implements GameState {
    private final Connect4Game game;
    private final Position position;
    private final Board board;

    Connect4State(Connect4Game game, Position position) {
        this.game = game;
        this.position = position;
        this.board = position.board();
    }

    /** The underlying position (shared: moves played here change it). */
    Position position() {
        return position;
    }

    @Override
    public Connect4Game game() {
        return game;
    }

    @Override
    public int player() {
        return position.moves() & 1;
    }

    @Override
    public int ply() {
        return position.moves();
    }

    @Override
    public int moves(int[] into) {
        if (position.isOver()) {
            return 0;
        }
        long playable = board.playable(position.mask());
        int n = 0;
        for (int c = 0; c < board.width(); c++) {
            if ((playable & board.columnMask(c)) != 0) {
                into[n++] = c;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        if (!position.canPlay(move)) {
            throw new IllegalArgumentException("column " + (move + 1) + " cannot be played here");
        }
        position.play(move);
    }

    @Override
    public void undo() {
        position.undo();
    }

    @Override
    public boolean isTerminal() {
        return position.isOver();
    }

    @Override
    public int value() {
        if (position.isWon()) {
            return -Score.win(board, position.moves()); // the last stone won
        }
        if (position.moves() == board.area()) {
            return 0;
        }
        throw new IllegalStateException("the game is not over");
    }

    @Override
    public long key() {
        return position.key();
    }

    @Override
    public long key(int symmetry) {
        return symmetry == 0 ? position.key() : position.mirrorKey();
    }

    @Override
    public int mapMove(int move, int symmetry) {
        return symmetry == 0 ? move : board.width() - 1 - move;
    }

    @Override
    public String moveName(int move) {
        return Notation.column(move);
    }

    @Override
    public GameState copy() {
        return new Connect4State(game, position.copy());
    }

    @Override
    public String toString() {
        return position.diagram();
    }
}
