package zugzwang.cluster;

import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.topic.ITopic;
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
     * The smallest search whose results a worker sends to the others by default (see
     * {@link #start(ClusterOptions, JobResources, long)}).
     */
    public static final long DEFAULT_SHARE_NODES = 20_000;

    /**
     * Starts a worker that shares the results of its searches of at least
     * {@link #DEFAULT_SHARE_NODES} nodes.
     *
     * @throws ClusterException with one line if the member cannot start (no free port, a bad
     *                          interface, ...)
     */
    public static ClusterWorker start(ClusterOptions options, JobResources resources) {
        return start(options, resources, DEFAULT_SHARE_NODES);
    }

    /**
     * Starts a worker. After each job it sends the results of the job's searches of at least
     * {@code shareNodes} nodes to the other workers ({@link SharedResults}; 0: none), and it takes
     * in what the others send.
     *
     * @throws ClusterException with one line if the member cannot start (no free port, a bad
     *                          interface, ...)
     * @throws IllegalArgumentException if {@code shareNodes} is negative
     */
    public static ClusterWorker start(ClusterOptions options, JobResources resources, long shareNodes) {
        if (shareNodes < 0) {
            throw new IllegalArgumentException("the smallest search shared has 0 nodes (none shared) or more, not "
                    + shareNodes);
        }
        WorkerRuntime runtime = new WorkerRuntime(resources, shareNodes);
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
        // every worker listens (a worker that shares nothing still learns); only sharers publish
        UUID self = hz.getCluster().getLocalMember().getUuid();
        ITopic<SharedResults> topic = hz.getTopic(SharedResults.TOPIC);
        topic.addMessageListener(m -> {
            SharedResults r = m.getMessageObject();
            if (!self.equals(r.sender()) && r.results().length > 0) {
                try {
                    runtime.learn(r.spec(), r.results());
                } catch (RuntimeException e) {
                    // not whole entries (a broken sender): of no use, and no reason to stop
                }
            }
        });
        if (shareNodes > 0) {
            runtime.shareWith((spec, results) -> topic.publish(new SharedResults(spec, self, results)));
        }
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

    /** Jobs answered, stopped, failed, running now; bytes of results shared out and in. */
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
