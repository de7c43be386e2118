package zugzwang.cli.serve;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.solver.OpeningBook;

/**
 * The engines of one worker thread of the server, with the worker's share of the memory. A worker
 * keeps one engine at a time (Connect-4's exact solver for one board, a proof search for one game,
 * ...) and makes a new one when a request asks for another game or board size: an engine is made
 * for one game and board, and is not thread-safe: hence one per worker. The games make their
 * engines ({@link ApiPosition}); the worker only keeps them. An engine may run helper threads on
 * a request while the other workers are idle ({@link #othersIdle}).
 */
final class ApiEngines implements AutoCloseable {
    private final long memory;
    private final Function<BoardShape, OpeningBook> books;
    private final SolutionStore store;
    private final String storeKind;
    private final int threads;
    private final BooleanSupplier othersIdle;
    private String kept = "";
    private Object engine;

    /**
     * @param memory    bytes for this worker's engine
     * @param books     the opening book of a Connect-4 board (null for none)
     * @param store     the server's solution store (shared by the workers: thread-safe), or null
     * @param storeKind what the store holds ({@code RocksSolutionStore.kind()})
     * @param threads    the server's workers: the search threads an engine may use on one request
     * @param othersIdle whether the other workers are idle now (an engine's helper threads work
     *                   only then)
     */
    ApiEngines(long memory, Function<BoardShape, OpeningBook> books, SolutionStore store, String storeKind,
            int threads, BooleanSupplier othersIdle) {
        this.memory = memory;
        this.threads = threads;
        this.othersIdle = othersIdle;
        this.books = books;
        this.store = store;
        this.storeKind = storeKind;
    }

    /** The server's solution store if it holds positions of {@code kind}, else null. */
    SolutionStore store(String kind) {
        return store != null && storeKind.equals(kind) ? store : null;
    }

    /** The bytes of this worker's engine. */
    long memory() {
        return memory;
    }

    /** The search threads an engine may use on one request (the server's workers). */
    int threads() {
        return threads;
    }

    /** Whether the other workers are idle now: then an engine may use their cores. */
    boolean othersIdle() {
        return othersIdle.getAsBoolean();
    }

    /** The opening book of a Connect-4 board the server answers from, or null. */
    OpeningBook book(BoardShape board) {
        return books == null ? null : books.apply(board);
    }

    /**
     * The worker's engine for {@code key} (a game, a board: what the engine was made for): the one
     * it keeps, passed to {@code reuse} first, if made for the same key, else a new one from
     * {@code make}, after closing the one it kept.
     */
    @SuppressWarnings("unchecked")
    synchronized <E> E engine(String key, Supplier<E> make, Consumer<E> reuse) {
        if (engine == null || !kept.equals(key)) {
            close();
            engine = make.get();
            kept = key;
        } else {
            reuse.accept((E) engine);
        }
        return (E) engine;
    }

    @Override
    public synchronized void close() {
        if (engine instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        engine = null;
        kept = "";
    }
}
