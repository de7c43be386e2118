package zugzwang.cli.shared;

import java.util.function.Function;
import zugzwang.core.game.Symmetries;
import zugzwang.core.jobs.ScoreBoundsStore;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;

/**
 * A Connect-4 board's store of job-level facts (`solve --store DIR`): score bounds per position,
 * keyed by the mirror-canonical key ({@link ScoreBoundsStore}). The commands that read one
 * ({@code analyze --store}, {@code serve --store}) answer a position from it when its bounds meet:
 * the exact score.
 */
public final class Connect4ScoreStore {
    private Connect4ScoreStore() {
    }

    /** What a store of this board's job-level facts is called (a store of another kind is refused). */
    public static String kind(Board board) {
        return "connect4 " + board + " job-level scores";
    }

    /** The score bounds a job-level solve keeps in a Connect-4 store. */
    public static ScoreBoundsStore bounds(SolutionStore store) {
        return new ScoreBoundsStore(store, ScoreBoundsStore.longKey(Symmetries::canonicalKey));
    }

    /**
     * The exact scores the store holds (null where its bounds do not meet), as
     * {@code Solver.useKnownScores} takes them.
     */
    public static Function<Position, Integer> knownScores(SolutionStore store, Board board) {
        ScoreBoundsStore bounds = bounds(store);
        Connect4Game game = new Connect4Game(board);
        return p -> {
            int[] b = bounds.bounds(game.state(p));
            return b != null && b[0] == b[1] ? b[0] : null;
        };
    }
}
