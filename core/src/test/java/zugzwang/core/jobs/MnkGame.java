package zugzwang.core.jobs;

import java.util.ArrayList;
import java.util.List;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * A tiny m,n,k-game for the tests (tic-tac-toe is 3,3,3): players alternately fill a cell of a
 * width x height board; k in a row (horizontally, vertically or diagonally) wins; a full board is
 * a draw. Terminal values for the player to move: -1 (the opponent made a line) or 0. Moves are
 * cell indices {@code x + width * y}; keys are the cells in base 3 (exact, unless declared hashed
 * for a test), with the board's symmetries: 8 for a square, 4 otherwise.
 */
final class MnkGame implements Game {
    private final int width;
    private final int height;
    private final int k;
    private final boolean exactKeys;
    /** The lines of k cells. */
    private final int[][] lines;
    /** cellMap[s][cell]: the image of a cell under symmetry s. */
    private final int[][] cellMap;

    MnkGame(int width, int height, int k) {
        this(width, height, k, true);
    }

    private MnkGame(int width, int height, int k, boolean exactKeys) {
        this.width = width;
        this.height = height;
        this.k = k;
        this.exactKeys = exactKeys;
        List<int[]> ls = new ArrayList<>();
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                for (int[] d : dirs) {
                    int ex = x + (k - 1) * d[0];
                    int ey = y + (k - 1) * d[1];
                    if (ex < 0 || ex >= width || ey < 0 || ey >= height) {
                        continue;
                    }
                    int[] line = new int[k];
                    for (int i = 0; i < k; i++) {
                        line[i] = (x + i * d[0]) + width * (y + i * d[1]);
                    }
                    ls.add(line);
                }
            }
        }
        lines = ls.toArray(new int[0][]);
        int n = width == height ? 8 : 4;
        cellMap = new int[n][width * height];
        for (int s = 0; s < n; s++) {
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int tx = (s & 1) != 0 ? width - 1 - x : x;
                    int ty = (s & 2) != 0 ? height - 1 - y : y;
                    cellMap[s][x + width * y] = (s & 4) != 0 ? ty + width * tx : tx + width * ty;
                }
            }
        }
    }

    /** The same game, claiming that its keys are only hashes. */
    MnkGame declaredHashed() {
        return new MnkGame(width, height, k, false);
    }

    @Override
    public String name() {
        return "mnk " + width + "x" + height + " k" + k;
    }

    @Override
    public int maxMoves() {
        return width * height;
    }

    @Override
    public int moveCodes() {
        return width * height;
    }

    @Override
    public int maxLength() {
        return width * height;
    }

    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public boolean exactKeys() {
        return exactKeys;
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
        return new State();
    }

    /** Cell indices, one digit each (boards up to 10 cells) or separated by spaces. */
    @Override
    public GameState parse(String text) {
        State s = new State();
        String t = text.strip();
        if (t.contains(" ")) {
            for (String m : t.split(" +")) {
                s.play(Integer.parseInt(m));
            }
        } else {
            for (char ch : t.toCharArray()) {
                s.play(ch - '0');
            }
        }
        return s;
    }

    final class State implements GameState {
        /** 0 empty, 1 first player, 2 second player. */
        private final int[] cells = new int[width * height];
        private final int[] history = new int[width * height];
        private int ply;

        @Override
        public Game game() {
            return MnkGame.this;
        }

        @Override
        public int player() {
            return ply & 1;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int moves(int[] into) {
            if (isTerminal()) {
                return 0;
            }
            int n = 0;
            for (int c = 0; c < cells.length; c++) {
                if (cells[c] == 0) {
                    into[n++] = c;
                }
            }
            return n;
        }

        @Override
        public void play(int move) {
            if (move < 0 || move >= cells.length || cells[move] != 0 || isTerminal()) {
                throw new IllegalArgumentException("illegal move " + move);
            }
            cells[move] = 1 + (ply & 1);
            history[ply++] = move;
        }

        @Override
        public void undo() {
            if (ply == 0) {
                throw new IllegalStateException("no move to undo");
            }
            cells[history[--ply]] = 0;
        }

        private boolean lineMade() {
            for (int[] line : lines) {
                int who = cells[line[0]];
                if (who == 0) {
                    continue;
                }
                boolean all = true;
                for (int c : line) {
                    if (cells[c] != who) {
                        all = false;
                        break;
                    }
                }
                if (all) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean isTerminal() {
            return ply == cells.length || lineMade();
        }

        @Override
        public int value() {
            if (!isTerminal()) {
                throw new IllegalStateException("not over");
            }
            return lineMade() ? -1 : 0; // only the player who just moved can have made a line
        }

        @Override
        public long key() {
            return key(0);
        }

        @Override
        public long key(int symmetry) {
            long key = 0;
            int[] map = cellMap[symmetry];
            for (int c = 0; c < cells.length; c++) {
                key += cells[c] * pow3(map[c]);
            }
            return key;
        }

        @Override
        public int mapMove(int move, int symmetry) {
            return cellMap[symmetry][move];
        }

        @Override
        public String moveName(int move) {
            return Integer.toString(move);
        }

        @Override
        public GameState copy() {
            State s = new State();
            System.arraycopy(cells, 0, s.cells, 0, cells.length);
            System.arraycopy(history, 0, s.history, 0, history.length);
            s.ply = ply;
            return s;
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (int y = height - 1; y >= 0; y--) {
                for (int x = 0; x < width; x++) {
                    b.append(".XO".charAt(cells[x + width * y]));
                }
                b.append('\n');
            }
            return b.toString();
        }
    }

    private static long pow3(int e) {
        long p = 1;
        for (int i = 0; i < e; i++) {
            p *= 3;
        }
        return p;
    }
}
