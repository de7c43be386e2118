package zugzwang.games.connect4;

import zugzwang.core.table.TranspositionTable;

/**
 * The exact alpha-beta search of one thread: fail-soft negamax over the two bitboards, with the
 * shared {@link TranspositionTable}. It allocates nothing per node.
 *
 * <p>Scores follow the convention of the test data: for the side to move, a win with its stone
 * on move t (counted from 1 on the empty board) is worth {@code (area + 2 - t) / 2}, a loss the
 * negation of the opponent's win, a draw 0.
 *
 * <p>Invariant: {@link #search} is only called on positions where the side to move cannot win
 * with its next stone (the root checks this; inside the tree every move played is non-losing,
 * so the opponent never has an immediate win when it comes to move).
 */
final class Negamax {
    /** Thrown (preallocated, no stack trace) to unwind a search that another thread made useless. */
    static final class Aborted extends RuntimeException {
        Aborted() {
            super("search aborted", null, false, false);
        }
    }

    static final Aborted ABORTED = new Aborted();

    private final Board board;
    private final TranspositionTable table;
    private final MoveOrder order;
    private final int width;
    private final int area;
    private final long bottom;
    private final long cells;
    /** Positions with at most this many stones are stored under the smaller of key and mirror key. */
    private final int symmetryPlies;
    /** Use the Claimeven bound (see {@link #search}). */
    private final boolean claimeven;

    static final boolean ETC = Boolean.getBoolean("etc");
    static final int ETCMIN = Integer.getInteger("etcmin", 0);
    static final boolean FORCED = Boolean.getBoolean("forced");
    static final boolean FLMOVE = Boolean.getBoolean("flmove");
    static final int TTLIMIT = Integer.getInteger("ttlimit", 99);
    static final int SMALLFROM = Integer.getInteger("smallfrom", 99);
    static final long SMALLMEM = Long.getLong("smallmem", 1024) << 10;
    private final TranspositionTable small;
    void smallNew() { small.newSearch(); }
    /** Nodes visited by this thread (calls of {@link #search}). */
    long nodes;
    /** Set by another thread to make this one unwind (checked every 4096 nodes). */
    volatile boolean abort;

    Negamax(Board board, TranspositionTable table, SolverOptions options) {
        this.board = board;
        this.table = table;
        this.order = new MoveOrder(board);
        this.width = board.width();
        this.area = board.area();
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
        this.symmetryPlies = options.symmetryPlies();
        this.claimeven = options.claimeven();
        int bound = board.area() / 2 + 2;
        this.small = new TranspositionTable(SMALLMEM, board.keyBits(), -bound, bound, board.width());
    }

    /** The best move (0-based column) the table holds for a position, or -1. */
    int tableMove(long cur, long mask, int moves) {
        long key = cur + mask;
        boolean mirrored = false;
        if (moves <= symmetryPlies) {
            long m = board.mirror(key);
            if (Long.compareUnsigned(m, key) < 0) {
                key = m;
                mirrored = true;
            }
        }
        long entry = table.probe(key);
        int code = entry == 0 ? 0 : table.move(entry);
        if (code == 0) {
            return -1;
        }
        return mirrored ? width - code : code - 1;
    }

    /**
     * The fail-soft value of the position for the side to move: the exact value if it lies in
     * (alpha, beta); otherwise an upper bound (result &le; alpha) or a lower bound (&ge; beta).
     */
    int search(long cur, long mask, int moves, int alpha, int beta) {
        return search(cur, mask, moves, alpha, beta, board.winningCells(cur ^ mask, mask));
    }

