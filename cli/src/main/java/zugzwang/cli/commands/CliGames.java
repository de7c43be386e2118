package zugzwang.cli.commands;

import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/**
 * The games as the command line runs them: for every {@link GameDefinition} of {@link Games}, its
 * {@link GameCommands}. A new game is one more line in {@link #ALL}; a definition without its
 * line fails the first time a command looks a game up.
 */
final class CliGames {
    /** One per definition of {@link Games#DEFINITIONS}, in any order. */
    static final List<GameCommands> ALL = List.of(
            new Connect4Commands(),
            new MnkCommands(),
            new PopOutCommands(),
            new CubeCommands(),
            new QubicCommands(),
            new GomokuCommands());

    static {
        for (GameDefinition d : Games.DEFINITIONS) {
            if (ALL.stream().filter(c -> c.definition() == d).count() != 1) {
                throw new IllegalStateException("the game " + d.names() + " needs exactly one GameCommands in CliGames");
            }
        }
    }

    private CliGames() {
    }

    /** How to run the game called {@code name} (any case, blanks ignored), if there is such a game. */
    static Optional<GameCommands> find(String name) {
        return Games.definition(name).map(d -> ALL.stream().filter(c -> c.definition() == d).findFirst().orElseThrow());
    }

    /**
     * How to run the game of {@code --game name} in a command that needs {@code capability}.
     *
     * @param command the command's name, for the message
     * @throws ParameterException (a usage error) {@code analyze is for --game connect4, not popout}
     *                            for a game that does not offer it or no game at all
     */
    static GameCommands offering(String name, Capability capability, CommandLine commandLine, String command) {
        return find(name).filter(c -> c.definition().offers(capability)).orElseThrow(() -> new ParameterException(
                commandLine, command + " is for --game " + Games.either(Games.offering(capability)) + ", not " + name));
    }

    /** The specialised {@code solve} algorithm of this name of any game (the first one), if any. */
    static Optional<SolveAlgorithm> solveAlgorithm(String name) {
        return ALL.stream().flatMap(c -> c.solveAlgorithm(name).stream()).findFirst();
    }

    /** Every specialised {@code solve} algorithm of every game. */
    static List<SolveAlgorithm> solveAlgorithms() {
        return ALL.stream().flatMap(c -> c.solveAlgorithms().stream()).toList();
    }

    /** The names of the games that have a specialised {@code solve} algorithm of this name. */
    static List<String> owners(String algorithm) {
        return ALL.stream().filter(c -> c.solveAlgorithm(algorithm).isPresent())
                .flatMap(c -> c.definition().names().stream()).toList();
    }
}
