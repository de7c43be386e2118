package zugzwang.games.connect4;

/**
 * The score convention (as in Pons' test data): for the side to move, with perfect play by both
 * sides, winning as early and losing as late as possible. A win whose winning stone is move
 * number t of the game (counted from 1 on the empty board) scores {@code (area + 2 - t) / 2}
 * (rounded down); a loss scores minus the winner's score; a draw scores 0. On 7×6 a score of 1
 * means the winner needs its last (21st) stone.
 */
public final class Score {
    private Score() {
    }

    /** Score of winning with the stone of move number {@code t}. */
    public static int win(Board board, int t) {
        return win(board.area(), t);
    }

    /** Score of winning with the stone of move number {@code t} on a board of {@code area} cells. */
    public static int win(int area, int t) {
        return (area + 2 - t) / 2;
    }

    /**
     * The move number on which the game ends under perfect play, for a position with
     * {@code moves} stones and the given (strong) score; {@code area} for a draw.
     */
    public static int endMove(Board board, int moves, int score) {
        return endMove(board.area(), moves, score);
    }

    /** {@link #endMove(Board, int, int)} on a board of {@code area} cells. */
    public static int endMove(int area, int moves, int score) {
        if (score == 0) {
            return area;
        }
        int winner = Math.abs(score);
        // (area + 2 - t) / 2 == winner holds for t = area + 2 - 2 * winner and for one less; the
        // winner's stones have fixed parity: the side to move plays moves + 1, moves + 3, ...,
        // the opponent moves + 2, moves + 4, ...
        int t = area + 2 - 2 * winner;
        int parity = score > 0 ? (moves + 1) & 1 : moves & 1;
        if ((t & 1) != parity) {
            t--;
        }
        return t;
    }

    /** A sentence for a score: "win (the side to move wins with its stone on move 41)". */
    public static String describe(Board board, int moves, int score, boolean weak) {
        return describe(board.area(), moves, score, weak);
    }

    /** {@link #describe(Board, int, int, boolean)} on a board of {@code area} cells. */
    public static String describe(int area, int moves, int score, boolean weak) {
        if (weak) {
            return score > 0 ? "win" : score < 0 ? "loss" : "draw";
        }
        if (score == 0) {
            return "draw";
        }
        int t = endMove(area, moves, score);
        return (score > 0 ? "win" : "loss") + " on move " + t;
    }
}
