package zugzwang.core.proof;

import static zugzwang.core.proof.ProofNumbers.INFINITY;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * Depth-first proof-number search (DF-PN, Nagai 2002): proof-number search run as a recursive
 * procedure MID with a pair of thresholds (thpn, thdn) per node, so that only the current path
 * lives on the stack and everything else is kept in a transposition table ({@link DfpnTable}).
 *
 * <h2>The procedure</h2>
 * MID(n, thpn, thdn) generates n's moves, gets each child's numbers (terminal value, else the
 * table, else {@link ProofNumberInit}), and then loops while {@code pn(n) < thpn} and
 * {@code dn(n) < thdn}: at an OR node (attacker to move, pn = min over the children, dn = sum) it
 * selects the child c1 of smallest pn, with pn2 the second smallest, and searches it with
 * <pre>
 *   thpn(c1) = min(thpn, pn2 + 1)          thdn(c1) = thdn - dn(n) + dn(c1)
 * </pre>
 * (an AND node the same with pn and dn swapped). When the loop ends, n's numbers go to the table.
 * The root is searched with thresholds (INFINITY - 1, INFINITY - 1): the loop there ends only when
 * the root is solved (or, impossibly in practice, a number saturates).
 *
 * <h2>Arithmetic</h2>
 * {@link ProofNumbers#INFINITY} marks a solved child. Sums of children saturate at
 * {@code INFINITY - 1} unless a summand is INFINITY, so that a large but unsolved number is never
 * mistaken for a solved one; thresholds are therefore at most {@code INFINITY - 1} too, and
 * {@code pn2 + 1} never overflows (pn2 is at most INFINITY).
 *
 * <h2>The 1+ε trick (optional)</h2>
 * With {@code epsilon > 0} (Pawlewicz and Lew 2007) the selected child gets
 * {@code thpn(c1) = min(thpn, max(pn2 + 1, ceil(pn2 * (1 + epsilon))))} at an OR node (dn at an
 * AND node): it is searched a little longer before the search switches to its sibling, which
 * cuts the re-expansions of two children of almost equal numbers ("seesaw"). The default is 0:
 * Nagai's original thresholds.
 *
 * <h2>Children between iterations</h2>
 * Each frame of the recursion keeps its children's keys and last numbers in per-depth primitive
 * arrays (no allocation per node). Before each selection the unsolved children are refreshed from
 * the table (where a transposition may have changed them since); a child whose entry was evicted
 * keeps its last known numbers, so a small table costs time, not progress or correctness.
 *
 * <h2>Table, history and cycles</h2>
 * Entries mean "for this attacker and goal": the table is kept between {@link #prove} calls with
 * the same attacker, goal and game (a later search reuses what an earlier one found; see
 * {@link #provingMove}) and cleared when one of them changes (games compare by
 * {@code equals}), or by {@link #clear()}. Keys are the game's
 * {@link GameState#key()}: exact for the games of this project, else a hash, and a collision of
 * hash keys could then mislead the search (the game's responsibility, as for every table).
 * For a game whose values depend on history ({@link zugzwang.core.game.Game#historyDependent()})
 * an entry keyed by the position alone could carry a result that holds only for another path
 * (the graph-history interaction problem); the search then uses <b>no table at all</b> (the
 * simplest sound choice): only the children's numbers within the current recursion survive, and
 * positions are re-searched from scratch when visited again (correct, slower). Such games must
 * end a repetition themselves ({@link GameState#isTerminal()} on the repeated position), as the
 * game API requires; games that are not history-dependent are assumed to be acyclic (no position
 * can recur on a path), which holds for drop games like Connect-4 and for m,n,k-games. The search
 * does not check the current path for repetitions.
 *
 * <h2>Budgets and statistics</h2>
 * {@link ProofLimits#maxNodes()} bounds the MID calls (positions visited): beyond it the search
 * returns {@link Outcome#UNKNOWN} with stop reason {@code "node budget"}. The table is sized by
 * {@link ProofLimits#memoryBytes()} (the per-depth frames take a few bytes per move and depth
 * besides). In the result, {@code created} counts MID calls, {@code expanded} the positions whose
 * moves were generated (each MID call generates its position's moves, so the two are equal
 * unless the init needs the children's moves: those generations are not counted), and
 * {@code maxTreeSize} the table entries in use at the end. An {@link OutOfMemoryError} (a frame
 * or the first table) or a {@link StackOverflowError} (a game deeper than the thread's stack
 * allows) ends the search with stop reason {@code "memory"}, the state restored. Should a root
 * number ever saturate at {@code INFINITY - 1} without a proof (more than 10^18 leaves), the
 * search stops with stop reason {@code "saturated"}.
 *
 * <p>Not thread-safe; {@link #cancel()} and {@link #nodes()} may be called from another thread.
 */
public final class DfpnSearch implements ProofSearch {
    private static final long TH_MAX = INFINITY - 1;

    private final ProofLimits limits;
    private final ProofNumberInit init;
    private final double epsilon;
    /** Allocated on first use (a search of a history-dependent game never needs it). */
    private DfpnTable table;
    /** The attacker and goal the table's entries are about (-1 / null: none yet). */
    private int tableAttacker = -1;
    private Goal tableGoal;
    /** The game of the table's keys (null: none yet). */
    private Game tableGame;

    // --- the search under way
    private GameState state;
    private int attacker;
    private Goal goal;
    private boolean useTable;
    private volatile boolean cancelled;
    /** Polled with the cancel flag: a caller's own stop condition (a job-level search's task). */
    private BooleanSupplier stopWhen = () -> false;
    private volatile long progress;
    private long nodes;
    private long expanded;
    /** Why the search under way stopped (null while it runs). */
    private String stopReason;
    /** The numbers MID leaves for its caller. */
    private long resultPn;
    private long resultDn;
    /** The root's latest numbers (what a stopped search reports: resultPn/Dn are then a descendant's). */
    private long rootPn;
    private long rootDn;

    // --- frames of the recursion, per depth below the root: moves, children's keys and numbers,
    // and the proving move found at that depth (index of the child)
    private int[][] frameMoves = new int[0][];
    private long[][] frameKeys = new long[0][];
    private long[][] framePn = new long[0][];
    private long[][] frameDn = new long[0][];
    private int[] frameProving = new int[0];
    private final long[] initOut = new long[2];
    private int[] scratchMoves = new int[0];

    /** DF-PN with uniform initial numbers (1, 1) and Nagai's thresholds. */
    public DfpnSearch(ProofLimits limits) {
        this(limits, ProofNumberInit.UNIFORM);
    }

    /** DF-PN with the given initial numbers for new positions, and Nagai's thresholds. */
    public DfpnSearch(ProofLimits limits, ProofNumberInit init) {
        this(limits, init, 0);
    }

    /**
     * DF-PN with the given initial numbers and the 1+ε trick (see the class comment).
     *
     * @param epsilon 0 for Nagai's thresholds, else e.g. 0.25
     */
    public DfpnSearch(ProofLimits limits, ProofNumberInit init, double epsilon) {
        if (!(epsilon >= 0 && epsilon <= 100)) {
            throw new IllegalArgumentException("epsilon must be in [0, 100], not " + epsilon);
        }
        this.limits = limits;
        this.init = init;
        this.epsilon = epsilon;
    }

    @Override
    public String name() {
        return "dfpn";
    }

    @Override
    public void cancel() {
        cancelled = true;
    }

    /**
     * Makes every later search stop (as by {@link #cancel()}, stop reason {@code "cancelled"}) once
     * {@code condition} is true; it is polled every 1024 nodes, on the searching thread.
     */
    public void stopWhen(BooleanSupplier condition) {
        this.stopWhen = Objects.requireNonNull(condition, "condition");
    }

    @Override
    public long nodes() {
        return progress;
    }

    /** Forgets every table entry. */
    public void clear() {
        if (table != null) {
            table.clear();
        }
        tableAttacker = -1;
        tableGoal = null;
        tableGame = null;
    }

    /** Table entries in use (0 without a table, or in a search that uses none). */
    public int tableEntries() {
        return table == null || !useTable ? 0 : table.used();
    }

    /**
     * The proving move of a position the table knows proved, with the attacker to move, for this
     * attacker and goal; -1 if the table does not know it proved (never proved, evicted, another
     * attacker, goal or game than the table's, the defender to move, or a history-dependent
     * game, which uses no table). The table is kept between {@link #prove} calls on the same
     * attacker, goal and game, so after a proof one can walk the proof tree: at an attacker's position play the
     * proving move; at a defender's position every move (and prove again where an entry was
     * evicted).
     */
    public int provingMove(GameState position, int attacker, Goal goal) {
        if (table == null || attacker != tableAttacker || goal != tableGoal || !position.game().equals(tableGame)
                || position.game().historyDependent() || position.player() != attacker || position.isTerminal()) {
            return -1;
        }
        int slot = table.find(position.key());
        return slot >= 0 && table.pn(slot) == 0 ? table.move(slot) : -1;
    }

    @Override
    public ProofResult prove(GameState position, int attacker, Goal goal) {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("the attacker is player 0 or 1, not " + attacker);
        }
        long start = System.nanoTime();
        this.state = position;
        this.attacker = attacker;
        this.goal = goal;
        this.cancelled = false;
        this.nodes = 0;
        this.progress = 0;
        this.expanded = 0;
        this.stopReason = null;
        this.resultPn = 1; // the root's numbers, should the search stop before it has any
        this.resultDn = 1;
        this.rootPn = 1;
        this.rootDn = 1;
        useTable = !position.game().historyDependent();
        int maxMoves = position.game().maxMoves();
        if (scratchMoves.length < maxMoves) {
            scratchMoves = new int[maxMoves];
        }
        if (position.isTerminal()) {
            boolean won = goal.achievedBy(forAttacker(position.value(), position.player()));
            return new ProofResult(won ? Outcome.PROVED : Outcome.DISPROVED, attacker, goal, won ? 0 : INFINITY,
                    won ? INFINITY : 0, -1, 1, 0, tableEntries(), System.nanoTime() - start, null);
        }
        if (useTable) {
            if (table == null) {
                try {
                    table = new DfpnTable(limits.memoryBytes());
                } catch (OutOfMemoryError e) {
                    return unknown(start, "memory");
                }
            }
            // entries answer one question about one game's keys: another question, or another
            // game (not equal to the table's), starts from an empty table
            if (attacker != tableAttacker || goal != tableGoal || !position.game().equals(tableGame)) {
                table.clear();
                tableAttacker = attacker;
                tableGoal = goal;
                tableGame = position.game();
            }
        }
        long key = position.key();
        int ply = position.ply();
        try {
            mid(0, TH_MAX, TH_MAX);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // a frame could not be allocated, or the game is too deep for the thread's stack: the
            // recursion was cut short between a play and its undo, so take the moves back here
            while (position.ply() > ply) {
                position.undo();
            }
            stopReason = "memory";
        } finally {
            progress = nodes;
            this.state = null;
        }
        if (position.key() != key || position.ply() != ply) {
            throw new IllegalStateException("the position was not restored");
        }
        long nanos = System.nanoTime() - start;
        if (stopReason != null) {
            return unknown(start, stopReason);
        }
        Outcome outcome = resultPn == 0 ? Outcome.PROVED : resultDn == 0 ? Outcome.DISPROVED : Outcome.UNKNOWN;
        int move = outcome == Outcome.PROVED && position.player() == attacker ? frameMoves[0][frameProving[0]] : -1;
        return new ProofResult(outcome, attacker, goal, resultPn, resultDn, move, nodes, expanded, tableEntries(),
                nanos, outcome == Outcome.UNKNOWN ? "saturated" : null);
    }

    private ProofResult unknown(long start, String reason) {
        return new ProofResult(Outcome.UNKNOWN, attacker, goal, rootPn, rootDn, -1, nodes, expanded,
                tableEntries(), System.nanoTime() - start, reason);
    }

    /** A terminal value for the player to move, seen by the attacker. */
    private int forAttacker(int value, int player) {
        return player == attacker ? value : -value;
    }

    /** Makes sure the frame of depth d exists, with room for maxMoves children. */
    private void frame(int d, int maxMoves) {
        if (d >= frameMoves.length) {
            int n = Math.max(d + 1, frameMoves.length * 2);
            frameMoves = Arrays.copyOf(frameMoves, n);
            frameKeys = Arrays.copyOf(frameKeys, n);
            framePn = Arrays.copyOf(framePn, n);
            frameDn = Arrays.copyOf(frameDn, n);
            frameProving = Arrays.copyOf(frameProving, n);
        }
        if (frameMoves[d] == null || frameMoves[d].length < maxMoves) {
            frameMoves[d] = new int[maxMoves];
            frameKeys[d] = new long[maxMoves];
            framePn[d] = new long[maxMoves];
            frameDn[d] = new long[maxMoves];
        }
    }

    /** {@code a + b} for numbers of unsolved or solved children: INFINITY only if one of them is. */
    private static long sum(long a, long b) {
        if (a >= INFINITY || b >= INFINITY) {
            return INFINITY;
        }
        long s = a + b; // both below INFINITY = MAX/4: no overflow
        return Math.min(s, TH_MAX);
    }

    /**
     * MID: searches the (non-terminal) position of {@code state}, at depth d below the root, until
     * its proof number reaches thpn or its disproof number reaches thdn (or the search stops);
     * leaves its numbers in resultPn/resultDn and in the table. Restores the state.
     */
    private void mid(int d, long thpn, long thdn) {
        nodes++;
        if ((nodes & 1023) == 0) {
            progress = nodes;
            if (cancelled || stopWhen.getAsBoolean()) {
                stopReason = "cancelled";
                return;
            }
        }
        if (nodes > limits.maxNodes()) {
            stopReason = "node budget";
            return;
        }
        long startNodes = nodes;
        boolean or = state.player() == attacker;
        frame(d, state.game().maxMoves());
        int[] moves = frameMoves[d];
        long[] keys = frameKeys[d];
        long[] pn = framePn[d];
        long[] dn = frameDn[d];
        int n = state.moves(moves);
        expanded++;
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            keys[i] = state.key();
            if (state.isTerminal()) {
                boolean won = goal.achievedBy(forAttacker(state.value(), state.player()));
                pn[i] = won ? 0 : INFINITY;
                dn[i] = won ? INFINITY : 0;
            } else {
                int slot = useTable ? table.find(keys[i]) : -1;
                if (slot >= 0) {
                    pn[i] = table.pn(slot);
                    dn[i] = table.dn(slot);
                } else {
                    // the child's own moves only when the init looks at them (UNIFORM does not)
                    int childMoves = init == ProofNumberInit.UNIFORM ? 1 : state.moves(scratchMoves);
                    init.init(state, state.player() == attacker, childMoves, initOut);
                    pn[i] = initOut[0];
                    dn[i] = initOut[1];
                }
            }
            state.undo();
        }
        long nodePn;
        long nodeDn;
        int best;
        while (true) {
            // refresh the unsolved children from the table (transpositions), then aggregate
            best = -1;
            long bestNum = Long.MAX_VALUE; // pn at OR, dn at AND, of the best child
            long second = INFINITY; // the second smallest
            long total = 0; // dn at OR, pn at AND: the sum
            for (int i = 0; i < n; i++) {
                if (useTable && pn[i] != 0 && dn[i] != 0) {
                    int slot = table.find(keys[i]);
                    if (slot >= 0) {
                        pn[i] = table.pn(slot);
                        dn[i] = table.dn(slot);
                    }
                }
                long num = or ? pn[i] : dn[i];
                if (num < bestNum) {
                    second = Math.min(second, bestNum);
                    bestNum = num;
                    best = i;
                } else if (num < second) {
                    second = num;
                }
                total = sum(total, or ? dn[i] : pn[i]);
            }
            nodePn = or ? bestNum : total;
            nodeDn = or ? total : bestNum;
            if (d == 0) {
                rootPn = nodePn;
                rootDn = nodeDn;
            }
            if (nodePn >= thpn || nodeDn >= thdn) {
                break;
            }
            // thresholds of the selected child (see the class comment); all stay <= TH_MAX
            long th = or ? thpn : thdn; // the "min" side
            long childMin = Math.min(th, widen(second));
            long childSum = or ? thdn - nodeDn + dn[best] : thpn - nodePn + pn[best];
            state.play(moves[best]);
            mid(d + 1, or ? childMin : childSum, or ? childSum : childMin);
            state.undo();
            if (stopReason != null) {
                return;
            }
            pn[best] = resultPn;
            dn[best] = resultDn;
        }
        int proving = -1;
        if (or && nodePn == 0) {
            proving = best; // the child of smallest pn: 0, a proved child
        }
        frameProving[d] = Math.max(proving, 0);
        if (useTable) {
            table.store(state.key(), nodePn, nodeDn, proving >= 0 ? moves[proving] : -1, nodes - startNodes + 1);
        }
        resultPn = nodePn;
        resultDn = nodeDn;
    }

    /**
     * The threshold "second best + 1" for the selected child, widened by the 1+ε trick:
     * {@code max(second + 1, ceil(second * (1 + epsilon)))}, at most INFINITY (the caller takes
     * the minimum with its own threshold, at most INFINITY - 1).
     */
    private long widen(long second) {
        if (second >= INFINITY - 1) {
            return INFINITY;
        }
        long plain = second + 1;
        if (epsilon == 0) {
            return plain;
        }
        double wide = Math.ceil(second * (1 + epsilon));
        return wide >= INFINITY ? INFINITY : Math.max(plain, (long) wide);
    }
}
