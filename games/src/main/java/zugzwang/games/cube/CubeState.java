package zugzwang.games.cube;

import zugzwang.core.game.GameState;
import zugzwang.games.StoneState;
import zugzwang.core.util.Hashing;

/** A {@link CubePosition} seen through the generic {@link GameState} interface. */
final class CubeState extends StoneState<CubePosition> {
    CubeState(CubePosition position) {
        super(position);
    }

    @Override
    protected String describe(int move) {
        return "column " + CubeNotation.column(move & 0xF);
    }

    @Override
    public CubeGame game() {
        return CubeGame.get();
    }

    @Override
    public int moves(int[] into) {
        if (position().isOver()) {
            return 0;
        }
        long playable = Cube.playable(position().filled());
        int n = 0;
        for (int c = 0; c < Cube.COLUMNS; c++) {
            if ((playable & Cube.columnMask(c)) != 0) {
                into[n++] = c;
            }
        }
        return n;
    }

    @Override
    public long key() {
        return key(0);
    }

    @Override
    public long key(int symmetry) {
        long first = Cube.transform(position().first(), symmetry);
        long filled = Cube.transform(position().filled(), symmetry);
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
        return new CubeState(position().copy());
    }

    @Override
    public String toString() {
        return CubeNotation.picture(position().first(), position().second());
    }
}
