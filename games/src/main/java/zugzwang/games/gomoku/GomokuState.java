package zugzwang.games.gomoku;

import zugzwang.core.game.GameState;
import zugzwang.games.StoneState;

/** A {@link GomokuPosition} seen through the generic {@link GameState} interface. */
final class GomokuState extends StoneState<GomokuPosition> {
    private final GomokuGame game;

    GomokuState(GomokuGame game, GomokuPosition position) {
        super(position);
        this.game = game;
    }

    @Override
    protected String describe(int move) {
        return "square " + move;
    }

    @Override
    public GomokuGame game() {
        return game;
    }

    @Override
    public int moves(int[] into) {
        if (position().isOver()) {
            return 0;
        }
        int n = 0;
        for (int s = 0; s < game.board().squares(); s++) {
            if (position().isEmpty(s)) {
                into[n++] = s;
            }
        }
        return n;
    }

    @Override
    public long key() {
        return position().key();
    }

    @Override
    public long key(int symmetry) {
        return position().key(symmetry);
    }

    @Override
    public int winningMove() {
        return position().winningSquare();
    }

    @Override
    public int canonical(long[] out) {
        return position().canonical(out);
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
        return new GomokuState(game, position().copy());
    }

    @Override
    public String toString() {
        return GomokuNotation.diagram(position());
    }
}
