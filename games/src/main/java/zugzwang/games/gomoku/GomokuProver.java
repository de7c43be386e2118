package zugzwang.games.gomoku;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import zugzwang.core.proof.DagNode;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofNumbers;

/**
 * Victoria (Allis 1994, §5.4): proof-number search with threat-space search as its evaluation —
 * does the attacker (black in the thesis) win a go-moku position? OR nodes have the attacker to
 * move, AND nodes the defender.
 *
 * <p><b>Evaluation</b> of every position when it is created: a winning row ends the game, a full
 * board is a draw (not a win); the side to move wins at once with a four of his, and loses when he
 * has none and the other side has two squares to make five; otherwise a threat-space search
 * ({@link GomokuThreatSpace}) for the side to move — a winning threat sequence proves an OR node
 * and disproves an AND node. The known positions of a {@link Solutions} table (the solution store
 * of earlier runs) are looked up first.
 *
 * <p><b>The five enhancements of §5.4.2</b>:
 * <ol>
 *   <li><b>a DAG</b> over transpositions and the board's symmetries: one node per canonical form,
 *       numbers computed from the children as in a tree, an update goes to every parent; decided
 *       positions are kept too (with the related squares of their threat sequence), so a
 *       transposition costs no second search;</li>
 *   <li><b>the attacker's moves</b>: those that counter the defender's implicit threat (3), in the
 *       order of {@link GomokuMoveScore} (ties to the square nearest the stones), at most
 *       {@link #MAX_TRIED}. They are <em>evaluated when first selected</em> (delayed evaluation):
 *       each waits with a guess that grows with its rank, so a node whose first move is proved costs
 *       one threat search instead of twenty; a candidate after which the defender wins by threats
 *       is disproved then and the next is tried. (Allis kept the 10 best after evaluating them all.)</li>
 *   <li><b>related squares, the null move</b>, for both sides: the side not to move's threat-space
 *       search (an <em>implicit threat</em> if it wins) restricts the side to move to its related
 *       squares S ({@link GomokuThreatSpace.Result#related}); iterated at the defender's nodes — a
 *       move s of S after which the threat still wins (the child's evaluation finds it) narrows the
 *       candidates to S ∩ S1 of the new sequence;</li>
 *   <li><b>the implicit-threat heuristic</b>: a position after the attacker's move that is no
 *       implicit threat of his is taken as lost for him — from {@link #EARLY_STONES} stones on;
 *       with fewer it is kept behind the moves that make one ({@link #EARLY_PENALTY});</li>
 *   <li><b>initialisation</b>: a node created d plies below the root starts with
 *       pn = dn = 1 + ⌊d/2⌋, except that a defender node's pn is the number of her replies the
 *       attacker's implicit threat leaves (|S| on empty squares). Measured on {@code h8,i9,i8,a1}:
 *       13,531 threat searches and 62 s with the depth's numbers and every candidate evaluated,
 *       8,503 and 28 s with |S|, 7,327 and 24 s with |S| and delayed evaluation.</li>
 * </ol>
 *
 * <p><b>Weak proof numbers</b> (not Allis'; since 2026-12-06, {@link #weakProofNumbers}): on
 * request a defender node's pn is her replies' largest plus {@link #WEAK} for each other reply not
 * proved yet, where that is less than their sum ({@link DagNode#numbers}). The sum counts the same
 * work many times where her replies fall to one threat sequence and transpose into each other, and
 * the most below his forcing moves: when the sum proved {@code h8,b2,i9,b4} (standard rule) after
 * 395,000 nodes, six of his candidates stood between pn 212 and 345; with weak numbers it is proved
 * in 126,000. Neither rule is better everywhere — on eleven positions a first job proves at 10,000
 * nodes or a second at 40,000 the sum proved all in 0.35 M nodes, the weak numbers ten in 0.28 M and
 * one not within 200,000; on h8,h9,i9,a1 (free-style) 7,040 nodes against 112,000 — so the solver
 * asks for them once, where its largest job missed by the sum ({@link GomokuSolver#weakRetry}).</p>
 *
 * <p><b>Similar positions</b> ({@link #similar}): a caller that proved the root with one defender
 * stone elsewhere (a sibling: white's reply a1 where this root has o15) names the pair, and at
 * every attacker node the winning move of the corresponding proved position, if known, is tried
 * first and alone until its numbers pass {@link #HINT_PENALTY} (Kawano's simulation): on
 * {@code h8,i9,i8} with o15, 948 nodes and 0.4 s instead of 16,738 and 24 s.
 *
 * <p><b>What the answers mean.</b> Leaving out the attacker's moves (2, 3, 4) is sound for proofs,
 * not for disproofs: a disproof is reported only if it holds without them (no node in it left a
 * move out), otherwise the answer is unknown. Leaving out the defender's moves outside S (3) rests
 * on Allis' claim that S holds every refutation, which he did not prove: a proof here says "the
 * attacker wins if that claim holds where it was used"; the strategy export ({@link #proof})
 * checks every defender move and searches afresh where the claim fails, and the verifier checks
 * the result by the rules alone. Memory is bounded by the node budget (decided positions count),
 * work by the caller. Not thread-safe; one search per object.
 */
public final class GomokuProver {
    /** Allis' bound: with fewer stones the heuristic (4) gives way when no move makes an implicit threat. */
    public static final int EARLY_STONES = 9;

    /** The most similar positions (substituted defender stones) tried for a hint at one node. */
    public static final int MAX_SUBSTITUTES = 8;




    /**
     * A delayed child's guess: this much above the depth's initial numbers (Allis' 1 + ⌊d/2⌋) plus
     * its rank in the move order, so that a defender node the attacker's threat leaves few replies
     * (pn = their number) is preferred to trying a further candidate.
     */
    static final int PENDING_BASE = 10;

    /** Added to the numbers of an early attacker move that makes no implicit threat (the heuristic's exception). */
    static final int EARLY_PENALTY = 100;

    /** Added to the guesses of the other candidates where a similar position's move is tried first. */
    static final int HINT_PENALTY = 1000;

    /**
     * The attacker's candidates evaluated at most at one node: with no implicit threat of the
     * defender every empty square is a candidate, and all but a few are dropped quickly; this keeps
     * a node where the defender's threats refute move after move from trying all 200.
     */
    public static final int MAX_TRIED = 3 * GomokuMoveScore.KEPT;

    /** What one DAG node costs, measured (its key, related squares, arrays, map entry) plus slack. */
    public static final long BYTES_PER_NODE = 400;

    /** Proven and disproven positions known before the search (a solution store), by canonical stones. */
    public interface Solutions {
        /** TRUE: the attacker wins; FALSE: he does not; null: not known. */
        Boolean value(long[] canonical);

        /** The attacker's winning move in a won position with him to move (canonical frame), or -1. */
        default int move(long[] canonical) {
            return -1;
        }

        /**
         * At a position won by the strategy of another proved position one defender's stone away
         * (a sibling's, or one found by a moved stone): {here, there} (canonical frame), her stone
         * on {@code here} standing for hers on {@code there} in that one; else null.
         */
        default int[] transfer(long[] canonical) {
            return null;
        }

        /**
         * At a won position: the squares its proof touches (canonical frame; {@link #zone()}), if
         * known; else null. A search that uses the position counts them as its own.
         */
        default long[] zone(long[] canonical) {
            return null;
        }

        /** The attacker's winning move in {@code p} as known here, in p's own frame (an empty square), or -1. */
        default int moveIn(GomokuPosition p) {
            GomokuBoard b = p.board();
            long[] canon = new long[2 * b.words()];
            int t = p.canonical(canon);
            int m = move(canon);
            if (m < 0 || m >= b.squares()) {
                return -1;
            }
            int s = b.map(m, b.inverse(t));
            return p.isEmpty(s) ? s : -1;
        }
    }

    /** What a search found. */
    public record Result(Outcome outcome, int move, long nodes, long expansions, long threatSearches,
                         long dbNodes) {
    }

