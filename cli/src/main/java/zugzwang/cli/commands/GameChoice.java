package zugzwang.cli.commands;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.GameHelp;
import zugzwang.games.Capability;

/**
 * {@code --game} of a command that runs only the games offering what it needs ({@code analyze},
 * {@code play}, {@code bench}): the game's {@link GameCommands}, or the command's usage error. Its
 * help names those games ({@link GameHelp}).
 */
public final class GameChoice {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "connect4", descriptionKey = GameHelp.CHOICE,
            description = "The game (default: ${DEFAULT-VALUE}).")
    String name;

    /**
     * How to run the game, which must offer {@code capability}.
     *
     * @throws ParameterException (a usage error) {@code analyze is for --game connect4, not popout}
     */
    GameCommands offering(Capability capability) {
        return CliGames.offering(name, capability, mixee.commandLine(), mixee.name());
    }
}
