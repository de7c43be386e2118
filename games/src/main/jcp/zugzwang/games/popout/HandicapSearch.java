package zugzwang.games.popout;

//#if WIDE
//#local P="Wide"
//#local CM="curLo, curHi, maskLo, maskHi"
//#local CMD="long curLo, long curHi, long maskLo, long maskHi"
//#local NCM="ncurLo, ncurHi, nmaskLo, nmaskHi"
//#local TK="tkeyLo, tkeyHi"
//#else
//#local P=""
//#local CM="cur, mask"
//#local CMD="long cur, long mask"
//#local NCM="ncur, nmask"
//#local TK="tkey"
//#endif
//#outname P+"HandicapSearch.java"
import java.util.Arrays;
import java.util.function.BooleanSupplier;
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.games.connect4.Board;
//#endif

/**
 * "Does the attacker win?" for PopOut under the thesis' handicapping rules (seed 000 §5.10,
 * §6.4.3, §7.3): a two-valued depth-first search in which the attacker (the side to move at the
 * root) must win within a number of plies, and may make at most a number of <em>non-winning</em>
 * pops, while the defender keeps every option (drops, pops, the claim on a full board).
 *
 * <h2>Values</h2>
 * A node is a win (the attacker wins) or a failure. Failures are: a win of the defender, a draw
 * (a claim, which the defender makes whenever the board is full, or a repetition under the
 * game's rule, two-fold or three-fold), and reaching the depth limit. A pop of the attacker that
 * gives him a four is a win and costs nothing; any other pop of his spends one of the pop limit,
 * and with none left it is not allowed. Because the defender is never restricted, a win here is a
 * win of the real game (§7.3): the attacker just chose a harder strategy. A failure means only
 * "no win within these limits".
 *
 * <h2>Depth</h2>
 * The depth limit {@code D} counts plies from the root; the attacker, to move at the root, moves
 * at plies 1, 3, 5, ... and must have won by ply {@code D} (the thesis' 7x6 proof with depth 21
 * gives White 11 moves). The smallest-depth search ({@link #smallestDepth}) therefore tries
 * 1, 3, 5, ...
 *
 * <h2>Hot path</h2>
 * Positions are two {@code long}s in the {@link Board} layout, passed by value down the
 * recursion: {@code cur} the disks of the side to move, {@code mask} all disks. A drop into
 * column c puts {@code (mask + bottom(c)) & column(c)} (the lowest empty cell) into the mask; the
 * child's {@code cur} is {@code cur ^ mask} (the opponent's disks, unchanged). A pop shifts the
 * column's bits of both sets down one ({@code >>> 1}, masked to the column). Immediate wins of the
 * side to move: a drop onto a cell that completes a four
 * ({@code winningCells(cur, mask) & playable(mask)}), or a pop after which the popper has a four.
 * The key is {@code cur + mask + bottom} (per column the height marker bit over the mover's
 * disks, see {@link PopOutState}); mirror images share the smaller of the key and its mirror.
 *
 * <h2>Repetition (GHI)</h2>
 * A child whose position already occurred on the path (including the game's moves before the
 * root) often enough is a draw: a failure. Such failures depend on the path, so a failure is
 * marked <em>tainted</em> when it rests on one (directly, or through a tainted child that
 * refuted or was needed), and tainted failures are never stored. This is finer than the thesis'
 * rule (nothing whose subtree saw a repetition is stored): <em>wins are always stored</em>,
 * because a win never rests on a repetition (a repeated child is a failure, so it is neither the
 * attacker's chosen move nor a defender reply that the win needed). A stored win is thus a win of
 * the game without the repetition rule (within its limits); a stored untainted failure is a
 * failure even without the repetition rule, hence under any history (the rule only ends games in
 * draws, i.e. failures). A win of the root built from such wins is a real win: in its proof tree
 * let the attacker always play as at the occurrence of the current position with the fewest
 * plies left; plies left then fall with every move, so no position recurs (and positions of the
 * game before the root never occur in a proof made with them on the path: the table is cleared
 * when the history before the root changes, see {@link #search}).
 *
 * <p>With a pop limit of 0 no position can repeat inside the search: the attacker's disks only
 * grow (his drops add one, the defender's pops remove only the defender's bottom disks, and his
 * only allowed pops win at once), so two positions with the same side to move are separated by at
 * least one more attacker disk. The check is then skipped, except against positions before the
 * root that had more attacker disks than the root (the only ones the search can meet again).
 *
 * <h2>Counts</h2>
 * {@link #interior()}: calls of the recursive search (the thesis' count of Negamax calls).
 * {@link #terminal()}: children decided without a call: an immediate win found (one per node),
 * an attacker pop that gives the defender a four, a defender pop that gives the attacker one,
 * the defender's claim, a repetition, and (with the extra ordering) a drop that lets the
 * opponent win at once. Counts are deterministic for a given sequence of questions.
 *
 * <p>Not thread-safe; one instance is one table and one history heuristic, kept between
 * questions (so later questions reuse earlier work).
 *
 * <h2>Two words</h2>
 * {@code WideHandicapSearch} (from the same template) searches boards beyond 64 bits (up to 128,
 * {@code WideBoard}): every set is two words ({@code ...Lo}, {@code ...Hi}, a column may straddle
 * them), shifts cross the words ({@link zugzwang.core.util.Bits128}) and the {@code + bottom}
 * additions carry from the low word into the high one; keys are two words, exact, in the path
 * and in {@code WideHandicapTable}. The rest of the search is this text, once.
 */
