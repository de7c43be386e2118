package zugzwang.games.gomoku;

import java.util.List;

/**
 * Both sides' stones and, kept up to date stone by stone, every empty square where a side would
 * win at once — the rules of go-moku and nothing else, for the proof writer and its verifier,
 * which visit every position of a strategy (some 10⁸) and ask at each only "who has a five in one
 * move, and where?".
 *
 * <p>How: every window of five squares in a line (Allis' G5: 572 on 15×15) counts each side's
 * stones in it. A window holding four stones of one side and none of the other has exactly one
 * empty square, and that side's stone there makes five in a row; {@code candidates[p][s]} counts
 * such windows of side p at square s. Placing or removing a stone changes only the at most 20
 * windows through its square. The empty square of a window with four stones is found without a
 * scan: the sum of the window's five square numbers minus the sum of its stones' square numbers.
 *
 * <p>Every such square wins under the free-style rule. Under the standard rule (exactly five) a
 * candidate wins only if the row it completes is not longer than five in some direction: checked
 * on the board when asked ({@link #winSquares}), by counting the side's stones on both sides.
 * Conversely every winning square is a candidate: the five squares of an exact five, before the
 * last stone, are a window with four stones of the side and none of the other.
 *
 * <p><b>Open fours</b> ({@link #openFour}): a move that leaves its side two squares making five
 * and the other side none wins (she can take one square only). Each of the two squares needs a
 * window that held three of the side's stones, none of the other's, and both the move's square and
 * it empty; so such a move lies in two windows with three stones of its side and none of the
 * other's. The windows with three stones are counted per empty square too ({@code threes}), and
 * only squares in two or more of them are tried — in most positions none.
 */
public final class GomokuWinSquares {
    private final GomokuBoard board;
    private final GomokuRule rule;
    private final long[][] stones;
    /** through[s]: the windows containing square s. */
    private final int[][] through;
    /** squareSum[w]: the sum of window w's five square numbers. */
    private final int[] squareSum;
    /** count[p][w]: side p's stones in window w. */
    private final byte[][] count;
    /** stoneSum[w]: the sum of the square numbers of the stones (either side's) in window w. */
    private final int[] stoneSum;
    /** candidates[p][s]: windows where side p has four stones, the other none, and s is the empty one. */
    private final byte[][] candidates;
    /** The squares with candidates[p][s] > 0, as a bitboard per side. */
    private final long[][] candidateBits;
    /** squaresOf[w]: window w's five squares. */
    private final int[][] squaresOf;
    /** threes[p][s]: windows where side p has three stones, the other none, and s is one of the two empty ones. */
    private final byte[][] threes;
    /** The squares with threes[p][s] > 0 (where side p's stone makes a window of four), per side. */
    private final long[][] threeBits;
    /** The squares with threes[p][s] > 1 (where an open four of side p's may be), per side. */
    private final long[][] twoThreeBits;
    private final int[] trial = new int[2];
    private final int[] one = new int[1];

    public GomokuWinSquares(GomokuBoard board, GomokuRule rule) {
        this.board = board;
        this.rule = rule;
        int n = board.squares();
        this.stones = new long[2][board.words()];
        List<int[]> windows = board.lines(5);
        int[] per = new int[n];
        for (int[] w : windows) {
            for (int s : w) {
                per[s]++;
            }
        }
        this.through = new int[n][];
        for (int s = 0; s < n; s++) {
            through[s] = new int[per[s]];
            per[s] = 0;
        }
        this.squareSum = new int[windows.size()];
        this.squaresOf = new int[windows.size()][];
        for (int w = 0; w < windows.size(); w++) {
            squaresOf[w] = windows.get(w).clone();
            for (int s : windows.get(w)) {
                through[s][per[s]++] = w;
                squareSum[w] += s;
            }
        }
        this.count = new byte[2][windows.size()];
        this.stoneSum = new int[windows.size()];
        this.candidates = new byte[2][n];
        this.candidateBits = new long[2][board.words()];
        this.threes = new byte[2][n];
        this.threeBits = new long[2][board.words()];
        this.twoThreeBits = new long[2][board.words()];
    }

    /** The tracker of a position's stones. */
    public static GomokuWinSquares of(GomokuPosition p) {
        GomokuWinSquares w = new GomokuWinSquares(p.board(), p.rule());
        for (int i = 0; i < p.stones(); i++) {
            w.place(p.move(i), i & 1);
        }
        return w;
    }

    public GomokuBoard board() {
        return board;
    }

    public GomokuRule rule() {
        return rule;
    }

    /** Whether side {@code p} (0 black, 1 white) has a stone on {@code square}. */
    public boolean has(int p, int square) {
        return (stones[p][square >>> 6] >>> square & 1) != 0;
    }

    public boolean isEmpty(int square) {
        return !has(0, square) && !has(1, square);
    }

    /** Side p's stones, as a bitboard (not a copy: do not change it). */
    long[] stonesOf(int p) {
        return stones[p];
    }

    /** Puts a stone of side {@code p} on the empty {@code square}. */
    public void place(int square, int p) {
        // the windows through the square are forgotten as they were, changed, then noted as they
        // are: a window's empty squares are read from the stones, which must match its counts
        for (int w : through[square]) {
            forget(w);
        }
        stones[p][square >>> 6] |= 1L << square;
        for (int w : through[square]) {
            count[p][w]++;
            stoneSum[w] += square;
            note(w, 1);
        }
    }

    /** Takes side {@code p}'s stone off {@code square}. */
    public void remove(int square, int p) {
        for (int w : through[square]) {
            forget(w);
        }
        stones[p][square >>> 6] &= ~(1L << square);
        for (int w : through[square]) {
            count[p][w]--;
            stoneSum[w] -= square;
            note(w, 1);
        }
    }

