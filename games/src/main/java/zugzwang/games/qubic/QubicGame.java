package zugzwang.games.qubic;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;

/**
 * Qubic (Allis 1994, ch. 4) as a {@link Game}: 4×4×4 cells without gravity, any empty cell may
 * be played, four in a line of the 76 wins, a full board is a draw. Moves are the cells 0–63
 * ({@code 16x + 4y + z}). Values: +1 the player to move has won, −1 lost, 0 a draw. Keys are 64-bit
 * hashes (a position needs 128 bits), so not exact; the 192 symmetries are {@link Qubic}'s.
 * Notation: {@link QubicNotation}.
 */
public final class QubicGame implements Game {
    /** The game's name on the command line and in files. */
    public static final String NAME = "qubic";
    private static final QubicGame INSTANCE = new QubicGame();
    private static final int[] RANK = new int[Qubic.CELLS];

    static {
        for (int c = 0; c < Qubic.CELLS; c++) {
            RANK[c] = Qubic.isSevenCube(c) ? 0 : 1;
        }
    }

    private QubicGame() {
    }

    /** The game (it has no parameters). */
    public static QubicGame get() {
        return INSTANCE;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int maxMoves() {
        return Qubic.CELLS;
    }

    @Override
    public int moveCodes() {
        return Qubic.CELLS;
    }

    @Override
    public int maxLength() {
        return Qubic.CELLS;
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
        return Qubic.SYMMETRIES;
    }

    /** Both sides' stones after the least symmetry ({@link Qubic#canonical}); the counts say who is to move. */
    @Override
    public int canonicalWords() {
        return 2;
    }

    @Override
    public GameState start() {
        return new QubicState(new QubicPosition());
    }

    @Override
    public GameState parse(String text) {
        return new QubicState(QubicNotation.parse(text));
    }

    /** A state of the game API for a position (a copy of it). */
    public GameState state(QubicPosition position) {
        return new QubicState(position.copy());
    }

    /**
     * A copy of the position of a state of this game.
     *
     * @throws IllegalArgumentException if the state is of another game
     */
    public static QubicPosition positionOf(GameState state) {
        if (!(state instanceof QubicState s)) {
            throw new IllegalArgumentException("not a qubic state: " + state.game().name());
        }
        return s.position().copy();
    }

    /** The 16 cells on seven lines (corners and inner cells) first, then the others, lower cell first. */
    public MoveOrdering centreFirst() {
        return MoveOrdering.byRank(RANK);
    }
}