public final class /*$P$*/HandicapSearch implements HandicapEngine</*$P$*/PopOutState> {
    /** The largest depth limit (8 bits of a table record, with room). */
    public static final int MAX_DEPTH = 250;

    private static final int FAIL = 0;
    private static final int WIN = 1;
    /** A failure that rests on a repetition: not stored. */
    private static final int FAIL_TAINTED = 2;

    /** The stop condition is asked every 4,096 interior nodes: {@code (interior & STOP_POLL) == 0}. */
    private static final long STOP_POLL = (1 << 12) - 1;
//#if WIDE
    /** The one-word search's: both searches stop alike. */
    private static final HandicapSearch.Stopped STOPPED = HandicapSearch.STOPPED;
//#else
    /** One instance, without a stack trace: a stop is a normal end, not an error. */
    static final Stopped STOPPED = new Stopped();

    /** Thrown by a search whose stop condition ({@link #stopWhen}) became true; the table stays valid. */
    public static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private Stopped() {
            super("the search was stopped", null, false, false);
        }
    }
//#endif

    /** Asked every 4,096 interior nodes; true ends the search with {@link HandicapSearch.Stopped}. */
    private BooleanSupplier stop = () -> false;

    private final /*$P$*/Board board;
    private final HandicapOptions options;
    private final int width;
    private final int stride;
//#if WIDE
    private final long bottomLo;
    private final long bottomHi;
    private final long cellsLo;
    private final long cellsHi;
    private final long[] columnLo;
    private final long[] columnHi;
    private final long[] bottomCellLo;
    private final long[] bottomCellHi;
//#else
    private final long bottom;
    private final long cells;
    private final long[] column;
    private final long[] bottomCell;
//#endif
    private final /*$P$*/HandicapTable table;

    /** History heuristic: [0] the attacker's moves, [1] the defender's, by move code. */
    private final int[][] history;
    /** Moves and their sort scores per ply (no allocation in the search). */
    private final int[][] moveBuffer;
    private final int[][] scoreBuffer;

    /**
     * Keys of the path: {@code path[0 .. pre - 1]} the positions before the root that can recur
     * (oldest first), {@code path[pre + ply]} the node at {@code ply}.
     */
    private long[] path = new long[MAX_DEPTH + 8];
//#if WIDE
    /** The high words of {@link #path}. */
    private long[] pathHi = new long[MAX_DEPTH + 8];
//#endif
    private int pre;
    private boolean checkRepetition;
    /** Earlier occurrences of a position that make the next one a draw: 1 (two-fold) or 2. */
    private int repeatAt;
    private boolean attackerWhite;

    /** The history before the root that the table's wins were made with (see {@link #search}). */
    private long[] tableHistory;
    private boolean tableMixed;

    /** Whether the board of the last {@link #tableKey} call is its own mirror image (symmetry on). */
    private boolean keySymmetric;

//#if WIDE
    /** The table key of the last {@link #tableKey} call (low, high). */
    private long tableKeyLo;
    private long tableKeyHi;
    /** Scratch for a mirror image (low, high). */
    private final long[] mirrored = new long[2];
    private long rootCurLo;
    private long rootCurHi;
    private long rootMaskLo;
    private long rootMaskHi;
//#else
    private long rootCur;
    private long rootMask;
//#endif
    private long interior;
    private long terminal;
    private int bestMove;

    /**
     * A search for PopOut on {@code board}.
     *
     * @throws IllegalArgumentException if the table budget is too small
     * @throws OutOfMemoryError         if the JVM cannot hold the table
     */
    public /*$P$*/HandicapSearch(/*$P$*/Board board, HandicapOptions options) {
        this.board = board;
        this.options = options;
        this.width = board.width();
        this.stride = board.stride();
//#if WIDE
        this.bottomLo = board.bottomLo();
        this.bottomHi = board.bottomHi();
        this.cellsLo = board.cellsLo();
        this.cellsHi = board.cellsHi();
        this.columnLo = new long[width];
        this.columnHi = new long[width];
        this.bottomCellLo = new long[width];
        this.bottomCellHi = new long[width];
        for (int c = 0; c < width; c++) {
            columnLo[c] = board.columnLo(c);
            columnHi[c] = board.columnHi(c);
            bottomCellLo[c] = board.cellLo(c, 0);
            bottomCellHi[c] = board.cellHi(c, 0);
        }
//#else
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
        this.column = new long[width];
        this.bottomCell = new long[width];
        for (int c = 0; c < width; c++) {
            column[c] = board.columnMask(c);
            bottomCell[c] = board.cell(c, 0);
        }
//#endif
        this.table = options.table() ? new /*$P$*/HandicapTable(options.memory()) : null;
        this.history = new int[2][2 * width];
        this.moveBuffer = new int[MAX_DEPTH + 2][2 * width];
        this.scoreBuffer = new int[MAX_DEPTH + 2][2 * width];
        resetHistory();
    }

