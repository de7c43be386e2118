package zugzwang.games.connect4.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import zugzwang.games.connect4.Board;

/**
 * Finds every instance of the nine rules of ch. 6 that solves at least one problem (the thesis'
 * "solutions", §9.2). The caller says who controls the zugzwang ({@code controller} stones), whose
 * groups are to be refuted ({@code opponent} stones), which empty squares the rules may use
 * ({@code allowed}; the whole board for Black, the board without the odd-threat column for White,
 * §8.2) and which groups are problems (a bitset over {@link Group#all}).
 *
 * <p>Squares are single bits; "the square above s" is {@code s << 1} and "below" {@code s >>> 1}
 * because a column's cells are consecutive bits, row 0 lowest. Odd/even follow the thesis (1-based
 * rows): a square is even iff its bit row is odd.
 *
 * <p>Where the implementation reads the thesis more narrowly (always in the safe direction) it says
 * so at the rule: Afterevens, Befores and Specialbefores use non-vertical groups only; a
 * Specialbefore's extra square lies in a column without an empty square of its group.
 */
public final class RuleFinder {
    private final Board board;
    private final long[] groups;
    private final int words;
    private final long topRow;

    public RuleFinder(Board board) {
        this.board = board;
        this.groups = Group.all(board);
        this.words = Group.words(groups.length);
        long top = 0;
        for (int c = 0; c < board.width(); c++) {
            top |= board.cell(c, board.height() - 1);
        }
        this.topRow = top;
    }

    public Board board() {
        return board;
    }

    /**
     * Every rule instance that solves at least one problem; each instance's solved set is cut down
     * to the problems. Instances with the same kind and squares are merged.
     */
    public List<RuleInstance> find(long controller, long opponent, long allowed, long[] problems) {
        long mask = controller | opponent;
        long empty = board.cellMask() & ~mask;
        allowed &= empty;
        long playable = board.playable(mask) & allowed;
        Map<RuleInstance, RuleInstance> out = new LinkedHashMap<>();
        Ctx ctx = new Ctx(problems, out);

        // Claimeven (§6.1): lower odd, upper even, both empty; solves groups holding the upper.
        // Vertical (§6.3): lower even, upper odd, both empty; solves groups holding both.
        for (long x = allowed; x != 0; x &= x - 1) {
            long u = Long.lowestOneBit(x);
            int row = board.rowOf(u);
            if (row == 0 || (allowed & (u >>> 1)) == 0) {
                continue;
            }
            long l = u >>> 1;
            if ((row & 1) == 1) {
                ctx.addNeed(Rule.CLAIMEVEN, new long[] {l, u}, l | u, 0, 0, 0, new long[] {u});
            } else {
                ctx.addNeed(Rule.VERTICAL, new long[] {l, u}, 0, l | u, 0, 0, new long[] {l | u});
            }
        }

        long[] play = bits(playable);
        // Baseinverse (§6.2): two directly playable squares; solves groups holding both.
        for (int i = 0; i < play.length; i++) {
            for (int j = i + 1; j < play.length; j++) {
                long p = play[i] | play[j];
                ctx.addNeed(Rule.BASEINVERSE, new long[] {play[i], play[j]}, 0, 0, 0, 0, new long[] {p});
            }
        }

        // Lowinverse (§6.5): two columns, an empty (lower, upper) pair in each with the upper odd.
        List<long[]> pairs = new ArrayList<>();
        List<long[]> triples = new ArrayList<>();
        for (long x = allowed; x != 0; x &= x - 1) {
            long u = Long.lowestOneBit(x);
            int row = board.rowOf(u);
            if (row >= 2 && (row & 1) == 0 && (allowed & (u >>> 1)) != 0) {
                pairs.add(new long[] {u >>> 1, u});
            }
            if (row >= 3 && (row & 1) == 1 && (allowed & (u >>> 1)) != 0 && (allowed & (u >>> 2)) != 0) {
                triples.add(new long[] {u >>> 2, u >>> 1, u});
            }
        }
        for (int i = 0; i < pairs.size(); i++) {
            for (int j = i + 1; j < pairs.size(); j++) {
                long[] a = pairs.get(i);
                long[] b = pairs.get(j);
                if (board.columnOf(a[0]) == board.columnOf(b[0])) {
                    continue;
                }
                long sq = a[0] | a[1] | b[0] | b[1];
                ctx.addNeed(Rule.LOWINVERSE, new long[] {a[0], a[1], b[0], b[1]}, 0, sq, 0, 0,
                        new long[] {a[1] | b[1], a[0] | a[1], b[0] | b[1]});
            }
        }
        // Highinverse (§6.6): two columns, an empty (lower, middle, upper) triple in each, upper even.
        for (int i = 0; i < triples.size(); i++) {
            for (int j = i + 1; j < triples.size(); j++) {
                long[] a = triples.get(i);
                long[] b = triples.get(j);
                if (board.columnOf(a[0]) == board.columnOf(b[0])) {
                    continue;
                }
                List<Long> need = new ArrayList<>(List.of(a[2] | b[2], a[1] | b[1], a[1] | a[2], b[1] | b[2]));
                if ((playable & a[0]) != 0) {
                    need.add(a[0] | b[2]);
                }
                if ((playable & b[0]) != 0) {
                    need.add(b[0] | a[2]);
                }
                ctx.addNeed(Rule.HIGHINVERSE, new long[] {a[0], a[1], a[2], b[0], b[1], b[2]}, 0, 0, 0, 0,
                        toArray(need));
            }
        }

        // Baseclaim (§6.7): playable p1, p2, p3 and the even square q above p2; solves groups
        // holding p1 and q, and groups holding p2 and p3. Printed "Baseclaim p1 p2 q p3".
        for (long p2 : play) {
            long q = p2 << 1;
            if ((board.rowOf(p2) & 1) != 0 || (allowed & q) == 0) {
                continue; // p2 must be odd so that q is even; q must be on the board and usable
            }
            for (long p1 : play) {
                for (long p3 : play) {
                    if (p1 == p2 || p3 == p2 || p1 == p3) {
                        continue;
                    }
                    ctx.addNeed(Rule.BASECLAIM, new long[] {p1, p2, q, p3}, p2 | q, 0, 0, 0,
                            new long[] {p1 | q, p2 | p3});
                }
            }
        }

        // Aftereven, Before, Specialbefore (§6.4, 6.8, 6.9): controller groups.
        for (long g : groups) {
            if ((g & opponent) != 0 || Group.isVertical(board, g)) {
                continue; // not the controller's, or vertical (not used, see class comment)
            }
            long e = g & ~mask;
            if (e == 0 || (e & ~allowed) != 0) {
                continue;
            }
            long[] es = bits(e);
            afterEven(ctx, g, es, allowed);
            if ((e & topRow) == 0) {
                before(ctx, g, es, allowed);
                specialBefore(ctx, g, es, allowed, playable);
            }
        }
        return new ArrayList<>(out.values());
    }

