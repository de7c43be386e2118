package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Go-moku positions as text. A game is the squares played in order, black first, as Allis writes
 * them (§5.2.1): a column letter {@code a}.. and a row number {@code 1}.. from the bottom,
 * separated by commas or blanks: {@code h8,h9,i8} (any case; the empty string is the empty
 * board). A diagram is the board's rows from the top down, separated by {@code /}, each square
 * {@code .} (empty), {@code x} (black) or {@code o} (white):
 * {@code ...../...../..x../..o../.....} on 5×5. It is accepted when some game reaches it: black has
 * as many stones as white or one more, only the side that moved last may have a winning row, and
 * then one of its stones is a last move that made every winning row (before it, nobody had one);
 * the stones are then put down in an order that makes no winning row before the last.
 */
public final class GomokuNotation {
    /** Tries of the search for an order of play (an overline under the standard rule may need one). */
    private static final int ORDER_TRIES = 100_000;

    private GomokuNotation() {
    }

    /**
     * A position on {@code board} under {@code rule}: a game or a diagram.
     *
     * @throws IllegalArgumentException naming the offending move or part
     */
    public static GomokuPosition parse(GomokuBoard board, GomokuRule rule, String text) {
        String t = text.strip();
        return t.contains("/") ? diagram(board, rule, t) : game(board, rule, t);
    }

    /** The squares of a game, played in order. */
    static GomokuPosition game(GomokuBoard board, GomokuRule rule, String text) {
        GomokuPosition p = new GomokuPosition(board, rule);
        if (text.isEmpty()) {
            return p;
        }
        String[] items = text.split("\\s*,\\s*|\\s+", -1);
        for (int i = 0; i < items.length; i++) {
            String item = items[i];
            int n = i + 1;
            if (item.isEmpty()) {
                throw new IllegalArgumentException("move " + n + ": empty (squares are separated by one comma or blanks)");
            }
            int s = square(board, item);
            if (s < 0) {
                throw new IllegalArgumentException("move " + n + ": '" + item + "' is not a square of the " + board
                        + " board (columns a-" + (char) ('a' + board.width() - 1) + ", rows 1-" + board.height() + ")");
            }
            if (p.isOver()) {
                throw new IllegalArgumentException("move " + n + " (" + item + "): the game is already over");
            }
            if (!p.isEmpty(s)) {
                throw new IllegalArgumentException("move " + n + ": " + board.name(s) + " is taken");
            }
            p.play(s);
        }
        return p;
    }

    /** The square named {@code h8} (any case), or -1. */
    public static int square(GomokuBoard board, String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        if (n.length() < 2 || n.length() > 3 || n.charAt(0) < 'a' || n.charAt(0) > 'z') {
            return -1;
        }
        int y;
        try {
            y = Integer.parseInt(n.substring(1)) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
        if (n.charAt(1) == '+' || n.charAt(1) == '-' || (n.charAt(1) == '0')) {
            return -1;
        }
        return board.square(n.charAt(0) - 'a', y);
    }

    /** The squares of a game, comma-separated. */
    public static String game(GomokuPosition p) {
        int[] moves = new int[p.stones()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = p.move(i);
        }
        return format(p.board(), moves, moves.length);
    }

    /** The first {@code n} of these squares, comma-separated (empty for none). */
    public static String format(GomokuBoard board, int[] moves, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append(board.name(moves[i]));
        }
        return sb.toString();
    }

