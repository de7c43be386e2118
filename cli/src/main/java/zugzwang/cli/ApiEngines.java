package zugzwang.cli;

import java.util.function.Function;
import zugzwang.core.game.Game;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.ProofSearches;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.OpeningBook;
import zugzwang.games.connect4.Solver;
import zugzwang.games.connect4.SolverOptions;
import zugzwang.games.popout.PopOutGame;
import zugzwang.games.popout.PopOutRetrograde;

/**
 * The engines of one worker thread of the server: Connect-4's exact solver (one search thread,
 * the board's opening book, its table kept from request to request) or a DF-PN proof search
 * for PopOut, with the worker's share of the memory. A worker keeps one engine at a time and
 * makes a new one when a request asks for another game or board size (a solver is made for one
 * board, and is not thread-safe: hence one per worker).
 */
final class ApiEngines implements AutoCloseable {
    /**
     * PopOut boards small enough to be solved strongly once, on first request, and then answered
     * by lookup: at most 2^25 slots of the dense index (40 MB): 4x4, 4x5, 5x4 and smaller.
     */
    static final long RETRO_SLOTS = 1L << 25;
    private static final java.util.Map<Board, PopOutRetrograde> RETROGRADE = new java.util.HashMap<>();

    private final long memory;
    private final Function<Board, OpeningBook> books;
    private Solver solver;
    private ProofSearch search;
    private String searchFor = "";

    /**
     * @param memory bytes for this worker's table
     * @param books  the opening book of a Connect-4 board (null for none)
     */
    ApiEngines(long memory, Function<Board, OpeningBook> books) {
        this.memory = memory;
        this.books = books;
    }

    /** The worker's solver for {@code board}. */
    synchronized Solver solver(Board board) {
        if (solver == null || !solver.board().equals(board)) {
            close();
            solver = new Solver(board, options(memory));
            solver.useBook(books.apply(board));
            solver.keepTables(true); // a game goes on from the position analysed before
        }
        return solver;
    }

    /** The solver settings of a worker with {@code memory} bytes: one search thread. */
    static SolverOptions options(long memory) {
        return SolverOptions.defaults().withMemory(memory).withThreads(1);
    }

    /** The worker's DF-PN search for the game, emptied of earlier requests. */
    synchronized ProofSearch search(Games.Entry entry) {
        String key = entry.game().name();
        if (search == null || !searchFor.equals(key)) {
            close();
            search = ProofSearches.create("dfpn", new ProofLimits(Long.MAX_VALUE, memory), entry.centreFirst());
            searchFor = key;
        } else {
            search.clear();
        }
        return search;
    }

    /**
     * The strong solution of a small PopOut board, computed on first use and shared by the
     * workers; null for other games and larger boards.
     */
    static PopOutRetrograde retrograde(Game game) {
        if (!(game instanceof PopOutGame g)
                || PopOutRetrograde.slotsOf(g.board().width(), g.board().height()) > RETRO_SLOTS) {
            return null;
        }
        synchronized (RETROGRADE) {
            return RETROGRADE.computeIfAbsent(g.board(), b -> {
                PopOutRetrograde retro = new PopOutRetrograde(b, PopOutRetrograde.bytesFor(RETRO_SLOTS));
                retro.run(null);
                return retro;
            });
        }
    }

    @Override
    public synchronized void close() {
        if (solver != null) {
            solver.close();
            solver = null;
        }
        search = null;
        searchFor = "";
    }
}
