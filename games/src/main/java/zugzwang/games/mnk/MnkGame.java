package zugzwang.games.mnk;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;

/**
 * The m,n,k-games: two players alternately claim cells of a {@code width × height} board; the
 * first to own {@code k} cells in a line (row, column or diagonal) wins; a full board is a draw.
 * Tic-tac-toe is 3,3,3. With <em>gravity</em> a move names a column and the stone drops to its
 * lowest empty cell (Connect-4 is 7,6,4 with gravity).
 *
 * <p>Cells are numbered row by row from the top left, 0-based inside the program and 1-based in
 * notation: tic-tac-toe's cells are 1 2 3 / 4 5 6 / 7 8 9. A move is a cell number, or with
 * gravity a column number (1-based in notation). Positions are move sequences: one digit per move
 * when the numbers fit one digit, else numbers separated by commas ({@code 5,1,10}); the empty
 * string is the empty board.
 *
 * <p>Values follow the Connect-4 convention: a win whose winning stone is move number t scores
 * {@code (cells + 2 - t) / 2} for the winner (the earlier, the more), its negation for the loser,
 * a draw 0. Keys are exact (base 3, one digit per cell) for boards of at most 40 cells, else
 * 64-bit Zobrist hashes. Symmetries: the mirror image with gravity; without, the 4 (rectangle) or
 * 8 (square) symmetries of the board.
 */
public final class MnkGame implements Game {
    /** The largest board: cells are bits of a {@code long}. */
    public static final int MAX_CELLS = 64;
    /** Boards up to this many cells have exact base-3 keys (3^40 < 2^64). */
    static final int EXACT_KEY_CELLS = 40;

    private final int width;
    private final int height;
    private final int k;
    private final boolean gravity;
    private final int cells;
    /** Every line of k cells, as a set of cells. */
    private final long[] lines;
    /** For every cell, the lines through it. */
    private final long[][] linesThrough;
    /** 3^cell (exact keys) or a random number per cell and player (Zobrist). */
    final long[] keyOfCell;
    final long[] keyOfCellSecond;
    /** Symmetries as permutations of the cells: symmetry s maps cell c to cellMap[s][c]. */
    final int[][] cellMap;
    private final int[] centreRank;

