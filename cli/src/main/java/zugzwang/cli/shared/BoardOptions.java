package zugzwang.cli.shared;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import zugzwang.games.connect4.Board;

/** {@code --width} and {@code --height}: the board size (7 x 6 unless told). */
public final class BoardOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = {"-w", "--width"}, paramLabel = "COLUMNS", defaultValue = "7",
            description = "Columns of the board (default: ${DEFAULT-VALUE}).")
    public int width;

    @Option(names = {"-H", "--height"}, paramLabel = "ROWS", defaultValue = "6",
            description = "Rows of the board (default: ${DEFAULT-VALUE}); width * (height + 1) must not exceed 64.")
    public int height;

    /** Whether the user gave the width or the height on the command line. */
    public boolean given() {
        var result = mixee.commandLine().getParseResult();
        return result != null && (result.hasMatchedOption("--width") || result.hasMatchedOption("--height"));
    }

    /**
     * The board.
     *
     * @throws ParameterException (a usage error) for an impossible size
     */
    public Board board() {
        try {
            return Board.of(width, height);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), e.getMessage());
        }
    }
}
