package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Victoria's move ordering (Allis 1994, §5.4.2): a square scores, for the side to move, 4 points for
 * each three with a two-stone reply its stone makes, 3 for each three with a three-stone reply (one
 * that no two-stone three makes with the same stones: Allis' restricted threes), 2 for each broken
 * three, 2 for each <em>open two</em> (two own stones in the centre of an otherwise empty line of
 * six) and 1 for each <em>broken two</em> (two own stones with a one-square gap in the centre
 * three of an otherwise empty line of seven); nothing for fours. The prover keeps the ten best.
 */
public final class GomokuMoveScore {
    /** How many moves Victoria keeps at the attacker's nodes. */
    public static final int KEPT = 10;

    private final GomokuBoard board;
    private final GomokuThreats threats;
    private final List<int[]> sixes;
    private final List<int[]> sevens;

    public GomokuMoveScore(GomokuBoard board) {
        this.board = board;
        this.threats = GomokuThreats.of(board);
        this.sixes = board.lines(6);
        this.sevens = board.lines(7);
    }

    /** The score of every square for the side to move (0 on taken squares). */
    public int[] scores(GomokuPosition p) {
        long[] mine = p.stonesOf(p.player());
        long[] theirs = p.stonesOf(1 - p.player());
        int[] score = new int[board.squares()];
        // every threat the side to move can make is anchored at one of his stones
        for (int w = 0; w < mine.length; w++) {
            for (long own = mine[w]; own != 0; own &= own - 1) {
                for (int f : threats.anchoredAt(64 * w + Long.numberOfTrailingZeros(own))) {
                    int points = switch (threats.kind(f)) {
                        case THREE_2 -> 4;
                        case THREE_3 -> 3;
                        case BROKEN_THREE -> 2;
                        default -> 0;
                    };
                    if (points == 0 || !threats.applies(f, mine, theirs, p.rule())) {
                        continue;
                    }
                    if (threats.kind(f) == GomokuThreats.Kind.THREE_3 && covered(f, mine, theirs, p.rule())) {
                        continue;
                    }
                    score[threats.gain(f)] += points;
                }
            }
        }
        // twos: after the stone, the pattern ..xx.. on a line of six, or ..x.x.. on a line of seven
        for (int[] l : sixes) {
            pattern(l, new int[] {2, 3}, mine, theirs, 2, score);
        }
        for (int[] l : sevens) {
            pattern(l, new int[] {2, 4}, mine, theirs, 1, score);
        }
        return score;
    }

    /** Whether a two-stone three makes the same stones as three-stone three f. */
    private boolean covered(int f, long[] mine, long[] theirs, GomokuRule rule) {
        for (int t : threats.covering(f)) {
            if (threats.applies(t, mine, theirs, rule)) {
                return true;
            }
        }
        return false;
    }

    /**
     * On line l, own stones exactly at the two {@code at} positions after the move and every other
     * square empty: the move is one of the two (the other already own), and earns {@code points}.
     */
    private static void pattern(int[] l, int[] at, long[] mine, long[] theirs, int points, int[] score) {
        int own = -1;
        int empty = -1;
        for (int i = 0; i < l.length; i++) {
            boolean isAt = i == at[0] || i == at[1];
            boolean m = has(mine, l[i]);
            boolean t = has(theirs, l[i]);
            if (t || (m && !isAt)) {
                return;
            }
            if (isAt) {
                if (m) {
                    if (own >= 0) {
                        return; // both already there: the move makes nothing new here
                    }
                    own = i;
                } else {
                    empty = i;
                }
            }
        }
        if (own >= 0 && empty >= 0) {
            score[l[empty]] += points;
        }
    }

    /**
     * The best {@code n} of {@code candidates} by score (higher first; ties by square number), as
     * Victoria orders the attacker's moves.
     */
    public List<Integer> best(GomokuPosition p, List<Integer> candidates, int n) {
        int[] score = scores(p);
        List<Integer> sorted = new ArrayList<>(candidates);
        sorted.sort(Comparator.<Integer>comparingInt(s -> -score[s]).thenComparingInt(s -> s));
        return sorted.subList(0, Math.min(n, sorted.size()));
    }

    private static boolean has(long[] stones, int s) {
        return (stones[s >>> 6] >>> s & 1) != 0;
    }
}
