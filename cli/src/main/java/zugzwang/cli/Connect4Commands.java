package zugzwang.cli;

import zugzwang.games.connect4.Connect4Definition;

/**
 * How the commands run Connect-4: its exact solver for {@code solve} ({@link Connect4Solve}).
 */
final class Connect4Commands extends GameCommands {
    Connect4Commands() {
        super(Connect4Definition.NAME, new Connect4Solve());
    }
}