//#if WIDE
    /*
     * Two-word set arithmetic of the search (each the one-word expression, on both words).
     */

    /** Low word of set x after column c falls by one (a pop): the column's bits shift down one across the words. */
    private long popLo(long xLo, long xHi, int c) {
        return (xLo & ~columnLo[c]) | (Bits128.shrLo(xLo & columnLo[c], xHi & columnHi[c], 1) & columnLo[c]);
    }

    /** High word of set x after column c falls by one. */
    private long popHi(long xHi, int c) {
        return (xHi & ~columnHi[c]) | (Bits128.shrHi(xHi & columnHi[c], 1) & columnHi[c]);
    }

    /** Low word of the lowest empty cell of column c, {@code (mask + bottom(c)) & column(c)}. */
    private long dropLo(long maskLo, int c) {
        return (maskLo + bottomCellLo[c]) & columnLo[c];
    }

    /** High word of the lowest empty cell: the addition carries from the low word. */
    private long dropHi(long maskLo, long maskHi, int c) {
        return Bits128.addHi(maskLo, maskHi, bottomCellLo[c], bottomCellHi[c]) & columnHi[c];
    }

    /**
     * Low word of set x (the mover's disks, or every disk when x is the mask) after {@code move}:
     * a drop adds the column's lowest empty cell, a pop lets the column fall by one.
     */
    private long childLo(long xLo, long xHi, long maskLo, int move) {
        return move < width ? xLo | dropLo(maskLo, move) : popLo(xLo, xHi, move - width);
    }

    /** High word of set x after {@code move}. */
    private long childHi(long xHi, long maskLo, long maskHi, int move) {
        return move < width ? xHi | dropHi(maskLo, maskHi, move) : popHi(xHi, move - width);
    }

    /** Low word of the key {@code cur + mask + bottom}. */
    private long keyLo(long curLo, long maskLo) {
        return curLo + maskLo + bottomLo;
    }

    /** High word of the key: both additions carry. */
    private long keyHi(long curLo, long curHi, long maskLo, long maskHi) {
        long mbLo = maskLo + bottomLo;
        long mbHi = Bits128.addHi(maskLo, maskHi, bottomLo, bottomHi);
        return Bits128.addHi(curLo, curHi, mbLo, mbHi);
    }

    /** Puts the node's key on the path at {@code ply} and makes its table key ({@link #tableKey}). */
    private void enter(long curLo, long curHi, long maskLo, long maskHi, int ply) {
        long keyLo = keyLo(curLo, maskLo);
        long keyHi = keyHi(curLo, curHi, maskLo, maskHi);
        path[pre + ply] = keyLo;
        pathHi[pre + ply] = keyHi;
        tableKey(keyLo, keyHi);
    }

    /**
     * A node's table key (into {@link #tableKeyLo}, {@link #tableKeyHi}): with symmetry on, the
     * smaller of the board key and its mirror image, else the key itself; sets {@link #keySymmetric}.
     */
    private void tableKey(long keyLo, long keyHi) {
        tableKeyLo = keyLo;
        tableKeyHi = keyHi;
        keySymmetric = false;
        if (options.symmetry()) {
            board.mirror(keyLo, keyHi, mirrored);
            int cmp = Bits128.compareUnsigned(mirrored[0], mirrored[1], keyLo, keyHi);
            keySymmetric = cmp == 0;
            if (cmp < 0) {
                tableKeyLo = mirrored[0];
                tableKeyHi = mirrored[1];
            }
        }
    }
//#else
    /**
     * A node's table key: with symmetry on, the smaller of the board key and its mirror image
     * (mirror images share an entry), else the key itself; sets {@link #keySymmetric}.
     */
    private long tableKey(long key) {
        if (!options.symmetry()) {
            keySymmetric = false;
            return key;
        }
        long m = board.mirror(key);
        keySymmetric = m == key;
        return m < key ? m : key;
    }
