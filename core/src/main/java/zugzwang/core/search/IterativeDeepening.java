package zugzwang.core.search;

/**
 * Iterative deepening: fail-soft alpha-beta to depth 1, 2, ..., d, each iteration trying first
 * the moves the previous ones found best (at the root always; everywhere with a table). The
 * shallow iterations cost little and order the deep one well. Nodes add up over all iterations;
 * the value is the last one's.
 *
 * <p>In exact mode the iterations are depth-limited searches (their horizon valued by the
 * settings' evaluation, which thus only orders the moves), and deepening stops at the first
 * iteration whose value is exact:
 * <ul>
 * <li>one that met no horizon at all (every line reached its end; without a table only, since
 *     a table entry may carry horizon leaves of an earlier iteration), or that searched as deep
 *     as the longest game ({@link zugzwang.core.game.Game#maxLength()});</li>
 * <li>one that proved the game decided (every line of the loser ends in its loss within the
 *     horizon) — the exact result in weak mode, and the exact score when the game says that
 *     {@linkplain zugzwang.core.game.Game#earlierWinsScoreMore() earlier wins score more} (a
 *     later, larger win beyond the horizon is then impossible).</li>
 * </ul>
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
        boolean decidedIsExact = settings.weak() || game.earlierWinsScoreMore();
        if (exactMode) {
            int length = game.maxLength();
            // the longest possible rest of the game (unbounded games: deepen until exact)
            last = length < 0 ? Integer.MAX_VALUE - 1 : Math.max(1, length - state.ply());
            exact = false; // iterations value leaves as depth-limited searches do
        }
        int value = 0;
        rootFirst = -1;
        try {
            for (int d = 1; d <= last; d++) {
                long horizonBefore = horizonLeaves;
                value = alphaBeta(-INFINITY, INFINITY, d, 0);
                rootFirst = bestMove;
                if (exactMode && (Evaluation.decided(value) && decidedIsExact
                        || table == null && horizonLeaves == horizonBefore)) {
                    break;
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
        int v = Evaluation.score(value);
        return settings.weak() ? Integer.signum(v) : v;
    }
}
