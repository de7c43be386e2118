package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.NumberList;
import zugzwang.core.proof.Outcome;
import zugzwang.games.qubic.AllisOpenings;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicProver;

/**
 * {@code bench --game qubic}: Allis' 195 four-ply positions (§4.5.1), each proved a first-player
 * win by {@link QubicProver}; positions are shared among {@code --threads} workers, each with its
 * own DAG bounded by its share of {@code --memory}. Prints a line per position and a summary
 * beside Allis' DAG sizes.
 */
final class QubicBench {
    /** The DAGs' memory unless --memory says otherwise (the launcher gives the JVM as much): 1 GiB. */
    static final long DEFAULT_MEMORY = 1L << 30;

    private QubicBench() {
    }

    private record Row(QubicPosition position, QubicProver.Result result, long nanos) {
    }

    static int run(BenchCommand c) {
        c.engineOptions.refuseSolverSwitches("--game qubic");
        c.refuse("--runs", "--warmup", "--weak", "--algorithms", "--difficulty", "--chart", "--json", "--limit", "--two-word");
        if (c.suiteNames != null && !c.suiteNames.isEmpty()) {
            throw c.usage("--game qubic runs Allis' 195 four-ply positions, not suites: " + String.join(" ",
                    c.suiteNames));
        }
        int threads = c.engineOptions.threads;
        long nodes = QubicSolve.jobNodes(c.spec.commandLine(), c.engineOptions, c.nodeLimit, DEFAULT_MEMORY);
        List<QubicPosition> all = AllisOpenings.fourPly();
        List<QubicPosition> positions = c.positions == null ? all : chosen(c, all);
        PrintWriter out = c.main.out();

        out.printf(Locale.ROOT, "bench qubic: %d of Allis' four-ply positions (section 4.5.1), threads=%d nodes=%d per"
                + " position, threat-space searches of at most %d nodes%n", positions.size(), threads, nodes, QubicProver.THREAT_BUDGET);
        out.flush();
        long start = System.nanoTime();
        List<Row> rows;
        try {
            rows = BenchPool.run(c, "qubic", positions, threads, pos -> {
                long t = System.nanoTime();
                QubicProver.Result r = new QubicProver(0, nodes, QubicProver.THREAT_BUDGET).prove(pos.copy());
                return new Row(pos, r, System.nanoTime() - t);
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Console.EXIT_FAILURE;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int wins = 0;
        int losses = 0;
        long[] sizes = new long[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            Outcome o = r.result().outcome();
            wins += o == Outcome.PROVED ? 1 : 0;
            losses += o == Outcome.DISPROVED ? 1 : 0;
            sizes[i] = r.result().nodes();
            out.printf(Locale.ROOT, "%-22s %-9s nodes=%d evaluations=%d time=%.1fs%n", cells(r.position()),
                    o == Outcome.PROVED ? "win" : o == Outcome.DISPROVED ? "not-a-win" : "?", r.result().nodes(),
                    r.result().evaluations(), r.nanos() / 1e9);
        }
        Arrays.sort(sizes);
        long sum = Arrays.stream(sizes).sum();
        out.printf(Locale.ROOT, "%d positions: %d first-player wins, %d not, %d undecided; DAG nodes min %d median %d"
                + " mean %d max %d (Allis: 884 / 4,000 / 10,000 / 310,424); time=%.1fs%n", rows.size(), wins, losses,
                rows.size() - wins - losses, sizes[0], sizes[sizes.length / 2], sum / sizes.length,
                sizes[sizes.length - 1], seconds);
        out.flush();
        if (losses > 0) {
            c.main.error("qubic: " + losses + " of Allis' positions not proved a first-player win (every one is)");
            return Console.EXIT_FAILURE;
        }
        return wins == rows.size() ? Console.EXIT_OK : Console.EXIT_UNDECIDED;
    }

    /** The positions of {@code --positions}, numbered from 1 in the set's order. */
    private static List<QubicPosition> chosen(BenchCommand c, List<QubicPosition> all) {
        TreeSet<Integer> chosen;
        try {
            chosen = NumberList.parse(c.positions, "a position number", "1..10",
                    n -> n >= 1 && n <= all.size() ? null : "positions are numbered 1.." + all.size() + ", not " + n);
        } catch (IllegalArgumentException e) {
            throw c.usage("--positions: " + e.getMessage());
        }
        return chosen.stream().map(n -> all.get(n - 1)).toList();
    }

    /** The position's cells: white's, then black's, e.g. {@code w=0,3 b=5,21}. */
    private static String cells(QubicPosition p) {
        return "w=" + QubicNotation.cells(p.first()) + " b=" + QubicNotation.cells(p.second());
    }
}
