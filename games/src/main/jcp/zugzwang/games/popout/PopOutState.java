package zugzwang.games.popout;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"PopOutState.java"
import java.util.Arrays;
//#if WIDE
import zugzwang.core.util.Bits128;
import zugzwang.games.connect4.WideBoard;
//#else
import zugzwang.games.connect4.Board;
//#endif

/**
 * A PopOut position with its history (for repetition), played forward and back without
 * allocation (the history arrays grow geometrically, rarely).
 *
 * <h2>Representation</h2>
 * The disks are two bitboards in the layout of {@link Board} (column c owns bits
 * {@code c*S .. c*S + S - 1}, {@code S = height + 1}, row 0 at the bottom, the top bit a sentinel):
 * {@code mask}, every disk, and {@code white}, the first player's disks. Gravity keeps each column
 * of {@code mask} a run of ones from the bottom, after pops too.
 *
 * <h2>Bit tricks</h2>
 * <ul>
 * <li>Drop into column c: {@code (mask + bottom(c)) & column(c)} is the lowest empty cell (the
 *     carry of adding the bottom bit runs through the column's ones), 0 if the column is full
 *     (the carry reaches the sentinel, which the column mask drops).</li>
 * <li>Pop column c: the column's bits shift down one ({@code >>> 1}); the bottom bit then lands
 *     on the sentinel of column c-1 (or below bit 0), which {@code & column(c)} removes. The
 *     other columns do not move. Its undo shifts the column up one ({@code << 1}: the column had
 *     a free cell after the pop, so nothing reaches the sentinel) and puts the popper's disk back
 *     at the bottom; the popped disk is always the popper's, so nothing else needs saving.</li>
 * <li>Undo of a drop removes the column's highest disk, {@code Long.highestOneBit}.</li>
 * </ul>
 *
 * <h2>Keys</h2>
 * The board key is {@code white + mask + bottom}: per column with k disks, {@code mask + bottom}
 * is the single bit {@code 2^k} (the carry runs to the first empty cell, or to the sentinel when
 * full), and {@code white < 2^k} sits below it without carrying, so the highest bit of each column
 * gives its height and the bits below it the colours: unique, {@code width * (height + 1)} bits.
 * The side to move needs no bit: it is the parity of the number of disks (see
 * {@link PopOutGame}). {@link #key()} adds bit 63 for "the draw was claimed" (a terminal position
 * with the same disks as the full board before the claim) when that bit is free, and xors a
 * constant otherwise (then keys are a hash, and {@link PopOutGame#exactKeys()} says so).
 * Repetition compares board keys: the same disks imply the same side to move.
 *
 * <h2>Two words</h2>
 * {@code WidePopOutState} (from the same template) keeps the disks of a board beyond 64 bits
 * ({@code WideBoard}, up to 128) in two words each, {@code ...Lo} and {@code ...Hi}; its board key
 * is two words too (repetition compares both: exact), and {@link #key()} is a 64-bit hash of it
 * ({@code WidePopOutGame.exactKeys()} is false). It is not on the handicapped search's path.
 */
public final class /*$P$*/PopOutState implements PopOutPosition {
    /** Status of a position that is not over (terminal statuses are the values -1, 0, 1). */
    private static final byte ONGOING = 2;
    /** Marks a claimed draw in {@link #key()}: bit 63, or a hash constant on 64-bit boards. */
    private static final long CLAIMED = Long.MIN_VALUE;
    private static final long CLAIMED_HASH = 0x9E3779B97F4A7C15L;