    /** Aftereven: every empty square of g even with an empty square below (a Claimeven each). */
    private void afterEven(Ctx ctx, long g, long[] es, long allowed) {
        long ce = 0;
        long[] shown = new long[2 * es.length];
        long[] need = new long[es.length];
        for (int i = 0; i < es.length; i++) {
            long s = es[i];
            if ((board.rowOf(s) & 1) == 0 || (allowed & (s >>> 1)) == 0) {
                return;
            }
            ce |= s | s >>> 1;
            shown[2 * i] = s >>> 1;
            shown[2 * i + 1] = s;
            need[i] = s;
        }
        // above[i]: the squares of es[i]'s column strictly above es[i]. For a single bit s,
        // -(s << 1) sets s<<1 and every higher bit; masked to the column that is "above s".
        long[] above = new long[es.length];
        for (int i = 0; i < es.length; i++) {
            above[i] = -(es[i] << 1) & board.columnMask(board.columnOf(es[i]));
        }
        long[] solved = ctx.solvedBy(need);
        for (int k = 0; k < groups.length; k++) {
            long h = groups[k];
            boolean all = true;
            for (long a : above) {
                if ((h & a) == 0) {
                    all = false;
                    break;
                }
            }
            if (all) {
                solved[k >>> 6] |= 1L << (k & 63);
            }
        }
        ctx.add(Rule.AFTEREVEN, shown, ce, 0, 0, g, solved);
    }