//#endif

    /**
     * Makes later searches end with {@link HandicapSearch.Stopped} soon after {@code condition}
     * becomes true (it is asked every 4,096 interior nodes, from the searching thread). The counts
     * and the table stay valid; the next search starts afresh.
     */
    public void stopWhen(BooleanSupplier condition) {
        this.stop = java.util.Objects.requireNonNull(condition, "condition");
    }

    public /*$P$*/Board board() {
        return board;
    }

    public HandicapOptions options() {
        return options;
    }

    /** Interior nodes so far (all questions): calls of the recursive search. */
    public long interior() {
        return interior;
    }

    /** Terminal nodes so far (all questions), see the class comment. */
    public long terminal() {
        return terminal;
    }

    /** Slots of the table (0 without one). */
    public int tableSize() {
        return table == null ? 0 : table.size();
    }

    /** Forgets the table and the history heuristic. */
    public void clear() {
        if (table != null) {
            table.clear();
        }
        tableHistory = null;
        tableMixed = false;
        resetHistory();
    }

    /** Centre first: drops and pops nearer the middle start with a slightly higher score. */
    private void resetHistory() {
        for (int[] h : history) {
            for (int c = 0; c < width; c++) {
                int centre = width - Math.abs(2 * c - (width - 1)); // 1 or 2 at the edges, largest in the middle
                h[c] = centre;
                h[width + c] = centre;
            }
        }
    }

    /**
     * Does the side to move in {@code root} win, within {@code depth} plies and with at most
     * {@code pops} non-winning pops? The game's moves before {@code root} count for repetition
     * (under the rule of {@code root}'s game).
     *
     * @throws IllegalArgumentException for another board, a depth outside 1..{@value #MAX_DEPTH}
     *                                  or negative pops
     */
    public HandicapResult search(/*$P$*/PopOutState root, int depth, int pops) {
        return run(root, -1, depth, pops);
    }

    /**
     * Does the side to move in {@code root} win after playing {@code move} (a PopOutGame move
     * code) first? The move is ply 1 of the {@code depth}; a non-winning pop spends one of
     * {@code pops} (with none, the answer is no win). An illegal move is an argument error.
     */
    public HandicapResult searchAfter(/*$P$*/PopOutState root, int move, int depth, int pops) {
        String why = root.illegality(move);
        if (why != null) {
            throw new IllegalArgumentException("move " + root.moveName(move) + " is illegal: " + why);
        }
        return run(root, move, depth, pops);
    }

    /**
     * The smallest depth 1, 3, 5, ... up to {@code maxDepth} at which {@code root} (after
     * {@code move} if it is not -1) is a win, reporting each iteration to {@code each}; the last
     * result is the win, or the failure at the largest depth tried.
     */
    public HandicapResult smallestDepth(/*$P$*/PopOutState root, int move, int pops, int maxDepth,
            java.util.function.Consumer<HandicapResult> each) {
        HandicapResult r = null;
        for (int d = 1; d <= maxDepth; d += 2) {
            r = move < 0 ? search(root, d, pops) : searchAfter(root, move, d, pops);
            if (each != null) {
                each.accept(r);
            }
            if (r.win()) {
                break;
            }
        }
        return r;
    }

    private HandicapResult run(/*$P$*/PopOutState root, int firstMove, int depth, int pops) {
        if (!root.game().board().equals(board)) {
            throw new IllegalArgumentException("the position is on a " + root.game().board() + " board, the search on "
                    + board);
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("the depth limit must be between 1 and " + MAX_DEPTH + ", not " + depth);
        }
        if (pops < 0) {
            throw new IllegalArgumentException("the pop limit must not be negative, not " + pops);
        }
        long i0 = interior;
        long t0 = terminal;
        long start = System.nanoTime();
        bestMove = -1;
        int value = FAIL;
        if (!root.isTerminal()) {
            prepare(root, pops);
            value = play(firstMove, depth, pops);
        }
        if (root.isTerminal() && root.value() > 0 && firstMove < 0) {
            value = WIN; // the opponent's pop gave the side to move a four: he has won already
        }
        return new HandicapResult(value == WIN, depth, pops, interior - i0, terminal - t0, System.nanoTime() - start,
                value == WIN ? bestMove : -1);
    }

    /**
     * Sets up the root: the attacker's colour, the repetition rule, the keys before the root that
     * can recur, and whether the table may be kept (see the class comment).
     */
    private void prepare(/*$P$*/PopOutState root, int pops) {
//#if WIDE
        attackerWhite = cellCount(root) % 2 == 0;
//#else
        long mask = root.mask();
        attackerWhite = (Long.bitCount(mask) & 1) == 0;
//#endif
        repeatAt = root.game().repetition() - 1;
        int rootCount = attackerDisks(root);
        // the game before the root, newest first: the search's keys (cur + mask + bottom, cur the
        // side to move), two-word ones as low and high word one after the other
        /*$P$*/PopOutState s = root.copy();
        long[] before = new long[8];
        int n = 0;
        while (s.ply() > 0 && repeatAt > 0) {
            s.undo();
            // with no attacker pops the search only meets positions with more attacker disks than
            // the root (the class comment); with pops anything may recur
            if (pops > 0 || attackerDisks(s) > rootCount) {
                if (n + 2 > before.length) {
                    before = Arrays.copyOf(before, 2 * before.length);
                }
//#if WIDE
                long mLo = s.maskLo();
                long mHi = s.maskHi();
                boolean whiteMoves = Bits128.bitCount(mLo, mHi) % 2 == 0;
                long cLo = whiteMoves ? s.whiteLo() : mLo & ~s.whiteLo();
                long cHi = whiteMoves ? s.whiteHi() : mHi & ~s.whiteHi();
                before[n++] = keyLo(cLo, mLo);
                before[n++] = keyHi(cLo, cHi, mLo, mHi);
//#else
                long m = s.mask();
                long white = s.firstStones();
                long cur = (Long.bitCount(m) & 1) == 0 ? white : m & ~white;
                before[n++] = cur + m + bottom;
//#endif
            }
        }
//#if WIDE
        n /= 2;
        long[] relevant = new long[2 * n];
        for (int i = 0; i < n; i++) { // oldest first
            relevant[2 * i] = before[2 * (n - 1 - i)];
            relevant[2 * i + 1] = before[2 * (n - 1 - i) + 1];
        }
        if (path.length < n + MAX_DEPTH + 8) {
            path = new long[n + MAX_DEPTH + 8];
            pathHi = new long[n + MAX_DEPTH + 8];
        }
        for (int i = 0; i < n; i++) {
            path[i] = relevant[2 * i];
            pathHi[i] = relevant[2 * i + 1];
        }
        rootCurLo = attackerWhite ? root.whiteLo() : root.maskLo() & ~root.whiteLo();
        rootCurHi = attackerWhite ? root.whiteHi() : root.maskHi() & ~root.whiteHi();
        rootMaskLo = root.maskLo();
        rootMaskHi = root.maskHi();
//#else
        long[] relevant = new long[n];
        for (int i = 0; i < n; i++) {
            relevant[i] = before[n - 1 - i]; // oldest first
        }
        if (path.length < n + MAX_DEPTH + 8) {
            path = new long[n + MAX_DEPTH + 8];
        }
        System.arraycopy(relevant, 0, path, 0, n);
        rootCur = (Long.bitCount(mask) & 1) == 0 ? root.firstStones() : root.secondStones();
        rootMask = mask;
//#endif
        pre = n;
        checkRepetition = repeatAt > 0 && (pops > 0 || n > 0);
        // the table's wins avoid the history they were made with; another history needs a new table
        if (table != null) {
            if (n > 0) {
                if (tableMixed || (tableHistory != null && !Arrays.equals(tableHistory, relevant))) {
                    table.clear();
                    tableMixed = false;
                }
                tableHistory = relevant;
            } else if (tableHistory != null && tableHistory.length > 0) {
                tableMixed = true; // valid without a history, not for its own history any more
            } else {
                tableHistory = relevant;
            }
        }
    }

    /** The disks of the attacker (the side to move at the root, by disk parity) in a position of the game. */
    private int attackerDisks(/*$P$*/PopOutState s) {
//#if WIDE
        long wLo = s.whiteLo();
        long wHi = s.whiteHi();
        return attackerWhite ? Bits128.bitCount(wLo, wHi)
                : Bits128.bitCount(s.maskLo() & ~wLo, s.maskHi() & ~wHi);
//#else
        return Long.bitCount(attackerWhite ? s.firstStones() : s.secondStones());
//#endif
    }
