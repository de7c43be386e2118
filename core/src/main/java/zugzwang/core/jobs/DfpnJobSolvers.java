package zugzwang.core.jobs;

import java.util.function.BooleanSupplier;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofResult;

/**
 * The leaf solver of any game of the game API: DF-PN ({@link DfpnSearch}), one per worker, each
 * with its share of the memory ({@link JobResources#perWorker()}) and no node budget. It answers
 * "does the attacker win?" (goal {@link Goal#WIN}) and "does he at least draw?" (threshold 0,
 * {@link Goal#AT_LEAST_DRAW}); a search that stops for want of memory fails
 * its job with a message saying so, one stopped by the task's stop flag returns null.
 */
public final class DfpnJobSolvers {
    private DfpnJobSolvers() {
    }

    /** The workers' solvers for these resources. */
    public static JobSolverFactory of(JobResources resources) {
        long bytes = Math.max(1L << 20, resources.perWorker());
        return worker -> new JobSolver() {
            private final DfpnSearch search = new DfpnSearch(new ProofLimits(Long.MAX_VALUE, bytes));

            @Override
            public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
                return prove(position, attacker, Goal.WIN, stop);
            }

            /** Game values: at least 1 is a win, at least 0 a draw or a win; -1 always, 2 never. */
            @Override
            public Boolean attackerReaches(GameState position, int attacker, int atLeast, BooleanSupplier stop) {
                if (atLeast <= -1 || atLeast >= 2) {
                    return atLeast <= -1;
                }
                return prove(position, attacker, atLeast == 1 ? Goal.WIN : Goal.AT_LEAST_DRAW, stop);
            }

            private Boolean prove(GameState position, int attacker, Goal goal, BooleanSupplier stop) {
                search.stopWhen(stop);
                ProofResult r = search.prove(position, attacker, goal);
                if (r.outcome() == Outcome.UNKNOWN) {
                    if (stop.getAsBoolean()) {
                        return null;
                    }
                    throw new IllegalStateException("DF-PN stopped (" + r.stopReason() + ") with "
                            + (bytes >> 20) + " MiB per worker: give the workers more memory");
                }
                return r.outcome() == Outcome.PROVED;
            }
        };
    }
}