    private final /*$P$*/PopOutGame game;
    private final /*$P$*/Board board;
    private final int width;
    private final int repeatAt;

//#if WIDE
    private long whiteLo;
    private long whiteHi;
    private long maskLo;
    private long maskHi;
//#else
    private long white;
    private long mask;
//#endif
    private boolean claimed;
    /**
     * Index of the current position in the history arrays; its parity is the side to move.
     * It starts at {@link #base}: 0 from the start position, 1 for a position made by
     * {@link PopOutGame#fromKey} with Red to move.
     */
    private int ply;
    /** Index of the first position of the history (0 or 1, see {@link #ply}). */
    private int base;
//#if WIDE
    /** Scratch for a mirrored key (low, high). */
    private final long[] mirrored = new long[2];
    /** Board keys of the positions at plies 0 .. ply, low and high words. */
    private long[] keys;
    private long[] keysHi;
//#else
    /** Board keys of the positions at plies 0 .. ply (keys[ply] is the current one). */
    private long[] keys;
//#endif
    /** Moves played, moves[i] leading from ply i to ply i + 1. */
    private int[] moves;
    /** Status of the positions at plies 0 .. ply: ONGOING, or the value for the side to move. */
    private byte[] status;

    /*$P$*/PopOutState(/*$P$*/PopOutGame game) {
        this.game = game;
        this.board = game.board();
        this.width = board.width();
        this.repeatAt = game.repetition() - 1; // earlier occurrences that end the game
        keys = new long[64];
//#if WIDE
        keysHi = new long[64];
        keysHi[0] = boardKeyHi();
//#endif
        moves = new int[64];
        status = new byte[64];
        keys[0] = boardKey();
        status[0] = ONGOING;
    }

//#if WIDE
    /** A position with no history (a diagram's: see {@code PopOutGame#fromKey}), two words per set. */
    WidePopOutState(WidePopOutGame game, long whiteLo, long whiteHi, long maskLo, long maskHi) {
        this(game);
        this.whiteLo = whiteLo;
        this.whiteHi = whiteHi;
        this.maskLo = maskLo;
        this.maskHi = maskHi;
        this.ply = Bits128.bitCount(maskLo, maskHi) & 1; // keeps player() equal to the disk parity
        this.base = ply;
        keys[ply] = boardKey();
        keysHi[ply] = boardKeyHi();
        long mineLo = player() == 0 ? whiteLo : maskLo & ~whiteLo;
        long mineHi = player() == 0 ? whiteHi : maskHi & ~whiteHi;
        boolean moverFour = board.hasFour(mineLo, mineHi);
        boolean otherFour = board.hasFour(maskLo & ~mineLo, maskHi & ~mineHi);
        // the one who just moved wins if he has a four (a pop giving both fours wins for the popper)
        status[ply] = otherFour ? (byte) -1 : moverFour ? (byte) 1 : ONGOING;
    }
//#else
    /** A position with no history (see {@link PopOutGame#fromKey}). */
    PopOutState(PopOutGame game, long white, long mask) {
        this(game);
        this.white = white;
        this.mask = mask;
        this.ply = Long.bitCount(mask) & 1; // keeps player() equal to the disk parity
        this.base = ply;
        keys[ply] = boardKey();
        long mine = player() == 0 ? white : mask & ~white;
        boolean moverFour = board.hasFour(mine);
        boolean otherFour = board.hasFour(mask & ~mine);
        // the one who just moved wins if he has a four (a pop giving both fours wins for the popper)
        status[ply] = otherFour ? (byte) -1 : moverFour ? (byte) 1 : ONGOING;
    }
//#endif

    private /*$P$*/PopOutState(/*$P$*/PopOutState o) {
        this.game = o.game;
        this.board = o.board;
        this.width = o.width;
        this.repeatAt = o.repeatAt;
//#if WIDE
        this.whiteLo = o.whiteLo;
        this.whiteHi = o.whiteHi;
        this.maskLo = o.maskLo;
        this.maskHi = o.maskHi;
        this.keysHi = o.keysHi.clone();
//#else
        this.white = o.white;
        this.mask = o.mask;
//#endif
        this.claimed = o.claimed;
        this.ply = o.ply;
        this.base = o.base;
        this.keys = o.keys.clone();
        this.moves = o.moves.clone();
        this.status = o.status.clone();
    }

    @Override
    public /*$P$*/PopOutGame game() {
        return game;
    }

    @Override
    public /*$P$*/Board board() {
        return board;
    }

