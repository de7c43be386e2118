package zugzwang.games.connect4;

/**
 * A Connect-4 board as a plain array, cells[c][r] = 0 empty, 1 first player, 2 second: the
 * tests' reference for the bitboards (nothing of them is shared). Used by {@code WideBoardTest}
 * and by the plain minimax of {@code WideMinimaxTest}.
 */
public final class NaiveBoard {
    public final int w;
    public final int h;
    public final int[][] cells;
    public final int[] heights;
    public int moves;

    public NaiveBoard(int w, int h) {
        this.w = w;
        this.h = h;
        this.cells = new int[w][h];
        this.heights = new int[w];
    }

    /** The cells of a two-word position. */
    public static NaiveBoard of(WidePosition p) {
        NaiveBoard n = new NaiveBoard(p.board().width(), p.board().height());
        for (int c = 0; c < n.w; c++) {
            for (int r = 0; r < n.h; r++) {
                Position.Stone s = p.at(c, r);
                if (s != Position.Stone.EMPTY) {
                    n.cells[c][r] = s == Position.Stone.FIRST ? 1 : 2;
                    n.heights[c] = r + 1;
                    n.moves++;
                }
            }
        }
        return n;
    }

    public void play(int c) {
        cells[c][heights[c]++] = (moves++ & 1) + 1;
    }

    public void undo(int c) {
        cells[c][--heights[c]] = 0;
        moves--;
    }

    /**
     * Whether a stone of player p (1 or 2) on cell (c, r) lies in a line of four of p: in each
     * of the four directions, p's stones next to it on both sides, counted one by one.
     */
    public boolean lineThrough(int p, int c, int r) {
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : dirs) {
            int k = 1;
            for (int s = 1; inside(c + s * d[0], r + s * d[1]) && cells[c + s * d[0]][r + s * d[1]] == p; s++) {
                k++;
            }
            for (int s = 1; inside(c - s * d[0], r - s * d[1]) && cells[c - s * d[0]][r - s * d[1]] == p; s++) {
                k++;
            }
            if (k >= 4) {
                return true;
            }
        }
        return false;
    }

    public boolean inside(int c, int r) {
        return c >= 0 && c < w && r >= 0 && r < h;
    }

    public String signature() {
        StringBuilder sb = new StringBuilder();
        for (int[] col : cells) {
            for (int v : col) {
                sb.append(v);
            }
            sb.append('|');
        }
        return sb.toString();
    }

    public String mirroredSignature() {
        StringBuilder sb = new StringBuilder();
        for (int c = w - 1; c >= 0; c--) {
            for (int v : cells[c]) {
                sb.append(v);
            }
            sb.append('|');
        }
        return sb.toString();
    }
}
