package zugzwang.games;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import zugzwang.core.game.Game;
import zugzwang.core.jobs.DfpnJobSolvers;
import zugzwang.core.jobs.JobResources;
import zugzwang.core.jobs.JobSolverFactory;

/**
 * One family of games, declared in one place: its {@code --game} names and parameters, how to
 * make its rules ({@link Game}) with the heuristic evaluation and the centre-first order the
 * generic algorithms use, how positions are written, its specialised algorithms, and what the
 * commands and the server may do with it. {@link Games} lists the definitions; the command line
 * looks up how to run each one by its name.
 *
 * <p>A definition neither prints nor parses command lines: it answers with values, and refuses
 * impossible parameters with an {@link IllegalArgumentException} whose message names the
 * parameter (the command line prefixes it with the option).
 */
public interface GameDefinition {
    /** The names {@code --game} takes, lower case: {@code connect4}; {@code tictactoe} and {@code mnk}. */
    List<String> names();

    /**
     * How positions are written, one clause of the help text that lists every game's notation:
     * {@code popout: columns to drop, p and a column to pop, ...}.
     */
    String notation();

    /**
     * The game {@code name} (one of {@link #names()}) with these parameters, and its companions;
     * parameters not given take the game's defaults.
     *
     * @throws IllegalArgumentException for parameters the game does not take, naming the parameter
     */
    Games.Entry create(String name, GameParameters parameters);

    /** Whether the game takes a repetition rule ({@code --repetition}); the others refuse one. */
    default boolean hasRepetitionRule() {
        return false;
    }

    /** Whether the game takes a rule of which rows win ({@code --rule}); the others refuse one. */
    default boolean hasRules() {
        return false;
    }

    /**
     * The game of this family that prints ({@link Game#name()}) as {@code printedName}, as strategy
     * files name it: {@code connect4 7x6}; empty if the name is not of this family.
     *
     * @throws IllegalArgumentException for a name of this family with impossible parameters
     */
    Optional<Game> named(String printedName);

    /**
     * For {@link #named}: the game {@code name} with the parameters {@code parameters} reads from a
     * printed name that matches {@code pattern} as a whole; empty if it does not match.
     */
    default Optional<Game> named(String printedName, Pattern pattern, String name,
            Function<MatchResult, GameParameters> parameters) {
        Matcher m = pattern.matcher(printedName);
        return m.matches() ? Optional.of(create(name, parameters.apply(m)).game()) : Optional.empty();
    }

    /** Printed names to show as examples when a name is of no family: {@code 'popout 7x6'}. */
    List<String> printedNames();

    /**
     * The specialised solver {@code solve} uses by default, by its {@code --algorithm} name
     * ({@code solver}); empty when the game is solved by a proof search of the game API by default.
     */
    default Optional<String> solver() {
        return Optional.empty();
    }

    /**
     * Every specialised algorithm {@code solve --algorithm} may name for this game, the
     * {@link #solver()} among them ({@code solver}; PopOut's {@code handicap}); the proof searches of
     * the game API apply to every game and are not listed.
     */
    default List<String> solveAlgorithms() {
        return solver().map(List::of).orElse(List.of());
    }

    /** What the commands and the server may do with the game besides solving it by proof search. */
    Set<Capability> capabilities();

    /** Whether the game offers {@code capability}. */
    default boolean offers(Capability capability) {
        return capabilities().contains(capability);
    }

    /**
     * What answers the tasks of a job-level search of this game on one machine (a local executor's
     * threads, or a cluster member): the leaf solvers the game declares for jobs. By default
     * DF-PN on the game API ({@link DfpnJobSolvers}); a game with a faster two-valued solver
     * overrides it. A cluster member builds these from the game's name and parameters alone: no
     * code travels with a job.
     *
     * @param name       one of {@link #names()}
     * @param parameters as for {@link #create}
     * @throws IllegalArgumentException as {@link #create} for parameters it does not take
     */
    default JobSolverFactory jobSolvers(String name, GameParameters parameters, JobResources resources) {
        create(name, parameters);
        return DfpnJobSolvers.of(resources);
    }

    /**
     * The leaf solvers for a search whose jobs need settings besides their moves (PopOut's
     * handicap: {@code HandicapJobSettings}), given as the text the coordinator sends with the
     * game. By default a game takes none: an empty text gives {@link #jobSolvers(String,
     * GameParameters, JobResources)}.
     *
     * @throws IllegalArgumentException for settings the game does not take, in one line
     */
    default JobSolverFactory jobSolvers(String name, GameParameters parameters, String settings,
            JobResources resources) {
        if (settings != null && !settings.isBlank()) {
            throw new IllegalArgumentException(name + ": its jobs take no settings, not '" + settings + "'");
        }
        return jobSolvers(name, parameters, resources);
    }
}
