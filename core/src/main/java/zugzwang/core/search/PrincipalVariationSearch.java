package zugzwang.core.search;

/**
 * Palphabeta, principal-variation search (Marsland; seed 003, Algorithm 3): the first move of a
 * node is searched in full (recursively, as the expected principal variation); every other move
 * only has to be shown no better, with a null window (m, m + 1) around the best value m so far
 * (fail-soft alpha-beta). A move that fails high (value t &gt; m) is searched again, with the
 * window (t, +inf), to get its value. (The seed prints the re-search on p1; it is on the child
 * that failed high, pᵢ.) Cheaper than alpha-beta when the first move is usually the best;
 * dearer when re-searches are frequent.
 */
public final class PrincipalVariationSearch extends FailSoftSearch {
    public PrincipalVariationSearch(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "pvs";
    }

    @Override
    protected int run(int depth) {
        return palphabeta(depth, 0);
    }

    /** The exact value of the current position (a node on the principal variation). */
    private int palphabeta(int depth, int ply) {
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
        state.play(moves[0]);
        int m = -palphabeta(next(depth), ply + 1);
        state.undo();
        int bestM = moves[0];
        for (int i = 1; i < n; i++) {
            int move = moves[i];
            state.play(move);
            int t = -alphaBeta(-m - 1, -m, next(depth), ply + 1); // is this move better than m?
            if (t > m) {
                m = -alphaBeta(-INFINITY, -t, next(depth), ply + 1); // yes: its value (at least t)
                bestM = move;
            }
            state.undo();
        }
        store(depth, m, m, bestM);
        if (ply == 0) {
            bestMove = bestM;
        }
        return m;
    }
}
