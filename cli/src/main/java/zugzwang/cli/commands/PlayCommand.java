package zugzwang.cli.commands;

import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.BoardOptions;
import zugzwang.cli.shared.BookOptions;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.games.Capability;

/** {@code zugzwang play}: a game in the terminal against the perfect player. */
@Command(name = "play", sortOptions = false,
        description = {"Plays a game against the perfect player in the terminal.",
                "Without --first/--second or --width/--height you are asked (defaults: 7x6, you move"
                + " first). Enter a column number to move, h for a hint (your best moves), u to take back"
                + " your last move and the reply, q to quit. The engine's time is shown on standard error;"
                + " its first moves on 7x6 can take a while."})
public final class PlayCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Mixin
    BookOptions bookOptions;

    @ArgGroup(exclusive = true)
    Side side;

    static final class Side {
        @Option(names = "--first", description = "You move first (x).")
        boolean first;

        @Option(names = "--second", description = "You move second (o): the engine opens.")
        boolean second;
    }

    @Option(names = "--from", paramLabel = "POSITION",
            description = "Connect-4: start from this position (a move sequence, squares or a diagram, as solve"
                    + " reads it) instead of the empty board; the engine moves first if it is its turn.")
    String from;

    @Mixin
    GameChoice game;

    @Mixin
    GomokuOptions gomoku;

    @Override
    public Integer call() throws Exception {
        gomoku.refuseUnless(game.name);
        GameCommands commands = game.offering(Capability.PLAY);
        if (from != null && !(commands instanceof Connect4Commands)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--from: only Connect-4's play starts from a position, not " + game.name + "'s");
        }
        return commands.play(this);
    }
}
