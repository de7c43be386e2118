package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.CubeOptions;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeResult;
import zugzwang.games.cube.CubeSolver;

/**
 * {@code play --game connect4-3d}: a game in the terminal against the solver. Enter a column
 * (0-F); {@code h} shows the best moves, {@code u} takes back your last move, {@code q} quits. The
 * engine plays a best move (one that wins at once if it can) and says what perfect play gives you.
 */
final class CubePlay {
    private CubePlay() {
    }

    static int run(PlayCommand c) throws IOException {
        Console main = c.main;
        PrintWriter out = main.out();
        boolean humanFirst = c.side == null || !c.side.second;
        try (CubeSolver solver = CubeOptions.solver(c.spec.commandLine(), c.boardOptions, c.engineOptions,
                c.engineOptions.memory)) {
            CubePosition p = CubePosition.empty();
            out.println("Connect Four 3D: you are " + (humanFirst ? "x (first)" : "o (second)")
                    + ". Columns 0-F are 4y+x; h: hint, u: undo, q: quit.");
            while (!p.isOver()) {
                out.print(CubeNotation.picture(p.first(), p.second()));
                boolean humanToMove = (p.player() == 0) == humanFirst;
                if (!humanToMove) {
                    CubeResult r = solver.solve(p, false);
                    int move = r.bestMoves()[0];
                    for (int m : r.bestMoves()) {
                        if (p.isWinningMove(m)) {
                            move = m;
                        }
                    }
                    p.play(move);
                    out.println("engine plays " + CubeNotation.column(move) + "; perfect play gives you a "
                            + (r.value() > 0 ? "loss" : r.value() < 0 ? "win" : "draw"));
                    out.flush();
                    continue;
                }
                out.print("your move: ");
                out.flush();
                String line = main.in().readLine();
                if (line == null || line.strip().equalsIgnoreCase("q")) {
                    out.println();
                    return Console.EXIT_OK;
                }
                String t = line.strip();
                if (t.equalsIgnoreCase("h")) {
                    CubeResult r = solver.solve(p, false);
                    out.println("best: " + CubeOptions.columnList(r.bestMoves()) + " (" + r.result() + " for you)");
                } else if (t.equalsIgnoreCase("u")) {
                    if (p.played() >= 2) {
                        p.undo();
                        p.undo();
                    } else {
                        out.println("nothing to take back");
                    }
                } else {
                    int col = t.length() == 1 ? Character.digit(t.charAt(0), 16) : -1;
                    if (col < 0) {
                        out.println("'" + t + "' is not a column: give a digit 0-F, h, u or q");
                    } else if (!p.canPlay(col)) {
                        out.println("column " + CubeNotation.column(col) + " is full");
                    } else {
                        p.play(col);
                    }
                }
            }
            out.print(CubeNotation.picture(p.first(), p.second()));
            out.println(p.isWon() ? ((p.player() == 0) == humanFirst ? "the engine wins" : "you win") : "a draw");
            return Console.EXIT_OK;
        }
    }
}
