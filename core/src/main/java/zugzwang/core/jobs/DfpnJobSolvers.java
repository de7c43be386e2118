package zugzwang.core.jobs;

import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofResult;

/**
 * The leaf solver of any game of the game API: DF-PN ({@link DfpnSearch}), one per worker, each
 * with its share of the memory ({@link JobResources#perWorker()}) and no node budget. It answers
 * "does the attacker win?" (goal {@link Goal#WIN}); a search that stops for want of memory fails
 * its job with a message saying so, one stopped by the task's stop flag returns null.
 */
public final class DfpnJobSolvers {
    private DfpnJobSolvers() {
    }

    /** The workers' solvers for these resources. */
    public static JobSolverFactory of(JobResources resources) {
        long bytes = Math.max(1L << 20, resources.perWorker());
        return worker -> {
            DfpnSearch search = new DfpnSearch(new ProofLimits(Long.MAX_VALUE, bytes));
            return (position, attacker, stop) -> {
                search.stopWhen(stop);
                ProofResult r = search.prove(position, attacker, Goal.WIN);
                if (r.outcome() == Outcome.UNKNOWN) {
                    if (stop.getAsBoolean()) {
                        return null;
                    }
                    throw new IllegalStateException("DF-PN stopped (" + r.stopReason() + ") with "
                            + (bytes >> 20) + " MiB per worker: give the workers more memory");
                }
                return r.outcome() == Outcome.PROVED;
            };
        };
    }
}