    /**
     * The player to move: the parity of the ply, which equals the parity of the number of disks
     * (each drop or pop changes it by one) except after a draw claim, after which the turn has
     * passed although no disk moved.
     */
    @Override
    public int player() {
        return ply & 1;
    }

    @Override
    public int ply() {
        return ply - base;
    }

//#if WIDE
    /** The first player's (White's) disks: low word. */
    public long whiteLo() {
        return whiteLo;
    }

    /** White's disks: high word. */
    public long whiteHi() {
        return whiteHi;
    }

    /** Every disk: low word. */
    public long maskLo() {
        return maskLo;
    }

    /** Every disk: high word. */
    public long maskHi() {
        return maskHi;
    }

    /** Whether every cell holds a disk. */
    @Override
    public boolean isFull() {
        return maskLo == board.cellsLo() && maskHi == board.cellsHi();
    }

    @Override
    public char cell(int column, int row) {
        long bLo = board.cellLo(column, row);
        long bHi = board.cellHi(column, row);
        return ((maskLo & bLo) | (maskHi & bHi)) == 0 ? '.' : ((whiteLo & bLo) | (whiteHi & bHi)) != 0 ? 'x' : 'o';
    }
//#else
    /** The first player's (White's) disks. */
    public long firstStones() {
        return white;
    }

    /** The second player's (Red's) disks. */
    public long secondStones() {
        return mask & ~white;
    }

    /** Every disk. */
    public long mask() {
        return mask;
    }

    /** Whether every cell holds a disk. */
    @Override
    public boolean isFull() {
        return mask == board.cellMask();
    }

    @Override
    public char cell(int column, int row) {
        long b = board.cell(column, row);
        return (mask & b) == 0 ? '.' : (white & b) != 0 ? 'x' : 'o';
    }
//#endif

    /** Whether the game ended by a draw claim. */
    @Override
    public boolean drawClaimed() {
        return claimed;
    }

    /** Whether the game ended by repetition (a draw that neither a claim nor a four made). */
    @Override
    public boolean drawnByRepetition() {
        return status[ply] == 0 && !claimed;
    }

//#if WIDE
    /** The key of the disks alone, {@code white + mask + bottom} (see the class comment): low word. */
    public long boardKey() {
        return board.keyLo(whiteLo, maskLo + board.bottomLo());
    }

    /** The board key's high word (the sum carries from the low word where a column straddles them). */
    public long boardKeyHi() {
        long mbLo = maskLo + board.bottomLo();
        long mbHi = Bits128.addHi(maskLo, maskHi, board.bottomLo(), board.bottomHi());
        return board.keyHi(whiteLo, whiteHi, mbLo, mbHi);
    }
//#else
    /** The key of the disks alone: {@code white + mask + bottom} (see the class comment). */
    public long boardKey() {
        return white + mask + board.bottomMask();
    }
//#endif

    /** The moves played from the start, oldest first (a new array). */
    @Override
    public int[] history() {
        return Arrays.copyOfRange(moves, base, ply);
    }

//#if WIDE
    /** Whether the player to move (by disk parity) is White. */
    private boolean whiteByParity() {
        return (Bits128.bitCount(maskLo, maskHi) & 1) == 0;
    }

    /** Whether cell (column, row) holds a disk. */
    private boolean occupied(int column, int row) {
        return ((maskLo & board.cellLo(column, row)) | (maskHi & board.cellHi(column, row))) != 0;
    }

    /** Whether the bottom disk of the column is the mover's (by disk parity, i.e. before any claim). */
    private boolean ownBottom(int column) {
        boolean whiteDisk = ((whiteLo & board.cellLo(column, 0)) | (whiteHi & board.cellHi(column, 0))) != 0;
        return occupied(column, 0) && whiteDisk == whiteByParity();
    }