//#if WIDE

    /** Disks on the board. */
    private static int cellCount(WidePopOutState s) {
        return Bits128.bitCount(s.maskLo(), s.maskHi());
    }
//#endif

    /** The root: the attacker to move ({@code firstMove} -1), or his first move given. */
    private int play(int firstMove, int depth, int pops) {
//#if WIDE
        long curLo = rootCurLo;
        long curHi = rootCurHi;
        long maskLo = rootMaskLo;
        long maskHi = rootMaskHi;
        path[pre] = keyLo(curLo, maskLo);
        pathHi[pre] = keyHi(curLo, curHi, maskLo, maskHi);
//#else
        long cur = rootCur;
        long mask = rootMask;
        path[pre] = cur + mask + bottom;
//#endif
        if (firstMove < 0) {
            return attack(/*$CM$*/, depth, pops, 0);
        }
        bestMove = firstMove;
        if (firstMove == 2 * width) {
            return FAIL; // a claim: a draw
        }
//#if WIDE
        boolean pop = firstMove >= width;
        long mineLo = childLo(curLo, curHi, maskLo, firstMove); // a drop's lowest empty cell, or the column fallen
        long mineHi = childHi(curHi, maskLo, maskHi, firstMove);
        long nmaskLo = childLo(maskLo, maskHi, maskLo, firstMove);
        long nmaskHi = childHi(maskHi, maskLo, maskHi, firstMove);
        if (board.hasFour(mineLo, mineHi)) {
            return WIN; // a four of the mover wins, after a pop even if the opponent has one too
        }
        if (pop && (board.hasFour(nmaskLo ^ mineLo, nmaskHi ^ mineHi) || pops == 0)) {
            return FAIL; // gives the defender a four, or a non-winning pop with none allowed
        }
        if (depth < 3) {
            return FAIL; // the attacker has no move left after the defender's reply
        }
        long ncurLo = nmaskLo ^ mineLo;
        long ncurHi = nmaskHi ^ mineHi;
        if (checkRepetition && repeated(keyLo(ncurLo, nmaskLo), keyHi(/*$NCM$*/), 1)) {
            return FAIL;
        }
//#else
        long mine;
        long nmask;
        boolean pop = firstMove >= width;
        if (!pop) {
            long cell = (mask + bottomCell[firstMove]) & column[firstMove]; // the lowest empty cell
            mine = cur | cell;
            nmask = mask | cell;
        } else {
            int c = firstMove - width;
            long col = column[c];
            nmask = (mask & ~col) | (((mask & col) >>> 1) & col); // the column falls by one
            mine = (cur & ~col) | (((cur & col) >>> 1) & col);
        }
        if (board.hasFour(mine)) {
            return WIN; // a four of the mover wins, after a pop even if the opponent has one too
        }
        if (pop && (board.hasFour(nmask ^ mine) || pops == 0)) {
            return FAIL; // gives the defender a four, or a non-winning pop with none allowed
        }
        if (depth < 3) {
            return FAIL; // the attacker has no move left after the defender's reply
        }
        long ncur = nmask ^ mine;
        if (checkRepetition && repeated(ncur + nmask + bottom, 1)) {
            return FAIL;
        }
//#endif
        return defend(/*$NCM$*/, depth - 1, pop ? pops - 1 : pops, 1) == WIN ? WIN : FAIL;
    }

    /**
     * Whether the position with {@code key}, about to be the node at {@code ply}, occurred often
     * enough before on the path (or before the root) to be a draw. Keys of positions with another
     * side to move differ (the key holds every column's height), so all earlier keys are compared.
     */
