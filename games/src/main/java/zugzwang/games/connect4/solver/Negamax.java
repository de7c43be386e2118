package zugzwang.games.connect4.solver;

import zugzwang.core.table.TranspositionTable;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;
import zugzwang.games.connect4.rules.Verdict;

/**
 * The exact alpha-beta search of one thread: fail-soft negamax over two bitboards, allocating
 * nothing per node.
 *
 * <p>Scores follow the convention of the test data: for the side to move, a win whose winning
 * stone is move number t (counted from 1 on the empty board) is worth {@code (area + 2 - t) / 2},
 * a loss the negation of the opponent's win, a draw 0.
 *
 * <p>Invariant: {@link #search} is only called on positions where the side to move cannot win
 * with its next stone (the root checks this; inside the tree every move played is non-losing,
 * so the opponent never has an immediate win when it comes to move).
 *
 * <h2>What a node does</h2>
 * <ol>
 * <li>Forced moves and losing moves (anticipation): parry an immediate threat of the opponent,
 *     never play directly below one; two threats to parry, or no move left, lose at once.</li>
 * <li>Bounds: neither side can win with its next stone, which bounds the score from both sides;
 *     the {@link FollowUp} strategy may bound it further from above.</li>
 * <li>Transposition table: bounds and best move of an earlier visit (positions with few empty
 *     cells use this thread's small <em>near</em> table, which stays in the CPU cache; the others
 *     the large shared <em>far</em> table). Mirror images share an entry in the first plies.</li>
 * <li>Enhanced transposition cutoffs: before searching a child, look up what is known of it (its
 *     table entry, its follow-up bound); a child that already refutes this node ends it, a child
 *     that cannot reach the window is skipped.</li>
 * <li>The table's best move, then the others ordered by {@link MoveOrder} (which also spots
 *     moves that win outright), each searched with the negated window. With several threads, in
 *     the first {@link #BUSY_PLIES} plies below the root, a move (not the first) whose child
 *     another thread is searching with the same window is deferred to the end ({@link BusyNodes}).</li>
 * </ol>
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
    /** The shared table, for positions with fewer than {@link #nearFrom} stones. */
    private final TranspositionTable far;
    /** This thread's small table for positions with at least {@link #nearFrom} stones (or null). */
    private final TranspositionTable near;
    private final int nearFrom;
    private final MoveOrder order;
    private final int width;
    private final int area;
    private final long bottom;
    private final long cells;
    /** Positions with at most this many stones are stored under the smaller of key and mirror key. */
    private final int symmetryPlies;
    private final boolean followUp;
    private final boolean etc;
    /** VICTOR's rules, asked at nodes with at most {@link #rulesStones} stones; null: never. */
    private final Evaluator rules;
    private final int rulesStones;
    private final long rulesWork;
    /**
     * Positions the rules were last asked about, direct-mapped by key (0: empty slot), with their
     * verdict as bounds: a search revisits a node in every root test, and the table does not
     * remember a verdict that bounded nothing (an unknown one, say). A verdict is a fact of the
     * position, so the cache is kept from one search to the next. A call allocates (the rules'
     * own lists), which is why it is asked only at the few nodes that proved big.
     */
    private final long[] ruleKeys;
    private final byte[] ruleBounds;
    /** Calls of the rules' evaluator (for measurements). */
    long ruleCalls;
    /** Moves deferred because another thread was searching them (for measurements and tests). */
    long deferrals;

    /**
     * Plies below a search's root where threads defer children another thread is searching
     * ({@link BusyNodes}). Empty 7×6 board, 2 threads, one run each (with the move order
     * before 2026-11-25): 6 plies 21.4 s, 12 18.9 s, 20 19.2 s, 30 20.6 s; without deferral 22.1 s.
     */
    static final int BUSY_PLIES = 12;
    /** The positions being searched by the threads of a multi-threaded solver (null: one thread). */
    BusyNodes busy;
    /** Children of nodes with fewer stones than this are marked and deferred (see {@link BusyNodes}). */
    private int busyUntil;
    /** Per ply: the indices (in the move order) of the moves deferred because another thread searches them. */
    private final int[][] deferred;

    /** Nodes visited by this thread (calls of {@link #search}). */
    long nodes;
    /** Set by another thread to make this one unwind (checked every 4096 nodes). */
    volatile boolean abort;
    /** Run once, on this thread, when {@link #nodes} reaches {@link #bigAt} (checked every 4096 nodes). */
    Runnable onBig;
    long bigAt = Long.MAX_VALUE;

    /**
     * @param near     this thread's near table, or null to use the far table everywhere
     * @param nearFrom positions with at least this many stones use the near table
     */
    Negamax(Board board, TranspositionTable far, TranspositionTable near, int nearFrom, SolverOptions options) {
        this.board = board;
        this.far = far;
        this.near = near;
        this.nearFrom = near == null ? Integer.MAX_VALUE : nearFrom;
        this.order = new MoveOrder(board);
        this.deferred = new int[board.area() + 1][board.width()];
        this.width = board.width();
        this.area = board.area();
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
        this.symmetryPlies = options.symmetryPlies();
        this.followUp = options.followUp();
        this.etc = options.etc();
        // the zugzwang rules need an even number of rows: on other boards they never say anything
        boolean useRules = options.rules() && (board.height() & 1) == 0;
        this.rules = useRules ? new Evaluator(board, RULE_COVER_NODES) : null;
        this.rulesStones = useRules ? options.rulesStones() : -1;
        this.rulesWork = options.rulesWork();
        this.ruleKeys = useRules ? new long[RULE_CACHE] : null;
        this.ruleBounds = useRules ? new byte[RULE_CACHE] : null;
    }

    /** Slots of the verdict cache (a power of two). */
    static final int RULE_CACHE = 1 << 16;
    /** Node budget of each cover search of the rules (Evaluator's default: 200,000). */
    static final long RULE_COVER_NODES = 20_000;
    /** Verdict bounds, coded for the side to move: one bit each for score &ge; 0, &ge; 1, &le; 0, &le; -1 */
    private static final byte AT_LEAST_DRAW = 1, WIN = 2, AT_MOST_DRAW = 4, LOSS = 8;

    /** The bounds found by the last {@link #askRules} that returned true. */
    private int ruleLo;
    private int ruleHi;

    /**
     * Asks the rules about the position; if they prove something, sets {@link #ruleLo} and
     * {@link #ruleHi} to the bounds it puts on the score of the side to move (a draw is 0, a win
     * at least 1, a loss at most -1; unbounded sides are Integer.MIN_VALUE / MAX_VALUE).
     */
    private boolean askRules(long cur, long mask, int moves) {
        int bound = ruleBound(cur, mask, moves);
        if (bound == 0) {
            return false;
        }
        ruleLo = (bound & WIN) != 0 ? 1 : (bound & AT_LEAST_DRAW) != 0 ? 0 : Integer.MIN_VALUE;
        ruleHi = (bound & LOSS) != 0 ? -1 : (bound & AT_MOST_DRAW) != 0 ? 0 : Integer.MAX_VALUE;
        return true;
    }

    /**
     * What the rules prove of the position for the side to move, as {@link #AT_LEAST_DRAW} etc.
     * (0: nothing), from the cache or the evaluator.
     */
    private int ruleBound(long cur, long mask, int moves) {
        long key = board.key(cur, mask); // never 0: the key holds the bottom bit of every column
        // Fibonacci hashing: the top 16 bits (RULE_CACHE = 2^16 slots) of key * 2^64/phi spread
        // neighbouring keys
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - 16));
        if (ruleKeys[slot] == key) {
            return ruleBounds[slot];
        }
        ruleCalls++;
        Position p = Position.of(board, cur, mask);
        // the direct verdict only: the search tries the moves itself (evaluate(), which tries each
        // move first, decides about three times as often at about eight times the cost: slower)
        Verdict v = rules.evaluateDirect(p).verdict();
        boolean firstToMove = (moves & 1) == 0;
        int bound = switch (v) {
            case FIRST_WINS -> firstToMove ? WIN : LOSS;
            case FIRST_AT_LEAST_DRAWS -> firstToMove ? AT_LEAST_DRAW : AT_MOST_DRAW;
            case SECOND_AT_LEAST_DRAWS -> firstToMove ? AT_MOST_DRAW : AT_LEAST_DRAW;
            case SECOND_WINS -> firstToMove ? LOSS : WIN;
            case DRAW, UNKNOWN -> 0; // the rules prove bounds, never an exact draw
        };
        ruleKeys[slot] = key;
        ruleBounds[slot] = (byte) bound;
        return bound;
    }

    /** Logically empties this thread's near table (the caller empties the far one). */
    void newSearch() {
        if (near != null) {
            near.newSearch();
        }
    }

    private TranspositionTable tableFor(int moves) {
        return moves >= nearFrom ? near : far;
    }

    /** The table key of a position: its mirror-invariant key in the first plies. */
    private long key(long cur, long mask, int moves) {
        long key = board.key(cur, mask);
        return moves <= symmetryPlies ? board.canonical(key) : key;
    }

    /** The best move (0-based column) the table holds for a position, or -1. */
    int tableMove(long cur, long mask, int moves) {
        long key = key(cur, mask, moves);
        TranspositionTable table = tableFor(moves);
        long entry = table.probe(key);
        int code = entry == 0 ? 0 : table.move(entry);
        if (code == 0) {
            return -1;
        }
        return board.codeColumn(code, key != board.key(cur, mask));
    }

    /**
     * The fail-soft value of the position for the side to move: the exact value if it lies in
     * (alpha, beta); otherwise an upper bound (result &le; alpha) or a lower bound (&ge; beta).
     */
    int search(long cur, long mask, int moves, int alpha, int beta) {
        busyUntil = moves + BUSY_PLIES;
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
        if ((nodes & 4095) == 0) {
            if (abort) {
                throw ABORTED;
            }
            if (nodes >= bigAt) {
                bigAt = Long.MAX_VALUE;
                onBig.run();
            }
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
        // Neither side wins with its next stone: our earliest win is our stone after next (move
        // moves + 3), the opponent's earliest is its stone after next (move moves + 4).
        int lo = -(area - 2 - moves) / 2;
        int hi = (area - 1 - moves) / 2;
        final int best3 = hi; // the score of a win with our stone after next
        if (followUp && ((area - moves) & 1) == 0) {
            int bound = FollowUp.bound(board, cur, opp, mask);
            if (bound < hi) {
                hi = bound;
                if (hi <= alpha) {
                    return hi;
                }
            }
        }

        final TranspositionTable table = tableFor(moves);
        final long key = key(cur, mask, moves);
        final boolean mirrored = key != board.key(cur, mask); // the entry is stored for the mirror image
        long entry = table.probe(key);
        int tableColumn = -1;
        if (entry != 0) {
            lo = Math.max(lo, table.lower(entry));
            hi = Math.min(hi, table.upper(entry));
            int code = table.move(entry);
            if (code != 0) {
                tableColumn = board.codeColumn(code, mirrored);
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
        final int b = Math.min(beta, hi);
        final int a0 = a;

        // Enhanced transposition cutoffs: what is known of the children without visiting them.
        int skippedBound = Integer.MIN_VALUE;
        if (etc) {
            TranspositionTable childTable = tableFor(moves + 1);
            boolean childFollowUp = followUp && b <= 1 && ((area - moves - 1) & 1) == 0;
            long skipped = 0;
            for (long c = candidates; c != 0; ) {
                long move = c & -c; // two's complement: c & -c isolates the lowest set bit
                c ^= move;
                long childMask = mask | move;
                if (childFollowUp) {
                    // after our move the opponent faces our follow-up strategy
                    int bound = FollowUp.bound(board, opp, cur | move, childMask);
                    if (bound != FollowUp.NONE && -bound >= b) {
                        table.store(key, -bound, hi, board.moveCode(board.columnOf(move), mirrored), 1);
                        return -bound;
                    }
                }
                long childEntry = childTable.probe(key(opp, childMask, moves + 1));
                if (childEntry != 0) {
                    int v = -childTable.upper(childEntry); // our value through this move is at least v
                    if (v >= b) {
                        table.store(key, v, hi, board.moveCode(board.columnOf(move), mirrored), 1);
                        return v;
                    }
                    int u = -childTable.lower(childEntry); // ... and at most u
                    if (u <= a) {
                        skipped |= move;
                        skippedBound = Math.max(skippedBound, u);
                    }
                }
            }
            if (skipped == candidates) {
                table.store(key, lo, skippedBound, 0, 1);
                return skippedBound;
            }
            candidates &= ~skipped;
        }

        long before = nodes;
        // The rules tell at most the sign (a win is at least 1, a loss at most -1): worth asking
        // only while the sign is open, and only once the node has proved big (rulesWork nodes
        // below it without a cut): a call costs as much as some thousand nodes.
        long askAt = moves <= rulesStones && lo < 1 && hi > -1 ? before + rulesWork : Long.MAX_VALUE;
        int best = skippedBound;
        int bestColumn = -1;
        // Stage 1: the table's move, before spending time on ordering the others.
        long first = tableColumn >= 0 ? candidates & board.columnMask(tableColumn) : 0;
        if (nodes >= askAt) {
            askAt = Long.MAX_VALUE;
            if (askRules(cur, mask, moves)) {
                lo = Math.max(lo, ruleLo);
                hi = Math.min(hi, ruleHi);
                if (lo >= hi || hi <= a0 || lo >= b) {
                    table.store(key, lo, hi, tableColumn < 0 ? 0 : board.moveCode(tableColumn, mirrored), 1);
                    return hi <= a0 ? hi : lo;
                }
            }
        }
        final boolean shallow = busy != null && moves < busyUntil;
        if (first != 0) {
            long m = mask | first;
            long tag = shallow ? BusyNodes.tag(key(opp, m, moves + 1), -b) : 0;
            if (shallow) {
                busy.enter(tag);
            }
            int score = -search(opp, m, moves + 1, -b, -a, board.winningCells(cur | first, m));
            if (shallow) {
                busy.leave(tag);
            }
            if (score > best) {
                best = score;
                bestColumn = tableColumn;
                if (score > a) {
                    a = score;
                }
            }
            candidates ^= first;
        }
        // Stage 2: the rest, best first by the move order.
        if (a < b && candidates != 0) {
            int n = order.order(moves, candidates, cur, mask, oppWins);
            if (n == MoveOrder.WIN) {
                table.store(key, best3, best3, board.moveCode(order.winningColumn(), mirrored), 1);
                return best3;
            }
            // k < n: the order's moves; then the ones deferred because another thread was on them
            // (by then it has probably stored their values), in order
            int nDeferred = 0;
            for (int k = 0; k < n + nDeferred; k++) {
                int i = k < n ? k : deferred[moves][k - n];
                if (nodes >= askAt) {
                    askAt = Long.MAX_VALUE;
                    if (askRules(cur, mask, moves)) {
                        lo = Math.max(lo, ruleLo);
                        hi = Math.min(hi, ruleHi);
                        if (lo >= hi || hi <= a0 || lo >= b) {
                            // what the searched moves found is no better than the rules' bound
                            int code = bestColumn >= 0 ? board.moveCode(bestColumn, mirrored)
                                    : tableColumn >= 0 ? board.moveCode(tableColumn, mirrored) : 0;
                            table.store(key, lo, hi, code, nodes - before);
                            return hi <= a0 ? hi : lo;
                        }
                    }
                }
                long move = order.move(moves, i);
                long tag = 0;
                if (shallow) {
                    tag = BusyNodes.tag(key(opp, mask | move, moves + 1), -b);
                    if (k < n && (first != 0 || i > 0) && busy.isBusy(tag)) {
                        deferred[moves][nDeferred++] = i; // another thread searches it: later
                        deferrals++;
                        continue;
                    }
                    busy.enter(tag);
                }
                // after our move the opponent is to move: its stones are opp, the mask gains our
                // cell, and the cells where we threaten to win are what the order computed
                int score = -search(opp, mask | move, moves + 1, -b, -a, order.threats(moves, i));
                if (shallow) {
                    busy.leave(tag);
                }
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
        if (best <= a0) {
            table.store(key, lo, best, 0, work);                                  // an upper bound
        } else if (best >= b) {
            table.store(key, best, hi, board.moveCode(bestColumn, mirrored), work);     // a lower bound
        } else {
            table.store(key, best, best, board.moveCode(bestColumn, mirrored), work);   // exact
        }
        return best;
    }

}
