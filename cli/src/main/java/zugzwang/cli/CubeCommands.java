package zugzwang.cli;

import zugzwang.games.cube.CubeDefinition;
import zugzwang.games.cube.CubeSolver;

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

    @Override
    ApiPosition.Reader served() {
        return CubeApiPosition::new;
    }

    /** The cube is 4 wide and 4 high, as the answers report it. */
    @Override
    int[] servedSize() {
        return new int[] {4, 4};
    }

    /** A worker's solver must get a table of at least the smallest size. */
    @Override
    void checkServer(long workerMemory) {
        CubeSolver.validate(workerMemory);
    }
}
