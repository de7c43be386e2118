package zugzwang.games.connect4.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;

/**
 * VICTOR's evaluation (Allis 1988, ch. 8 and §9.2): a verdict for a position from the strategic
 * rules, never from search beyond one move.
 * <ul>
 *   <li>Boards with an odd number of rows: {@link Verdict#UNKNOWN} (the zugzwang rules need an
 *       even number, §10.1).</li>
 *   <li>Finished games and immediate wins are reported as they are.</li>
 *   <li>White (first player) to move: Black controls the zugzwang; if the rules solve every group
 *       White could still complete, Black at least draws (§8.1).</li>
 *   <li>Black to move: White controls the zugzwang on the board without the column of one of his
 *       odd threats (§8.2); if the rules solve every Black group there, White wins. Otherwise each
 *       Black move is tried: if the rules refute White after it, Black at least draws.</li>
 *   <li>Black to move, no single odd threat wins: for each {@link ThreatCombination} of White
 *       (§8.3-8.4) White applies the rules on the board without its two columns, the claims of
 *       the combination refuting the Black groups through them that they cover.</li>
 *   <li>White to move and no Black cover: each White move is tried for the White win above.</li>
 *   <li>§9.2: if Black's rule set contains an Aftereven, Black completes that group (White can
 *       complete none) and the verdict is a Black win.</li>
 * </ul>
 */
public final class Evaluator {
    private final Board board;
    private final RuleFinder finder;
    private final long[] groups;
    private final long nodeLimit;

    public Evaluator(Board board) {
        this(board, CoverSearch.DEFAULT_NODE_LIMIT);
    }

    public Evaluator(Board board, long nodeLimit) {
        this.board = board;
        this.finder = new RuleFinder(board);
        this.groups = Group.all(board);
        this.nodeLimit = nodeLimit;
    }

    /** The verdict for a position of this evaluator's board. */
    public Evaluation evaluate(Position position) {
        return evaluate(position, true);
    }

    /**
     * The verdict of the rules on the position as it stands, without first trying each move of
     * the side to move: White to move, only the Black cover (§8.1); Black to move, only White's
     * odd threats (§8.2). About one cover search instead of up to eight: what a search that
     * tries the moves itself (the exact solver) asks at each node.
     */
    public Evaluation evaluateDirect(Position position) {
        return evaluate(position, false);
    }

    private Evaluation evaluate(Position position, boolean tryMoves) {
        if (!position.board().equals(board)) {
            throw new IllegalArgumentException("position is on " + position.board() + ", evaluator on " + board);
        }
        long white = position.firstStones();
        long black = position.secondStones();
        long mask = position.mask();
        if (board.hasFour(white)) {
            return new Evaluation(Verdict.FIRST_WINS, "", -1, List.of(), "game over: White has four in a row");
        }
        if (board.hasFour(black)) {
            return new Evaluation(Verdict.SECOND_WINS, "", -1, List.of(), "game over: Black has four in a row");
        }
        if (mask == board.cellMask()) {
            return new Evaluation(Verdict.SECOND_AT_LEAST_DRAWS, "", -1, List.of(), "game over: drawn, the board is full");
        }
        boolean whiteToMove = position.firstToMove();
        long mover = whiteToMove ? white : black;
        long win = board.winningCells(mover, mask) & board.playable(mask);
        if (win != 0) {
            int col = board.columnOf(Long.lowestOneBit(win));
            return new Evaluation(whiteToMove ? Verdict.FIRST_WINS : Verdict.SECOND_WINS, "", col, List.of(),
                    (whiteToMove ? "White" : "Black") + " wins at once at " + Square.name(board, Long.lowestOneBit(win)));
        }
        if ((board.height() & 1) != 0) {
            return Evaluation.unknown("the board has an odd number of rows (" + board.height()
                    + "): the zugzwang-based rules need an even number of rows (Allis §10.1)");
        }
        if (whiteToMove) {
            List<RuleInstance> cover = blackCover(white, black);
            if (cover != null) {
                return blackResult(-1, cover, "Black controls the zugzwang and the rules refute every White group");
            }
            for (int c = 0; tryMoves && c < board.width(); c++) {
                long move = board.playable(mask) & board.columnMask(c);
                if (move == 0) {
                    continue;
                }
                Evaluation e = whiteWin(white | move, black);
                if (e != null) {
                    return new Evaluation(Verdict.FIRST_WINS, "White", c, e.rules(),
                            "after White plays " + Square.name(board, move) + ", " + e.reason());
                }
            }
            return Evaluation.unknown("no set of compatible rules refutes every White group");
        }
        Evaluation e = whiteWin(white, black);
        if (e != null) {
            return e;
        }
        for (int c = 0; tryMoves && c < board.width(); c++) {
            long move = board.playable(mask) & board.columnMask(c);
            if (move == 0) {
                continue;
            }
            List<RuleInstance> cover = blackCover(white, black | move);
            if (cover != null) {
                return blackResult(c, cover, "after Black plays " + Square.name(board, move)
                        + ", Black controls the zugzwang and the rules refute every White group");
            }
        }
        return Evaluation.unknown("no odd threat of White wins by the rules, and no Black move leads to a"
                + " position where the rules refute every White group");
    }

