package zugzwang.games.connect4.solver;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"MoveOrder.java"
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.games.connect4.Board;
//#endif

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
final class /*$P$*/MoveOrder {
    /** Returned by {@link #order} when a move wins outright; see {@link #winningColumn()}. */
    static final int WIN = -1;

//#if WIDE
    private final WideBoard board;
//#else
    private final Board board;
//#endif
    private final int width;
//#if !WIDE
    private final long bottom;
    private final long cells;
//#endif
    /** Columns from the centre outwards, and their cell masks in that order. */
    private final int[] centreFirst;
//#if WIDE
    private final long[] columnLo;
    private final long[] columnHi;
    private final long[] movesLo;
    private final long[] movesHi;
    private final int[] scores;
    private final int[] columns;
    private final long[] threatsLo;
    private final long[] threatsHi;
//#else
    private final long[] columnMasks;
    private final long[] moves;
    private final int[] scores;
    private final int[] columns;
    private final long[] threats;
//#endif
    private int winningColumn;

//#if WIDE
    WideMoveOrder(WideBoard board) {
//#else
    MoveOrder(Board board) {
//#endif
        this.board = board;
        this.width = board.width();
//#if !WIDE
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
//#endif
        this.centreFirst = board.centreFirst();
        int slots = (board.area() + 1) * width;
//#if WIDE
        this.columnLo = new long[width];
        this.columnHi = new long[width];
        for (int i = 0; i < width; i++) {
            columnLo[i] = board.columnLo(centreFirst[i]);
            columnHi[i] = board.columnHi(centreFirst[i]);
        }
        this.movesLo = new long[slots];
        this.movesHi = new long[slots];
        this.threatsLo = new long[slots];
        this.threatsHi = new long[slots];
//#else
        this.columnMasks = new long[width];
        for (int i = 0; i < width; i++) {
            columnMasks[i] = board.columnMask(centreFirst[i]);
        }
        this.moves = new long[slots];
        this.threats = new long[slots];
//#endif
        this.scores = new int[slots];
        this.columns = new int[slots];
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
//#if WIDE
    int order(int ply, long candLo, long candHi, long curLo, long curHi, long maskLo, long maskHi,
            long oppWinsLo, long oppWinsHi) {
        // oppWins << 1: the cells directly above the opponent's threats
        long uselessLo = oppWinsLo << 1;
        long uselessHi = Bits128.shlHi(oppWinsLo, oppWinsHi, 1);
        int base = ply * width;
        int n = 0;
        boolean single = !Bits128.atLeastTwo(candLo, candHi);
        for (int i = 0; i < width; i++) {
            long moveLo = candLo & columnLo[i];
            long moveHi = candHi & columnHi[i];
            if ((moveLo | moveHi) == 0) {
                continue;
            }
            long afterLo = maskLo | moveLo;
            long afterHi = maskHi | moveHi;
            long sLo = curLo | moveLo;
            long sHi = curHi | moveHi;
            long tLo = board.winningLo(sLo, sHi, afterLo);
            long tHi = board.winningHi(sLo, sHi, afterHi);
            long playLo = board.playableLo(afterLo);
            long playHi = board.playableHi(afterLo, afterHi);
            long forcedLo = playLo & tLo;
            long forcedHi = playHi & tHi;
            boolean twoToParry = Bits128.atLeastTwo(forcedLo, forcedHi);
            boolean anyForced = (forcedLo | forcedHi) != 0;
            long optLo = anyForced ? forcedLo : playLo;
            long optHi = anyForced ? forcedHi : playHi;
            // t >>> 1: every threat cell moved one row down
            if (twoToParry || ((optLo & ~Bits128.shrLo(tLo, tHi, 1)) | (optHi & ~(tHi >>> 1))) == 0) {
                winningColumn = centreFirst[i];
                return WIN;
            }
            int score = single ? 0 : Bits128.bitCount(tLo & ~uselessLo, tHi & ~uselessHi);
            // insertion sort, descending; equal scores keep centre-first order
            int j = base + n++;
            while (j > base && scores[j - 1] < score) {
                movesLo[j] = movesLo[j - 1];
                movesHi[j] = movesHi[j - 1];
                scores[j] = scores[j - 1];
                columns[j] = columns[j - 1];
                threatsLo[j] = threatsLo[j - 1];
                threatsHi[j] = threatsHi[j - 1];
                j--;
            }
            movesLo[j] = moveLo;
            movesHi[j] = moveHi;
            scores[j] = score;
            columns[j] = centreFirst[i];
            threatsLo[j] = tLo;
            threatsHi[j] = tHi;
        }
        return n;
    }
//#else
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

//#endif

    /** The column of the winning move after {@link #order} returned {@link #WIN}. */
    int winningColumn() {
        return winningColumn;
    }

//#if WIDE
    /** Move i of ply's order, as a cell bit: low word. */
    long moveLo(int ply, int i) {
        return movesLo[ply * width + i];
    }

    /** Move i of ply's order: high word. */
    long moveHi(int ply, int i) {
        return movesHi[ply * width + i];
    }
//#else
    /** Move i of ply's order, as a cell bit. */
    long move(int ply, int i) {
        return moves[ply * width + i];
    }
//#endif

    /** Column (0-based) of move i of ply's order. */
    int column(int ply, int i) {
        return columns[ply * width + i];
    }

//#if WIDE
    /** The mover's winning cells after move i of ply's order: low word. */
    long threatsLo(int ply, int i) {
        return threatsLo[ply * width + i];
    }

    /** The mover's winning cells after move i of ply's order: high word. */
    long threatsHi(int ply, int i) {
        return threatsHi[ply * width + i];
    }
//#else
    /** The mover's winning cells after move i of ply's order. */
    long threats(int ply, int i) {
        return threats[ply * width + i];
    }
//#endif
}
