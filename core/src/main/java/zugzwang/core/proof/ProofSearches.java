package zugzwang.core.proof;

import java.util.List;
import java.util.Locale;
import zugzwang.core.search.MoveOrdering;

/** The proof searches by their command-line names. */
public final class ProofSearches {
    /** Every name: alpha-beta first (for comparison), then the proof-number family. */
    public static final List<String> NAMES = List.of("alphabeta", "pn", "pn2", "dfpn");

    private ProofSearches() {
    }

    /**
     * A new search by name.
     *
     * @throws IllegalArgumentException for an unknown name (the message lists the known ones)
     */
    public static ProofSearch create(String name, ProofLimits limits) {
        return create(name, limits, MoveOrdering.NATURAL);
    }

    /**
     * A new search by name; {@code ordering} orders alpha-beta's moves (the proof-number searches
     * choose by their numbers, ties in the game's order).
     *
     * @throws IllegalArgumentException for an unknown name (the message lists the known ones)
     */
    public static ProofSearch create(String name, ProofLimits limits, MoveOrdering ordering) {
        switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "alphabeta":
                return new AlphaBetaProver(limits, ordering);
            case "pn":
                return new ProofNumberSearch(limits);
            case "pn2":
                return new Pn2Search(limits);
            case "dfpn":
                return new DfpnSearch(limits);
            default:
                throw new IllegalArgumentException("unknown algorithm '" + name + "': the algorithms are "
                        + String.join(", ", NAMES));
        }
    }
}
