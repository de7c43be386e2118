package zugzwang.cli.shared;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import java.util.List;
import picocli.CommandLine.Option;
import zugzwang.cluster.ClusterOptions;

/**
 * Where this process joins a zugzwang cluster: its name, the interface and first port this member
 * binds to. The members to join come from the command ({@code --cluster} of solve, {@code --join}
 * of worker).
 */
public final class ClusterOptionGroup {
    @Option(names = "--cluster-name", paramLabel = "NAME", defaultValue = ClusterOptions.DEFAULT_NAME,
            description = "The cluster's name: members of another name are never joined (default: ${DEFAULT-VALUE}).")
    public String name;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = ClusterOptions.DEFAULT_BIND,
            description = "The interface this member binds to (default: ${DEFAULT-VALUE}, this machine only; a cluster"
                    + " belongs on a private network).")
    public String bind;

    @Option(names = "--port", paramLabel = "P", defaultValue = "" + ClusterOptions.DEFAULT_PORT,
            description = "The first port this member tries; the next ones if it is taken (default: ${DEFAULT-VALUE}).")
    public int port;

    /**
     * The options, joining {@code members} (HOST:PORT, comma-separated; null or blank: none).
     *
     * @throws IllegalArgumentException with one line naming what is wrong
     */
    public ClusterOptions options(String members) {
        List<String> join = members == null || members.isBlank() ? List.of() : ClusterOptions.parseMembers(members);
        ClusterOptions options = new ClusterOptions(name, bind, port, join);
        ClusterOptions.checkResolvable(join);
        ClusterOptions.checkLocal(bind);
        return options;
    }

    /** Whether any of this group's options was given on {@code commandLine}. */
    public static boolean given(CommandLine commandLine) {
        var parsed = commandLine.getParseResult();
        return parsed.hasMatchedOption("--cluster-name") || parsed.hasMatchedOption("--bind")
                || parsed.hasMatchedOption("--port");
    }

    /**
     * The coordinator's options for {@code --cluster members}, or null if no members were given.
     *
     * @throws ParameterException (a usage error) for a bad member list or setting
     */
    public ClusterOptions coordinator(String members, CommandLine commandLine) {
        if (members == null) {
            if (given(commandLine)) { // they say where a coordinator lives: without --cluster there is none
                throw new ParameterException(commandLine, "--cluster-name, --bind and --port are for --cluster");
            }
            return null;
        }
        if (members.isBlank()) {
            throw new ParameterException(commandLine, "--cluster: HOST:PORT,... expected, not an empty list");
        }
        ClusterOptions options;
        try {
            options = new ClusterOptions(name, bind, port, ClusterOptions.parseMembers(members));
            ClusterOptions.checkResolvable(options.join());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, "--cluster: " + e.getMessage());
        }
        try {
            ClusterOptions.checkLocal(bind);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, "--bind: " + e.getMessage());
        }
        return options;
    }
}
