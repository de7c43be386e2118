package zugzwang.games.connect4;

import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.games.connect4.solver.Connect4JobSolver;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import zugzwang.core.game.Game;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.GameParameters;
import zugzwang.games.Games;
import zugzwang.games.connect4.solver.Solver;

/**
 * Connect-4 ({@code --game connect4}) on any board that fits a bitboard (7x6 unless told), four in
 * a line, with gravity: the exact {@link Solver} ({@code solve}'s default), the opening book, the
 * benchmark suites, VICTOR's rules ({@code explain}), play in the terminal and on the web page.
 */
public final class Connect4Definition implements GameDefinition {
    /** The name of {@code --game}. */
    public static final String NAME = "connect4";
    /** The exact solver, as {@code solve --algorithm} names it. */
    public static final String SOLVER = "solver";
    private static final Pattern PRINTED = Pattern.compile("connect4 (\\d{1,3})x(\\d{1,3})");

    @Override
    public List<String> names() {
        return List.of(NAME);
    }

    @Override
    public String notation() {
        return "connect4 as for solve (move sequences such as 4453, or diagrams)";
    }

    /** Refuses any k but 4; the gravity flag changes nothing (Connect-4 always has gravity). */
    @Override
    public Games.Entry create(String name, GameParameters parameters) {
        if (parameters.k() != null && parameters.k() != Board.LINE) {
            throw new IllegalArgumentException("connect4 is four in a line: k must be 4 (for other lengths"
                    + " use the mnk game with gravity)");
        }
        Board board = Board.of(parameters.width(7), parameters.height(6));
        Connect4Game g = new Connect4Game(board);
        return new Games.Entry(g, new WindowEvaluation(board), g.centreFirst());
    }

    @Override
    public Optional<Game> named(String printedName) {
        return named(printedName, PRINTED, NAME, m -> new GameParameters(Integer.valueOf(m.group(1)),
                Integer.valueOf(m.group(2)), null, false, null));
    }

    @Override
    public List<String> printedNames() {
        return List.of("connect4 7x6");
    }

    @Override
    public Optional<String> solver() {
        return Optional.of(SOLVER);
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.of(Capability.ANALYZE, Capability.PLAY, Capability.BENCH, Capability.BOOK, Capability.EXPLAIN,
                Capability.SERVE);
    }

    /**
     * The exact solver ({@link Connect4JobSolver}): one per worker, each with its share of the
     * memory; it answers every threshold of Connect-4's scores, so a job-level search finds the
     * exact score (and the end move), not only the value.
     */
    @Override
    public JobSolverFactory jobSolvers(String name, GameParameters parameters, JobResources resources) {
        Connect4Game g = (Connect4Game) create(name, parameters).game();
        return Connect4JobSolver.of(g.board(), resources);
    }
}
