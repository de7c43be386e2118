package zugzwang.games.popout;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.LongConsumer;
import zugzwang.core.retro.RetroException;
import zugzwang.core.retro.RetroResult;
import zugzwang.core.retro.RetrogradeAnalysis;
import zugzwang.games.connect4.Board;

/**
 * Retrograde analysis specialised for PopOut: the same strong solution as the game-independent
 * {@link RetrogradeAnalysis} (the position graph, a cycle neither side can leave with profit is a
 * draw, the full-board claim a draw the mover can always take), in about 1.25 bytes per board of
 * a dense index instead of ~44 bytes per state plus 8 per move — what brings the thesis' 5×5 and
 * 6×4 (359 and 487 million states) within a few GiB.
 *
 * <h2>The dense index</h2>
 * A column of {@code k} disks (0 &le; k &le; h) with colours {@code b} (bit i set when the disk at
 * row i is White's, {@code b < 2^k}) gets the <em>column code</em> {@code 2^k - 1 + b}: the codes of
 * different heights occupy the disjoint ranges {@code [2^k - 1, 2^(k+1) - 2]}, so the
 * {@code R = 2^(h+1) - 1} codes {@code 0 .. R-1} are exactly the columns. A board is the
 * mixed-radix number {@code sum code(c) * R^c}: every gravity board of the size has one index in
 * {@code [0, R^w)}, the empty board 0. The side to move needs no digit (the disk parity gives it,
 * see {@link PopOutGame}). A move changes one column only, so its successor's index is
 * {@code index + (code' - code) * R^c} with {@code code'} from a per-code table: no board is
 * rebuilt to find a neighbour, forwards or backwards.
 *
 * <h2>Arrays</h2>
 * <ul>
 * <li>{@code state}, one byte per index: 0 not reached; 1..{@value #MAX_COUNT} reached, not yet
 *     solved, the number of its successors not yet known to be won for their mover (plus one on a
 *     full board for the draw claim, which is never won for the opponent, so such a board can
 *     never be counted out as lost); {@link #WIN_CODE} / {@link #LOSS_CODE} solved (for the side
 *     to move); {@link #PENDING} reached, not yet expanded.</li>
 * <li>Two bitsets of one bit per index: the frontier being processed and the next one.</li>
 * </ul>
 *
 * <h2>Phases</h2>
 * <ol>
 * <li><b>Reach</b>: breadth-first from the empty board, a frontier bitset per round. Expanding a
 *     board checks for fours (a terminal board is solved at once: the player who just moved wins
 *     if he has a four, even if the other has one too, as after a pop; otherwise a four of the side
 *     to move wins for him) and stores its number of moves as its counter.</li>
 * <li><b>Propagate</b> backwards from the solved boards, a frontier per round: a board solved as
 *     lost for its mover makes every unsolved predecessor won; one solved as won decrements its
 *     predecessors' counters, and a counter reaching 0 makes that predecessor lost. Predecessors
 *     come from un-moves: un-drop (remove the previous mover's top disk) and un-pop (put a
 *     previous-mover disk back under a column that is not full). An un-move is only followed to a
 *     board that is reached and not terminal, from which the move is then legal.</li>
 * <li>What remains unsolved is a draw.</li>
 * </ol>
 * Every move of a board leads to a different board (drops add a disk, pops remove one, and each
 * changes a different column), so counters count moves exactly.
 */
public final class PopOutRetrograde {
    /** Bytes per index slot: the state byte and two frontier bits. */
    public static final double BYTES_PER_SLOT = 1.25;
    /** Largest possible counter: w drops or pops of a 9-column board, plus the claim. */
    private static final int MAX_COUNT = 2 * 9 + 1;
    private static final byte WIN_CODE = -1;
    private static final byte LOSS_CODE = -2;
    private static final byte PENDING = 127;

    private final Board board;
    private final int width;
    private final int height;
    private final int stride;
    private final long memoryBytes;
    /** Codes per column, {@code 2^(h+1) - 1}. */
    private final int radix;
    /** {@code R^c}. */
    private final int[] power;
    /** Slots of the index, {@code R^w}. */
    private final int slots;

