package zugzwang.games.cube;

/**
 * Seed 001's move order: each move scores by the lines through its cell. A line holding an
 * opponent stone scores 0; otherwise, by the mover's stones already in it, 0 → 1, 1 → 10,
 * 2 → 100 (the move makes a threat), and 1000 instead of 100 if that threat is an opening at once
 * (its empty cell is playable after the move). A cell lies on at most 7 lines, so the scores of one
 * kind never add up to the next (7 &lt; 10). Moves are sorted best first by insertion sort.
 *
 * <p>Beyond the seed ({@link #score(long, long, long, long, boolean, long, long)}, used by our
 * search): a threat in the mover's good layers scores {@link #GOOD_THREAT} more, and a threat
 * directly above an opponent's threat counts as a line of one stone ({@link #ONE}).
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
        return score(me, opp, filled, cell, defend, 0, 0);
    }

    /**
     * Points added for a threat (not an opening) in the mover's good layers: for the first player
     * layer 2 (Claimeven leaves him the cells of layers 0 and 2, and a layer-0 threat is an opening
     * at once), for the second layers 1 and 3 (the upper cells of the pairs). Such threats are the
     * ones that win by zugzwang ({@link CubeFollowUp}). 30 keeps the classes apart: 7 × 130 &lt; 1000.
     *
     * <p>Measured with {@link #USELESS_THREAT} (one thread, 1 GiB, 2026-11-27, each against the
     * order without them in the same run): difficulty 28's four hardest positions 169.7 M → 157.3 M
     * nodes, 68.2 / 68.3 s → 60.6 / 62.1 s; difficulty 32 62.5 M → 61.2 M nodes, 37.4 → 34.5 s;
     * difficulty 30 284.2 M → 281.3 M nodes, 152.8 → 147.8 s. Alone, 30 took the four hardest to
     * 152.3 M nodes but 70.9 s (the nodes it saves are cheap ones); 15: 171.6 M; 60: 156.8 M; for
     * the first player only 150.1 M nodes, 69.0 s; for the second only 172.3 M.
     */
    static final int GOOD_THREAT = 30;

    /**
     * A threat directly above an opponent's threat scores as a line of one stone ({@link #ONE}),
     * not as a threat: the cell below it is the opponent's win, so it is never played by the mover
     * and the threat is never reached while the opponent's stands. Alone: 169.5 M nodes on the four
     * hardest, 65.7 s; with {@link #GOOD_THREAT} see there.
     */
    static final int USELESS_THREAT = ONE;

    /**
     * {@link #score(long, long, long, long, boolean)} with our refinements of the threats the move
     * makes: {@code good} the layers whose threats score {@link #GOOD_THREAT} more (0: none), and
     * {@code oppThreats} the opponent's threats, under which a threat is {@link #USELESS_THREAT}
     * (0: none).
     */
    static int score(long me, long opp, long filled, long cell, boolean defend, long good, long oppThreats) {
        long[] lines = Cube.CELL_LINES[Long.numberOfTrailingZeros(cell)];
        int score = 0;
        long openAfter = Cube.playable(filled | cell); // the cells playable after the move
        for (long line : lines) {
            if ((line & opp) != 0) {
                if (defend && (line & me) == 0) {
                    score += block(opp, line);
                }
                continue;
            }
            switch (Long.bitCount(line & me)) {
                case 0 -> score += NONE;
                case 1 -> score += ONE;
                case 2 -> {
                    // the line's last empty cell is a new threat: an opening if playable after the move
                    long rest = line & ~me & ~cell;
                    if ((openAfter & rest) != 0) {
                        score += OPENING;
                    } else if (((rest >>> 16) & oppThreats) != 0) {
                        // (rest >>> 16: the cell below the new threat) an opponent's threat
                        score += USELESS_THREAT;
                    } else {
                        score += (rest & good) != 0 ? TWO + GOOD_THREAT : TWO;
                    }
                }
                default -> {
                    // three of mine: the move completes the line (the search plays wins before ordering)
                }
            }
        }
        return score;
    }

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
