package zugzwang.games.qubic;

import java.util.EnumSet;
import java.util.Set;
import zugzwang.core.dbsearch.DbDomain;
import zugzwang.core.dbsearch.DbNode;
import zugzwang.core.dbsearch.DbResult;
import zugzwang.core.dbsearch.DbSearch;
import zugzwang.core.dbsearch.OperatorTable;

/**
 * Threat-space search for qubic (Allis 1994, §4.2–4.3): "does the attacker, to move, win by a
 * sequence of threats?", as a db-search domain.
 *
 * <p><b>The meta-move model</b> (§4.3.2). A threat is an attacker move after which he threatens to
 * complete a line and the defender has one move that stops it; the attacker's move and the forced
 * reply together are one meta-move, which makes the search single-agent. Attributes C(i, x) for
 * each cell i and x ∈ {attacker ○, defender ●, empty ·}: 192, stored as three 64-bit words (the
 * attacker's stones, the defender's, the empty cells; attribute {@code 64·w + i}). For every line
 * and every ordered pair (c3, c4) of its cells, with c1, c2 the other two, operator
 * f(c1, c2, c3, c4) = ⟨{○c1, ○c2, ·c3, ·c4}, {·c3, ·c4}, {○c3, ●c4}⟩: the attacker plays c3 with
 * two stones already on the line and the defender must answer on c4. 76 · 12 = 912 operators. A
 * goal is a state where the attacker has three stones and an empty cell on a line: after the
 * defender's answer he still threatens, so he made a double threat and wins next move.
 *
 * <p><b>What the framework does not model</b> (§4.3.3), checked at every step of a sequence: the
 * defender must not be able to win first — before the attacker's move she has no threat except on
 * the cell he plays (see {@link Check}). Every dependency step is checked so ({@link #allows}),
 * the attacker must block her three at once ({@link #forcedAttribute}), and a merge of two
 * sequences is replayed in its order ({@link #acceptsMerge}); the engine tries the other order if
 * the first is refused. Like Allis' representative-path test this can refuse a merge that a third
 * order would allow (incomplete), never accept a sequence the rules refute.
 */
public final class QubicThreatSpace implements DbDomain {
    private static final int ATTACKER = 0;
    private static final int DEFENDER = 1;
    private static final int EMPTY = 2;
    private static final OperatorTable OPERATORS;
    /** For each operator: the attacker's cell c3 and the defender's c4. */
    private static final byte[] GAIN = new byte[912];
    private static final byte[] COST = new byte[912];

    static {
        OperatorTable.Builder b = OperatorTable.builder(3 * Qubic.CELLS);
        int n = 0;
        for (long line : Qubic.LINES) {
            int[] cells = new int[4];
            int k = 0;
            for (long l = line; l != 0; l &= l - 1) {
                cells[k++] = Long.numberOfTrailingZeros(l);
            }
            for (int i = 0; i < 4; i++) {
                for (int j = 0; j < 4; j++) {
                    if (i == j) {
                        continue;
                    }
                    int c3 = cells[i];
                    int c4 = cells[j];
                    int[] rest = new int[2];
                    int r = 0;
                    for (int m = 0; m < 4; m++) {
                        if (m != i && m != j) {
                            rest[r++] = cells[m];
                        }
                    }
                    int f = b.add(new int[] {attr(ATTACKER, rest[0]), attr(ATTACKER, rest[1]), attr(EMPTY, c3),
                            attr(EMPTY, c4)}, new int[] {attr(EMPTY, c3), attr(EMPTY, c4)},
                            new int[] {attr(ATTACKER, c3), attr(DEFENDER, c4)});
                    GAIN[f] = (byte) c3;
                    COST[f] = (byte) c4;
                    n++;
                }
            }
        }
        if (n != 912) {
            throw new AssertionError(n + " operators");
        }
        OPERATORS = b.build();
    }

    /**
     * The global checks of §4.3.3, each switchable so that tests can show it matters. Allis'
     * three — defender fours, closed and open defender threes — are one rule here, checked at
     * every step of a sequence in its order: before the attacker's move the defender has no three
     * but on the cell he plays. A reply that would complete her four needs a three of hers on that
     * cell before the attacker's move (so it is refused), a closed three blocked too late was open
     * for a move (refused), and an open three must be blocked by the next move (forced).
     */
    enum Check {
        /** The rule at each step the dependency stage takes (and the forced block it implies). */
        DEFENDER_THREE,
        /**
         * A merge is replayed in its order with the rule (Allis' defender-four and closed-three
         * checks); without {@link #DEFENDER_THREE} the replay has no rule to apply.
         */
        MERGE_ORDER
    }

