package zugzwang.core.search;

/**
 * Plain negamax: every node takes the largest of its children's negated values (each value is
 * for the player to move there). The same tree and values as {@link Minimax}, written with one
 * kind of node; no pruning. With a table, a position met again is valued from its entry.
 */
public final class Negamax extends Search {
    public Negamax(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "negamax";
    }

    @Override
    protected int run(int depth) {
        return negamax(depth, 0);
    }

    private int negamax(int depth, int ply) {
        visit();
        if (isLeaf(depth)) {
            return leafValue();
        }
        int slot = probe();
        if (usable(slot, depth) && table.lower(slot) == table.upper(slot)) {
            if (ply == 0) {
                bestMove = table.move(slot);
            }
            return table.lower(slot);
        }
        int n = generate(ply, tableMove(slot));
        int[] moves = moves(ply);
        int best = -INFINITY;
        int bestM = -1;
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            int v = -negamax(next(depth), ply + 1);
            state.undo();
            if (v > best) {
                best = v;
                bestM = moves[i];
            }
        }
        store(depth, best, best, bestM);
        if (ply == 0) {
            bestMove = bestM;
        }
        return best;
    }
}