    /** The diagram of a position: rows from the top, {@code /} between them. */
    public static String diagram(GomokuPosition p) {
        GomokuBoard b = p.board();
        StringBuilder sb = new StringBuilder();
        for (int y = b.height() - 1; y >= 0; y--) {
            for (int x = 0; x < b.width(); x++) {
                int o = p.owner(b.square(x, y));
                sb.append(o == 0 ? 'x' : o == 1 ? 'o' : '.');
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** A diagram, checked and played in an order that reaches it. */
    static GomokuPosition diagram(GomokuBoard board, GomokuRule rule, String text) {
        String[] rows = text.split("/", -1);
        if (rows.length != board.height()) {
            throw new IllegalArgumentException("diagram: " + rows.length + " rows, the " + board + " board has "
                    + board.height() + " (rows from the top, separated by /)");
        }
        List<List<Integer>> sides = List.of(new ArrayList<>(), new ArrayList<>());
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].strip();
            int y = board.height() - 1 - r;
            if (row.length() != board.width()) {
                throw new IllegalArgumentException("diagram: row " + (y + 1) + " has " + row.length() + " squares, not "
                        + board.width());
            }
            for (int x = 0; x < board.width(); x++) {
                char c = Character.toLowerCase(row.charAt(x));
                if (c == 'x' || c == 'o') {
                    sides.get(c == 'x' ? 0 : 1).add(board.square(x, y));
                } else if (c != '.') {
                    throw new IllegalArgumentException("diagram: '" + row.charAt(x) + "' at " + board.name(board.square(x, y))
                            + " is not . x or o");
                }
            }
        }
        int black = sides.get(0).size();
        int white = sides.get(1).size();
        if (black != white && black != white + 1) {
            throw new IllegalArgumentException("diagram: " + black + " black and " + white
                    + " white stones (black moves first: as many as white or one more)");
        }
        boolean[][] grid = new boolean[2][board.squares()];
        for (int p = 0; p < 2; p++) {
            for (int s : sides.get(p)) {
                grid[p][s] = true;
            }
        }
        int last = black + white == 0 ? 0 : black > white ? 0 : 1;
        String[] names = {"black", "white"};
        if (winning(board, rule, grid[1 - last]) >= 0 || (black + white > 0 && winning(board, rule, grid[last]) >= 0
                && sides.get(last).stream().noneMatch(s -> lastMove(board, rule, grid[last], s)))) {
            int side = winning(board, rule, grid[1 - last]) >= 0 ? 1 - last : last;
            throw new IllegalArgumentException("diagram: no game reaches it: " + names[side] + " has a winning row"
                    + (side != last ? " but " + names[last] + " moved last" : " that no last move made"));
        }
        int[] order = new int[black + white];
        int[] tries = {0};
        if (!order(board, rule, grid, sides, order, black + white, tries)) {
            throw new IllegalArgumentException("diagram: no order of play reaches it without an earlier winning row"
                    + (tries[0] >= ORDER_TRIES ? " (searched " + ORDER_TRIES + " orders)" : ""));
        }
        GomokuPosition p = new GomokuPosition(board, rule);
        for (int s : order) {
            p.play(s);
        }
        return p;
    }

    /**
     * Finds an order of the first {@code n} stones, backwards: the n-th is a stone of the side that
     * moved last whose removal leaves no winning row; then the others.
     */
    private static boolean order(GomokuBoard board, GomokuRule rule, boolean[][] grid, List<List<Integer>> sides,
            int[] order, int n, int[] tries) {
        if (n == 0) {
            return true;
        }
        int p = (n - 1) & 1;
        for (int s : sides.get(p)) {
            if (!grid[p][s] || ++tries[0] > ORDER_TRIES) {
                continue;
            }
            grid[p][s] = false;
            boolean ok = winning(board, rule, grid[0]) < 0 && winning(board, rule, grid[1]) < 0
                    && order(board, rule, grid, sides, order, n - 1, tries);
            grid[p][s] = true;
            if (ok) {
                order[n - 1] = s;
                return true;
            }
        }
        return false;
    }

    /** Whether removing the stone on {@code s} leaves no winning row of this side. */
    private static boolean lastMove(GomokuBoard board, GomokuRule rule, boolean[] mine, int s) {
        mine[s] = false;
        boolean none = winning(board, rule, mine) < 0;
        mine[s] = true;
        return none;
    }

    /** A square of a winning row of these stones (by the rule: a maximal run that wins), or -1. */
    static int winning(GomokuBoard board, GomokuRule rule, boolean[] mine) {
        for (int s = 0; s < board.squares(); s++) {
            if (!mine[s]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int back = board.step(s, d + 4);
                if (back >= 0 && mine[back]) {
                    continue; // not the start of the run
                }
                int length = 0;
                for (int t = s; t >= 0 && mine[t]; t = board.step(t, d)) {
                    length++;
                }
                if (rule.wins(length)) {
                    return s;
                }
            }
        }
        return -1;
    }
}