    /** Removes window w's candidate or threes, if it has any (before the window changes). */
    private void forget(int w) {
        note(w, -1);
    }

    /**
     * Adds (+1) or removes (-1) window w's candidate (four stones of one side, none of the other)
     * or its two empty squares' threes (three stones of one side, none of the other).
     */
    private void note(int w, int delta) {
        int b = count[0][w];
        int o = count[1][w];
        int p;
        if (o == 0 && b >= 3) {
            p = 0;
        } else if (b == 0 && o >= 3) {
            p = 1;
        } else {
            return;
        }
        int mine = p == 0 ? b : o;
        if (mine == 3) {
            for (int s : squaresOf[w]) {
                if (isEmpty(s)) {
                    noteThree(p, s, delta);
                }
            }
            return;
        }
        if (mine != 4) {
            return;
        }
        int s = squareSum[w] - stoneSum[w]; // the window's one empty square
        int c = candidates[p][s] += delta;
        if (c == 0) {
            candidateBits[p][s >>> 6] &= ~(1L << s);
        } else if (c == 1 && delta > 0) {
            candidateBits[p][s >>> 6] |= 1L << s;
        }
    }

    private void noteThree(int p, int s, int delta) {
        int c = threes[p][s] += delta;
        long bit = 1L << s;
        if (delta > 0) {
            if (c == 1) {
                threeBits[p][s >>> 6] |= bit;
            } else if (c == 2) {
                twoThreeBits[p][s >>> 6] |= bit;
            }
        } else if (c == 0) {
            threeBits[p][s >>> 6] &= ~bit;
        } else if (c == 1) {
            twoThreeBits[p][s >>> 6] &= ~bit;
        }
    }

    /**
     * Where side {@code p} has no square that makes five ({@link #canWin} is false): the least
     * empty square where its stone leaves it two such squares and the other side none — an open
     * four (or two fours), a win where p is to move — with the two squares (the least two)
     * in {@code fives}; or -1. (With a five in one of p's, a square that adds a second need not lie
     * in two windows of three, and may not be found.) With the other side to move, see
     * {@link #openFourReplies}.
     */
    public int openFour(int p, int[] fives) {
        long[] bits = twoThreeBits[p];
        for (int i = 0; i < bits.length; i++) {
            for (long b = bits[i]; b != 0; b &= b - 1) { // each set bit, lowest first
                int s = (i << 6) + Long.numberOfTrailingZeros(b);
                place(s, p);
                boolean wins = !canWin(1 - p) && winSquares(p, fives, 2) == 2;
                remove(s, p);
                if (wins) {
                    return s;
                }
            }
        }
        return -1;
    }

    /**
     * Where side {@code p} has an open four ({@link #openFour}; p has no five in one, the other
     * side is to move and has none either): the other side's moves it does not answer at once, as a
     * bitboard in {@code out} — the open four's square, its two five squares and the squares where
     * her stone makes a window of four ({@link #fourSquares}) — and true; else false, {@code out}
     * as it was. Every other move of hers m loses to the open four: m is on neither of p's windows
     * of four (p's stones, the open four's square and a five square), so both still make five
     * after it (under the standard rule exactly five: that depends on p's stones alone); and a
     * window of four of hers after m and p's stone holds m (a window with p's stone holds none of
     * hers to count), so held three of hers and none of p's before: m would be one of fourSquares.
     * She, to move, has no five in one and p has two: lost (docs/proof-format.md).
     */
    public boolean openFourReplies(int p, long[] out) {
        int four = openFour(p, trial);
        if (four < 0) {
            return false;
        }
        System.arraycopy(threeBits[1 - p], 0, out, 0, out.length);
        out[four >>> 6] |= 1L << four;
        out[trial[0] >>> 6] |= 1L << trial[0];
        out[trial[1] >>> 6] |= 1L << trial[1];
        return true;
    }

    /**
     * The empty squares where side p's stone makes a window of four of its stones and none of the
     * other's — every move that gives p a square to make five, and more — as a bitboard (not a
     * copy: do not change it).
     */
    public long[] fourSquares(int p) {
        return threeBits[p];
    }

    /**
     * Writes up to {@code limit} empty squares where side {@code p}'s stone wins at once (least
     * first) into {@code out} and returns how many it wrote.
     */
    public int winSquares(int p, int[] out, int limit) {
        int found = 0;
        long[] bits = candidateBits[p];
        for (int i = 0; i < bits.length && found < limit; i++) {
            long b = bits[i];
            while (b != 0 && found < limit) {
                int s = (i << 6) + Long.numberOfTrailingZeros(b);
                b &= b - 1; // clear the lowest set bit
                if (rule == GomokuRule.FREESTYLE || exactFive(s, p)) {
                    out[found++] = s;
                }
            }
        }
        return found;
    }

    /** Whether side p wins at once somewhere. */
    public boolean canWin(int p) {
        return winSquares(p, one, 1) > 0;
    }

    /** Whether side p's stone on the empty square s makes a row of exactly five in some direction. */
    private boolean exactFive(int s, int p) {
        for (int d = 0; d < 4; d++) {
            int n = 1;
            for (int t = board.step(s, d); t >= 0 && has(p, t); t = board.step(t, d)) {
                n++;
            }
            for (int t = board.step(s, d + 4); t >= 0 && has(p, t); t = board.step(t, d + 4)) {
                n++;
            }
            if (n == 5) {
                return true;
            }
        }
        return false;
    }
}
