package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import zugzwang.cli.shared.ClusterOptionGroup;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cluster.ClusterException;
import zugzwang.cluster.ClusterOptions;
import zugzwang.cluster.ClusterWorker;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.table.TranspositionTable;
import zugzwang.core.util.MemorySize;

/** {@code zugzwang worker}: a cluster member that answers the jobs of job-level searches. */
@Command(name = "worker", sortOptions = false,
        description = {"Starts a worker of a zugzwang cluster (Hazelcast): it answers the jobs of job-level searches"
                + " (solve --cluster) with each game's own solver, --threads at a time, its tables within --memory,"
                + " until stopped (Ctrl-C leaves the cluster cleanly; the jobs it was running go to other workers).",
                "A cluster belongs on a private network: its members run each other's jobs. Jobs carry only data"
                + " (a game, its parameters, moves and a question); workers run only zugzwang's own code."},
        footer = {"", "Prints 'worker HOST:PORT cluster=NAME threads=N memory=SIZE' once it is a member; with --progress"
                + " (or on a terminal) a line every 10 s on standard error: members, jobs answered, running, stopped,"
                + " failed, and the results shared with the other workers (sent, taken in)."})
public final class WorkerCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Option(names = {"-t", "--threads"}, paramLabel = "N",
            description = "Jobs run at once (default: the number of cores, here ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "256m",
            converter = EngineOptions.MemoryConverter.class,
            description = "The tables of all its jobs' solvers together, e.g. 1g (default: ${DEFAULT-VALUE}).")
    long memory;

    @Mixin
    ClusterOptionGroup cluster;

    @Option(names = "--join", paramLabel = "HOST:PORT,...",
            description = "Members of the cluster to join (default: none: this worker starts a cluster, others join it).")
    String join;

    @Option(names = "--share-nodes", paramLabel = "N",
            description = "After each job, send the results of its searches of at least N nodes to the other workers,"
                    + " whose tables would not see them otherwise; 0: send none (default: ${DEFAULT-VALUE}).")
    long shareNodes = ClusterWorker.DEFAULT_SHARE_NODES;

    @Option(names = "--progress", description = "A status line every 10 s on standard error.")
    boolean progress;

    @Override
    public Integer call() throws Exception {
        ClusterOptions options;
        JobResources resources;
        if (memory > TranspositionTable.maxBytes()) {
            // as solve and serve refuse it: no worker's table can be that large
            throw new ParameterException(spec.commandLine(), "--memory " + MemorySize.format(memory)
                    + " is too large: a table holds at most " + MemorySize.format(TranspositionTable.maxBytes()));
        }
        EngineOptions.requireThreads(spec.commandLine(), threads);
        if (shareNodes < 0) {
            throw new ParameterException(spec.commandLine(), "--share-nodes must be 0 (none) or more, not " + shareNodes);
        }
        try {
            options = cluster.options(join);
            resources = new JobResources(threads, memory);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        ClusterWorker worker;
        try {
            worker = ClusterWorker.start(options, resources, shareNodes);
        } catch (ClusterException e) {
            main.error(e.getMessage());
            return Console.EXIT_FAILURE;
        }
        Thread leave = new Thread(worker::close, "zugzwang-worker-leave");
        Runtime.getRuntime().addShutdownHook(leave);
        PrintWriter out = main.out();
        out.println("worker " + worker.address() + " cluster=" + options.name() + " threads=" + resources.threads()
                + " memory=" + MemorySize.format(resources.memoryBytes()));
        out.flush();
        boolean report = progress || main.terminal();
        long next = System.nanoTime() + 10_000_000_000L;
        while (worker.running()) {
            Thread.sleep(200);
            if (report && System.nanoTime() >= next) {
                long[] c = worker.counts();
                main.err().println("worker: members=" + worker.clusterSize() + " answered=" + c[0] + " running=" + c[3]
                        + " stopped=" + c[1] + " failed=" + c[2] + " shared-out=" + MemorySize.format(c[4])
                        + " shared-in=" + MemorySize.format(c[5]));
                main.err().flush();
                next += 10_000_000_000L;
            }
        }
        return Console.EXIT_OK;
    }
}
