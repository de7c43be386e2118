package zugzwang.cluster;

import com.hazelcast.cluster.Address;
import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

/** Starting a member, and what the others are. */
final class Members {
    private Members() {
    }

    /**
     * Starts a member with this configuration.
     *
     * @throws ClusterException with one line (the first line of Hazelcast's reason) if it cannot
     */
    static HazelcastInstance start(Config config) {
        try {
            return Hazelcast.newHazelcastInstance(config);
        } catch (RuntimeException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            throw new ClusterException("cannot start a cluster member on " + config.getNetworkConfig().getInterfaces()
                    .getInterfaces() + " (cluster " + config.getClusterName() + "): " + why, e);
        }
    }

    /** HOST:PORT of a member. */
    static String address(Member m) {
        Address a = m.getAddress();
        return a.getHost() + ":" + a.getPort();
    }

    /** Whether a member is a worker of this build's protocol. */
    static boolean isWorker(Member m) {
        return "worker".equals(m.getAttribute(MemberConfigs.ROLE))
                && MemberConfigs.PROTOCOL_VERSION.equals(m.getAttribute(MemberConfigs.PROTOCOL));
    }

    /** How many jobs a worker runs at once (0 if it does not say). */
    static int threads(Member m) {
        try {
            return Math.max(0, Integer.parseInt(m.getAttribute(MemberConfigs.THREADS)));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
