package zugzwang.games.connect4;

/**
 * How the solver orders the moves of a node (after the table's best move, which the search
 * tries before asking for an order): by the number of threats (empty cells that would complete a four) the move leaves its player, ties broken by
 * closeness to the centre column.
 *
 * <p>One instance per search thread: it owns a small stack of move buffers, one row of
 * {@code width} slots per ply, so sorting never allocates.
 */
final class MoveOrder {
    private final Board board;
    private final int width;
    /** Columns from the centre outwards: 3 2 4 1 5 0 6 on 7 columns. */
    private final int[] centreFirst;
    private final long[] columnMasks;
    private final long[] moves;
    private final int[] scores;
    private final int[] columns;
    private final long[] threats;

    long PAR; final long EVEN;
    MoveOrder(Board board) {
        long e = 0; for (int r = 0; r < board.height(); r += 2) e |= board.bottomMask() << r; EVEN = e;
        this.board = board;
        this.width = board.width();
        this.centreFirst = centreFirst(width);
        this.columnMasks = new long[width];
        for (int i = 0; i < width; i++) {
            columnMasks[i] = board.columnMask(centreFirst[i]);
        }
        int plies = board.area() + 1;
        this.moves = new long[plies * width];
        this.scores = new int[plies * width];
        this.columns = new int[plies * width];
        this.threats = new long[plies * width];
    }

    /**
     * Columns ordered from the centre outwards: width/2, then alternately one step further left
     * and right (7 columns: 3 2 4 1 5 0 6; 8 columns: 4 3 5 2 6 1 7 0).
     */
    static int[] centreFirst(int width) {
        int[] order = new int[width];
        for (int i = 0; i < width; i++) {
            order[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        return order;
    }

    /**
     * Fills the buffer of ply {@code ply} with the moves in {@code candidates} (one cell bit per
     * column), best first, and returns how many there are.
     *
     * @param cur        stones of the side to move
     * @param mask       all stones
     */
    int order(int ply, long candidates, long cur, long mask) {
        int base = ply * width;
        int n = 0;
        PAR = (ply & 1) == 0 ? EVEN : ~EVEN;
        boolean single = (candidates & (candidates - 1)) == 0;
        long ownWins = MODE >= 3 ? board.winningCells(cur, mask) : 0;
        for (int i = 0; i < width; i++) {
            long move = candidates & columnMasks[i];
            if (move == 0) {
                continue;
            }
            int column = centreFirst[i];
            long after = mask | move;
            long t = board.winningCells(cur | move, after);
            int score = single ? 0 : score(t, ply);
            if (MODE == 3 && ((move << 1) & ownWins) != 0) score -= 8;
            if (MODE == 4) { score = Long.bitCount(t) + 2 * Long.bitCount(t & ((after + board.bottomMask()) & board.cellMask())); if (((move << 1) & ownWins) != 0) score -= 8; }
            if (MODE == 6) { score = Long.bitCount(t) + 2 * Long.bitCount(t & ((after + board.bottomMask()) & board.cellMask())); }
            if (MODE == 7) { score = 2 * Long.bitCount(t) + Long.bitCount(t & ((after + board.bottomMask()) & board.cellMask())); }
            if (MODE == 5) { score = Long.bitCount(t) * 4 + Long.bitCount(t & PAR); if (((move << 1) & ownWins) != 0) score -= 16; }
            // insertion sort, descending; equal scores keep centre-first order
            int j = n++;
            while (j > 0 && scores[base + j - 1] < score) {
                moves[base + j] = moves[base + j - 1];
                scores[base + j] = scores[base + j - 1];
                columns[base + j] = columns[base + j - 1];
                threats[base + j] = threats[base + j - 1];
                j--;
            }
            threats[base + j] = t;
            moves[base + j] = move;
            scores[base + j] = score;
            columns[base + j] = column;
        }
        return n;
    }

    /** Heuristic value of a move: the threats its player has after it. */
    static final int MODE = Integer.getInteger("order", 0);
    private int score(long w, int ply) {
        if (MODE == 1) return 0;
        if (MODE == 2) { return 2 * Long.bitCount(w & PAR) + Long.bitCount(w); }
        return Long.bitCount(w);
    }

    long move(int ply, int i) {
        return moves[ply * width + i];
    }

    /** The mover's winning cells after move i of ply (the next node's opponent threats). */
    long threats(int ply, int i) {
        return threats[ply * width + i];
    }

    int column(int ply, int i) {
        return columns[ply * width + i];
    }
}
