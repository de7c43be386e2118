package zugzwang.core.game;

/**
 * A two-player, zero-sum game of perfect information with alternating moves: its rules and
 * parameters (board size, line length, ...), and a factory of positions. Algorithms in
 * {@code zugzwang.core.search} work on any game through this interface and {@link GameState}.
 *
 * <p>Moves are small non-negative integers chosen by the game (a column, a cell, a pop encoded
 * apart from a drop, ...); {@link #maxMoves()} bounds how many a position can have, so that
 * algorithms can size their buffers once.
 */
public interface Game {
    /** A short name with the parameters, e.g. {@code connect4 7x6} or {@code mnk 3x3 k3}. */
    String name();

    /** The largest number of legal moves any position can have. */
    int maxMoves();

    /** The largest move code plus one (moves are 0 .. moveCodes() - 1). */
    int moveCodes();

    /**
     * The largest number of moves a game can last, or -1 if games can be unbounded (for example
     * with moves that take stones away, where only a repetition rule ends a game).
     */
    int maxLength();

    /** Every terminal value lies in [-maxValue(), maxValue()]. */
    int maxValue();

    /**
     * Whether a win always scores more the sooner it comes (and a loss less), as with Connect-4's
     * "cells left" score. Then the first iteration of a deepening search that finds a forced win
     * or loss has found the exact score; otherwise it must search on. False unless a game says so.
     */
    default boolean earlierWinsScoreMore() {
        return false;
    }

    /**
     * Whether {@link GameState#key()} identifies a position uniquely (positions with equal keys
     * are equal, so a transposition table is exact); otherwise the key is a 64-bit hash that two
     * positions may share, rarely.
     */
    boolean exactKeys();

    /**
     * Whether the value of a position can depend on how it was reached (a repetition rule): a
     * transposition table keyed by the position alone is then unsound (the graph-history
     * interaction problem), and the algorithms do not use one.
     */
    boolean historyDependent();

    /**
     * The number of symmetries of the rules, the identity included (1: none; 2 for Connect-4's
     * mirror; 8 for a square board without gravity). See {@link GameState#key(int)}.
     */
    int symmetries();

    /**
     * The number of 64-bit words of {@link GameState#canonical}, an exact form of a position up to
     * symmetry (qubic: two, each side's stones after the least symmetry); 0 if the game offers
     * none. Strategy files of such games match positions by this form.
     */
    default int canonicalWords() {
        return 0;
    }

    /** The start position (a new, independent state). */
    GameState start();

    /**
     * A position in the game's notation (documented by each game), played from the start.
     *
     * @throws IllegalArgumentException with a message naming the offending move or part
     */
    GameState parse(String text);
}