    /**
     * @throws IllegalArgumentException if a side or k is below 1, or the board has more than 64
     *                                  cells
     */
    public MnkGame(int width, int height, int k, boolean gravity) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("board " + width + "x" + height + " is impossible: width and height must be at least 1");
        }
        if ((long) width * height > MAX_CELLS) {
            throw new IllegalArgumentException("board " + width + "x" + height + " has " + (long) width * height
                    + " cells: at most " + MAX_CELLS);
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, not " + k);
        }
        this.width = width;
        this.height = height;
        this.k = k;
        this.gravity = gravity;
        this.cells = width * height;
        this.lines = lines(width, height, k);
        this.linesThrough = new long[cells][];
        for (int c = 0; c < cells; c++) {
            List<Long> through = new ArrayList<>();
            for (long line : lines) {
                if ((line & (1L << c)) != 0) {
                    through.add(line);
                }
            }
            linesThrough[c] = through.stream().mapToLong(Long::longValue).toArray();
        }
        this.keyOfCell = new long[cells];
        this.keyOfCellSecond = new long[cells];
        if (cells <= EXACT_KEY_CELLS) {
            long p = 1;
            for (int c = 0; c < cells; c++) {
                keyOfCell[c] = p;          // a first-player stone adds 1 * 3^c
                keyOfCellSecond[c] = 2 * p; // a second-player stone adds 2 * 3^c
                p *= 3;
            }
        } else {
            Random r = new Random(0x6d6e6bL + cells);
            for (int c = 0; c < cells; c++) {
                keyOfCell[c] = r.nextLong();
                keyOfCellSecond[c] = r.nextLong();
            }
        }
        this.cellMap = symmetryMaps(width, height, gravity);
        this.centreRank = centreRank();
    }

    /** Tic-tac-toe: 3×3, three in a row, no gravity. */
    public static MnkGame ticTacToe() {
        return new MnkGame(3, 3, 3, false);
    }

    private static long[] lines(int width, int height, int k) {
        List<Long> out = new ArrayList<>();
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}; // (column step, row step)
        for (int[] d : directions) {
            for (int row = 0; row < height; row++) {
                for (int col = 0; col < width; col++) {
                    int lastCol = col + (k - 1) * d[0];
                    int lastRow = row + (k - 1) * d[1];
                    if (lastCol < 0 || lastCol >= width || lastRow < 0 || lastRow >= height) {
                        continue;
                    }
                    long line = 0;
                    for (int i = 0; i < k; i++) {
                        line |= 1L << ((row + i * d[1]) * width + col + i * d[0]);
                    }
                    if (k == 1 && (d[0] != 1 || d[1] != 0)) {
                        continue; // a single cell is one line, not four
                    }
                    out.add(line);
                }
            }
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    /** Cell permutations: identity first; mirror; and for no gravity the flips/rotations. */
    private static int[][] symmetryMaps(int width, int height, boolean gravity) {
        List<int[]> maps = new ArrayList<>();
        int cells = width * height;
        // (x, y) -> transformed (x', y'), for the 8 symmetries of a square; keep those valid here
        for (int s = 0; s < 8; s++) {
            boolean swap = (s & 4) != 0;
            if (swap && width != height) {
                continue;
            }
            boolean flipX = (s & 1) != 0;
            boolean flipY = (s & 2) != 0;
            if (gravity && (flipY || swap)) {
                continue; // gravity: only the left-right mirror keeps the rules
            }
            int[] map = new int[cells];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int nx = flipX ? width - 1 - x : x;
                    int ny = flipY ? height - 1 - y : y;
                    if (swap) {
                        int t = nx;
                        nx = ny;
                        ny = t;
                    }
                    map[y * width + x] = ny * width + nx;
                }
            }
            maps.add(map);
        }
        if (width == 1 && gravity) {
            maps.subList(1, maps.size()).clear();
        }
        return maps.toArray(new int[0][]);
    }

    /** Moves ranked by closeness to the centre (columns with gravity, cells without). */
    private int[] centreRank() {
        int n = moveCodes();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        // squared distance from the centre, doubled to stay in integers
        java.util.function.ToIntFunction<Integer> distance = gravity
                ? m -> Math.abs(2 * m - (width - 1))
                : m -> {
                    int dx = 2 * (m % width) - (width - 1);
                    int dy = 2 * (m / width) - (height - 1);
                    return dx * dx + dy * dy;
                };
        java.util.Arrays.sort(order, java.util.Comparator.comparingInt(distance));
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[order[i]] = i;
        }
        return rank;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int k() {
        return k;
    }

    public boolean gravity() {
        return gravity;
    }

    public int cells() {
        return cells;
    }

    long[] linesThrough(int cell) {
        return linesThrough[cell];
    }

    /** Every line of k cells (as sets of cells, bit c = cell c). */
    public long[] lines() {
        return lines.clone();
    }

    @Override
    public String name() {
        return (width == 3 && height == 3 && k == 3 && !gravity) ? "tictactoe"
                : "mnk " + width + "x" + height + " k" + k + (gravity ? " gravity" : "");
    }

    @Override
    public int maxMoves() {
        return gravity ? width : cells;
    }

    @Override
    public int moveCodes() {
        return gravity ? width : cells;
    }

    @Override
    public int maxLength() {
        return cells;
    }

    @Override
    public int maxValue() {
        return (cells + 1) / 2;
    }

    /** True: a win scores one more per pair of moves it comes sooner (see {@code value()}). */
    @Override
    public boolean earlierWinsScoreMore() {
        return true;
    }

    @Override
    public boolean exactKeys() {
        return cells <= EXACT_KEY_CELLS;
    }

    @Override
    public boolean historyDependent() {
        return false;
    }

    @Override
    public int symmetries() {
        return cellMap.length;
    }

    @Override
    public GameState start() {
        return new MnkState(this);
    }

    @Override
    public GameState parse(String text) {
        MnkState s = new MnkState(this);
        String t = text.strip();
        if (t.isEmpty()) {
            return s;
        }
        String[] items = t.indexOf(',') >= 0 ? t.split(",", -1) : t.split("");
        int codes = moveCodes();
        for (int i = 0; i < items.length; i++) {
            String item = items[i].strip();
            int n = i + 1;
            String what = gravity ? "column" : "cell";
            if (item.isEmpty() || !item.chars().allMatch(ch -> ch >= '0' && ch <= '9') || item.length() > 4) {
                throw new IllegalArgumentException("move " + n + ": '" + item + "' is not a " + what + " number");
            }
            int m = Integer.parseInt(item);
            if (m < 1 || m > codes) {
                String hint = codes > 9 && t.indexOf(',') < 0 ? " (with more than 9 " + what + "s separate moves with commas)" : "";
                throw new IllegalArgumentException("move " + n + ": " + what + " " + m + " is out of range 1.." + codes + hint);
            }
            if (s.isTerminal()) {
                throw new IllegalArgumentException("move " + n + " (" + what + " " + m + "): the game is already over");
            }
            if (!s.isLegal(m - 1)) {
                throw new IllegalArgumentException("move " + n + ": " + what + " " + m + (gravity ? " is full" : " is taken"));
            }
            s.play(m - 1);
        }
        return s;
    }

    /** Moves nearest the centre first. */
    public MoveOrdering centreFirst() {
        return MoveOrdering.byRank(centreRank);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MnkGame g && g.width == width && g.height == height && g.k == k && g.gravity == gravity;
    }

    @Override
    public int hashCode() {
        return ((width * 67 + height) * 67 + k) * 2 + (gravity ? 1 : 0);
    }

    @Override
    public String toString() {
        return name();
    }
}
