package zugzwang.cli.shared;

import java.util.Collection;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Which options the user wrote on a command line (not their defaults): the one check behind every
 * "X is not for Y" refusal, so that an option a path does not read is refused, never ignored.
 */
public final class GivenOptions {
    private GivenOptions() {
    }

    /**
     * The first of {@code options} (in the order listed) given on {@code commandLine}; null if none
     * was, or if nothing was parsed (a command made by code).
     */
    public static String first(CommandLine commandLine, Collection<String> options) {
        var parsed = commandLine.getParseResult();
        if (parsed == null) {
            return null;
        }
        for (String o : options) {
            if (parsed.hasMatchedOption(o)) {
                return o;
            }
        }
        return null;
    }

    /**
     * Refuses the first of {@code options} given, as a usage error "OPTION" followed by
     * {@code rest} (e.g. " is not for bench serve").
     *
     * @throws ParameterException naming that option
     */
    public static void refuse(CommandLine commandLine, String rest, String... options) {
        String o = first(commandLine, List.of(options));
        if (o != null) {
            throw new ParameterException(commandLine, o + rest);
        }
    }
}
