package zugzwang.core.jobs;

/**
 * Makes the leaf solvers of an executor's workers: one per worker, made on the worker's own
 * thread before its first job. A game's specialised solver can let its solvers share one table
 * by closing over it here.
 */
@FunctionalInterface
public interface JobSolverFactory {
    /**
     * A new solver for worker number {@code worker} (0-based); only that worker's thread will use
     * it. An exception thrown here fails the job the worker was about to run (and so the search).
     */
    JobSolver create(int worker);
}
