package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.ProofSearches;
import zugzwang.core.proof.WeakValue;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;

/**
 * {@code bench --algorithms}: the weak value of every position of a suite by each algorithm —
 * the exact solver or a search over the game API (alpha-beta, PN, PN², DF-PN) — checked against
 * the suite, with total and mean nodes, the largest tree and the time (Allis' Table 2.12).
 */
final class ProofBench {
    /** What one algorithm did on one suite. */
    record Row(String suite, String algorithm, int positions, int decided, int mismatches, long nodes,
               long expanded, long maxTree, long sumMaxTree, long nanos) {
        /** The mean over the positions of the largest tree of each (Allis' "tree size"). */
        double meanMaxTree() {
            return positions == 0 ? 0 : (double) sumMaxTree / positions;
        }

        double meanNodes() {
            return positions == 0 ? 0 : (double) nodes / positions;
        }

        double meanMillis() {
            return positions == 0 ? 0 : nanos / 1e6 / positions;
        }
    }

    private ProofBench() {
    }

    /**
     * Runs {@code algorithm} on the positions. Each position starts from cleared tables.
     *
     * @param solver    the exact solver (for {@code solver}), else null
     * @param expected  the known scores (checked by sign)
     * @param status    receives progress text
     */
    static Row run(Console main, String suite, String algorithm, Connect4Game game, List<Position> positions,
                   List<String> sequences, int[] expected, ProofLimits limits, Supplier<Solver> solverFactory,
                   java.util.function.Consumer<String> status) {
        int n = positions.size();
        int decided = 0;
        int mismatches = 0;
        long nodes = 0;
        long expanded = 0;
        long maxTree = 0;
        long sumMaxTree = 0;
        long nanos = 0;
        if (algorithm.equals("solver")) {
            try (Solver solver = solverFactory.get()) {
                for (int i = 0; i < n; i++) {
                    status.accept(suite + " " + algorithm + ": " + i + "/" + n);
                    long n0 = solver.nodes();
                    long t0 = System.nanoTime();
                    int v = Integer.signum(solver.solveScore(positions.get(i), true));
                    nanos += System.nanoTime() - t0;
                    nodes += solver.nodes() - n0;
                    decided++;
                    mismatches += check(main, suite, algorithm, i, sequences.get(i), Integer.signum(expected[i]), v);
                }
            }
        } else {
            ProofSearch search = ProofSearches.create(algorithm, limits, game.centreFirst());
            for (int i = 0; i < n; i++) {
                status.accept(String.format(Locale.ROOT, "%s %s: %d/%d, %.1f M nodes", suite, algorithm, i, n,
                        (nodes + search.nodes()) / 1e6));
                GameState state = game.parse(sequences.get(i));
                search.clear();
                WeakValue w = WeakValue.of(search, state);
                nanos += w.nanos();
                nodes += w.created();
                expanded += w.expanded();
                maxTree = Math.max(maxTree, w.maxTreeSize());
                sumMaxTree += w.maxTreeSize();
                if (w.value() != null) {
                    decided++;
                    mismatches += check(main, suite, algorithm, i, sequences.get(i), Integer.signum(expected[i]),
                            w.value());
                }
            }
        }
        status.accept("");
        return new Row(suite, algorithm, n, decided, mismatches, nodes, expanded, maxTree, sumMaxTree, nanos);
    }

    private static int check(Console main, String suite, String algorithm, int i, String sequence, int expected, int got) {
        if (expected == got) {
            return 0;
        }
        main.error("mismatch in " + suite + " by " + algorithm + ", position " + (i + 1) + " '" + sequence
                + "': expected " + expected + ", got " + got);
        return 1;
    }

    static void header(PrintWriter out) {
        out.println(String.format(Locale.ROOT, "%-12s %-10s %9s %8s %10s %14s %12s %12s %12s %11s %10s",
                "suite", "algorithm", "positions", "decided", "mismatches", "total nodes", "nodes/pos",
                "mean tree", "max tree", "time s", "ms/pos"));
    }

    static String plain(Row r) {
        return String.format(Locale.ROOT, "%-12s %-10s %9d %8d %10d %14d %12.1f %12.1f %12d %11.3f %10.3f",
                r.suite(), r.algorithm(), r.positions(), r.decided(), r.mismatches(), r.nodes(), r.meanNodes(),
                r.meanMaxTree(), r.maxTree(), r.nanos() / 1e9, r.meanMillis());
    }

    static String json(Row r, long memory, Long nodeLimit) {
        var o = Output.object();
        o.put("suite", r.suite());
        o.put("algorithm", r.algorithm());
        o.put("positions", r.positions());
        o.put("decided", r.decided());
        o.put("mismatches", r.mismatches());
        o.put("nodes", r.nodes());
        o.put("expanded", r.expanded());
        o.put("meanNodes", Math.round(r.meanNodes() * 10) / 10.0);
        o.put("maxTreeSize", r.maxTree());
        o.put("meanMaxTreeSize", Math.round(r.meanMaxTree() * 10) / 10.0);
        o.put("millis", Output.millis(r.nanos()));
        o.put("meanMillis", Math.round(r.meanMillis() * 1000) / 1000.0);
        o.put("memory", memory);
        if (nodeLimit == null) {
            o.putNull("nodeLimit");
        } else {
            o.put("nodeLimit", nodeLimit);
        }
        return Output.json(o);
    }
}
