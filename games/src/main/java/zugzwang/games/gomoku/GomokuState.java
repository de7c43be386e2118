package zugzwang.games.gomoku;

import zugzwang.core.game.GameState;

/** A {@link GomokuPosition} seen through the generic {@link GameState} interface. */
final class GomokuState implements GameState {
    private final GomokuGame game;
    private final GomokuPosition position;

    GomokuState(GomokuGame game, GomokuPosition position) {
        this.game = game;
        this.position = position;
    }

    /** The underlying position (shared: moves played here change it). */
    GomokuPosition position() {
        return position;
    }

    @Override
    public GomokuGame game() {
        return game;
    }

    @Override
    public int player() {
        return position.player();
    }

    @Override
    public int ply() {
        return position.stones();
    }

    @Override
    public int moves(int[] into) {
        if (position.isOver()) {
            return 0;
        }
        int n = 0;
        for (int s = 0; s < game.board().squares(); s++) {
            if (position.isEmpty(s)) {
                into[n++] = s;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        if (!position.canPlay(move)) {
            throw new IllegalArgumentException("square " + move + " cannot be played here");
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
            return -1; // the last stone won
        }
        if (position.isFull()) {
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
        return position.key(symmetry);
    }

    @Override
    public int winningMove() {
        return position.winningSquare();
    }

    @Override
    public int canonical(long[] out) {
        return position.canonical(out);
    }

    @Override
    public int mapMove(int move, int symmetry) {
        return game.board().map(move, symmetry);
    }

    @Override
    public String moveName(int move) {
        return game.board().name(move);
    }

    @Override
    public GameState copy() {
        return new GomokuState(game, position.copy());
    }

    @Override
    public String toString() {
        return GomokuNotation.diagram(position);
    }
}
