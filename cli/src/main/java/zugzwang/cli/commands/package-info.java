/**
 * The commands ({@code solve}, {@code analyze}, {@code play}, {@code bench}, ...) and how they run
 * each game: {@link zugzwang.cli.commands.GameCommands}, one per game family, listed by
 * {@link zugzwang.cli.commands.CliGames}. A command parses its options and hands itself to the game
 * of {@code --game}, which reads the options it needs, runs its engines and prints.
 */
package zugzwang.cli.commands;
