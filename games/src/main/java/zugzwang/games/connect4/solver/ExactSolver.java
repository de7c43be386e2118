package zugzwang.games.connect4.solver;

import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.Connect4Position;

/**
 * The exact Connect-4 solver as the commands and the server use it, whatever the width of its
 * bitboards: {@link Solver} (positions of one word) and {@code WideSolver} (two words) both are
 * one, for the position type {@code P} they search. These are the entry points of a search, called
 * once per question; nothing of the search itself goes through the interface.
 *
 * @param <P> {@code Position} or {@code WidePosition}
 */
public interface ExactSolver<P extends Connect4Position> extends AutoCloseable {
    /** The board this solver solves. */
    BoardShape board();

    /**
     * Solves a position: the score, every best move and a principal variation.
     *
     * @param weak only win (1), draw (0) or loss (-1)
     */
    SolveResult solve(P position, boolean weak);

    /** Solves a position to the given detail. */
    SolveResult solve(P position, boolean weak, SolveDetail detail);

    /** Only the score. */
    int solveScore(P position, boolean weak);

    /**
     * The score of every column for the side to move (after playing it, from the mover's point of
     * view; null for a column that cannot be played), telling {@code known} each one as soon as it
     * is known.
     */
    Integer[] analyze(P position, boolean weak, BiConsumer<Integer, Integer> known);

    /** Nodes searched so far by all threads (readable from any thread). */
    long nodes();

    /** What the search under way is doing, for progress reports; empty between searches. */
    String status();

    /** Makes the running call (from another thread) stop with a cancellation. */
    void cancel();

    /** Lets helper threads work only while {@code condition} holds. */
    void helpWhile(BooleanSupplier condition);

    /**
     * The position after these columns (0-based, each legal) from the empty board of the solver's
     * board, of the solver's position type.
     *
     * @throws IllegalArgumentException if a column cannot be played
     */
    P replay(int[] columns);

    /** Answers the positions the book holds from it (null: none); a book of another board is refused. */
    void useBook(OpeningBook book);

    /** Keeps the tables from one call to the next (a game going on), or empties them per call. */
    void keepTables(boolean keep);

    /** Stops the threads and releases the table. */
    @Override
    void close();
}
