package zugzwang.core.jobs;

/**
 * A snapshot of a {@link JobSearch} under way, for progress reports (see
 * {@link JobOptions#withProgress}). Always {@code made == solved + dropped + split + queued + running}.
 *
 * @param elapsedNanos time since the search started
 * @param queued       tasks waiting in the coordinator's queue
 * @param running      jobs submitted to the executor and not answered yet
 * @param made         tasks made so far (see {@link JobResult#tasksMade()})
 * @param solved       tasks answered so far
 * @param dropped      tasks dropped so far
 * @param split        tasks split so far (see {@link JobResult#tasksSplit()})
 * @param corrections  answers so far that contradicted the virtual value
 * @param dagNodes     nodes in the DAG
 */
public record JobProgress(long elapsedNanos, int queued, int running, long made, long solved, long dropped,
                          long split, long corrections, long dagNodes) {
    @Override
    public String toString() {
        return String.format("%.1f s: %d queued, %d running, %d solved, %d dropped, %d split, %d corrections, %d nodes",
                elapsedNanos / 1e9, queued, running, solved, dropped, split, corrections, dagNodes);
    }
}
