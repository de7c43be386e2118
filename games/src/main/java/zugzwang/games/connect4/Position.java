package zugzwang.games.connect4;

/**
 * A Connect-4 position that can be played forward and back: the board shape, the stones of the
 * side to move ({@code current}) and all stones ({@code mask}), see {@link Board} for the layout.
 * Columns are 0-based here; notation (1-based) lives in {@link Notation}.
 *
 * <p>This is the convenient, checked API for callers. The solver does not use it in its inner loop:
 * it passes the two bitboards down the recursion and never allocates.
 */
public final class Position {
    /** Who occupies a cell. */
    public enum Stone { EMPTY, FIRST, SECOND }

    private final Board board;
    private long current;
    private long mask;
    private int moves;
    /** The cell bit of every move played, for {@link #undo()}. */
    private final long[] history;

    private Position(Board board) {
        this.board = board;
        this.history = new long[board.area()];
    }

    /** The empty board. */
    public static Position empty(Board board) {
        return new Position(board);
    }

    /**
     * A position from its bitboards. The caller vouches that the stones obey gravity and that
     * {@code current} is the side to move ({@link Notation} checks diagrams). Such a position has
     * no history: {@link #undo()} is not available.
     */
    public static Position of(Board board, long current, long mask) {
        Position p = new Position(board);
        p.current = current;
        p.mask = mask;
        p.moves = Long.bitCount(mask);
        return p;
    }

    /** An independent copy (history included). */
    public Position copy() {
        Position p = new Position(board);
        p.current = current;
        p.mask = mask;
        p.moves = moves;
        System.arraycopy(history, 0, p.history, 0, history.length);
        return p;
    }

    public Board board() {
        return board;
    }

    /** Stones on the board. */
    public int moves() {
        return moves;
    }

    /** Stones of the side to move. */
    public long current() {
        return current;
    }

    /** All stones. */
    public long mask() {
        return mask;
    }

    /** Stones of the player who moved last. */
    public long opponent() {
        return current ^ mask;
    }

    /** Whether the first player is to move. */
    public boolean firstToMove() {
        return (moves & 1) == 0;
    }

    /** Stones of the first player. */
    public long firstStones() {
        return firstToMove() ? current : current ^ mask;
    }

    /** Stones of the second player. */
    public long secondStones() {
        return firstToMove() ? current ^ mask : current;
    }

    /** The stone at (column, row), 0-based, row 0 at the bottom. */
    public Stone at(int column, int row) {
        long bit = board.cell(column, row);
        if ((mask & bit) == 0) {
            return Stone.EMPTY;
        }
        return (firstStones() & bit) != 0 ? Stone.FIRST : Stone.SECOND;
    }

    /** Number of stones in a column. */
    public int heightOf(int column) {
        return Long.bitCount(mask & board.columnMask(column));
    }

    /** The player who moved last has four in a line: the game is over. */
    public boolean isWon() {
        return board.hasFour(current ^ mask);
    }

    /** The board is full and nobody has won. */
    public boolean isDraw() {
        return moves == board.area() && !isWon();
    }

    /** The game is over (won or drawn). */
    public boolean isOver() {
        return moves == board.area() || isWon();
    }

    /** The column exists, is not full, and the game is not over. */
    public boolean canPlay(int column) {
        return column >= 0 && column < board.width()
                && (board.playable(mask) & board.columnMask(column)) != 0
                && !isWon();
    }

    /**
     * Drops a stone of the side to move into a column.
     *
     * @throws IllegalArgumentException if the column does not exist or is full
     * @throws IllegalStateException    if the game is already over
     */
    public void play(int column) {
        if (column < 0 || column >= board.width()) {
            throw new IllegalArgumentException("column " + (column + 1) + " does not exist on a "
                    + board.width() + "-column board");
        }
        if (isWon()) {
            throw new IllegalStateException("the game is already won");
        }
        if (moves == board.area()) {
            throw new IllegalStateException("the game is over: the board is full");
        }
        long move = board.playable(mask) & board.columnMask(column);
        if (move == 0) {
            throw new IllegalArgumentException("column " + (column + 1) + " is full");
        }
        playBit(move);
    }

    /** Plays a move given as its cell bit (must be a playable cell). */
    public void playBit(long move) {
        history[moves] = move;
        // after the move the opponent is to move: its stones are the old mask minus ours
        current ^= mask;
        mask |= move;
        moves++;
    }

    /** Takes back the last move. */
    public void undo() {
        if (moves == 0) {
            throw new IllegalStateException("no move to undo");
        }
        long move = history[moves - 1];
        if (move == 0) {
            throw new IllegalStateException("this position was set up without history");
        }
        moves--;
        mask ^= move;      // remove the stone: it was the last move, of the player not to move now
        current ^= mask;   // the mover's stones again: all stones but the opponent's
    }

    /** The column (0-based) of the last move, or -1 if unknown. */
    public int lastMove() {
        return moves == 0 || history[moves - 1] == 0 ? -1 : board.columnOf(history[moves - 1]);
    }

    /** Whether playing in the column wins at once for the side to move. */
    public boolean isWinningMove(int column) {
        return canPlay(column)
                && (board.winningCells(current, mask) & board.playable(mask) & board.columnMask(column)) != 0;
    }

    /** Whether the side to move can win with its next stone. */
    public boolean canWinNext() {
        return !isWon() && (board.winningCells(current, mask) & board.playable(mask)) != 0;
    }

    /** The columns (0-based, left to right) that can be played. */
    public int[] legalMoves() {
        if (isWon()) {
            return new int[0];
        }
        long playable = board.playable(mask);
        int[] out = new int[Long.bitCount(playable)];
        int n = 0;
        for (int c = 0; c < board.width(); c++) {
            if ((playable & board.columnMask(c)) != 0) {
                out[n++] = c;
            }
        }
        return out;
    }

    /** A unique key of the position (see {@link Board#key}). */
    public long key() {
        return board.key(current, mask);
    }

    /** The key of the mirrored position. */
    public long mirrorKey() {
        return board.mirror(key());
    }

    /** The smaller of {@link #key} and {@link #mirrorKey} (unsigned): equal for mirror images. */
    public long canonicalKey() {
        return board.canonical(key());
    }

    /** The position reflected left to right (without history). */
    public Position mirrored() {
        return of(board, board.mirror(current), board.mirror(mask));
    }

    /** The board as rows of {@code .}, {@code x} (first player), {@code o}, top row first. */
    public String diagram() {
        StringBuilder sb = new StringBuilder();
        for (int r = board.height() - 1; r >= 0; r--) {
            for (int c = 0; c < board.width(); c++) {
                sb.append(switch (at(c, r)) {
                    case EMPTY -> '.';
                    case FIRST -> 'x';
                    case SECOND -> 'o';
                });
            }
            if (r > 0) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.board.equals(board) && p.current == current && p.mask == mask;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(key()) * 31 + board.hashCode();
    }

    @Override
    public String toString() {
        return diagram();
    }
}
