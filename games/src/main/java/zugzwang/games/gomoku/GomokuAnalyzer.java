package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import zugzwang.core.proof.Outcome;

/**
 * Which moves of a go-moku position lead to a proved win of black's, and black's winning threat
 * sequence where he is to move and has one — what {@code analyze --game gomoku} and the web page
 * show. Victoria proves black's wins only: a square not proved is "not known", never a loss.
 *
 * <p>The first threat of black's winning threat sequence, when he is to move and has one, wins
 * without more search. For each other empty square (one per symmetry class), the position after it is looked up in the
 * solution store, then judged by the rules (a five; black's two fives in one with no five of
 * white's), then by threat-space search (black to move after white's move), then by Victoria with
 * a node budget — after a black move only if black then has an implicit threat (without one
 * Victoria cannot prove it, §5.4.2).
 */
public final class GomokuAnalyzer {
    /**
     * What the analysis found.
     *
     * @param blackWins  per square: black wins after the side to move plays there (proved); false
     *                   for occupied squares and squares not proved
     * @param threats    black's winning threat sequence ({@link GomokuThreats} applications) when he
     *                   is to move and has one; else empty
     * @param searches   threat-space searches made
     * @param nodes      Victoria nodes made
     */
    public record Analysis(boolean[] blackWins, int[] threats, long searches, long nodes) {
    }

    private final GomokuBoard board;
    private final GomokuRule rule;
    private final GomokuProver.Solutions store;
    private final long nodes;
    private final long tssBudget;
    private volatile boolean cancelled;
    private final Set<GomokuProver> running = ConcurrentHashMap.newKeySet();

    /**
     * @param store     known positions (a solution store), or null
     * @param nodes     Victoria's node budget per square (0: threat searches only)
     * @param tssBudget each threat-space search's node budget
     */
    public GomokuAnalyzer(GomokuBoard board, GomokuRule rule, GomokuProver.Solutions store, long nodes, long tssBudget) {
        this.board = board;
        this.rule = rule;
        this.store = store;
        this.nodes = nodes;
        this.tssBudget = tssBudget;
    }

    /** Stops an analysis under way (from any thread): {@link #analyze} returns what it has. */
    public void cancel() {
        cancelled = true;
        for (GomokuProver p : running) {
            p.cancel();
        }
    }

    /** Told each square as it is decided or given up, with whether black's win after it is proved. */
    @FunctionalInterface
    public interface Decided {
        void square(int square, boolean blackWins);
    }

    /** Analyses {@code p} with one thread; {@code done} is told each square as it is decided or given up. */
    public Analysis analyze(GomokuPosition p, IntConsumer done) {
        return analyze(p, 1, done);
    }

    /**
     * Analyses {@code p}, the squares (one per symmetry class) shared by {@code threads} threads;
     * {@code done} is told each square as it is decided or given up (from any of them).
     */
    public Analysis analyze(GomokuPosition p, int threads, IntConsumer done) {
        return analyzeSquares(p, threads, null, done == null ? null : (s, v) -> done.accept(s));
    }

    /**
     * As {@link #analyze(GomokuPosition, int, IntConsumer)}, telling {@code done} each square's
     * value too (from any of the threads), and leaving out the squares {@code skip} marks (null:
     * none; a symmetry class is analysed unless all its squares are marked): decided before, they
     * are neither searched nor told, and stay false in the analysis.
     */
    public Analysis analyzeSquares(GomokuPosition p, int threads, boolean[] skip, Decided done) {
        boolean[] wins = new boolean[board.squares()];
        AtomicLong searches = new AtomicLong();
        AtomicLong nodesMade = new AtomicLong();
        int[] threats = new int[0];
        if (p.isOver()) {
            return new Analysis(wins, threats, 0, 0);
        }
        if (p.player() == 0) {
            GomokuThreatSpace.Result r = new GomokuThreatSpace(p, tssBudget).search();
            searches.incrementAndGet();
            if (r.wins()) {
                threats = r.threats();
            }
        }
        // the squares by symmetry class (its canonical form), each class decided once
        Map<String, SymmetryClass> classes = new LinkedHashMap<>();
        for (int s = 0; s < board.squares(); s++) {
            if (p.isEmpty(s) && (skip == null || !skip[s])) {
                GomokuPosition child = p.copy();
                child.play(s);
                long[] canon = new long[2 * board.words()];
                child.canonical(canon);
                classes.computeIfAbsent(Arrays.toString(canon), k -> new SymmetryClass(child, canon, new ArrayList<>()))
                        .squares().add(s);
            }
        }
        List<SymmetryClass> work = new ArrayList<>(classes.values());
        // the first threat of black's winning sequence wins (as Victoria's evaluation takes it): decided
        // first, without another search
        int sequenceStart = threats.length > 0 ? GomokuThreats.of(board).gain(threats[0]) : -1;
        work.sort(Comparator.comparing(c -> !c.squares().contains(sequenceStart)));
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < work.size() && !cancelled; i = next.getAndIncrement()) {
                SymmetryClass c = work.get(i);
                boolean v = c.squares().contains(sequenceStart) || blackWins(c.child(), c.canon(), searches, nodesMade);
                for (int s : c.squares()) {
                    wins[s] = v;
                    if (done != null) {
                        done.square(s, v);
                    }
                }
            }
        };
        int n = Math.max(1, Math.min(threads, work.size()));
        Thread[] helpers = new Thread[n - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Thread(worker, "gomoku-analysis");
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        worker.run();
        for (Thread t : helpers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                cancel();
                Thread.currentThread().interrupt();
            }
        }
        return new Analysis(wins, threats, searches.get(), nodesMade.get());
    }

    /** The squares whose positions after them are one up to symmetry: the first's position and canonical form. */
    private record SymmetryClass(GomokuPosition child, long[] canon, List<Integer> squares) {
    }

    /** Whether black's win from {@code q} is proved (store, rules, threat search, Victoria). */
    private boolean blackWins(GomokuPosition q, long[] canon, AtomicLong searches, AtomicLong nodesMade) {
        if (q.isWon()) {
            return q.player() == 1; // black made the five
        }
        if (q.isFull()) {
            return false;
        }
        Boolean known = store == null ? null : store.value(canon);
        if (known != null) {
            return known;
        }
        GomokuWinSquares w = GomokuWinSquares.of(q);
        int[] two = new int[2];
        if (q.player() == 0) {
            if (w.canWin(0)) {
                return true;
            }
            GomokuThreatSpace.Result r = new GomokuThreatSpace(q, tssBudget).search();
            searches.incrementAndGet();
            if (r.wins()) {
                return true;
            }
        } else {
            if (w.canWin(1)) {
                return false;
            }
            if (w.winSquares(0, two, 2) == 2) {
                return true;
            }
            GomokuThreatSpace.Result r = GomokuThreatSpace.forAttacker(q, 0, tssBudget).search();
            searches.incrementAndGet();
            if (!r.wins()) {
                return false; // no implicit threat: not provable here
            }
        }
        if (nodes <= 0 || cancelled) {
            return false;
        }
        GomokuProver prover = new GomokuProver(board, rule, 0, nodes, tssBudget, store);
        running.add(prover);
        try {
            if (cancelled) {
                return false;
            }
            GomokuProver.Result r = prover.prove(q);
            nodesMade.addAndGet(r.nodes());
            return r.outcome() == Outcome.PROVED;
        } catch (java.util.concurrent.CancellationException e) {
            return false;
        } finally {
            running.remove(prover);
        }
    }
}
