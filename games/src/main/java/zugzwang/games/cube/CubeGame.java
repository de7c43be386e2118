package zugzwang.games.cube;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;

/**
 * Connect Four 3D (seed 001) as a {@link Game} for the generic algorithms: 4×4×4 cells, 16
 * columns with gravity, four in a line of the 76 wins, a full board is a draw.
 *
 * <p>Moves are the columns 0..15 ({@code 4·y + x}, written as a hexadecimal digit). Values are
 * three-valued: +1 the player to move has won, −1 lost, 0 a draw (a win's length does not count:
 * the game's results in seed 001 are win / draw / loss). Keys are 64-bit hashes of the 80-bit
 * compact position ({@link CompactKey}), so not exact; the 8 symmetries are those of the square of
 * columns ({@link Cube#transform}). (The fast {@link CubeSolver} does not go through this
 * interface.)
 *
 * <p>Notation: {@link CubeNotation} (digits such as {@code 0FC3484B7}, or a four-layer diagram).
 */
public final class CubeGame implements Game {
    /** The game's name on the command line and in files. */
    public static final String NAME = "connect4-3d";

    private static final CubeGame INSTANCE = new CubeGame();

    private CubeGame() {
    }

    /** The game (it has no parameters). */
    public static CubeGame get() {
        return INSTANCE;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int maxMoves() {
        return Cube.COLUMNS;
    }

    @Override
    public int moveCodes() {
        return Cube.COLUMNS;
    }

    @Override
    public int maxLength() {
        return Cube.CELLS;
    }

    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public boolean exactKeys() {
        return false;
    }

    @Override
    public boolean historyDependent() {
        return false;
    }

    @Override
    public int symmetries() {
        return Cube.SYMMETRIES;
    }

    @Override
    public GameState start() {
        return new CubeState(CubePosition.empty());
    }

    @Override
    public GameState parse(String text) {
        return new CubeState(CubeNotation.parse(text));
    }

    /** A state of the game API for a position (a copy of it). */
    public GameState state(CubePosition position) {
        return new CubeState(position.copy());
    }

    /**
     * A copy of the position of a state of this game, to hand to the {@link CubeSolver}.
     *
     * @throws IllegalArgumentException if the state is of another game
     */
    public static CubePosition positionOf(GameState state) {
        if (!(state instanceof CubeState s)) {
            throw new IllegalArgumentException("not a Connect Four 3D state: " + state.game().name());
        }
        return s.position().copy();
    }

    /**
     * Columns by how many lines pass through their four cells, most first (the corners and the
     * four centre columns, 22 each, before the eight edge columns, 16 each), lower digit first
     * among equals: the usual static order.
     */
    public MoveOrdering centreFirst() {
        return MoveOrdering.byRank(CENTRE_RANK);
    }

    /**
     * Seed 001's order on the game API: a winning move first, then a move that blocks an opening
     * of the opponent, then the others by {@link CubeMoveOrder}'s line scores (ties: lower column
     * first). The job-level search builds its DAG in this order.
     */
    public MoveOrdering lineScoreOrder() {
        return (state, moves, n) -> {
            CubePosition p = ((CubeState) state).position();
            long me = p.current();
            long opp = p.opponent();
            long filled = p.filled();
            long empty = ~filled;
            long play = Cube.playable(filled);
            long mine = Cube.threats(me, empty) & play;
            long theirs = Cube.threats(opp, empty) & play;
            int[] score = new int[n];
            for (int i = 0; i < n; i++) {
                long cell = play & Cube.columnMask(moves[i]);
                score[i] = (cell & mine) != 0 ? Integer.MAX_VALUE
                        : (cell & theirs) != 0 ? Integer.MAX_VALUE - 1
                        : CubeMoveOrder.score(me, opp, filled, cell, false);
            }
            for (int i = 1; i < n; i++) { // insertion sort, best first, stable
                int m = moves[i];
                int sc = score[i];
                int j = i;
                while (j > 0 && score[j - 1] < sc) {
                    moves[j] = moves[j - 1];
                    score[j] = score[j - 1];
                    j--;
                }
                moves[j] = m;
                score[j] = sc;
            }
        };
    }

    /**
     * The exact identity of a position for merging transpositions and symmetric images (the
     * job-level search's DAG): its canonical 80-bit compact key.
     */
    public static Object canonicalIdentity(GameState state) {
        CubePosition p = ((CubeState) state).position();
        CompactKey k = new CompactKey();
        k.canonical(p.first(), p.filled());
        return new Key80(k.hi, k.lo);
    }

    /** An 80-bit key as a value object. */
    record Key80(long hi, long lo) {
    }

    /** Lines through the cells of each column, summed over its four cells. */
    static final int[] LINES_PER_COLUMN = new int[Cube.COLUMNS];
    private static final int[] CENTRE_RANK = new int[Cube.COLUMNS];

    static {
        for (int c = 0; c < Cube.COLUMNS; c++) {
            for (int z = 0; z < 4; z++) {
                LINES_PER_COLUMN[c] += Cube.CELL_LINES[16 * z + c].length;
            }
        }
        for (int c = 0; c < Cube.COLUMNS; c++) {
            int rank = 0;
            for (int d = 0; d < Cube.COLUMNS; d++) {
                if (LINES_PER_COLUMN[d] > LINES_PER_COLUMN[c] || (LINES_PER_COLUMN[d] == LINES_PER_COLUMN[c] && d < c)) {
                    rank++;
                }
            }
            CENTRE_RANK[c] = rank;
        }
    }

    @Override
    public String toString() {
        return NAME;
    }
}
