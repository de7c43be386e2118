package zugzwang.cli.commands;

import zugzwang.cli.serve.Connect4ApiPosition;
import zugzwang.games.connect4.Connect4Definition;

/**
 * How the commands and the server run Connect-4: its exact solver for {@code solve}
 * ({@link Connect4Solve}), {@code analyze} ({@link Connect4Analysis}), {@code play}
 * ({@link Connect4Play}), {@code bench} over the test suites ({@link Connect4Bench}) and the
 * server's answers ({@link Connect4ApiPosition}).
 */
final class Connect4Commands extends GameCommands {
    Connect4Commands() {
        super(Connect4Definition.NAME, new Connect4Solve());
    }

    @Override
    int analyze(AnalyzeCommand command) throws Exception {
        return Connect4Analysis.run(command);
    }

    @Override
    int play(PlayCommand command) throws Exception {
        return Connect4Play.run(command);
    }

    @Override
    int bench(BenchCommand command) {
        return Connect4Bench.run(command);
    }
}
