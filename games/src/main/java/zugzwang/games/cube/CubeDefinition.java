package zugzwang.games.cube;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import zugzwang.core.game.Game;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.GameParameters;
import zugzwang.games.Games;

/**
 * Connect Four 3D (seed 001) as the commands see it: {@code --game connect4-3d}, no parameters
 * (the cube is 4×4×4, four in a line, with gravity), its notation ({@link CubeNotation}), its
 * specialised solver ({@link CubeSolver}, {@code --algorithm solver}, the default), and
 * {@code analyze}, {@code play}, {@code bench} (seed 001's difficulty sets) and the server.
 */
public final class CubeDefinition implements GameDefinition {
    /** The name of {@code --game}. */
    public static final String NAME = CubeGame.NAME;
    /** The specialised solver, as {@code solve --algorithm} names it. */
    public static final String SOLVER = "solver";

    @Override
    public List<String> names() {
        return List.of(NAME);
    }

    @Override
    public String notation() {
        return "connect4-3d: the columns played, hexadecimal digits 0-F (4y+x; blanks and commas allowed:"
                + " 0FC3484B7), or a diagram of the four layers bottom first, separated by |, each four rows of"
                + " . x o separated by / (x..o/..../..../....|...)";
    }

    /** Refuses a board size and any k but 4; gravity is always on. */
    @Override
    public Games.Entry create(String name, GameParameters parameters) {
        if (parameters.width() != null || parameters.height() != null) {
            throw new IllegalArgumentException("connect4-3d is played on the 4x4x4 cube: no --width or --height");
        }
        if (parameters.k() != null && parameters.k() != 4) {
            throw new IllegalArgumentException("connect4-3d is four in a line: k must be 4");
        }
        CubeGame g = CubeGame.get();
        return new Games.Entry(g, new CubeEvaluation(), g.centreFirst());
    }

    @Override
    public Optional<Game> named(String printedName) {
        return printedName.equals(NAME) ? Optional.of(CubeGame.get()) : Optional.empty();
    }

    @Override
    public List<String> printedNames() {
        return List.of(NAME);
    }

    @Override
    public Optional<String> solver() {
        return Optional.of(SOLVER);
    }

    /**
     * Seed 001's search ({@link CubeSearch}), one per worker, all sharing one {@link CubeTable} of
     * the machine's memory without locks (as {@code solve --threads} does on one machine).
     */
    @Override
    public JobSolverFactory jobSolvers(String name, GameParameters parameters, JobResources resources) {
        create(name, parameters);
        CubeSolverOptions options = CubeSolverOptions.of(resources.memoryBytes(), resources.threads());
        CubeTable table = new CubeTable(options.memoryBytes());
        return worker -> new CubeJobSolver(new CubeSearch(table, options));
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.of(Capability.ANALYZE, Capability.PLAY, Capability.BENCH, Capability.SERVE);
    }
}
