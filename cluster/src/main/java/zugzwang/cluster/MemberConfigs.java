package zugzwang.cluster;

import java.util.List;
import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;

/**
 * The Hazelcast configuration of a zugzwang member, made in code (no XML, no discovery): the
 * cluster's name; the one interface to bind to; the first port to try (and the next 99 if taken,
 * so several members share a machine); TCP join of the given members only (multicast and
 * auto-detection off); our serialisation factory; Java deserialisation restricted to the JDK's and
 * Hazelcast's own classes; no phone-home; faster failure detection than Hazelcast's default (a
 * worker that is killed is noticed within seconds, not a minute); Hazelcast's own shutdown hook
 * off (the commands leave the cluster themselves on Ctrl-C); logging through SLF4J (warnings only
 * from the command line).
 */
final class MemberConfigs {
    /** The executor service that runs jobs on the workers. */
    static final String EXECUTOR = "zugzwang-jobs";
    /** Member attribute: "worker" or "coordinator". */
    static final String ROLE = "zugzwang.role";
    /** Member attribute: how many jobs a worker runs at once. */
    static final String THREADS = "zugzwang.threads";
    /** Member attribute: the job protocol a member speaks (members of another one get no jobs). */
    static final String PROTOCOL = "zugzwang.protocol";
    /**
     * The protocol of this build: bumped when {@link JobTask}, {@link JobAnswer} or
     * {@link SharedResults} change, or what a leaf solver shares (its table's keys and values).
     */
    static final String PROTOCOL_VERSION = "4";

    private MemberConfigs() {
    }

    /** A worker that runs {@code threads} jobs at once, answered by {@code runtime}. */
    static Config worker(ClusterOptions options, int threads, WorkerRuntime runtime) {
        Config c = common(options);
        c.getMemberAttributeConfig().setAttribute(ROLE, "worker");
        c.getMemberAttributeConfig().setAttribute(THREADS, Integer.toString(threads));
        c.addExecutorConfig(new ExecutorConfig(EXECUTOR).setPoolSize(threads).setQueueCapacity(0)
                .setStatisticsEnabled(false));
        c.getUserContext().put(WorkerRuntime.CONTEXT_KEY, runtime);
        return c;
    }

    /** A coordinator: a lite member (it holds no data) that runs no jobs. */
    static Config coordinator(ClusterOptions options) {
        Config c = common(options);
        c.setLiteMember(true);
        c.getMemberAttributeConfig().setAttribute(ROLE, "coordinator");
        return c;
    }

    /** The IP address of a bind address given as a name or an address. */
    private static String ip(String bind) {
        return ClusterOptions.resolve(bind, "bind address '" + bind + "'").getHostAddress();
    }

    private static Config common(ClusterOptions options) {
        Config c = new Config();
        c.setClusterName(options.name());
        c.setInstanceName("zugzwang-" + options.name() + "-" + Long.toHexString(System.nanoTime()));
        c.getMemberAttributeConfig().setAttribute(PROTOCOL, PROTOCOL_VERSION);
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.setProperty("hazelcast.shutdownhook.enabled", "false");
        c.setProperty("hazelcast.logging.type", "slf4j");
        c.setProperty("hazelcast.socket.bind.any", "false");
        c.setProperty("hazelcast.wait.seconds.before.join", "0");
        c.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        c.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        c.setProperty("hazelcast.partition.count", "7");
        NetworkConfig network = c.getNetworkConfig();
        network.setPort(options.port()).setPortAutoIncrement(true).setPortCount(100);
        String ip = ip(options.bind());
        network.getInterfaces().setEnabled(true).addInterface(ip);
        c.setProperty("hazelcast.local.localAddress", ip);
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(options.join().isEmpty()
                ? List.of(ip) : options.join());
        c.getSerializationConfig().addDataSerializableFactory(ClusterSerialization.FACTORY_ID, new ClusterSerialization());
        ClassFilter allowed = new ClassFilter().addPrefixes("java.", "javax.", "com.hazelcast.");
        c.getSerializationConfig().setJavaSerializationFilterConfig(
                new JavaSerializationFilterConfig().setWhitelist(allowed));
        return c;
    }
}
