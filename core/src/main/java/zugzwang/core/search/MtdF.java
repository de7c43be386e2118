package zugzwang.core.search;

/**
 * MTD(f) (Plaat, Schaeffer, Pijls and de Bruin 1996): the value as the limit of null-window
 * fail-soft alpha-beta searches (m - 1, m), each narrowing the interval [lower, upper] that
 * holds it, starting from a first guess (0). Meant to run with a table, which keeps the work of
 * one pass for the next; without one it re-searches a lot.
 */
public final class MtdF extends FailSoftSearch {
    private final int firstGuess;

    public MtdF(Settings settings) {
        this(settings, 0);
    }

    public MtdF(Settings settings, int firstGuess) {
        super(settings);
        this.firstGuess = firstGuess;
    }

    @Override
    public String name() {
        return "mtdf";
    }

    @Override
    protected int run(int depth) {
        int g = firstGuess;
        int lower = -INFINITY;
        int upper = INFINITY;
        int move = -1;
        while (lower < upper) {
            int beta = g == lower ? g + 1 : g;
            bestMove = -1;
            g = alphaBeta(beta - 1, beta, depth, 0);
            if (g < beta) {
                upper = g;
            } else {
                lower = g;
                move = bestMove; // a pass that fails high proves its move reaches g
            }
        }
        bestMove = move;
        return g;
    }
}
