package zugzwang.games.connect4.solver;

/** How much a solve computes besides the score ({@link ExactSolver#solve(Object, boolean, SolveDetail)}). */
public enum SolveDetail {
    /** The score only: no best moves, no variation. */
    SCORE,
    /** The score and one best move (the first found; the variation is that move alone). */
    MOVE,
    /** The score, every best move and a principal variation to the end of the game. */
    FULL
}
