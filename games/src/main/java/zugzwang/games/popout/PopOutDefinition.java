package zugzwang.games.popout;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import zugzwang.core.game.Game;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolverFactory;
import zugzwang.core.search.Evaluation;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.GameParameters;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.WideBoard;

/**
 * PopOut ({@code --game popout}, seed 000): Connect-4's board (7x6 unless told) where a player may
 * also pop a disk of his own from the bottom, with a repetition rule. Solved by the proof searches
 * by default; its own {@code handicap} search ({@link HandicapSearch}) and dense retrograde engine
 * ({@link PopOutRetrograde}); served to the web page. No heuristic evaluation yet
 * ({@link Evaluation#ZERO}); its static order is drops before pops, centre first.
 */
public final class PopOutDefinition implements GameDefinition {
    /** The name of {@code --game}. */
    public static final String NAME = "popout";
    /** The handicapped alpha-beta, as {@code solve --algorithm} names it. */
    public static final String HANDICAP = "handicap";
    private static final Pattern PRINTED = Pattern.compile("popout (\\d{1,3})x(\\d{1,3})( r3)?");

    @Override
    public List<String> names() {
        return List.of(NAME);
    }

    @Override
    public String notation() {
        return "popout: columns to drop, p and a column to pop, d to claim a draw on a full board (44p4), or a"
                + " diagram as for connect4 (...ooo./...xxxx; White to move iff the disks are even; no history)";
    }

    /**
     * The repetition rule is 2 (two-fold, the thesis' rule and the default) or 3 (three-fold, the
     * official rule); k must be 4.
     */
    @Override
    public Games.Entry create(String name, GameParameters parameters) {
        Integer repetition = parameters.repetition();
        if (repetition != null && repetition != 2 && repetition != 3) {
            // (0, the position graph without the rule, is for retrograde analysis only)
            throw new IllegalArgumentException("repetition must be 2 (two-fold) or 3 (three-fold), not " + repetition);
        }
        if (parameters.k() != null && parameters.k() != Board.LINE) {
            throw new IllegalArgumentException("popout is four in a line: k must be 4");
        }
        int w = parameters.width(7);
        int h = parameters.height(6);
        int r = repetition == null ? 2 : repetition;
        if (!BoardShape.fitsOneWord(w, h)) {
            WidePopOutGame g = new WidePopOutGame(WideBoard.of(w, h), r); // beyond 64 bits: two words
            return new Games.Entry(g, Evaluation.ZERO, g.centreFirst());
        }
        PopOutGame g = new PopOutGame(Board.of(w, h), r);
        return new Games.Entry(g, Evaluation.ZERO, g.centreFirst());
    }

    @Override
    public boolean hasRepetitionRule() {
        return true;
    }

    @Override
    public Optional<Game> named(String printedName) {
        return named(printedName, PRINTED, NAME, m -> new GameParameters(Integer.valueOf(m.group(1)),
                Integer.valueOf(m.group(2)), null, false, m.group(3) != null ? 3 : 2));
    }

    @Override
    public List<String> printedNames() {
        return List.of("popout 7x6", "popout 7x6 r3");
    }

    /**
     * The handicapped search ({@link HandicapJobSolver}), one per worker with its share of the
     * memory; the jobs' settings are the handicap ({@link HandicapJobSettings}). Without settings
     * there is no solver: the handicapped search proves wins only, so the question needs its limits.
     */
    @Override
    public JobSolverFactory jobSolvers(String name, GameParameters parameters, String settings,
            JobResources resources) {
        if (!(create(name, parameters).game() instanceof PopOutGame g)) {
            throw new IllegalArgumentException(HANDICAP + ": the handicapped search takes boards of at most 64 bits");
        }
        HandicapJobSettings handicap = HandicapJobSettings.parse(settings);
        HandicapOptions options = HandicapOptions.defaults().withMemory(resources.perWorker());
        return worker -> new HandicapJobSolver(new HandicapSearch(g.board(), options), handicap);
    }

    @Override
    public JobSolverFactory jobSolvers(String name, GameParameters parameters, JobResources resources) {
        return jobSolvers(name, parameters, "", resources);
    }

    @Override
    public List<String> solveAlgorithms() {
        return List.of(HANDICAP);
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.of(Capability.RETRO, Capability.SERVE);
    }
}