    private final long attacker;
    private final long defender;
    private final Set<Check> checks;

    /**
     * @param attacker the stones of the side to move, who attacks
     * @param defender the other side's stones
     */
    public QubicThreatSpace(long attacker, long defender) {
        this(attacker, defender, EnumSet.allOf(Check.class));
    }

    QubicThreatSpace(long attacker, long defender, Set<Check> checks) {
        if ((attacker & defender) != 0) {
            throw new IllegalArgumentException("a cell holds stones of both sides");
        }
        if (Qubic.hasFour(attacker) || Qubic.hasFour(defender)) {
            throw new IllegalArgumentException("the game is over: a side has four in a line");
        }
        this.attacker = attacker;
        this.defender = defender;
        this.checks = checks.isEmpty() ? EnumSet.noneOf(Check.class) : EnumSet.copyOf(checks);
    }

    private static int attr(int kind, int cell) {
        return 64 * kind + cell;
    }

    /** The 912 operators (shared by every position). */
    public static OperatorTable table() {
        return OPERATORS;
    }

    /** The cell the attacker plays in operator {@code f}. */
    public static int gain(int f) {
        return GAIN[f];
    }

    /** The cell the defender is forced to in operator {@code f}. */
    public static int cost(int f) {
        return COST[f];
    }

    @Override
    public OperatorTable operators() {
        return OPERATORS;
    }

    @Override
    public long[] initialState() {
        return new long[] {attacker, defender, ~(attacker | defender)};
    }

    @Override
    public boolean isGoal(long[] state) {
        return Qubic.threats(state[ATTACKER], state[EMPTY]) != 0;
    }

    /**
     * The defender cannot win first: she has no threat but on the cell the attacker plays (so her
     * forced answer cannot complete a line of hers either: that would need her three on it).
     */
    @Override
    public boolean allows(long[] state, int f) {
        return !checks.contains(Check.DEFENDER_THREE)
                || (Qubic.threats(state[DEFENDER], state[EMPTY]) & ~(1L << GAIN[f])) == 0;
    }

    /** The attacker must block the defender's three: his stone on its empty cell. */
    @Override
    public int forcedAttribute(long[] state) {
        if (!checks.contains(Check.DEFENDER_THREE)) {
            return -1;
        }
        long defenderThreats = Qubic.threats(state[DEFENDER], state[EMPTY]);
        return defenderThreats == 0 ? -1 : attr(ATTACKER, Long.numberOfTrailingZeros(defenderThreats));
    }

    /** Replays the path from the initial state with {@link #allows} at every step ({@code state} is its end). */
    @Override
    public boolean acceptsMerge(long[] state, int[] path) {
        if (!checks.contains(Check.MERGE_ORDER)) {
            return true;
        }
        long[] s = initialState();
        for (int f : path) {
            if (!allows(s, f)) {
                return false;
            }
            OPERATORS.apply(s, f);
        }
        return true;
    }

    /** What a threat-space search found. */
    public record Result(boolean wins, int[] sequence, DbResult search) {
        /**
         * The cells each threat of the sequence threatens anew (where the attacker would then
         * complete a line), one mask per threat, the sequence replayed from the position the
         * search started at ({@code attacker}'s and {@code defender}'s stones).
         */
        public long[] threatened(long attacker, long defender) {
            long a = attacker;
            long d = defender;
            long[] masks = new long[sequence.length / 2];
            for (int i = 0; i < masks.length; i++) {
                long before = Qubic.threats(a, ~(a | d));
                a |= 1L << sequence[2 * i];
                masks[i] = Qubic.threats(a, ~(a | d)) & ~before;
                d |= 1L << sequence[2 * i + 1];
            }
            return masks;
        }
    }

    /**
     * Searches for a winning threat sequence. {@code sequence} is the attacker's and defender's
     * moves in order, then the attacker's winning move: a1, d1, ..., an, dn, win (just the winning
     * move if he has a three already).
     */
    public Result search(long maxNodes) {
        DbResult r = new DbSearch(this, maxNodes, true).run();
        if (!r.found()) {
            return new Result(false, new int[0], r);
        }
        DbNode goal = r.goals().get(0);
        int[] path = goal.path();
        int[] seq = new int[2 * path.length + 1];
        for (int i = 0; i < path.length; i++) {
            seq[2 * i] = GAIN[path[i]];
            seq[2 * i + 1] = COST[path[i]];
        }
        long[] end = goal.state();
        seq[seq.length - 1] = Long.numberOfTrailingZeros(Qubic.threats(end[ATTACKER], end[EMPTY]));
        return new Result(true, seq, r);
    }
}