    /** Disks in the column. */
    private int heightOf(int column) {
        return Bits128.bitCount(maskLo & board.columnLo(column), maskHi & board.columnHi(column));
    }
//#else
    /** The own stones of the player to move (by disk parity, i.e. before any claim). */
    private long mover() {
        return (Long.bitCount(mask) & 1) == 0 ? white : mask & ~white;
    }

    private boolean ownBottom(int column) {
        long b = board.cell(column, 0);
        return (mover() & b) != 0;
    }

    /** Whether cell (column, row) holds a disk. */
    private boolean occupied(int column, int row) {
        return (mask & board.cell(column, row)) != 0;
    }
//#endif

    @Override
    public int moves(int[] into) {
        if (status[ply] != ONGOING) {
            return 0;
        }
        int n = 0;
        int top = board.height() - 1;
        for (int c = 0; c < width; c++) {
            if (!occupied(c, top)) {
                into[n++] = c;
            }
        }
//#if WIDE
        for (int c = 0; c < width; c++) {
            if (ownBottom(c)) {
                into[n++] = width + c;
            }
        }
//#else
        long own = mover();
        for (int c = 0; c < width; c++) {
            if ((own & board.cell(c, 0)) != 0) {
                into[n++] = width + c;
            }
        }
//#endif
        if (isFull()) {
            into[n++] = 2 * width;
        }
        return n;
    }

    /**
     * Why {@code move} is not legal here, or null if it is (the messages name the move in the
     * notation).
     */
    @Override
    public String illegality(int move) {
        if (status[ply] != ONGOING) {
            return "the game is over";
        }
        if (move < 0 || move > 2 * width) {
            return "there is no move code " + move + " on " + width + " columns";
        }
        if (move < width) {
            if (occupied(move, board.height() - 1)) {
                return "column " + (move + 1) + " is full";
            }
        } else if (move < 2 * width) {
            int c = move - width;
            if (!occupied(c, 0)) {
                return "column " + (c + 1) + " is empty: nothing to pop";
            }
            if (!ownBottom(c)) {
                return "the bottom disk of column " + (c + 1) + " is the opponent's: only one's own disk can be popped";
            }
        } else if (!isFull()) {
            return "a draw can only be claimed on a full board";
        }
        return null;
    }

