package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.List;

/**
 * The geometry of a go-moku board: {@code width} columns {@code a, b, ...} from left to right and
 * {@code height} rows {@code 1, 2, ...} from the bottom (Allis 1994, §5.2.1: 15×15, a–o, 1–15).
 *
 * <p>Squares are numbered in Allis' total order a1 &lt; a2 &lt; … &lt; a15 &lt; b1 &lt; … (§5.3.2),
 * column by column: square {@code x · height + y} for column {@code x} and row {@code y}, both
 * 0-based. A side's stones are a bitboard of {@link #words()} {@code long}s, square {@code s} being
 * bit {@code s & 63} of word {@code s >>> 6} (225 squares: four words). The outer squares of a
 * line are then its least and greatest numbers, as the operator definitions need.
 *
 * <p>Symmetries: the 8 of the square (identity, three rotations, four reflections) on a square
 * board, the 4 of the rectangle otherwise (identity, both reflections, the half turn).
 */
public final class GomokuBoard {
    /** The smallest side: a line of five must fit. */
    public static final int MIN_SIDE = 5;
    /** The largest side (19: the go board's; columns a–s). */
    public static final int MAX_SIDE = 19;
    /** The four directions of a line as (dx, dy): along a row, up a column, the two diagonals. */
    static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int width;
    private final int height;
    private final int squares;
    private final int words;
    /** step[d][s]: the square one step from s in direction d (0..3 forward, 4..7 backward), or -1. */
    private final int[][] step;
    /** map[t][s]: the image of square s under symmetry t. */
    private final int[][] map;

    /**
     * @throws IllegalArgumentException for a side outside {@value #MIN_SIDE}..{@value #MAX_SIDE}
     */
    public GomokuBoard(int width, int height) {
        if (width < MIN_SIDE || width > MAX_SIDE || height < MIN_SIDE || height > MAX_SIDE) {
            throw new IllegalArgumentException("board " + width + "x" + height + " is impossible: width and height must be "
                    + MIN_SIDE + " to " + MAX_SIDE);
        }
        this.width = width;
        this.height = height;
        this.squares = width * height;
        this.words = (squares + 63) >>> 6;
        this.step = new int[8][squares];
        for (int d = 0; d < 8; d++) {
            int dx = d < 4 ? DIRECTIONS[d][0] : -DIRECTIONS[d - 4][0];
            int dy = d < 4 ? DIRECTIONS[d][1] : -DIRECTIONS[d - 4][1];
            for (int s = 0; s < squares; s++) {
                step[d][s] = square(x(s) + dx, y(s) + dy);
            }
        }
        int n = width == height ? 8 : 4;
        this.map = new int[n][squares];
        for (int s = 0; s < squares; s++) {
            int x = x(s);
            int y = y(s);
            int mx = width - 1 - x;
            int my = height - 1 - y;
            map[0][s] = s;
            map[1][s] = square(mx, y); // mirror left-right
            map[2][s] = square(x, my); // mirror top-bottom
            map[3][s] = square(mx, my); // half turn
            if (n == 8) {
                map[4][s] = square(y, x); // the diagonal a1-o15
                map[5][s] = square(my, x); // a quarter turn
                map[6][s] = square(y, mx); // the other quarter turn
                map[7][s] = square(my, mx); // the other diagonal
            }
        }
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The number of squares. */
    public int squares() {
        return squares;
    }

    /** The {@code long}s of one side's bitboard. */
    public int words() {
        return words;
    }

    /** The Chebyshev distance between two squares (king moves). */
    public int distance(int a, int b) {
        return Math.max(Math.abs(x(a) - x(b)), Math.abs(y(a) - y(b)));
    }

    /** The square of column {@code x} and row {@code y} (0-based), or -1 off the board. */
    public int square(int x, int y) {
        return x < 0 || x >= width || y < 0 || y >= height ? -1 : x * height + y;
    }

    /** The column of a square (0 = a). */
    public int x(int square) {
        return square / height;
    }

    /** The row of a square (0 = row 1). */
    public int y(int square) {
        return square % height;
    }

    /**
     * The square one step from {@code square} in direction {@code d} (0..3 along
     * {@link #DIRECTIONS}, 4..7 the opposite ones), or -1 off the board.
     */
    public int step(int square, int d) {
        return step[d][square];
    }

    /** The number of symmetries: 8 on a square board, 4 on a rectangle. */
    public int symmetries() {
        return map.length;
    }

    /** A set of squares (one bit a square, {@link #words()} longs) after symmetry {@code t}: a new set. */
    public long[] map(long[] squares, int t) {
        long[] out = new long[squares.length];
        for (int w = 0; w < squares.length; w++) {
            for (long b = squares[w]; b != 0; b &= b - 1) {
                int s = map(64 * w + Long.numberOfTrailingZeros(b), t);
                out[s >>> 6] |= 1L << s;
            }
        }
        return out;
    }

    /**
     * The symmetries that map a position onto itself ({@code stones}: black's {@link #words()}
     * longs, then white's), the identity first: more than one where the stones lie symmetrically
     * (h8,a1,i9 on the a1–o15 diagonal), and then a reply and its mirror image are one position.
     */
    public int[] stabilizer(long[] stones) {
        int words = words();
        long[] black = java.util.Arrays.copyOfRange(stones, 0, words);
        long[] white = java.util.Arrays.copyOfRange(stones, words, 2 * words);
        int[] out = new int[map.length];
        int n = 0;
        for (int t = 0; t < map.length; t++) {
            if (java.util.Arrays.equals(map(black, t), black) && java.util.Arrays.equals(map(white, t), white)) {
                out[n++] = t;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The image of a square under symmetry {@code t} (0 is the identity). */
    public int map(int square, int t) {
        return map[t][square];
    }

    /** The symmetry that undoes {@code t}. */
    public int inverse(int t) {
        for (int u = 0; u < map.length; u++) {
            boolean undoes = true;
            for (int sq = 0; sq < squares && undoes; sq++) {
                undoes = map[u][map[t][sq]] == sq;
            }
            if (undoes) {
                return u;
            }
        }
        throw new IllegalStateException("no inverse of symmetry " + t);
    }

    /**
     * Every line of {@code n} consecutive squares (Allis' G5, G6, G7 for n = 5, 6, 7), each in
     * increasing square order (so its outer squares are the first and the last); on 15×15 there
     * are 572, 500 and 432.
     */
    public List<int[]> lines(int n) {
        List<int[]> lines = new ArrayList<>();
        for (int s = 0; s < squares; s++) {
            for (int d = 0; d < 4; d++) {
                int[] line = new int[n];
                int t = s;
                int k = 0;
                while (k < n && t >= 0) {
                    line[k++] = t;
                    t = k < n ? step[d][t] : t;
                }
                if (k == n) {
                    lines.add(line); // increasing: a step forward adds height, 1, height + 1 or height - 1
                }
            }
        }
        return lines;
    }

    /** The square's name: column letter and row number, {@code h8}. */
    public String name(int square) {
        return (char) ('a' + x(square)) + Integer.toString(y(square) + 1);
    }

    /** {@code 15x15}. */
    @Override
    public String toString() {
        return width + "x" + height;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GomokuBoard b && b.width == width && b.height == height;
    }

    @Override
    public int hashCode() {
        return width * 31 + height;
    }
}
