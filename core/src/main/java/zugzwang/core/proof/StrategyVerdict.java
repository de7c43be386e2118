package zugzwang.core.proof;

/**
 * What {@link StrategyVerifier} found: the strategy is valid (it achieves its goal against every
 * defence, by the rules alone), or the first hole.
 *
 * @param valid             whether the file proves its header's claim
 * @param hole              when invalid: what is wrong, in words, with where (a file line, or the
 *                          path of moves from the root); null when valid
 * @param line              when invalid because of one file line: its number (1-based); else 0
 * @param path              when invalid because of a position of the strategy: its path from the
 *                          root (move names separated by commas, {@code -} for the root); else null
 * @param lines             strategy lines read (header and comments not counted)
 * @param attackerPositions attacker-to-move positions the strategy reaches (each answered by a line)
 * @param defenderPositions defender-to-move positions the strategy reaches (every move followed)
 * @param terminalPositions terminal positions the strategy reaches (all with the goal achieved
 *                          when valid)
 * @param impliedWins       attacker positions without a line whose win in one move the verifier
 *                          found by the rules (version 2); counted among the attacker positions
 * @param unusedLines       lines for positions the strategy never reaches (a warning: harmless
 *                          to the proof)
 * @param firstUnusedLine   the first of those lines, or 0
 */
public record StrategyVerdict(boolean valid, String hole, int line, String path, long lines,
                              long attackerPositions, long defenderPositions, long terminalPositions,
                              long impliedWins, long unusedLines, int firstUnusedLine) {

    /** An invalid verdict about one file line (or the file as a whole with line 0). */
    static StrategyVerdict badLine(StrategyException e, long lines) {
        return new StrategyVerdict(false, e.getMessage(), e.line(), null, lines, 0, 0, 0, 0, 0, 0);
    }

    /** One or a few lines for people: "valid: ..." or "invalid: <hole>". */
    public String summary() {
        if (!valid) {
            return "invalid: " + hole;
        }
        String s = "valid: " + lines + " lines; " + attackerPositions + " attacker positions, " + defenderPositions
                + " defender positions, " + terminalPositions + " terminal positions";
        if (impliedWins > 0) {
            s += " (" + impliedWins + " attacker positions won in one move, without a line)";
        }
        if (unusedLines > 0) {
            s += "\nwarning: " + unusedLines + " line" + (unusedLines == 1 ? "" : "s")
                    + " for positions the strategy never reaches (the first on line " + firstUnusedLine + ")";
        }
        return s;
    }

    @Override
    public String toString() {
        return summary();
    }
}
