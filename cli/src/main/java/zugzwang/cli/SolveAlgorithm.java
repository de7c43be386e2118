package zugzwang.cli;

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

    /**
     * The usage error when {@code --game game} (as given) does not have this algorithm.
     *
     * @param owners the games that have it
     */
    String notFor(String game, List<String> owners);

    /**
     * Checks the options (calling {@link SolveCommand#requireOffered} where the game matters) and
     * answers the command's positions.
     *
     * @return the exit code
     */
    int solve(SolveCommand command) throws Exception;
}
