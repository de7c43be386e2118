package zugzwang.cli;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;
import zugzwang.cli.commands.AnalyzeCommand;
import zugzwang.cli.commands.BenchCommand;
import zugzwang.cli.commands.BookCommand;
import zugzwang.cli.commands.CompareCommand;
import zugzwang.cli.commands.DoubleLetterCommand;
import zugzwang.cli.commands.ExplainCommand;
import zugzwang.cli.commands.GenerateCommand;
import zugzwang.cli.commands.MatchCommand;
import zugzwang.cli.commands.PlayCommand;
import zugzwang.cli.commands.ReplayCommand;
import zugzwang.cli.commands.RetroCommand;
import zugzwang.cli.commands.ServeCommand;
import zugzwang.cli.commands.SolveCommand;
import zugzwang.cli.commands.VerifyCommand;
import zugzwang.cli.commands.WorkerCommand;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.GameHelp;

/**
 * The {@code zugzwang} command: subcommands {@code solve}, {@code analyze}, {@code play},
 * {@code bench}, {@code compare}, {@code match}, {@code verify}, {@code retro}, {@code explain},
 * {@code serve} and {@code book}.
 *
 * <p>Input and output streams are injected (see {@link #commandLine}), so the commands can be run
 * in-process by tests; only {@link #main} calls {@link System#exit}. The streams and the one-line
 * errors: {@link Console}.
 */
@Command(name = "zugzwang",
        scope = ScopeType.INHERIT,
        resourceBundle = GameHelp.NAME,
        mixinStandardHelpOptions = true,
        version = "zugzwang " + Main.VERSION,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = "Solves Connect-4 exactly: scores, best moves and perfect play.",
        subcommands = {SolveCommand.class, AnalyzeCommand.class, PlayCommand.class, BenchCommand.class,
                CompareCommand.class, MatchCommand.class, VerifyCommand.class, RetroCommand.class, ExplainCommand.class,
                ServeCommand.class, BookCommand.class, GenerateCommand.class, DoubleLetterCommand.class, WorkerCommand.class,
                ReplayCommand.class,
                HelpCommand.class},
        footer = {"", "Positions are move sequences (1-based columns from the empty board: 4453, or"
                + " 10,3,12 with commas on boards wider than 9 columns) or diagrams (rows of . x o, top"
                + " row first, separated by '/': ......./...x...).",
                "Scores are for the side to move: positive wins, negative loses, 0 draws; the larger"
                + " a win, the earlier it comes."})
public final class Main extends Console implements Callable<Integer> {
    public static final String VERSION = "0.1.0";
    @Spec
    CommandSpec spec;

    Main(BufferedReader in, PrintWriter out, PrintWriter err, boolean terminal) {
        super(in, out, err, terminal);
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "missing command: " + commandNames(spec.commandLine()));
    }

    /**
     * The command line with the given streams and the one-line error handlers installed. Reads
     * and writes UTF-8. {@code terminal} says whether standard error is a terminal.
     */
    public static CommandLine commandLine(InputStream in, OutputStream out, OutputStream err, boolean terminal) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        PrintWriter o = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter e = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        Main main = new Main(reader, o, e, terminal);
        CommandLine cmd = new CommandLine(main);
        cmd.setOut(o);
        cmd.setErr(e);
        cmd.setParameterExceptionHandler((ex, args) -> {
            CommandLine where = ex.getCommandLine() == null ? cmd : ex.getCommandLine();
            String message = ex.getMessage() == null ? "invalid arguments" : ex.getMessage();
            if (ex instanceof UnmatchedArgumentException u && where == cmd && !u.getUnmatched().isEmpty()
                    && !u.getUnmatched().get(0).startsWith("-")) {
                message = "unknown command '" + u.getUnmatched().get(0)
                        + "': the commands are " + commandNames(cmd);
            }
            message = message.replaceFirst("^Error: ", "");
            main.error(message + " (try '" + where.getCommandSpec().qualifiedName() + " --help')");
            return EXIT_USAGE;
        });
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            main.error(describe(ex));
            if (debug()) {
                ex.printStackTrace(e);
                e.flush();
            }
            return EXIT_FAILURE;
        });
        return cmd;
    }

    /** "solve, analyze, ... or book": the commands, help left out. */
    static String commandNames(CommandLine cmd) {
        List<String> names = new ArrayList<>(cmd.getSubcommands().keySet());
        names.remove("help");
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /**
     * Runs the command line and returns the exit code; never throws, and turns even errors of the
     * JVM (out of memory) into one line.
     */
    public static int run(InputStream in, OutputStream out, OutputStream err, boolean terminal, String... args) {
        CommandLine cmd = commandLine(in, out, err, terminal);
        try {
            return cmd.execute(args);
        } catch (OutOfMemoryError oom) {
            Main main = cmd.getCommand();
            main.error("out of memory (the JVM allows " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MiB): give the table less memory with --memory, or the JVM more with -Xmx");
            return EXIT_FAILURE;
        } catch (StackOverflowError soe) {
            Main main = cmd.getCommand();
            main.error("stack overflow: run the JVM with a larger stack, e.g. -Xss16m");
            return EXIT_FAILURE;
        } finally {
            cmd.getOut().flush();
            cmd.getErr().flush();
        }
    }

    public static void main(String[] args) {
        System.exit(run(System.in, System.out, System.err, System.console() != null, args));
    }
}
