package zugzwang.games.qubic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import zugzwang.core.proof.DagNode;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofNumbers;

/**
 * Proof-number search with threat-space search as its evaluation (Allis 1994, §4.4): does the
 * attacker win from a qubic position? OR nodes have the attacker to move, AND nodes the defender.
 *
 * <p>Every node is evaluated when it is created (immediate evaluation): a line of four ends the
 * game; a full board is a draw (not a win); the side to move wins at once with a three of his, and
 * loses when the other side has two threes he cannot both block; otherwise a threat-space search
 * ({@link QubicThreatSpace}) for the side to move — a winning threat sequence proves an OR node
 * and disproves an AND node. The four enhancements of §4.4.2:
 * <ol>
 *   <li><b>a DAG</b>: positions are merged over transpositions and the 192 symmetries (one node
 *       per canonical form); a node's numbers are computed from its children as in a tree, and an
 *       update goes to every parent;</li>
 *   <li><b>the attacker plays no threat</b> (the threat-space search covers threat sequences),
 *       except to block the defender's three. Leaving out moves of the prover is sound for
 *       proofs, not for disproofs: the numbers guide the search as if the restricted moves were
 *       all, but a disproof is reported only if it holds without the restriction (no OR node in
 *       it left a move out; otherwise the answer is unknown);</li>
 *   <li><b>(dis)proof initialisation</b>: an AND node starts with pn = the defender's moves that
 *       make a three (at least 1), dn = 1; an OR node with pn = 1, dn = the attacker's
 *       <em>positional</em> moves (at least 1): moves on at least three lines free of defender
 *       stones with at most one attacker stone each, or on at least two such lines with at least
 *       one attacker stone each (Allis' words, §4.4.2; whether both conditions count the same
 *       lines is not said: here every line through the move free of defender stones counts);</li>
 *   <li><b>nodes solved by evaluation are not stored</b>: a child decided at creation is a shared
 *       constant, not a node of the DAG.</li>
 * </ol>
 * The node budget bounds memory. Not thread-safe; one search per object.
 */
public final class QubicProver {
    /** What a search found. */
    public record Result(Outcome outcome, int move, long nodes, long evaluations, long dbNodes) {
    }

    private static final class Node extends DagNode<Node> {
        final long first;
        final long second;
        final int player;
        int[] moves;

        Node(long first, long second, int player, boolean or) {
            super(or);
            this.first = first;
            this.second = second;
            this.player = player;
        }
    }

    private record Key(long first, long second) {
    }

    /**
     * The node budget of each threat-space search that the commands use: larger ones cost more
     * than they find (with 100,000, ⟨0,3,21,22⟩ did not finish in 200 s; with this, 56 s).
     */
    public static final long THREAT_BUDGET = 5_000;

    /**
     * What one DAG node costs with its share of the tables: measured 239 bytes (the node, its key
     * and map entry, its children and moves arrays, its parent list), plus slack. Commands size the
     * node budget from {@code --memory} with it.
     */
    public static final long BYTES_PER_NODE = 300;

    private static final long INF = ProofNumbers.INFINITY;
    private final Node proved = constant(0, INF);
    private final Node disproved = constant(INF, 0);

    private final int attacker;
    private final long maxNodes;
    private final long dbBudget;
    private final Map<Key, Node> dag = new HashMap<>();
    private final long[] canon = new long[2];
    private Node root;
    private QubicPosition rootPosition;
    private long evaluations;
    private long dbNodes;
    private boolean ran;
    private volatile boolean cancelled;

