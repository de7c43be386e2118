package zugzwang.cli.commands;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Function;
import java.util.function.Supplier;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cluster.ClusterException;
import zugzwang.cluster.ClusterOptions;
import zugzwang.cluster.HazelcastExecutor;
import zugzwang.cluster.JobSpec;
import zugzwang.core.game.Game;
import zugzwang.core.jobs.JobExecutor;
import zugzwang.core.jobs.JobLog;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.core.jobs.LocalExecutor;

/**
 * The executor of a {@code solve} run as jobs, for every game that runs them: the workers of the
 * cluster {@code --cluster} names (the game and its job settings sent as a {@link JobSpec}), or
 * {@code --threads} local workers with the game's own leaf solvers; wrapped in the
 * {@code --job-log} when one is asked for. Closing it closes the executor and the log (reporting a
 * log that could not be written in one line).
 */
final class JobExecutorSetup implements AutoCloseable {
    private final Console main;
    private final Path jobLog;
    private JobSpec spec;
    private JobExecutor executor;
    private JobLog log;
    private Writer logFile;

    private JobExecutorSetup(Console main, Path jobLog) {
        this.main = main;
        this.jobLog = jobLog;
    }

    /** {@code --cutoff}, or {@code otherwise}; outside 0..40 a usage error. */
    static int cutoff(SolveCommand c, int otherwise) {
        int cutoff = c.cutoff == null ? otherwise : c.cutoff;
        if (cutoff < 0 || cutoff > 40) {
            throw c.usage("--cutoff " + cutoff + ": 0 to 40 plies");
        }
        return cutoff;
    }

    /** {@code --split} in milliseconds, or {@link Connect4JobSolve#DEFAULT_SPLIT_MILLIS}; negative a usage error. */
    static long split(SolveCommand c) {
        long split = c.splitMillis == null ? Connect4JobSolve.DEFAULT_SPLIT_MILLIS : c.splitMillis;
        if (split < 0) {
            throw c.usage("--split " + split + ": at least 0 ms (0: never)");
        }
        return split;
    }

    /** The cluster's options if {@code --cluster} was given, else null; a bad value is a usage error. */
    static ClusterOptions clusterOptions(SolveCommand c) {
        return c.cluster.coordinator(c.clusterMembers, c.spec.commandLine());
    }

    /**
     * The executor for {@code c}: on the cluster of {@code cluster} (not null) with {@code spec}, or
     * on {@code --threads} local threads with {@code local} (made only then). Null, with the error
     * printed, if the cluster cannot be joined.
     */
    static JobExecutorSetup open(SolveCommand c, ClusterOptions cluster, Game game, JobSpec spec,
            Supplier<JobSolverFactory> local) throws IOException, InterruptedException {
        return open(c.main, "solve", cluster, game, spec, local, c.engineOptions.threads, c.jobLog, c::usage);
    }

    /**
     * The executor of a command: on the cluster of {@code cluster} (not null) with {@code spec}, or
     * on {@code threads} local threads with {@code local} (made only then), recorded to
     * {@code jobLog} if not null. Null, with the error printed, if the cluster cannot be joined.
     *
     * @param usage makes the usage error of a bad {@code --job-log}
     */
    static JobExecutorSetup open(Console main, String command, ClusterOptions cluster, Game game, JobSpec spec,
            Supplier<JobSolverFactory> local, int threads, Path jobLog, Function<String, RuntimeException> usage)
            throws IOException, InterruptedException {
        JobExecutorSetup setup = new JobExecutorSetup(main, jobLog);
        setup.spec = spec;
        boolean done = false;
        try {
            if (cluster != null) {
                try {
                    HazelcastExecutor h = HazelcastExecutor.join(cluster, spec);
                    setup.executor = h;
                    if (!h.awaitCapacity(1, Duration.ofSeconds(30))) {
                        main.err().println(command + ": no worker in cluster " + cluster.name() + " yet; the jobs wait for one");
                    }
                } catch (ClusterException e) {
                    main.error(e.getMessage());
                    return null;
                }
            } else {
                setup.executor = new LocalExecutor(game, threads, local.get());
            }
            if (jobLog != null) {
                String bad = OutputFile.problem("--job-log", jobLog);
                if (bad != null) {
                    throw usage.apply(bad);
                }
                setup.logFile = Files.newBufferedWriter(jobLog, StandardCharsets.UTF_8);
                setup.log = new JobLog(setup.executor, setup.logFile);
                setup.executor = setup.log;
            }
            done = true;
            return setup;
        } finally {
            if (!done) {
                setup.close();
            }
        }
    }

    /** What the workers were given: the game and its job settings. */
    JobSpec spec() {
        return spec;
    }

    /** The executor (the job log's, if one is kept). */
    JobExecutor executor() {
        return executor;
    }

    /** The cluster's status for progress lines ("" on local threads). */
    String clusterStatus() {
        JobExecutor e = log != null ? log.inner() : executor;
        return e instanceof HazelcastExecutor h ? " " + h.status() : "";
    }

    @Override
    public void close() throws IOException {
        if (executor != null) {
            executor.close();
        }
        if (logFile != null) {
            logFile.close();
            if (log.error() != null) {
                main.error("--job-log " + jobLog + ": " + Console.oneLine(String.valueOf(log.error().getMessage())));
            }
        }
    }
}
