package zugzwang.games.cube;

import zugzwang.core.game.GameState;
import zugzwang.core.util.Hashing;

/** A {@link CubePosition} seen through the generic {@link GameState} interface. */
final class CubeState implements GameState {
    private final CubePosition position;

    CubeState(CubePosition position) {
        this.position = position;
    }

    /** The underlying position (shared: moves played here change it). */
    CubePosition position() {
        return position;
    }

    @Override
    public CubeGame game() {
        return CubeGame.get();
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
        long playable = Cube.playable(position.filled());
        int n = 0;
        for (int c = 0; c < Cube.COLUMNS; c++) {
            if ((playable & Cube.columnMask(c)) != 0) {
                into[n++] = c;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        if (!position.canPlay(move)) {
            throw new IllegalArgumentException("column " + CubeNotation.column(move & 0xF) + " cannot be played here");
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
        return key(0);
    }

    @Override
    public long key(int symmetry) {
        long first = Cube.transform(position.first(), symmetry);
        long filled = Cube.transform(position.filled(), symmetry);
        return mix(CompactKey.high(filled), CompactKey.low(first, filled));
    }

    /**
     * A 64-bit hash of an 80-bit compact key: the high 16 bits spread by an odd multiplier over the
     * low 64, then {@link Hashing#mix64} (each input bit affects every output bit).
     */
    static long mix(long hi, long lo) {
        return Hashing.mix64(lo ^ (hi * 0x9E3779B97F4A7C15L));
    }

    @Override
    public int mapMove(int move, int symmetry) {
        return Cube.mapColumn(move, symmetry);
    }

    @Override
    public String moveName(int move) {
        return CubeNotation.column(move);
    }

    @Override
    public GameState copy() {
        return new CubeState(position.copy());
    }

    @Override
    public String toString() {
        return CubeNotation.picture(position.first(), position.second());
    }
}
