package zugzwang.cli.shared;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.solver.OpeningBook;

/**
 * {@code --book FILE} and {@code --no-book}: the opening book that answers positions with few
 * stones without a search. By default the book bundled for the board (7x6: every position with
 * at most {@value #BUNDLED_7X6_STONES} stones), if there is one.
 */
public final class BookOptions {
    /** Depth of the bundled 7x6 book (for the help text; the book file says it too). */
    public static final int BUNDLED_7X6_STONES = 6;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--book", paramLabel = "FILE",
            description = "Answer positions from this opening book (made by 'zugzwang book') instead of the one"
                    + " bundled for the board (7x6: every position with up to " + BUNDLED_7X6_STONES + " stones).")
    Path file;

    @Option(names = "--no-book", negatable = false,
            description = "Search every position, even those an opening book holds.")
    boolean off;

    private OpeningBook read;

    /**
     * The book for a command on one board: the file's (which must be of this board), else the
     * bundled one; null with {@code --no-book} or when there is none.
     *
     * @throws ParameterException (a usage error) for an unreadable or wrong book
     */
    public OpeningBook book(BoardShape board) {
        OpeningBook b = any(board);
        if (b != null && !b.board().equals(board)) {
            throw new ParameterException(mixee.commandLine(), "--book " + file + ": a book of " + b.board()
                    + ", not of " + board);
        }
        return b;
    }

    /**
     * The book for a server answering any board: the file's for its board, the bundled ones for
     * the others; null with {@code --no-book} or when there is none.
     */
    public OpeningBook forAnyBoard(BoardShape board) {
        OpeningBook b = any(board);
        return b != null && b.board().equals(board) ? b : off ? null : OpeningBook.bundled(board);
    }

    /** The file's book (read once), else the bundled one of the board; null with --no-book. */
    private OpeningBook any(BoardShape board) {
        if (off && file != null) {
            throw new ParameterException(mixee.commandLine(), "--book and --no-book exclude each other");
        }
        if (off) {
            return null;
        }
        if (file == null) {
            return OpeningBook.bundled(board);
        }
        if (read == null) {
            read = read(mixee, file);
        }
        return read;
    }

    /**
     * Reads a book file.
     *
     * @throws ParameterException (a usage error) naming the file and what is wrong with it
     */
    public static OpeningBook read(CommandSpec spec, Path file) {
        return read(spec, "--book", file);
    }

    /** As {@link #read(CommandSpec, Path)}, the errors naming {@code option} (e.g. book's --check). */
    public static OpeningBook read(CommandSpec spec, String option, Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return OpeningBook.read(in);
        } catch (IOException | UncheckedIOException e) {
            throw new ParameterException(spec.commandLine(), option + " " + file + ": cannot read it ("
                    + Console.oneLine(Output.describe(e instanceof UncheckedIOException u ? u.getCause() : (IOException) e)) + ")");
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), option + " " + file + ": " + e.getMessage());
        }
    }
}
