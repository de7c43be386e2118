package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import zugzwang.cli.shared.Output;
import zugzwang.core.proof.Outcome;
import zugzwang.core.util.MemorySize;
import zugzwang.games.qubic.Qubic;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicProver;
import zugzwang.games.qubic.QubicThreatSpace;

/**
 * A qubic position of an API request ({@code game=qubic}, {@code pos} in the game's notation:
 * cells 0-63 = 16x + 4y + z, or a diagram; the cube is reported as {@code w = h = 4}).
 *
 * <p>{@code /api/analyze} answers, besides every empty cell's value, the side to move's winning
 * threat sequence when threat-space search finds one ({@code threats}, null otherwise). A cell's
 * value comes from the rules first (a four made, a full board, the opponent's three left open),
 * then from the opponent's threat-space search after it (a win for him: the cell loses), then
 * from PN search with threat-space search ({@link QubicProver}) asking both questions with
 * budgets that grow by {@link #BUDGET_STEP} from {@link #FIRST_BUDGET} to {@link #LAST_BUDGET}
 * DAG nodes (or what the worker's memory holds), each pass over the cells still undecided (one cell per symmetry class; the others
 * take its value). Once a winning cell is known, no pass after the first starts. Everything is
 * exact: a cell no pass decides is null ({@code ?} on the page: not decided within the time
 * limit, or not searched further once a winning cell was known), and the server's time limit
 * stops the work with what is known. The searches' DAGs use the worker's memory: the worker
 * closes the engine it kept for another game first. Early in the game most cells stay undecided: the first
 * moves of qubic need a solve of minutes ({@code solve --game qubic}).
 */
public final class QubicApiPosition extends StoneApiPosition {
    /** The DAG budget of each question in the first pass. */
    static final long FIRST_BUDGET = 250;
    /** Each pass multiplies the budget by this. */
    static final long BUDGET_STEP = 8;
    /** The largest budget of a question (250 · 8³ = 128,000 nodes: about 38 MB). */
    static final long LAST_BUDGET = 128_000;
    /** The db-search budget of the side to move's threat sequence (as {@code explain --game qubic}). */
    static final long THREAT_NODES = 20_000;

    private final QubicPosition position;

    /**
     * @throws IllegalArgumentException for a board other than 4×4 (the request's {@code w} and
     *                                  {@code h} are 4 or absent) or a position that does not parse
     *                                  (the message is the client's)
     */
    QubicApiPosition(int width, int height, String pos) {
        this(QubicNotation.parse(onTheCube("qubic", width, height, pos)));
    }

    private QubicApiPosition(QubicPosition position) {
        super(position);
        this.position = position;
    }

    /**
     * Checks a worker's memory (bytes) for the first pass's DAGs (a smaller memory than the last
     * pass's, 38 MB, ends the ladder earlier: {@link #budgets}).
     *
     * @throws IllegalArgumentException if it holds fewer nodes
     */
    static void validate(long memory) {
        if (memory / QubicProver.BYTES_PER_NODE < FIRST_BUDGET) {
            throw new IllegalArgumentException("memory " + MemorySize.format(memory) + " is too small for qubic's proof search:"
                    + " give at least " + MemorySize.format(FIRST_BUDGET * QubicProver.BYTES_PER_NODE));
        }
    }

    /** The empty cells of one symmetry class of the position's children, and what is known of them. */
    private static final class CellClass {
        final long cells;
        final QubicPosition child;
        Integer value;
        /** Whether the mover's win (0) or the opponent's (1) after the cell was disproved exactly. */
        final boolean[] disproved = new boolean[2];

        CellClass(long cells, QubicPosition child) {
            this.cells = cells;
            this.child = child;
        }
    }

