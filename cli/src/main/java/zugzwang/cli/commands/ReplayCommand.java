package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.chart.SvgChart;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.OutputFile;
import zugzwang.core.jobs.ScheduleReplay;

/** {@code zugzwang replay}: projects a recorded job-level run onto more workers. */
@Command(name = "replay", sortOptions = false,
        description = {"Projects a job-level run recorded with 'solve --job-log FILE' onto more workers: each search's"
                + " jobs list-scheduled on N workers (a job starts on the first free one), the searches one after"
                + " the other. An estimate of what the recorded work allows (a larger cluster would also run jobs a"
                + " smaller one drops), not a measurement."},
        footer = {"", "Output: the log's jobs, searches and total solver time, then one line per worker count:",
                "  WORKERS makespan=S ideal=S critical=S speedup=X efficiency=P idle=P",
                "(makespan: the schedule's length; ideal: the total over N; critical: the sum of each search's longest"
                + " job, which no schedule beats; speedup against one worker.)"})
public final class ReplayCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "LOG", description = "A job log (solve --job-log).")
    Path log;

    @Option(names = "--workers", paramLabel = "N[,N...]", split = ",", defaultValue = "1,2,4,8,16,32,64",
            description = "The worker counts (default: ${DEFAULT-VALUE}).")
    List<Integer> workers;

    @Option(names = "--chart", paramLabel = "FILE.svg",
            description = "Also draw makespan, ideal and critical path against the workers (log scale).")
    Path chart;

    @Override
    public Integer call() throws IOException {
        for (int w : workers) {
            if (w < 1 || w > 1_000_000) {
                throw new ParameterException(spec.commandLine(), "--workers: " + w + " is not 1 to 1000000");
            }
        }
        if (chart != null) {
            String bad = OutputFile.problem("--chart", chart);
            if (bad != null) {
                throw new ParameterException(spec.commandLine(), bad);
            }
        }
        if (!Files.isRegularFile(log)) {
            main.error("replay: " + log + ": " + (Files.isDirectory(log) ? "a directory, not a job log" : "no such file"));
            return Console.EXIT_FAILURE;
        }
        ScheduleReplay replay;
        try {
            replay = ScheduleReplay.parse(Files.readAllLines(log, StandardCharsets.UTF_8));
        } catch (java.nio.charset.CharacterCodingException e) {
            main.error("replay: " + log + ": not a job log (not UTF-8 text)");
            return Console.EXIT_FAILURE;
        } catch (IOException e) {
            main.error("replay: cannot read " + log + ": " + Console.oneLine(String.valueOf(e.getMessage())));
            return Console.EXIT_FAILURE;
        } catch (IllegalArgumentException e) {
            main.error("replay: " + log + ": " + e.getMessage());
            return Console.EXIT_FAILURE;
        }
        PrintWriter out = main.out();
        out.printf(Locale.ROOT, "%s: %d jobs in %d searches, %.1f s of solver time%s%n", log, replay.jobs(),
                replay.searches(), replay.totalMillis() / 1000, replay.cancelled() == 0 ? ""
                        : String.format(Locale.ROOT, " (and %d jobs cancelled after %.1f s in all, not replayed)",
                                replay.cancelled(), replay.cancelledMillis() / 1000));
        double one = replay.project(1).makespanMs();
        List<String> labels = new ArrayList<>();
        double[] makespan = new double[workers.size()];
        double[] ideal = new double[workers.size()];
        double[] critical = new double[workers.size()];
        for (int i = 0; i < workers.size(); i++) {
            ScheduleReplay.Projection p = replay.project(workers.get(i));
            out.printf(Locale.ROOT, "%d makespan=%.1fs ideal=%.1fs critical=%.1fs speedup=%.2f efficiency=%.0f%% idle=%.0f%%%n",
                    p.workers(), p.makespanMs() / 1000, p.idealMs() / 1000, p.criticalMs() / 1000,
                    p.makespanMs() == 0 ? 1 : one / p.makespanMs(), 100 * p.efficiency(), 100 * p.idleFraction());
            labels.add(Integer.toString(p.workers()));
            makespan[i] = p.makespanMs() / 1000;
            ideal[i] = p.idealMs() / 1000;
            critical[i] = p.criticalMs() / 1000;
        }
        out.flush();
        if (chart != null) {
            new SvgChart("job-level run projected onto N workers", "workers", "seconds", labels)
                    .add("makespan", makespan).add("ideal (total / N)", ideal).add("critical path", critical)
                    .write(chart);
        }
        return Console.EXIT_OK;
    }
}
