package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.StrategyException;
import zugzwang.core.proof.StrategyHeader;
import zugzwang.core.proof.StrategyProver;
import zugzwang.core.proof.StrategyWriter;
import zugzwang.games.qubic.QubicDefinition;
import zugzwang.games.qubic.QubicGame;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicProver;
import zugzwang.games.qubic.QubicSolver;
import zugzwang.games.qubic.QubicStrategy;

/**
 * {@code solve --game qubic} by {@link QubicSolver} (the default algorithm, {@code solver}): PN
 * search with threat-space search as its evaluation, in jobs on {@code --threads} workers, the
 * first plies split by the program. The value for the side to move: 1 if it wins, −1 if the other
 * side wins, 0 if neither can (both disproved exactly), {@code ?} if the budgets end first. With
 * {@code --proof FILE} the winning side's strategy is written (version 2 of the format, gzip if
 * the name ends in {@code .gz}) for {@code verify}.
 */
final class QubicSolve implements SolveAlgorithm {
    /** The memory of {@code solve --game qubic} unless {@code --memory} says otherwise (the launcher gives it). */
    static final long DEFAULT_MEMORY = 3L << 30;
    /** The first budget of the ladder of single jobs (see {@link #answer}). */
    static final long LADDER_START = 20_000;

    @Override
    public String name() {
        return QubicDefinition.SOLVER;
    }

    @Override
    public boolean writesProofs() {
        return true;
    }

    @Override
    public String notFor(String game, List<String> owners) {
        return SolveAlgorithm.solverNotFor(name(), game, owners);
    }

    @Override
    public int solve(SolveCommand c) throws Exception {
        c.engineOptions.refuseSolverSwitches("--game qubic", "--book", "--no-book");
        c.requireOffered(this);
        QueryOptions query = c.query;
        int threads = c.engineOptions.threads;
        long jobNodes = jobNodes(c.spec.commandLine(), c.engineOptions, c.nodes, DEFAULT_MEMORY);
        if (c.proof != null) {
            if (query.positions == null || query.positions.size() != 1) {
                throw c.usage("--proof writes the proof of one position: give exactly one");
            }
            String bad = OutputFile.problem("--proof", c.proof);
            if (bad != null) {
                throw c.usage(bad);
            }
        }
        Console main = c.main;
        PrintWriter out = main.out();
        boolean progress = query.progress || main.terminal();
        int[] undecided = {0};
        int bad = PositionInput.forEachParsed(main, query.positions, QubicNotation::parse, (text, position) -> {
            Answer a;
            try {
                a = answer(main, text, position, threads, jobNodes, progress);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted");
            }
            out.println(query.json ? json(text, a) : plain(text, a));
            out.flush();
            if (a.value == null) {
                undecided[0]++;
            } else if (c.proof != null) {
                writeProof(main, text, a, c.proof, progress);
            }
        });
        return bad > 0 ? Console.EXIT_FAILURE : undecided[0] > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
    }

    /**
     * The DAG nodes of one job (one per thread at a time): {@code --nodes}, or three quarters of
     * {@code --memory} (default {@code defaultMemory}) shared by the threads, the rest for the
     * strategy table and the collector. {@code bench --game qubic} sizes its DAGs so too.
     *
     * @throws picocli.CommandLine.ParameterException for --nodes below 1 or a bad --threads
     */
    static long jobNodes(picocli.CommandLine commandLine, EngineOptions engine, Long nodes, long defaultMemory) {
        int threads = engine.threads;
        EngineOptions.requireThreads(commandLine, threads);
        if (nodes != null && nodes < 1) {
            throw new picocli.CommandLine.ParameterException(commandLine, "--nodes must be at least 1, not " + nodes);
        }
        long memory = commandLine.getParseResult().hasMatchedOption("--memory") ? engine.memory : defaultMemory;
        return nodes != null ? nodes : Math.max(10_000, memory / 4 * 3 / threads / QubicProver.BYTES_PER_NODE);
    }

