package zugzwang.games.gomoku;

import java.util.EnumSet;
import java.util.Set;
import zugzwang.core.dbsearch.AttributeSet;
import zugzwang.core.dbsearch.DbDomain;
import zugzwang.core.dbsearch.DbNode;
import zugzwang.core.dbsearch.DbResult;
import zugzwang.core.dbsearch.DbSearch;
import zugzwang.core.dbsearch.OperatorTable;

/**
 * Threat-space search for go-moku (Allis 1994, §5.3): "does the attacker, to move, win by a
 * sequence of threats?" as a db-search domain over {@link GomokuThreats}' operators.
 *
 * <p><b>The model</b> (§5.3.1–5.3.2): each threat and the defender's whole reply set are one
 * meta-move; a goal is a state where the attacker has a five or a straight four (under the
 * standard rule: exactly five, and a straight four both of whose fives are exact). The search
 * finds threat <em>sequences</em>: the same attacker moves win against every reply.
 *
 * <p><b>Global defence</b> (§5.3.3), the check of a potential winning sequence (a1, d1, …, an, dn,
 * a(n+1)) before it is accepted: after each threat a_i of category c > 0 the defender searches,
 * as attacker, with threats of category below c only, and refutes the sequence if she reaches a
 * five or straight four of hers, or a stone on any square of the lines of a_i and the later threats
 * (under the standard rule also: a forced reply of the attacker on a square extending a later
 * threat's line). Her searches run free-style, without their own defence check and without the
 * efficiency heuristics; any sequence she finds counts. After a threat of category 1 she also
 * refutes it if she has a five once every stone she could have put down by the fours of her
 * searches after the earlier category-2 threats is hers (a superset of the positions her
 * interjected fours reach: conservative, it may refute a winning sequence, never accept a refuted
 * one). Under the standard rule a found sequence is replayed and refused if an attacker stone
 * extends the line of one of its threats when it is made (§5.3.5).
 *
 * <p><b>Heuristics</b> (§5.3.4), in the attacker's own searches only: global refutation (stop after
 * a level once more than {@link #GLOBAL_REFUTATION} potential sequences were refuted, and, when
 * asked, at once past {@link #REFUTATIONS_WITHIN_LEVEL}), category
 * reduction (where the defender has a four, only fives follow; where she has a three — a straight
 * four open to her — only fours and fives), restricted threes (a three with three replies only where no three with two
 * replies makes the same stones on that line).
 */
public final class GomokuThreatSpace implements DbDomain {
    /** Allis' threshold T of the global refutation heuristic. */
    public static final int GLOBAL_REFUTATION = 10;
    /**
     * A search asked to {@link #cutWithinLevel} stops at once, mid-level, when more potential
     * sequences than this were refuted (ours, not Allis': his searches had no node budget and
     * asked T at a level's end only). A failing search that spends its 300-node budget does so
     * mostly within level one, some 300 dependency nodes and 170 defence checks, refuted far past
     * T all along — on {@code h8,d8,i9,d10} two thirds of Victoria's time. One winning search in a
     * hundred wins after more than 3T refutations; Victoria searches again, whole, where it would
     * expand a node whose search was cut, and asks for the cut only in a solve's largest jobs
     * (docs/gomoku.md, twenty-second part).
     */
    public static final int REFUTATIONS_WITHIN_LEVEL = 3 * GLOBAL_REFUTATION;
    private static final int ATTACKER = 0;
    private static final int DEFENDER = 1;
    private static final int EMPTY = 2;

