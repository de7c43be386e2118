package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import zugzwang.core.dbsearch.OperatorTable;

/**
 * The threats of go-moku as Allis' operators (1994, §5.3.2), for one board: every application of
 * the six operators, each a threat the attacker can make on one line of 5, 6 or 7 squares with its
 * gain (the attacker's square), its cost (the defender's reply, played at once: 0 to 3 squares) and
 * its rest (squares that must be empty and stay so). With s1 … s7 the squares of the line in
 * increasing order (Allis' order: the outer squares are the least and the greatest):
 *
 * <pre>
 * kind            line  attacker before   empty before        gain  cost          rest    per line
 * FIVE            G5    4 of the 5        the fifth           it    -             -       5
 * STRAIGHT_FOUR   G6    3 of s2..s5       s1, the 4th, s6     4th   -             s1, s6  4
 * FOUR            G5    3 of the 5        the other two       one   the other     -       20
 * BROKEN_THREE    G6    2 of s2..s5       s1, s6, 2 inner     one   s1, s6, gap   -       6
 * THREE_2         G7    2 of s3..s5       s1, s2, s6, s7, 1   it    s2, s6        s1, s7  3
 * THREE_3         G6    2 of s2..s5       s1, s6, 2 inner     one   s1, end, s6   -       6
 * </pre>
 *
 * A broken three leaves a gap among s2..s5 that is neither end (s2, s5); a three with three replies
 * leaves an end of s2..s5 empty (its stones consecutive). On 15×15: 3,076 operators (line and kind),
 * 23,596 applications (§5.3.2). Categories: 0 the five, 1 the (straight) four, 2 the threes.
 *
 * <p>Under the standard rule a threat counts only if the squares extending its line at either end
 * (at most two) hold no attacker stone (§5.3.5): {@link #extensions} lists them.
 */
public final class GomokuThreats {
    /** The kinds of threat, in Allis' order. */
    public enum Kind {
        FIVE(5, 0), STRAIGHT_FOUR(6, 1), FOUR(5, 1), BROKEN_THREE(6, 2), THREE_2(7, 2), THREE_3(6, 2);

        private final int length;
        private final int category;

        Kind(int length, int category) {
            this.length = length;
            this.category = category;
        }

        /** The squares of its line: 5, 6 or 7. */
        public int length() {
            return length;
        }

        /** Its category (§5.3.3): it wins in this many moves; 0 for a five. */
        public int category() {
            return category;
        }
    }

    private static final Map<GomokuBoard, GomokuThreats> TABLES = new ConcurrentHashMap<>();

    private final GomokuBoard board;
    private final int count;
    private final int operators;
    private final Kind[] kind;
    private final int[][] line;
    private final int[] gain;
    private final int[][] cost;
    private final int[][] attackerBefore;
    private final int[][] emptyBefore;
    private final int[][] extensions;
    private volatile OperatorTable table;
    private final int[][] fives;
    /** through[s]: the applications whose line holds square s. */
    private final int[][] through;
    /** The fives and straight fours among them. */
    private final int[][] pendingThrough;
    /**
     * anchored[s]: the applications whose first attacker square ({@link #attackerBefore}[0]) is s —
     * each application under one square, so the ones that can apply in a position are among those
     * anchored at the attacker's stones (a threat needs at least two of them on its line).
     */
    private final int[][] anchored;
    /**
     * anchoredUpTo[c][s]: those of anchored[s] of category c or less (c = 0, 1; 2 is all of
     * them): a defender's search of §5.3.3 may use fives, or fives and fours, only, and most
     * applications at a stone are threes.
     */
    private final int[][][] anchoredUpTo;
    /** anchoredGroupsUpTo[c][s]: anchoredUpTo[c][s] by direction ({@link #anchoredGroupsAt}). */
    private final PendingGroup[][][] anchoredGroupsUpTo;
    /** withStoneUpTo[c][s] (c = 0, 1): the applications of category c or less with a stone on s, by direction ({@link #withStoneAt}). */
    private final PendingGroup[][][] withStoneUpTo;
    /** usableUpTo[c]: a bit per application of category c or less ({@link #usableUpTo}). */
    private final long[][] usableUpTo;
    /** The fives and straight fours among them. */
    private final int[][] pendingAnchored;
    /** pendingAnchored[s] in groups by direction ({@link #pendingGroupsAt}). */
    private final PendingGroup[][] pendingGroups;
    /** The fives and straight fours with a stone on each square, by direction ({@link #pendingGroupsThrough}). */
    private final PendingGroup[][] pendingGroupsThrough;
    /**
     * {@link #attackerBefore} and {@link #emptyBefore} as bits of the board's words, for
     * {@link #holds}: the lowest word a threat's squares touch and the bits there and in the next
     * word (a line of up to 7 squares spans at most two words of 64 on boards up to 15 wide;
     * {@code spread[f]}: more, as on 19×19, where the square lists are read instead).
     */
    private final int[] stoneWord;
    private final long[] stoneLo;
    private final long[] stoneHi;
    private final int[] emptyWord;
    private final long[] emptyLo;
    private final long[] emptyHi;
    private final boolean[] spread;
    /** covering[f] for a three with three replies: the threes with two replies that make the same stones on a longer line. */
    private final int[][] covering;
    /**
     * Bit t of words {@code s * words .. s * words + words - 1}: square t ≠ s lies with s among the
     * attacker's squares of some threat, or in some line of five — the squares a stone on s can
     * make a threat or a five (or a straight four) with ({@link #together}).
     */
    private final long[] companions;

