package zugzwang.cli.shared;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.WideBoard;

/** {@code --width} and {@code --height}: the board size (7 x 6 unless told). */
public final class BoardOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = {"-w", "--width"}, paramLabel = "COLUMNS", defaultValue = "7",
            description = "Columns of the board (default: ${DEFAULT-VALUE}).")
    public int width;

    @Option(names = {"-H", "--height"}, paramLabel = "ROWS", defaultValue = "6",
            description = "Rows of the board (default: ${DEFAULT-VALUE}); width * (height + 1) must not exceed 64"
                    + " (128 for Connect-4's solve, analyze, bench, play and serve).")
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
            String more = wide() && (long) width * ((long) height + 1) <= WideBoard.BITS ? " (" + mixee.commandLine().getCommandName()
                    + " takes boards beyond 64 bits only for Connect-4's solve, analyze, bench, play and serve)" : "";
            throw new ParameterException(mixee.commandLine(), e.getMessage() + more);
        }
    }

    /**
     * Whether the board is beyond one word, {@code width * (height + 1) > 64}: for the commands that
     * take them, a two-word board ({@link #wideBoard()}, which refuses more than 128 bits).
     */
    public boolean wide() {
        return !BoardShape.fitsOneWord(width, height);
    }

    /**
     * The board of either word size (for the commands that take boards up to 128 bits).
     *
     * @throws ParameterException (a usage error) for an impossible size
     */
    public BoardShape shape() {
        return wide() ? wideBoard() : board();
    }

    /**
     * The board on two words (any size up to 128 bits).
     *
     * @throws ParameterException (a usage error) for an impossible size
     */
    public WideBoard wideBoard() {
        try {
            return WideBoard.of(width, height);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), e.getMessage());
        }
    }
}
