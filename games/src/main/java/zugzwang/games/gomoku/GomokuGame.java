package zugzwang.games.gomoku;

import java.util.Comparator;
import java.util.stream.IntStream;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;

/**
 * Go-moku (Allis 1994, ch. 5) as a {@link Game}: a board of {@link GomokuBoard} (default 15×15),
 * a rule ({@link GomokuRule}), black first, any empty square may be played, a winning row ends the
 * game, a full board is a draw. Moves are the squares ({@code x · height + y}). Values: −1 for the
 * player to move after the opponent's winning row, 0 a draw. Keys are 64-bit Zobrist hashes (not
 * exact); the canonical form ({@link GomokuPosition#canonical}) is exact. Notation:
 * {@link GomokuNotation}.
 */
public final class GomokuGame implements Game {
    /** The game's name on the command line and in files. */
    public static final String NAME = "gomoku";
    /** The thesis' board. */
    public static final int DEFAULT_SIDE = 15;

    private final GomokuBoard board;
    private final GomokuRule rule;
    private final int[] rank;

    public GomokuGame(GomokuBoard board, GomokuRule rule) {
        this.board = board;
        this.rule = rule;
        // squares nearer the centre first (Chebyshev distance, then Manhattan, then the number)
        double cx = (board.width() - 1) / 2.0;
        double cy = (board.height() - 1) / 2.0;
        Integer[] order = IntStream.range(0, board.squares()).boxed().toArray(Integer[]::new);
        java.util.Arrays.sort(order, Comparator.<Integer>comparingDouble(s -> Math.max(Math.abs(board.x(s) - cx),
                Math.abs(board.y(s) - cy))).thenComparingDouble(s -> Math.abs(board.x(s) - cx) + Math.abs(board.y(s) - cy)));
        this.rank = new int[board.squares()];
        for (int i = 0; i < order.length; i++) {
            rank[order[i]] = i;
        }
    }

    public GomokuBoard board() {
        return board;
    }

    public GomokuRule rule() {
        return rule;
    }

    /** {@code gomoku 15x15 freestyle}. */
    @Override
    public String name() {
        return NAME + " " + board + " " + rule.id();
    }

    @Override
    public int maxMoves() {
        return board.squares();
    }

    @Override
    public int moveCodes() {
        return board.squares();
    }

    @Override
    public int maxLength() {
        return board.squares();
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
        return board.symmetries();
    }

    /** Both sides' stones after the least symmetry: two bitboards. */
    @Override
    public int canonicalWords() {
        return 2 * board.words();
    }

    @Override
    public GameState start() {
        return new GomokuState(this, new GomokuPosition(board, rule));
    }

    @Override
    public GameState parse(String text) {
        return new GomokuState(this, GomokuNotation.parse(board, rule, text));
    }

    /** A state of the game API for a position (a copy of it). */
    public GameState state(GomokuPosition position) {
        return new GomokuState(this, position.copy());
    }

    /** Squares nearer the centre first. */
    public MoveOrdering centreFirst() {
        return MoveOrdering.byRank(rank);
    }
}
