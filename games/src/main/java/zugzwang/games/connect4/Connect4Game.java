package zugzwang.games.connect4;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;
import zugzwang.games.connect4.solver.Solver;

/**
 * Connect-4 of any size (see {@link Board}) as a {@link Game} for the generic algorithms. Moves
 * are columns 0..width-1; values are the strong scores of {@link Score}; keys are the exact
 * bitboard keys; the one symmetry besides the identity is the mirror image. (The fast exact
 * {@link Solver} does not go through this interface.)
 *
 * <p>Notation: as {@link Notation} (move sequences or diagrams).
 */
public final class Connect4Game implements Game {
    private final Board board;
    private final int[] centreRank;

    public Connect4Game(Board board) {
        this.board = board;
        int[] order = board.centreFirst();
        this.centreRank = new int[board.width()];
        for (int i = 0; i < order.length; i++) {
            centreRank[order[i]] = i;
        }
    }

    public Board board() {
        return board;
    }

    /**
     * A copy of the position of a Connect-4 state of the game API, to hand to the exact
     * {@link Solver} (e.g. as the prover of a strategy file).
     *
     * @throws IllegalArgumentException if the state is not a Connect-4 state
     */
    public static Position positionOf(GameState state) {
        if (!(state instanceof Connect4State s)) {
            throw new IllegalArgumentException("not a Connect-4 state: " + state.game().name());
        }
        return s.position().copy();
    }

    @Override
    public String name() {
        return "connect4 " + board;
    }

    @Override
    public int maxMoves() {
        return board.width();
    }

    @Override
    public int moveCodes() {
        return board.width();
    }

    @Override
    public int maxLength() {
        return board.area();
    }

    @Override
    public int maxValue() {
        return (board.area() + 1) / 2;
    }

    /** True: a win scores one more per pair of moves it comes sooner (see {@code value()}). */
    @Override
    public boolean earlierWinsScoreMore() {
        return true;
    }

    @Override
    public boolean exactKeys() {
        return true;
    }

    @Override
    public boolean historyDependent() {
        return false;
    }

    @Override
    public int symmetries() {
        return board.width() > 1 ? 2 : 1;
    }

    @Override
    public GameState start() {
        return new Connect4State(this, Position.empty(board));
    }

    @Override
    public GameState parse(String text) {
        return new Connect4State(this, Notation.parse(text, board));
    }

    /** A state of this game for a position of its board. */
    public GameState state(Position position) {
        if (!position.board().equals(board)) {
            throw new IllegalArgumentException("a position of the " + position.board() + " board, not " + board);
        }
        return new Connect4State(this, position.copy());
    }

    /** Centre columns first (3 2 4 1 5 0 6 on 7 columns): the usual static order. */
    public MoveOrdering centreFirst() {
        return MoveOrdering.byRank(centreRank);
    }

    @Override
    public String toString() {
        return name();
    }
}
