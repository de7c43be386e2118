package zugzwang.games.qubic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

    private static final class Node {
        final long first;
        final long second;
        final int player;
        long pn;
        long dn;
        Node[] children;
        int[] moves;
        /** An OR node whose threatening moves were left out: its disproof does not count. */
        boolean restricted;
        final List<Node> parents = new ArrayList<>(1);

        Node(long first, long second, int player) {
            this.first = first;
            this.second = second;
            this.player = player;
        }
    }

    private record Key(long first, long second) {
    }

    private static final long INF = ProofNumbers.INFINITY;
    private final Node proved = constant(0, INF);
    private final Node disproved = constant(INF, 0);

    private final int attacker;
    private final long maxNodes;
    private final long dbBudget;
    private final Map<Key, Node> dag = new HashMap<>();
    private final long[] canon = new long[2];
    private long evaluations;
    private long dbNodes;
    private boolean ran;

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
        Node n = new Node(0, 0, 0);
        n.pn = pn;
        n.dn = dn;
        return n;
    }

    /** Whether the attacker wins from {@code position}, and if he is to move, a move that does. */
    public Result prove(QubicPosition position) {
        if (ran) {
            throw new IllegalStateException("a QubicProver proves one position");
        }
        ran = true;
        Node root = evaluate(position.first(), position.second(), position.player());
        if (root == proved || root == disproved) {
            int move = root == proved && position.player() == attacker ? winningMove(position) : -1;
            return new Result(root == proved ? Outcome.PROVED : Outcome.DISPROVED, move, 0, evaluations, dbNodes);
        }
        while (root.pn != 0 && root.dn != 0 && dag.size() < maxNodes) {
            Node mpn = root;
            while (mpn.children != null) {
                mpn = select(mpn);
            }
            expand(mpn);
            update(mpn);
        }
        Outcome outcome = root.pn == 0 ? Outcome.PROVED
                : root.dn == 0 && exactDisproof(root, new HashMap<>()) ? Outcome.DISPROVED : Outcome.UNKNOWN;
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

    private boolean isOr(Node n) {
        return n.player == attacker;
    }

    /** Most-proving child: at OR the first with the least pn, at AND the first with the least dn. */
    private Node select(Node n) {
        Node best = null;
        for (Node c : n.children) {
            if (best == null || (isOr(n) ? c.pn < best.pn : c.dn < best.dn)) {
                best = c;
            }
        }
        return best;
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
        QubicThreatSpace.Result threat = new QubicThreatSpace(mine, theirs).search(dbBudget);
        dbNodes += threat.search().nodeCount();
        if (threat.wins()) {
            return moverIsAttacker ? proved : disproved;
        }
        Node n = new Node(first, second, player);
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
        } else if (isOr(n)) {
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
                child.parents.add(n);
            }
            children.add(child);
            moves.add(Long.numberOfTrailingZeros(m));
            // a decided child can settle the node at once
            if (isOr(n) ? child == proved : child == disproved) {
                break;
            }
        }
        n.restricted = restricted;
        if (children.isEmpty()) {
            children.add(disproved); // only threats were left: no proof along these moves
            moves.add(-1);
        }
        n.children = children.toArray(new Node[0]);
        n.moves = moves.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether a disproved node's disproof holds without the move restriction: at an AND node some
     * disproved child's does, at an OR node every child's does and no move was left out.
     */
    private boolean exactDisproof(Node n, Map<Node, Boolean> memo) {
        if (n == disproved) {
            return true;
        }
        if (n.children == null || n.dn != 0) {
            return false;
        }
        Boolean known = memo.get(n);
        if (known != null) {
            return known;
        }
        boolean exact;
        if (isOr(n)) {
            exact = !n.restricted;
            for (int i = 0; i < n.children.length && exact; i++) {
                exact = exactDisproof(n.children[i], memo);
            }
        } else {
            exact = false;
            for (int i = 0; i < n.children.length && !exact; i++) {
                exact = n.children[i].dn == 0 && exactDisproof(n.children[i], memo);
            }
        }
        memo.put(n, exact);
        return exact;
    }

    /** Recomputes the numbers of {@code n} and, where they changed, of its ancestors (all parents). */
    private void update(Node n) {
        ArrayDeque<Node> work = new ArrayDeque<>();
        work.add(n);
        boolean first = true;
        while (!work.isEmpty()) {
            Node x = work.poll();
            long pn;
            long dn;
            if (isOr(x)) {
                pn = INF;
                dn = 0;
                for (Node c : x.children) {
                    pn = Math.min(pn, c.pn);
                    dn = ProofNumbers.add(dn, c.dn);
                }
            } else {
                pn = 0;
                dn = INF;
                for (Node c : x.children) {
                    pn = ProofNumbers.add(pn, c.pn);
                    dn = Math.min(dn, c.dn);
                }
            }
            if (!first && pn == x.pn && dn == x.dn) {
                continue;
            }
            first = false;
            x.pn = pn;
            x.dn = dn;
            work.addAll(x.parents);
        }
    }
}