    @Override
    public void play(int move) {
        String why = illegality(move);
        if (why != null) {
            throw new IllegalArgumentException("move " + moveName(move) + " is illegal: " + why);
        }
//#if WIDE
        boolean firstMoves = whiteByParity();
        byte result;
        if (move < width) {
            int h = heightOf(move);
            long cellLo = board.cellLo(move, h);
            long cellHi = board.cellHi(move, h);
            maskLo |= cellLo;
            maskHi |= cellHi;
            if (firstMoves) {
                whiteLo |= cellLo;
                whiteHi |= cellHi;
            }
            // only the mover's disks changed: only he can have a four
            long ownLo = firstMoves ? whiteLo : maskLo & ~whiteLo;
            long ownHi = firstMoves ? whiteHi : maskHi & ~whiteHi;
            result = board.hasFour(ownLo, ownHi) ? (byte) -1 : ONGOING;
        } else if (move < 2 * width) {
            int c = move - width;
            long colLo = board.columnLo(c);
            long colHi = board.columnHi(c);
            // the column falls by one: its bits shift down across the words, masked to the column
            long mLo = Bits128.shrLo(maskLo & colLo, maskHi & colHi, 1) & colLo;
            long mHi = Bits128.shrHi(maskHi & colHi, 1) & colHi;
            long wLo = Bits128.shrLo(whiteLo & colLo, whiteHi & colHi, 1) & colLo;
            long wHi = Bits128.shrHi(whiteHi & colHi, 1) & colHi;
            maskLo = (maskLo & ~colLo) | mLo;
            maskHi = (maskHi & ~colHi) | mHi;
            whiteLo = (whiteLo & ~colLo) | wLo;
            whiteHi = (whiteHi & ~colHi) | wHi;
            long mineLo = firstMoves ? whiteLo : maskLo & ~whiteLo;
            long mineHi = firstMoves ? whiteHi : maskHi & ~whiteHi;
            if (board.hasFour(mineLo, mineHi)) {
                result = -1; // the popper wins, even if the opponent has a four too
            } else if (board.hasFour(maskLo & ~mineLo, maskHi & ~mineHi)) {
                result = 1; // only the opponent (now to move) has a four: he wins
            } else {
                result = ONGOING;
            }
        } else {
            claimed = true;
            result = 0;
        }
//#else
        long own = mover();
        boolean firstMoves = (Long.bitCount(mask) & 1) == 0;
        byte result;
        if (move < width) {
            long col = board.columnMask(move);
            long cell = (mask + board.cell(move, 0)) & col; // the lowest empty cell (class comment)
            mask |= cell;
            if (firstMoves) {
                white |= cell;
            }
            // only the mover's disks changed: only he can have a four
            result = board.hasFour(own | cell) ? (byte) -1 : ONGOING;
        } else if (move < 2 * width) {
            long col = board.columnMask(move - width);
            mask = (mask & ~col) | (((mask & col) >>> 1) & col); // the column falls by one
            white = (white & ~col) | (((white & col) >>> 1) & col);
            long mine = firstMoves ? white : mask & ~white;
            long theirs = mask & ~mine;
            if (board.hasFour(mine)) {
                result = -1; // the popper wins, even if the opponent has a four too
            } else if (board.hasFour(theirs)) {
                result = 1; // only the opponent (now to move) has a four: he wins
            } else {
                result = ONGOING;
            }
        } else {
            claimed = true;
            result = 0;
        }
//#endif
        grow();
        moves[ply] = move;
        ply++;
        long k = boardKey();
        keys[ply] = k;
//#if WIDE
        long kHi = boardKeyHi();
        keysHi[ply] = kHi;
        if (result == ONGOING && repeated(k, kHi)) {
//#else
        if (result == ONGOING && repeated(k)) {
//#endif
            result = 0;
        }
        status[ply] = result;
    }

    /**
     * Whether the board key {@code k} of the new position occurred often enough before to end
     * the game: once for two-fold repetition, twice for three-fold. Equal boards have equal
     * disk parity, so only every second earlier ply can match.
     */
//#if WIDE
    private boolean repeated(long k, long kHi) {
//#else
    private boolean repeated(long k) {
//#endif
        if (repeatAt <= 0) { // no repetition rule (the position graph)
            return false;
        }
        int seen = 0;
        for (int i = ply - 2; i >= base; i -= 2) {
//#if WIDE
            if (keys[i] == k && keysHi[i] == kHi && ++seen >= repeatAt) {
//#else
            if (keys[i] == k && ++seen >= repeatAt) {
//#endif
                return true;
            }
        }
        return false;
    }

    private void grow() {
        if (ply + 1 >= keys.length) {
            int n = keys.length * 2;
            keys = Arrays.copyOf(keys, n);
//#if WIDE
            keysHi = Arrays.copyOf(keysHi, n);
//#endif
            moves = Arrays.copyOf(moves, n);
            status = Arrays.copyOf(status, n);
        }
    }

    @Override
    public void undo() {
        if (ply == base) {
            throw new IllegalStateException("no move to undo");
        }
        ply--;
        int move = moves[ply];
//#if WIDE
        if (move < width) {
            int h = heightOf(move) - 1; // the column's top disk
            maskLo &= ~board.cellLo(move, h);
            maskHi &= ~board.cellHi(move, h);
            whiteLo &= ~board.cellLo(move, h);
            whiteHi &= ~board.cellHi(move, h);
        } else if (move < 2 * width) {
            int c = move - width;
            long colLo = board.columnLo(c);
            long colHi = board.columnHi(c);
            long bLo = board.cellLo(c, 0);
            long bHi = board.cellHi(c, 0);
            // the popper moved at the parity the board has again after the undo: one disk more
            boolean firstPopped = (ply & 1) == 0;
            long mLo = Bits128.shlLo(maskLo & colLo, 1) & colLo;
            long mHi = Bits128.shlHi(maskLo & colLo, maskHi & colHi, 1) & colHi;
            long wLo = Bits128.shlLo(whiteLo & colLo, 1) & colLo;
            long wHi = Bits128.shlHi(whiteLo & colLo, whiteHi & colHi, 1) & colHi;
            maskLo = (maskLo & ~colLo) | mLo | bLo;
            maskHi = (maskHi & ~colHi) | mHi | bHi;
            whiteLo = (whiteLo & ~colLo) | wLo | (firstPopped ? bLo : 0);
            whiteHi = (whiteHi & ~colHi) | wHi | (firstPopped ? bHi : 0);
        } else {
            claimed = false;
        }
    }
//#else
        if (move < width) {
            long top = Long.highestOneBit(mask & board.columnMask(move));
            mask ^= top;
            white &= ~top;
        } else if (move < 2 * width) {
            int c = move - width;
            long col = board.columnMask(c);
            long b = board.cell(c, 0);
            // the popper moved at the parity the board has again after the undo: one disk more
            boolean firstPopped = (ply & 1) == 0;
            mask = (mask & ~col) | (((mask & col) << 1) & col) | b;
            white = (white & ~col) | (((white & col) << 1) & col) | (firstPopped ? b : 0);
        } else {
            claimed = false;
        }
    }
//#endif

    @Override
    public boolean isTerminal() {
        return status[ply] != ONGOING;
    }

    /** +1 if the player to move has won, -1 if he has lost, 0 for a draw (claim or repetition). */
    @Override
    public int value() {
        byte s = status[ply];
        if (s == ONGOING) {
            throw new IllegalStateException("the game is not over");
        }
        return s;
    }

//#if WIDE
    /** A 64-bit hash of the two-word board key (a multiply-xorshift mix), with the claim marked. */
    @Override
    public long key() {
        return hash(boardKey(), boardKeyHi());
    }

    private long hash(long lo, long hi) {
        long h = lo * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(hi * 0xC2B2AE3D27D4EB4FL, 31);
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return claimed ? h ^ CLAIMED_HASH : h;
    }

    @Override
    public long key(int symmetry) {
        if (symmetry == 0) {
            return key();
        }
        board.mirror(boardKey(), boardKeyHi(), mirrored);
        return hash(mirrored[0], mirrored[1]);
    }
//#else
    /** The board key, with the claim marked (see the class comment). */
    @Override
    public long key() {
        return mark(boardKey());
    }

    private long mark(long k) {
        if (!claimed) {
            return k;
        }
        return board.keyBits() < 64 ? k | CLAIMED : k ^ CLAIMED_HASH;
    }

    @Override
    public long key(int symmetry) {
        return symmetry == 0 ? key() : mark(board.mirror(boardKey()));
    }
//#endif

    @Override
    public int mapMove(int move, int symmetry) {
        if (symmetry == 0 || move == 2 * width) {
            return move;
        }
        return move < width ? width - 1 - move : 3 * width - 1 - move; // w + (w - 1 - (move - w))
    }

    /** {@code 4} for a drop into column 4, {@code p4} for a pop of column 4, {@code d} the claim. */
    @Override
    public String moveName(int move) {
        return PopOutNotation.moveName(move, width);
    }

    @Override
    public /*$P$*/PopOutState copy() {
        return new /*$P$*/PopOutState(this);
    }

    /** Rows of {@code .}, {@code x} (White), {@code o} (Red), top row first, then the status. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = board.height() - 1; r >= 0; r--) {
            for (int c = 0; c < width; c++) {
                sb.append(cell(c, r));
            }
            sb.append('\n');
        }
        String side = player() == 0 ? "White" : "Red";
        byte s = status[ply];
        sb.append(s == ONGOING ? side + " to move"
                : s == 0 ? (claimed ? "draw claimed" : "draw by repetition")
                : (s > 0 ? side : player() == 0 ? "Red" : "White") + " has won");
        return sb.toString();
    }
}
