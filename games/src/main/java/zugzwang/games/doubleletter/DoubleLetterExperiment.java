package zugzwang.games.doubleletter;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;
import zugzwang.core.dbsearch.DbResult;

/**
 * The experiment of §3.6: random axioms of each length (the thesis: 100 of each length 1–20),
 * each searched by DFS− (no table, stopped past 1,000,000 nodes), DFS+ (table, stopped past
 * 100,000), TRIANGLE and db-search (both to the end). Per length: the mean nodes of each, how
 * often each DFS was cut off and how often that missed a solution. TRIANGLE and db-search must
 * agree on every axiom (they are exact); a disagreement is an error.
 */
public final class DoubleLetterExperiment {
    /** One length's figures. */
    public record Row(int length, int axioms, int solvable, double dfsMinus, double dfsPlus, double triangle,
            double db, int dfsMinusCutOffs, int dfsMinusMissed, int dfsPlusCutOffs, int dfsPlusMissed, long dbMaxNodes,
            String dbHardest) {
    }

    private DoubleLetterExperiment() {
    }

    /** A random axiom of {@code length} letters, each a–e with equal chance. */
    public static String randomAxiom(SplittableRandom random, int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(Letters.name(random.nextInt(Letters.COUNT)));
        }
        return sb.toString();
    }

    /**
     * Runs the experiment. The axioms are drawn from one generator seeded with {@code seed}, length
     * by length, so a seed names the whole set.
     *
     * @param done called with each length when it is finished
     */
    public static List<Row> run(long seed, int perLength, int maxLength, IntConsumer done) {
        if (perLength < 1 || maxLength < 1 || maxLength > DoubleLetterPuzzle.MAX_LENGTH) {
            throw new IllegalArgumentException("need at least 1 axiom per length and lengths 1.."
                    + DoubleLetterPuzzle.MAX_LENGTH);
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<Row> rows = new ArrayList<>();
        for (int n = 1; n <= maxLength; n++) {
            long minus = 0;
            long plus = 0;
            long db = 0;
            int solvable = 0;
            int minusCut = 0;
            int minusMissed = 0;
            int plusCut = 0;
            int plusMissed = 0;
            long dbMax = -1;
            String hardest = "";
            for (int k = 0; k < perLength; k++) {
                String axiom = randomAxiom(random, n);
                int exact = Triangle.derivable(axiom);
                DoubleLetterPuzzle puzzle = new DoubleLetterPuzzle(axiom);
                DbResult r = puzzle.solve(Long.MAX_VALUE);
                if (puzzle.derivable(r) != exact) {
                    throw new IllegalStateException("db-search and TRIANGLE disagree on " + axiom + ": "
                            + Letters.names(puzzle.derivable(r)) + " vs " + Letters.names(exact));
                }
                db += r.nodeCount();
                if (r.nodeCount() > dbMax) {
                    dbMax = r.nodeCount();
                    hardest = axiom;
                }
                solvable += exact != 0 ? 1 : 0;
                DepthFirst.Result m = DepthFirst.search(axiom, false, DepthFirst.DFS_MINUS_LIMIT);
                minus += m.nodes();
                minusCut += m.cutOff() ? 1 : 0;
                minusMissed += m.derivable() != exact ? 1 : 0;
                DepthFirst.Result p = DepthFirst.search(axiom, true, DepthFirst.DFS_PLUS_LIMIT);
                plus += p.nodes();
                plusCut += p.cutOff() ? 1 : 0;
                plusMissed += p.derivable() != exact ? 1 : 0;
            }
            rows.add(new Row(n, perLength, solvable, (double) minus / perLength, (double) plus / perLength,
                    Triangle.entries(n), (double) db / perLength, minusCut, minusMissed, plusCut, plusMissed, dbMax,
                    hardest));
            done.accept(n);
        }
        return rows;
    }
}
