package zugzwang.cli;

import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.ProofSearches;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Solver;
import zugzwang.games.connect4.SolverOptions;

/**
 * The engines of one worker thread of the server: Connect-4's exact solver (one search thread)
 * or a DF-PN proof search for PopOut, with the worker's share of the memory. A worker keeps one
 * engine at a time and makes a new one when a request asks for another game or board size (a
 * solver is made for one board, and is not thread-safe: hence one per worker).
 */
final class ApiEngines implements AutoCloseable {
    private final long memory;
    private Solver solver;
    private ProofSearch search;
    private String searchFor = "";

    /** @param memory bytes for this worker's table */
    ApiEngines(long memory) {
        this.memory = memory;
    }

    /** The worker's solver for {@code board}. */
    synchronized Solver solver(Board board) {
        if (solver == null || !solver.board().equals(board)) {
            close();
            solver = new Solver(board, options(memory));
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
