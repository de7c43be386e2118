package zugzwang.games.connect4.rules;

/**
 * The nine strategic rules of Allis (1988, ch. 6), in the order of his table in §7.4. The
 * <em>controller</em> is the player in control of the zugzwang, who applies the rules; the
 * <em>opponent</em> is to move and owns the groups to be refuted.
 */
public enum Rule {
    /** §6.1: an empty odd square and the even square above it; the controller gets the even one. */
    CLAIMEVEN("Claimeven", "CL", false),
    /** §6.2: two directly playable squares; the controller gets one of them. */
    BASEINVERSE("Baseinverse", "BI", false),
    /** §6.3: two empty squares above each other, the upper odd; the controller gets one. */
    VERTICAL("Vertical", "VE", false),
    /** §6.4: a controller group completable with Claimeven upper squares only. */
    AFTEREVEN("Aftereven", "AE", true),
    /** §6.5: two columns with an (even, odd) pair each; the controller gets one upper square. */
    LOWINVERSE("Lowinverse", "LI", true),
    /** §6.6: two columns with an (even, odd, even) triple each. */
    HIGHINVERSE("Highinverse", "HI", true),
    /** §6.7: three playable squares and the even square above the second. */
    BASECLAIM("Baseclaim", "BC", true),
    /** §6.8: a controller group that would be completed before the successors are filled. */
    BEFORE("Before", "BE", true),
    /** §6.9: a Before with one playable square swapped against an extra playable square. */
    SPECIALBEFORE("Specialbefore", "SB", true);

    private final String thesisName;
    private final String code;
    private final boolean composite;

    Rule(String thesisName, String code, boolean composite) {
        this.thesisName = thesisName;
        this.code = code;
        this.composite = composite;
    }

    /** The name as printed in the thesis, e.g. "Claimeven". */
    public String thesisName() {
        return thesisName;
    }

    /** The two-letter abbreviation of the §7.4 table, e.g. "CL". */
    public String code() {
        return code;
    }

    /** Whether the rule is built from other rules (Claimevens, Verticals, Baseinverses). */
    public boolean composite() {
        return composite;
    }
}
