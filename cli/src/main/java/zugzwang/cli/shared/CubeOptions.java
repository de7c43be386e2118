package zugzwang.cli.shared;

import picocli.CommandLine.ParameterException;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;

/** What the Connect Four 3D commands share: the solver of the options, positions, output pieces. */
public final class CubeOptions {
    private CubeOptions() {
    }

    /**
     * The solver of {@code --memory} and {@code --threads}; refuses {@code --width}/{@code --height}.
     *
     * @throws ParameterException for impossible settings
     */
    public static CubeSolver solver(picocli.CommandLine commandLine, BoardOptions board, EngineOptions engine, long memory) {
        check(commandLine, board, engine, memory);
        return new CubeSolver(CubeSolverOptions.of(memory, engine.threads));
    }

    /**
     * Checks the settings of {@link #solver} without allocating anything.
     *
     * @throws ParameterException for impossible settings
     */
    public static void check(picocli.CommandLine commandLine, BoardOptions board, EngineOptions engine, long memory) {
        if (board.given()) {
            throw new ParameterException(commandLine, "--game connect4-3d is played on the 4x4x4 cube: no --width or"
                    + " --height");
        }
        EngineOptions.requireThreads(commandLine, engine.threads);
        try {
            CubeSolver.validate(memory);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, "--memory: " + e.getMessage());
        }
        long heap = Runtime.getRuntime().maxMemory();
        if (memory > heap - (48L << 20)) { // room for the rest of the program
            throw new ParameterException(commandLine, "--memory " + zugzwang.core.util.MemorySize.format(memory)
                    + " does not fit the JVM's " + (heap >> 20) + " MiB (run through ./zugzwang, which sizes the JVM,"
                    + " or give java a larger -Xmx)");
        }
    }

    /** Reads a position (a game or a diagram). */
    static CubePosition parse(String text) {
        return CubeNotation.parse(text);
    }

    /** Columns as a list: {@code 0,5,A}. */
    public static String columnList(int[] columns) {
        StringBuilder sb = new StringBuilder();
        for (int c : columns) {
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(CubeNotation.column(c));
        }
        return sb.toString();
    }

    /** Columns as a JSON array of their digits. */
    public static com.fasterxml.jackson.databind.node.ArrayNode columns(int[] columns) {
        var a = Output.object().arrayNode();
        for (int c : columns) {
            a.add(CubeNotation.column(c));
        }
        return a;
    }

    /** "x" or "o": the player to move. */
    public static String mover(CubePosition p) {
        return p.player() == 0 ? "x" : "o";
    }
}
