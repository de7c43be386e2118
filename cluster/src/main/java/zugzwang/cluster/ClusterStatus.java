package zugzwang.cluster;

/**
 * What a coordinator's cluster does at one moment: for progress lines.
 *
 * @param workers     worker members
 * @param threads     jobs they run at once in all
 * @param queued      jobs waiting for a free thread
 * @param running     jobs handed to a worker and not answered yet
 * @param answered    jobs answered so far
 * @param rerun       jobs sent again because their worker left, died or stopped them
 * @param workersLost workers that left the cluster since the coordinator joined
 */
public record ClusterStatus(int workers, int threads, int queued, int running, long answered, long rerun,
        long workersLost) {
    @Override
    public String toString() {
        return "workers=" + workers + " threads=" + threads + " queued=" + queued + " running=" + running
                + " answered=" + answered + (rerun > 0 ? " rerun=" + rerun : "")
                + (workersLost > 0 ? " workers-lost=" + workersLost : "");
    }
}
