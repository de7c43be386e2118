package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofNumbers;
import zugzwang.core.store.MemorySolutionStore;
import zugzwang.core.store.SolutionStore;
import zugzwang.core.util.LineLog;
import zugzwang.games.gomoku.GomokuDefinition;
import zugzwang.games.gomoku.GomokuGame;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuPosition;
import zugzwang.games.gomoku.GomokuParallelProofWriter;
import zugzwang.games.gomoku.GomokuProofWriter;
import zugzwang.games.gomoku.GomokuProver;
import zugzwang.games.gomoku.GomokuSolutions;
import zugzwang.games.gomoku.GomokuSolver;
import zugzwang.games.gomoku.ThreatAnswers;

/**
 * {@code solve --game gomoku --algorithm victoria}: does black win? — by {@link GomokuSolver}
 * (Victoria's PN search in jobs on {@code --threads} workers, split by the program), every result
 * kept in the solution store of {@code --store DIR} (RocksDB; without it, in memory). A run
 * stopped at any moment and started again with the same store goes on where it stopped. The
 * value is for the side to move: 1 if black is to move and wins, −1 if white is to move and black
 * wins, {@code ?} if the search ends undecided (Victoria proves black's wins only).
 */
final class GomokuSolve implements SolveAlgorithm {
    /** The first node budget of a job; it grows 4 times at a time up to the largest. */
    static final long FIRST_JOB = 10_000;
    /** The share of {@code --memory} for the threat searches' answers: one part in this many. */
    static final long ANSWER_SHARE = 16;
    /** The node budget of a Victoria search the proof export makes where the store has no move. */
    static final long FALLBACK_NODES = 100_000;

    @Override
    public String name() {
        return GomokuDefinition.VICTORIA;
    }

    @Override
    public boolean writesProofs() {
        return true;
    }

    @Override
    public List<String> options() {
        return List.of("--store", "--job-log", "--split", "--no-last-chance", "--no-weak-pn", "--no-weak-growth",
                "--no-near-miss");
    }

    @Override
    public String notFor(String game, List<String> owners) {
        return SolveAlgorithm.solverNotFor(name(), game, owners);
    }

