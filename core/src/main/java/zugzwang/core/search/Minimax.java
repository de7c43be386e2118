package zugzwang.core.search;

/**
 * Plain minimax: a "max" node (the root player to move) takes the largest value of its children,
 * a "min" node the smallest, every value seen from the root player. Visits the whole tree to the
 * depth limit (no pruning); with a table, a position met again is valued from its entry.
 */
public final class Minimax extends Search {
    public Minimax(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "minimax";
    }

    @Override
    protected int run(int depth) {
        return minimax(depth, 0);
    }

    /** The value of the current position for the root player. */
    private int minimax(int depth, int ply) {
        visit();
        if (isLeaf(depth)) {
            return leafValueForRoot();
        }
        boolean max = state.player() == rootPlayer;
        int slot = probe();
        if (usable(slot, depth) && table.lower(slot) == table.upper(slot)) {
            // entries hold values for the player to move (negamax view)
            int v = table.lower(slot);
            if (ply == 0) {
                bestMove = table.move(slot);
            }
            return max ? v : -v;
        }
        int n = generate(ply, tableMove(slot));
        int[] moves = moves(ply);
        int best = max ? -INFINITY : INFINITY;
        int bestM = -1;
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            int v = minimax(next(depth), ply + 1);
            state.undo();
            if (max ? v > best : v < best) {
                best = v;
                bestM = moves[i];
            }
        }
        int forMover = max ? best : -best;
        store(depth, forMover, forMover, bestM);
        if (ply == 0) {
            bestMove = bestM;
        }
        return best;
    }
}
