package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.games.qubic.Qubic;
import zugzwang.games.qubic.QubicDefinition;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;

/**
 * {@code analyze --game qubic}: the value (1 win, 0 draw, −1 loss, {@code ?} undecided, for the
 * player to move) of every empty cell, each found as {@code solve} finds a value
 * ({@link QubicSolve#answer}) for the position after it — one cell per symmetry class, the
 * others take its value. Meant for positions past the opening: early ones cost a solve per cell.
 */
final class QubicAnalysis {
    private QubicAnalysis() {
    }

    static int run(AnalyzeCommand c) throws Exception {
        c.engineOptions.refuseSolverSwitches("--game qubic", "--book", "--no-book");
        Console main = c.main;
        QueryOptions query = c.query;
        long jobNodes = QubicSolve.jobNodes(c.spec.commandLine(), c.engineOptions, null, QubicSolve.DEFAULT_MEMORY);
        int threads = c.engineOptions.threads;
        PrintWriter out = main.out();
        boolean progress = query.progress || main.terminal();
        int[] count = {0};
        int bad = PositionInput.forEachParsed(main, query.positions, QubicNotation::parse, (text, position) -> {
            long start = System.nanoTime();
            Integer[] values = new Integer[Qubic.CELLS];
            boolean[] empty = new boolean[Qubic.CELLS];
            Map<String, Integer> byClass = new HashMap<>();
            long[] canon = new long[2];
            for (long e = position.isOver() ? 0 : ~position.filled(); e != 0; e &= e - 1) {
                int cell = Long.numberOfTrailingZeros(e);
                empty[cell] = true;
                QubicPosition child = position.copy();
                child.play(cell);
                Qubic.canonical(child.first(), child.second(), canon);
                String key = canon[0] + "/" + canon[1];
                if (!byClass.containsKey(key)) {
                    Integer v;
                    if (child.isWon()) {
                        v = 1;
                    } else if (child.isFull()) {
                        v = 0;
                    } else {
                        QubicSolve.Answer a;
                        try {
                            a = QubicSolve.answer(main, (text.isEmpty() ? "empty board" : text) + " +" + cell, child,
                                    threads, jobNodes, progress);
                        } catch (InterruptedException ie) {
                            Thread.currentThread().interrupt();
                            throw new java.io.InterruptedIOException("interrupted");
                        }
                        v = a.value() == null ? null : -a.value();
                    }
                    byClass.put(key, v);
                }
                values[cell] = byClass.get(key);
            }
            long nanos = System.nanoTime() - start;
            if (query.json) {
                var o = Output.object();
                o.put("position", text);
                o.put("game", QubicDefinition.NAME);
                var moves = o.putObject("moves");
                for (int cell = 0; cell < Qubic.CELLS; cell++) {
                    if (!empty[cell]) {
                        continue;
                    }
                    if (values[cell] == null) {
                        moves.putNull(Integer.toString(cell));
                    } else {
                        moves.put(Integer.toString(cell), values[cell]);
                    }
                }
                o.put("millis", Output.millis(nanos));
                out.println(Output.json(o));
            } else {
                if (count[0]++ > 0) {
                    out.println();
                }
                out.print(plain(text, position, values, empty));
            }
            out.flush();
        });
        return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
    }

    /** The four layers side by side, a value (or the stone) in every cell. */
    static String plain(String text, QubicPosition p, Integer[] values, boolean[] empty) {
        StringBuilder sb = new StringBuilder();
        sb.append(text.isEmpty() ? "empty board" : text).append(" (qubic, ")
                .append(p.isOver() ? "game over" : (p.player() == 0 ? "first" : "second") + " to move").append(", ")
                .append(p.stones()).append(" stones; the value of each empty cell for the side to move)\n");
        for (int x = 0; x < 4; x++) {
            sb.append(x == 0 ? "" : "   ").append(x == 3 ? "x=" + x : String.format(Locale.ROOT, "%-12s", "x=" + x));
        }
        sb.append('\n');
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                sb.append(x == 0 ? "" : "   ");
                for (int z = 0; z < 4; z++) {
                    int cell = Qubic.cell(x, y, z);
                    String v = !empty[cell] ? ((p.first() >>> cell & 1) != 0 ? "x" : "o")
                            : values[cell] == null ? "?" : values[cell].toString();
                    sb.append(String.format(Locale.ROOT, "%3s", v));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
