package zugzwang.core.search;

/**
 * Iterative deepening: fail-soft alpha-beta to depth 1, 2, ..., d, each iteration trying first
 * the moves the previous ones found best (at the root always; everywhere with a table). The
 * shallow iterations cost little and order the deep one well. Nodes add up over all iterations;
 * the value is the last one's.
 *
 * <p>In exact mode it deepens until an iteration proves the game decided (every line of the
 * loser ends in its loss within the horizon, so the value found is the exact score) or reaches
 * the end of every line (then no leaf is heuristic: the value is exact).
 */
public final class IterativeDeepening extends FailSoftSearch {
    public IterativeDeepening(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "id";
    }

    @Override
    protected int run(int depth) {
        boolean exactMode = exact;
        int last = depth;
        if (exactMode) {
            int length = game.maxLength();
            // the longest possible rest of the game (unbounded games: deepen until decided)
            last = length < 0 ? Integer.MAX_VALUE - 1 : Math.max(1, length - state.ply());
            exact = false; // iterations value leaves as depth-limited searches do
        }
        int value = 0;
        rootFirst = -1;
        try {
            for (int d = 1; d <= last; d++) {
                value = alphaBeta(-INFINITY, INFINITY, d, 0);
                rootFirst = bestMove;
                if (exactMode && Math.abs(value) >= Evaluation.WIN / 2) {
                    break; // decided within the horizon
                }
            }
        } finally {
            exact = exactMode;
            rootFirst = -1;
        }
        if (!exactMode) {
            return value;
        }
        // back from the depth-limited scale: decided games are +-WIN + score, draws 0
        int v = value >= Evaluation.WIN / 2 ? value - Evaluation.WIN
                : value <= -Evaluation.WIN / 2 ? value + Evaluation.WIN : value;
        return settings.weak() ? Integer.signum(v) : v;
    }
}