    private final GomokuThreats threats;
    /** The lines of five (Allis' G5). */
    private final int[][] fives;
    private final GomokuBoard board;
    private final OperatorTable ops;
    private final int words;
    private final long[] attacker;
    private final long[] defender;
    private final GomokuRule rule;
    /** Squares whose occupation by the attacker is a goal (the defence searches), or null. */
    private final long[] goalSquares;
    /** Squares whose occupation by the defender is a goal (her forced replies on extensions), or null. */
    private final long[] defenderGoalSquares;
    private final boolean defensiveCheck;
    private final int maxCategory;
    private final long budget;
    private int refuted;
    /** Whether to stop within a level past {@link #REFUTATIONS_WITHIN_LEVEL} refutations, and whether it did. */
    private boolean cutWithinLevel;
    private boolean cut;
    /** The squares the defence searches of the goal being checked could use (see {@link Result#related}). */
    private long[] defenceSquares;
    private long[] acceptedRelated;
    private Set<Option> options = EnumSet.allOf(Option.class);
    /**
     * The arrays {@link #defenderCategory} was last asked about, their answers and the defender's
     * fives and straight fours that hold in each ({@code askedCount} of {@code askedHeld}; -1 where
     * the scan stopped at her first five), replaced in turn: the engine asks about one node's state
     * for each of its candidates, returning to it after each child's subtree (as deep as the
     * sequence is long), and in a merge about three states in turn; it never modifies a state it
     * has passed ({@link zugzwang.core.dbsearch.DbDomain#allows}), so the same array is the same
     * state without comparing its words (comparing them was a quarter of a solve).
     */
    private final long[][] askedStates = new long[ASKED][];
    private final int[] askedCategories = new int[ASKED];
    private final int[][] askedHeld = new int[ASKED][];
    private final int[] askedCount = new int[ASKED];
    private int nextAsked;
    private static final int ASKED = 32;
    /** The array asked about last, its answer and its entry: the first test of {@link #defenderCategory}. */
    private long[] lastAsked;
    private int lastCategory;
    private int lastEntry = -1;
    /**
     * In a defence search (§5.3.3): the attacker's (her) threats that held where the search that
     * runs it began, and her stones there. Her stones are never taken away and empty squares only
     * fill, so a threat of hers that can apply in any later state held there or has a stone she
     * put down since: {@link #candidates} reads these and the threats through her new stones
     * instead of every threat anchored at every stone of hers (the defence searches run by the
     * thousand, each from a new root). Null in other searches.
     */
    private int[] startThreats;
    private long[] startStones;
    /** {@link #startThreats(int)} by category, made on first use. */
    private final int[][] heldByHer = new int[2][];
    /** The defender's fives and straight fours open in the initial state, made on first use ({@link #heldAtStart}). */
    private int[] heldAtStart;
    private long searches = 1;
    /**
     * Scratch of {@link #candidates}: a bit per application, all clear between calls — it must be,
     * as the attacker's search hands the same array to every defence search it runs.
     */
    private long[] candidateBits;
    private long searchNodes;

    /**
     * The attacker's own search: every category, with the defence check and the heuristics.
     *
     * @param position the position, the attacker to move
     * @param budget   the node budget of this search and of each defence search
     */
    public GomokuThreatSpace(GomokuPosition position, long budget) {
        this(position, budget, EnumSet.allOf(Option.class));
    }

    /**
     * The search of {@code attacker} (0 black, 1 white) in the position whoever is to move: for the
     * side not to move it is Allis' null move — does the opponent threaten to win (an implicit
     * threat, §5.4.2)?
     */
    public static GomokuThreatSpace forAttacker(GomokuPosition position, int attacker, long budget) {
        return forStones(position.board(), position.rule(), position.stonesOf(attacker), position.stonesOf(1 - attacker),
                budget);
    }

    /** The attacker's search with these stones (bitboards of the board), the attacker to move. */
    public static GomokuThreatSpace forStones(GomokuBoard board, GomokuRule rule, long[] attacker, long[] defender,
            long budget) {
        return new GomokuThreatSpace(GomokuThreats.of(board), attacker, defender, rule, null, null, true, 2, budget);
    }

    /** Parts of the search that tests switch off to show what they do. */
    enum Option {
        /** The defender's searches after each threat of a potential sequence (§5.3.3). */
        GLOBAL_DEFENCE,
        /** Category reduction (§5.3.4). */
        CATEGORY_REDUCTION,
        /** Restricted threes (§5.3.4). */
        RESTRICTED_THREES,
        /** Global refutation (§5.3.4). */
        GLOBAL_REFUTATION,
        /**
         * In the defence check, the stones the defender's fours after a three could put down stay
         * hers in the later searches, and after a four she refutes with a five they make (§5.3.3,
         * Fig. 5.5).
         */
        INTERJECTED_FOURS,
        /** Under the standard rule, the extension squares of threats (§5.3.5). */
        EXTENSION_SQUARES
    }

    /**
     * The attacker's search (all heuristics) where his stones on {@code goalSquares} and hers on
     * {@code defenderGoalSquares} are goals too, as in a global-defence search: for tests.
     */
    static GomokuThreatSpace withGoalSquares(GomokuBoard board, GomokuRule rule, long[] attacker, long[] defender,
                                             long[] goalSquares, long[] defenderGoalSquares) {
        return new GomokuThreatSpace(GomokuThreats.of(board), attacker, defender, rule, goalSquares,
                defenderGoalSquares, true, 2, 100);
    }

