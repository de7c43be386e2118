package zugzwang.cli.commands;

import zugzwang.cli.serve.PopOutApiPosition;
import zugzwang.games.popout.PopOutDefinition;

/**
 * How the commands and the server run PopOut: the proof searches of every game, its handicapped
 * alpha-beta for {@code solve --algorithm handicap} ({@link HandicapSolve}), and the server's
 * answers, looked up in the strong solution of small boards ({@link PopOutApiPosition}).
 */
final class PopOutCommands extends GameCommands {
    PopOutCommands() {
        super(PopOutDefinition.NAME, new HandicapSolve.Algorithm());
    }
}
