package zugzwang.core.search;

/**
 * Alpha-beta, fail-hard (Knuth and Moore 1975; seed 003, Algorithm 2), negamax form: the value
 * of a node is only wanted inside the window (alpha, beta); once a move reaches beta the other
 * moves cannot matter (a cutoff). Fail-hard: a node returns a value clamped to [alpha, beta] —
 * beta on a cutoff, alpha when nothing improved on it — so only the window edge is known
 * outside the window.
 */
public final class AlphaBeta extends Search {
    public AlphaBeta(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    protected int run(int depth) {
        return alphaBeta(-INFINITY, INFINITY, depth, 0);
    }

    /** The value of the current position clamped to [alpha, beta]. */
    private int alphaBeta(int alpha, int beta, int depth, int ply) {
        visit();
        if (isLeaf(depth)) {
            return clamp(leafValue(), alpha, beta);
        }
        int slot = probe();
        if (usable(slot, depth)) {
            int lo = table.lower(slot);
            int hi = table.upper(slot);
            if (lo >= beta) {
                return beta;
            }
            if (hi <= alpha) {
                return alpha;
            }
            if (lo == hi) {
                if (ply == 0) {
                    bestMove = table.move(slot);
                }
                return lo;
            }
        }
        int n = generate(ply, tableMove(slot));
        int[] moves = moves(ply);
        int a = alpha;
        int bestM = -1;
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            int v = -alphaBeta(-beta, -a, next(depth), ply + 1);
            state.undo();
            if (v >= beta) {
                store(depth, beta, INFINITY, moves[i]); // a lower bound
                if (ply == 0) {
                    bestMove = moves[i];
                }
                return beta;
            }
            if (v > a) {
                a = v;
                bestM = moves[i];
            }
        }
        if (bestM >= 0) {
            store(depth, a, a, bestM);                  // exact
        } else {
            store(depth, -INFINITY, alpha, -1);         // nothing above alpha: an upper bound
        }
        if (ply == 0) {
            bestMove = bestM >= 0 ? bestM : moves[0];
        }
        return a;
    }

    private static int clamp(int v, int alpha, int beta) {
        return v <= alpha ? alpha : v >= beta ? beta : v;
    }
}