    private GomokuThreats(GomokuBoard board) {
        this.board = board;
        List<Object[]> all = new ArrayList<>();
        int ops = 0;
        for (Kind k : Kind.values()) {
            for (int[] l : board.lines(k.length())) {
                ops++;
                int[] ext = extensionsOf(l);
                for (int[] use : uses(k, l)) {
                    all.add(new Object[] {k, l, use, ext});
                }
            }
        }
        this.operators = ops;
        this.fives = board.lines(5).toArray(new int[0][]);
        this.count = all.size();
        kind = new Kind[count];
        line = new int[count][];
        gain = new int[count];
        cost = new int[count][];
        attackerBefore = new int[count][];
        emptyBefore = new int[count][];
        extensions = new int[count][];
        for (int f = 0; f < count; f++) {
            Object[] o = all.get(f);
            kind[f] = (Kind) o[0];
            line[f] = (int[]) o[1];
            int[] use = (int[]) o[2];
            extensions[f] = (int[]) o[3];
            // use: gain, then the number of cost squares and the squares, then the attacker's squares
            gain[f] = use[0];
            int nc = use[1];
            cost[f] = java.util.Arrays.copyOfRange(use, 2, 2 + nc);
            attackerBefore[f] = java.util.Arrays.copyOfRange(use, 2 + nc, use.length);
            List<Integer> empty = new ArrayList<>();
            for (int s : line[f]) {
                if (!contains(attackerBefore[f], s)) {
                    empty.add(s);
                }
            }
            emptyBefore[f] = empty.stream().mapToInt(Integer::intValue).toArray();
        }
        stoneWord = new int[count];
        stoneLo = new long[count];
        stoneHi = new long[count];
        emptyWord = new int[count];
        emptyLo = new long[count];
        emptyHi = new long[count];
        spread = new boolean[count];
        for (int f = 0; f < count; f++) {
            spread[f] = !twoWords(attackerBefore[f], f, stoneWord, stoneLo, stoneHi)
                    | !twoWords(emptyBefore[f], f, emptyWord, emptyLo, emptyHi);
        }
        List<List<Integer>> on = new ArrayList<>();
        for (int s = 0; s < board.squares(); s++) {
            on.add(new ArrayList<>());
        }
        for (int f = 0; f < count; f++) {
            for (int s : line[f]) {
                on.get(s).add(f);
            }
        }
        through = new int[board.squares()][];
        for (int s = 0; s < board.squares(); s++) {
            through[s] = on.get(s).stream().mapToInt(Integer::intValue).toArray();
        }
        pendingThrough = new int[board.squares()][];
        for (int s = 0; s < board.squares(); s++) {
            pendingThrough[s] = java.util.Arrays.stream(through[s])
                    .filter(f -> kind[f] == Kind.FIVE || kind[f] == Kind.STRAIGHT_FOUR).toArray();
        }
        List<List<Integer>> at = new ArrayList<>();
        for (int s = 0; s < board.squares(); s++) {
            at.add(new ArrayList<>());
        }
        for (int f = 0; f < count; f++) {
            at.get(attackerBefore[f][0]).add(f);
        }
        anchored = new int[board.squares()][];
        pendingAnchored = new int[board.squares()][];
        for (int s = 0; s < board.squares(); s++) {
            anchored[s] = at.get(s).stream().mapToInt(Integer::intValue).toArray();
            pendingAnchored[s] = java.util.Arrays.stream(anchored[s])
                    .filter(f -> kind[f] == Kind.FIVE || kind[f] == Kind.STRAIGHT_FOUR).toArray();
        }
        // only categories 0 and 1: the defence searches that use them are never of category 2
        withStoneUpTo = new PendingGroup[2][][];
        for (int c = 0; c < 2; c++) {
            List<List<Integer>> with = new ArrayList<>();
            for (int sq = 0; sq < board.squares(); sq++) {
                with.add(new ArrayList<>());
            }
            for (int f = 0; f < count; f++) {
                if (kind[f].category() <= c) {
                    for (int sq : attackerBefore[f]) {
                        with.get(sq).add(f);
                    }
                }
            }
            withStoneUpTo[c] = new PendingGroup[board.squares()][];
            for (int sq = 0; sq < board.squares(); sq++) {
                withStoneUpTo[c][sq] = groups(sq, with.get(sq).stream().mapToInt(Integer::intValue).toArray(), line,
                        attackerBefore);
            }
        }
        anchoredUpTo = new int[3][][];
        anchoredGroupsUpTo = new PendingGroup[3][][];
        usableUpTo = new long[3][];
        for (int c = 0; c < 3; c++) {
            final int most = c;
            anchoredUpTo[c] = new int[board.squares()][];
            for (int s = 0; s < board.squares(); s++) {
                anchoredUpTo[c][s] = c == 2 ? anchored[s]
                        : java.util.Arrays.stream(anchored[s]).filter(f -> kind[f].category() <= most).toArray();
            }
            anchoredGroupsUpTo[c] = new PendingGroup[board.squares()][];
            for (int sq = 0; sq < board.squares(); sq++) {
                anchoredGroupsUpTo[c][sq] = groups(sq, anchoredUpTo[c][sq], line, attackerBefore);
            }
            usableUpTo[c] = new long[(count + 63) >>> 6];
            for (int f = 0; f < count; f++) {
                if (kind[f].category() <= c) {
                    usableUpTo[c][f >>> 6] |= 1L << f;
                }
            }
        }
        pendingGroups = new PendingGroup[board.squares()][];
        pendingGroupsThrough = new PendingGroup[board.squares()][];
        for (int s = 0; s < board.squares(); s++) {
            pendingGroups[s] = groups(s, pendingAnchored[s], line, attackerBefore);
            final int sq = s;
            int[] withStone = java.util.Arrays.stream(pendingThrough[s])
                    .filter(f -> java.util.Arrays.stream(attackerBefore[f]).anyMatch(x -> x == sq)).toArray();
            pendingGroupsThrough[s] = groups(s, withStone, line, attackerBefore);
        }
        covering = new int[count][];
        for (int f = 0; f < count; f++) {
            List<Integer> c = new ArrayList<>();
            if (kind[f] == Kind.THREE_3) {
                for (int t : through[gain[f]]) {
                    if (kind[t] == Kind.THREE_2 && gain[t] == gain[f] && sameSet(attackerBefore[t], attackerBefore[f])
                            && containsAll(line[t], line[f])) {
                        c.add(t);
                    }
                }
            }
            covering[f] = c.stream().mapToInt(Integer::intValue).toArray();
        }
        int words = board.words();
        companions = new long[board.squares() * words];
        List<int[]> groups = new ArrayList<>(java.util.Arrays.asList(attackerBefore));
        groups.addAll(java.util.Arrays.asList(fives)); // a five, and a straight four (four of a five's squares)
        for (int[] g : groups) {
            for (int s : g) {
                for (int t : g) {
                    if (t != s) {
                        companions[s * words + (t >>> 6)] |= 1L << t;
                    }
                }
            }
        }
    }

