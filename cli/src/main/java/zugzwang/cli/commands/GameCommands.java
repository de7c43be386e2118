package zugzwang.cli.commands;

import java.util.List;
import java.util.Optional;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * How the commands and the server run one family of games: the command-line side of its
 * {@link GameDefinition}, one implementation per family ({@link CliGames} lists them). The commands
 * parse their options and hand themselves over ({@code analyze(this)}); the game's implementation
 * reads the options it needs, runs its engines and prints. A game implements what it declares
 * among its {@link GameDefinition#capabilities() capabilities}; the commands refuse the others
 * before asking it, so the refusals here are never reached.
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

    /** {@code analyze}: the value of every move of the command's positions ({@link Capability#ANALYZE}). */
    int analyze(AnalyzeCommand command) throws Exception {
        throw unsupported(Capability.ANALYZE);
    }

    /** {@code play}: a game in the terminal against the perfect player ({@link Capability#PLAY}). */
    int play(PlayCommand command) throws Exception {
        throw unsupported(Capability.PLAY);
    }

    /** {@code bench}: the game's benchmark ({@link Capability#BENCH}). */
    int bench(BenchCommand command) {
        throw unsupported(Capability.BENCH);
    }

    private UnsupportedOperationException unsupported(Capability capability) {
        return new UnsupportedOperationException(definition().names() + " does not offer " + capability);
    }
}
