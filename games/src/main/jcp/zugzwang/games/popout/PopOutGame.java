package zugzwang.games.popout;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"PopOutGame.java"
import zugzwang.core.game.Game;
import zugzwang.core.search.MoveOrdering;
//#if WIDE
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.games.connect4.Board;
//#endif

/**
 * PopOut (seed 000, the 2014 thesis; Allen 2010) of any size that fits a Connect-4 {@link Board}:
 * Connect-4 where the player to move may also <em>pop</em> one of his own disks from the bottom
 * row, the column above falling by one.
 *
 * <h2>Rules</h2>
 * <ul>
 * <li>A move is a drop into a column that is not full, or a pop of the mover's own bottom disk.</li>
 * <li>After a drop, a four of the mover wins (a drop cannot make a four for the opponent).</li>
 * <li>After a pop, if the popper has a four he wins, whether or not the opponent has one too;
 *     if only the opponent has a four, the opponent wins.</li>
 * <li>On a full board the player to move may pop or <em>claim a draw</em>; the claim is a move
 *     here ({@link #claimMove()}) that ends the game in a draw.</li>
 * <li>Repetition: with {@code repetition = 2} (the thesis' rule, the default) the first
 *     recurrence of a position (same disks, same side to move) ends the game at once in a draw;
 *     with {@code 3} (the official rule) the second recurrence does. The game is therefore
 *     history-dependent and has no bound on its length.</li>
 * </ul>
 *
 * <h2>Side to move</h2>
 * Every drop adds one disk and every pop removes one, so the parity of the number of disks flips
 * with every move: the first player (White) is to move exactly when the number of disks is even.
 * The board alone therefore determines the side to move, and a key of the disks is a key of the
 * position.
 *
 * <h2>Moves, values, keys</h2>
 * Move codes: {@code 0 .. w-1} drop into column c (named {@code "1"} .. {@code "w"}, 1-based as in
 * Connect-4), {@code w .. 2w-1} pop column c - w (named {@code "p1"} .. {@code "pw"}),
 * {@code 2w} the draw claim (named {@code "d"}). PopOut has no standard score: terminal values
 * are +1 (the player to move has won), -1 (lost), 0 (draw, by claim or repetition).
 * Keys: see {@link PopOutState#key()}; exact when {@code width * (height + 1) < 64}.
 *
 * <p>Notation: {@link PopOutNotation}.
 *
 * <p>{@code WidePopOutGame} (from the same template) is PopOut on a board beyond 64 bits (up to
 * 128, {@code WideBoard}): the same rules, positions of two words ({@code WidePopOutState}), keys
 * hashed to 64 bits; positions are read as move sequences only (diagrams need the one-word
 * reachability check), and the handicapped search and retrograde analysis are of one word.
 */
public final class /*$P$*/PopOutGame implements Game {
    private final /*$P$*/Board board;
    private final int repetition;
    private final int[] centreRank;

//#if !WIDE
    /**
     * Whether an exact key ({@link #exactKeys()}) is a board's, not a "draw claimed" position's
     * (those have bit 63 set: see {@link PopOutState#key()}).
     */
    public static boolean isBoardKey(long key) {
        return key >= 0;
    }
//#endif

    /** PopOut on {@code board} under two-fold repetition (the thesis' rule). */
    public /*$P$*/PopOutGame(/*$P$*/Board board) {
        this(board, 2);
    }

