package zugzwang.cli;

import java.util.List;
import java.util.Optional;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * How the commands run one family of games: the command-line side of its
 * {@link GameDefinition}, one implementation per family ({@link CliGames} lists them). The commands
 * parse their options and hand themselves over; the game's implementation
 * reads the options it needs, runs its engines and prints.
 */
abstract class GameCommands {
    private final GameDefinition definition;
    private final List<SolveAlgorithm> algorithms;

    /**
     * @param name       a name of the game family ({@link Games#definition})
     * @param algorithms the game's own algorithms for {@code solve --algorithm}, one per name of
     *                   {@link GameDefinition#solveAlgorithms()}
     */
    GameCommands(String name, SolveAlgorithm... algorithms) {
        this.definition = Games.definition(name).orElseThrow();
        this.algorithms = List.of(algorithms);
    }

    /** The game family, as the registry of games holds it. */
    final GameDefinition definition() {
        return definition;
    }

    /** The game's own algorithms for {@code solve --algorithm}; every game is also solved by the proof searches. */
    final List<SolveAlgorithm> solveAlgorithms() {
        return algorithms;
    }

    /** The specialised algorithm of this name, if the game has one. */
    final Optional<SolveAlgorithm> solveAlgorithm(String name) {
        return solveAlgorithms().stream().filter(a -> a.name().equals(name)).findFirst();
    }
}
