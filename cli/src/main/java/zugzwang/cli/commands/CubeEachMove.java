package zugzwang.cli.commands;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.Progress;
import zugzwang.games.cube.Cube;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeSolver;

/**
 * {@code solve --game connect4-3d --each-move [--resume FILE] [--limit SECONDS] POSITION}: the value
 * of every reply of a position, one at a time, as seed 001 attacked its 9-stone position. Each reply
 * first asks the seed's question (does the opponent win after it?), then, if not, whether the mover
 * wins. Every finished reply is appended to the resume file at once, so a run can be stopped at any
 * moment and started again: it skips the replies the file already holds.
 *
 * <p>Resume file: comment lines (#) naming the position, then one line per finished reply:
 * {@code COLUMN VALUE nodes=N time=MILLISms} with VALUE for the player to move in the position
 * (1 win, 0 draw, −1 loss). A reply not decided within {@code --limit} is reported as {@code ?} on
 * standard output and not written, so a later run tries it again.
 */
final class CubeEachMove {
    private CubeEachMove() {
    }

    /** Runs it; returns the exit code (3 if some reply stayed undecided). */
    static int run(Console main, CubeSolver solver, String text, CubePosition p, Path resume, Double limitSeconds,
            boolean progress) throws IOException {
        PrintWriter out = main.out();
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over: no move to answer");
        }
        Map<Integer, String> done = resume == null ? new TreeMap<>() : readResume(resume, text, p);
        int undecided = 0;
        String mover = p.player() == 0 ? "x" : "o";
        for (int c = 0; c < Cube.COLUMNS; c++) {
            if (!p.canPlay(c)) {
                continue;
            }
            String col = CubeNotation.column(c);
            if (done.containsKey(c)) {
                out.println(text + " move=" + col + " " + done.get(c) + " (from " + resume.getFileName() + ")");
                out.flush();
                continue;
            }
            solver.resetCancel();
            long start = System.nanoTime();
            long nodes0 = solver.nodes();
            Integer value;
            CubePosition q = p.copy();
            String[] asking = {""};
            ScheduledExecutorService watchdog = null;
            if (limitSeconds != null) {
                watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, "zugzwang-limit");
                    t.setDaemon(true);
                    return t;
                });
                watchdog.schedule(solver::cancel, Math.round(limitSeconds * 1000), TimeUnit.MILLISECONDS);
            }
            try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                    "move %s: %s%.1f M nodes, %.1f M/s, %.0f s", col, asking[0], (solver.nodes() - nodes0) / 1e6,
                    (solver.nodes() - nodes0) / 1e6 / Math.max((System.nanoTime() - start) / 1e9, 1e-9),
                    (System.nanoTime() - start) / 1e9))) {
                if (q.isWinningMove(c)) {
                    value = 1;
                } else {
                    q.play(c);
                    asking[0] = "does " + (p.player() == 0 ? "o" : "x") + " win? ";
                    if (solver.wins(q, 1 - p.player())) {
                        value = -1;
                    } else {
                        asking[0] = "does " + mover + " win? ";
                        value = solver.wins(q, p.player()) ? 1 : 0;
                    }
                }
            } catch (CancellationException e) {
                value = null;
                solver.resetCancel();
            } finally {
                if (watchdog != null) {
                    watchdog.shutdownNow();
                }
            }
            long nanos = System.nanoTime() - start;
            String line = (value == null ? "?" : value.toString()) + " nodes=" + (solver.nodes() - nodes0)
                    + " time=" + Output.millis1(nanos) + "ms";
            out.println(text + " move=" + col + " " + line + (value == null ? " (stopped by --limit)" : ""));
            out.flush();
            if (value == null) {
                undecided++;
            } else if (resume != null) {
                Files.writeString(resume, col + " " + line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            }
        }
        return undecided > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
    }

    /**
     * The replies a resume file holds (created with its header if missing).
     *
     * @throws IllegalArgumentException if it is of another position or damaged (naming the line)
     */
    private static Map<Integer, String> readResume(Path file, String text, CubePosition p) throws IOException {
        Map<Integer, String> done = new TreeMap<>();
        String header = "# zugzwang solve --game connect4-3d --each-move: " + p.diagram();
        if (!Files.exists(file)) {
            Files.writeString(file, header + "\n# position as given: " + text
                    + "\n# per reply: COLUMN VALUE (for the player to move: 1 win, 0 draw, -1 loss) nodes time\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
            return done;
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            if (first == null || !first.strip().equals(header)) {
                throw new IllegalArgumentException("--resume " + file + " is not a file of this position (its first"
                        + " line must be '" + header + "')");
            }
            int n = 1;
            for (String line; (line = in.readLine()) != null; ) {
                n++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] parts = t.split("\\s+", 2);
                int c = parts[0].length() == 1 ? Character.digit(parts[0].charAt(0), 16) : -1;
                if (c < 0 || parts.length < 2 || !parts[1].matches("(1|0|-1) nodes=\\d+ time=[0-9.]+ms")) {
                    // a line cut short by a crash is the last one: ignore it, say so
                    if (in.readLine() == null) {
                        System.err.println("zugzwang: note: --resume " + file + " line " + n
                                + " is incomplete and ignored");
                        break;
                    }
                    throw new IllegalArgumentException("--resume " + file + " line " + n + ": '" + t
                            + "' is not 'COLUMN VALUE nodes=N time=Tms'");
                }
                if (!p.canPlay(c)) {
                    throw new IllegalArgumentException("--resume " + file + " line " + n + ": column " + parts[0]
                            + " cannot be played in this position");
                }
                done.put(c, parts[1]);
            }
        }
        return done;
    }
}