    /** A position's value and how it was found. */
    record Answer(QubicPosition position, Integer value, QubicSolver.Result proof, int jobs, long nodes,
                          long nanos) {
    }

    /** Asks "does the side to move win?", then "does the other side win?". */
    static Answer answer(Console main, String text, QubicPosition position, int threads, long jobNodes,
                         boolean progress) throws InterruptedException {
        long start = System.nanoTime();
        AtomicInteger jobs = new AtomicInteger();
        AtomicLong nodes = new AtomicLong();
        AtomicInteger running = new AtomicInteger();
        String what = text.isEmpty() ? "empty board" : text;
        QubicSolver.Listener listener = (job, now, finished) -> {
            jobs.incrementAndGet();
            nodes.addAndGet(job.nodes());
            running.set(now);
        };
        try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                "%s: %d jobs done, %d running, %.1f M nodes, %.0f s", what, jobs.get(), running.get(),
                nodes.get() / 1e6, (System.nanoTime() - start) / 1e9))) {
            // the side to move first, except on a board of fewer than two stones, where the first
            // player is asked first (he wins from the start); a question that is false would
            // spend the whole budget, so both are asked with single jobs of growing budgets
            // (LADDER_START nodes, times 8) before the full, splitting solve
            int me = position.player();
            int[] attackers = position.stones() < QubicSolver.SPLIT_STONES ? new int[] {0, 1} : new int[] {me, 1 - me};
            boolean[] disproved = new boolean[2];
            List<Long> budgets = new java.util.ArrayList<>();
            if (position.stones() >= QubicSolver.SPLIT_STONES) {
                for (long b = Math.min(LADDER_START, jobNodes); b < jobNodes; b *= 8) {
                    budgets.add(b);
                }
            }
            budgets.add(jobNodes);
            for (int round = 0; round < budgets.size(); round++) {
                boolean last = round == budgets.size() - 1;
                for (int i = 0; i < 2; i++) {
                    if (disproved[i]) {
                        continue;
                    }
                    QubicSolver solver = new QubicSolver(attackers[i], threads, budgets.get(round), QubicProver.THREAT_BUDGET,
                            last ? QubicSolver.MAX_JOBS : 1);
                    QubicSolver.Result r = solver.solve(position, listener);
                    if (r.outcome() == Outcome.PROVED) {
                        return new Answer(position, attackers[i] == me ? 1 : -1, r, jobs.get(), nodes.get(),
                                System.nanoTime() - start);
                    }
                    disproved[i] = r.outcome() == Outcome.DISPROVED;
                }
                if (disproved[0] && disproved[1]) {
                    break;
                }
            }
            boolean draw = disproved[0] && disproved[1];
            return new Answer(position, draw ? 0 : null, null, jobs.get(), nodes.get(), System.nanoTime() - start);
        }
    }

    private static void writeProof(Console main, String text, Answer a, Path file, boolean progress)
            throws java.io.IOException {
        if (a.proof == null) {
            main.error("--proof " + file + ": not written: the solver proves wins only; for a draw use --algorithm "
                    + SolveCommand.PROOF_SEARCH);
            return;
        }
        int attacker = a.value > 0 ? a.position.player() : 1 - a.position.player();
        String root = text.isEmpty() || text.equals("''") ? StrategyHeader.START : text;
        QubicStrategy strategy = a.proof.strategy();
        long start = System.nanoTime();
        StrategyWriter.Written w;
        // the lines written, by depth and by where their move came from (Allis' Tables 4.1, 4.2)
        long[][] census = new long[QubicStrategy.Kind.values().length][65];
        StrategyProver counted = strategy.prover((stones, kind) -> census[kind.ordinal()][stones]++);
        try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                "writing the proof: %.0f s", (System.nanoTime() - start) / 1e9))) {
            w = new StrategyWriter(counted, StrategyWriter.DEFAULT_MAX_LINES, true)
                    .write(QubicGame.get(), root, attacker, Goal.WIN, file);
        } catch (StrategyException e) {
            main.error("--proof " + file + ": not written: " + e.getMessage());
            return;
        }
        main.err().println("proof: " + file + " (" + ProofSolve.PLAYERS[attacker] + " wins): " + w.lines() + " lines, "
                + w.bytes() + " bytes" + (file.toString().endsWith(".gz") ? " before compression" : "") + ", "
                + w.defenderPositions() + " defender positions, " + w.impliedWins()
                + " attacker positions won in one move (no line), " + Output.millis1(w.nanos())
                + "ms; check it with 'zugzwang verify " + file + "'");
        printCensus(main.err(), census);
        main.err().flush();
    }

    /**
     * The strategy's lines by depth (stones on the board): all, those whose move a search chose
     * (beside Allis' Table 4.1, which leaves out threat sequences), and the strategic ones among
     * them (not a forced block: Table 4.2).
     */
    private static void printCensus(PrintWriter err, long[][] census) {
        int strategic = QubicStrategy.Kind.STRATEGIC.ordinal();
        int block = QubicStrategy.Kind.BLOCK.ordinal();
        int tactical = QubicStrategy.Kind.TACTICAL.ordinal();
        StringBuilder depth = new StringBuilder("depth            ");
        StringBuilder searched = new StringBuilder("by search        ");
        StringBuilder strategicRow = new StringBuilder("strategic        ");
        StringBuilder all = new StringBuilder("all lines        ");
        long[] totals = new long[4];
        for (int d = 0; d <= 64; d++) {
            long s = census[strategic][d];
            long b = census[block][d];
            long t = census[tactical][d];
            if (s + b + t == 0) {
                continue;
            }
            int width = Math.max(6, Long.toString(s + b + t).length() + 1);
            depth.append(pad(Integer.toString(d), width));
            searched.append(pad(Long.toString(s + b), width));
            strategicRow.append(pad(Long.toString(s), width));
            all.append(pad(Long.toString(s + b + t), width));
            totals[0] += s + b;
            totals[1] += s;
            totals[2] += s + b + t;
        }
        err.println("the strategy's lines by depth (stones on the board):");
        err.println(depth + "   total");
        err.println(searched + pad(Long.toString(totals[0]), 8) + "  (Allis' Table 4.1: 6654)");
        err.println(strategicRow + pad(Long.toString(totals[1]), 8) + "  (Table 4.2: 3254; Patashnik 2929)");
        err.println(all + pad(Long.toString(totals[2]), 8) + "  (with the threat sequences' moves)");
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    private static String best(Answer a) {
        return a.proof == null || a.proof.move() < 0 ? "-" : Integer.toString(a.proof.move());
    }

    private static String plain(String text, Answer a) {
        return (text.isEmpty() ? "''" : text) + " " + (a.value == null ? "?" : Integer.toString(a.value)) + " "
                + ProofSolve.result(a.value) + " best=" + best(a) + " algorithm=" + QubicDefinition.SOLVER
                + " jobs=" + a.jobs + " nodes=" + a.nodes + " time=" + Output.millis1(a.nanos) + "ms";
    }

    private static String json(String text, Answer a) {
        var o = Output.object();
        o.put("position", text);
        o.put("game", QubicDefinition.NAME);
        o.put("algorithm", QubicDefinition.SOLVER);
        if (a.value == null) {
            o.putNull("value");
        } else {
            o.put("value", a.value);
        }
        o.put("result", ProofSolve.result(a.value));
        if (a.proof == null || a.proof.move() < 0) {
            o.putNull("bestMove");
        } else {
            o.put("bestMove", Integer.toString(a.proof.move()));
        }
        o.put("jobs", a.jobs);
        o.put("nodes", a.nodes);
        o.put("millis", Output.millis(a.nanos));
        return Output.json(o);
    }
}
