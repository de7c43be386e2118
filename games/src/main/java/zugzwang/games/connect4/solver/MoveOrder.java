package zugzwang.games.connect4.solver;

import zugzwang.games.connect4.Board;

/**
 * How the solver orders the moves of a node (after the table's best move, which the search tries
 * before asking for an order): by the number of <em>useful</em> threats the move leaves its
 * player (empty cells that would complete a four, except those directly above a threat of the
 * opponent: the opponent wins by playing the cell below, and if we block it there, the opponent
 * answers on our threat above), ties broken by closeness to the centre
 * column. Counting only the useful threats (2026-11-25; before, every threat) took the mean nodes
 * per position of Pons' four 7×6 sets (one thread) from 26.4 / 244.8 / 17,740.0 / 1,684.5 to
 * 26.3 / 232.9 / 16,910.6 / 1,619.1 and the empty board from 251.0 M to 233.1 M nodes.
 *
 * <p>Computing those threats also shows the moves after which the opponent is lost at once: it
 * would have two threats to parry; or one, whose cell lies directly below another threat of
 * ours; or none, but every move it has would land directly below one of our threats.
 * {@link #order} reports such a move instead of an order.
 *
 * <p>One instance per search thread: it owns a stack of move buffers, one row of {@code width}
 * slots per ply, so ordering never allocates. Each slot keeps the move, its column and the
 * mover's threats after it (the next node needs them as its opponent's threats).
 */
final class MoveOrder {
    /** Returned by {@link #order} when a move wins outright; see {@link #winningColumn()}. */
    static final int WIN = -1;

    private final Board board;
    private final int width;
    private final long bottom;
    private final long cells;
    /** Columns from the centre outwards, and their cell masks in that order. */
    private final int[] centreFirst;
    private final long[] columnMasks;
    private final long[] moves;
    private final int[] scores;
    private final int[] columns;
    private final long[] threats;
    private int winningColumn;

    MoveOrder(Board board) {
        this.board = board;
        this.width = board.width();
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
        this.centreFirst = board.centreFirst();
        this.columnMasks = new long[width];
        for (int i = 0; i < width; i++) {
            columnMasks[i] = board.columnMask(centreFirst[i]);
        }
        int slots = (board.area() + 1) * width;
        this.moves = new long[slots];
        this.scores = new int[slots];
        this.columns = new int[slots];
        this.threats = new long[slots];
    }

    /**
     * Fills the buffer of ply {@code ply} with the moves in {@code candidates} (one cell bit per
     * column), best first, and returns how many there are; or returns {@link #WIN} as soon as a
     * move is found after which the opponent cannot avoid losing on its next move.
     *
     * @param candidates non-losing moves (the opponent has no immediate win after any of them)
     * @param cur        stones of the side to move
     * @param mask       all stones (at least two cells stay empty after any move)
     * @param oppWins    the opponent's winning cells (threats) at this node
     */
    int order(int ply, long candidates, long cur, long mask, long oppWins) {
        // oppWins << 1: every opponent threat moved one row up (one bit per row in a column),
        // i.e. the cells directly above them, where a threat of ours is of no use
        long useless = oppWins << 1;
        int base = ply * width;
        int n = 0;
        // x & (x - 1) clears the lowest set bit: zero means a single candidate (nothing to order)
        boolean single = (candidates & (candidates - 1)) == 0;
        for (int i = 0; i < width; i++) {
            long move = candidates & columnMasks[i];
            if (move == 0) {
                continue;
            }
            long after = mask | move;
            long t = board.winningCells(cur | move, after);
            // the opponent's view of the next node: its playable cells (adding the bottom bit
            // carries to each column's first empty cell), and those it must take (our playable
            // threats); it loses at once if it must take two, or if every cell it may take lies
            // directly below one of our threats (t >>> 1: every threat cell moved one row down)
            long playable = (after + bottom) & cells;
            long forced = playable & t;
            boolean twoToParry = (forced & (forced - 1)) != 0;
            long options = forced != 0 ? forced : playable;
            if (twoToParry || (options & ~(t >>> 1)) == 0) {
                winningColumn = centreFirst[i];
                return WIN;
            }
            int score = single ? 0 : Long.bitCount(t & ~useless);
            // insertion sort, descending; equal scores keep centre-first order
            int j = base + n++;
            while (j > base && scores[j - 1] < score) {
                moves[j] = moves[j - 1];
                scores[j] = scores[j - 1];
                columns[j] = columns[j - 1];
                threats[j] = threats[j - 1];
                j--;
            }
            moves[j] = move;
            scores[j] = score;
            columns[j] = centreFirst[i];
            threats[j] = t;
        }
        return n;
    }

    /** The column of the winning move after {@link #order} returned {@link #WIN}. */
    int winningColumn() {
        return winningColumn;
    }

    /** Move i of ply's order, as a cell bit. */
    long move(int ply, int i) {
        return moves[ply * width + i];
    }

    /** Column (0-based) of move i of ply's order. */
    int column(int ply, int i) {
        return columns[ply * width + i];
    }

    /** The mover's winning cells after move i of ply's order. */
    long threats(int ply, int i) {
        return threats[ply * width + i];
    }
}
