package zugzwang.cli.commands;

import java.util.List;

/**
 * A game's own algorithm for {@code solve --algorithm NAME} (Connect-4's exact {@code solver},
 * PopOut's {@code handicap}), besides the proof searches every game has. It reads the options of
 * the {@link SolveCommand}, checks those that concern it, and answers every position.
 */
interface SolveAlgorithm {
    /** Its {@code --algorithm} name. */
    String name();

    /**
     * The options of {@code solve} only this algorithm takes, in the order they are checked: with
     * another algorithm each is refused ({@code --pop-limit is for --algorithm handicap}).
     */
    default List<String> options() {
        return List.of();
    }

    /** Whether it writes {@code --proof} itself (then it stays the default with {@code --proof}). */
    default boolean writesProofs() {
        return false;
    }

    /**
     * The usage error when {@code --game game} (as given) does not have this algorithm.
     *
     * @param owners the games that have it
     */
    String notFor(String game, List<String> owners);

    /**
     * {@link #notFor} of a game's exact solver: {@code --algorithm solver is connect4's; for
     * popout use one of pn, ...}.
     */
    static String solverNotFor(String name, String game, List<String> owners) {
        return "--algorithm " + name + " is " + zugzwang.games.Games.either(owners.stream().map(o -> o + "'s").toList())
                + "; for " + game + " use one of " + SolveCommand.ALGORITHMS;
    }

    /**
     * The checks of a game's exact solver: no {@code --proof}, the game offers it, no
     * {@code --nodes}.
     *
     * @throws picocli.CommandLine.ParameterException (a usage error)
     */
    static void checkSolver(SolveCommand c, SolveAlgorithm a) {
        if (c.proof != null) {
            throw c.usage("--proof needs a proof search: --algorithm " + SolveCommand.ALGORITHMS);
        }
        c.requireOffered(a);
        if (c.nodes != null) {
            throw c.usage("--nodes is for the proof searches (--algorithm " + SolveCommand.ALGORITHMS + ")");
        }
    }

    /**
     * Checks the options (calling {@link SolveCommand#requireOffered} where the game matters) and
     * answers the command's positions.
     *
     * @return the exit code
     */
    int solve(SolveCommand command) throws Exception;
}
