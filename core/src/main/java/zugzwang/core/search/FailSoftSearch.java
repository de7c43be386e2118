package zugzwang.core.search;

/**
 * The fail-soft alpha-beta search ("falphabeta", Fishburn; Campbell and Marsland 1983) that
 * several algorithms are built on: {@link AlphaBetaFailSoft} calls it with the full window,
 * {@link PrincipalVariationSearch} with null windows, {@link MtdF} repeatedly with null windows,
 * {@link IterativeDeepening} depth after depth. Negamax form, with the table if any.
 */
abstract class FailSoftSearch extends Search {
    /** A move to try first at the root when the table has none (-1: none). */
    int rootFirst = -1;

    FailSoftSearch(Settings settings) {
        super(settings);
    }

    /**
     * The fail-soft value of the current position for its player to move: exact if it lies in
     * (alpha, beta); otherwise an upper bound (result &le; alpha) or a lower bound (&ge; beta),
     * the best one found (tighter than the window edge). At the root (ply 0) sets
     * {@link #bestMove} to the best move found.
     */
    final int alphaBeta(int alpha, int beta, int depth, int ply) {
        visit();
        if (isLeaf(depth)) {
            return leafValue();
        }
        int slot = probe();
        if (usable(slot, depth)) {
            int lo = table.lower(slot);
            int hi = table.upper(slot);
            if (lo == hi || lo >= beta || hi <= alpha) {
                if (ply == 0 && table.move(slot) >= 0) {
                    bestMove = table.move(slot);
                }
                return lo >= beta ? lo : hi <= alpha ? hi : lo;
            }
        }
        int first = tableMove(slot);
        if (ply == 0 && first < 0) {
            first = rootFirst;
        }
        int n = generate(ply, first);
        int[] moves = moves(ply);
        int best = -INFINITY;
        int bestM = -1;
        int a = alpha;
        for (int i = 0; i < n && best < beta; i++) {
            state.play(moves[i]);
            int v = -alphaBeta(-beta, -a, next(depth), ply + 1);
            state.undo();
            if (v > best) {
                best = v;
                bestM = moves[i];
                if (v > a) {
                    a = v;
                }
            }
        }
        if (best <= alpha) {
            store(depth, -INFINITY, best, -1);     // failed low: an upper bound
        } else if (best >= beta) {
            store(depth, best, INFINITY, bestM);   // failed high: a lower bound
        } else {
            store(depth, best, best, bestM);       // exact
        }
        if (ply == 0) {
            bestMove = bestM;
        }
        return best;
    }
}
