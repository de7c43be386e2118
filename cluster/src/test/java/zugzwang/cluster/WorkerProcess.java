package zugzwang.cluster;

import java.util.List;
import zugzwang.core.jobs.JobResources;

/**
 * A worker in a JVM of its own, for the tests: {@code NAME PORT THREADS MEMORY_MIB [JOIN]}. Prints
 * {@code ready HOST:PORT} once it is a member, leaves the cluster cleanly on SIGTERM.
 */
public final class WorkerProcess {
    private WorkerProcess() {
    }

    public static void main(String[] args) throws InterruptedException {
        ClusterOptions options = ClusterOptions.local().named(args[0]).at("127.0.0.1", Integer.parseInt(args[1]))
                .joining(args.length > 4 ? ClusterOptions.parseMembers(args[4]) : List.of());
        ClusterWorker worker = ClusterWorker.start(options,
                new JobResources(Integer.parseInt(args[2]), Long.parseLong(args[3]) << 20));
        Runtime.getRuntime().addShutdownHook(new Thread(worker::close));
        System.out.println("ready " + worker.address());
        System.out.flush();
        worker.await();
    }
}
