package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.Locale;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.CubeOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.games.cube.Cube;
import zugzwang.games.cube.CubeDefinition;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeSolver;

/**
 * {@code analyze --game connect4-3d}: the value (1 win, 0 draw, −1 loss, for the player to move)
 * of every column of each position, as a table or one JSON object per position.
 */
final class CubeAnalysis {
    private CubeAnalysis() {
    }

    /** Answers the command's positions; returns the exit code. */
    static int run(AnalyzeCommand c) throws Exception {
        c.engineOptions.refuseSolverSwitches("--game connect4-3d", "--book", "--no-book");
        Console main = c.main;
        QueryOptions query = c.query;
        PrintWriter out = main.out();
        int[] count = {0};
        boolean progress = query.progress || main.terminal();
        try (CubeSolver solver = CubeOptions.solver(c.spec.commandLine(), c.boardOptions, c.engineOptions,
                c.engineOptions.memory)) {
            int bad = PositionInput.forEachParsed(main, query.positions, CubeNotation::parse, (text, position) -> {
                solver.clear();
                long nodes0 = solver.nodes();
                long start = System.nanoTime();
                Integer[] values;
                try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                        "%s: %.1f M nodes, %.0f s", text.isEmpty() ? "empty board" : text,
                        (solver.nodes() - nodes0) / 1e6, (System.nanoTime() - start) / 1e9))) {
                    values = solver.analyze(position);
                }
                long nanos = System.nanoTime() - start;
                long nodes = solver.nodes() - nodes0;
                if (query.json) {
                    var o = Output.object();
                    o.put("position", text);
                    o.put("game", CubeDefinition.NAME);
                    o.put("weak", query.weak);
                    var moves = o.putObject("moves");
                    for (int col = 0; col < Cube.COLUMNS; col++) {
                        if (values[col] == null) {
                            moves.putNull(CubeNotation.column(col));
                        } else {
                            moves.put(CubeNotation.column(col), values[col]);
                        }
                    }
                    o.put("nodes", nodes);
                    o.put("millis", Output.millis(nanos));
                    out.println(Output.json(o));
                } else {
                    if (count[0]++ > 0) {
                        out.println();
                    }
                    out.print(plain(text, position, values));
                }
                out.flush();
            });
            return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
    }

    static String plain(String text, CubePosition p, Integer[] values) {
        StringBuilder sb = new StringBuilder();
        sb.append(text.isEmpty() ? "empty board" : text).append(" (connect4-3d, ")
                .append(p.isOver() ? "game over" : CubeOptions.mover(p) + " to move").append(", ")
                .append(p.stones()).append(" stones)\n");
        sb.append("column");
        for (int col = 0; col < Cube.COLUMNS; col++) {
            sb.append(String.format(Locale.ROOT, "%3s", CubeNotation.column(col)));
        }
        sb.append("\nvalue ");
        for (int col = 0; col < Cube.COLUMNS; col++) {
            sb.append(String.format(Locale.ROOT, "%3s", values[col] == null ? "-" : values[col].toString()));
        }
        return sb.append('\n').toString();
    }
}
