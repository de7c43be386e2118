package zugzwang.games.connect4;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"Position.java"
import java.util.Arrays;
import java.util.stream.IntStream;
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.Position.Stone;
//#endif

/**
 * A Connect-4 position that can be played forward and back: the board shape, the stones of the
 * side to move ({@code current}) and all stones ({@code mask}), see {@link Board} for the layout.
 * {@code Position} is on a {@link Board} (one word per set), {@code WidePosition} on a
 * {@code WideBoard} (two words, {@code ...Lo} and {@code ...Hi}); both come from one template.
 * Columns are 0-based here; notation (1-based) lives in {@link Notation}.
 *
 * <p>This is the convenient, checked API for callers. The solver does not use it in its inner loop:
 * it passes the two bitboards down the recursion and never allocates.
 */
public final class /*$P$*/Position implements Connect4Position {
//#if WIDE
    private final WideBoard board;
    private long curLo;
    private long curHi;
    private long maskLo;
    private long maskHi;
//#else
    /** Who occupies a cell. */
    public enum Stone { EMPTY, FIRST, SECOND }

    private final Board board;
    private long current;
    private long mask;
//#endif
    private int moves;
    /** The column of every move played, for {@link #undo()} (-1: set up without history). */
    private final int[] history;

    private /*$P$*/Position(/*$P$*/Board board) {
        this.board = board;
        this.history = new int[board.area()];
        Arrays.fill(history, -1);
    }

    /** The empty board. */
    public static /*$P$*/Position empty(/*$P$*/Board board) {
        return new /*$P$*/Position(board);
    }

//#if WIDE
    /**
     * A position from its bitboards (low and high words). The caller vouches that the stones obey
     * gravity and that {@code cur} is the side to move. Such a position has no history.
     */
    public static WidePosition of(WideBoard board, long curLo, long curHi, long maskLo, long maskHi) {
        WidePosition p = new WidePosition(board);
        p.curLo = curLo;
        p.curHi = curHi;
        p.maskLo = maskLo;
        p.maskHi = maskHi;
        p.moves = Bits128.bitCount(maskLo, maskHi);
        return p;
    }
//#else
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
//#endif

    /** An independent copy (history included). */
    public /*$P$*/Position copy() {
        /*$P$*/Position p = new /*$P$*/Position(board);
//#if WIDE
        p.curLo = curLo;
        p.curHi = curHi;
        p.maskLo = maskLo;
        p.maskHi = maskHi;
//#else
        p.current = current;
        p.mask = mask;
//#endif
        p.moves = moves;
        System.arraycopy(history, 0, p.history, 0, history.length);
        return p;
    }

    public /*$P$*/Board board() {
        return board;
    }

    /** Stones on the board. */
    public int moves() {
        return moves;
    }

    /** Whether the first player is to move. */
    public boolean firstToMove() {
        return (moves & 1) == 0;
    }

//#if WIDE
    /** Stones of the side to move: low word. */
    public long currentLo() {
        return curLo;
    }

    /** Stones of the side to move: high word. */
    public long currentHi() {
        return curHi;
    }

    /** All stones: low word. */
    public long maskLo() {
        return maskLo;
    }

    /** All stones: high word. */
    public long maskHi() {
        return maskHi;
    }

    /** The stone at (column, row), 0-based, row 0 at the bottom. */
    public Stone at(int column, int row) {
        long lo = board.cellLo(column, row);
        long hi = board.cellHi(column, row);
        if (((maskLo & lo) | (maskHi & hi)) == 0) {
            return Stone.EMPTY;
        }
        boolean mover = ((curLo & lo) | (curHi & hi)) != 0;
        return mover == firstToMove() ? Stone.FIRST : Stone.SECOND;
    }

    /** Number of stones in a column. */
    public int heightOf(int column) {
        return Bits128.bitCount(maskLo & board.columnLo(column), maskHi & board.columnHi(column));
    }

