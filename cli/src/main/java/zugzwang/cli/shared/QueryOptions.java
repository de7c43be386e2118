package zugzwang.cli.shared;

import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What {@code solve} and {@code analyze} share: the positions, and how to answer. */
public final class QueryOptions {
    @Option(names = "--weak", description = "Only win (1), draw (0) or loss (-1): faster.")
    public boolean weak;

    @Option(names = "--progress",
            description = "Report the search every 2 s on standard error (default: only on a terminal).")
    public boolean progress;

    @Option(names = "--json", description = "One JSON object per position.")
    public boolean json;

    @Parameters(paramLabel = "POSITION", arity = "0..*",
            description = "Move sequences or diagrams; none: read standard input.")
    public List<String> positions;
}
