package zugzwang.core.game;

/**
 * A position of a {@link Game} that can be played forward and back. Mutable: algorithms play a
 * move, search, and undo it, so that no position is copied per node. Values are from the point of
 * view of the player to move (negamax convention).
 */
public interface GameState {
    /** The game whose position this is. */
    Game game();

    /** The player to move: 0 for the first player, 1 for the second. */
    int player();

    /** Moves played since the start. */
    int ply();

    /**
     * Writes the legal moves into {@code into} (in the game's natural order) and returns how many
     * there are: 0 exactly when the position is terminal.
     *
     * @param into an array of at least {@link Game#maxMoves()} entries
     */
    int moves(int[] into);

    /**
     * Plays a legal move.
     *
     * @throws IllegalArgumentException if the move is not legal here
     */
    void play(int move);

    /**
     * Takes back the last move played with {@link #play}.
     *
     * @throws IllegalStateException if there is none
     */
    void undo();

    /** Whether the game is over (won, drawn, or ended by a rule such as repetition). */
    boolean isTerminal();

    /**
     * The exact value of a terminal position for the player to move, in the game's scoring
     * (documented by each game; positive: the player to move has won, negative: lost, 0: draw).
     *
     * @throws IllegalStateException if the position is not terminal
     */
    int value();

    /** A cheap 64-bit key: unique if {@link Game#exactKeys()}, else a hash. */
    long key();

    /**
     * The key of this position transformed by symmetry {@code s} (0 is the identity, so
     * {@code key(0) == key()}); equal for positions that are images of each other.
     */
    long key(int symmetry);

    /** The image of a move under symmetry {@code s}: a move in the transformed position. */
    int mapMove(int move, int symmetry);

    /**
     * A move that ends the game at once with a win for the player to move, by the rules, or -1
     * if there is none (or the game is over). The default plays every legal move and asks
     * {@link #isTerminal()} and {@link #value()}; a game may answer faster from its board (qubic:
     * the empty cell completing a line of three), and must give the same answer.
     */
    default int winningMove() {
        if (isTerminal()) {
            return -1;
        }
        int[] moves = new int[game().maxMoves()];
        int n = moves(moves);
        for (int i = 0; i < n; i++) {
            play(moves[i]);
            boolean won = isTerminal() && value() < 0; // the player who just moved has won
            undo();
            if (won) {
                return moves[i];
            }
        }
        return -1;
    }

    /**
     * An exact description of this position up to the game's symmetries, for games whose
     * {@link Game#canonicalWords()} is positive: writes {@code canonicalWords()} longs into
     * {@code out}, equal for a position and all its images and different for any other position
     * (the player to move included), and returns a symmetry {@code s} that maps this position onto
     * that canonical form ({@code mapMove(m, s)} is then the canonical form's move for move
     * {@code m} here).
     *
     * @throws UnsupportedOperationException if the game has no canonical form
     */
    default int canonical(long[] out) {
        throw new UnsupportedOperationException(game().name() + " has no exact canonical form");
    }

    /** The move in the game's notation (e.g. {@code 4} for a column, {@code b3} for a cell). */
    String moveName(int move);

    /** An independent copy (history included). */
    GameState copy();

    /** The position as text (a diagram), for people. */
    @Override
    String toString();
}