    /** The player who moved last has four in a line: the game is over. */
    public boolean isWon() {
        return board.hasFour(curLo ^ maskLo, curHi ^ maskHi);
    }
//#else
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
//#endif

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
        return column >= 0 && column < board.width() && heightOf(column) < board.height() && !isWon();
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
        int h = heightOf(column);
        if (h == board.height()) {
            throw new IllegalArgumentException("column " + (column + 1) + " is full");
        }
        history[moves] = column;
        // after the move the opponent is to move: its stones are the old mask minus ours
//#if WIDE
        curLo ^= maskLo;
        curHi ^= maskHi;
        maskLo |= board.cellLo(column, h);
        maskHi |= board.cellHi(column, h);
//#else
        current ^= mask;
        mask |= board.cell(column, h);
//#endif
        moves++;
    }

    /** Takes back the last move. */
    public void undo() {
        if (moves == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int column = history[moves - 1];
        if (column < 0) {
            throw new IllegalStateException("this position was set up without history");
        }
        moves--;
        int h = heightOf(column) - 1;
        // remove the stone (the last move's, of the player not to move now), then the mover's
        // stones again: all stones but the opponent's
//#if WIDE
        maskLo ^= board.cellLo(column, h);
        maskHi ^= board.cellHi(column, h);
        curLo ^= maskLo;
        curHi ^= maskHi;
//#else
        mask ^= board.cell(column, h);
        current ^= mask;
//#endif
    }

    /** The column (0-based) of the last move, or -1 if unknown. */
    public int lastMove() {
        return moves == 0 ? -1 : history[moves - 1];
    }

    /** The columns (0-based, left to right) that can be played. */
    public int[] legalMoves() {
        if (isWon()) {
            return new int[0];
        }
        return IntStream.range(0, board.width()).filter(c -> heightOf(c) < board.height()).toArray();
    }

//#if WIDE
    /** Whether playing in the column wins at once for the side to move. */
    public boolean isWinningMove(int column) {
        if (!canPlay(column)) {
            return false;
        }
        int h = heightOf(column);
        return ((board.winningLo(curLo, curHi, maskLo) & board.cellLo(column, h))
                | (board.winningHi(curLo, curHi, maskHi) & board.cellHi(column, h))) != 0;
    }

    /** Whether the side to move can win with its next stone. */
    public boolean canWinNext() {
        return !isWon()
                && ((board.winningLo(curLo, curHi, maskLo) & board.playableLo(maskLo))
                | (board.winningHi(curLo, curHi, maskHi) & board.playableHi(maskLo, maskHi))) != 0;
    }

    /** A unique key of the position: low word. */
    public long keyLo() {
        return board.keyLo(curLo, maskLo);
    }

    /** A unique key of the position: high word. */
    public long keyHi() {
        return board.keyHi(curLo, curHi, maskLo, maskHi);
    }

    /**
     * The smaller (unsigned, as 128-bit numbers) of the key and its mirror image's, {low word, high
     * word}: equal for mirror images (see {@link Connect4Position#canonicalKeyWords}).
     */
    @Override
    public long[] canonicalKeyWords() {
        long lo = keyLo();
        long hi = keyHi();
        long[] m = new long[2];
        board.mirror(lo, hi, m);
        if (Bits128.compareUnsigned(lo, hi, m[0], m[1]) <= 0) {
            m[0] = lo;
            m[1] = hi;
        }
        return m;
    }

    /** The position reflected left to right (without history). */
    public WidePosition mirrored() {
        long[] cur = new long[2];
        long[] mask = new long[2];
        board.mirror(curLo, curHi, cur);
        board.mirror(maskLo, maskHi, mask);
        return of(board, cur[0], cur[1], mask[0], mask[1]);
    }
//#else
    /** Whether playing in the column wins at once for the side to move. */
    public boolean isWinningMove(int column) {
        return canPlay(column)
                && (board.winningCells(current, mask) & board.playable(mask) & board.columnMask(column)) != 0;
    }

    /** Whether the side to move can win with its next stone. */
    public boolean canWinNext() {
        return !isWon() && (board.winningCells(current, mask) & board.playable(mask)) != 0;
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

    /** {@link #canonicalKey} as the low word of a two-word key (the high word 0). */
    @Override
    public long[] canonicalKeyWords() {
        return new long[] {canonicalKey(), 0};
    }

    /** The position reflected left to right (without history). */
    public Position mirrored() {
        return of(board, board.mirror(current), board.mirror(mask));
    }
//#endif

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
//#if WIDE
        return o instanceof WidePosition p && p.board.equals(board) && p.curLo == curLo && p.curHi == curHi
                && p.maskLo == maskLo && p.maskHi == maskHi;
    }

    @Override
    public int hashCode() {
        return (Long.hashCode(keyLo()) * 31 + Long.hashCode(keyHi())) * 31 + board.hashCode();
    }
//#else
        return o instanceof Position p && p.board.equals(board) && p.current == current && p.mask == mask;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(key()) * 31 + board.hashCode();
    }
//#endif

    @Override
    public String toString() {
        return diagram();
    }
}