    /**
     * Whether some square of {@code b}'s stones that {@code a} lacks lies with {@code s} among a
     * threat's attacker squares or in a line of five ({@link #companions}): {@code a} and {@code b}
     * are sets of stones laid out as the board's words, from {@code offset} on (the attacker's
     * block of a db-search state). False means no threat needs s and such a stone at once, and no
     * five or straight four holds both.
     */
    public boolean together(int s, long[] a, long[] b, int offset) {
        int words = board.words();
        int at = s * words;
        for (int w = 0; w < words; w++) {
            if ((companions[at + w] & b[offset + w] & ~a[offset + w]) != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameSet(int[] a, int[] b) {
        return a.length == b.length && containsAll(a, b);
    }

    private static boolean containsAll(int[] a, int[] b) {
        for (int x : b) {
            if (!contains(a, x)) {
                return false;
            }
        }
        return true;
    }

    /** The board's lines of five (Allis' G5), each ascending; shared, read only. */
    public int[][] fives() {
        return fives;
    }

    /** The table of a board (made once per board size). */
    public static GomokuThreats of(GomokuBoard board) {
        return TABLES.computeIfAbsent(board, GomokuThreats::new);
    }

    /** Attribute S(i, x) of §5.3.2: kind x (0 attacker ○, 1 defender ●, 2 empty ·) of square i, one block of words per kind. */
    public int attribute(int kind, int square) {
        return kind * 64 * board.words() + square;
    }

    /**
     * The applications as db-search operators over the attributes S(i, x) ({@link #attribute}):
     * pre = the attacker's squares ○ and the line's other squares ·, del = the gain and the cost ·,
     * add = the gain ○ and the cost ● (the rest stays empty). Made on first use.
     */
    public OperatorTable table() {
        OperatorTable t = table;
        if (t == null) {
            synchronized (this) {
                if (table == null) {
                    OperatorTable.Builder b = OperatorTable.builder(3 * 64 * board.words());
                    for (int f = 0; f < count; f++) {
                        int[] pre = new int[attackerBefore[f].length + emptyBefore[f].length];
                        int n = 0;
                        for (int sq : attackerBefore[f]) {
                            pre[n++] = attribute(0, sq);
                        }
                        for (int sq : emptyBefore[f]) {
                            pre[n++] = attribute(2, sq);
                        }
                        int[] del = new int[1 + cost[f].length];
                        int[] add = new int[1 + cost[f].length];
                        del[0] = attribute(2, gain[f]);
                        add[0] = attribute(0, gain[f]);
                        for (int i = 0; i < cost[f].length; i++) {
                            del[1 + i] = attribute(2, cost[f][i]);
                            add[1 + i] = attribute(1, cost[f][i]);
                        }
                        if (b.add(pre, del, add) != f) {
                            throw new IllegalStateException("operator numbers differ");
                        }
                    }
                    table = b.build();
                }
                t = table;
            }
        }
        return t;
    }

    /** The squares just beyond either end of a line (0, 1 or 2). */
    private int[] extensionsOf(int[] l) {
        int d = direction(l[0], l[1]);
        int before = board.step(l[0], d + 4);
        int after = board.step(l[l.length - 1], d);
        return before >= 0 && after >= 0 ? new int[] {before, after} : before >= 0 ? new int[] {before}
                : after >= 0 ? new int[] {after} : new int[0];
    }

    private int direction(int a, int b) {
        for (int d = 0; d < 4; d++) {
            if (board.step(a, d) == b) {
                return d;
            }
        }
        throw new IllegalStateException("not a line");
    }

    /** Each application of kind k on line l: {gain, #cost, cost..., attacker squares before...}. */
    private static List<int[]> uses(Kind k, int[] l) {
        List<int[]> uses = new ArrayList<>();
        switch (k) {
            case FIVE -> {
                for (int g = 0; g < 5; g++) {
                    uses.add(use(l[g], new int[0], others(l, 0, 5, l[g])));
                }
            }
            case STRAIGHT_FOUR -> {
                for (int g = 1; g <= 4; g++) {
                    uses.add(use(l[g], new int[0], others(l, 1, 5, l[g])));
                }
            }
            case FOUR -> {
                for (int g = 0; g < 5; g++) {
                    for (int c = 0; c < 5; c++) {
                        if (c != g) {
                            uses.add(use(l[g], new int[] {l[c]}, others(l, 0, 5, l[g], l[c])));
                        }
                    }
                }
            }
            case BROKEN_THREE -> {
                // the gap is an inner square of s2..s5 (l[2] or l[3]); the gain any other of s2..s5
                for (int gap = 2; gap <= 3; gap++) {
                    for (int g = 1; g <= 4; g++) {
                        if (g != gap) {
                            uses.add(use(l[g], new int[] {l[0], l[gap], l[5]}, others(l, 1, 5, l[g], l[gap])));
                        }
                    }
                }
            }
            case THREE_2 -> {
                for (int g = 2; g <= 4; g++) {
                    uses.add(use(l[g], new int[] {l[1], l[5]}, others(l, 2, 5, l[g])));
                }
            }
            case THREE_3 -> {
                // the empty end of s2..s5 is l[1] or l[4]; the stones are the other three, the gain one of them
                for (int end : new int[] {1, 4}) {
                    for (int g = 1; g <= 4; g++) {
                        if (g != end) {
                            uses.add(use(l[g], new int[] {l[0], l[end], l[5]}, others(l, 1, 5, l[g], l[end])));
                        }
                    }
                }
            }
            default -> throw new IllegalStateException();
        }
        return uses;
    }

    /** The squares l[from..to) but {@code except}. */
    private static int[] others(int[] l, int from, int to, int... except) {
        List<Integer> out = new ArrayList<>();
        for (int i = from; i < to; i++) {
            if (!contains(except, l[i])) {
                out.add(l[i]);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] use(int gain, int[] cost, int[] attacker) {
        int[] u = new int[2 + cost.length + attacker.length];
        u[0] = gain;
        u[1] = cost.length;
        System.arraycopy(cost, 0, u, 2, cost.length);
        System.arraycopy(attacker, 0, u, 2 + cost.length, attacker.length);
        return u;
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    public GomokuBoard board() {
        return board;
    }

    /** The number of applications (23,596 on 15×15); they are numbered 0 .. size() - 1. */
    public int size() {
        return count;
    }

    /** The number of operators, a kind on a line (3,076 on 15×15). */
    public int operators() {
        return operators;
    }

    public Kind kind(int f) {
        return kind[f];
    }

    /** The squares of the threat's line, increasing. */
    public int[] line(int f) {
        return line[f];
    }

    /** The attacker's square. */
    public int gain(int f) {
        return gain[f];
    }

    /** The defender's reply: every square that counters the threat (empty for a five or a straight four). */
    public int[] cost(int f) {
        return cost[f];
    }

    /** The attacker's stones the threat needs on its line before it is made. */
    public int[] attackerBefore(int f) {
        return attackerBefore[f];
    }

    /** The squares of the line that must be empty before it (the gain, the cost and the rest). */
    public int[] emptyBefore(int f) {
        return emptyBefore[f];
    }

    /**
     * The application {@code f} seen through the board's symmetry {@code t}
     * ({@link GomokuBoard#map(int, int)}): the one of the same kind whose gain, reply squares, line
     * and stones and empty squares before it are f's mapped; -1 where there is none. A threat-space
     * search's answer depends on the frame it searches in (the order it meets the squares in, where
     * its heuristics cut): the strategy export takes a sequence found in another frame back to the
     * position's this way.
     */
    public int map(int f, int t) {
        int g = board.map(gain[f], t);
        for (int h : through[g]) {
            if (kind[h] == kind[f] && gain[h] == g && sameSquares(cost[h], cost[f], t)
                    && sameSquares(line[h], line[f], t) && sameSquares(attackerBefore[h], attackerBefore[f], t)
                    && sameSquares(emptyBefore[h], emptyBefore[f], t)) {
                return h;
            }
        }
        return -1;
    }

    /** Whether {@code mine} holds exactly the squares of {@code theirs} mapped by symmetry t. */
    private boolean sameSquares(int[] mine, int[] theirs, int t) {
        if (mine.length != theirs.length) {
            return false;
        }
        for (int s : theirs) {
            int m = board.map(s, t);
            boolean found = false;
            for (int x : mine) {
                found |= x == m;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** The applications whose line holds {@code square}. */
    public int[] through(int square) {
        return through[square];
    }

    /** The fives and straight fours whose line holds {@code square}. */
    public int[] pendingThrough(int square) {
        return pendingThrough[square];
    }

    /**
     * The applications anchored at {@code square} (their first attacker square is it): over the
     * attacker's stones these hold, once each, every application that can apply.
     */
    public int[] anchoredAt(int square) {
        return anchored[square];
    }

    /** Those of {@link #anchoredAt} of category {@code maxCategory} or less (0 on), ascending. */
    public int[] anchoredAt(int square, int maxCategory) {
        return anchoredUpTo[Math.min(maxCategory, 2)][square];
    }

    /**
     * {@link #anchoredAt(int, int)} in groups by direction, as {@link #pendingGroupsAt}: a group
     * whose other squares hold fewer of the attacker's stones than its {@code need} has none that
     * applies.
     */
    public PendingGroup[] anchoredGroupsAt(int square, int maxCategory) {
        return anchoredGroupsUpTo[Math.min(maxCategory, 2)][square];
    }

    /**
     * The applications of category {@code maxCategory} or less (0 or 1) with a stone on
     * {@code square}, by direction as {@link #pendingGroupsAt}: those a new stone of the side can
     * have made applicable.
     */
    public PendingGroup[] withStoneAt(int square, int maxCategory) {
        return withStoneUpTo[maxCategory][square];
    }

    /** A bit per application of category {@code maxCategory} or less (0 to 2); the table's own, read only. */
    public long[] usableUpTo(int maxCategory) {
        return usableUpTo[maxCategory];
    }

    /**
     * Whether threat f's pre-conditions hold for the side whose stones are the bits of {@code state}
     * from word {@code stonesAt} on, the empty squares from word {@code emptyAt} on (a db-search
     * state's blocks, {@link #attribute}): its attacker squares are that side's, the rest of its
     * line empty. Either side's threats, so the defender's too.
     */
    public boolean holds(long[] state, int stonesAt, int emptyAt, int f) {
        if (spread[f]) {
            for (int sq : attackerBefore[f]) {
                if ((state[stonesAt + (sq >>> 6)] >>> sq & 1) == 0) {
                    return false;
                }
            }
            for (int sq : emptyBefore[f]) {
                if ((state[emptyAt + (sq >>> 6)] >>> sq & 1) == 0) {
                    return false;
                }
            }
            return true;
        }
        // every bit of the masks must be set in the state's words (a high mask of 0 needs no word:
        // the last word of the last block has no next one)
        int w = stonesAt + stoneWord[f];
        long hi = stoneHi[f];
        if ((stoneLo[f] & ~state[w]) != 0 || hi != 0 && (hi & ~state[w + 1]) != 0) {
            return false;
        }
        w = emptyAt + emptyWord[f];
        hi = emptyHi[f];
        return (emptyLo[f] & ~state[w]) == 0 && (hi == 0 || (hi & ~state[w + 1]) == 0);
    }

    /**
     * Sets {@code word[f]}, {@code lo[f]}, {@code hi[f]} to the squares' bits from their lowest word
     * on; false if they reach beyond the next word.
     */
    private static boolean twoWords(int[] squares, int f, int[] word, long[] lo, long[] hi) {
        if (squares.length == 0) {
            return true;
        }
        int first = Integer.MAX_VALUE;
        for (int sq : squares) {
            first = Math.min(first, sq >>> 6);
        }
        word[f] = first;
        for (int sq : squares) {
            int w = (sq >>> 6) - first;
            if (w > 1) {
                return false;
            }
            if (w == 0) {
                lo[f] |= 1L << sq;
            } else {
                hi[f] |= 1L << sq;
            }
        }
        return true;
    }

    /**
     * The fives and straight fours anchored at {@code square}: the list {@link #pendingGroupsAt}
     * groups (the search reads the groups; tests check them against it).
     */
    public int[] pendingAnchoredAt(int square) {
        return pendingAnchored[square];
    }

    /**
     * The fives and straight fours anchored at a square, those of one direction: {@code others}
     * (a bitboard) holds every square besides the anchor that one of them needs as the side's
     * stone, and each needs at least {@code need} of them. Where fewer of the side's stones lie
     * there, none of the group can hold: one count instead of a test per threat (a threat-space
     * search asks for the defender's fours and threes at nearly every merge, and most of her
     * stones have no partner on their lines). The arrays are the table's own: read, never change.
     */
    public record PendingGroup(int[] threats, long[] others, int need) {
    }

    /**
     * {@code threats} (each with a stone on {@code s}) by direction, the step between their line's
     * first two squares, each group with the squares besides s its members need as stones and how
     * many each needs at least.
     */
    private PendingGroup[] groups(int s, int[] threats, int[][] line, int[][] stones) {
        java.util.Map<Integer, List<Integer>> byStep = new java.util.TreeMap<>();
        for (int f : threats) {
            byStep.computeIfAbsent(line[f][1] - line[f][0], k -> new ArrayList<>()).add(f);
        }
        List<PendingGroup> groups = new ArrayList<>();
        for (List<Integer> g : byStep.values()) {
            long[] others = new long[board.words()];
            int need = Integer.MAX_VALUE;
            for (int f : g) {
                for (int sq : stones[f]) {
                    if (sq != s) {
                        others[sq >>> 6] |= 1L << sq;
                    }
                }
                need = Math.min(need, stones[f].length - 1);
            }
            groups.add(new PendingGroup(g.stream().mapToInt(Integer::intValue).toArray(), others, need));
        }
        return groups.toArray(new PendingGroup[0]);
    }

    /**
     * The fives and straight fours with a stone on {@code square} (anchored there or not), by
     * direction, as {@link #pendingGroupsAt}: those a new stone of the side can have made.
     */
    public PendingGroup[] pendingGroupsThrough(int square) {
        return pendingGroupsThrough[square];
    }

    /** {@link #pendingAnchoredAt} by direction, with what each group needs (see {@link PendingGroup}). */
    public PendingGroup[] pendingGroupsAt(int square) {
        return pendingGroups[square];
    }

    /**
     * For a three with three replies: the threes with two replies that make the same stones with
     * the same gain on a line of seven holding its line (Allis' restricted threes apply it only
     * where none of them does); empty for other kinds.
     */
    public int[] covering(int f) {
        return covering[f];
    }

    /** The squares extending the line at either end (standard rule: no attacker stone there). */
    public int[] extensions(int f) {
        return extensions[f];
    }

    /**
     * Whether the attacker can make threat {@code f} in the position of these stones: its
     * attacker squares are his, its other squares empty, and under the standard rule no attacker
     * stone extends its line.
     */
    public boolean applies(int f, long[] attacker, long[] defender, GomokuRule rule) {
        for (int s : attackerBefore[f]) {
            if (!has(attacker, s)) {
                return false;
            }
        }
        for (int s : emptyBefore[f]) {
            if (has(attacker, s) || has(defender, s)) {
                return false;
            }
        }
        if (rule == GomokuRule.STANDARD) {
            for (int s : extensions[f]) {
                if (has(attacker, s)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Every threat the attacker can make in the position of these stones, in table order. */
    public List<Integer> applicable(long[] attacker, long[] defender, GomokuRule rule) {
        List<Integer> out = new ArrayList<>();
        for (int f = 0; f < count; f++) {
            if (applies(f, attacker, defender, rule)) {
                out.add(f);
            }
        }
        return out;
    }

    private static boolean has(long[] stones, int s) {
        return (stones[s >>> 6] >>> s & 1) != 0;
    }
}
