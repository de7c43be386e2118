package zugzwang.core.proof;

import java.util.List;
import java.util.Locale;

/** The proof searches by their command-line names. */
public final class ProofSearches {
    /** Every name: alpha-beta first (for comparison), then the proof-number family. */
    public static final List<String> NAMES = List.of("alphabeta", "dfpn");

    private ProofSearches() {
    }

    /**
     * A new search by name.
     *
     * @throws IllegalArgumentException for an unknown name (the message lists the known ones)
     */
    public static ProofSearch create(String name, ProofLimits limits) {
        switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "alphabeta":
                return new AlphaBetaProver(limits);
            case "dfpn":
                return new DfpnSearch(limits);
            default:
                throw new IllegalArgumentException("unknown algorithm '" + name + "': the algorithms are "
                        + String.join(", ", NAMES));
        }
    }
}