    // per column code x (colour 1 = White, 0 = Red)
    private final int[] heightOf;
    private final long[] whiteOf;        // the column's White disks, rows 0.. as bits
    private final int[] dropped;        // [2x + colour]: the code after a drop, -1 if full
    private final int[] popped;         // the code after removing the bottom disk, -1 if empty
    private final int[] bottomColour;   // colour of the bottom disk, -1 if empty
    private final int[] undropped;      // the code without the top disk, -1 if empty
    private final int[] topColour;      // colour of the top disk, -1 if empty
    private final int[] unpopped;       // [2x + colour]: the code with a disk put under it, -1 if full

    private byte[] state;
    private volatile boolean cancelled;
    /** Moves of the reached non-terminal boards (the claim not counted). */
    private long edges;
    /** Boards reached so far (phase 1), boards solved by propagation so far (phase 2). */
    private long reachedCount;
    private long solvedCount;
    /** Whether the analysis under way is in its second phase. */
    private volatile boolean propagating;

    /**
     * An analysis of PopOut on {@code board} within {@code memoryBytes}.
     *
     * @throws RetroException if the board's index has more slots than a Java array (boards
     *                        with {@code (2^(h+1) - 1)^w} above 2^31), more than 9 columns, or
     *                        more bytes than the budget
     */
    public PopOutRetrograde(Board board, long memoryBytes) {
        this.board = board;
        this.width = board.width();
        this.height = board.height();
        this.stride = board.stride();
        this.memoryBytes = memoryBytes;
        long r = (1L << (height + 1)) - 1;
        long n = 1;
        for (int c = 0; c < width && n < Integer.MAX_VALUE; c++) {
            n *= r;
        }
        if (width > 9 || n > Integer.MAX_VALUE - 64 || height > 20) {
            throw new RetroException("popout " + board + ": its dense index would have "
                    + (n >= Integer.MAX_VALUE ? "more than 2^31" : String.valueOf(n))
                    + " slots, more than an array holds (boards up to about 2^31 column combinations: 5x5, 6x4, 4x6, ...)");
        }
        long need = bytesFor(n);
        if (need > memoryBytes) {
            throw new RetroException("popout " + board + " needs about " + (need >> 20) + " MiB (" + n
                    + " index slots at " + BYTES_PER_SLOT + " bytes), more than the budget of " + (memoryBytes >> 20) + " MiB");
        }
        this.radix = (int) r;
        this.slots = (int) n;
        this.power = new int[width];
        int p = 1;
        for (int c = 0; c < width; c++) {
            power[c] = p;
            p *= radix;
        }
        heightOf = new int[radix];
        whiteOf = new long[radix];
        dropped = new int[2 * radix];
        popped = new int[radix];
        bottomColour = new int[radix];
        undropped = new int[radix];
        topColour = new int[radix];
        unpopped = new int[2 * radix];
        for (int x = 0; x < radix; x++) {
            int k = 31 - Integer.numberOfLeadingZeros(x + 1); // x + 1 = 2^k + b with b < 2^k
            int b = x + 1 - (1 << k);
            heightOf[x] = k;
            whiteOf[x] = b;
            for (int colour = 0; colour < 2; colour++) {
                dropped[2 * x + colour] = k < height ? code(k + 1, b | colour << k) : -1;
                unpopped[2 * x + colour] = k < height ? code(k + 1, b << 1 | colour) : -1;
            }
            popped[x] = k > 0 ? code(k - 1, b >>> 1) : -1;
            bottomColour[x] = k > 0 ? b & 1 : -1;
            undropped[x] = k > 0 ? code(k - 1, b & ((1 << (k - 1)) - 1)) : -1;
            topColour[x] = k > 0 ? (b >>> (k - 1)) & 1 : -1;
        }
    }

    /** The column code of k disks with White's at the set bits of b (see the class comment). */
    private static int code(int k, int b) {
        return (1 << k) - 1 + b;
    }

    /** The memory the analysis of a board with {@code slots} index slots takes. */
    public static long bytesFor(long slots) {
        return (long) Math.ceil(slots * BYTES_PER_SLOT) + (1 << 16);
    }

    /** The index slots of a {@code width x height} board, {@code (2^(h+1) - 1)^w} (may exceed an int). */
    public static double slotsOf(int width, int height) {
        return Math.pow(Math.pow(2, height + 1) - 1, width);
    }

    /** Whether the analysis under way has reached every board and is propagating values. */
    public boolean propagating() {
        return propagating;
    }

    /** Stops an analysis under way (from another thread) with a {@link CancellationException}. */
    public void cancel() {
        cancelled = true;
    }

