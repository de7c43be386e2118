package zugzwang.cli.commands;

import zugzwang.games.gomoku.GomokuDefinition;

/**
 * How the commands run go-moku: Victoria's solver ({@code solve --algorithm victoria}, with a
 * solution store: {@link GomokuSolve}) and the generic algorithms of the game API
 * ({@code solve --algorithm}, {@code compare}, {@code match}, {@code verify}) on any board from
 * 5×5 to 19×19 under either rule; {@code analyze} ({@link GomokuAnalysis}); {@code play} ({@link GomokuPlay}); {@code bench} runs Victoria on
 * fixed 15×15 openings ({@link GomokuBench}).
 */
final class GomokuCommands extends GameCommands {
    GomokuCommands() {
        super(GomokuDefinition.NAME, new GomokuSolve());
    }

    @Override
    int analyze(AnalyzeCommand command) throws Exception {
        return GomokuAnalysis.run(command);
    }

    @Override
    int play(PlayCommand command) throws Exception {
        return GomokuPlay.run(command);
    }

    @Override
    int bench(BenchCommand command) {
        return GomokuBench.run(command);
    }
}