    /**
     * Black's verdict from a rule set: at least a draw, or a win if the set holds an Aftereven
     * (§9.2: the Aftereven group is Black's, its squares come to Black by the Claimevens, and
     * White completes no group before the board is full).
     */
    private static Evaluation blackResult(int move, List<RuleInstance> cover, String reason) {
        for (RuleInstance r : cover) {
            if (r.kind() == Rule.AFTEREVEN) {
                return new Evaluation(Verdict.SECOND_WINS, "Black", move, cover,
                        reason + "; the Aftereven completes a Black group (§9.2)");
            }
        }
        return new Evaluation(Verdict.SECOND_AT_LEAST_DRAWS, "Black", move, cover, reason);
    }

    /** White to move: a compatible rule set for Black solving every group without a Black stone. */
    List<RuleInstance> blackCover(long white, long black) {
        long[] problems = new long[Group.words(groups.length)];
        for (int k = 0; k < groups.length; k++) {
            if ((groups[k] & black) == 0) {
                problems[k >>> 6] |= 1L << (k & 63);
            }
        }
        return cover(black, white, board.cellMask(), problems);
    }

    /**
     * Black to move (§8.2): for some odd threat of White at t (odd square, the square below empty),
     * White applies the rules on the board without t's column; Black's groups that use a square of
     * that column at t or above, or an odd square below t other than the lowest playable one, are
     * not problems. Returns the White win, or {@code null}.
     */
    Evaluation whiteWin(long white, long black) {
        long mask = white | black;
        long threats = board.winningCells(white, mask) & ~board.playable(mask) & ~Square.evenRows(board);
        for (long x = threats; x != 0; x &= x - 1) {
            long t = Long.lowestOneBit(x); // odd, not playable: the square below t is empty
            int col = board.columnOf(t);
            long colMask = board.columnMask(col);
            // -t sets t and every higher bit: the column from t upwards
            long fromT = -t & colMask;
            long odd = ~Square.evenRows(board) & colMask & ~fromT & ~mask;
            odd &= ~board.playable(mask); // the lowest odd square, if directly playable, may go to Black
            long whiteGets = fromT | odd;
            long[] problems = new long[Group.words(groups.length)];
            for (int k = 0; k < groups.length; k++) {
                if ((groups[k] & white) == 0 && (groups[k] & whiteGets) == 0) {
                    problems[k >>> 6] |= 1L << (k & 63);
                }
            }
            List<RuleInstance> cover = cover(white, black, board.cellMask() & ~colMask, problems);
            if (cover != null) {
                return new Evaluation(Verdict.FIRST_WINS, "White", -1, cover,
                        "White's odd threat at " + Square.name(board, t)
                                + " gives White the zugzwang and the rules refute every Black group elsewhere");
            }
        }
        return combinationWin(white, black);
    }

    /**
     * Black to move (§8.3-8.4): for some threat combination of White, White applies the rules on
     * the board without its two columns; Black's groups that its claims refute are not problems.
     * Returns the White win, or {@code null}.
     */
    Evaluation combinationWin(long white, long black) {
        long mask = white | black;
        for (ThreatCombination tc : ThreatCombination.find(board, groups, white, black)) {
            long whiteGets = tc.whiteGets(mask);
            long[] problems = new long[Group.words(groups.length)];
            for (int k = 0; k < groups.length; k++) {
                long g = groups[k];
                if ((g & white) == 0 && (g & whiteGets) == 0 && !tc.refutes(g, mask)) {
                    problems[k >>> 6] |= 1L << (k & 63);
                }
            }
            List<RuleInstance> cover = cover(white, black, board.cellMask() & ~tc.columns(), problems);
            if (cover != null) {
                return new Evaluation(Verdict.FIRST_WINS, "White", -1, cover,
                        "White's threat combination (" + tc.describe()
                                + ") gives White the zugzwang and the rules refute every Black group elsewhere");
            }
        }
        return null;
    }

    private List<RuleInstance> cover(long controller, long opponent, long allowed, long[] problems) {
        List<Integer> ps = new ArrayList<>();
        for (int k = 0; k < groups.length; k++) {
            if ((problems[k >>> 6] >>> (k & 63) & 1) != 0) {
                ps.add(k);
            }
        }
        int[] pa = ps.stream().mapToInt(Integer::intValue).toArray();
        List<RuleInstance> rules = finder.find(controller, opponent, allowed, problems);
        List<RuleInstance> found = new CoverSearch(board, pa, rules, nodeLimit).solve();
        if (found != null) {
            found.sort(Comparator.comparing((RuleInstance r) -> r.kind().ordinal() == Rule.BEFORE.ordinal() ? 0 : 1)
                    .thenComparing(r -> r.kind().ordinal()));
        }
        return found;
    }
}
