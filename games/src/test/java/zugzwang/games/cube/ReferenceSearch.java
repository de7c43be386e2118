package zugzwang.games.cube;

import java.util.HashMap;
import java.util.Map;

/**
 * An independent reference for the solver's values: its own board (a column-major bit numbering,
 * not the solver's: cell (x, y, z) is bit {@code 4·(4y + x) + z}), its own line list (from
 * {@link NaiveCube}'s direction vectors), a plain negamax alpha-beta over win / draw / loss with a
 * {@link HashMap} transposition table of bounds, and an exhaustive minimax without any pruning.
 *
 * <p>The only shortcuts the alpha-beta takes are one-ply checks, sound by the rules: a player who
 * can complete a line now wins; one whose opponent could complete a line at two cells loses; one
 * whose opponent could complete a line at one cell must play there. The minimax takes none. Nothing here calls the
 * package under test: positions come in as the documented bits {@code 16·z + 4·y + x} and are
 * translated cell by cell.
 */
final class ReferenceSearch {
    /** The 76 lines in this class's numbering. */
    static final long[] LINES = new long[NaiveCube.LINES.length];
    /** The lines through each cell (this numbering). */
    static final long[][] THROUGH = new long[64][];
    /** Columns by the number of lines through their four cells, most first (ties: lower first). */
    static final int[] ORDER = new int[16];

    static {
        for (int i = 0; i < LINES.length; i++) {
            for (int[] c : NaiveCube.LINES[i]) {
                LINES[i] |= 1L << own(c[0], c[1], c[2]);
            }
        }
        int[] perColumn = new int[16];
        for (int cell = 0; cell < 64; cell++) {
            int n = 0;
            for (long line : LINES) {
                if ((line >>> cell & 1) != 0) {
                    n++;
                }
            }
            THROUGH[cell] = new long[n];
            n = 0;
            for (long line : LINES) {
                if ((line >>> cell & 1) != 0) {
                    THROUGH[cell][n++] = line;
                }
            }
            perColumn[cell / 4] += n;
        }
        Integer[] cols = new Integer[16];
        for (int c = 0; c < 16; c++) {
            cols[c] = c;
        }
        java.util.Arrays.sort(cols, (a, b) -> perColumn[a] != perColumn[b] ? perColumn[b] - perColumn[a] : a - b);
        for (int i = 0; i < 16; i++) {
            ORDER[i] = cols[i];
        }
    }

    /** This class's number of cell (x, y, z): column {@code 4y + x} holds bits 4·column .. +3. */
    static int own(int x, int y, int z) {
        return 4 * (4 * y + x) + z;
    }

    private record Key(long mine, long theirs) {
    }

    private static final byte EXACT = 0;
    private static final byte LOWER = 1;
    private static final byte UPPER = 2;

    /** Value (−1..1) + 1 in the low 2 bits, the bound kind above. */
    private final Map<Key, Byte> table = new HashMap<>();
    private final int tableLimit;

    private long mine;
    private long theirs;
    private final int[] height = new int[16];
    private int stones;
    /** Positions visited by the last calls. */
    long nodes;

    ReferenceSearch(int tableLimit) {
        this.tableLimit = tableLimit;
    }