    /**
     * PopOut on {@code board}; {@code repetition} is 2 (the first recurrence of a position is a
     * draw) or 3 (the second recurrence is); 0 gives the position graph without a repetition rule
     * (values then do not depend on history, and games may go round forever): for retrograde
     * analysis, which values a cycle as a draw.
     *
     * @throws IllegalArgumentException for another repetition count
     */
    public /*$P$*/PopOutGame(/*$P$*/Board board, int repetition) {
        if (repetition != 2 && repetition != 3 && repetition != 0) {
            throw new IllegalArgumentException("repetition must be 2 (two-fold) or 3 (three-fold), not " + repetition);
        }
        this.board = board;
        this.repetition = repetition;
        int w = board.width();
        int[] order = new int[w];
        for (int i = 0; i < w; i++) { // w/2, then alternately one step further left and right (as Connect-4)
            order[i] = w / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        centreRank = new int[2 * w + 1];
        for (int i = 0; i < w; i++) {
            centreRank[order[i]] = i;          // drops first, centre first
            centreRank[w + order[i]] = w + i;  // then pops, centre first
        }
        centreRank[2 * w] = 2 * w;             // the draw claim last
    }

    /** The board (shape and bitboard arithmetic). */
    public /*$P$*/Board board() {
        return board;
    }

    /** 2 or 3: the occurrence of a position that ends the game in a draw. */
    public int repetition() {
        return repetition;
    }

    /** The move code of the draw claim, {@code 2 * width}. */
    public int claimMove() {
        return 2 * board.width();
    }

    /** The code of a drop into column {@code column} (0-based): the column itself. */
    public int drop(int column) {
        return column;
    }

    /** The code of a pop of column {@code column} (0-based): {@code width + column}. */
    public int pop(int column) {
        return board.width() + column;
    }

    /**
     * {@code popout WxH}, with {@code r3} appended under three-fold repetition ({@code r0}: the
     * position graph without the rule).
     */
    @Override
    public String name() {
        return "popout " + board + (repetition == 3 ? " r3" : repetition == 0 ? " r0" : "");
    }

    /**
     * {@code 2 * width}: a board that is not full has at most {@code width} drops and
     * {@code width} pops; a full board has no drop, at most {@code width} pops and the claim.
     */
    @Override
    public int maxMoves() {
        return 2 * board.width();
    }

    @Override
    public int moveCodes() {
        return 2 * board.width() + 1;
    }

    /** -1: pops make games unbounded; only repetition ends some of them. */
    @Override
    public int maxLength() {
        return -1;
    }

    /** 1: values are win +1, draw 0, loss -1. */
    @Override
    public int maxValue() {
        return 1;
    }

    /**
     * Exact when a spare bit remains above the disks for the "draw claimed" flag,
     * {@code width * (height + 1) < 64}.
     */
    @Override
    public boolean exactKeys() {
//#if WIDE
        return false; // a hash of the two-word key
//#else
        return board.keyBits() < 64;
//#endif
    }

    /** True: repetition makes a value depend on the path. */
    @Override
    public boolean historyDependent() {
        return repetition != 0;
    }

    /** The mirror image, as in Connect-4. */
    @Override
    public int symmetries() {
        return board.width() > 1 ? 2 : 1;
    }

    @Override
    public /*$P$*/PopOutState start() {
        return new /*$P$*/PopOutState(this);
    }

//#if WIDE
    /**
     * A position in {@link PopOutNotation}: a move sequence ({@code ""} is the start position) or
     * a diagram, which must be reachable by a legal game and has no history.
     */
    @Override
    public WidePopOutState parse(String text) {
        String t = text.strip();
        return PopOutNotation.isDiagram(t) ? PopOutNotation.parseDiagram(this, t, new WidePopOutReachability(board))
                : PopOutNotation.parseSequence(start(), t);
    }

//#else
    /**
     * A position in {@link PopOutNotation}: a move sequence ({@code ""} is the start position) or
     * a diagram, which must be reachable by a legal game and has no history (repetition counts
     * start from it).
     */
    @Override
    public PopOutState parse(String text) {
        return PopOutNotation.parse(this, text);
    }

    /**
     * The position of a board key ({@link PopOutState#boardKey()}) with no history: the side to
     * move follows from the parity of the disks; the position is terminal if someone has a four
     * (if both have one, as only a pop can make, the player who just moved, i.e. not the side to
     * move, has won).
     *
     * @throws IllegalArgumentException if {@code boardKey} is no key of this board
     */
    public PopOutState fromKey(long boardKey) {
        int s = board.stride();
        long white = 0;
        long mask = 0;
        for (int c = 0; c < board.width(); c++) {
            long column = (boardKey >>> (c * s)) & (s == 64 ? -1L : (1L << s) - 1);
            if (column == 0) {
                throw new IllegalArgumentException("no key of a " + board + " board: column " + (c + 1) + " has no marker bit");
            }
            // the highest bit marks the height k; the k bits below it are the colours (white = 1)
            int k = 63 - Long.numberOfLeadingZeros(column);
            long cells = (1L << k) - 1;
            mask |= cells << (c * s);
            white |= (column & cells) << (c * s);
        }
        if ((boardKey & ~((board.cellMask() | board.bottomMask() << board.height()))) != 0) {
            throw new IllegalArgumentException("no key of a " + board + " board: bits beyond the board");
        }
        return new PopOutState(this, white, mask);
    }
//#endif

    /** Drops before pops, each centre first, the claim last: a static order for searches. */
    public MoveOrdering centreFirst() {
        return MoveOrdering.byRank(centreRank);
    }

    @Override
    public String toString() {
        return name();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof /*$P$*/PopOutGame g && g.board.equals(board) && g.repetition == repetition;
    }

    @Override
    public int hashCode() {
        return board.hashCode() * 31 + repetition;
    }
}
