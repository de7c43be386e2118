package zugzwang.cli.commands;

import java.io.IOException;
import zugzwang.core.proof.Outcome;
import zugzwang.games.qubic.Qubic;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicProver;
import zugzwang.games.qubic.QubicSolver;

/**
 * {@code play --game qubic}: a game in the terminal. Enter a cell (0-63, {@code 16x + 4y + z});
 * {@code u} takes back your last move, {@code q} quits. The engine completes a line if it can,
 * else blocks yours, else plays a win its proof search (PN with threat-space search, one job of
 * {@link #ENGINE_NODES} nodes) proves, else the cell PN search found most promising. Before the
 * position has two stones it takes a cell on the most lines (a 7-cube). It is perfect only where
 * its search proves a win: the first moves of qubic need a solve of minutes
 * ({@code solve --game qubic}).
 */
final class QubicPlay {
    /** The engine's DAG per move: a fraction of a second to a few seconds. */
    static final long ENGINE_NODES = 100_000;

    private QubicPlay() {
    }

    static int run(PlayCommand c) throws IOException {
        c.engineOptions.refuseSolverSwitches("--game qubic", "--threads", "--memory", "--width", "--height", "--book",
                "--no-book");
        boolean humanFirst = c.side == null || !c.side.second;
        QubicPosition p = new QubicPosition();
        c.main.out().println("Qubic: you are " + (humanFirst ? "x (first)" : "o (second)")
                + ". Cells 0-63 are 16x+4y+z (layers x=0..3 left to right, rows y, columns z); u: undo, q: quit.");
        return TerminalGame.run(c.main, new TerminalGame.PositionBoard(p) {
            @Override
            public String picture() {
                return QubicPlay.picture(p);
            }

            @Override
            public String engineMove() {
                int move = QubicPlay.engineMove(p);
                p.play(move);
                return "engine plays " + move;
            }

            @Override
            public String hint() {
                return null;
            }

            @Override
            public String play(String t) {
                int cell;
                try {
                    cell = Integer.parseInt(t);
                } catch (NumberFormatException e) {
                    cell = -1;
                }
                if (cell < 0 || cell >= Qubic.CELLS) {
                    return "'" + t + "' is not a cell: give a number 0-63, u or q";
                }
                if (!p.canPlay(cell)) {
                    return "cell " + cell + " is taken";
                }
                p.play(cell);
                return null;
            }
        }, humanFirst);
    }

    /** The engine's move (see the class comment). */
    static int engineMove(QubicPosition p) {
        long empty = ~p.filled();
        long win = Qubic.threats(p.current(), empty);
        if (win != 0) {
            return Long.numberOfTrailingZeros(win);
        }
        long block = Qubic.threats(p.opponent(), empty);
        if (block != 0) {
            return Long.numberOfTrailingZeros(block);
        }
        if (p.stones() >= QubicSolver.SPLIT_STONES) {
            QubicProver prover = new QubicProver(p.player(), ENGINE_NODES, QubicProver.THREAT_BUDGET);
            QubicProver.Result r = prover.prove(p.copy());
            if (r.outcome() == Outcome.PROVED && r.move() >= 0) {
                return r.move();
            }
            int[] order = prover.rootMovesByPromise();
            if (order.length > 0) {
                return order[0];
            }
        }
        int best = -1;
        for (long e = empty; e != 0; e &= e - 1) {
            int cell = Long.numberOfTrailingZeros(e);
            if (best < 0 || Qubic.linesThrough(cell).length > Qubic.linesThrough(best).length) {
                best = cell;
            }
        }
        return best;
    }

    /** The four layers side by side, x=0 left, each row y with its columns z. */
    static String picture(QubicPosition p) {
        StringBuilder sb = new StringBuilder("x=0        x=1        x=2        x=3\n");
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                sb.append(x == 0 ? "" : "   ");
                for (int z = 0; z < 4; z++) {
                    int cell = Qubic.cell(x, y, z);
                    sb.append((p.first() >>> cell & 1) != 0 ? 'x' : (p.second() >>> cell & 1) != 0 ? 'o' : '.');
                    sb.append(z < 3 ? " " : "");
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