    /**
     * @param attacker the player whose win is asked (0: the first, 1: the second)
     * @param maxNodes the most DAG nodes kept (memory)
     * @param dbBudget the node budget of each threat-space search
     */
    public QubicProver(int attacker, long maxNodes, long dbBudget) {
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("attacker must be 0 or 1");
        }
        this.attacker = attacker;
        this.maxNodes = maxNodes;
        this.dbBudget = dbBudget;
    }

    private static Node constant(long pn, long dn) {
        Node n = new Node(0, 0, 0, false);
        n.pn = pn;
        n.dn = dn;
        return n;
    }

    /**
     * Stops a search under way (from any thread): {@link #prove} throws a
     * {@link CancellationException} soon after; if it has not started yet, at its first
     * expansion (a root decided by its evaluation is answered).
     */
    public void cancel() {
        cancelled = true;
    }

    /**
     * Whether the attacker wins from {@code position}, and if he is to move, a move that does.
     *
     * @throws CancellationException if {@link #cancel()} was called before the search ended
     */
    public Result prove(QubicPosition position) {
        if (ran) {
            throw new IllegalStateException("a QubicProver proves one position");
        }
        ran = true;
        rootPosition = position.copy();
        root = evaluate(position.first(), position.second(), position.player());
        if (root == proved || root == disproved) {
            int move = root == proved && position.player() == attacker ? winningMove(position) : -1;
            return new Result(root == proved ? Outcome.PROVED : Outcome.DISPROVED, move, 0, evaluations, dbNodes);
        }
        while (root.pn != 0 && root.dn != 0 && dag.size() < maxNodes) {
            if (cancelled) {
                throw new CancellationException("cancelled");
            }
            Node mpn = root;
            while (mpn.children != null) {
                mpn = mpn.mostProving();
            }
            expand(mpn);
            DagNode.update(mpn);
        }
        Outcome outcome = root.pn == 0 ? Outcome.PROVED
                : root.dn == 0 && DagNode.exactDisproof(root, new IdentityHashMap<>()) ? Outcome.DISPROVED : Outcome.UNKNOWN;
        int move = -1;
        if (outcome == Outcome.PROVED && root.player == attacker) {
            for (int i = 0; i < root.children.length; i++) {
                if (root.children[i].pn == 0) {
                    move = root.moves[i];
                    break;
                }
            }
        }
        return new Result(outcome, move, dag.size(), evaluations, dbNodes);
    }

    /**
     * After a search that ended undecided at a root with the attacker to move: the root's moves
     * (in the root's frame, one per symmetry class), most promising first — least proof number,
     * then greatest disproof number; empty if the root was not expanded.
     */
    public int[] rootMovesByPromise() {
        if (root == null || root == proved || root == disproved || root.children == null || root.player != attacker) {
            return new int[0];
        }
        Integer[] order = new Integer[root.children.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> root.children[a].pn != root.children[b].pn
                ? Long.compare(root.children[a].pn, root.children[b].pn)
                : Long.compare(root.children[b].dn, root.children[a].dn));
        int[] moves = new int[order.length];
        int n = 0;
        for (Integer i : order) {
            if (root.moves[i] >= 0 && root.children[i].dn != 0) {
                moves[n++] = root.moves[i];
            }
        }
        return java.util.Arrays.copyOf(moves, n);
    }

    /** The attacker's move that an evaluation proved (a win at once or a threat sequence's first). */
    private int winningMove(QubicPosition p) {
        long mine = p.current();
        long empty = ~p.filled();
        long win = Qubic.threats(mine, empty);
        if (win != 0) {
            return Long.numberOfTrailingZeros(win);
        }
        QubicThreatSpace.Result r = new QubicThreatSpace(mine, p.opponent()).search(dbBudget);
        return r.wins() ? r.sequence()[0] : -1;
    }

    /**
     * A position's node: a constant if decided at once, the existing node of its canonical form,
     * or a new one with its initial numbers.
     */
    private Node evaluate(long first, long second, int player) {
        long mine = player == 0 ? first : second;
        long theirs = player == 0 ? second : first;
        boolean moverIsAttacker = player == attacker;
        if (Qubic.hasFour(theirs)) {
            return moverIsAttacker ? disproved : proved; // the last move won
        }
        long empty = ~(first | second);
        if (empty == 0) {
            return disproved; // a draw is not a win
        }
        if (Qubic.threats(mine, empty) != 0) {
            return moverIsAttacker ? proved : disproved;
        }
        long theirThreats = Qubic.threats(theirs, empty);
        if (Long.bitCount(theirThreats) > 1) {
            return moverIsAttacker ? disproved : proved;
        }
        Qubic.canonical(first, second, canon);
        Key key = new Key(canon[0], canon[1]);
        Node known = dag.get(key);
        if (known != null) {
            return known;
        }
        evaluations++;
        QubicThreatSpace.Result threat = threatSearch(canon, player);
        dbNodes += threat.search().nodeCount();
        if (threat.wins()) {
            return moverIsAttacker ? proved : disproved;
        }
        Node n = new Node(first, second, player, player == attacker);
        if (moverIsAttacker) {
            n.pn = 1;
            n.dn = Math.max(1, positionalMoves(mine, theirs, empty));
        } else {
            n.pn = Math.max(1, Long.bitCount(Qubic.threeMakers(mine, theirs)));
            n.dn = 1;
        }
        dag.put(key, n);
        return n;
    }

    /**
     * The threat-space search for the player to move of a position in its canonical frame (so that
     * symmetric images get the same answer, whatever the budget).
     */
    private QubicThreatSpace.Result threatSearch(long[] canonical, int player) {
        long mine = player == 0 ? canonical[0] : canonical[1];
        long theirs = player == 0 ? canonical[1] : canonical[0];
        return new QubicThreatSpace(mine, theirs).search(dbBudget);
    }

    /** Allis' positional moves (see the class comment). */
    static int positionalMoves(long mine, long theirs, long empty) {
        int n = 0;
        for (long e = empty; e != 0; e &= e - 1) {
            int cell = Long.numberOfTrailingZeros(e);
            int sparse = 0;
            int held = 0;
            for (long line : Qubic.CELL_LINES[cell]) {
                if ((line & theirs) != 0) {
                    continue;
                }
                int own = Long.bitCount(line & mine);
                sparse += own <= 1 ? 1 : 0;
                held += own >= 1 ? 1 : 0;
            }
            if (sparse >= 3 || held >= 2) {
                n++;
            }
        }
        return n;
    }

    /** Generates and evaluates the children of a leaf. */
    private void expand(Node n) {
        long mine = n.player == 0 ? n.first : n.second;
        long theirs = n.player == 0 ? n.second : n.first;
        long empty = ~(n.first | n.second);
        long theirThreats = Qubic.threats(theirs, empty);
        long candidates;
        boolean restricted = false;
        if (theirThreats != 0) {
            candidates = theirThreats; // the one block (two threes were decided at evaluation)
        } else if (n.or) {
            long threes = Qubic.threeMakers(mine, theirs); // the threat-space search's moves
            candidates = empty & ~threes;
            restricted = threes != 0;
        } else {
            candidates = empty;
        }
        List<Node> children = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        Set<Node> seen = new HashSet<>();
        for (long c = candidates; c != 0; c &= c - 1) {
            long m = c & -c;
            long first = n.player == 0 ? n.first | m : n.first;
            long second = n.player == 1 ? n.second | m : n.second;
            Node child = evaluate(first, second, 1 - n.player);
            if (child != proved && child != disproved && !seen.add(child)) {
                continue; // a symmetric image of a sibling
            }
            if (child != proved && child != disproved) {
                child.addParent(n);
            }
            children.add(child);
            moves.add(Long.numberOfTrailingZeros(m));
            // a decided child can settle the node at once
            if (n.or ? child == proved : child == disproved) {
                break;
            }
        }
        n.inexact = restricted; // threatening moves left out: its disproof does not count
        if (children.isEmpty()) {
            children.add(disproved); // only threats were left: no proof along these moves
            moves.add(-1);
        }
        n.children = children.toArray(new Node[0]);
        n.moves = moves.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Adds the winning strategy this search proved to {@code into}: a move for every position
     * with the attacker to move that the strategy reaches from the root and where he does not win
     * in one move (those are left to the reader of the strategy). Inside the DAG the move is a
     * proved child's; below a position proved by evaluation it is the threat sequence's, searched
     * again (in the canonical frame, as the evaluation did), and every defence is followed: the
     * defender's expected answer continues the sequence, any other that does not lose at once is
     * looked up or searched afresh.
     *
     * @throws IllegalStateException if the search did not prove its root, or (a bug) a position
     *                               the strategy reaches has no proof
     */
    public void strategy(QubicStrategy into) {
        if (root == null || root != proved && root.pn != 0) {
            throw new IllegalStateException("the search proved nothing: no strategy");
        }
        Set<Key> defended = new HashSet<>();
        if (rootPosition.player() == attacker) {
            attackerTurn(rootPosition.first(), rootPosition.second(), null, 0, into, defended);
        } else {
            defenderTurn(rootPosition.first(), rootPosition.second(), null, 0, into, defended);
        }
    }

    /** The attacker to move at (first, second): his move, recorded, then every defence (see {@link #strategy}). */
    private void attackerTurn(long first, long second, int[] sequence, int at, QubicStrategy into, Set<Key> defended) {
        long mine = attacker == 0 ? first : second;
        long theirs = attacker == 0 ? second : first;
        if (Qubic.threats(mine, ~(first | second)) != 0) {
            return; // a win in one move
        }
        long[] c = new long[2];
        int s = Qubic.canonical(first, second, c);
        if (into.contains(c[0], c[1])) {
            return;
        }
        int move;
        int next;
        QubicStrategy.Kind kind = QubicStrategy.Kind.TACTICAL;
        if (sequence != null && at < sequence.length) {
            move = sequence[at];
            next = at + 2;
        } else {
            Node n = dag.get(new Key(c[0], c[1]));
            if (n != null && n.pn == 0) {
                int i = 0;
                while (n.children[i].pn != 0) {
                    i++;
                }
                int sn = Qubic.canonical(n.first, n.second, new long[2]);
                move = Qubic.mapCell(Qubic.mapCell(n.moves[i], sn), Qubic.inverse(s));
                sequence = null;
                next = 0;
                kind = Qubic.threats(theirs, ~(first | second)) != 0 ? QubicStrategy.Kind.BLOCK
                        : QubicStrategy.Kind.STRATEGIC;
            } else {
                QubicThreatSpace.Result r = threatSearch(c, attacker);
                if (!r.wins()) {
                    throw new IllegalStateException("no proof below " + QubicNotation.diagram(first, second));
                }
                int back = Qubic.inverse(s);
                sequence = new int[r.sequence().length];
                for (int i = 0; i < sequence.length; i++) {
                    sequence[i] = Qubic.mapCell(r.sequence()[i], back);
                }
                move = sequence[0];
                next = 2;
            }
        }
        if (((first | second) >>> move & 1) != 0) {
            throw new IllegalStateException("the strategy plays the filled cell " + move);
        }
        into.put(c[0], c[1], Qubic.mapCell(move, s), kind);
        long m = 1L << move;
        defenderTurn(attacker == 0 ? first | m : first, attacker == 1 ? second | m : second, sequence, next, into,
                defended);
    }

    /** The defender to move at (first, second): every move that does not lose at once is followed. */
    private void defenderTurn(long first, long second, int[] sequence, int next, QubicStrategy into,
                              Set<Key> defended) {
        long mine = attacker == 0 ? first : second;
        if (Qubic.hasFour(mine)) {
            return;
        }
        long[] c = new long[2];
        Qubic.canonical(first, second, c);
        if (!defended.add(new Key(c[0], c[1]))) {
            return;
        }
        int expected = sequence != null && next - 1 < sequence.length ? sequence[next - 1] : -1;
        for (long e = ~(first | second); e != 0; e &= e - 1) {
            long m = e & -e;
            long f = attacker == 1 ? first | m : first;
            long s = attacker == 0 ? second | m : second;
            long theirs = attacker == 0 ? s : f;
            if (Qubic.hasFour(theirs)) {
                throw new IllegalStateException("the defender wins in the strategy at " + QubicNotation.diagram(f, s));
            }
            if (Qubic.threats(mine, ~(f | s)) != 0) {
                continue; // the attacker wins in one move
            }
            boolean onSequence = Long.numberOfTrailingZeros(m) == expected;
            attackerTurn(f, s, onSequence ? sequence : null, next, into, defended);
        }
    }

}
