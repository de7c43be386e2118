package zugzwang.games.connect4.rules;

import java.util.Arrays;

import zugzwang.games.connect4.Board;

/**
 * One application of a {@link Rule} in a position (the thesis' "solution", §9.2): the kind, the
 * squares it uses, and the groups it solves.
 *
 * <p>The squares are kept as masks by the part they play, for {@link Compatibility}:
 * <ul>
 *   <li>{@link #squares}: every square the rule uses (its claim on the board);</li>
 *   <li>{@link #claimevens}: squares of Claimeven parts (both squares of each pair) &mdash; for a
 *       Baseclaim the playable square under the even square and that even square;</li>
 *   <li>{@link #verticals}: squares of Vertical parts (for a Lowinverse its two column pairs);</li>
 *   <li>{@link #specials}: a Specialbefore's two playable squares, which never count as equal to
 *       another rule's squares (§7.4 N.B. ii).</li>
 * </ul>
 * {@link #shown} lists the squares in the order the thesis prints them ("Before a1 a2 b1 b2 c2 c3
 * d2 d3": for each empty square of the Before group, its pair).
 */
public final class RuleInstance {
    private final Board board;
    private final Rule kind;
    private final long[] shown;
    private final long squares;
    private final long claimevens;
    private final long verticals;
    private final long specials;
    private final long group;
    private final int columns;
    long[] solved;

    RuleInstance(Board board, Rule kind, long[] shown, long claimevens, long verticals, long specials,
                 long group, long[] solved) {
        this.board = board;
        this.kind = kind;
        this.shown = shown;
        long all = 0;
        for (long s : shown) {
            all |= s;
        }
        this.squares = all;
        this.claimevens = claimevens;
        this.verticals = verticals;
        this.specials = specials;
        this.group = group;
        this.solved = solved;
        int cols = 0;
        for (long x = all; x != 0; x &= x - 1) { // visit each set bit: x & (x-1) drops the lowest
            cols |= 1 << board.columnOf(Long.lowestOneBit(x));
        }
        this.columns = cols;
    }

    /** The columns the rule uses, as a bit set (bit c for column c). */
    public int columns() {
        return columns;
    }

    public Rule kind() {
        return kind;
    }

    /** Every square the rule uses. */
    public long squares() {
        return squares;
    }

    /** Squares of the Claimeven parts. */
    public long claimevens() {
        return claimevens;
    }

    /** Squares of the Vertical parts. */
    public long verticals() {
        return verticals;
    }

    /** A Specialbefore's two playable squares (0 for the other rules). */
    public long specials() {
        return specials;
    }

    /** The controller's group of an Aftereven, Before or Specialbefore (0 otherwise). */
    public long group() {
        return group;
    }

    /** The squares in the thesis' printing order. */
    public long[] shownSquares() {
        return shown.clone();
    }

    /** The solved groups as a bitset over {@link Group#all} indices (a copy). */
    public long[] solvedGroups() {
        return solved.clone();
    }

    /** Whether the rule solves group number {@code index} of {@link Group#all}. */
    public boolean solves(int index) {
        return (solved[index >>> 6] >>> (index & 63) & 1) != 0;
    }

    /** The rule in the thesis' form, e.g. "Claimeven a5 a6", "Before a1 a2 b1 b2 c2 c3 d2 d3". */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(kind.thesisName());
        for (long s : shown) {
            sb.append(' ').append(Square.name(board, s));
        }
        return sb.toString();
    }

    /** One plain-language sentence: how the controller carries the rule out. */
    public String plan(String controller, String opponent) {
        String t = toString();
        switch (kind) {
            case CLAIMEVEN:
                return t + ": whenever " + opponent + " plays " + n(0) + ", " + controller + " answers "
                        + n(1) + " (" + controller + " never plays " + n(0) + " himself).";
            case BASEINVERSE:
                return t + ": whenever " + opponent + " plays one of " + n(0) + " and " + n(1) + ", "
                        + controller + " answers with the other.";
            case VERTICAL:
                return t + ": whenever " + opponent + " plays " + n(0) + ", " + controller + " answers " + n(1)
                        + ".";
            case AFTEREVEN:
                return t + ": " + controller + " claims the even squares of " + Group.name(board, group)
                        + " (answering each move below them directly above), so that group is completed"
                        + " before " + opponent + " can use any square above it in at least one of its columns.";
            case LOWINVERSE:
                return t + ": " + controller + " never plays " + n(0) + " or " + n(2) + " first; when "
                        + opponent + " plays one of them, " + controller + " answers directly above it and"
                        + " treats the other column's pair as a Vertical.";
            case HIGHINVERSE:
                return t + ": " + controller + " waits for " + opponent + " to enter column "
                        + n(0).charAt(0) + " or " + n(3).charAt(0) + ", answers directly above, then"
                        + " claims the even square of the other column (Claimeven) and answers the remaining"
                        + " square of the first column like a Vertical.";
            case BASECLAIM:
                return t + ": if " + opponent + " plays " + n(0) + ", " + controller + " answers " + n(3)
                        + " and then claims " + n(2) + " above " + n(1) + "; if " + opponent + " plays "
                        + n(1) + " or " + n(3) + ", " + controller + " answers with the other of the two and"
                        + " then takes one of " + n(0) + " and " + n(2) + ".";
            case BEFORE:
                return t + ": for each pair, whenever " + opponent + " plays the lower square " + controller
                        + " answers the upper one (Claimeven pairs: " + controller + " gets the even square),"
                        + " so " + Group.name(board, group) + " is completed before " + opponent
                        + " owns all the squares above it.";
            case SPECIALBEFORE:
                long extra = shown[shown.length - 1];
                return t + ": like a Before on " + Group.name(board, group) + ", except that the playable "
                        + "square " + Square.name(board, specials & ~extra) + " and the extra square "
                        + Square.name(board, extra) + " form a pair: whenever "
                        + opponent + " plays one, " + controller + " answers the other.";
            default:
                return t;
        }
    }

    private String n(int i) {
        return Square.name(board, shown[i]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleInstance r && r.kind == kind && Arrays.equals(r.shown, shown);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Arrays.hashCode(shown);
    }
}
