package zugzwang.games.popout;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import zugzwang.games.connect4.Board;

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
 */
public final class HandicapSearch {
    /** The largest depth limit (8 bits of a table record, with room). */
    public static final int MAX_DEPTH = 250;

    private static final int FAIL = 0;
    private static final int WIN = 1;
    /** A failure that rests on a repetition: not stored. */
    private static final int FAIL_TAINTED = 2;

    /** The stop condition is asked every 4,096 interior nodes: {@code (interior & STOP_POLL) == 0}. */
    private static final long STOP_POLL = (1 << 12) - 1;
    /** One instance, without a stack trace: a stop is a normal end, not an error. */
    private static final Stopped STOPPED = new Stopped();

    /** Thrown by a search whose stop condition ({@link #stopWhen}) became true; the table stays valid. */
    public static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private Stopped() {
            super("the search was stopped", null, false, false);
        }
    }

    /** Asked every 4,096 interior nodes; true ends the search with {@link Stopped}. */
    private BooleanSupplier stop = () -> false;

    private final Board board;
    private final HandicapOptions options;
    private final int width;
    private final int stride;
    private final long bottom;
    private final long cells;
    private final long[] column;
    private final long[] bottomCell;
    private final HandicapTable table;

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

    private long rootCur;
    private long rootMask;
    private long interior;
    private long terminal;
    private int bestMove;

    /**
     * A search for PopOut on {@code board}.
     *
     * @throws IllegalArgumentException if the table budget is too small
     * @throws OutOfMemoryError         if the JVM cannot hold the table
     */
    public HandicapSearch(Board board, HandicapOptions options) {
        this.board = board;
        this.options = options;
        this.width = board.width();
        this.stride = board.stride();
        this.bottom = board.bottomMask();
        this.cells = board.cellMask();
        this.column = new long[width];
        this.bottomCell = new long[width];
        for (int c = 0; c < width; c++) {
            column[c] = board.columnMask(c);
            bottomCell[c] = board.cell(c, 0);
        }
        this.table = options.table() ? new HandicapTable(options.memory()) : null;
        this.history = new int[2][2 * width];
        this.moveBuffer = new int[MAX_DEPTH + 2][2 * width];
        this.scoreBuffer = new int[MAX_DEPTH + 2][2 * width];
        resetHistory();
    }

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

    /**
     * Makes later searches end with {@link Stopped} soon after {@code condition} becomes true (it
     * is asked every 4,096 interior nodes, from the searching thread). The counts and the table
     * stay valid; the next search starts afresh.
     */
    public void stopWhen(BooleanSupplier condition) {
        this.stop = java.util.Objects.requireNonNull(condition, "condition");
    }

    public Board board() {
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
    public HandicapResult search(PopOutState root, int depth, int pops) {
        return run(root, -1, depth, pops);
    }

    /**
     * Does the side to move in {@code root} win after playing {@code move} (a PopOutGame move
     * code) first? The move is ply 1 of the {@code depth}; a non-winning pop spends one of
     * {@code pops} (with none, the answer is no win). An illegal move is an argument error.
     */
    public HandicapResult searchAfter(PopOutState root, int move, int depth, int pops) {
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
    public HandicapResult smallestDepth(PopOutState root, int move, int pops, int maxDepth,
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

    private HandicapResult run(PopOutState root, int firstMove, int depth, int pops) {
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
    private void prepare(PopOutState root, int pops) {
        long mask = root.mask();
        attackerWhite = (Long.bitCount(mask) & 1) == 0;
        repeatAt = root.game().repetition() - 1;
        long rootAttacker = attackerWhite ? root.firstStones() : root.secondStones();
        int rootCount = Long.bitCount(rootAttacker);
        // the game before the root, newest first
        PopOutState s = root.copy();
        long[] before = new long[8];
        int n = 0;
        while (s.ply() > 0 && repeatAt > 0) {
            s.undo();
            long m = s.mask();
            long white = s.firstStones();
            long cur = (Long.bitCount(m) & 1) == 0 ? white : m & ~white;
            long att = attackerWhite ? white : m & ~white;
            // with no attacker pops the search only meets positions with more attacker disks than
            // the root (the class comment); with pops anything may recur
            if (pops > 0 || Long.bitCount(att) > rootCount) {
                if (n == before.length) {
                    before = Arrays.copyOf(before, 2 * n);
                }
                before[n++] = cur + m + bottom;
            }
        }
        long[] relevant = new long[n];
        for (int i = 0; i < n; i++) {
            relevant[i] = before[n - 1 - i]; // oldest first
        }
        if (path.length < n + MAX_DEPTH + 8) {
            path = new long[n + MAX_DEPTH + 8];
        }
        System.arraycopy(relevant, 0, path, 0, n);
        pre = n;
        rootCur = (Long.bitCount(mask) & 1) == 0 ? root.firstStones() : root.secondStones();
        rootMask = mask;
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

    /** The root: the attacker to move ({@code firstMove} -1), or his first move given. */
    private int play(int firstMove, int depth, int pops) {
        long cur = rootCur;
        long mask = rootMask;
        path[pre] = cur + mask + bottom;
        if (firstMove < 0) {
            return attack(cur, mask, depth, pops, 0);
        }
        bestMove = firstMove;
        if (firstMove == 2 * width) {
            return FAIL; // a claim: a draw
        }
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
        return defend(ncur, nmask, depth - 1, pop ? pops - 1 : pops, 1) == WIN ? WIN : FAIL;
    }

    /**
     * Whether the position with {@code key}, about to be the node at {@code ply}, occurred often
     * enough before on the path (or before the root) to be a draw. Keys of positions with another
     * side to move differ (the key holds every column's height), so all earlier keys are compared.
     */
    private boolean repeated(long key, int ply) {
        int seen = 0;
        for (int i = pre + ply - 2; i >= 0; i--) {
            if (path[i] == key && ++seen >= repeatAt) {
                return true;
            }
        }
        return false;
    }

    /**
     * The attacker to move with {@code depth} plies left (at least 1) and {@code pops}
     * non-winning pops; the node is not over and not a repetition.
     */
    private int attack(long cur, long mask, int depth, int pops, int ply) {
        interior++;
        if ((interior & STOP_POLL) == 0 && stop.getAsBoolean()) {
            throw STOPPED;
        }
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
        long key = cur + mask + bottom;
        path[pre + ply] = key;
        long tkey = tableKey(key);
        boolean symmetric = keySymmetric; // read at once: the children overwrite it
        if (table != null && ply > 0) {
            int known = table.probe(tkey, attackerWhite, depth, pops);
            if (known >= 0) {
                return known;
            }
        }
        int n = moves(cur, mask, playable, pops > 0, symmetric, 0, ply);
        int[] ms = moveBuffer[ply];
        boolean tainted = false;
        for (int i = 0; i < n; i++) {
            int move = ms[i];
            long mine;
            long nmask;
            boolean pop = move >= width;
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
            long ncur = nmask ^ mine;
            if (checkRepetition && repeated(ncur + nmask + bottom, ply + 1)) {
                terminal++;
                tainted = true;
                continue;
            }
            int r = defend(ncur, nmask, depth - 1, pop ? pops - 1 : pops, ply + 1);
            if (r == WIN) {
                if (ply == 0) {
                    bestMove = move;
                }
                if (options.history()) {
                    history[0][move] += depth * depth;
                }
                if (table != null) {
                    table.store(tkey, attackerWhite, depth, pops, true);
                }
                return WIN;
            }
            tainted |= r == FAIL_TAINTED;
        }
        if (tainted) {
            return FAIL_TAINTED;
        }
        if (table != null) {
            table.store(tkey, attackerWhite, depth, pops, false);
        }
        return FAIL;
    }

    /**
     * The defender to move with {@code depth} plies left (at least 2: the attacker still has a
     * move); the node is not over and not a repetition.
     */
    private int defend(long cur, long mask, int depth, int pops, int ply) {
        interior++;
        if ((interior & STOP_POLL) == 0 && stop.getAsBoolean()) {
            throw STOPPED;
        }
        if (mask == cells) {
            terminal++;
            return FAIL; // a full board: the defender claims the draw
        }
        long playable = (mask + bottom) & cells;
        if ((board.winningCells(cur, mask) & playable) != 0) {
            terminal++;
            return FAIL;
        }
        long ownBottoms = cur & bottom;
        for (long b = ownBottoms; b != 0; b &= b - 1) {
            long col = column[Long.numberOfTrailingZeros(b) / stride];
            if (board.hasFour((cur & ~col) | (((cur & col) >>> 1) & col))) {
                terminal++;
                return FAIL;
            }
        }
        // the attacker's remaining moves: depth / 2, the last of them a win
        if (pops > depth / 2 - 1) {
            pops = depth / 2 - 1;
        }
        long key = cur + mask + bottom;
        path[pre + ply] = key;
        long tkey = tableKey(key);
        boolean symmetric = keySymmetric; // read at once: the children overwrite it
        if (table != null) {
            int known = table.probe(tkey, attackerWhite, depth, pops);
            if (known >= 0) {
                return known;
            }
        }
        int n = moves(cur, mask, playable, true, symmetric, 1, ply);
        int[] ms = moveBuffer[ply];
        for (int i = 0; i < n; i++) {
            int move = ms[i];
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
            long ncur = nmask ^ mine;
            int r;
            if (checkRepetition && repeated(ncur + nmask + bottom, ply + 1)) {
                terminal++;
                r = FAIL_TAINTED; // the defender repeats: a draw
            } else {
                r = attack(ncur, nmask, depth - 1, pops, ply + 1);
            }
            if (r != WIN) {
                if (options.history()) {
                    history[1][move] += depth * depth;
                }
                if (r == FAIL && table != null) {
                    table.store(tkey, attackerWhite, depth, pops, false);
                }
                return r;
            }
        }
        if (table != null) {
            table.store(tkey, attackerWhite, depth, pops, true);
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
    private int moves(long cur, long mask, long playable, boolean pops, boolean symmetric, int side, int ply) {
        int[] ms = moveBuffer[ply];
        int[] sc = scoreBuffer[ply];
        int[] h = history[side];
        int limit = symmetric ? (width + 1) / 2 : width; // columns 0 .. limit-1
        int n = 0;
        long must = 0;
        // (not for the defender when positions can repeat: a drop that leaves the attacker a
        // four may still end the game first, in a draw by repetition)
        if (options.threats() && (side == 0 || !checkRepetition)) {
            must = board.winningCells(cur ^ mask, mask) & playable;
        }
        for (int c = 0; c < limit; c++) {
            long cell = playable & column[c];
            if (cell == 0) {
                continue;
            }
            if (must != 0 && (must & cell) == 0) {
                terminal++; // the opponent wins at once next to this drop
                continue;
            }
            int score = options.history() ? h[c] : 0;
            if (options.threats()) {
                long mine = cur | cell;
                int threats = Long.bitCount(board.winningCells(mine, mask | cell));
                score += threats << 24;
            }
            ms[n] = c;
            sc[n] = score;
            n++;
        }
        int drops = n;
        if (pops) {
            long own = cur & bottom;
            for (int c = 0; c < limit; c++) {
                if ((own & bottomCell[c]) != 0) {
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
