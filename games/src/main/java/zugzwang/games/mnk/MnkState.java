package zugzwang.games.mnk;

import zugzwang.core.game.GameState;

/** A position of an {@link MnkGame}: two sets of cells (bit c = cell c), with a move history. */
final class MnkState implements GameState {
    private final MnkGame game;
    private final int width;
    private final int height;
    private final int cells;
    private final boolean gravity;
    private long first;
    private long second;
    private int ply;
    /** The cell of every move played, for undo. */
    private final int[] history;
    private long key;
    /** The player who moved last owns a line of k. */
    private boolean won;

    MnkState(MnkGame game) {
        this.game = game;
        this.width = game.width();
        this.height = game.height();
        this.cells = game.cells();
        this.gravity = game.gravity();
        this.history = new int[cells];
    }

    private MnkState(MnkState o) {
        this(o.game);
        first = o.first;
        second = o.second;
        ply = o.ply;
        System.arraycopy(o.history, 0, history, 0, o.ply);
        key = o.key;
        won = o.won;
    }

    @Override
    public MnkGame game() {
        return game;
    }

    @Override
    public int player() {
        return ply & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    private long occupied() {
        return first | second;
    }

    /** The cell a move takes: the cell itself, or with gravity the lowest empty cell of the column; -1 if none. */
    private int target(int move) {
        if (!gravity) {
            return (move >= 0 && move < cells && (occupied() & (1L << move)) == 0) ? move : -1;
        }
        if (move < 0 || move >= width) {
            return -1;
        }
        for (int row = height - 1; row >= 0; row--) { // row 0 is the top
            int cell = row * width + move;
            if ((occupied() & (1L << cell)) == 0) {
                return cell;
            }
        }
        return -1;
    }

    /** Whether the move can be played now. */
    boolean isLegal(int move) {
        return !isTerminal() && target(move) >= 0;
    }

    @Override
    public int moves(int[] into) {
        if (isTerminal()) {
            return 0;
        }
        int n = 0;
        int codes = game.moveCodes();
        for (int m = 0; m < codes; m++) {
            if (target(m) >= 0) {
                into[n++] = m;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        int cell = isTerminal() ? -1 : target(move);
        if (cell < 0) {
            throw new IllegalArgumentException((gravity ? "column " : "cell ") + (move + 1) + " cannot be played here");
        }
        long bit = 1L << cell;
        long mine;
        if ((ply & 1) == 0) {
            first |= bit;
            mine = first;
            key += game.keyOfCell[cell];
        } else {
            second |= bit;
            mine = second;
            key += game.keyOfCellSecond[cell];
        }
        history[ply++] = cell;
        for (long line : game.linesThrough(cell)) {
            if ((mine & line) == line) {
                won = true;
                break;
            }
        }
    }

    @Override
    public void undo() {
        if (ply == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int cell = history[--ply];
        long bit = 1L << cell;
        if ((ply & 1) == 0) {
            first &= ~bit;
            key -= game.keyOfCell[cell];
        } else {
            second &= ~bit;
            key -= game.keyOfCellSecond[cell];
        }
        won = false; // no move is ever played after a win
    }

    @Override
    public boolean isTerminal() {
        return won || ply == cells;
    }

    @Override
    public int value() {
        if (won) {
            return -(cells + 2 - ply) / 2; // the opponent's stone on move ply won
        }
        if (ply == cells) {
            return 0;
        }
        throw new IllegalStateException("the game is not over");
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public long key(int symmetry) {
        if (symmetry == 0) {
            return key;
        }
        int[] map = game.cellMap[symmetry];
        long k = 0;
        for (long s = first; s != 0; s &= s - 1) { // s & (s - 1) clears the lowest set bit
            k += game.keyOfCell[map[Long.numberOfTrailingZeros(s)]];
        }
        for (long s = second; s != 0; s &= s - 1) {
            k += game.keyOfCellSecond[map[Long.numberOfTrailingZeros(s)]];
        }
        return k;
    }

    @Override
    public int mapMove(int move, int symmetry) {
        if (gravity) {
            return symmetry == 0 ? move : width - 1 - move;
        }
        return game.cellMap[symmetry][move];
    }

    @Override
    public String moveName(int move) {
        return Integer.toString(move + 1);
    }

    /** Who holds a cell: 0 empty, 1 first player, 2 second player. */
    int at(int cell) {
        long bit = 1L << cell;
        return (first & bit) != 0 ? 1 : (second & bit) != 0 ? 2 : 0;
    }

    long stones(int player) {
        return player == 0 ? first : second;
    }

    @Override
    public GameState copy() {
        return new MnkState(this);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                sb.append(".xo".charAt(at(row * width + col)));
            }
            if (row < height - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