    /**
     * Before: each empty square s of g as a Vertical (s, above s) or, when s is even with an empty
     * square below, a Claimeven (below s, s); all-Claimeven choices are Afterevens and skipped.
     */
    private void before(Ctx ctx, long g, long[] es, long allowed) {
        int n = es.length;
        long succ = 0;
        for (long s : es) {
            if ((allowed & (s << 1)) == 0) {
                return;
            }
            succ |= s << 1;
        }
        for (int choice = 0; choice < (1 << n); choice++) { // bit i set: Claimeven for es[i]
            if (choice == (1 << n) - 1 && allCanClaim(es, allowed)) {
                continue;
            }
            long[] shown = new long[2 * n];
            long[] need = new long[n + 1];
            long ce = 0;
            long ve = 0;
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                long s = es[i];
                if ((choice >>> i & 1) != 0) {
                    if ((board.rowOf(s) & 1) == 0 || (allowed & (s >>> 1)) == 0) {
                        ok = false;
                        break;
                    }
                    shown[2 * i] = s >>> 1;
                    shown[2 * i + 1] = s;
                    ce |= s | s >>> 1;
                    need[i] = s;
                } else {
                    shown[2 * i] = s;
                    shown[2 * i + 1] = s << 1;
                    ve |= s | s << 1;
                    need[i] = s | s << 1;
                }
            }
            if (!ok) {
                continue;
            }
            need[n] = succ;
            ctx.add(Rule.BEFORE, shown, ce, ve, 0, g, ctx.solvedBy(need));
        }
    }

    private boolean allCanClaim(long[] es, long allowed) {
        for (long s : es) {
            if ((board.rowOf(s) & 1) == 0 || (allowed & (s >>> 1)) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Specialbefore: as a Before, but one playable empty square p of g is paired with a playable
     * square x in another column (no empty square of g in it): the controller answers p with x and
     * x with p. Printed: the pairs of the other empty squares with p alone in its place, x last.
     */
    private void specialBefore(Ctx ctx, long g, long[] es, long allowed, long playable) {
        int n = es.length;
        long succ = 0;
        int gcols = 0;
        for (long s : es) {
            if ((allowed & (s << 1)) == 0) {
                return;
            }
            succ |= s << 1;
            gcols |= 1 << board.columnOf(s);
        }
        for (int pi = 0; pi < n; pi++) {
            long p = es[pi];
            if ((playable & p) == 0) {
                continue;
            }
            for (long xs = playable; xs != 0; xs &= xs - 1) {
                long x = Long.lowestOneBit(xs);
                if ((gcols >>> board.columnOf(x) & 1) != 0) {
                    continue;
                }
                for (int choice = 0; choice < (1 << n); choice++) {
                    if ((choice >>> pi & 1) != 0) {
                        continue; // p itself takes no Claimeven or Vertical
                    }
                    long[] shown = new long[2 * (n - 1) + 2];
                    long[] need = new long[n + 1];
                    int k = 0;
                    long ce = 0;
                    long ve = 0;
                    boolean ok = true;
                    for (int i = 0; i < n; i++) {
                        long s = es[i];
                        if (i == pi) {
                            shown[k++] = s;
                            need[i] = p | x;
                        } else if ((choice >>> i & 1) != 0) {
                            if ((board.rowOf(s) & 1) == 0 || (allowed & (s >>> 1)) == 0) {
                                ok = false;
                                break;
                            }
                            shown[k++] = s >>> 1;
                            shown[k++] = s;
                            ce |= s | s >>> 1;
                            need[i] = s;
                        } else {
                            shown[k++] = s;
                            shown[k++] = s << 1;
                            ve |= s | s << 1;
                            need[i] = s | s << 1;
                        }
                    }
                    if (!ok) {
                        continue;
                    }
                    shown[k] = x;
                    need[n] = succ | x;
                    ctx.add(Rule.SPECIALBEFORE, shown, ce, ve, p | x, g, ctx.solvedBy(need));
                }
            }
        }
    }

    private static long[] bits(long x) {
        long[] r = new long[Long.bitCount(x)];
        for (int i = 0; x != 0; x &= x - 1) {
            r[i++] = Long.lowestOneBit(x);
        }
        return r;
    }

    private static long[] toArray(List<Long> l) {
        long[] r = new long[l.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = l.get(i);
        }
        return r;
    }

    /** Shared state of one {@link #find} call. */
    private final class Ctx {
        final long[] problems;
        final Map<RuleInstance, RuleInstance> out;

        Ctx(long[] problems, Map<RuleInstance, RuleInstance> out) {
            this.problems = problems;
            this.out = out;
        }

        /** Groups (all, not only problems) containing every square of one of the {@code need} masks. */
        long[] solvedBy(long[] need) {
            long[] r = new long[words];
            for (int k = 0; k < groups.length; k++) {
                long g = groups[k];
                for (long m : need) {
                    if ((g & m) == m) {
                        r[k >>> 6] |= 1L << (k & 63);
                        break;
                    }
                }
            }
            return r;
        }

        /** Adds a rule solving the groups that contain all squares of one of the {@code need} masks. */
        void addNeed(Rule kind, long[] shown, long ce, long ve, long sp, long group, long[] need) {
            add(kind, shown, ce, ve, sp, group, solvedBy(need));
        }

        /** Adds a rule with its solved groups, if it solves a problem; merges equal instances. */
        void add(Rule kind, long[] shown, long ce, long ve, long sp, long group, long[] solved) {
            boolean any = false;
            for (int w = 0; w < words; w++) {
                solved[w] &= problems[w];
                any |= solved[w] != 0;
            }
            if (!any) {
                return;
            }
            RuleInstance r = new RuleInstance(board, kind, shown, ce, ve, sp, group, solved);
            RuleInstance old = out.putIfAbsent(r, r);
            if (old != null) {
                for (int w = 0; w < words; w++) {
                    old.solved[w] |= solved[w];
                }
            }
        }
    }
}
