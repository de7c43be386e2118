package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.NumberList;
import zugzwang.core.proof.Outcome;
import zugzwang.games.gomoku.GomokuBoard;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuProver;
import zugzwang.games.gomoku.GomokuRule;

/**
 * {@code bench --game gomoku}: Victoria ({@link GomokuProver}) on fixed 15×15 openings, black to
 * move after white's reply far from black's stones — the positions a solve from the empty board
 * meets by the thousand. Each position is one search with a node budget (one search a thread, each
 * single-threaded, so every count is deterministic); a line per position and the totals, whose
 * threat searches are the benchmark's signature.
 */
final class GomokuBench {
    /** The openings: black's centre and third move, white's second and fourth (far) moves. */
    static final List<String> POSITIONS = List.of("h8,h9,i9,a1", "h8,i9,i8,a1", "h8,h9,i9,o1", "h8,i9,i8,o15");
    /** Nodes per position unless --nodes says otherwise: each of the openings is proved within it. */
    static final long DEFAULT_NODES = 60_000;
    /** The threat-space searches' node budget (as {@code solve --algorithm victoria}). */
    static final long THREAT_BUDGET = GomokuProver.SOLVE_TSS_BUDGET;

    private GomokuBench() {
    }

    private record Row(String position, GomokuProver.Result result, long nanos) {
    }

    static int run(BenchCommand c) {
        c.engineOptions.refuseSolverSwitches("--game gomoku");
        c.refuse("--runs", "--warmup", "--weak", "--algorithms", "--difficulty", "--chart", "--json", "--limit",
                "--width", "--height", "--two-word");
        if (c.suiteNames != null && !c.suiteNames.isEmpty()) {
            throw c.usage("--game gomoku runs its " + POSITIONS.size() + " openings, not suites: "
                    + String.join(" ", c.suiteNames));
        }
        if (c.nodeLimit != null && c.nodeLimit < 2) {
            throw c.usage("--nodes must be at least 2, not " + c.nodeLimit);
        }
        int threads = c.engineOptions.threads;
        long nodes = c.nodeLimit != null ? c.nodeLimit : DEFAULT_NODES;
        List<String> positions = c.positions == null ? POSITIONS : chosen(c);
        GomokuBoard board = new GomokuBoard(15, 15);
        PrintWriter out = c.main.out();
        out.printf(Locale.ROOT, "bench gomoku: %d openings of 15x15 free-style, threads=%d nodes=%d per position,"
                + " threat-space searches of at most %d nodes%n", positions.size(), threads, nodes, THREAT_BUDGET);
        out.flush();
        long start = System.nanoTime();
        List<Row> rows;
        try {
            rows = BenchPool.run(c, "gomoku", positions, threads, text -> {
                long t = System.nanoTime();
                GomokuProver.Result r = new GomokuProver(board, GomokuRule.FREESTYLE, 0, nodes, THREAT_BUDGET, null)
                        .prove(GomokuNotation.parse(board, GomokuRule.FREESTYLE, text));
                return new Row(text, r, System.nanoTime() - t);
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Console.EXIT_FAILURE;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int wins = 0;
        long sumNodes = 0;
        long searches = 0;
        long dbNodes = 0;
        for (Row r : rows) {
            GomokuProver.Result res = r.result();
            wins += res.outcome() == Outcome.PROVED ? 1 : 0;
            sumNodes += res.nodes();
            searches += res.threatSearches();
            dbNodes += res.dbNodes();
            out.printf(Locale.ROOT, "%-14s %-4s move=%s nodes=%d threat-searches=%d db-nodes=%d time=%.1fs%n",
                    r.position(), res.outcome() == Outcome.PROVED ? "win" : "?",
                    res.move() < 0 ? "-" : board.name(res.move()), res.nodes(), res.threatSearches(), res.dbNodes(),
                    r.nanos() / 1e9);
        }
        out.printf(Locale.ROOT, "%d positions: %d black wins, %d undecided; nodes=%d threat-searches=%d db-nodes=%d"
                + " (%.0f threat searches/s) time=%.1fs%n", rows.size(), wins, rows.size() - wins, sumNodes, searches,
                dbNodes, searches / seconds, seconds);
        out.printf(Locale.ROOT, "signature %d%n", searches);
        out.flush();
        return wins == rows.size() ? Console.EXIT_OK : Console.EXIT_UNDECIDED;
    }

    /** The positions of {@code --positions}, numbered from 1 in the list's order. */
    private static List<String> chosen(BenchCommand c) {
        TreeSet<Integer> chosen;
        try {
            chosen = NumberList.parse(c.positions, "a position number", "1..4",
                    n -> n >= 1 && n <= POSITIONS.size() ? null
                            : "positions are numbered 1.." + POSITIONS.size() + ", not " + n);
        } catch (IllegalArgumentException e) {
            throw c.usage("--positions: " + e.getMessage());
        }
        return chosen.stream().map(n -> POSITIONS.get(n - 1)).toList();
    }
}
