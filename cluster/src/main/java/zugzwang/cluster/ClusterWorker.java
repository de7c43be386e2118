package zugzwang.cluster;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import zugzwang.core.jobs.JobResources;

/**
 * A worker member: joins (or starts) the cluster and answers jobs with the leaf solvers of their
 * games, {@code threads} at a time, until it is closed. What the {@code worker} command runs.
 */
public final class ClusterWorker implements AutoCloseable {
    private final HazelcastInstance member;
    private final WorkerRuntime runtime;
    private final CountDownLatch closed = new CountDownLatch(1);

    private ClusterWorker(HazelcastInstance member, WorkerRuntime runtime) {
        this.member = member;
        this.runtime = runtime;
    }

    /**
     * Starts a worker.
     *
     * @throws ClusterException with one line if the member cannot start (no free port, a bad
     *                          interface, ...)
     */
    public static ClusterWorker start(ClusterOptions options, JobResources resources) {
        WorkerRuntime runtime = new WorkerRuntime(resources);
        HazelcastInstance hz = Members.start(MemberConfigs.worker(options, resources.threads(), runtime));
        hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                runtime.left(event.getMember().getUuid());
            }
        });
        return new ClusterWorker(hz, runtime);
    }

    /** The address other members join, HOST:PORT. */
    public String address() {
        return Members.address(member.getCluster().getLocalMember());
    }

    /** The members of the cluster now (itself included). */
    public int clusterSize() {
        return member.getLifecycleService().isRunning() ? member.getCluster().getMembers().size() : 0;
    }

    /** Jobs answered, stopped, failed, and running now. */
    public long[] counts() {
        return runtime.counts();
    }

    /** Whether the member still runs. */
    public boolean running() {
        return member.getLifecycleService().isRunning();
    }

    /** Waits until {@link #close()} (from another thread) or the member stops. */
    public void await() throws InterruptedException {
        while (running() && !closed.await(500, TimeUnit.MILLISECONDS)) {
            // poll: the member may also be stopped from outside (the cluster shut it down)
        }
    }

    /** Leaves the cluster cleanly (the others see it leave at once) and stops. Idempotent. */
    @Override
    public void close() {
        try {
            if (member.getLifecycleService().isRunning()) {
                member.shutdown();
            }
        } finally {
            closed.countDown();
        }
    }
}
