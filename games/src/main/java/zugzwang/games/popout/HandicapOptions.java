package zugzwang.games.popout;

/**
 * The switches of {@link HandicapSearch}: the table budget and each enhancement, so that every
 * one can be measured (thesis Table 14). Answers never depend on them; node counts and times do.
 *
 * @param memory   bytes of the transposition table (12 bytes per entry)
 * @param table    use the transposition table
 * @param history  order moves by the history heuristic (drops before pops, centre first at the
 *                 start); off: drops left to right, then pops left to right (the thesis' "none")
 * @param symmetry identify mirror images in the table and skip mirror moves in symmetric positions
 * @param threats  the extra ordering beyond the thesis: when the opponent could win by a drop
 *                 next, only the drops that block it (and pops) are tried, and drops that make
 *                 more threats (cells that would complete a four) come first
 */
public record HandicapOptions(long memory, boolean table, boolean history, boolean symmetry, boolean threats) {
    /** The default table: 256 MiB. */
    public static final long DEFAULT_MEMORY = 256L << 20;

    /**
     * @throws IllegalArgumentException if the table would hold fewer than 1024 entries
     */
    public HandicapOptions {
        if (table && memory < 1024L * HandicapTable.ENTRY_BYTES) {
            throw new IllegalArgumentException("a table of " + memory + " bytes is too small: give at least "
                    + 1024L * HandicapTable.ENTRY_BYTES + " bytes (" + HandicapTable.ENTRY_BYTES + " per entry)");
        }
    }

    /** Everything on (with the extra ordering), 256 MiB. */
    public static HandicapOptions defaults() {
        return new HandicapOptions(DEFAULT_MEMORY, true, true, true, true);
    }

    /** The thesis' configuration: table, history heuristic and symmetry, no extra ordering. */
    public static HandicapOptions thesis() {
        return new HandicapOptions(DEFAULT_MEMORY, true, true, true, false);
    }

    public HandicapOptions withMemory(long bytes) {
        return new HandicapOptions(bytes, table, history, symmetry, threats);
    }

    public HandicapOptions withTable(boolean on) {
        return new HandicapOptions(memory, on, history, symmetry, threats);
    }

    public HandicapOptions withHistory(boolean on) {
        return new HandicapOptions(memory, table, on, symmetry, threats);
    }

    public HandicapOptions withSymmetry(boolean on) {
        return new HandicapOptions(memory, table, history, on, threats);
    }

    public HandicapOptions withThreats(boolean on) {
        return new HandicapOptions(memory, table, history, symmetry, on);
    }
}