    /**
     * As {@link #search(long, long, int, int, int)}, given the opponent's winning cells
     * {@code oppWins} (the parent computed them to order its moves).
     *
     * @param cur   stones of the side to move
     * @param mask  all stones
     * @param moves number of stones
     */
    private int search(long cur, long mask, int moves, int alpha, int beta, long oppWins) {
        nodes++;
        if ((nodes & 4095) == 0 && abort) {
            throw ABORTED;
        }
        final long opp = cur ^ mask;
        long candidates = (mask + bottom) & cells;          // lowest empty cell of each column
        long forced = candidates & oppWins;
        if (forced != 0) {
            // forced & (forced - 1) clears the lowest bit: non-zero means two threats to parry at once
            if ((forced & (forced - 1)) != 0) {
                return -(area - moves) / 2;                // the opponent wins with its next stone
            }
            candidates = forced;
        }
        // never play directly below an opponent's winning cell (>>> 1 moves every cell one row down)
        candidates &= ~(oppWins >>> 1);
        if (candidates == 0) {
            return -(area - moves) / 2;
        }
        if (moves >= area - 2) {
            return 0; // we cannot win now, the opponent cannot win with the last cell
        }
        if (FORCED && (candidates & (candidates - 1)) == 0) {
            // a single move: no table (its child will look itself up)
            long m = mask | candidates;
            return -search(opp, m, moves + 1, -beta, -alpha, board.winningCells(cur | candidates, m));
        }
        final boolean useTable = moves < TTLIMIT;
        TranspositionTable table = moves < SMALLFROM ? this.table : this.small;
        long key = cur + mask;
        boolean mirrored = false;
        if (moves <= symmetryPlies) {
            long m = board.mirror(key);
            if (Long.compareUnsigned(m, key) < 0) {
                key = m;
                mirrored = true;
            }
        }
        long entry = useTable ? table.probe(key) : 0;
        // Neither side wins with its next stone: our earliest win is our stone after next (move
        // moves + 3), the opponent's earliest is its stone after next (move moves + 4).
        int lo = -(area - 2 - moves) / 2;
        int hi = (area - 1 - moves) / 2;

        if (claimeven && board.allColumnsEven(mask)) {
            // Claimeven (Allis): every column has an even number of empty cells, so the opponent
            // can answer each of our moves in the same column. We then get exactly the lower cell
            // of every pair, the opponent the upper. If no line fits in our stones plus the lower
            // cells, we never make four: at best a draw; if moreover a line fits in the
            // opponent's stones plus the upper cells, the opponent wins.
            long lower = board.lowerOfPairs(mask);
            if (!board.hasFour(cur | lower)) {
                int bound = board.hasFour(opp | board.upperOfPairs(mask)) ? -1 : 0;
                if (bound < hi) {
                    hi = bound;
                    if (hi <= alpha) {
                        return hi;
                    }
                }
            }
        }

        int tableColumn = -1;
        if (entry != 0) {
            int l = table.lower(entry);
            int u = table.upper(entry);
            if (l > lo) {
                lo = l;
            }
            if (u < hi) {
                hi = u;
            }
            int code = table.move(entry);
            if (code != 0) {
                tableColumn = mirrored ? width - code : code - 1;
            }
        }
        if (lo >= hi) {
            return lo;
        }
        if (hi <= alpha) {
            return hi;
        }
        if (lo >= beta) {
            return lo;
        }
        int a = Math.max(alpha, lo);
        int b = Math.min(beta, hi);
        final int a0 = a;

        if (ETC && area - moves >= ETCMIN) {
            TranspositionTable ct = moves + 1 < SMALLFROM ? this.table : this.small;
            long c = candidates;
            while (c != 0) {
                long move = c & -c;
                c ^= move;
                long ck = opp + (mask | move);
                if (moves + 1 <= symmetryPlies) {
                    long m = board.mirror(ck);
                    if (Long.compareUnsigned(m, ck) < 0) ck = m;
                }
                long e = ct.probe(ck);
                if (e != 0 && -ct.upper(e) >= b) {
                    int v = -ct.upper(e);
                    int col = board.columnOf(move);
                    table.store(key, v, hi, mirrored ? width - col : col + 1, 1);
                    return v;
                }
            }
        }
        long before = nodes;
        int best = Integer.MIN_VALUE;
        int bestColumn = -1;
        // Stage 1: the table's move, before spending time on ordering the others.
        long first = tableColumn >= 0 ? candidates & board.columnMask(tableColumn) : 0;
        if (first != 0) {
            long m = mask | first;
            best = -search(opp, m, moves + 1, -b, -a, board.winningCells(cur | first, m));
            bestColumn = tableColumn;
            if (best > a) {
                a = best;
            }
            candidates ^= first;
        }
        // Stage 2: the rest, best first by the move order.
        if (a < b && candidates != 0) {
            int n = order.order(moves, candidates, cur, mask);
            for (int i = 0; i < n; i++) {
                long move = order.move(moves, i);
                // after our move the opponent is to move: its stones are opp, the mask gains our
                // cell, and the cells where we threaten to win are what the order computed
                int score = -search(opp, mask | move, moves + 1, -b, -a, order.threats(moves, i));
                if (score > best) {
                    best = score;
                    bestColumn = order.column(moves, i);
                    if (score > a) {
                        a = score;
                        if (a >= b) {
                            break;
                        }
                    }
                }
            }
        }
        long work = nodes - before;
        if (!useTable) return best;
        if (best <= a0) {
            table.store(key, lo, best, FLMOVE && bestColumn >= 0 ? (mirrored ? width - bestColumn : bestColumn + 1) : 0, work);          // fail low: an upper bound
        } else {
            int code = mirrored ? width - bestColumn : bestColumn + 1;
            if (best >= b) {
                table.store(key, best, hi, code, work);   // fail high: a lower bound
            } else {
                table.store(key, best, best, code, work); // exact
            }
        }
        return best;
    }
}