    /** Sets the position from documented bits (first player x, second o). */
    void set(long first, long second) {
        long f = 0;
        long s = 0;
        java.util.Arrays.fill(height, 0);
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 4; y++) {
                for (int z = 0; z < 4; z++) {
                    long bit = NaiveCube.bit(x, y, z);
                    if ((first & bit) != 0) {
                        f |= 1L << own(x, y, z);
                        height[4 * y + x]++;
                    } else if ((second & bit) != 0) {
                        s |= 1L << own(x, y, z);
                        height[4 * y + x]++;
                    }
                }
            }
        }
        stones = Long.bitCount(f | s);
        boolean firstToMove = stones % 2 == 0;
        mine = firstToMove ? f : s;
        theirs = firstToMove ? s : f;
    }

    private static boolean completes(long stones, int cell) {
        for (long line : THROUGH[cell]) {
            if ((stones & line) == line) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyFour(long stones) {
        for (long line : LINES) {
            if ((stones & line) == line) {
                return true;
            }
        }
        return false;
    }

    /** Whether the game of the set position is over (a four, or full). */
    boolean over() {
        return anyFour(mine) || anyFour(theirs) || stones == 64;
    }

    /** The value for the player to move of a position whose game is not over: 1, 0, −1 (alpha-beta). */
    int value() {
        if (over()) {
            throw new IllegalStateException("game over");
        }
        if (table.size() > tableLimit) {
            table.clear();
        }
        return alphaBeta(-1, 1);
    }

    /** The value of playing column c (legal) now, for the player to move: 1, 0, −1. */
    int valueOfMove(int c) {
        int cell = 4 * c + height[c];
        if (completes(mine | 1L << cell, cell)) {
            return 1;
        }
        play(c, cell);
        int v = stones == 64 ? 0 : -alphaBeta(-1, 1);
        undo(c, cell);
        return v;
    }

    /** Whether column c can be played (not full; the caller knows the game is not over). */
    boolean legal(int c) {
        return height[c] < 4;
    }

    private void play(int c, int cell) {
        long m = mine;
        mine = theirs;
        theirs = m | 1L << cell;
        height[c]++;
        stones++;
    }

    private void undo(int c, int cell) {
        long m = theirs & ~(1L << cell);
        theirs = mine;
        mine = m;
        height[c]--;
        stones--;
    }

    private int alphaBeta(int alpha, int beta) {
        nodes++;
        if (stones == 64) {
            return 0;
        }
        int forced = -1;
        int threats = 0;
        for (int c = 0; c < 16; c++) {
            if (height[c] < 4) {
                int cell = 4 * c + height[c];
                if (completes(mine | 1L << cell, cell)) {
                    return 1;
                }
                if (completes(theirs | 1L << cell, cell)) {
                    threats++;
                    forced = c;
                }
            }
        }
        if (threats > 1) {
            return -1; // two cells where the opponent wins at once: one stays open
        }
        if (forced >= 0) {
            // any other move lets the opponent win at once
            int cell = 4 * forced + height[forced];
            play(forced, cell);
            int v = stones == 64 ? 0 : -alphaBeta(-beta, -alpha);
            undo(forced, cell);
            return v;
        }
        int alpha0 = alpha;
        Key key = new Key(mine, theirs);
        Byte e = table.get(key);
        if (e != null) {
            int v = (e & 3) - 1;
            int kind = e >> 2;
            if (kind == EXACT) {
                return v;
            }
            if (kind == LOWER) {
                alpha = Math.max(alpha, v);
            } else {
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                return v;
            }
        }
        int best = -2;
        for (int c : ORDER) {
            if (height[c] == 4) {
                continue;
            }
            int cell = 4 * c + height[c];
            play(c, cell);
            int v = -alphaBeta(-beta, -alpha);
            undo(c, cell);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        byte kind = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
        table.put(key, (byte) (kind << 2 | (best + 1)));
        return best;
    }

    /** The value for the player to move by exhaustive minimax: every move to the end of the game, no pruning. */
    int minimax() {
        if (over()) {
            throw new IllegalStateException("game over");
        }
        return fullMinimax();
    }

    private int fullMinimax() {
        nodes++;
        if (stones == 64) {
            return 0;
        }
        int best = -2;
        for (int c = 0; c < 16; c++) {
            if (height[c] == 4) {
                continue;
            }
            int cell = 4 * c + height[c];
            int v;
            if (completes(mine | 1L << cell, cell)) {
                v = 1; // the game ends with this move
            } else {
                play(c, cell);
                v = -fullMinimax();
                undo(c, cell);
            }
            best = Math.max(best, v);
        }
        return best;
    }
}