    @Override
    public void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        if (position.isOver()) {
            job.update(o -> o.putNull("threats"));
            answer.finish(finishedScore(), 0);
            return;
        }
        engines.close(); // the worker's memory is for one engine at a time: this search's DAGs
        long[] nodes = {0};
        List<CellClass> open = new ArrayList<>();
        try {
            job.check();
            QubicThreatSpace.Result threats = new QubicThreatSpace(position.current(), position.opponent()).search(THREAT_NODES);
            nodes[0] += threats.search().nodeCount();
            putThreats(job, threats);
            boolean win = false;
            for (CellClass c : classes()) {
                job.check();
                c.value = byRules(c.child, threats, c.cells, nodes);
                if (c.value != null) {
                    report(answer, c, nodes[0]);
                    win |= c.value > 0;
                } else {
                    open.add(c);
                }
            }
            for (long budget : budgets(engines)) {
                if (open.isEmpty() || (budget > FIRST_BUDGET && win)) {
                    break;
                }
                for (var it = open.iterator(); it.hasNext(); ) {
                    CellClass c = it.next();
                    c.value = bySearch(c, budget, job, nodes);
                    if (c.value != null) {
                        report(answer, c, nodes[0]);
                        win |= c.value > 0;
                        it.remove();
                    }
                }
            }
        } catch (CancellationException e) {
            Integer best = answer.best();
            answer.finish(best != null && best > 0 ? best : null, nodes[0]);
            return;
        }
        for (CellClass c : open) {
            report(answer, c, nodes[0]);
        }
        Integer best = answer.best();
        answer.finish(best != null && (best > 0 || open.isEmpty()) ? best : null, nodes[0]);
    }

    /**
     * The DAG budgets of the passes: {@link #FIRST_BUDGET} times {@link #BUDGET_STEP} as long as
     * the worker's memory holds it, up to {@link #LAST_BUDGET}; the last as large as the memory
     * holds.
     */
    private static List<Long> budgets(ApiEngines engines) {
        long last = Math.min(LAST_BUDGET, Math.max(FIRST_BUDGET, engines.memory() / QubicProver.BYTES_PER_NODE));
        List<Long> budgets = new ArrayList<>();
        for (long b = FIRST_BUDGET; b < last; b *= BUDGET_STEP) {
            budgets.add(b);
        }
        budgets.add(last);
        return budgets;
    }

    /** The empty cells grouped by the canonical form of the position after them, in cell order. */
    private List<CellClass> classes() {
        List<CellClass> classes = new ArrayList<>();
        List<long[]> keys = new ArrayList<>();
        long[] canon = new long[2];
        for (long e = ~position.filled(); e != 0; e &= e - 1) {
            int cell = Long.numberOfTrailingZeros(e);
            QubicPosition child = position.copy();
            child.play(cell);
            Qubic.canonical(child.first(), child.second(), canon);
            int i = 0;
            while (i < keys.size() && (keys.get(i)[0] != canon[0] || keys.get(i)[1] != canon[1])) {
                i++;
            }
            if (i == keys.size()) {
                keys.add(canon.clone());
                classes.add(new CellClass(1L << cell, child));
            } else {
                CellClass c = classes.get(i);
                classes.set(i, new CellClass(c.cells | 1L << cell, c.child));
            }
        }
        return classes;
    }

    /**
     * A cell's value for the side to move as the rules and threat-space search decide it, or
     * null: a four wins, a full board draws, leaving the opponent a three open loses, as does a
     * cell after which the opponent wins by a threat sequence; the first cell of the mover's
     * threat sequence wins.
     */
    private static Integer byRules(QubicPosition child, QubicThreatSpace.Result threats, long cells, long[] nodes) {
        if (child.isWon()) {
            return 1;
        }
        if (child.isFull()) {
            return 0;
        }
        if (Qubic.threats(child.current(), ~child.filled()) != 0) {
            return -1;
        }
        if (threats.wins() && (cells >>> threats.sequence()[0] & 1) != 0) {
            return 1;
        }
        QubicThreatSpace.Result theirs = new QubicThreatSpace(child.current(), child.opponent()).search(QubicProver.THREAT_BUDGET);
        nodes[0] += theirs.search().nodeCount();
        return theirs.wins() ? -1 : null;
    }

    /**
     * A cell's value by PN search within {@code budget} DAG nodes a question: does the mover win
     * after it (1), does the opponent (−1), or are both disproved (0)? Null if undecided.
     */
    private static Integer bySearch(CellClass c, long budget, ApiJob job, long[] nodes) {
        int mover = 1 - c.child.player();
        for (int q = 0; q < 2; q++) {
            if (c.disproved[q]) {
                continue;
            }
            QubicProver.Result r = prove(q == 0 ? mover : 1 - mover, c.child, budget, job);
            nodes[0] += r.nodes() + r.dbNodes();
            if (r.outcome() == Outcome.PROVED) {
                return q == 0 ? 1 : -1;
            }
            c.disproved[q] = r.outcome() == Outcome.DISPROVED;
        }
        return c.disproved[0] && c.disproved[1] ? Integer.valueOf(0) : null;
    }

    /**
     * One question, stoppable by the job's time limit. The threat-space searches of its
     * evaluations get twice its DAG budget, at most the solver's ({@link QubicProver#THREAT_BUDGET}):
     * the first pass answers in a fraction of the time (a mid-game position of 12 stones: 2.0 s
     * instead of 19.2 s, the same cells decided).
     */
    private static QubicProver.Result prove(int attacker, QubicPosition p, long budget, ApiJob job) {
        job.check();
        QubicProver prover = new QubicProver(attacker, budget, Math.min(QubicProver.THREAT_BUDGET, 2 * budget));
        job.running(prover::cancel, () -> "");
        job.check(); // a cancellation that came before the prover was registered
        return prover.prove(p.copy());
    }

    /** Every cell of a class, with the class's value. */
    private static void report(ApiAnalysis answer, CellClass c, long nodes) {
        for (long m = c.cells; m != 0; m &= m - 1) {
            answer.move(Integer.toString(Long.numberOfTrailingZeros(m)), c.value, nodes);
        }
    }

    /**
     * {@code threats}: the side to move's winning threat sequence, null if threat-space search
     * found none — {@code sequence} (the attacker's and defender's cells in turn, then the winning
     * cell), {@code steps} (each threat: {@code attack}, the cells it {@code threatens}, the
     * forced {@code reply}), {@code win}, and {@code dbNodes}.
     */
    private void putThreats(ApiJob job, QubicThreatSpace.Result r) {
        long[] threatened = r.wins() ? r.threatened(position.current(), position.opponent()) : new long[0];
        job.update(o -> {
            if (!r.wins()) {
                o.putNull("threats");
                return;
            }
            ObjectNode t = o.putObject("threats");
            int[] seq = r.sequence();
            ArrayNode sequence = t.putArray("sequence");
            for (int cell : seq) {
                sequence.add(cell);
            }
            ArrayNode steps = t.putArray("steps");
            for (int i = 0; i < threatened.length; i++) {
                ObjectNode s = steps.addObject();
                s.put("attack", seq[2 * i]);
                ArrayNode cells = s.putArray("threatens");
                for (long m = threatened[i]; m != 0; m &= m - 1) {
                    cells.add(Long.numberOfTrailingZeros(m));
                }
                s.put("reply", seq[2 * i + 1]);
            }
            t.put("win", seq[seq.length - 1]);
            t.put("dbNodes", r.search().nodeCount());
        });
    }

    /**
     * {@code /api/solve}: does the side to move win, or the other side? Both questions with the
     * growing budgets of {@link #analyze}; the best move is the one the proof found (not every
     * winning cell), the principal variation the threat sequence when the win is one, else that move.
     */
    @Override
    public void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
        if (position.isOver()) {
            finishSolve(job, start, finishedScore(), -1, "", 0);
            return;
        }
        engines.close(); // the worker's memory is for one engine at a time: this search's DAGs
        int me = position.player();
        boolean[] disproved = new boolean[2];
        long nodes = 0;
        try {
            for (long budget : budgets(engines)) {
                for (int q = 0; q < 2; q++) {
                    if (disproved[q]) {
                        continue;
                    }
                    QubicProver.Result r = prove(q == 0 ? me : 1 - me, position, budget, job);
                    nodes += r.nodes() + r.dbNodes();
                    if (r.outcome() == Outcome.PROVED) {
                        if (q == 1) {
                            finishSolve(job, start, -1, -1, "", nodes);
                        } else {
                            String pv = pv(r.move());
                            int move = pv.isEmpty() ? -1 : Integer.parseInt(pv.split(",")[0]);
                            finishSolve(job, start, 1, move, pv, nodes);
                        }
                        return;
                    }
                    disproved[q] = r.outcome() == Outcome.DISPROVED;
                }
                if (disproved[0] && disproved[1]) {
                    finishSolve(job, start, 0, -1, "", nodes);
                    return;
                }
            }
        } catch (CancellationException e) {
            return; // the frame (no score) stands
        }
        long n = nodes;
        job.update(o -> {
            o.put("nodes", n);
            o.put("millis", Output.millis(System.nanoTime() - start));
        });
    }

    /**
     * The principal variation of a proved win: the threat sequence that starts with {@code move}
     * when threat-space search finds one, else the move; when the proof gave no move (its root
     * was proved by an evaluation whose sequence the prover's smaller budget did not find again),
     * the cell that completes a line or the sequence threat-space search finds (empty if it
     * finds none: then the answer has the value without a move).
     */
    private String pv(int move) {
        long win = Qubic.threats(position.current(), ~position.filled());
        if (win != 0) {
            return Integer.toString(Long.numberOfTrailingZeros(win));
        }
        QubicThreatSpace.Result r = new QubicThreatSpace(position.current(), position.opponent()).search(THREAT_NODES);
        if (r.wins() && (move < 0 || r.sequence()[0] == move)) {
            StringBuilder sb = new StringBuilder();
            for (int cell : r.sequence()) {
                sb.append(sb.length() == 0 ? "" : ",").append(cell);
            }
            return sb.toString();
        }
        return move < 0 ? "" : Integer.toString(move);
    }

    private static void finishSolve(ApiJob job, long start, int score, int move, String pv, long nodes) {
        job.update(o -> {
            ApiAnswers.putScore(o, score);
            ArrayNode best = o.putArray("best");
            if (move >= 0) {
                best.add(Integer.toString(move));
            }
            o.put("pv", pv);
            o.put("nodes", nodes);
            o.put("millis", Output.millis(System.nanoTime() - start));
        });
    }
}
