package zugzwang.cli;

import zugzwang.games.popout.PopOutDefinition;

/**
 * How the commands run PopOut: the proof searches of every game, and its handicapped alpha-beta
 * for {@code solve --algorithm handicap} ({@link HandicapSolve}).
 */
final class PopOutCommands extends GameCommands {
    PopOutCommands() {
        super(PopOutDefinition.NAME, new HandicapSolve.Algorithm());
    }
}