    private static final long INF = ProofNumbers.INFINITY;
    /** The threads' CPU clocks, for {@link #clock()}; whether this JVM has them. */
    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();
    private static final boolean CPU_CLOCK = THREADS.isCurrentThreadCpuTimeSupported()
            && THREADS.isThreadCpuTimeEnabled();

    private static final class Node extends DagNode<Node> {
        /** The position's canonical stones: black's words, then white's. */
        final long[] stones;
        final int count;
        /** The move to each child, in this node's (canonical) frame; -1 for none. */
        int[] moves;
        /** The symmetry from this node's frame, the move played, to each child's canonical frame; -1 for none. */
        byte[] syms;
        /** At a position the attacker's threat sequence won with him to move: its first move; else -1. */
        int winMove = -1;
        /**
         * At a defender node: the related squares of the attacker's implicit threat; at a decided
         * node: those of the side to move's winning threat sequence (canonical frame); else null.
         */
        long[] related;
        /** A defender node that is no implicit threat of the attacker (the heuristic's case). */
        boolean noThreat;
        /** Created but not yet evaluated (a delayed evaluation): its numbers are its rank's guess. */
        boolean pending;
        /**
         * Its own threat search (the side to move's) was cut short within a level and found no
         * win: before the node is expanded it is searched again, whole.
         */
        boolean cut;

        Node(long[] stones, int count, boolean or) {
            super(or);
            this.stones = stones;
            this.count = count;
        }

        boolean decided() {
            return pn == 0 || dn == 0;
        }
    }

    /**
     * The node budget of each threat-space search in a solve ({@code solve --algorithm victoria},
     * {@code bench}). Early in the game most searches find nothing, and those that ran to their
     * budget were most of the time: on the empty board's {@code h8,a1} ({@code solve … -t 2
     * --nodes 160000 -m 3g h8,a1} from an empty store, one sitting) 96 s with 10,000, 61 s with
     * 1,000, 37 s with 300, the same proof shape (118–128 jobs, 0.49–0.51 M nodes); with 100
     * Victoria needs several times the nodes in some positions. Status 2026-12-04 (late) in
     * {@code docs/gomoku.md}.
     */
    public static final long SOLVE_TSS_BUDGET = 300;

    /**
     * The node budget of a threat-space search asked on its own ({@code analyze}, {@code play},
     * the web page) and of the export's and a chain walk's searches: a position won within a
     * smaller budget is won within this one (the db-search makes the same nodes in the same order
     * up to the first goal the larger search accepts, and a defence search that runs out counts as
     * a refutation: a goal accepted within 300 is accepted within 10,000), and more are. The
     * sequence found may differ (an earlier goal accepted), and with it its related squares. The
     * export of {@code h8,a1} from a copy of the empty board's store ran 165 Victoria searches
     * where the solve's 300 left it 1,789.
     */
    public static final long LARGE_TSS_BUDGET = 10_000;

    private final GomokuBoard board;
    private final GomokuRule rule;
    private final int attacker;
    private final int words;
    /** The most positions kept: the job's budget, raised by {@link #proveMore}. */
    private long maxNodes;
    private final long tssBudget;
    private final Solutions known;
    private final GomokuMoveScore scorer;
    private final GomokuThreats threats;
    private final int[] inverse;
    private final Map<CanonicalKey, Node> dag = new HashMap<>();
    /** Answers of earlier searches ({@link #answers(ThreatAnswers)}), or null. */
    private ThreatAnswers answers;
    private Node root;
    private GomokuPosition rootPosition;
    private long expansions;
    private long threatSearches;
    /** Whether own threat searches may be cut within a level ({@link #cutThreatSearches}). */
    private boolean cutSearches;
    /** The two kinds of threat search, made once (a method reference per search was an object per node). */
    private final ThreatAnswers.Search wholeSearcher = this::wholeSearch;
    private final ThreatAnswers.Search cutSearcher = this::cutSearch;
    private long dbNodes;
    private long simulations;
    private boolean ran;
    /** 0: a defender node's pn is the sum of her replies'; else the weak number's weight ({@link #weakProofNumbers}). */
    private int weak;
    private volatile boolean cancelled;
    /** {@link #stopAfter}'s limit in nanoseconds of {@link #clock()} per search; {@link Long#MAX_VALUE}: none. */
    private long limit = Long.MAX_VALUE;
    private boolean timedOut;
    /** The related squares (position frame) of the threat sequence that decided the last evaluation, or null. */
    private long[] lastRelated;
    /** The symmetry to the canonical frame of the position the last evaluation looked up, or -1 (decided by the rules). */
    private int lastSym;
    /**
     * Simulation (after Kawano 1996, "Using similar positions to search game trees"): pairs (x, y)
     * of squares in the current node's frame, x a stone of the defender's in the root and y where
     * the caller has proved the root with her stone there instead: below the root, a position with
     * y for x is a similar one, and its winning move (from the known positions) is tried first.
     * The pairs are mapped to each node's frame on the way down; the last pair is tried first.
     */
    private final int[] subX = new int[MAX_SUBSTITUTES];
    private final int[] subY = new int[MAX_SUBSTITUTES];
    private int subs;
    /** Pairs the caller gives for the root (its frame), e.g. a proved sibling of the root. */
    private int[] rootX = new int[0];
    private int[] rootY = new int[0];
    /**
     * Moved stones: pairs (x, y) like {@link #subX}/{@link #subY} (mapped to each node's frame on
     * the way down), but for a lookup — a position below the root with the defender's stone on x
     * whose image with it on y is won in the known positions, by a proof whose zone does not hold
     * x, is won (the argument of {@link #movedStones}); empty: none given.
     */
    private final int[] movX = new int[MAX_SUBSTITUTES];
    private final int[] movY = new int[MAX_SUBSTITUTES];
    private int movs;
    private int[] callerMovX = new int[0];
    private int[] callerMovY = new int[0];
    private int[] rootMovX = new int[0];
    private int[] rootMovY = new int[0];
    /**
     * Positions decided by a moved stone: {x, y, move} in the node's canonical frame (her stone on x
     * stands for hers on y of the known position; the attacker's move there, or -1).
     */
    private final java.util.Map<Node, int[]> movedFrom = new IdentityHashMap<>();
    private long movedHits;