    GomokuThreatSpace(GomokuPosition position, long budget, Set<Option> options) {
        this(GomokuThreats.of(position.board()), position.stonesOf(position.player()),
                position.stonesOf(1 - position.player()), position.rule(), null, null, true, 2, budget);
        this.options = options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options);
    }

    private GomokuThreatSpace(GomokuThreats threats, long[] attacker, long[] defender, GomokuRule rule,
            long[] goalSquares, long[] defenderGoalSquares, boolean defensiveCheck, int maxCategory, long budget) {
        this.threats = threats;
        this.fives = threats.fives();
        this.board = threats.board();
        this.ops = threats.table();
        this.words = board.words();
        this.attacker = attacker.clone();
        this.defender = defender.clone();
        this.rule = rule;
        this.goalSquares = goalSquares;
        this.defenderGoalSquares = defenderGoalSquares;
        this.defensiveCheck = defensiveCheck;
        this.maxCategory = maxCategory;
        this.budget = budget;
    }

    /**
     * What a search found: whether the attacker wins by a threat sequence, the sequence as
     * {@link GomokuThreats} applications (each a threat, its gain and the defender's reply
     * squares), ending with the one that makes the five or straight four; the db-search nodes and
     * the number of db-searches (the defence searches included).
     */
    public record Result(boolean wins, int[] threats, long nodes, long searches, DbResult search, long[] related) {
        /**
         * Whether {@code square} is in Allis' superset S of the squares related to the winning
         * sequence (§5.4.2): on the line of one of its threats or of its goal, or usable by a threat
         * of the defender in one of the defence searches that checked it — and, beyond Allis, a
         * square where the defender's stone makes a threat of hers. A defender stone anywhere else
         * leaves the sequence winning (claimed without proof; tested empirically).
         */
        public boolean related(int square) {
            return related != null && (related[square >>> 6] >>> square & 1) != 0;
        }
    }

    /**
     * This search cut short within a level ({@link #REFUTATIONS_WITHIN_LEVEL}), where Victoria can
     * search again: see {@link #wasCut}. Off unless asked for.
     */
    public GomokuThreatSpace cutWithinLevel() {
        cutWithinLevel = true;
        return this;
    }

    /**
     * Whether the search was cut short within a level: it found no win, and the search without
     * the cut (the same up to where it was cut) might.
     */
    public boolean wasCut() {
        return cut;
    }

    /** Searches for a winning threat sequence. */
    public Result search() {
        DbResult r = new DbSearch(this, budget, true).run();
        searchNodes += r.nodeCount();
        int[] path = r.found() ? r.goals().get(0).path() : new int[0];
        return new Result(r.found(), path, searchNodes, searches, r, r.found() ? acceptedRelated : null);
    }

    /**
     * A sequence as text: each threat's square, then its replies in brackets, {@code h8 (g8 k8)
     * i9 ...}.
     */
    public static String describe(GomokuBoard board, int[] sequence) {
        GomokuThreats t = GomokuThreats.of(board);
        StringBuilder sb = new StringBuilder();
        for (int f : sequence) {
            sb.append(sb.length() == 0 ? "" : " ").append(board.name(t.gain(f)));
            if (t.cost(f).length > 0) {
                sb.append(" (");
                for (int i = 0; i < t.cost(f).length; i++) {
                    sb.append(i == 0 ? "" : " ").append(board.name(t.cost(f)[i]));
                }
                sb.append(')');
            }
        }
        return sb.toString();
    }

    private int attr(int kind, int square) {
        return threats.attribute(kind, square);
    }

    private boolean has(long[] state, int kind, int square) {
        int a = attr(kind, square);
        return (state[a >>> 6] >>> a & 1) != 0;
    }

    @Override
    public OperatorTable operators() {
        return ops;
    }

    /** Only threats of the search's categories: a defender's search of §5.3.3 uses fives, or fives and fours, alone. */
    @Override
    public long[] usable() {
        return maxCategory >= 2 ? null : threats.usableUpTo(maxCategory);
    }

    /**
     * The applications of the search's categories anchored at the attacker's stones in
     * {@code state}, ascending (see {@link GomokuThreats#anchoredAt}); in a defence search, those
     * of {@link #startThreats} and through her new stones.
     */
    @Override
    public int[] candidates(long[] state) {
        // mark them in a bit set of all the applications (each once, however often it is found)
        // and read it in ascending order, clearing it as it goes (no sort)
        long[] bits = candidateBits();
        int n = 0;
        if (startThreats != null) {
            // a defence search: the threats of hers that held where the attacker's search began,
            // and those with a stone she has put down since (see startThreats)
            for (int f : startThreats) {
                bits[f >>> 6] |= 1L << f;
            }
            for (int w = 0; w < words; w++) {
                for (long fresh = state[ATTACKER * words + w] & ~startStones[w]; fresh != 0; fresh &= fresh - 1) {
                    mark(threats.withStoneAt(64 * w + Long.numberOfTrailingZeros(fresh), maxCategory), state, bits);
                }
            }
            for (long b : bits) {
                n += Long.bitCount(b);
            }
        } else {
            // the threats anchored at each of his stones (at one stone each: no twice), but not the
            // groups of a direction with too few of his stones for any of them
            for (int w = 0; w < words; w++) {
                for (long mine = state[ATTACKER * words + w]; mine != 0; mine &= mine - 1) {
                    n += mark(threats.anchoredGroupsAt(64 * w + Long.numberOfTrailingZeros(mine), maxCategory), state, bits);
                }
            }
        }
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < bits.length && k < n; i++) {
            for (long b = bits[i]; b != 0; b &= b - 1) {
                out[k++] = 64 * i + Long.numberOfTrailingZeros(b);
            }
            bits[i] = 0;
        }
        return out;
    }

    /**
     * Marks in {@code bits} the threats of the groups whose other squares hold at least as many of
     * the attacker's stones in {@code state} as the group needs (the others cannot apply); returns
     * how many it marked.
     */
    private int mark(GomokuThreats.PendingGroup[] groups, long[] state, long[] bits) {
        int n = 0;
        for (GomokuThreats.PendingGroup g : groups) {
            if (stonesOn(state, ATTACKER, g.others()) >= g.need()) {
                n += g.threats().length;
                for (int f : g.threats()) {
                    bits[f >>> 6] |= 1L << f;
                }
            }
        }
        return n;
    }

    /**
     * The scratch of {@link #candidates}, made on first use and handed to the defence searches
     * (a set of the 23,596 applications per search was a quarter of a solve's allocation).
     */
    private long[] candidateBits() {
        if (candidateBits == null) {
            candidateBits = new long[(ops.size() + 63) >>> 6];
        }
        return candidateBits;
    }

    /**
     * The attributes of the position: a block of words per kind ({@link GomokuThreats#attribute}),
     * each laid out as the board's bitboards, so each block is a side's stones or the empty squares
     * word by word (the squares past the board's last are no attribute: masked off).
     */
    @Override
    public long[] initialState() {
        long[] s = new long[3 * words];
        int squares = board.squares();
        for (int w = 0; w < words; w++) {
            int past = squares - 64 * w; // squares of the board from this word's first bit on
            long onBoard = past >= 64 ? -1L : (1L << past) - 1;
            s[ATTACKER * words + w] = attacker[w];
            s[DEFENDER * words + w] = defender[w];
            s[EMPTY * words + w] = onBoard & ~(attacker[w] | defender[w]);
        }
        return s;
    }

    /**
     * Whether a stone of the attacker's that {@code a} has and {@code b} lacks lies on a threat's
     * squares, or in a line of five, with one that {@code b} has and {@code a} lacks. If none does,
     * every threat that applies in the merge by its pre-conditions (the attacker's squares and
     * empty ones: she only takes empty squares away) needs stones of one side only, and applies in
     * that state already; and no five or straight four is new there (a goal square, his or hers,
     * is held in the merge only if held in one of them).
     */
    @Override
    public boolean mayInteract(long[] a, long[] b) {
        int at = ATTACKER * words;
        for (int w = 0; w < words; w++) {
            for (long only = a[at + w] & ~b[at + w]; only != 0; only &= only - 1) {
                if (threats.together(64 * w + Long.numberOfTrailingZeros(only), a, b, at)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A five or a straight four of the attacker's, or his stone on a goal square, or hers on one of hers. */
    @Override
    public boolean isGoal(long[] state) {
        return goalBeyond(state, attacker, 0);
    }

    /**
     * Whether {@code state} is a goal where its fives and straight fours, if any, go through a
     * stone of his not in {@code earlier} (his stones there from word {@code at} on): his stone on
     * a goal square, hers on one of hers, or a five or straight four through such a stone.
     */
    private boolean goalBeyond(long[] state, long[] earlier, int at) {
        for (int w = 0; w < words; w++) {
            long mine = state[ATTACKER * words + w];
            if (goalSquares != null && (mine & goalSquares[w]) != 0) {
                return true;
            }
            if (defenderGoalSquares != null && (state[DEFENDER * words + w] & defenderGoalSquares[w]) != 0) {
                return true;
            }
            for (long fresh = mine & ~earlier[at + w]; fresh != 0; fresh &= fresh - 1) {
                if (makesGoal(state, 64 * w + Long.numberOfTrailingZeros(fresh))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@link #isGoal} of the merge of two states that are no goal: a five or straight four of his
     * that {@code a} lacks goes through a stone of his that {@code a} lacks (its stones all in
     * {@code a}, it would be there, its open ends empty there too, as empty squares only fill), so
     * only his stones beyond the part with more of them are tried, not every one since the
     * initial state; goal squares as in {@link #isGoal}.
     */
    @Override
    public boolean isGoalOfMerge(long[] state, long[] a, long[] b) {
        int beyondA = 0;
        int beyondB = 0;
        for (int w = 0; w < words; w++) {
            long mine = state[ATTACKER * words + w];
            beyondA += Long.bitCount(mine & ~a[ATTACKER * words + w]);
            beyondB += Long.bitCount(mine & ~b[ATTACKER * words + w]);
        }
        return goalBeyond(state, beyondA <= beyondB ? a : b, ATTACKER * words);
    }

    /**
     * {@link #isGoal} after threat {@code f} was applied to a state that is no goal: only what it
     * adds may make one — his stone on its gain square (a goal square, or a five or straight four
     * through it: a row of his that is new or longer holds the new stone, and no row of his grows
     * more open, as empty squares only fill), her stones on its cost squares (one of her goal
     * squares). Asked for every dependency node; {@link #isGoal} tries every stone he put down.
     */
    @Override
    public boolean isGoalAfter(long[] state, int f) {
        int gain = threats.gain(f);
        if (goalSquares != null && (goalSquares[gain >>> 6] & 1L << gain) != 0) {
            return true;
        }
        if (defenderGoalSquares != null) {
            for (int c : threats.cost(f)) {
                if ((defenderGoalSquares[c >>> 6] & 1L << c) != 0) {
                    return true;
                }
            }
        }
        return makesGoal(state, gain);
    }

    /** Whether the attacker's rows through {@code square} include a five or a straight four (by the rule). */
    private boolean makesGoal(long[] state, int square) {
        for (int d = 0; d < 4; d++) {
            int back = square;
            int length = 1;
            for (int s = board.step(square, d + 4); s >= 0 && has(state, ATTACKER, s); s = board.step(s, d + 4)) {
                back = s;
                length++;
            }
            for (int s = board.step(square, d); s >= 0 && has(state, ATTACKER, s); s = board.step(s, d)) {
                length++;
            }
            if (rule.wins(length)) {
                return true;
            }
            if (length == 4) {
                int before = board.step(back, d + 4);
                int after = back;
                for (int k = 0; k < 4; k++) {
                    after = board.step(after, d);
                }
                if (openEnd(state, before, d + 4) && openEnd(state, after, d)) {
                    return true; // a straight four: two squares make five
                }
            }
        }
        return false;
    }

    /** Whether the square at a row's end is empty and (standard rule) not followed by an attacker stone. */
    private boolean openEnd(long[] state, int end, int d) {
        if (end < 0 || !has(state, EMPTY, end)) {
            return false;
        }
        int beyond = board.step(end, d);
        return rule == GomokuRule.FREESTYLE || beyond < 0 || !has(state, ATTACKER, beyond);
    }

    /**
     * The threat's category is allowed; under the standard rule no attacker stone extends its
     * line; in the attacker's own search the category-reduction and restricted-three heuristics.
     */
    @Override
    public boolean allows(long[] state, int f) {
        GomokuThreats.Kind k = threats.kind(f);
        if (k.category() > maxCategory) {
            return false;
        }
        if (!extensionsFree(state, f)) {
            return false;
        }
        if (!defensiveCheck || k == GomokuThreats.Kind.FIVE) {
            return true;
        }
        if (k == GomokuThreats.Kind.THREE_3 && options.contains(Option.RESTRICTED_THREES)) {
            for (int t : threats.covering(f)) {
                if (ops.applicable(state, t) && extensionsFree(state, t)) {
                    return false; // a three with two replies makes the same stones here
                }
            }
        }
        return !options.contains(Option.CATEGORY_REDUCTION) || k.category() < defenderCategory(state);
    }

    /** Under the standard rule: no attacker stone on a square extending the threat's line. */
    private boolean extensionsFree(long[] state, int f) {
        if (rule == GomokuRule.STANDARD && options.contains(Option.EXTENSION_SQUARES)) {
            for (int s : threats.extensions(f)) {
                if (has(state, ATTACKER, s)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The category of the defender's most urgent threat on the board: 1 if she has a four (a five
     * is open to her), 2 if she has a three (a straight four is open to her), 3 if neither.
     */
    private int defenderCategory(long[] state) {
        if (state == lastAsked) {
            return lastCategory; // the engine asks about one state for each of a node's candidates in a row
        }
        for (int i = 0; i < ASKED; i++) {
            if (askedStates[i] == state) {
                // an array asked about before: the engine never changes a state it passed
                lastAsked = state;
                lastCategory = askedCategories[i];
                lastEntry = i;
                return lastCategory;
            }
        }
        if (heldAtStart == null) {
            heldAtStart = heldAtStart();
        }
        // her fives and straight fours open in this state are those open in an earlier state that
        // still hold and those through a stone she has put down since: her stones are never taken
        // away and empty squares only fill, so a threat of hers whose stones were all hers earlier
        // had its empty squares empty then too. The earlier state is the one asked about last where
        // this one grew from it (mostly the node this one is a child of: a stone or three of hers
        // since, not the half dozen since the initial state), else the initial state
        int[] before = heldAtStart;
        int beforeCount = heldAtStart.length;
        long[] beforeState = null;
        if (lastEntry >= 0 && askedCount[lastEntry] >= 0 && grewFrom(state, askedStates[lastEntry])) {
            beforeState = askedStates[lastEntry];
            before = askedHeld[lastEntry];
            beforeCount = askedCount[lastEntry];
        }
        int slot = nextAsked == lastEntry && beforeState != null ? (nextAsked + 1) % ASKED : nextAsked;
        nextAsked = (slot + 1) % ASKED;
        int[] held = askedHeld[slot] == null ? new int[8] : askedHeld[slot];
        int n = 0;
        // a five is the most urgent, so the first one ends the scan (and a list cut there is no
        // later state's earlier one)
        int best = 3;
        for (int i = 0; i < beforeCount && best > 1; i++) {
            int f = before[i];
            if (threats.holds(state, DEFENDER * words, EMPTY * words, f)) {
                best = threats.kind(f) == GomokuThreats.Kind.FIVE ? 1 : 2;
                held = appended(held, n++, f);
            }
        }
        scan:
        for (int w = 0; w < words && best > 1; w++) {
            long hersBefore = beforeState == null ? defender[w] : beforeState[DEFENDER * words + w];
            for (long fresh = state[DEFENDER * words + w] & ~hersBefore; fresh != 0; fresh &= fresh - 1) {
                for (GomokuThreats.PendingGroup g : threats.pendingGroupsThrough(64 * w + Long.numberOfTrailingZeros(fresh))) {
                    if (!enoughStones(state, g)) {
                        continue; // too few of her stones on this direction's lines for any of them
                    }
                    for (int f : g.threats()) {
                        if (threats.holds(state, DEFENDER * words, EMPTY * words, f)) {
                            if (threats.kind(f) == GomokuThreats.Kind.FIVE) {
                                best = 1;
                                break scan;
                            }
                            best = 2;
                            // (a threat through two of her new stones is listed twice: harmless)
                            held = appended(held, n++, f);
                        }
                    }
                }
            }
        }
        askedStates[slot] = state;
        askedCategories[slot] = best;
        askedHeld[slot] = held;
        askedCount[slot] = best == 1 ? -1 : n;
        lastAsked = state;
        lastCategory = best;
        lastEntry = slot;
        return best;
    }

    /** {@code list} with {@code f} at index {@code n} (its first n entries kept), grown to twice its length if full. */
    private static int[] appended(int[] list, int n, int f) {
        if (n == list.length) {
            list = java.util.Arrays.copyOf(list, Math.max(8, 2 * n));
        }
        list[n] = f;
        return list;
    }

    /**
     * Whether {@code state} can have grown from {@code earlier}: every stone of the defender's
     * there is hers in {@code state}, and every empty square of {@code state} was empty there.
     */
    private boolean grewFrom(long[] state, long[] earlier) {
        for (int w = 0; w < words; w++) {
            if ((earlier[DEFENDER * words + w] & ~state[DEFENDER * words + w]) != 0
                    || (state[EMPTY * words + w] & ~earlier[EMPTY * words + w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The defender's threats of category {@code most} or less (0, 1) that hold in the initial
     * state, made on first use: the candidates of her defence searches' roots, with those through
     * her stones put down since.
     */
    private int[] startThreats(int most) {
        if (heldByHer[most] == null) {
            // one group a stone, needing no count (her threes are not grouped by direction)
            long[] none = new long[words];
            heldByHer[most] = heldByHerAtStart(
                    sq -> new GomokuThreats.PendingGroup[] {new GomokuThreats.PendingGroup(threats.anchoredAt(sq, most), none, 0)});
        }
        return heldByHer[most];
    }

    /**
     * The root candidates a defence search of category {@code most} or less gets where her stones
     * (its attacker's) are {@code hers} and his {@code his}, grown from this search's initial
     * position: for tests.
     */
    int[] defenceCandidates(int most, long[] hers, long[] his) {
        GomokuThreatSpace her = new GomokuThreatSpace(threats, hers, his, GomokuRule.FREESTYLE, null, null, false, most,
                budget);
        her.startThreats = startThreats(most);
        her.startStones = defender;
        return her.candidates(her.initialState());
    }

    /** {@link #defenderCategory}, for tests. */
    int defenderCategoryOf(long[] state) {
        return defenderCategory(state);
    }

    /** The defender's fives and straight fours that hold in the initial state (each anchored at one of her stones). */
    private int[] heldAtStart() {
        return heldByHerAtStart(threats::pendingGroupsAt);
    }

    /**
     * The threats in {@code groupsAt} of the defender's stones (each square's threats anchored
     * there, in groups) that hold for her in the initial state, by stone; a group with fewer of her
     * stones on its lines than it needs is skipped whole.
     */
    private int[] heldByHerAtStart(java.util.function.IntFunction<GomokuThreats.PendingGroup[]> groupsAt) {
        long[] state = initialState();
        int[] out = new int[16];
        int n = 0;
        for (int w = 0; w < words; w++) {
            for (long hers = defender[w]; hers != 0; hers &= hers - 1) {
                for (GomokuThreats.PendingGroup g : groupsAt.apply(64 * w + Long.numberOfTrailingZeros(hers))) {
                    if (!enoughStones(state, g)) {
                        continue;
                    }
                    for (int f : g.threats()) {
                        if (threats.holds(state, DEFENDER * words, EMPTY * words, f)) {
                            out = appended(out, n++, f);
                        }
                    }
                }
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** Whether the defender has at least {@code g.need()} stones on {@code g.others()} in {@code state}. */
    private boolean enoughStones(long[] state, GomokuThreats.PendingGroup g) {
        return stonesOn(state, DEFENDER, g.others()) >= g.need();
    }

    /** How many of {@code side}'s stones in {@code state} lie on {@code squares} (a bitboard). */
    private int stonesOn(long[] state, int side, long[] squares) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            n += Long.bitCount(state[side * words + w] & squares[w]);
        }
        return n;
    }

    @Override
    public boolean acceptsGoal(int[] path, long[] state) {
        if (!defensiveCheck) {
            return true;
        }
        long[] goalLines = goalLines(state);
        defenceSquares = new long[words];
        if ((rule == GomokuRule.STANDARD && options.contains(Option.EXTENSION_SQUARES) && !extensionsClear(path))
                || (options.contains(Option.GLOBAL_DEFENCE) && refutedByDefence(path, goalLines))) {
            refuted++;
            return false;
        }
        acceptedRelated = defenceSquares;
        for (int w = 0; w < words; w++) {
            acceptedRelated[w] |= goalLines[w];
        }
        for (int f : path) {
            for (int sq : threats.line(f)) {
                acceptedRelated[sq >>> 6] |= 1L << sq;
            }
        }
        // and every empty square of a line of five free of his stones where she has two stones,
        // counting the replies the sequence gives her: her stone there makes three in the line, a
        // four after one more move — a counter-threat (or, on the board now, a three of hers that
        // may outpace his). Allis' S leaves these out; the test of R ⊆ S found both cases.
        long[] hers = defender.clone();
        for (int f : path) {
            for (int sq : threats.cost(f)) {
                hers[sq >>> 6] |= 1L << sq;
            }
        }
        for (int[] line : fives) {
            int own = 0;
            boolean blocked = false;
            for (int sq : line) {
                blocked |= (attacker[sq >>> 6] >>> sq & 1) != 0;
                own += (int) (hers[sq >>> 6] >>> sq & 1);
            }
            if (!blocked && own >= 2) {
                for (int sq : line) {
                    acceptedRelated[sq >>> 6] |= (~hers[sq >>> 6] & 1L << sq);
                }
            }
        }
        return true;
    }

    @Override
    public boolean stopAfterLevel(int level) {
        return defensiveCheck && options.contains(Option.GLOBAL_REFUTATION) && refuted > GLOBAL_REFUTATION;
    }

    @Override
    public boolean stopAfterRefusal() {
        if (cutWithinLevel && defensiveCheck && options.contains(Option.GLOBAL_REFUTATION)
                && refuted > REFUTATIONS_WITHIN_LEVEL) {
            cut = true;
        }
        return cut;
    }

    /** Standard rule: replayed in order, no threat of the path has an attacker stone extending its line when made. */
    private boolean extensionsClear(int[] path) {
        long[] s = initialState();
        for (int f : path) {
            for (int e : threats.extensions(f)) {
                if (has(s, ATTACKER, e)) {
                    return false;
                }
            }
            ops.apply(s, f);
        }
        return true;
    }

    /**
     * The squares of the attacker's fives and straight fours in a goal state (with, under the
     * standard rule, the squares just beyond them): a goal made on a line no threat of the path
     * uses must be protected by the defence searches too.
     */
    private long[] goalLines(long[] state) {
        long[] out = new long[words];
        for (int w = 0; w < words; w++) {
            for (long fresh = state[ATTACKER * words + w] & ~attacker[w]; fresh != 0; fresh &= fresh - 1) {
                int square = 64 * w + Long.numberOfTrailingZeros(fresh);
                for (int d = 0; d < 4; d++) {
                    int back = square;
                    int length = 1;
                    for (int x = board.step(square, d + 4); x >= 0 && has(state, ATTACKER, x); x = board.step(x, d + 4)) {
                        back = x;
                        length++;
                    }
                    for (int x = board.step(square, d); x >= 0 && has(state, ATTACKER, x); x = board.step(x, d)) {
                        length++;
                    }
                    if (!rule.wins(length) && length != 4) {
                        continue;
                    }
                    // the run, one square on either side and, under the standard rule, one more
                    int reach = rule == GomokuRule.STANDARD ? 2 : 1;
                    int x = back;
                    for (int k = 0; k < reach && board.step(x, d + 4) >= 0; k++) {
                        x = board.step(x, d + 4);
                    }
                    for (int k = 0; k < length + 2 * reach && x >= 0; k++) {
                        out[x >>> 6] |= 1L << x;
                        x = board.step(x, d);
                    }
                }
            }
        }
        return out;
    }

    /**
     * §5.3.3: the defender's searches after each threat of the path; {@code goalLines} (the squares
     * of the goal's rows) are goals of every one of them. A search that runs out of budget counts as
     * a refutation. The stones her fours could put down after a three stay hers in the later
     * searches (a superset of what her interjections reach: conservative).
     */
    private boolean refutedByDefence(int[] path, long[] goalLines) {
        long[] s = initialState();
        long[] interjected = new long[words]; // every stone her fours after earlier category-2 threats could put down
        for (int i = 0; i < path.length; i++) {
            int f = path[i];
            int category = threats.kind(f).category();
            // the position after the attacker's stone, before the reply
            long[] a = new long[words];
            long[] d = new long[words];
            int g = threats.gain(f);
            for (int w = 0; w < words; w++) {
                a[w] = s[ATTACKER * words + w] | (w == g >>> 6 ? 1L << g : 0);
                d[w] = (s[DEFENDER * words + w] | interjected[w]) & ~a[w];
            }
            if (category > 0) {
                long[] goals = goalLines.clone();
                long[] extensionGoals = rule == GomokuRule.STANDARD && options.contains(Option.EXTENSION_SQUARES)
                        ? new long[words] : null;
                for (int j = i; j < path.length; j++) {
                    for (int sq : threats.line(path[j])) {
                        goals[sq >>> 6] |= 1L << sq;
                    }
                    if (extensionGoals != null) {
                        for (int sq : threats.extensions(path[j])) {
                            extensionGoals[sq >>> 6] |= 1L << sq;
                        }
                    }
                }
                GomokuThreatSpace her = new GomokuThreatSpace(threats, d, a, GomokuRule.FREESTYLE, goals, extensionGoals,
                        false, category - 1, budget);
                her.startThreats = startThreats(category - 1);
                her.startStones = defender;
                her.candidateBits = candidateBits(); // all clear between calls: one array serves every search
                DbResult r = new DbSearch(her, budget, true).run();
                searches++;
                searchNodes += r.nodeCount();
                // the lines of every operator of every node's path: each of them is the key of a
                // dependency node (a combination's path is its parts' operators), so the keys do
                for (DbNode n : r.nodes()) {
                    if (n.key() >= 0) {
                        for (int sq : threats.line(n.key())) {
                            defenceSquares[sq >>> 6] |= 1L << sq;
                        }
                    }
                }
                if (r.found() || r.outOfBudget()) {
                    return true;
                }
                boolean interjections = options.contains(Option.INTERJECTED_FOURS);
                if (interjections && category == 2) {
                    for (DbNode n : r.nodes()) {
                        for (int w = 0; w < words; w++) {
                            interjected[w] |= n.stateWord(ATTACKER * words + w) & ~d[w]; // her stones in that search
                        }
                    }
                } else if (interjections && fiveWith(a, d, interjected)) {
                    return true;
                }
            }
            ops.apply(s, f);
        }
        return false;
    }

    /** Whether the defender, her stones {@code d} and every interjected one, could make a five now. */
    private boolean fiveWith(long[] a, long[] d, long[] interjected) {
        long[] hers = new long[words];
        boolean any = false;
        for (int w = 0; w < words; w++) {
            hers[w] = (d[w] | interjected[w]) & ~a[w];
            any |= interjected[w] != 0;
        }
        if (!any) {
            return false;
        }
        for (int w = 0; w < words; w++) {
            for (long m = hers[w]; m != 0; m &= m - 1) {
                for (int f : threats.pendingThrough(64 * w + Long.numberOfTrailingZeros(m))) {
                    if (threats.kind(f) == GomokuThreats.Kind.FIVE && threats.applies(f, hers, a, GomokuRule.FREESTYLE)) {
                        return true; // a five's line holds four of her stones: one of them is on it
                    }
                }
            }
        }
        return false;
    }
}
