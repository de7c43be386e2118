package zugzwang.cli.commands;

import zugzwang.games.qubic.QubicDefinition;

/**
 * How the commands run qubic: for now the generic algorithms of the game API
 * ({@code solve --algorithm}, {@code compare}, {@code match}, {@code verify}).
 */
final class QubicCommands extends GameCommands {
    QubicCommands() {
        super(QubicDefinition.NAME);
    }
}
