package zugzwang.games.cube;

import zugzwang.games.StonePosition;

/**
 * A Connect Four 3D position that can be played forward and back: the stones of each player as
 * bitboards (see {@link Cube}), the stone count and the columns played. The first player ("x",
 * White in seed 001) moves when the count is even.
 *
 * <p>A position made by {@link CubeNotation#parse} from a diagram has no move history; it can still
 * be played forward and taken back to where it started.
 */
public final class CubePosition implements StonePosition {
    private long first;
    private long second;
    private int stones;
    /** Columns played since this object's start position, and how many. */
    private final int[] history = new int[Cube.CELLS];
    private int played;

    private CubePosition(long first, long second) {
        this.first = first;
        this.second = second;
        this.stones = Long.bitCount(first) + Long.bitCount(second);
    }

    /** The empty board. */
    public static CubePosition empty() {
        return new CubePosition(0, 0);
    }

    /**
     * A position from its stones, unchecked (the notation checks diagrams: gravity, counts,
     * reachability); no history.
     */
    static CubePosition of(long first, long second) {
        return new CubePosition(first, second);
    }

    /** The first player's stones. */
    public long first() {
        return first;
    }

    /** The second player's stones. */
    public long second() {
        return second;
    }

    /** Every stone. */
    public long filled() {
        return first | second;
    }

    /** Stones on the board. */
    public int stones() {
        return stones;
    }

    /** 0 if the first player is to move, 1 if the second. */
    public int player() {
        return stones & 1;
    }

    /** The stones of the player to move. */
    public long current() {
        return (stones & 1) == 0 ? first : second;
    }

    /** The stones of the player who moved last. */
    public long opponent() {
        return (stones & 1) == 0 ? second : first;
    }

    /** Whether the player who moved last has four in a line. */
    public boolean isWon() {
        return Cube.hasFour(opponent());
    }

    /** Whether every cell is filled. */
    public boolean isFull() {
        return stones == Cube.CELLS;
    }

    /** Whether the game is over: won, or the board full (a draw). */
    public boolean isOver() {
        return isWon() || isFull();
    }

    /** Stones in column {@code c}. */
    public int height(int c) {
        return Long.bitCount(filled() & Cube.columnMask(c));
    }

    /** Whether column {@code c} (0..15) can be played: the game is not over and it is not full. */
    public boolean canPlay(int c) {
        return c >= 0 && c < Cube.COLUMNS && (filled() & Cube.TOP & Cube.columnMask(c)) == 0 && !isOver();
    }

    /** Whether playing column {@code c} makes four for the player to move (the column is playable). */
    public boolean isWinningMove(int c) {
        long cell = Cube.playable(filled()) & Cube.columnMask(c);
        return cell != 0 && Cube.hasFour(current() | cell);
    }

    /** Plays column {@code c}; the caller has checked {@link #canPlay}. */
    public void play(int c) {
        long cell = Cube.playable(filled()) & Cube.columnMask(c);
        if ((stones & 1) == 0) {
            first |= cell;
        } else {
            second |= cell;
        }
        stones++;
        history[played++] = c;
    }

    /**
     * Takes back the last move played on this object.
     *
     * @throws IllegalStateException if there is none
     */
    public void undo() {
        if (played == 0) {
            throw new IllegalStateException("no move to take back");
        }
        int c = history[--played];
        long column = filled() & Cube.columnMask(c);
        long top = Long.highestOneBit(column);
        stones--;
        if ((stones & 1) == 0) {
            first &= ~top;
        } else {
            second &= ~top;
        }
    }

    /** Moves played on this object (not counting the stones it started with). */
    public int played() {
        return played;
    }

    /** The i-th column played on this object. */
    public int playedColumn(int i) {
        return history[i];
    }

    /**
     * A game that reaches this position from the empty board: the moves played if this object
     * started from the empty board, else an order found by {@link CubeReachability}.
     */
    public int[] game() {
        if (played == stones) {
            return java.util.Arrays.copyOf(history, played);
        }
        return CubeReachability.game(first, second);
    }

    /** An independent copy, history included. */
    public CubePosition copy() {
        CubePosition p = new CubePosition(first, second);
        p.stones = stones;
        System.arraycopy(history, 0, p.history, 0, played);
        p.played = played;
        return p;
    }

    /** The one-line diagram of {@link CubeNotation}. */
    public String diagram() {
        return CubeNotation.diagram(first, second);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CubePosition p && p.first == first && p.second == second;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(first * 31 + second);
    }

    @Override
    public String toString() {
        return diagram();
    }
}
