package zugzwang.core.jobs;

import java.util.ArrayList;
import java.util.List;

/**
 * A snapshot of a {@link JobSearch} under way, for progress reports (see
 * {@link JobOptions#withProgress}). Always {@code made == solved + dropped + split + queued + running}.
 *
 * @param elapsedNanos time since the search started
 * @param queued       tasks waiting in the coordinator's queue
 * @param running      this question's tasks whose jobs were submitted to the executor and not answered yet
 * @param made         tasks made so far (see {@link JobResult#tasksMade()})
 * @param solved       tasks answered so far
 * @param dropped      tasks dropped so far
 * @param split        tasks split so far (see {@link JobResult#tasksSplit()})
 * @param corrections  answers so far that contradicted the virtual value
 * @param dagNodes     nodes in the DAG
 * @param runningOn    jobs of split tasks that run on ({@link JobOptions#splitRunsOn()}; their tasks
 *                     are counted as split)
 * @param ahead        jobs of the next question run ahead by idle workers (not this question's tasks)
 */
public record JobProgress(long elapsedNanos, int queued, int running, long made, long solved, long dropped,
                          long split, long corrections, long dagNodes, int runningOn, int ahead) {
    @Override
    public String toString() {
        List<String> besides = new ArrayList<>();
        if (runningOn > 0) {
            besides.add(runningOn + (runningOn == 1 ? " split job running on" : " split jobs running on"));
        }
        if (ahead > 0) {
            besides.add(ahead + (ahead == 1 ? " job" : " jobs") + " of the next question");
        }
        String jobs = besides.isEmpty() ? "" : " (besides: " + String.join(", ", besides) + ")";
        return String.format("%.1f s: %d queued, %d running%s, %d solved, %d dropped, %d split, %d corrections, %d nodes",
                elapsedNanos / 1e9, queued, running, jobs, solved, dropped, split, corrections, dagNodes);
    }
}
