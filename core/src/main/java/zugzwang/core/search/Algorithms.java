package zugzwang.core.search;

import java.util.List;
import java.util.Locale;

/** The algorithms by their command-line names. */
public final class Algorithms {
    /** Every name, in the order tables list them. */
    public static final List<String> NAMES =
            List.of("minimax", "negamax", "alphabeta", "alphabeta-soft", "pvs", "scout", "mtdf", "id");

    private Algorithms() {
    }

    /**
     * A new search of the named algorithm (case-insensitive; "palphabeta" is accepted for pvs).
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static Search create(String name, Search.Settings settings) {
        switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "minimax":
                return new Minimax(settings);
            case "negamax":
                return new Negamax(settings);
            case "alphabeta":
                return new AlphaBeta(settings);
            case "alphabeta-soft":
                return new AlphaBetaFailSoft(settings);
            case "pvs":
            case "palphabeta":
                return new PrincipalVariationSearch(settings);
            case "scout":
                return new Scout(settings);
            case "mtdf":
                return new MtdF(settings);
            case "id":
                return new IterativeDeepening(settings);
            default:
                throw new IllegalArgumentException("unknown algorithm '" + name + "': the algorithms are "
                        + String.join(", ", NAMES));
        }
    }
}
