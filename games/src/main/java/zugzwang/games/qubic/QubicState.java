package zugzwang.games.qubic;

import zugzwang.core.game.GameState;
import zugzwang.games.StoneState;
import zugzwang.core.util.Hashing;

/** A {@link QubicPosition} seen through the generic {@link GameState} interface. */
final class QubicState extends StoneState<QubicPosition> {
    QubicState(QubicPosition position) {
        super(position);
    }

    @Override
    protected String describe(int move) {
        return "cell " + move;
    }

    @Override
    public QubicGame game() {
        return QubicGame.get();
    }

    @Override
    public int moves(int[] into) {
        if (position().isOver()) {
            return 0;
        }
        int n = 0;
        for (long empty = ~position().filled(); empty != 0; empty &= empty - 1) {
            into[n++] = Long.numberOfTrailingZeros(empty);
        }
        return n;
    }

    @Override
    public long key() {
        return key(0);
    }

    /** A hash of both sides' stones after the symmetry (64 bits cannot hold a qubic position). */
    @Override
    public long key(int symmetry) {
        long a = Qubic.transform(position().first(), symmetry);
        long b = Qubic.transform(position().second(), symmetry);
        return Hashing.mix64(a ^ Hashing.mix64(b + 0x9E3779B97F4A7C15L));
    }

    /** The lowest empty cell that completes a line of three of the player to move. */
    @Override
    public int winningMove() {
        if (position().isOver()) {
            return -1;
        }
        long win = Qubic.threats(position().current(), ~position().filled());
        return win == 0 ? -1 : Long.numberOfTrailingZeros(win);
    }

    @Override
    public int canonical(long[] out) {
        return Qubic.canonical(position().first(), position().second(), out);
    }

    @Override
    public int mapMove(int move, int symmetry) {
        return Qubic.mapCell(move, symmetry);
    }

    @Override
    public String moveName(int move) {
        return Integer.toString(move);
    }

    @Override
    public GameState copy() {
        return new QubicState(position().copy());
    }

    @Override
    public String toString() {
        return QubicNotation.diagram(position().first(), position().second());
    }
}