    /**
     * Solves every reachable board.
     *
     * @param progress receives the number of boards reached (during the first phase, after each
     *                 round) and then the number solved by propagation (during the second); may be null
     */
    public RetroResult run(LongConsumer progress) {
        cancelled = false;
        propagating = false;
        long start = System.nanoTime();
        state = new byte[slots];
        int words = (slots + 63) >>> 6;
        long[] current = new long[words];
        long[] next = new long[words];
        int[] digits = new int[width];

        // ---- phase 1: reach, breadth-first
        state[0] = PENDING;
        current[0] = 1L;
        edges = 0;
        reachedCount = 1;
        solvedCount = 0;
        while (round(current, next, digits, true)) {
            long[] t = current; // the new frontier is next
            current = next;
            next = t;
            if (progress != null) {
                progress.accept(reachedCount);
            }
        }
        long enumerated = System.nanoTime();

        // ---- phase 2: propagate from the terminal boards
        propagating = true;
        for (int i = 0; i < slots; i++) {
            if (state[i] < 0) {
                current[i >>> 6] |= 1L << i; // shifts of a long use the low 6 bits: bit i % 64
            }
        }
        while (round(current, next, digits, false)) {
            long[] t = current;
            current = next;
            next = t;
            if (progress != null) {
                progress.accept(solvedCount);
            }
        }
        current = null;
        next = null;

        long states = 0;
        long wins = 0;
        long losses = 0;
        for (int i = 0; i < slots; i++) {
            byte s = state[i];
            if (s != 0) {
                states++;
                if (s == WIN_CODE) {
                    wins++;
                } else if (s == LOSS_CODE) {
                    losses++;
                }
            }
        }
        // the start's moves: drops only (nothing to pop), each a White disk in an empty column
        int[] firstMoves = new int[width];
        byte[] firstValues = new byte[width];
        for (int c = 0; c < width; c++) {
            firstMoves[c] = c;
            byte v = valueAt(dropped[1] * power[c]);
            firstValues[c] = v == RetrogradeAnalysis.WIN ? RetrogradeAnalysis.LOSS
                    : v == RetrogradeAnalysis.LOSS ? RetrogradeAnalysis.WIN : RetrogradeAnalysis.DRAW;
        }
        return new RetroResult("popout " + board + " r0", states, edges, wins, states - wins - losses, losses, valueAt(0),
                firstMoves, firstValues, bytesFor(slots), enumerated - start, System.nanoTime() - enumerated);
    }

