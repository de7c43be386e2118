package zugzwang.games.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Connect Four 3D written again for the tests, from coordinates, sharing no code with the package
 * under test: the 76 lines from direction vectors, and a board as a cell array {@code [x][y][z]}
 * (z = 0 the bottom layer) that finds fours, threats and playable cells by scanning the lines.
 *
 * <p>The only link to the bitboards is the documented cell numbering {@code 16·z + 4·y + x}
 * ({@link #bit}, {@link #toBits}, {@link #fromBits}), used to compare results.
 */
final class NaiveCube {
    static final int N = 4;
    static final int EMPTY = 0;
    static final int X = 1;
    static final int O = 2;

    /** The lines, each as four cells {x, y, z}, and their direction vector. */
    static final int[][][] LINES;
    /** The direction of each line (sorted so that the first non-zero component is positive). */
    static final int[][] DIRECTIONS;
    /** The lines as masks of documented bits (see {@link #mask}). */
    private static final long[] MASKS;

    static {
        List<int[][]> lines = new ArrayList<>();
        List<int[]> dirs = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dz = -1; dz <= 1; dz++) {
                    if (dx == 0 && dy == 0 && dz == 0) {
                        continue;
                    }
                    for (int x = 0; x < N; x++) {
                        for (int y = 0; y < N; y++) {
                            for (int z = 0; z < N; z++) {
                                int[][] cells = new int[N][];
                                boolean inside = true;
                                for (int k = 0; k < N; k++) {
                                    int cx = x + k * dx;
                                    int cy = y + k * dy;
                                    int cz = z + k * dz;
                                    if (cx < 0 || cx >= N || cy < 0 || cy >= N || cz < 0 || cz >= N) {
                                        inside = false;
                                        break;
                                    }
                                    cells[k] = new int[] {cx, cy, cz};
                                }
                                if (!inside) {
                                    continue;
                                }
                                int[][] sorted = cells.clone();
                                Arrays.sort(sorted, (a, b) -> Integer.compare(index(a), index(b)));
                                StringBuilder id = new StringBuilder();
                                for (int[] c : sorted) {
                                    id.append(Arrays.toString(c));
                                }
                                if (seen.add(id.toString())) {
                                    lines.add(sorted);
                                    int[] d = {dx, dy, dz};
                                    if (dx < 0 || (dx == 0 && dy < 0) || (dx == 0 && dy == 0 && dz < 0)) {
                                        d = new int[] {-dx, -dy, -dz};
                                    }
                                    dirs.add(d);
                                }
                            }
                        }
                    }
                }
            }
        }
        LINES = lines.toArray(new int[0][][]);
        DIRECTIONS = dirs.toArray(new int[0][]);
        MASKS = new long[LINES.length];
        for (int i = 0; i < LINES.length; i++) {
            for (int[] c : LINES[i]) {
                MASKS[i] |= bit(c[0], c[1], c[2]);
            }
        }
    }


    private NaiveCube() {
    }

    /** The documented cell number of (x, y, z). */
    static int index(int[] c) {
        return 16 * c[2] + 4 * c[1] + c[0];
    }

    /** The documented bit of (x, y, z). */
    static long bit(int x, int y, int z) {
        return 1L << (16 * z + 4 * y + x);
    }

    /** The kind of a line: the non-zero components of its direction (1 straight, 2 planar, 3 space). */
    static int kind(int line) {
        int k = 0;
        for (int d : DIRECTIONS[line]) {
            k += d != 0 ? 1 : 0;
        }
        return k;
    }

    /** A line as a mask of documented bits. */
    static long mask(int line) {
        return MASKS[line];
    }

    /** A board: cells [x][y][z], 0 empty, 1 x (first player), 2 o (second player). */
    static final class Board {
        final int[][][] g = new int[N][N][N];
        int stones;
        /** The columns played on this board, in order (for undo). */
        private final int[] played = new int[64];
        private int count;

        Board copy() {
            Board b = new Board();
            for (int x = 0; x < N; x++) {
                for (int y = 0; y < N; y++) {
                    b.g[x][y] = g[x][y].clone();
                }
            }
            b.stones = stones;
            System.arraycopy(played, 0, b.played, 0, count);
            b.count = count;
            return b;
        }

        /** Stones in the column (x, y): the z of its lowest empty cell. */
        int height(int x, int y) {
            int h = 0;
            while (h < N && g[x][y][h] != EMPTY) {
                h++;
            }
            return h;
        }

        /** The player to move: X if the stones are even. */
        int toMove() {
            return stones % 2 == 0 ? X : O;
        }

        /** Whether some line is all {@code player}'s. */
        boolean hasFour(int player) {
            for (int[][] line : LINES) {
                if (countIn(line, player) == N) {
                    return true;
                }
            }
            return false;
        }

        private int countIn(int[][] line, int player) {
            int n = 0;
            for (int[] c : line) {
                if (g[c[0]][c[1]][c[2]] == player) {
                    n++;
                }
            }
            return n;
        }

        boolean won() {
            return hasFour(X) || hasFour(O);
        }

        boolean full() {
            return stones == 64;
        }

        boolean over() {
            return won() || full();
        }

        /** Whether column c = 4y + x can take a stone (game not over, column not full). */
        boolean legal(int c) {
            return !over() && height(c % 4, c / 4) < N;
        }

        /** The lowest empty cell of every column that is not full, as documented bits. */
        long playable() {
            long m = 0;
            for (int x = 0; x < N; x++) {
                for (int y = 0; y < N; y++) {
                    int h = height(x, y);
                    if (h < N) {
                        m |= bit(x, y, h);
                    }
                }
            }
            return m;
        }

        /** The empty cells that would complete a line of {@code player} (three of his and the cell). */
        long threats(int player) {
            long m = 0;
            for (int[][] line : LINES) {
                if (countIn(line, player) == 3) {
                    for (int[] c : line) {
                        if (g[c[0]][c[1]][c[2]] == EMPTY) {
                            m |= bit(c[0], c[1], c[2]);
                        }
                    }
                }
            }
            return m;
        }

        /** Whether some line holds no stone of {@code player}. */
        boolean freeLineWithout(int player) {
            for (int[][] line : LINES) {
                if (countIn(line, player) == 0) {
                    return true;
                }
            }
            return false;
        }

        /** Whether playing column c (legal) makes a line of four for the player to move. */
        boolean winsWith(int c) {
            return completes(c, toMove());
        }

        /** Whether a stone of {@code player} in column c (not full) would make a line of four for him. */
        boolean completes(int c, int player) {
            int x = c % 4;
            int y = c / 4;
            int z = height(x, y);
            g[x][y][z] = player;
            boolean four = hasFour(player);
            g[x][y][z] = EMPTY;
            return four;
        }

        /** Plays column c for the player to move (checked by the caller). */
        void play(int c) {
            int x = c % 4;
            int y = c / 4;
            g[x][y][height(x, y)] = toMove();
            stones++;
            played[count++] = c;
        }

        void undo() {
            int c = played[--count];
            int x = c % 4;
            int y = c / 4;
            g[x][y][height(x, y) - 1] = EMPTY;
            stones--;
        }

        /** The stones of {@code player} as documented bits. */
        long bits(int player) {
            long m = 0;
            for (int x = 0; x < N; x++) {
                for (int y = 0; y < N; y++) {
                    for (int z = 0; z < N; z++) {
                        if (g[x][y][z] == player) {
                            m |= bit(x, y, z);
                        }
                    }
                }
            }
            return m;
        }
    }

    /** A board from documented bits (not checked for gravity). */
    static Board fromBits(long first, long second) {
        Board b = new Board();
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                for (int z = 0; z < N; z++) {
                    long bit = bit(x, y, z);
                    b.g[x][y][z] = (first & bit) != 0 ? X : (second & bit) != 0 ? O : EMPTY;
                }
            }
        }
        b.stones = Long.bitCount(first | second);
        return b;
    }

    /** Whether the stones of a bit set (documented numbering) contain a line, by scanning the lines. */
    static boolean hasFour(long stones) {
        for (int i = 0; i < LINES.length; i++) {
            long m = mask(i);
            if ((stones & m) == m) {
                return true;
            }
        }
        return false;
    }
}