//#if WIDE
    private boolean repeated(long key, long keyHi, int ply) {
//#else
    private boolean repeated(long key, int ply) {
//#endif
        int seen = 0;
        for (int i = pre + ply - 2; i >= 0; i--) {
//#if WIDE
            if (path[i] == key && pathHi[i] == keyHi && ++seen >= repeatAt) {
//#else
            if (path[i] == key && ++seen >= repeatAt) {
//#endif
                return true;
            }
        }
        return false;
    }

    /**
     * The attacker to move with {@code depth} plies left (at least 1) and {@code pops}
     * non-winning pops; the node is not over and not a repetition.
     */
    private int attack(/*$CMD$*/, int depth, int pops, int ply) {
        interior++;
        if ((interior & STOP_POLL) == 0 && stop.getAsBoolean()) {
            throw STOPPED;
        }
//#if WIDE
        long playableLo = board.playableLo(maskLo); // lowest empty cell of each column that is not full
        long playableHi = board.playableHi(maskLo, maskHi);
        long winsLo = board.winningLo(curLo, curHi, maskLo) & playableLo;
        long winsHi = board.winningHi(curLo, curHi, maskHi) & playableHi;
        if ((winsLo | winsHi) != 0) {
            terminal++;
            if (ply == 0) {
                bestMove = winsLo != 0 ? board.columnOf(Long.lowestOneBit(winsLo), 0)
                        : board.columnOf(0, Long.lowestOneBit(winsHi));
            }
            return WIN;
        }
        for (int c = 0; c < width; c++) {
            if (((curLo & bottomCellLo[c]) | (curHi & bottomCellHi[c])) == 0) {
                continue; // not the attacker's bottom disk
            }
            if (board.hasFour(popLo(curLo, curHi, c), popHi(curHi, c))) { // the popper's disks after the pop
//#else
        long playable = (mask + bottom) & cells; // lowest empty cell of each column that is not full
        long wins = board.winningCells(cur, mask) & playable;
        if (wins != 0) {
            terminal++;
            if (ply == 0) {
                bestMove = board.columnOf(Long.lowestOneBit(wins));
            }
            return WIN;
        }
        long ownBottoms = cur & bottom;
        for (long b = ownBottoms; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b) / stride;
            long col = column[c];
            long mine = (cur & ~col) | (((cur & col) >>> 1) & col); // the popper's disks after the pop
            if (board.hasFour(mine)) {
//#endif
                terminal++;
                if (ply == 0) {
                    bestMove = width + c;
                }
                return WIN;
            }
        }
        if (depth < 3) {
            return FAIL; // the defender moves next and the attacker cannot move again in time
        }
        // at most (depth - 1) / 2 of the attacker's remaining moves can be non-winning
        if (pops > (depth - 1) / 2) {
            pops = (depth - 1) / 2;
        }
//#if WIDE
        enter(/*$CM$*/, ply);
        long tkeyLo = tableKeyLo;
        long tkeyHi = tableKeyHi;
//#else
        long key = cur + mask + bottom;
        path[pre + ply] = key;
        long tkey = tableKey(key);
//#endif
        boolean symmetric = keySymmetric; // read at once: the children overwrite it
        if (table != null && ply > 0) {
            int known = table.probe(/*$TK$*/, attackerWhite, depth, pops);
            if (known >= 0) {
                return known;
            }
        }
//#if WIDE
        int n = moves(/*$CM$*/, playableLo, playableHi, pops > 0, symmetric, 0, ply);
//#else
        int n = moves(cur, mask, playable, pops > 0, symmetric, 0, ply);
//#endif
        int[] ms = moveBuffer[ply];
        boolean tainted = false;
        for (int i = 0; i < n; i++) {
            int move = ms[i];
            boolean pop = move >= width;
//#if WIDE
            long mineLo = childLo(curLo, curHi, maskLo, move);
            long mineHi = childHi(curHi, maskLo, maskHi, move);
            long nmaskLo = childLo(maskLo, maskHi, maskLo, move);
            long nmaskHi = childHi(maskHi, maskLo, maskHi, move);
            if (pop && board.hasFour(nmaskLo ^ mineLo, nmaskHi ^ mineHi)) {
                terminal++; // the pop gives only the defender a four
                continue;
            }
//#else
            long mine;
            long nmask;
            if (!pop) {
                long cell = (mask + bottomCell[move]) & column[move];
                mine = cur | cell;
                nmask = mask | cell;
            } else {
                long col = column[move - width];
                nmask = (mask & ~col) | (((mask & col) >>> 1) & col);
                mine = (cur & ~col) | (((cur & col) >>> 1) & col);
                if (board.hasFour(nmask ^ mine)) {
                    terminal++; // the pop gives only the defender a four
                    continue;
                }
            }
//#endif
//#if WIDE
            long ncurLo = nmaskLo ^ mineLo;
            long ncurHi = nmaskHi ^ mineHi;
            if (checkRepetition && repeated(keyLo(ncurLo, nmaskLo), keyHi(/*$NCM$*/), ply + 1)) {
//#else
            long ncur = nmask ^ mine;
            if (checkRepetition && repeated(ncur + nmask + bottom, ply + 1)) {
//#endif
                terminal++;
                tainted = true;
                continue;
            }
            int r = defend(/*$NCM$*/, depth - 1, pop ? pops - 1 : pops, ply + 1);
            if (r == WIN) {
                if (ply == 0) {
                    bestMove = move;
                }
                if (options.history()) {
                    history[0][move] += depth * depth;
                }
                if (table != null) {
                    table.store(/*$TK$*/, attackerWhite, depth, pops, true);
                }
                return WIN;
            }
            tainted |= r == FAIL_TAINTED;
        }
        if (tainted) {
            return FAIL_TAINTED;
        }
        if (table != null) {
            table.store(/*$TK$*/, attackerWhite, depth, pops, false);
        }
        return FAIL;
    }

    /**
     * The defender to move with {@code depth} plies left (at least 2: the attacker still has a
     * move); the node is not over and not a repetition.
     */
    private int defend(/*$CMD$*/, int depth, int pops, int ply) {
        interior++;
        if ((interior & STOP_POLL) == 0 && stop.getAsBoolean()) {
            throw STOPPED;
        }
//#if WIDE
        if (maskLo == cellsLo && maskHi == cellsHi) {
//#else
        if (mask == cells) {
//#endif
            terminal++;
            return FAIL; // a full board: the defender claims the draw
        }
//#if WIDE
        long playableLo = board.playableLo(maskLo);
        long playableHi = board.playableHi(maskLo, maskHi);
        if (((board.winningLo(curLo, curHi, maskLo) & playableLo) | (board.winningHi(curLo, curHi, maskHi) & playableHi)) != 0) {
            terminal++;
            return FAIL;
        }
        for (int c = 0; c < width; c++) {
            if (((curLo & bottomCellLo[c]) | (curHi & bottomCellHi[c])) != 0
                    && board.hasFour(popLo(curLo, curHi, c), popHi(curHi, c))) {
//#else
        long playable = (mask + bottom) & cells;
        if ((board.winningCells(cur, mask) & playable) != 0) {
            terminal++;
            return FAIL;
        }
        long ownBottoms = cur & bottom;
        for (long b = ownBottoms; b != 0; b &= b - 1) {
            long col = column[Long.numberOfTrailingZeros(b) / stride];
            if (board.hasFour((cur & ~col) | (((cur & col) >>> 1) & col))) {
//#endif
                terminal++;
                return FAIL;
            }
        }
        // the attacker's remaining moves: depth / 2, the last of them a win
        if (pops > depth / 2 - 1) {
            pops = depth / 2 - 1;
        }
//#if WIDE
        enter(/*$CM$*/, ply);
        long tkeyLo = tableKeyLo;
        long tkeyHi = tableKeyHi;
//#else
        long key = cur + mask + bottom;
        path[pre + ply] = key;
        long tkey = tableKey(key);
//#endif
        boolean symmetric = keySymmetric; // read at once: the children overwrite it
        if (table != null) {
            int known = table.probe(/*$TK$*/, attackerWhite, depth, pops);
            if (known >= 0) {
                return known;
            }
        }
//#if WIDE
        int n = moves(/*$CM$*/, playableLo, playableHi, true, symmetric, 1, ply);
//#else
        int n = moves(cur, mask, playable, true, symmetric, 1, ply);
//#endif
        int[] ms = moveBuffer[ply];
        for (int i = 0; i < n; i++) {
            int move = ms[i];
//#if WIDE
            long mineLo = childLo(curLo, curHi, maskLo, move);
            long mineHi = childHi(curHi, maskLo, maskHi, move);
            long nmaskLo = childLo(maskLo, maskHi, maskLo, move);
            long nmaskHi = childHi(maskHi, maskLo, maskHi, move);
            if (move >= width && board.hasFour(nmaskLo ^ mineLo, nmaskHi ^ mineHi)) {
                terminal++; // the pop gives only the attacker a four: a win for him
                continue;
            }
//#else
            long mine;
            long nmask;
            if (move < width) {
                long cell = (mask + bottomCell[move]) & column[move];
                mine = cur | cell;
                nmask = mask | cell;
            } else {
                long col = column[move - width];
                nmask = (mask & ~col) | (((mask & col) >>> 1) & col);
                mine = (cur & ~col) | (((cur & col) >>> 1) & col);
                if (board.hasFour(nmask ^ mine)) {
                    terminal++; // the pop gives only the attacker a four: a win for him
                    continue;
                }
            }
//#endif
//#if WIDE
            long ncurLo = nmaskLo ^ mineLo;
            long ncurHi = nmaskHi ^ mineHi;
            boolean repeats = checkRepetition && repeated(keyLo(ncurLo, nmaskLo), keyHi(/*$NCM$*/), ply + 1);
//#else
            long ncur = nmask ^ mine;
            boolean repeats = checkRepetition && repeated(ncur + nmask + bottom, ply + 1);
//#endif
            int r;
            if (repeats) {
                terminal++;
                r = FAIL_TAINTED; // the defender repeats: a draw
            } else {
                r = attack(/*$NCM$*/, depth - 1, pops, ply + 1);
            }
            if (r != WIN) {
                if (options.history()) {
                    history[1][move] += depth * depth;
                }
                if (r == FAIL && table != null) {
                    table.store(/*$TK$*/, attackerWhite, depth, pops, false);
                }
                return r;
            }
        }
        if (table != null) {
            table.store(/*$TK$*/, attackerWhite, depth, pops, true);
        }
        return WIN;
    }

    /**
     * Fills {@code moveBuffer[ply]} with the moves to try, best first, and returns their number:
     * drops, then pops (if {@code pops}), of the side to move ({@code side} 0 attacker, 1
     * defender); in a symmetric position only the left half and the middle. Without the history
     * heuristic the order is left to right; with it, by history score. With the extra ordering,
     * when the opponent could complete a four by a drop next, only drops onto such a cell are
     * kept (any other drop leaves it to him; pops may still change the board), and drops are
     * ranked first by the number of cells they make that would complete a four.
     */
//#if WIDE
    private int moves(/*$CMD$*/, long playableLo, long playableHi, boolean pops, boolean symmetric, int side, int ply) {
//#else
    private int moves(long cur, long mask, long playable, boolean pops, boolean symmetric, int side, int ply) {
//#endif
        int[] ms = moveBuffer[ply];
        int[] sc = scoreBuffer[ply];
        int[] h = history[side];
        int limit = symmetric ? (width + 1) / 2 : width; // columns 0 .. limit-1
        int n = 0;
//#if WIDE
        long mustLo = 0;
        long mustHi = 0;
//#else
        long must = 0;
//#endif
        // (not for the defender when positions can repeat: a drop that leaves the attacker a
        // four may still end the game first, in a draw by repetition)
        if (options.threats() && (side == 0 || !checkRepetition)) {
//#if WIDE
            mustLo = board.winningLo(curLo ^ maskLo, curHi ^ maskHi, maskLo) & playableLo;
            mustHi = board.winningHi(curLo ^ maskLo, curHi ^ maskHi, maskHi) & playableHi;
//#else
            must = board.winningCells(cur ^ mask, mask) & playable;
//#endif
        }
        for (int c = 0; c < limit; c++) {
//#if WIDE
            long cellLo = playableLo & columnLo[c];
            long cellHi = playableHi & columnHi[c];
            if ((cellLo | cellHi) == 0) {
                continue;
            }
            if ((mustLo | mustHi) != 0 && ((mustLo & cellLo) | (mustHi & cellHi)) == 0) {
//#else
            long cell = playable & column[c];
            if (cell == 0) {
                continue;
            }
            if (must != 0 && (must & cell) == 0) {
//#endif
                terminal++; // the opponent wins at once next to this drop
                continue;
            }
            int score = options.history() ? h[c] : 0;
            if (options.threats()) {
//#if WIDE
                long mineLo = curLo | cellLo;
                long mineHi = curHi | cellHi;
                int threats = Bits128.bitCount(board.winningLo(mineLo, mineHi, maskLo | cellLo),
                        board.winningHi(mineLo, mineHi, maskHi | cellHi));
//#else
                long mine = cur | cell;
                int threats = Long.bitCount(board.winningCells(mine, mask | cell));
//#endif
                score += threats << 24;
            }
            ms[n] = c;
            sc[n] = score;
            n++;
        }
        int drops = n;
        if (pops) {
//#if WIDE
            for (int c = 0; c < limit; c++) {
                if (((curLo & bottomCellLo[c]) | (curHi & bottomCellHi[c])) != 0) {
//#else
            long own = cur & bottom;
            for (int c = 0; c < limit; c++) {
                if ((own & bottomCell[c]) != 0) {
//#endif
                    ms[n] = width + c;
                    sc[n] = options.history() ? h[width + c] : 0;
                    n++;
                }
            }
        }
        if (options.history() || options.threats()) {
            sort(ms, sc, 0, drops);
            sort(ms, sc, drops, n);
        }
        return n;
    }

    /** Insertion sort of {@code ms[from..to)} by descending score (stable: ties keep column order). */
    private static void sort(int[] ms, int[] sc, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int m = ms[i];
            int s = sc[i];
            int j = i - 1;
            while (j >= from && sc[j] < s) {
                ms[j + 1] = ms[j];
                sc[j + 1] = sc[j];
                j--;
            }
            ms[j + 1] = m;
            sc[j + 1] = s;
        }
    }
}
