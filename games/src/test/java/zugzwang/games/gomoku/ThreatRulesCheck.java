package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent check, by the rules alone, that a threat sequence wins against every defence —
 * none of threat-space search's code is used. The attacker plays five when he can, blocks the
 * defender's four when he must, makes a straight four when he can, and otherwise the sequence's
 * next square; the defender plays every move that could matter.
 *
 * <p>Why her other moves may be left out: against a four she must take its square (or make five
 * herself); against a straight four she has lost unless she makes five at once (he completes his
 * before any four of hers); against a three, a move that neither makes her a four or five nor
 * leaves him without a straight four lets him make the straight four at once, and then she has
 * lost as above. So her moves are: her five, the moves that make her a four, and the moves after
 * which he has no straight four.
 */
final class ThreatRulesCheck {
    private final GomokuBoard board;
    private final GomokuRule rule;
    private final int[][] cells;
    private long nodes;
    private final long maxNodes;
    private int[] gains;

    /** A check of the position, the attacker to move, within {@code maxNodes} nodes. */
    ThreatRulesCheck(GomokuPosition p, long maxNodes) {
        this.board = p.board();
        this.rule = p.rule();
        this.cells = new int[2][board.squares()];
        for (int s = 0; s < board.squares(); s++) {
            int o = p.owner(s);
            if (o >= 0) {
                cells[o == p.player() ? 0 : 1][s] = 1;
            }
        }
        this.maxNodes = maxNodes;
    }

    /** True: the attacker, playing these squares in turn, wins against every defence; false: not shown. */
    boolean wins(int[] gains) {
        this.gains = gains;
        return attacker(0);
    }

    long nodes() {
        return nodes;
    }

    private boolean attacker(int i) {
        if (++nodes > maxNodes) {
            return false;
        }
        if (!fiveSquares(0).isEmpty()) {
            return true;
        }
        List<Integer> hers = fiveSquares(1);
        if (hers.size() > 1) {
            return false;
        }
        if (hers.size() == 1) {
            return play(0, hers.get(0), () -> defender(i)); // he must block her five
        }
        Integer straight = straightFourMove(0);
        if (straight != null) {
            return true; // two squares make five, and she has no five: she cannot stop both
        }
        if (i == gains.length || cells[0][gains[i]] != 0 || cells[1][gains[i]] != 0) {
            return false;
        }
        return play(0, gains[i], () -> defender(i + 1));
    }

    /** After the attacker's move: does he win against every move that matters? */
    private boolean defender(int i) {
        if (++nodes > maxNodes) {
            return false;
        }
        if (!fiveSquares(1).isEmpty()) {
            return false; // she makes five
        }
        List<Integer> his = fiveSquares(0);
        if (his.size() > 1) {
            return true;
        }
        List<Integer> replies = new ArrayList<>();
        if (his.size() == 1) {
            replies.add(his.get(0));
        } else {
            if (straightFourMove(0) == null) {
                return false; // no threat pending: the check follows threats only
            }
            java.util.Set<Integer> near = new java.util.LinkedHashSet<>(candidates(0));
            near.addAll(candidates(1));
            for (int s : near) {
                cells[1][s] = 1;
                boolean matters = !fiveSquares(1).isEmpty() || straightFourMove(0) == null;
                cells[1][s] = 0;
                if (matters) {
                    replies.add(s);
                }
            }
        }
        for (int s : replies) {
            if (!play(1, s, () -> attacker(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean play(int p, int s, java.util.function.BooleanSupplier then) {
        cells[p][s] = 1;
        boolean r = then.getAsBoolean();
        cells[p][s] = 0;
        return r;
    }

    /** A move after which two squares make five for side p, or null. */
    private Integer straightFourMove(int p) {
        for (int s : candidates(p)) {
            cells[p][s] = 1;
            boolean straight = fiveSquares(p).size() >= 2;
            cells[p][s] = 0;
            if (straight) {
                return s;
            }
        }
        return null;
    }

    /** The empty squares where side p's stone makes a winning row (by the rule). */
    private List<Integer> fiveSquares(int p) {
        List<Integer> out = new ArrayList<>();
        for (int s : candidates(p)) {
            if (wins(p, s)) {
                out.add(s);
            }
        }
        return out;
    }

    private boolean wins(int p, int s) {
        for (int d = 0; d < 4; d++) {
            int n = 1;
            for (int x = board.step(s, d); x >= 0 && cells[p][x] != 0; x = board.step(x, d)) {
                n++;
            }
            for (int x = board.step(s, d + 4); x >= 0 && cells[p][x] != 0; x = board.step(x, d + 4)) {
                n++;
            }
            if (rule.wins(n)) {
                return true;
            }
        }
        return false;
    }

    /** Empty squares within four steps of one of side p's stones along a line. */
    private List<Integer> candidates(int p) {
        boolean[] near = new boolean[board.squares()];
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < board.squares(); s++) {
            if (cells[p][s] == 0) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                int x = s;
                for (int k = 0; k < 4; k++) {
                    x = board.step(x, d);
                    if (x < 0) {
                        break;
                    }
                    if (cells[0][x] == 0 && cells[1][x] == 0 && !near[x]) {
                        near[x] = true;
                        out.add(x);
                    }
                }
            }
        }
        return out;
    }
}
