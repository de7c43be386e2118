package zugzwang.core.proof;

import java.util.concurrent.CancellationException;
import zugzwang.core.game.GameState;
import zugzwang.core.search.AlphaBetaFailSoft;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;

/**
 * Alpha-beta as a proof search, to compare with the proof-number family on equal terms: one
 * exact weak search (win / draw / loss) of fail-soft alpha-beta with a transposition table of
 * the memory budget, answering either goal for either player. The last position's value is
 * remembered, so the second question of a weak value costs nothing.
 *
 * <p>Statistics: created = positions visited, expanded = those with children searched,
 * maxTreeSize = 0 (alpha-beta holds only the current path; its table is fixed).
 */
public final class AlphaBetaProver implements ProofSearch {
    private final ProofLimits limits;
    private final MoveOrdering ordering;
    private SearchTable table;
    private volatile Search current;
    private volatile boolean cancelled;
    // the last answer: position key, ply, and its weak value for the player to move there
    private long lastKey;
    private int lastPly = -1;
    private String lastGame;
    private int lastValue;
    private int lastMove;

    public AlphaBetaProver(ProofLimits limits) {
        this(limits, MoveOrdering.NATURAL);
    }

    public AlphaBetaProver(ProofLimits limits, MoveOrdering ordering) {
        this.limits = limits;
        this.ordering = ordering;
    }

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    public ProofResult prove(GameState state, int attacker, Goal goal) {
        long start = System.nanoTime();
        cancelled = false;
        long visited = 0;
        long expanded = 0;
        int value;
        int move;
        if (state.ply() == lastPly && state.key() == lastKey && state.game().name().equals(lastGame)) {
            value = lastValue;
            move = lastMove;
        } else {
            if (table == null) {
                // entries of 24 bytes, the largest power of two within the budget
                table = new SearchTable(Math.max(SearchTable.ENTRY_BYTES, limits.memoryBytes()));
            } else {
                table.clear();
            }
            Search search = new AlphaBetaFailSoft(
                    new Search.Settings(null, ordering, table, true));
            if (limits.maxNodes() != Long.MAX_VALUE) {
                search.limitNodes(limits.maxNodes());
            }
            current = search;
            SearchResult r;
            try {
                if (cancelled) {
                    throw new CancellationException("search cancelled");
                }
                r = search.search(state.copy(), Search.EXACT); // a copy: a stopped search leaves it mid-game
            } catch (CancellationException e) {
                String why = "node budget".equals(e.getMessage()) ? "node budget" : "cancelled";
                return new ProofResult(Outcome.UNKNOWN, attacker, goal, 1, 1, -1, search.nodes(), 0, 0,
                        System.nanoTime() - start, why);
            } finally {
                current = null;
            }
            value = r.value();
            move = r.bestMove();
            visited = r.nodes();
            expanded = r.nodes() - r.leaves();
            lastKey = state.key();
            lastPly = state.ply();
            lastGame = state.game().name();
            lastValue = value;
            lastMove = move;
        }
        int forAttacker = state.player() == attacker ? value : -value;
        boolean proved = goal.achievedBy(forAttacker);
        int proving = proved && state.player() == attacker ? move : -1;
        return new ProofResult(proved ? Outcome.PROVED : Outcome.DISPROVED, attacker, goal,
                proved ? 0 : ProofNumbers.INFINITY, proved ? ProofNumbers.INFINITY : 0, proving, visited, expanded,
                0, System.nanoTime() - start, null);
    }

    @Override
    public void cancel() {
        cancelled = true;
        Search s = current;
        if (s != null) {
            s.cancel();
        }
    }

    @Override
    public void clear() {
        lastPly = -1;
        lastGame = null;
    }

    @Override
    public long nodes() {
        Search s = current;
        return s == null ? 0 : s.nodes();
    }
}
