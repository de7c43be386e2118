package zugzwang.core.search;

/**
 * Alpha-beta, fail-soft (Fishburn's "falphabeta", Campbell and Marsland 1983): like
 * {@link AlphaBeta} but a node returns the best value it found even outside the window, which is
 * still a bound (at most alpha: an upper bound; at least beta: a lower bound), and tighter than
 * the window edge. Negamax form.
 */
public final class AlphaBetaFailSoft extends FailSoftSearch {
    public AlphaBetaFailSoft(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "alphabeta-soft";
    }

    @Override
    protected int run(int depth) {
        return alphaBeta(-INFINITY, INFINITY, depth, 0);
    }
}
