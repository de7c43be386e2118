package zugzwang.games.connect4.solver;

//#if WIDE
//#local P="Wide"
//#local KEY="keyLo, keyHi"
//#local MOVE="moveLo, moveHi"
//#else
//#local P=""
//#local KEY="key"
//#local MOVE="move"
//#endif
//#outname P+"Negamax.java"
//#if WIDE
import zugzwang.core.table.WideTranspositionTable;
//#else
import zugzwang.core.table.TranspositionTable;
//#endif
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;
import zugzwang.games.connect4.rules.Verdict;
//#endif

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
 * <li>One move left (a forced parry, or the only column not below an opponent's winning cell):
 *     the node is passed through to its child, with none of the steps below
 *     ({@link SolverOptions#collapse}).</li>
 * <li>Transposition table: bounds and best move of an earlier visit (positions with few empty
 *     cells use this thread's small <em>near</em> table, which stays in the CPU cache; the others
 *     the large shared <em>far</em> table). Mirror images share an entry in the first plies.</li>
 * <li>The table's best move, searched first (most nodes with one are cut by it).</li>
 * <li>Enhanced transposition cutoffs: before searching the other children, look up what is known
 *     of them (table entry, follow-up bound); a child that already refutes this node ends it, a
 *     child that cannot reach the window is skipped. After the table's move, because the look-ups
 *     are cache misses of the large table that a cut by that move makes useless (Test_L1_R1
 *     0.79x, Test_L2_R2 0.93x the time of looking up first; docs/connect4.md).</li>
 * <li>The others ordered by {@link MoveOrder} (which also spots
 *     moves that win outright), each searched with the negated window. With several threads, in
 *     the first {@link #BUSY_PLIES} plies below the root, a move (not the first) whose child
 *     another thread is searching with the same window is deferred to the end ({@link BusyNodes}).</li>
 * </ol>
 */
final class /*$P$*/Negamax extends SearchThread {
//#if !WIDE
    /** Thrown (preallocated, no stack trace) to unwind a search that another thread made useless. */
    static final class Aborted extends RuntimeException {
        Aborted() {
            super("search aborted", null, false, false);
        }
    }

    static final Aborted ABORTED = new Aborted();
//#endif

//#if WIDE
    private final WideBoard board;
    private final WideMoveOrder order;
    private final long bottomLo;
    private final long bottomHi;
    private final long cellsLo;
    private final long cellsHi;
//#else
    private final Board board;
    private final MoveOrder order;
    private final long bottom;
    private final long cells;
//#endif
    /** The shared table, for positions with fewer than {@link #nearFrom} stones. */
    private final /*$P$*/TranspositionTable far;
    /** This thread's small table for positions with at least {@link #nearFrom} stones (or null). */
    private final /*$P$*/TranspositionTable near;
    private final int nearFrom;
    private final int width;
    private final int area;
    /** Positions with at most this many stones are stored under the smaller of key and mirror key. */
    private final int symmetryPlies;
    private final boolean followUp;
    private final boolean etc;
    private final boolean collapse;
    private final boolean oddThreat;
//#if !WIDE
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
//#endif

    /**
     * Plies below a search's root where threads defer children another thread is searching
     * ({@link BusyNodes}). Empty 7×6 board, 2 threads, one run each (with the move order
     * before 2026-11-25): 6 plies 21.4 s, 12 18.9 s, 20 19.2 s, 30 20.6 s; without deferral 22.1 s.
     */
    static final int BUSY_PLIES = 12;
    /** Children of nodes with fewer stones than this are marked and deferred (see {@link BusyNodes}). */
    private int busyUntil;
    /** Per ply: the indices (in the move order) of the moves deferred because another thread searches them. */
    private final int[][] deferred;

    /**
     * @param near     this thread's near table, or null to use the far table everywhere
     * @param nearFrom positions with at least this many stones use the near table
     */
//#if WIDE
    WideNegamax(WideBoard board, /*$P$*/TranspositionTable far, /*$P$*/TranspositionTable near, int nearFrom, SolverOptions options) {
//#else
    Negamax(Board board, /*$P$*/TranspositionTable far, /*$P$*/TranspositionTable near, int nearFrom, SolverOptions options) {
//#endif
        this.board = board;
        this.far = far;
        this.near = near;
        this.nearFrom = near == null ? Integer.MAX_VALUE : nearFrom;
        this.order = new /*$P$*/MoveOrder(board);
        this.deferred = new int[board.area() + 1][board.width()];
        this.width = board.width();
        this.area = board.area();
//#if WIDE
        this.bottomLo = board.bottomLo();
        this.bottomHi = board.bottomHi();
        this.cellsLo = board.cellsLo();
        this.cellsHi = board.cellsHi();
//#else
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
//#endif
        this.symmetryPlies = options.symmetryPlies();
        this.followUp = options.followUp();
        this.etc = options.etc();
        this.collapse = options.collapse();
        this.oddThreat = options.oddThreat();
//#if !WIDE
        // the zugzwang rules need an even number of rows: on other boards they never say anything
        boolean useRules = options.rules() && (board.height() & 1) == 0;
        this.rules = useRules ? new Evaluator(board, RULE_COVER_NODES) : null;
        this.rulesStones = useRules ? options.rulesStones() : -1;
        this.rulesWork = options.rulesWork();
        this.ruleKeys = useRules ? new long[RULE_CACHE] : null;
        this.ruleBounds = useRules ? new byte[RULE_CACHE] : null;
//#endif
    }

//#if !WIDE

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
//#endif

    /** Logically empties this thread's near table (the caller empties the far one). */
    void newSearch() {
        if (near != null) {
            near.newSearch();
        }
    }

    private /*$P$*/TranspositionTable tableFor(int moves) {
        return moves >= nearFrom ? near : far;
    }

//#if WIDE
    /** The table key {@link #tableKey} found (read at once: the next call overwrites it). */
    private long tableKeyLo;
    private long tableKeyHi;
    /** Scratch of {@link WideBoard#mirror}: the mirror image's two words. */
    private final long[] mirror = new long[2];

    /**
     * Sets {@link #tableKeyLo}/{@link #tableKeyHi} to the key the table stores a position under (in
     * the first plies the smaller of its key and its mirror image's, one mirror computed) and
     * returns whether that is the mirror image's.
     */
    private boolean tableKey(long kLo, long kHi, int moves) {
        if (moves <= symmetryPlies) {
            board.mirror(kLo, kHi, mirror);
            if (Bits128.compareUnsigned(mirror[0], mirror[1], kLo, kHi) < 0) {
                tableKeyLo = mirror[0];
                tableKeyHi = mirror[1];
                return true;
            }
        }
        tableKeyLo = kLo;
        tableKeyHi = kHi;
        return false;
    }

    /** The table entry of a position (0: none), under its table key. */
    private long probe(/*$P$*/TranspositionTable table, long curLo, long curHi, long maskLo, long maskHi, int moves) {
        tableKey(board.keyLo(curLo, maskLo), board.keyHi(curLo, curHi, maskLo, maskHi), moves);
        return table.probe(tableKeyLo, tableKeyHi);
    }

    /** A tag of the position for {@link BusyNodes}: its two key words mixed (a collision only defers a move). */
    private long busyTag(long curLo, long curHi, long maskLo, long maskHi, int alpha) {
        long kLo = board.keyLo(curLo, maskLo);
        long kHi = board.keyHi(curLo, curHi, maskLo, maskHi);
        return BusyNodes.tag(kLo ^ (kHi * 0xC2B2AE3D27D4EB4FL), alpha);
    }

    /** The best move (0-based column) the table holds for a position, or -1. */
    int tableMove(long curLo, long curHi, long maskLo, long maskHi, int moves) {
        /*$P$*/TranspositionTable table = tableFor(moves);
        boolean mirrored = tableKey(board.keyLo(curLo, maskLo), board.keyHi(curLo, curHi, maskLo, maskHi), moves);
        long entry = table.probe(tableKeyLo, tableKeyHi);
        int code = entry == 0 ? 0 : table.move(entry);
        if (code == 0) {
            return -1;
        }
        return board.codeColumn(code, mirrored);
    }

    /**
     * The fail-soft value of the position for the side to move: the exact value if it lies in
     * (alpha, beta); otherwise an upper bound (result &le; alpha) or a lower bound (&ge; beta).
     */
    int search(long curLo, long curHi, long maskLo, long maskHi, int moves, int alpha, int beta) {
        busyUntil = moves + BUSY_PLIES;
        long oLo = curLo ^ maskLo;
        long oHi = curHi ^ maskHi;
        return search(curLo, curHi, maskLo, maskHi, moves, alpha, beta,
                board.winningLo(oLo, oHi, maskLo), board.winningHi(oLo, oHi, maskHi));
    }
//#else
    /** The table key of a position: its mirror-invariant key in the first plies. */
    private long key(long cur, long mask, int moves) {
        long key = board.key(cur, mask);
        return moves <= symmetryPlies ? board.canonical(key) : key;
    }

    /** The best move (0-based column) the table holds for a position, or -1. */
    int tableMove(long cur, long mask, int moves) {
        long key = key(cur, mask, moves);
        /*$P$*/TranspositionTable table = tableFor(moves);
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
//#endif

    /**
     * As the public search, given the opponent's winning cells {@code oppWins} (the parent
     * computed them to order its moves).
     *
     * @param cur   stones of the side to move
     * @param mask  all stones
     * @param moves number of stones
     */
//#if WIDE
    private int search(long curLo, long curHi, long maskLo, long maskHi, int moves, int alpha, int beta,
            long oppWinsLo, long oppWinsHi) {
//#else
    private int search(long cur, long mask, int moves, int alpha, int beta, long oppWins) {
//#endif
        nodes++;
        if ((nodes & 4095) == 0) {
            if (abort) {
                throw Negamax.ABORTED;
            }
            if (nodes >= bigAt) {
                bigAt = Long.MAX_VALUE;
                onBig.run();
            }
        }
//#if WIDE
        final long oppLo = curLo ^ maskLo;
        final long oppHi = curHi ^ maskHi;
        long candLo = board.playableLo(maskLo);              // lowest empty cell of each column
        long candHi = board.playableHi(maskLo, maskHi);
        long forcedLo = candLo & oppWinsLo;
        long forcedHi = candHi & oppWinsHi;
        if ((forcedLo | forcedHi) != 0) {
            if (Bits128.atLeastTwo(forcedLo, forcedHi)) {
                return -(area - moves) / 2;                // the opponent wins with its next stone
            }
            candLo = forcedLo;
            candHi = forcedHi;
        }
        // never play directly below an opponent's winning cell (>>> 1: every cell one row down)
        candLo &= ~Bits128.shrLo(oppWinsLo, oppWinsHi, 1);
        candHi &= ~(oppWinsHi >>> 1);
        if ((candLo | candHi) == 0) {
            return -(area - moves) / 2;
        }
//#else
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
//#endif
        if (moves >= area - 2) {
            return 0; // we cannot win now, the opponent cannot win with the last cell
        }
        // Neither side wins with its next stone: our earliest win is our stone after next (move
        // moves + 3), the opponent's earliest is its stone after next (move moves + 4).
        int lo = -(area - 2 - moves) / 2;
        int hi = (area - 1 - moves) / 2;
        final int best3 = hi; // the score of a win with our stone after next
        // The opponent's follow-up strategies bound our score from above (FollowUp): Claimeven
        // when the empty cells are even, the odd threat when they are odd.
        int followUpBound = /*$P$*/FollowUp.NONE;
        if (((area - moves) & 1) == 0) {
            if (followUp) {
//#if WIDE
                followUpBound = WideFollowUp.bound(board, curLo, curHi, oppLo, oppHi, maskLo, maskHi);
//#else
                followUpBound = FollowUp.bound(board, cur, opp, mask);
//#endif
            }
        } else if (oddThreat) {
//#if WIDE
            followUpBound = WideFollowUp.oddThreatBound(board, curLo, curHi, maskLo, maskHi, oppWinsLo, oppWinsHi);
//#else
            followUpBound = FollowUp.oddThreatBound(board, cur, mask, oppWins);
//#endif
        }
        if (followUpBound < hi) {
            hi = followUpBound;
            if (hi <= alpha) {
                return hi;
            }
        }
//#if WIDE
        if (collapse && !Bits128.atLeastTwo(candLo, candHi)) { // never none: returned above
//#else
        // x & (x - 1) clears the lowest set bit: zero when at most one is set (never none here)
        if (collapse && (candidates & (candidates - 1)) == 0) {
//#endif
            // One move (a forced parry, or the only one not below an opponent's winning cell): the
            // value is its child's, negated. Passed through without a table entry, cutoff tests or
            // move order of its own (a probe and a store are cache misses); a position reached again
            // is searched again, down to the child's entry. On the 7x6 sets about 15 % more nodes and
            // 0.88x the time (Test_L2_R2); see docs/connect4.md.
            if (lo >= beta) {
                return lo;
            }
//#if WIDE
            long mLo = maskLo | candLo;
            long mHi = maskHi | candHi;
            long sLo = curLo | candLo;
            long sHi = curHi | candHi;
            return -search(oppLo, oppHi, mLo, mHi, moves + 1, -Math.min(beta, hi), -Math.max(alpha, lo),
                    board.winningLo(sLo, sHi, mLo), board.winningHi(sLo, sHi, mHi));
//#else
            long m = mask | candidates;
            return -search(opp, m, moves + 1, -Math.min(beta, hi), -Math.max(alpha, lo),
                    board.winningCells(cur | candidates, m));
//#endif
        }

        final /*$P$*/TranspositionTable table = tableFor(moves);
//#if WIDE
        // the entry is stored for the mirror image if mirrored
        final boolean mirrored = tableKey(board.keyLo(curLo, maskLo), board.keyHi(curLo, curHi, maskLo, maskHi), moves);
        final long keyLo = tableKeyLo;
        final long keyHi = tableKeyHi;
        long entry = table.probe(keyLo, keyHi);
//#else
        final long key = key(cur, mask, moves);
        final boolean mirrored = key != board.key(cur, mask); // the entry is stored for the mirror image
        long entry = table.probe(key);
//#endif
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

        long before = nodes;
//#if !WIDE
        // The rules tell at most the sign (a win is at least 1, a loss at most -1): worth asking
        // only while the sign is open, and only once the node has proved big (rulesWork nodes
        // below it without a cut): a call costs as much as some thousand nodes.
        long askAt = moves <= rulesStones && lo < 1 && hi > -1 ? before + rulesWork : Long.MAX_VALUE;
//#endif
        int best = Integer.MIN_VALUE;
        int bestColumn = -1;
        // Stage 1: the table's move, before spending time on ordering the others.
//#if WIDE
        long firstLo = tableColumn >= 0 ? candLo & board.columnLo(tableColumn) : 0;
        long firstHi = tableColumn >= 0 ? candHi & board.columnHi(tableColumn) : 0;
        final long first = firstLo | firstHi;
//#else
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
//#endif
        final boolean shallow = busy != null && moves < busyUntil;
//#if WIDE
        if (first != 0) {
            long mLo = maskLo | firstLo;
            long mHi = maskHi | firstHi;
            long tag = shallow ? busyTag(oppLo, oppHi, mLo, mHi, -b) : 0;
//#else
        if (first != 0) {
            long m = mask | first;
            long tag = shallow ? BusyNodes.tag(key(opp, m, moves + 1), -b) : 0;
//#endif
            if (shallow) {
                busy.enter(tag);
            }
//#if WIDE
            long sLo = curLo | firstLo;
            long sHi = curHi | firstHi;
            int score = -search(oppLo, oppHi, mLo, mHi, moves + 1, -b, -a,
                    board.winningLo(sLo, sHi, mLo), board.winningHi(sLo, sHi, mHi));
//#else
            int score = -search(opp, m, moves + 1, -b, -a, board.winningCells(cur | first, m));
//#endif
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
//#if WIDE
            candLo ^= firstLo;
            candHi ^= firstHi;
        }
//#else
            candidates ^= first;
        }
//#endif
        // Enhanced transposition cutoffs: what is known of the children without visiting them.
//#if WIDE
        boolean more = (candLo | candHi) != 0;
//#else
        boolean more = candidates != 0;
//#endif
        if (etc && a < b && more) {
            int skippedBound = Integer.MIN_VALUE;
            /*$P$*/TranspositionTable childTable = tableFor(moves + 1);
            boolean childFollowUp = followUp && b <= 1 && ((area - moves - 1) & 1) == 0;
//#if WIDE
            long skippedLo = 0, skippedHi = 0;
            for (long cLo = candLo, cHi = candHi; (cLo | cHi) != 0; ) {
                // the lowest candidate: c & -c isolates the lowest set bit of a word
                long moveLo = cLo & -cLo;
                long moveHi = moveLo != 0 ? 0 : cHi & -cHi;
                cLo ^= moveLo;
                cHi ^= moveHi;
                long childLo = maskLo | moveLo;
                long childHi = maskHi | moveHi;
//#else
            long skipped = 0;
            for (long c = candidates; c != 0; ) {
                long move = c & -c; // two's complement: c & -c isolates the lowest set bit
                c ^= move;
                long childMask = mask | move;
//#endif
                if (childFollowUp) {
                    // after our move the opponent faces our follow-up strategy
//#if WIDE
                    int bound = WideFollowUp.bound(board, oppLo, oppHi, curLo | moveLo, curHi | moveHi, childLo, childHi);
//#else
                    int bound = FollowUp.bound(board, opp, cur | move, childMask);
//#endif
                    if (bound != /*$P$*/FollowUp.NONE && -bound >= b) {
                        table.store(/*$KEY$*/, -bound, hi, board.moveCode(board.columnOf(/*$MOVE$*/), mirrored), nodes - before + 1);
                        return -bound;
                    }
                }
//#if WIDE
                long childEntry = probe(childTable, oppLo, oppHi, childLo, childHi, moves + 1);
//#else
                long childEntry = childTable.probe(key(opp, childMask, moves + 1));
//#endif
                if (childEntry != 0) {
                    int v = -childTable.upper(childEntry); // our value through this move is at least v
                    if (v >= b) {
                        table.store(/*$KEY$*/, v, hi, board.moveCode(board.columnOf(/*$MOVE$*/), mirrored), nodes - before + 1);
                        return v;
                    }
                    int u = -childTable.lower(childEntry); // ... and at most u
                    if (u <= a) {
//#if WIDE
                        skippedLo |= moveLo;
                        skippedHi |= moveHi;
//#else
                        skipped |= move;
//#endif
                        skippedBound = Math.max(skippedBound, u);
                    }
                }
            }
            // a skipped child's value is at most skippedBound: that bounds the node's from below
            // only if no move does better (all skipped: best is the bound, fail-soft)
            best = Math.max(best, skippedBound);
//#if WIDE
            candLo &= ~skippedLo;
            candHi &= ~skippedHi;
//#else
            candidates &= ~skipped;
//#endif
        }

        // Stage 2: the rest, best first by the move order.
//#if WIDE
        if (a < b && (candLo | candHi) != 0) {
            int n = order.order(moves, candLo, candHi, curLo, curHi, maskLo, maskHi, oppWinsLo, oppWinsHi);
//#else
        if (a < b && candidates != 0) {
            int n = order.order(moves, candidates, cur, mask, oppWins);
//#endif
            if (n == /*$P$*/MoveOrder.WIN) {
                table.store(/*$KEY$*/, best3, best3, board.moveCode(order.winningColumn(), mirrored), 1);
                return best3;
            }
            // k < n: the order's moves; then the ones deferred because another thread was on them
            // (by then it has probably stored their values), in order
            int nDeferred = 0;
            for (int k = 0; k < n + nDeferred; k++) {
                int i = k < n ? k : deferred[moves][k - n];
//#if !WIDE
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
//#endif
//#if WIDE
                long moveLo = order.moveLo(moves, i);
                long moveHi = order.moveHi(moves, i);
//#else
                long move = order.move(moves, i);
//#endif
                long tag = 0;
                if (shallow) {
//#if WIDE
                    tag = busyTag(oppLo, oppHi, maskLo | moveLo, maskHi | moveHi, -b);
//#else
                    tag = BusyNodes.tag(key(opp, mask | move, moves + 1), -b);
//#endif
                    if (k < n && (first != 0 || i > 0) && busy.isBusy(tag)) {
                        deferred[moves][nDeferred++] = i; // another thread searches it: later
                        deferrals++;
                        continue;
                    }
                    busy.enter(tag);
                }
                // after our move the opponent is to move: its stones are opp, the mask gains our
                // cell, and the cells where we threaten to win are what the order computed
//#if WIDE
                int score = -search(oppLo, oppHi, maskLo | moveLo, maskHi | moveHi, moves + 1, -b, -a,
                        order.threatsLo(moves, i), order.threatsHi(moves, i));
//#else
                int score = -search(opp, mask | move, moves + 1, -b, -a, order.threats(moves, i));
//#endif
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
            table.store(/*$KEY$*/, lo, best, 0, work);                                  // an upper bound
        } else if (best >= b) {
            table.store(/*$KEY$*/, best, hi, board.moveCode(bestColumn, mirrored), work);     // a lower bound
        } else {
            table.store(/*$KEY$*/, best, best, board.moveCode(bestColumn, mirrored), work);   // exact
        }
        return best;
    }

}
