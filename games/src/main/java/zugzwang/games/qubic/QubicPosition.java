package zugzwang.games.qubic;

import zugzwang.games.StonePosition;

/**
 * A qubic position: each side's stones as a cell mask (the first player, x, moves first), and
 * the cells played in order (so moves can be taken back). Any empty cell may be played until a
 * side has four in a line or the board is full.
 */
public final class QubicPosition implements StonePosition {
    private long first;
    private long second;
    private final byte[] history = new byte[Qubic.CELLS];
    private int stones;

    /** The empty board. */
    public QubicPosition() {
    }

    public QubicPosition copy() {
        QubicPosition p = new QubicPosition();
        p.first = first;
        p.second = second;
        p.stones = stones;
        System.arraycopy(history, 0, p.history, 0, stones);
        return p;
    }

    /** The first player's stones. */
    public long first() {
        return first;
    }

    /** The second player's stones. */
    public long second() {
        return second;
    }

    public long filled() {
        return first | second;
    }

    /** The stones of the player to move. */
    public long current() {
        return (stones & 1) == 0 ? first : second;
    }

    /** The stones of the player who moved last. */
    public long opponent() {
        return (stones & 1) == 0 ? second : first;
    }

    /** 0 if the first player is to move, 1 if the second. */
    public int player() {
        return stones & 1;
    }

    public int stones() {
        return stones;
    }

    /** The cell of move {@code i} (0-based) of the game so far. */
    public int move(int i) {
        return history[i];
    }

    /** Whether the player who moved last has four in a line. */
    public boolean isWon() {
        return Qubic.hasFour(opponent());
    }

    public boolean isFull() {
        return stones == Qubic.CELLS;
    }

    public boolean isOver() {
        return isWon() || isFull();
    }

    /** Whether {@code cell} may be played: on the board, empty, and the game not over. */
    public boolean canPlay(int cell) {
        return cell >= 0 && cell < Qubic.CELLS && (filled() >>> cell & 1) == 0 && !isOver();
    }

    /** Plays an empty cell (the caller checks {@link #canPlay}). */
    public void play(int cell) {
        if ((stones & 1) == 0) {
            first |= 1L << cell;
        } else {
            second |= 1L << cell;
        }
        history[stones++] = (byte) cell;
    }

    public void undo() {
        if (stones == 0) {
            throw new IllegalStateException("no move to take back");
        }
        long bit = 1L << history[--stones];
        first &= ~bit;
        second &= ~bit;
    }
}