    /**
     * @param board     the board
     * @param rule      the rule
     * @param attacker  the player whose win is asked (0 black, 1 white)
     * @param maxNodes  the most positions kept (memory)
     * @param tssBudget the node budget of each threat-space search
     * @param known     positions known before (a solution store), or null
     */
    public GomokuProver(GomokuBoard board, GomokuRule rule, int attacker, long maxNodes, long tssBudget,
                        Solutions known) {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("attacker must be 0 or 1");
        }
        this.board = board;
        this.rule = rule;
        this.attacker = attacker;
        this.words = board.words();
        this.maxNodes = maxNodes;
        this.tssBudget = tssBudget;
        this.known = known;
        this.scorer = new GomokuMoveScore(board);
        this.threats = GomokuThreats.of(board);
        this.inverse = new int[board.symmetries()];
        for (int t = 0; t < inverse.length; t++) {
            inverse[t] = board.inverse(t);
        }
    }

    /**
     * A time limit for each {@link #prove} and {@link #proveMore} until another is set: after
     * {@code nanos} of {@link #clock()} (the CPU time of the thread searching) the search stops as
     * at its node budget, undecided ({@link #timedOut}); it may go on later. A job solver splits a
     * slow job's position instead of letting one search hold a thread.
     *
     * <p>CPU time, not the wall clock (until 2026-12-06 a {@link System#nanoTime} deadline): a
     * process stopped and continued ({@code kill -STOP}/{@code -CONT}, a shell's Ctrl-Z and
     * {@code fg}) timed out every job under way when it came back — on the standard rule's empty
     * board, a 488-s pause ended two weak retries after 492 s and 125,000 and 90,000 of their
     * 160,000 nodes —, and a machine busy with other work could split jobs a quiet one would
     * have proved. 0 stops a search at its first chance (its root expanded);
     * {@link Long#MAX_VALUE} (the default) sets none.
     *
     * @throws IllegalArgumentException if {@code nanos} is negative
     */
    public GomokuProver stopAfter(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("a time limit must not be negative: " + nanos);
        }
        this.limit = nanos;
        return this;
    }

    /**
     * The clock of {@link #stopAfter}: the calling thread's CPU time in nanoseconds where the JVM
     * measures it (HotSpot on Linux does: about 0.6 µs a read here), else {@link System#nanoTime}.
     */
    static long clock() {
        return CPU_CLOCK ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Whether the last search stopped at its time limit ({@link #stopAfter}). */
    public boolean timedOut() {
        return timedOut;
    }

    /** Stops a search under way (from any thread): {@link #prove} throws a {@link CancellationException} soon after. */
    public void cancel() {
        cancelled = true;
    }

    /**
     * Whether the attacker wins from {@code position}, and if he is to move, a move that does.
     *
     * @throws CancellationException if {@link #cancel()} was called before the search ended
     */
    public Result prove(GomokuPosition position) {
        if (ran) {
            throw new IllegalStateException("a GomokuProver proves one position");
        }
        ran = true;
        if (position.board().squares() != board.squares() || position.rule() != rule) {
            throw new IllegalArgumentException("the position is not of this prover's board and rule");
        }
        rootPosition = position.copy();
        int frame = rootPosition.canonical(new long[2 * words]);
        rootSubX = new int[rootX.length];
        rootSubY = new int[rootY.length];
        for (int i = 0; i < rootX.length; i++) {
            rootSubX[i] = board.map(rootX[i], frame);
            rootSubY[i] = board.map(rootY[i], frame);
        }
        rootMovX = new int[callerMovX.length];
        rootMovY = new int[callerMovY.length];
        for (int i = 0; i < callerMovX.length; i++) {
            rootMovX[i] = board.map(callerMovX[i], frame);
            rootMovY[i] = board.map(callerMovY[i], frame);
        }
        GomokuPosition p = position.copy();
        root = evaluate(p, 0);
        if (root.noThreat) {
            root.noThreat = false; // the heuristic judges moves, not the position asked about
        }
        return search();
    }

    /**
     * Goes on with the search of {@link #prove} where it stopped undecided, until the DAG holds
     * {@code maxNodes} positions: the same result as a new prover given that budget (and the same
     * known positions) would reach by the same expansions from the start (PN search picks its next
     * node from the DAG alone), without making the first {@code size()} positions again. A job
     * solver grows a job so instead of restarting it (on h8,a2 a 40,000-node job that missed was
     * proved afresh in 43,000).
     *
     * @throws IllegalStateException if the search cannot go on ({@link #canGoOn})
     * @throws IllegalArgumentException if the budget does not grow
     * @throws CancellationException if {@link #cancel()} was called before the search ended
     */
    public Result proveMore(long maxNodes) {
        if (cancelled) { // (stopped before it went on, as a new search would be: not a caller's error)
            throw new CancellationException("cancelled");
        }
        if (!canGoOn()) {
            throw new IllegalStateException("only an undecided, finished search goes on");
        }
        if (maxNodes <= this.maxNodes) {
            throw new IllegalArgumentException("the budget must grow: " + maxNodes + " after " + this.maxNodes);
        }
        this.maxNodes = maxNodes;
        return search();
    }

    /**
     * Whether {@link #proveMore} may go on: the search ran, was not cancelled, and its root is not
     * decided — it may be and the result still unknown (disproved by the heuristics, not exactly).
     */
    public boolean canGoOn() {
        return root != null && !root.decided() && !cancelled;
    }

    private Result search() {
        GomokuPosition position = rootPosition;
        timedOut = false;
        long start = limit == Long.MAX_VALUE ? 0 : clock();
        while (!root.decided() && dag.size() < maxNodes) {
            if (cancelled) {
                throw new CancellationException("cancelled");
            }
            // (a clock read per step, 0.6 µs, beside its threat searches' hundreds of µs)
            if (root.children != null && limit != Long.MAX_VALUE && clock() - start >= limit) { // the root expanded: moves to split on
                timedOut = true; // stopped as at its budget: undecided, and it may go on
                break;
            }
            Node mpn = root;
            int depth = 0;
            startSubstitutes();
            while (mpn.children != null) {
                int j = mpn.mostProvingIndex();
                descendSubstitutes(mpn, j);
                mpn = mpn.children[j];
                depth++;
            }
            if (mpn.pending) {
                assess(mpn, depth);
            } else if (!(mpn.cut && decidedByWholeSearch(mpn))) {
                expand(mpn, depth);
            }
            DagNode.update(mpn, weak);
        }
        Outcome outcome = root.pn == 0 ? Outcome.PROVED
                : root.dn == 0 && DagNode.exactDisproof(root, new IdentityHashMap<>()) ? Outcome.DISPROVED
                : Outcome.UNKNOWN;
        int move = outcome == Outcome.PROVED && position.player() == attacker ? winningMove(position) : -1;
        return new Result(outcome, move, dag.size(), expansions, threatSearches, dbNodes);
    }

    /**
     * After a proof: every position of the proved part of the DAG below the root that a strategy
     * needs, with its canonical stones — at the attacker's positions the winning move (canonical
     * frame), at the defender's -1 (all her moves there are children, or left out as related-squares
     * wins the strategy export checks). Positions the evaluation decided (a win at once, a threat
     * sequence, a solution-store entry) are not reported: they are re-derived, or known.
     *
     * @throws IllegalStateException if the search proved nothing
     */
    public void proof(java.util.function.ObjIntConsumer<long[]> out) {
        if (root == null || root.pn != 0) {
            throw new IllegalStateException("the search proved nothing");
        }
        if (root.children == null) {
            if (root.or && root.stones != null) {
                int t = rootPosition.canonical(new long[2 * words]);
                int move = winningMove(rootPosition);
                out.accept(root.stones.clone(), move < 0 ? -1 : board.map(move, t));
            }
            return;
        }
        walkProof(n -> {
            if (n.children != null) {
                out.accept(n.stones.clone(), n.or ? n.moves[firstProved(n)] : -1);
            }
        });
    }

    /**
     * After a proof: the squares it touches, in the root position's frame — the root's stones,
     * the attacker's stones of every position of the proved part of the DAG, and the related
     * squares of every implicit threat (at the defender's positions) and of every threat sequence
     * that decided a position in it. A defender stone added off these squares leaves every threat
     * of the proof standing and every restriction of her moves in place, so the same strategy wins
     * there too (on Allis' claim that the related squares hold every refutation; the strategy
     * export and the verifier check it). The defender's own moves in the proof are not in it
     * (since 2026-12-03): where her stone already stands she has one move fewer, no more — a
     * proof where her replies were not narrowed (no implicit threat) made every square a stone
     * of one of its positions, and no transfer could come of it. A child the rules decided (a
     * five in one, two fives to stop) adds every square where either side makes five. A position of the proof that came from the solution store
     * adds its own zone ({@link Solutions#zone}). Null if the search proved nothing, or if such a
     * position has no zone in the store (its proof's squares are not known here).
     */
    public long[] zone() {
        if (root == null || root.pn != 0) {
            return null;
        }
        return wholeZone(new IdentityHashMap<>());
    }

    /**
     * The proof's zone in the root position's frame ({@link #zone()}): the root's part
     * ({@link #subZone}) and all its stones; a root the rules decided (a five in one, two fives to
     * stop): its stones, every square where either side makes five, and with the defender to move
     * every square where a stone of hers would give her a five to make ({@link #fourSquares}).
     */
    private long[] wholeZone(java.util.Map<Node, long[]> below) {
        int squares = board.squares();
        if (root.stones == null) {
            long[] zone = new long[words];
            for (int e = 0; e < squares; e++) {
                if (!rootPosition.isEmpty(e) || rootPosition.wins(e, 0) || rootPosition.wins(e, 1)) {
                    zone[e >>> 6] |= 1L << e;
                }
            }
            if (rootPosition.player() != attacker) {
                fourSquares(rootPosition, 1 - attacker, zone, IDENTITY);
            }
            return zone;
        }
        long[] z = subZone(root, below);
        if (z == UNKNOWN_ZONE) {
            return null;
        }
        long[] own = z.clone();
        for (int w = 0; w < 2 * words; w++) {
            own[w % words] |= root.stones[w];
        }
        return board.map(own, inverse[rootPosition.canonical(new long[2 * words])]);
    }

    /**
     * After a proof: a zone for every position {@link #proof} reports, in its canonical frame —
     * the squares the proof <em>below that position</em> touches, as {@link #zone()} would give
     * with the position at the root (its stones, the attacker's stones below it, the related
     * squares and five squares of its part of the proof), computed bottom-up over the proved DAG.
     * A later search or solve that meets the position in the solution store takes it as its zone
     * (a transfer, a moved stone). Until 2026-12-03 each position got the whole proof's zone seen
     * from it — sound (a superset), but on the empty board the proof of {@code h8,a1,i9,g10}
     * touched a2, so no position of it could stand for its image with white's a2: every subtree
     * searched its near replies afresh. Nothing if the proof has no zone.
     *
     * @return the proof's {@link #zone()}, or null
     * @throws IllegalStateException if the search proved nothing
     */
    public long[] zones(java.util.function.BiConsumer<long[], long[]> out) {
        if (root == null || root.pn != 0) {
            throw new IllegalStateException("the search proved nothing");
        }
        java.util.Map<Node, long[]> below = new IdentityHashMap<>();
        long[] zone = wholeZone(below);
        if (zone == null || root.stones == null) {
            return zone;
        }
        for (java.util.Map.Entry<Node, long[]> e : below.entrySet()) {
            Node n = e.getKey();
            long[] z = e.getValue();
            if (z == UNKNOWN_ZONE || n.stones == null || n.children == null) {
                continue; // not a position of the proof's strategy (proof() reports these)
            }
            out.accept(n.stones.clone(), withStones(z, n));
        }
        return zone;
    }

    /**
     * A position of a proof found below an unproved root ({@link #provedBelow}): its canonical
     * stones, the attacker's winning move there (canonical frame; -1 at the defender's) and its
     * zone as {@link #zones} gives it (null where a position below it came from the store without one).
     */
    public record Proved(long[] stones, int move, long[] zone) {
    }

    /**
     * After a search that did not prove its root (its budget ran out, or its time): the proofs it
     * found below it — every position of the strategy of each proved position the search
     * expanded that hangs below unproved ones only (breadth first from the root), each once, with
     * its zone; and the positions of those proofs a moved stone decided. A proved node's proof
     * is complete whatever its ancestors' state (its pn is 0 only once the proof below it is), so
     * these are the records a proof of the root would have written for them — but for the zones,
     * each its own subtree's (a proof of the root whose zone is unknown somewhere writes none). Until
     * 2026-12-04 (night) a search that missed was let go with them: on the empty board three
     * quarters of the workers' time went to jobs that missed, and the split that followed proved
     * their subtrees again, job by job. Nothing if the root was proved (see {@link #proof}).
     */
    public void provedBelow(java.util.function.Consumer<Proved> positions, java.util.function.Consumer<MovedLeaf> moved) {
        if (root == null || root.pn == 0 || root.stones == null) {
            return;
        }
        List<Node> tops = new ArrayList<>();
        java.util.Set<Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Node> work = new ArrayDeque<>();
        work.add(root);
        while (!work.isEmpty()) {
            Node n = work.poll();
            if (!seen.add(n)) {
                continue;
            }
            if (n.pn == 0) {
                if (n.children != null) {
                    tops.add(n);
                }
                continue;
            }
            if (n.children != null) {
                for (Node c : n.children) {
                    if (c.stones != null) {
                        work.add(c);
                    }
                }
            }
        }
        if (tops.isEmpty()) {
            return;
        }
        java.util.Map<Node, long[]> below = new IdentityHashMap<>();
        walkProof(tops, n -> {
            if (n.children == null) {
                return;
            }
            long[] z = subZone(n, below); // memoised: n's own part (a sibling's unknown zone leaves n's known)
            positions.accept(new Proved(n.stones.clone(), n.or ? n.moves[firstProved(n)] : -1,
                    z == UNKNOWN_ZONE ? null : withStones(z, n)));
        });
        movedLeaves(tops, moved);
    }

    /** A {@link #subZone} with n's own stones (both sides') added: n's zone as the store keeps it. */
    private long[] withStones(long[] z, Node n) {
        long[] own = z.clone();
        for (int w = 0; w < 2 * words; w++) {
            own[w % words] |= n.stones[w];
        }
        return own;
    }

    /** {@link #subZone}'s mark of a part of the proof whose squares are not all known. */
    private static final long[] UNKNOWN_ZONE = new long[0];

    /**
     * The squares the proof below n touches, in n's canonical frame, but for the defender's stones
     * (the position's own are added by the caller; her moves below it are left out — where her
     * stone already stands she has one move fewer, no more): n's attacker stones, its related squares, and at his node his move and
     * the chosen child's, at hers every reply's (through each symmetry of her position: a reply
     * stands for its mirror images, the expansion keeping one of them; not covered: two replies
     * whose positions are images by a symmetry that does not map hers onto itself — possible in
     * principle, not with black's stone on the centre; the export's check of every white move
     * stands behind it). With n at the root, what {@link #zone()} gives. Memoised in {@code below} (a DAG: a position met along many lines is done once);
     * {@link #UNKNOWN_ZONE} where a position below came from the store without a zone.
     */
    private long[] subZone(Node n, java.util.Map<Node, long[]> below) {
        long[] done = below.get(n);
        if (done != null) {
            return done;
        }
        long[] zone = new long[words];
        for (int w = 0; w < words; w++) {
            zone[w] = n.stones[attacker * words + w];
        }
        if (n.related != null) {
            for (int w = 0; w < words; w++) {
                zone[w] |= n.related[w];
            }
        }
        if (n.children == null) {
            zone = n.related == null ? UNKNOWN_ZONE : zone; // proved by the store without a zone
            below.put(n, zone);
            return zone;
        }
        int squares = board.squares();
        int chosen = n.or ? firstProved(n) : -1;
        int[] mirrors = n.or ? IDENTITY : board.stabilizer(n.stones);
        for (int i = 0; i < n.children.length && zone != UNKNOWN_ZONE; i++) {
            Node c = n.children[i];
            if (c.pn != 0 || (n.or && i != chosen)) {
                continue;
            }
            if (n.or && n.moves[i] >= 0) {
                zone[n.moves[i] >>> 6] |= 1L << n.moves[i];
            }
            if (c.stones == null && n.moves[i] >= 0) {
                // decided by the rules (a five in one, two fives to stop): every square where either
                // side makes five after the move
                GomokuPosition q = GomokuPosition.of(board, rule, Arrays.copyOfRange(n.stones, 0, words),
                        Arrays.copyOfRange(n.stones, words, 2 * words));
                q.play(n.moves[i]);
                for (int e = 0; e < squares; e++) {
                    if (q.isEmpty(e) && (q.wins(e, 0) || q.wins(e, 1))) {
                        for (int g : mirrors) {
                            int s = board.map(e, g);
                            zone[s >>> 6] |= 1L << s;
                        }
                    }
                }
                if (q.player() != attacker) {
                    fourSquares(q, 1 - attacker, zone, mirrors);
                }
            }
            if (c.stones == null || n.syms[i] < 0) {
                continue;
            }
            long[] cz = subZone(c, below);
            if (cz == UNKNOWN_ZONE) {
                zone = UNKNOWN_ZONE;
                break;
            }
            int toParent = inverse[n.syms[i]];
            for (int w = 0; w < words; w++) {
                for (long b = cz[w]; b != 0; b &= b - 1) {
                    int x = board.map(64 * w + Long.numberOfTrailingZeros(b), toParent);
                    for (int g : mirrors) {
                        int s = board.map(x, g);
                        zone[s >>> 6] |= 1L << s;
                    }
                }
            }
        }
        below.put(n, zone);
        return zone;
    }

    private static final int[] IDENTITY = {0};

    /**
     * Adds to {@code zone} (in q's frame and through each of {@code mirrors}) every empty square
     * where a stone of {@code side} would give her a square to make five
     * ({@link GomokuWinSquares#fourSquares}: a window of four of hers and none of the other's — a
     * superset under the standard rule, where an overline is no five).
     */
    private void fourSquares(GomokuPosition q, int side, long[] zone, int[] mirrors) {
        long[] fours = GomokuWinSquares.of(q).fourSquares(side);
        for (int w = 0; w < fours.length; w++) {
            for (long b = fours[w]; b != 0; b &= b - 1) {
                int e = 64 * w + Long.numberOfTrailingZeros(b);
                for (int g : mirrors) {
                    int s = board.map(e, g);
                    zone[s >>> 6] |= 1L << s;
                }
            }
        }
    }

    /** The first proved child of a proved attacker node: his move in the proof. */
    private static int firstProved(Node n) {
        int i = 0;
        while (n.children[i].pn != 0) {
            i++;
        }
        return i;
    }

    /**
     * A child of the root as the search left it: the move (root frame), its numbers, whether it
     * was evaluated yet, and its place in the search's move order (0 first: a similar position's
     * move, then by {@link GomokuMoveScore}).
     */
    public record Child(int move, long pn, long dn, boolean evaluated, int rank) {
    }

    /**
     * After a search: the root's children, in the root position's frame, most promising first for
     * the attacker (least pn, then greatest dn) — for the defender's root in the same order, so the
     * hardest replies come last; empty if the root was not expanded.
     */
    public List<Child> rootChildren() {
        List<Child> out = new ArrayList<>();
        if (root == null || root.children == null) {
            return out;
        }
        long[] canon = new long[2 * words];
        int back = inverse[rootPosition.canonical(canon)];
        for (int i = 0; i < root.children.length; i++) {
            if (root.moves[i] >= 0) {
                out.add(new Child(board.map(root.moves[i], back), root.children[i].pn, root.children[i].dn,
                        !root.children[i].pending, i));
            }
        }
        out.sort(java.util.Comparator.comparingLong(Child::pn).thenComparing(Child::dn, java.util.Comparator.reverseOrder()));
        return out;
    }

    /**
     * After a search that did not decide its root: how wide what is left of it is — at the
     * defender's root her replies not proved yet; at the attacker's, the fewest such replies
     * below any of his moves the search expanded and left undecided. -1 if the root was not
     * expanded, or no such move of his is left.
     */
    public int openWidth() {
        if (root == null || root.children == null) {
            return -1;
        }
        if (!root.or) {
            return openChildren(root);
        }
        int best = -1;
        for (Node c : root.children) {
            if (c.children != null && !c.decided()) {
                int w = openChildren(c);
                best = best < 0 ? w : Math.min(best, w);
            }
        }
        return best;
    }

    private static int openChildren(Node n) {
        int open = 0;
        for (Node c : n.children) {
            if (c.pn != 0) {
                open++;
            }
        }
        return open;
    }

    /** The weight of each further open reply in a weak proof number ({@link DagNode#numbers}). */
    public static final int WEAK = 2;

    /**
     * After a search: the root's proof and disproof numbers as it left them (0 and infinite when
     * proved; {@link ProofNumbers#INFINITY} stands for infinite), or -1 each if it has not run.
     * Kept in the job log to learn, before a job is grown, whether growing it is likely to prove it.
     */
    public long rootPn() {
        return root == null ? -1 : root.pn;
    }

    /** The root's disproof number after a search ({@link #rootPn}). */
    public long rootDn() {
        return root == null ? -1 : root.dn;
    }

    /** Whether this search counts a defender node's pn the weak way ({@link #weakProofNumbers}). */
    public boolean countsWeakly() {
        return weak != 0;
    }

    /**
     * A defender node's pn is to be the weak proof number ({@link DagNode#numbers}, with weight
     * {@link #WEAK}) instead of the sum of her replies' (see the class comment).
     *
     * @throws IllegalStateException if the search ran already
     */
    public GomokuProver weakProofNumbers() {
        if (ran) {
            throw new IllegalStateException("weak proof numbers are chosen before the search");
        }
        weak = WEAK;
        return this;
    }

    /** The number of positions kept. */
    public long size() {
        return dag.size();
    }

    /** The threat searches made so far (those of a finished search: {@link Result#threatSearches}). */
    public long threatSearches() {
        return threatSearches;
    }

    /** The attacker's winning move at a proved root, in the root position's frame. */
    private int winningMove(GomokuPosition position) {
        int now = position.winningSquare();
        if (now >= 0) {
            return now;
        }
        long[] canon = new long[2 * words];
        int t = position.canonical(canon);
        Node n = dag.get(new CanonicalKey(canon));
        if (n != null && n.children != null) {
            for (int i = 0; i < n.children.length; i++) {
                if (n.children[i].pn == 0 && n.moves[i] >= 0) {
                    return board.map(n.moves[i], inverse[t]);
                }
            }
        }
        GomokuThreatSpace.Result r = GomokuThreatSpace.forAttacker(position, attacker, tssBudget).search();
        return r.wins() ? GomokuThreats.of(board).gain(r.threats()[0]) : -1;
    }

    /**
     * A position's node: a decided one if the rules or a threat sequence decide it, the existing
     * node of its canonical form, or a new one with its initial numbers. Sets {@link #lastRelated}
     * to the deciding sequence's related squares in {@code p}'s frame (null if none).
     */
    private Node evaluate(GomokuPosition p, int depth) {
        return evaluate(p, depth, -1);
    }

    /**
     * As {@link #evaluate(GomokuPosition, int)}; with {@code guess} ≥ 0 a position not seen before is
     * not searched now but kept pending with pn = dn = guess (a delayed evaluation).
     */
    private Node evaluate(GomokuPosition p, int depth, long guess) {
        lastRelated = null;
        lastSym = -1;
        int mover = p.player();
        boolean moverIsAttacker = mover == attacker;
        if (p.isWon()) {
            return decided(null, p.stones(), !moverIsAttacker, null); // the last move won
        }
        if (p.isFull()) {
            return decided(null, p.stones(), false, null);
        }
        int[] wins = winSquares(p);
        if (wins[0] >= 0) {
            return decided(null, p.stones(), moverIsAttacker, null);
        }
        if (wins[1] >= 0 && wins[2] >= 0) {
            return decided(null, p.stones(), !moverIsAttacker, null); // two fives to stop
        }
        long[] canon = new long[2 * words];
        int t = p.canonical(canon);
        lastSym = t;
        CanonicalKey key = new CanonicalKey(canon);
        Node n = dag.get(key);
        if (n == null && known != null) {
            Boolean v = known.value(canon);
            if (v != null) {
                // a won position's zone serves as its related squares: the proof's zone then
                // includes it, and at a defender node above it narrows her moves (a stone of hers
                // off the zone leaves the win standing, as at a transfer)
                n = decided(canon, p.stones(), v, v ? known.zone(canon) : null);
                dag.put(key, n);
            }
        }
        if (n == null && movs > 0 && depth > 0 && known != null) {
            n = moved(p, canon, t);
            if (n != null) {
                dag.put(key, n);
            }
        }
        if (n == null && guess >= 0) {
            n = new Node(canon, p.stones(), (p.stones() & 1) == attacker);
            n.pending = true;
            n.pn = guess;
            n.dn = 1 + depth / 2;
            dag.put(key, n);
        }
        if (n == null) {
            n = fresh(canon, p.stones(), mover, depth);
            dag.put(key, n);
        }
        if (n.decided() && n.related != null) {
            lastRelated = board.map(n.related, inverse[t]);
        }
        return n;
    }

    /**
     * p (canonical stones {@code canon}, symmetry t to them) as a known position with one of the
     * defender's stones moved ({@link #movedStones}): a decided node, or null.
     */
    private Node moved(GomokuPosition p, long[] canon, int t) {
        int defender = 1 - attacker;
        long[] image = new long[2 * words];
        for (int i = movs - 1; i >= 0; i--) {
            int x = movX[i];
            int y = movY[i];
            // mayStandFor: her stone on x alone — sharing a window with another of hers, it may make
            // a threat that proof left unsearched (until 2026-12-04 asked only where that position
            // stood for another itself) — asked before the store is
            if (!p.has(defender, x) || !p.isEmpty(y) || !p.mayStandFor(x, y)) {
                continue;
            }
            int sym = p.canonicalMoved(x, y, image);
            if (!Boolean.TRUE.equals(known.value(image))) {
                continue;
            }
            long[] zone = known.zone(image);
            int xs = board.map(x, sym);
            if (zone == null || (zone[xs >>> 6] >>> xs & 1) != 0) {
                continue; // her stone on x may matter to that proof
            }
            int move = -1;
            if (p.player() == attacker) {
                int m = known.move(image);
                move = m < 0 || m >= board.squares() ? -1 : board.map(m, inverse[sym]);
                if (move < 0 || !p.isEmpty(move)) {
                    continue;
                }
                move = board.map(move, t);
            }
            long[] related = board.map(board.map(zone, inverse[sym]), t);
            int xc = board.map(x, t);
            related[xc >>> 6] |= 1L << xc;
            Node n = decided(canon, p.stones(), true, related);
            n.winMove = move; // for hint(): the move there, as at a threat sequence's win
            movedFrom.put(n, new int[] {xc, board.map(y, t), move});
            movedHits++;
            return n;
        }
        return null;
    }

    /** Evaluates a position not seen before, given by its canonical stones. */
    private Node fresh(long[] canon, int count, int mover, int depth) {
        Node n = new Node(canon, count, (count & 1) == attacker);
        assess(n, depth);
        return n;
    }

    /**
     * Evaluates a node in place (a new one, or one whose evaluation was delayed): the side to move's
     * threat-space search decides it, else it gets its initial numbers and, with the defender to
     * move, the attacker's implicit threat (its related squares) or the heuristic's verdict.
     */
    private void assess(Node n, int depth) {
        n.pending = false;
        int mover = n.count & 1;
        long[] canon = n.stones;
        long[] mine = stonesOf(n, mover);
        long[] theirs = stonesOf(n, 1 - mover);
        ThreatAnswers.Answer own = threatSearch(mine, theirs, false);
        if (decidedBy(n, own)) {
            return;
        }
        n.cut = own.cut();
        n.pn = 1 + depth / 2;
        n.dn = n.pn;
        if (mover != attacker) {
            ThreatAnswers.Answer implicit = threatSearch(theirs, mine, true);
            if (implicit.wins()) {
                n.related = implicit.related();
                // pn: the defender's replies the threat leaves (her moves in S), not the depth's guess
                long[] e = implicit.related();
                int k = 0;
                for (int w = 0; w < words; w++) {
                    k += Long.bitCount(e[w] & ~canon[w] & ~canon[words + w]);
                }
                n.pn = Math.max(1, k);
            } else {
                n.noThreat = true;
                if (n != root) {
                    if (n.count >= EARLY_STONES) {
                        n.pn = INF; // the heuristic: no implicit threat after the attacker's move loses
                        n.dn = 0;
                        n.inexact = true;
                    } else {
                        n.pn += EARLY_PENALTY;
                    }
                }
            }
        }
    }

    /** Whether the side to move's threat search {@code own} decides {@code n}: then its numbers are set. */
    private boolean decidedBy(Node n, ThreatAnswers.Answer own) {
        if (!own.wins()) {
            return false;
        }
        boolean attackerWins = (n.count & 1) == attacker;
        n.pn = attackerWins ? 0 : INF;
        n.dn = attackerWins ? INF : 0;
        n.related = own.related();
        if (attackerWins) {
            n.winMove = own.gain();
        }
        return true;
    }

    /**
     * Before a node whose own threat search was cut short ({@link Node#cut}) is expanded: that
     * search again, whole. Whether it decides the node (then its numbers are set).
     */
    private boolean decidedByWholeSearch(Node n) {
        n.cut = false;
        int mover = n.count & 1;
        return decidedBy(n, threatSearch(stonesOf(n, mover), stonesOf(n, 1 - mover), true));
    }

    /** A copy of {@code side}'s words of the node's canonical stones (black's first, then white's). */
    private long[] stonesOf(Node n, int side) {
        return Arrays.copyOfRange(n.stones, side * words, (side + 1) * words);
    }

    /**
     * The side's threat-space search with {@code attackerStones} against {@code defenderStones}:
     * its answer from {@link #answers} if one is known there, else a search (counted in
     * {@link Result#threatSearches}). The related squares are shared: read, never written. Unless
     * {@code whole}, the search may be cut short within a level
     * ({@link GomokuThreatSpace#cutWithinLevel}; its answer says so), and a cut answer known does.
     */
    private ThreatAnswers.Answer threatSearch(long[] attackerStones, long[] defenderStones, boolean whole) {
        whole |= !cutSearches;
        ThreatAnswers.Search s = whole ? wholeSearcher : cutSearcher;
        return answers != null ? answers.answer(attackerStones, defenderStones, s, whole)
                : s.search(attackerStones, defenderStones);
    }

    private ThreatAnswers.Answer wholeSearch(long[] attackerStones, long[] defenderStones) {
        return search(GomokuThreatSpace.forStones(board, rule, attackerStones, defenderStones, tssBudget));
    }

    private ThreatAnswers.Answer cutSearch(long[] attackerStones, long[] defenderStones) {
        return search(GomokuThreatSpace.forStones(board, rule, attackerStones, defenderStones, tssBudget)
                .cutWithinLevel());
    }

    private ThreatAnswers.Answer search(GomokuThreatSpace space) {
        GomokuThreatSpace.Result r = space.search();
        threatSearches++;
        dbNodes += r.nodes();
        return new ThreatAnswers.Answer(r.wins(), r.wins() ? threats.gain(r.threats()[0]) : -1, r.related(),
                space.wasCut());
    }

    /**
     * From now on (or no longer, with {@code false}), the side to move's own threat search at a
     * new position may stop within a level past {@link GomokuThreatSpace#REFUTATIONS_WITHIN_LEVEL}
     * refuted sequences; a node whose search was cut is searched again, whole, before it is
     * expanded. The other searches (the attacker's implicit threat, the defender's threat at an
     * expansion) stay whole. Off at first. The same proofs: a cut search only finds no win, and
     * the node it leaves open is searched whole where the proof would need it.
     */
    public GomokuProver cutThreatSearches(boolean on) {
        cutSearches = on;
        return this;
    }

    /**
     * Answers of earlier threat-space searches to read before searching, and to add to
     * ({@link ThreatAnswers}; shared by a solve's jobs): the same search, made fewer times.
     *
     * @throws IllegalArgumentException if they are not of this prover's board, rule and search budget
     */
    public GomokuProver answers(ThreatAnswers answers) {
        if (answers != null && !answers.answers(board, rule, tssBudget)) {
            throw new IllegalArgumentException("the answers are of another board, rule or search budget");
        }
        this.answers = answers;
        return this;
    }

    private Node decided(long[] canon, int count, boolean attackerWins, long[] related) {
        Node n = new Node(canon, count, (count & 1) == attacker);
        n.pn = attackerWins ? 0 : INF;
        n.dn = attackerWins ? INF : 0;
        n.related = related;
        return n;
    }

    /**
     * The squares where the side to move makes five ([0], or -1) and up to two where the other side
     * would ([1], [2], or -1).
     */
    int[] winSquares(GomokuPosition p) {
        int mover = p.player();
        int[] w = {-1, -1, -1};
        w[0] = fiveSquare(p, mover, -1);
        if (w[0] < 0) {
            w[1] = fiveSquare(p, 1 - mover, -1);
            if (w[1] >= 0) {
                w[2] = fiveSquare(p, 1 - mover, w[1]);
            }
        }
        return w;
    }

    /**
     * An empty square other than {@code except} where a stone of {@code side} makes a winning row,
     * or -1. A winning row through an empty square holds a stone of the side next to the square
     * on the row's line, so only the empty neighbours of the side's stones are tried, each along
     * the line to that stone (every empty square tried in all four lines was 5 % of a solve).
     */
    private int fiveSquare(GomokuPosition p, int side, int except) {
        long[] own = p.stonesOf(side);
        for (int w = 0; w < own.length; w++) {
            for (long b = own[w]; b != 0; b &= b - 1) {
                int s = 64 * w + Long.numberOfTrailingZeros(b);
                for (int d = 0; d < 8; d++) {
                    int q = board.step(s, d);
                    // d & 3: the line of d (GomokuBoard#step: 0-3 forward, 4-7 back along the same four)
                    if (q >= 0 && q != except && p.isEmpty(q) && p.winsAlong(q, d & 3, side)) {
                        return q;
                    }
                }
            }
        }
        return -1;
    }

    /** The image of a square set under symmetry t. */
    /** The symmetries of the children being generated (see {@link Node#syms}). */
    private List<Integer> syms;

    /** Generates and evaluates the children of a leaf, d plies below the root. */
    /**
     * Similar positions for the root: at every position below it, the defender's stone on x may be
     * read as one on y (the caller proved the position with y instead of x), in the root position's
     * frame; the proved position's moves are tried first.
     */
    public GomokuProver similar(int[] x, int[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("as many squares in x as in y");
        }
        rootX = x.clone();
        rootY = y.clone();
        return this;
    }

    /**
     * Moved stones for the search (the root position's frame): below the root, a position with
     * the defender's stone on {@code x[i]} and {@code y[i]} empty is won if its image with her
     * stone on y instead is won among the known positions by a proof whose zone
     * ({@link Solutions#zone}) does not hold x — her stone on x is off every square that proof
     * uses, and should she play y later, the attacker stands where that proof has her to move
     * with one more stone of hers off its squares (the argument of a transfer, on Allis' claim
     * that the related squares hold every refutation; the export and the verifier check the
     * result). Such a position is a decided leaf whose zone is that proof's with x; {@link
     * #movedLeaves} reports it, for the solution store's transfer record. A solver gives the
     * proved siblings of the white replies on the way to the root: on the empty board the
     * positions of {@code h8,a2}'s jobs stand for those of {@code h8,a1}'s proof where a2 was off
     * them. The root itself is not looked up so (the caller does that).
     */
    public GomokuProver movedStones(int[] x, int[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("as many squares in x as in y");
        }
        callerMovX = x.clone();
        callerMovY = y.clone();
        return this;
    }

    /**
     * Whether p would be a won leaf of this search by the moved stones given
     * ({@link #movedStones}, in p's frame); for tests.
     */
    boolean decidedByMovedStone(GomokuPosition p) {
        movs = Math.min(callerMovX.length, MAX_SUBSTITUTES);
        System.arraycopy(callerMovX, 0, movX, 0, movs);
        System.arraycopy(callerMovY, 0, movY, 0, movs);
        long[] canon = new long[2 * words];
        int t = p.canonical(canon);
        return moved(p, canon, t) != null;
    }

    /** A position decided by a moved stone (see {@link #movedStones}): canonical stones, her stone's square and the one it stands for, the attacker's move (or -1), the zone — all in the canonical frame. */
    public record MovedLeaf(long[] stones, int x, int y, int move, long[] zone) {
    }

    /** Positions decided by a moved stone so far (each once, when first looked up). */
    public long movedHits() {
        return movedHits;
    }

    /**
     * After a proof: every position of it decided by a moved stone ({@link #movedStones}), once each.
     *
     * @throws IllegalStateException if the search proved nothing
     */
    public void movedLeaves(java.util.function.Consumer<MovedLeaf> out) {
        if (root == null || root.pn != 0) {
            throw new IllegalStateException("the search proved nothing");
        }
        movedLeaves(List.of(root), out);
    }

    /** The positions a moved stone decided in the proofs of {@code roots} (proved), once each. */
    private void movedLeaves(List<Node> roots, java.util.function.Consumer<MovedLeaf> out) {
        if (movedFrom.isEmpty()) {
            return;
        }
        walkProof(roots, n -> {
            int[] m = movedFrom.get(n);
            if (m != null) {
                out.accept(new MovedLeaf(n.stones.clone(), m[0], m[1], m[2], n.related.clone()));
            }
        });
    }

    /**
     * Every position of a proof's strategy once, breadth first from the root: at the attacker's
     * node the chosen (first proved) child, at the defender's every child; children the rules
     * decided (no stones) left out.
     */
    private void walkProof(java.util.function.Consumer<Node> visit) {
        walkProof(List.of(root), visit);
    }

    /** {@link #walkProof(java.util.function.Consumer)} from each of {@code roots} (proved), each position once. */
    private void walkProof(List<Node> roots, java.util.function.Consumer<Node> visit) {
        java.util.Set<Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Node> work = new ArrayDeque<>(roots);
        while (!work.isEmpty()) {
            Node n = work.poll();
            if (!seen.add(n)) {
                continue;
            }
            visit.accept(n);
            if (n.children == null) {
                continue;
            }
            int chosen = n.or ? firstProved(n) : -1;
            for (int i = 0; i < n.children.length; i++) {
                Node c = n.children[i];
                if (c.stones != null && c.pn == 0 && (!n.or || i == chosen)) {
                    work.add(c);
                }
            }
        }
    }

    /** The caller's pairs in the root's canonical frame, mapped once per search (see {@link #prove}). */
    private int[] rootSubX = new int[0];
    private int[] rootSubY = new int[0];

    private void startSubstitutes() {
        subs = Math.min(rootSubX.length, MAX_SUBSTITUTES);
        System.arraycopy(rootSubX, 0, subX, 0, subs);
        System.arraycopy(rootSubY, 0, subY, 0, subs);
        movs = Math.min(rootMovX.length, MAX_SUBSTITUTES);
        System.arraycopy(rootMovX, 0, movX, 0, movs);
        System.arraycopy(rootMovY, 0, movY, 0, movs);
    }

    /** Going from n to its child j: the pairs move to the child's frame (none past a child the rules decided). */
    private void descendSubstitutes(Node n, int j) {
        int t = n.syms == null ? -1 : n.syms[j];
        if (t < 0) {
            subs = 0;
            movs = 0;
            return;
        }
        for (int i = 0; i < subs; i++) {
            subX[i] = board.map(subX[i], t);
            subY[i] = board.map(subY[i], t);
        }
        for (int i = 0; i < movs; i++) {
            movX[i] = board.map(movX[i], t);
            movY[i] = board.map(movY[i], t);
        }
    }

    /**
     * The attacker's move in the most similar proved position (deepest pair first): p with the
     * defender's stone on x moved to y, looked up in the DAG and then among the known positions.
     */
    private int hint(GomokuPosition p) {
        int defender = 1 - attacker;
        long[] canon = new long[2 * words];
        for (int i = subs - 1; i >= 0; i--) {
            int x = subX[i];
            int y = subY[i];
            if (!p.has(defender, x) || !p.isEmpty(y)) {
                continue;
            }
            long[] mine = p.stonesOf(defender).clone();
            mine[x >>> 6] &= ~(1L << x);
            mine[y >>> 6] |= 1L << y;
            GomokuPosition q = attacker == 0 ? GomokuPosition.of(board, rule, p.stonesOf(0), mine)
                    : GomokuPosition.of(board, rule, mine, p.stonesOf(1));
            int tq = q.canonical(canon);
            int m = -1;
            Node d = dag.get(new CanonicalKey(canon));
            if (d != null && d.pn == 0 && d.or) {
                if (d.children != null) {
                    for (int c = 0; c < d.children.length && m < 0; c++) {
                        if (d.children[c].pn == 0) {
                            m = d.moves[c];
                        }
                    }
                } else {
                    m = d.winMove;
                }
            } else if (d == null && known != null) {
                m = known.move(canon);
            }
            if (m >= 0) {
                int back = board.map(m, inverse[tq]);
                if (p.isEmpty(back)) {
                    simulations++;
                    return back;
                }
            }
        }
        return -1;
    }

    private void expand(Node n, int depth) {
        expansions++;
        GomokuPosition p = GomokuPosition.of(board, rule, Arrays.copyOfRange(n.stones, 0, words),
                Arrays.copyOfRange(n.stones, words, 2 * words));
        List<Node> children = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        syms = new ArrayList<>();
        if (n.or) {
            expandOr(n, p, depth, children, moves);
        } else {
            expandAnd(n, p, depth, children, moves);
        }
        if (children.isEmpty()) {
            Node none = decided(null, n.count + 1, !n.or, null);
            none.inexact = true;
            children.add(none); // no move left (only the heuristic's and the restriction's): no proof along here
            moves.add(-1);
            syms.add(-1);
        }
        n.syms = new byte[syms.size()];
        for (int i = 0; i < n.syms.length; i++) {
            n.syms[i] = (byte) (int) syms.get(i);
        }
        n.children = children.toArray(new Node[0]);
        n.moves = moves.stream().mapToInt(Integer::intValue).toArray();
        for (Node c : n.children) {
            if (!c.decided()) {
                c.addParent(n);
            }
        }
    }

    /** The attacker to move: counters of the defender's implicit threat, the best by score (see the class comment). */
    /**
     * The attacker to move, children evaluated when the search first selects them: the counters of
     * the defender's implicit threat in the order of promise (a hint first), at most
     * {@link #MAX_TRIED}, each pending with a guess that grows with its rank.
     */
    private void expandOr(Node n, GomokuPosition p, int depth, List<Node> children, List<Integer> moves) {
        int mover = p.player();
        long[] candidates = emptySquares(p);
        ThreatAnswers.Answer threat = threatSearch(copy(p.stonesOf(1 - mover)), copy(p.stonesOf(mover)), true);
        boolean restricted = false;
        if (threat.wins()) {
            restricted = and(candidates, threat.related());
        }
        int[] score = scorer.scores(p);
        int[] order = order(p, candidates, score);
        int hint = hint(p);
        if (hint >= 0 && !has(candidates, hint)) {
            hint = -1;
        }
        long base = 1 + (depth + 1) / 2 + PENDING_BASE;
        int rank = 0;
        if (hint >= 0) {
            p.play(hint);
            Node c = evaluate(p, depth + 1, base);
            int sym = lastSym;
            p.undo();
            if (c.dn != 0) {
                children.add(c);
                moves.add(hint);
                syms.add(sym);
                if (c.pn == 0) {
                    return;
                }
            }
            base += HINT_PENALTY;
        }
        for (int s : order) {
            if (s == hint) {
                continue;
            }
            if (rank >= MAX_TRIED) {
                restricted = true;
                break;
            }
            p.play(s);
            Node c = evaluate(p, depth + 1, base + rank);
            int sym = lastSym;
            p.undo();
            if (c.dn == 0) {
                if (c.inexact) {
                    restricted = true;
                }
                continue; // not a counter
            }
            if (containsChild(children, c)) {
                continue;
            }
            rank++;
            children.add(c);
            moves.add(s);
            syms.add(sym);
            if (c.pn == 0) {
                break; // proved
            }
        }
        n.inexact = restricted;
    }

    /** The defender to move: the related squares of the attacker's implicit threat, iterated. */
    private void expandAnd(Node n, GomokuPosition p, int depth, List<Node> children, List<Integer> moves) {
        long[] candidates = emptySquares(p);
        if (n.related != null) {
            and(candidates, n.related);
        }
        int[] score = scorer.scores(p);
        for (int s : order(p, candidates, score)) {
            if (!has(candidates, s)) {
                continue;
            }
            p.play(s);
            Node c = evaluate(p, depth + 1);
            long[] again = lastRelated;
            int sym = lastSym;
            p.undo();
            if (c.pn == 0 && again != null && n.related != null) {
                and(candidates, again); // the attacker still wins after s: narrow (iterated)
            }
            if (containsChild(children, c)) {
                continue;
            }
            children.add(c);
            moves.add(s);
            syms.add(sym);
            if (c.dn == 0) {
                break; // refuted
            }
        }
    }

    private static boolean containsChild(List<Node> children, Node c) {
        if (c.stones == null) {
            return false;
        }
        for (Node o : children) {
            if (o == c) {
                return true; // a symmetric image of a sibling
            }
        }
        return false;
    }

    /**
     * The candidates by score, highest first; ties to the square nearest a stone (Chebyshev), then
     * nearest the centre, then the lower number.
     */
    private int[] order(GomokuPosition p, long[] candidates, int[] score) {
        int count = 0;
        for (long w : candidates) {
            count += Long.bitCount(w);
        }
        long[] keyed = new long[count];
        int i = 0;
        int cx = board.width() / 2;
        int cy = board.height() / 2;
        for (int w = 0; w < words; w++) {
            for (long b = candidates[w]; b != 0; b &= b - 1) {
                int s = w * 64 + Long.numberOfTrailingZeros(b);
                int near = nearest(p, s);
                int centre = Math.max(Math.abs(board.x(s) - cx), Math.abs(board.y(s) - cy));
                // sort key: score descending, then nearness, centre distance and square ascending
                keyed[i++] = ((long) (1000 - score[s]) << 40) | ((long) near << 30) | ((long) centre << 20) | s;
            }
        }
        Arrays.sort(keyed);
        int[] order = new int[count];
        for (int k = 0; k < count; k++) {
            order[k] = (int) (keyed[k] & 0xFFFFF);
        }
        return order;
    }

    /** The Chebyshev distance from s to the nearest stone (capped at 31; 0 on an empty board). */
    private int nearest(GomokuPosition p, int s) {
        if (p.stones() == 0) {
            return 0;
        }
        int best = 31;
        for (int i = 0; i < p.stones(); i++) {
            int m = p.move(i);
            best = Math.min(best, board.distance(m, s));
        }
        return best;
    }

    private long[] emptySquares(GomokuPosition p) {
        long[] e = new long[words];
        long[] b = p.stonesOf(0);
        long[] w = p.stonesOf(1);
        for (int i = 0; i < words; i++) {
            e[i] = ~(b[i] | w[i]);
        }
        int extra = words * 64 - board.squares();
        if (extra > 0) {
            e[words - 1] &= -1L >>> extra; // no squares beyond the board
        }
        return e;
    }

    /** a &= b; whether a lost a square. */
    private static boolean and(long[] a, long[] b) {
        boolean lost = false;
        for (int i = 0; i < a.length; i++) {
            long x = a[i] & b[i];
            lost |= x != a[i];
            a[i] = x;
        }
        return lost;
    }

    private static boolean has(long[] set, int s) {
        return (set[s >>> 6] >>> s & 1) != 0;
    }

    private static long[] copy(long[] a) {
        return a.clone();
    }

}
