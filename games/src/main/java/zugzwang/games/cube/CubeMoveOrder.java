package zugzwang.games.cube;

/**
 * Seed 001's move order: each move scores by the lines through its cell. A line holding an
 * opponent stone scores 0; otherwise, by the mover's stones already in it, 0 → 1, 1 → 10,
 * 2 → 100 (the move makes a threat), and 1000 instead of 100 if that threat is an opening at once
 * (its empty cell is playable after the move). A cell lies on at most 7 lines, so the scores of one
 * kind never add up to the next (7 &lt; 10). Moves are sorted best first by insertion sort.
 */
final class CubeMoveOrder {
    private CubeMoveOrder() {
    }

    /** Points per line by the mover's stones in it (0, 1, 2), and for a line that becomes an opening. */
    static final int NONE = 1;
    static final int ONE = 10;
    static final int TWO = 100;
    static final int OPENING = 1000;

    /**
     * The score of playing {@code cell} (one bit, playable) for the player with stones {@code me}.
     *
     * @param opp    the opponent's stones
     * @param filled every stone
     * @param defend whether the mover is the second player stopping the first from winning: then
     *               the lines he blocks score too (see {@link #BLOCK_EVEN_LINE})
     */
    static int score(long me, long opp, long filled, long cell, boolean defend) {
        int c = Long.numberOfTrailingZeros(cell);
        // a line's last empty cell after the move is playable then if it is playable now or is
        // the cell above the move: filled | cell leaves the others as they are
        long openAfter = Cube.playable(filled | cell);
        int score = 0;
        for (int k = Cube.CELL_LINES_FROM[c], end = Cube.CELL_LINES_FROM[c + 1]; k < end; k++) {
            long line = Cube.CELL_LINES_FLAT[k];
            long mine = line & me;
            if ((line & opp) == 0) {
                int n = Long.bitCount(mine);
                score += POINTS[n];
                // two of mine: the line's last empty cell is a new threat, an opening if playable
                // after the move (the cell itself and mine are filled, so openAfter & line is it)
                if (n == 2 && (openAfter & line) != 0) {
                    score += OPENING - TWO;
                }
            } else if (defend && mine == 0) {
                score += block(opp, line);
            }
        }
        return score;
    }

    /**
     * {@link #score}'s points per line free of the opponent, by the mover's stones in it before the
     * move: 0, 1, 2 (a threat after it; {@link #OPENING} instead if an opening), 3 (the move
     * completes the line: the search plays wins before ordering, so nothing).
     */
    private static final int[] POINTS = {NONE, ONE, TWO, 0, 0};

    /** Points for blocking a line holding two of the first player's stones. */
    static final int BLOCK_TWO = 5;
    /**
     * Points for blocking a line of the first player that the follow-up cannot refute: its cells
     * other than his stones all lie in layers 0 and 2, which Claimeven leaves to him.
     *
     * <p>The second player scores these when he only has to stop the first from winning (the
     * question "does the first player win?"): the follow-up bound and the first player's zugzwang
     * are what decide such positions, so he first takes the cells of the first's lines that
     * Claimeven leaves to the first. At difficulty 30 (100 positions) −26 % nodes (weights 5 and 50
     * best of 5–500); the same for the first player defending against the second's lines in layers
     * 1 and 3 costs +29 %, so it is not used.
     */
    static final int BLOCK_EVEN_LINE = 50;

    /** The points for blocking a line that holds stones of the first player and none of the mover. */
    private static int block(long first, long line) {
        int points = Long.bitCount(line & first) == 2 ? BLOCK_TWO : 0;
        if ((line & ~CubeFollowUp.EVEN_LAYERS & ~first) == 0) {
            points += BLOCK_EVEN_LINE;
        }
        return points;
    }
}
