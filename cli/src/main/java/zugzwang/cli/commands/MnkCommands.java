package zugzwang.cli.commands;

import zugzwang.games.mnk.MnkDefinition;

/**
 * How the commands run the m,n,k-games (tic-tac-toe among them): nothing of their own. The
 * generic algorithms of the game API ({@code solve --algorithm}, {@code compare}, {@code match},
 * {@code retro}) are all they offer.
 */
final class MnkCommands extends GameCommands {
    MnkCommands() {
        super(MnkDefinition.MNK);
    }
}