    /**
     * One round of either phase: every board of {@code current} is expanded (forward) or
     * retracted (backward) and cleared; the boards it reaches or solves are marked in
     * {@code next}.
     *
     * @return whether {@code next} has any board
     */
    private boolean round(long[] current, long[] next, int[] digits, boolean forward) {
        for (int wd = 0; wd < current.length; wd++) {
            long bits = current[wd];
            if (bits == 0) {
                continue;
            }
            current[wd] = 0;
            while (bits != 0) {
                int i = (wd << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1; // clear the lowest set bit
                if (forward) {
                    edges += expand(i, digits, next);
                } else {
                    retract(i, digits, next);
                }
            }
            checkCancelled();
        }
        for (long word : next) {
            if (word != 0) {
                return true;
            }
        }
        return false;
    }

    private void checkCancelled() {
        if (cancelled) {
            throw new CancellationException("retrograde analysis cancelled");
        }
    }

    /** Splits index i into its column codes. */
    private void decode(int i, int[] digits) {
        for (int c = 0; c < width; c++) {
            digits[c] = i % radix;
            i /= radix;
        }
    }

    /**
     * Expands board i of the frontier: solves it if terminal, else stores its move count and
     * marks its unreached successors for the next round.
     *
     * @return the number of moves (0 for a terminal board)
     */
    private int expand(int i, int[] digits, long[] next) {
        decode(i, digits);
        long white = 0;
        long mask = 0;
        int disks = 0;
        for (int c = 0; c < width; c++) {
            int x = digits[c];
            int shift = c * stride;
            white |= whiteOf[x] << shift;
            mask |= ((1L << heightOf[x]) - 1) << shift; // the column's k lowest cells
            disks += heightOf[x];
        }
        int mover = (disks & 1) == 0 ? 1 : 0; // 1: White to move (an even number of disks)
        long moverStones = mover == 1 ? white : mask & ~white;
        // the player who just moved wins with a four, whatever the mover has (a pop can give both)
        if (board.hasFour(mask & ~moverStones)) {
            state[i] = LOSS_CODE;
            return 0;
        }
        if (board.hasFour(moverStones)) { // only a pop of the other's disk shows the mover's four
            state[i] = WIN_CODE;
            return 0;
        }
        int n = 0;
        for (int c = 0; c < width; c++) {
            int x = digits[c];
            int y = dropped[2 * x + mover];
            if (y >= 0) {
                n++;
                reach(i + (y - x) * power[c], next);
            }
            if (bottomColour[x] == mover) {
                n++;
                reach(i + (popped[x] - x) * power[c], next);
            }
        }
        boolean full = disks == width * height;
        state[i] = (byte) (full ? n + 1 : n); // the claim: a move never won for the opponent
        return n;
    }

    private void reach(int t, long[] next) {
        if (state[t] == 0) {
            state[t] = PENDING;
            reachedCount++;
            next[t >>> 6] |= 1L << t;
        }
    }

    /** Passes solved board i's value to its predecessors (see the class comment). */
    private void retract(int i, int[] digits, long[] next) {
        decode(i, digits);
        int disks = 0;
        for (int c = 0; c < width; c++) {
            disks += heightOf[digits[c]];
        }
        // the predecessor's mover: the one not to move at i
        int previous = (disks & 1) == 0 ? 0 : 1;
        boolean lost = state[i] == LOSS_CODE;
        for (int c = 0; c < width; c++) {
            int x = digits[c];
            if (topColour[x] == previous) { // he dropped that disk
                update(i + (undropped[x] - x) * power[c], lost, next);
            }
            int y = unpopped[2 * x + previous]; // he popped his disk from under this column
            if (y >= 0) {
                update(i + (y - x) * power[c], lost, next);
            }
        }
    }

    private void update(int p, boolean childLost, long[] next) {
        byte s = state[p];
        if (s <= 0) {
            return; // not reached, terminal, or solved already
        }
        if (childLost) {
            solvedCount++;
            state[p] = WIN_CODE;
            next[p >>> 6] |= 1L << p;
        } else if (s == 1) {
            solvedCount++;
            state[p] = LOSS_CODE; // every move leads to a board won for the opponent
            next[p >>> 6] |= 1L << p;
        } else {
            state[p] = (byte) (s - 1);
        }
    }

    /** Index i's value for its side to move: WIN, LOSS, DRAW, or UNKNOWN if not reached. */
    private byte valueAt(int i) {
        byte s = state[i];
        return s == 0 ? RetrogradeAnalysis.UNKNOWN : s == WIN_CODE ? RetrogradeAnalysis.WIN
                : s == LOSS_CODE ? RetrogradeAnalysis.LOSS : RetrogradeAnalysis.DRAW;
    }

    /**
     * The value of a board (its disks; not its history) for the side to move, after {@link #run}:
     * {@link RetrogradeAnalysis#WIN}, {@code LOSS}, {@code DRAW}, or {@code UNKNOWN} if no game
     * reaches it. A state after a draw claim is a draw.
     *
     * @throws IllegalStateException before {@link #run}
     * @throws IllegalArgumentException for a state of another board size
     */
    public byte value(PopOutState s) {
        if (state == null) {
            throw new IllegalStateException("run the analysis first");
        }
        if (!s.game().board().equals(board)) {
            throw new IllegalArgumentException("a " + s.game().board() + " position, not " + board);
        }
        if (s.drawClaimed()) {
            return RetrogradeAnalysis.DRAW;
        }
        return valueAt(indexOf(s.firstStones(), s.mask()));
    }

    /** The dense index of the board with White's disks {@code white} and all disks {@code mask}. */
    int indexOf(long white, long mask) {
        int i = 0;
        for (int c = width - 1; c >= 0; c--) {
            long col = board.columnMask(c);
            int k = Long.bitCount(mask & col);
            int b = (int) ((white & col) >>> (c * stride));
            i = i * radix + code(k, b);
        }
        return i;
    }

    /** Slots of this board's index. */
    public int slots() {
        return slots;
    }

    /** The budget given. */
    public long memoryBytes() {
        return memoryBytes;
    }

    @Override
    public String toString() {
        return "PopOutRetrograde[" + board + ", " + slots + " slots, " + Arrays.toString(power) + "]";
    }
}
