package zugzwang.games;

/**
 * What the commands and the server may do with a game beyond its rules: every game of the game API
 * is solved by the proof searches ({@code solve --algorithm}), compared ({@code compare}) and
 * played by search players ({@code match}); a game declares the rest
 * ({@link GameDefinition#capabilities()}).
 */
public enum Capability {
    /** {@code analyze}: the value of every move of positions. */
    ANALYZE,
    /** {@code play}: a game against the perfect player in the terminal. */
    PLAY,
    /** {@code bench}: timed sets of positions with known values. */
    BENCH,
    /**
     * {@code book}: an opening book the solver answers from ({@code book}, {@code --book}; the
     * commands take it for Connect-4's, which has no {@code --game} yet).
     */
    BOOK,
    /**
     * {@code /api/explain} (and the {@code explain} command, Connect-4's without {@code --game}): a
     * rule-based verdict a person can follow.
     */
    EXPLAIN,
    /** {@code retro --engine dense}: a strong solution by a retrograde engine of the game's own. */
    RETRO,
    /** {@code serve}: {@code /api/analyze} and {@code /api/solve}, and the web page. */
    SERVE
}