    @Override
    public int solve(SolveCommand c) throws Exception {
        c.engineOptions.refuseSolverSwitches("--game gomoku", "--book", "--no-book");
        c.requireOffered(this);
        if (c.proof != null) {
            if (c.query.positions == null || c.query.positions.size() != 1) {
                throw c.usage("--proof writes the proof of one position: give exactly one");
            }
            String bad = OutputFile.problem("--proof", c.proof);
            if (bad != null) {
                throw c.usage(bad);
            }
        }
        if (c.jobLog != null) {
            String bad = OutputFile.problem("--job-log", c.jobLog);
            if (bad != null) {
                throw c.usage(bad);
            }
        }
        int threads = c.engineOptions.threads;
        EngineOptions.requireThreads(c.spec.commandLine(), threads);
        if (c.nodes != null && c.nodes < 2) {
            throw c.usage("--nodes must be at least 2, not " + c.nodes);
        }
        if (c.splitMillis != null && c.splitMillis < 0) {
            throw c.usage("--split must not be negative, not " + c.splitMillis);
        }
        if (c.splitMillis != null && c.splitMillis > GomokuSolver.MAX_SPLIT_MILLIS) {
            throw c.usage("--split must be at most " + GomokuSolver.MAX_SPLIT_MILLIS + " ms, not " + c.splitMillis);
        }
        long splitMillis = c.splitMillis == null ? 0 : c.splitMillis;
        // a sixteenth of the memory keeps the threat searches' answers for every job (ThreatAnswers),
        // taken from the three quarters that were the searches' nodes alone before 2026-12-05
        long answerBytes = c.engineOptions.memory / ANSWER_SHARE;
        long memoryNodes = (c.engineOptions.memory / 4 * 3 - answerBytes) / GomokuProver.BYTES_PER_NODE;
        long largest = c.nodes != null ? c.nodes : Math.max(FIRST_JOB, memoryNodes / threads);
        long first = Math.min(FIRST_JOB, largest);
        // the memory the running jobs leave: half keeps undecided searches for their next jobs, the
        // other half a last-chance job on each thread at most (GomokuSolver#lastChance: up to 16
        // times the largest; at -m 4g with jobs of 160,000 nodes on two threads 1.76 M nodes)
        long spare = Math.max(0, memoryNodes - threads * largest);
        long kept = spare / 2;
        long grown = largest > Long.MAX_VALUE / GomokuSolver.LAST_CHANCE_GROWTH ? Long.MAX_VALUE
                : largest * GomokuSolver.LAST_CHANCE_GROWTH;
        long lastChance = c.noLastChance ? 0 : Math.min(grown, (spare - kept) / threads);
        GomokuGame game = (GomokuGame) c.entry().game();
        String kind = GomokuSolutions.kind(game.board(), game.rule());
        Console main = c.main;
        if (PositionInput.noneParses(main, c.query.positions, t -> GomokuNotation.parse(game.board(), game.rule(), t))) {
            return Console.EXIT_FAILURE; // said why; no store for nothing
        }
        SolutionStore opened = GomokuOptions.open(c.store, game, c.spec.commandLine());
        SolutionStore raw = opened != null ? opened : new MemorySolutionStore();
        PrintWriter out = main.out();
        boolean progress = c.query.progress || main.terminal();
        int[] undecided = {0};
        int[] unwritten = {0};
        try (SolutionStore s = raw; JobLogFile log = JobLogFile.open(c.jobLog)) {
            GomokuSolutions store = new GomokuSolutions(s, game.board());
            int bad = PositionInput.forEachParsed(main, c.query.positions,
                    t -> GomokuNotation.parse(game.board(), game.rule(), t), (text, position) -> {
                String what = text.isEmpty() ? "empty board" : text;
                GomokuSolver solver = new GomokuSolver(game.board(), game.rule(), threads, first, largest,
                        GomokuProver.SOLVE_TSS_BUDGET, store).keepSearches(kept).splitAfter(splitMillis).lastChance(lastChance)
                        .weakRetry(!c.noWeakPn).weakGrowth(!c.noWeakGrowth)
                        .nearMisses(!c.noNearMiss)
                        .keepAnswers(answerBytes / ThreatAnswers.bytesPerEntry(game.board().words()));
                GomokuSolver.Result r;
                try (Progress shown = Progress.start(main.err(), progress, () -> status(what, solver.progress()))) {
                    r = solver.solve(position, log == null ? null : log::write);
                }
                Integer value = r.outcome() != Outcome.PROVED ? null : position.player() == 0 ? 1 : -1;
                if (value == null) {
                    undecided[0]++;
                }
                String best = r.move() < 0 ? "-" : game.board().name(r.move());
                GomokuSolver.Progress p = r.progress();
                if (c.query.json) {
                    var o = Output.object();
                    o.put("position", text);
                    o.put("game", game.name());
                    o.put("algorithm", GomokuDefinition.VICTORIA);
                    if (value == null) {
                        o.putNull("value");
                    } else {
                        o.put("value", value);
                    }
                    o.put("result", ProofSolve.result(value));
                    o.put("bestMove", best);
                    o.put("jobs", p.jobs());
                    o.put("fromStore", p.fromStore());
                    o.put("transferred", p.transferred());
                    o.put("moved", p.moved());
                    o.put("movedInJobs", p.movedInJobs());
                    o.put("nodes", p.nodes());
                    o.put("threatSearches", p.threatSearches());
                    o.put("reused", p.reused());
                    o.put("millis", Output.millis(p.nanos()));
                    out.println(Output.json(o));
                } else {
                    out.println((text.isEmpty() ? "''" : text) + " " + (value == null ? "?" : value.toString()) + " "
                            + ProofSolve.result(value) + " best=" + best + " algorithm=" + GomokuDefinition.VICTORIA
                            + " jobs=" + p.jobs() + " from-store=" + p.fromStore() + " transferred=" + p.transferred()
                            + " moved=" + p.moved() + " moved-in-jobs=" + p.movedInJobs() + " nodes=" + p.nodes()
                            + " threat-searches=" + p.threatSearches() + " reused=" + p.reused() + " time="
                            + Output.millis1(p.nanos()) + "ms");
                }
                out.flush();
                if (value != null && c.proof != null && !writeProof(main, game, position, store, c.proof, progress, threads)) {
                    unwritten[0]++;
                }
            });
            if (log != null && log.error() != null) {
                main.error("--job-log " + c.jobLog + ": " + Console.oneLine(String.valueOf(log.error().getMessage())));
                unwritten[0]++;
            }
            return bad + unwritten[0] > 0 ? Console.EXIT_FAILURE : undecided[0] > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
        }
    }

    /** The export's progress line: its figures so far, and the Victoria search running, if one is. */
    private static String exportStatus(GomokuProofWriter.Stats now, long started) {
        String line = String.format(Locale.ROOT, "writing the proof: %.0f s", (System.nanoTime() - started) / 1e9);
        if (now == null) {
            return line;
        }
        return line + String.format(Locale.ROOT, ", %,d tokens, %,d threat searches, %,d Victoria searches", now.tokens(),
                now.threatSearches(), now.fallbacks()) + (now.searching() == null ? ""
                : " (searching after " + (now.searching().isEmpty() ? "''" : now.searching()) + ")");
    }

