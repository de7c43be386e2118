package zugzwang.cli.commands;

import java.io.IOException;
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
        c.engineOptions.refuseSolverSwitches("--game connect4-3d", "--book", "--no-book");
        boolean humanFirst = c.side == null || !c.side.second;
        try (CubeSolver solver = CubeOptions.solver(c.spec.commandLine(), c.boardOptions, c.engineOptions,
                c.engineOptions.memory)) {
            CubePosition p = CubePosition.empty();
            c.main.out().println("Connect Four 3D: you are " + (humanFirst ? "x (first)" : "o (second)")
                    + ". Columns 0-F are 4y+x; h: hint, u: undo, q: quit.");
            return TerminalGame.run(c.main, new TerminalGame.PositionBoard(p) {
                @Override
                public String picture() {
                    return CubeNotation.picture(p.first(), p.second());
                }

                @Override
                public String engineMove() {
                    CubeResult r = solver.solve(p, false);
                    int move = r.bestMoves()[0];
                    for (int m : r.bestMoves()) {
                        if (p.isWinningMove(m)) {
                            move = m;
                        }
                    }
                    p.play(move);
                    return "engine plays " + CubeNotation.column(move) + "; perfect play gives you a "
                            + (r.value() > 0 ? "loss" : r.value() < 0 ? "win" : "draw");
                }

                @Override
                public String hint() {
                    CubeResult r = solver.solve(p, false);
                    return "best: " + CubeOptions.columnList(r.bestMoves()) + " (" + r.result() + " for you)";
                }

                @Override
                public String play(String t) {
                    int col = t.length() == 1 ? Character.digit(t.charAt(0), 16) : -1;
                    if (col < 0) {
                        return "'" + t + "' is not a column: give a digit 0-F, h, u or q";
                    }
                    if (!p.canPlay(col)) {
                        return "column " + CubeNotation.column(col) + " is full";
                    }
                    p.play(col);
                    return null;
                }
            }, humanFirst);
        }
    }
}
