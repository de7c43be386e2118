package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The position of one API request, read by its game ({@link ServedGames}), and how the
 * game answers the endpoints for it. {@link ApiAnswers} writes what every answer shares; the
 * position adds its game's values, made by an engine the worker keeps ({@link ApiEngines}) and
 * registered with the job so that the time limit can stop it ({@link ApiJob#running}).
 */
interface ApiPosition {
    /** How a game reads the position of a request. */
    @FunctionalInterface
    interface Reader {
        /**
         * The position {@code pos} of a request on a {@code width} x {@code height} board, as the
         * commands read it, under the request's {@code rule} (go-moku's; null if not given).
         *
         * @throws IllegalArgumentException for an impossible board or position (the message is the
         *                                  client's)
         */
        ApiPosition read(int width, int height, String pos, String rule);
    }

    /** The board's width, as answers report it ({@code w}). */
    int width();

    /** The board's height ({@code h}). */
    int height();

    /** What the game adds to the fields every answer starts with (go-moku: {@code rule}). */
    default void header(ObjectNode answer) {
    }

    /** Whether the first player is to move. */
    boolean firstToMove();

    /** Whether the game is over. */
    boolean over();

    /** Who won a finished game: {@code first}, {@code second} or {@code draw}; null while it goes on. */
    String winner();

    /** {@code /api/analyze}: every legal move's score, then the position's, into the answer. */
    void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer);

    /**
     * {@code /api/solve}: the position's score, best moves and principal variation into the job's
     * answer (whose frame {@link ApiAnswers#solve} wrote).
     *
     * @param start when the request started, for {@code millis}
     */
    void solve(boolean weak, ApiEngines engines, ApiJob job, long start);

    /**
     * {@code /api/explain} for a game that offers it: the answer of {@code explain --json}.
     *
     * @param text the position as given
     */
    default ObjectNode explain(String text) {
        throw new UnsupportedOperationException("no explanations for this game");
    }
}
