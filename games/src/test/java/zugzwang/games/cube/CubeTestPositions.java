package zugzwang.games.cube;

import java.util.Random;

/** Positions for the tests: random games, a drawn game, symmetric images. */
final class CubeTestPositions {
    /**
     * A full game that ends in a draw: 64 moves, no line of four for either player at any time
     * (found once by a local search over 32/32 colourings and a search for a building order;
     * {@code CubeRulesTest} checks it against the naive board).
     */
    static final String DRAWN_GAME = "1023457698ABEC0D6F91B2C3D4F537587A8E90B1C2E4062A3D5F617489CADBFE";

    private CubeTestPositions() {
    }

    /** A random set of cells, each in it with probability {@code density}. */
    static long randomSet(Random rnd, double density) {
        long b = 0;
        for (int i = 0; i < Cube.CELLS; i++) {
            if (rnd.nextDouble() < density) {
                b |= 1L << i;
            }
        }
        return b;
    }

    /** A game of uniformly random legal moves, stopped after {@code length} moves or at its end. */
    static CubePosition randomGame(Random rnd, int length) {
        CubePosition p = CubePosition.empty();
        int[] legal = new int[Cube.COLUMNS];
        while (p.stones() < length && !p.isOver()) {
            int n = 0;
            for (int c = 0; c < Cube.COLUMNS; c++) {
                if (p.canPlay(c)) {
                    legal[n++] = c;
                }
            }
            p.play(legal[rnd.nextInt(n)]);
        }
        return p;
    }

    /**
     * A game in which each player avoids completing a line when he can (so games run long and
     * columns fill up), stopped after {@code length} moves or at its end.
     */
    static CubePosition longGame(Random rnd, int length) {
        CubePosition p = CubePosition.empty();
        int[] quiet = new int[Cube.COLUMNS];
        int[] legal = new int[Cube.COLUMNS];
        while (p.stones() < length && !p.isOver()) {
            int nq = 0;
            int nl = 0;
            for (int c = 0; c < Cube.COLUMNS; c++) {
                if (p.canPlay(c)) {
                    legal[nl++] = c;
                    if (!NaiveCube.hasFour(moverStones(p) | nextCell(p, c))) {
                        quiet[nq++] = c;
                    }
                }
            }
            p.play(nq > 0 ? quiet[rnd.nextInt(nq)] : legal[rnd.nextInt(nl)]);
        }
        return p;
    }

    private static long moverStones(CubePosition p) {
        return p.player() == 0 ? p.first() : p.second();
    }

    /** The cell a stone dropped into column c (not full) lands on, by counting its stones. */
    static long nextCell(CubePosition p, int c) {
        int h = 0;
        while (h < 4 && (p.filled() & NaiveCube.bit(c % 4, c / 4, h)) != 0) {
            h++;
        }
        return NaiveCube.bit(c % 4, c / 4, h);
    }

    /** The position after a game given as columns. */
    static CubePosition play(int[] columns) {
        CubePosition p = CubePosition.empty();
        for (int c : columns) {
            p.play(c);
        }
        return p;
    }

    /** The image of a position under symmetry s, validated as a diagram is. */
    static CubePosition image(CubePosition p, int s) {
        return CubeNotation.fromStones(Cube.transform(p.first(), s), Cube.transform(p.second(), s));
    }

    /**
     * The compact key written again from its documentation: per column, bottom up, 1 for a stone
     * of the first player and 0 for the second's, then a marker 1 on the lowest empty cell (in
     * the low 64 bits, cell 16·z + c) or, for a full column, bit c of the high 16 bits.
     *
     * @return {hi, lo}
     */
    static long[] compactKey(long first, long second) {
        long hi = 0;
        long lo = 0;
        for (int c = 0; c < 16; c++) {
            int h = 0;
            for (int z = 0; z < 4; z++) {
                long bit = 1L << (16 * z + c);
                if (((first | second) & bit) != 0) {
                    h = z + 1;
                    if ((first & bit) != 0) {
                        lo |= bit;
                    }
                }
            }
            if (h < 4) {
                lo |= 1L << (16 * h + c);
            } else {
                hi |= 1L << c;
            }
        }
        return new long[] {hi, lo};
    }

    /**
     * Reads a compact key back: a full column where its high bit is set, else its height is the
     * layer of its highest set bit; the bits below are the owners.
     *
     * @return {first, second}
     */
    static long[] decode(long hi, long lo) {
        long first = 0;
        long second = 0;
        for (int c = 0; c < 16; c++) {
            int h;
            if ((hi >>> c & 1) != 0) {
                h = 4;
            } else {
                h = -1;
                for (int z = 3; z >= 0 && h < 0; z--) {
                    if ((lo >>> (16 * z + c) & 1) != 0) {
                        h = z;
                    }
                }
            }
            for (int z = 0; z < h; z++) {
                long bit = 1L << (16 * z + c);
                if ((lo & bit) != 0) {
                    first |= bit;
                } else {
                    second |= bit;
                }
            }
        }
        return new long[] {first, second};
    }

    /** A random board that respects gravity (heights and owners at random, counts not checked). */
    static long[] randomGravityBoard(Random rnd) {
        long first = 0;
        long second = 0;
        for (int c = 0; c < 16; c++) {
            int h = rnd.nextInt(5);
            for (int z = 0; z < h; z++) {
                long bit = 1L << (16 * z + c);
                if (rnd.nextBoolean()) {
                    first |= bit;
                } else {
                    second |= bit;
                }
            }
        }
        return new long[] {first, second};
    }
}