    /**
     * Exports black's strategy from the store to {@code file} ({@link GomokuParallelProofWriter}, its
     * parts on {@code threads}): one line on standard error saying what was written, or why nothing
     * was (then false).
     */
    private static boolean writeProof(Console main, GomokuGame game, GomokuPosition position, GomokuSolutions store,
            Path file, boolean progress, int threads) throws IOException {
        AtomicReference<GomokuProofWriter.Stats> now = new AtomicReference<>();
        GomokuProofWriter.Stats w;
        long started = System.nanoTime();
        try (Progress shown = Progress.start(main.err(), progress, () -> exportStatus(now.get(), started))) {
            // the parts below white's first position on the --threads (the single writer's file with one)
            w = new GomokuParallelProofWriter(game.board(), game.rule(), store, GomokuProver.LARGE_TSS_BUDGET,
                    FALLBACK_NODES, threads).listener(now::set).write(position, file);
        } catch (GomokuProofWriter.ExportException e) {
            main.error("--proof " + file + ": not written: " + e.getMessage());
            return false;
        }
        main.err().println(String.format(Locale.ROOT, "proof: %s (black wins): %,d tokens (%,d bytes), %,d black"
                        + " positions from the store, %,d by a sibling's proof (transfer), %,d followed a white"
                        + " position's threat sequence, %,d threat searches, %,d Victoria searches, %,d white"
                        + " positions%s, %sms; check it with 'zugzwang verify %s'", file, w.tokens(), Files.size(file),
                w.fromStore(), w.transferMoves(), w.nullMoves(), w.threatSearches(), w.fallbacks(), w.whitePositions(),
                w.walks() > 1 ? " (walked twice: the first walk's smaller Victoria searches fell short)" : "",
                Output.millis1(w.nanos()), file));
        main.err().flush();
        return true;
    }

    /**
     * {@code --job-log}: one CSV line per finished job, written and flushed as it ends — the job's
     * position (its moves), node budget, result ({@code proved}, {@code disproved}, {@code unknown}, or
     * {@code stopped} for a job whose task was decided or stopped elsewhere, with what it made so far),
     * nodes and threat searches it made, seconds, the seconds since the solve began when it ended,
     * the nodes of the earlier job's search it went on with (0: a new search), 1 if it counted
     * proof numbers the weak way ({@link GomokuSolver#weakRetry}), else 0, and its root's proof and
     * disproof numbers as it ended ({@code inf} for infinite; -1 for a chain walk). A write
     * that fails is kept as the error and ends the log (the solve goes on; it says so at the end).
     */
    static final class JobLogFile implements AutoCloseable {
        static final String HEADER = "position,budget,result,nodes,threat_searches,seconds,ended_s,kept_nodes,weak,"
                + "root_pn,root_dn";
        private final LineLog out;

        private JobLogFile(LineLog out) {
            this.out = out;
        }

        /** Null when no file is asked for. */
        static JobLogFile open(Path file) throws IOException {
            if (file == null) {
                return null;
            }
            JobLogFile log = new JobLogFile(new LineLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8)));
            log.out.line(HEADER);
            return log;
        }

        void write(GomokuSolver.Job job, GomokuSolver.Progress p) {
            String result = job.outcome() == null ? "stopped" : job.outcome().name().toLowerCase(Locale.ROOT);
            out.line(String.format(Locale.ROOT, "%s,%d,%s,%d,%d,%.3f,%.3f,%d,%d,%s,%s", job.game().replace(',', ' '), job.budget(),
                    result, job.nodes(), job.threatSearches(), job.nanos() / 1e9,
                    p.nanos() / 1e9, job.keptNodes(), job.weak() ? 1 : 0, number(job.rootPn()), number(job.rootDn())));
        }

        /** A proof or disproof number for the log: {@code inf} for infinite. */
        private static String number(long n) {
            return n >= ProofNumbers.INFINITY ? "inf" : Long.toString(n);
        }

        IOException error() {
            return out.error();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    /** The progress line: subtrees of the first split proved, jobs, nodes and threat searches of finished jobs. */
    static String status(String what, GomokuSolver.Progress p) {
        double s = p.nanos() / 1e9;
        String subtrees = p.subtrees() == 0 ? "" : p.subtreesProved() + "/" + p.subtrees() + " subtrees proved, ";
        return String.format(Locale.ROOT, "%s: %s%d jobs done (%d proved, %d from the store), %d replies by transfer,"
                + " %d by a moved stone (%d more in jobs), %d queued or running, %.2f M nodes, %.0f threat searches/s"
                + " (%d answers reused), %.0f s", what, subtrees,
                p.jobs(), p.proved(), p.fromStore(), p.transferred(), p.moved(), p.movedInJobs(), p.running(),
                p.nodes() / 1e6, s > 0 ? p.threatSearches() / s : 0, p.reused(), s);
    }
}
