package zugzwang.games.cube;

import java.util.function.BooleanSupplier;
import zugzwang.core.game.GameState;
import zugzwang.core.jobs.JobSolver;

/**
 * A job-level search's leaf solver on one {@link CubeSearch} (one worker's: a search is not
 * thread-safe, its table is): the two-valued question of seed 001 on the job's position, stopped
 * through the search's stop flag.
 */
final class CubeJobSolver implements JobSolver {
    private final CubeSearch search;

    CubeJobSolver(CubeSearch search) {
        this.search = search;
    }

    /**
     * Game values: at least 1 is a win; at least 0 (a draw or a win) is the defender not winning;
     * -1 always, 2 never.
     */
    @Override
    public Boolean attackerReaches(GameState position, int attacker, int atLeast, BooleanSupplier stop) {
        if (atLeast <= -1 || atLeast >= 2) {
            return atLeast <= -1;
        }
        if (atLeast == 1) {
            return attackerWins(position, attacker, stop);
        }
        Boolean defenderWins = attackerWins(position, 1 - attacker, stop);
        return defenderWins == null ? null : !defenderWins;
    }

    @Override
    public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
        CubePosition p = ((CubeState) position).position();
        search.stop = stop;
        try {
            return search.wins(p.first(), p.second(), attacker);
        } catch (CubeSearch.Aborted e) {
            return null;
        }
    }
}
