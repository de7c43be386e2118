package zugzwang.cli.commands;

import zugzwang.cli.serve.CubeApiPosition;
import zugzwang.games.cube.CubeDefinition;

/**
 * How the commands and the server run Connect Four 3D: its specialised solver for {@code solve}
 * ({@link CubeSolve}), {@code analyze} ({@link CubeAnalysis}), {@code play} ({@link CubePlay}),
 * {@code bench} over seed 001's difficulty sets ({@link CubeBench}) and the server's answers
 * ({@link CubeApiPosition}).
 */
final class CubeCommands extends GameCommands {
    CubeCommands() {
        super(CubeDefinition.NAME, new CubeSolve());
    }

    @Override
    int analyze(AnalyzeCommand command) throws Exception {
        return CubeAnalysis.run(command);
    }

    @Override
    int play(PlayCommand command) throws Exception {
        return CubePlay.run(command);
    }

    @Override
    int bench(BenchCommand command) {
        return CubeBench.run(command);
    }
}
