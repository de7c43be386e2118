package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;

/**
 * A three-valued answer from the two questions of {@link Question}, each answered by a
 * {@link ThreeLevelSearch}: first "does White win?"; if not, "does Black win?". Both -1 is a
 * draw. With {@code firstOnly} only the thesis' question is asked (the answer is then
 * {@link CnsValue#FIRST_WINS} or {@link CnsValue#SECOND_AT_LEAST_DRAWS}).
 */
public final class ConspiracySolver {
    private final Board board;
    private final CnsLimits limits;
    private final Evaluator evaluator;

    public ConspiracySolver(Board board, CnsLimits limits) {
        this.board = board;
        this.limits = limits;
        this.evaluator = new Evaluator(board);
    }

    /** Solves the position (each question with a fresh search table and the full budgets). */
    public CnsResult solve(Position position, boolean firstOnly) {
        long start = System.nanoTime();
        ThreeLevelSearch white = new ThreeLevelSearch(board, Question.FIRST_WINS, limits, evaluator);
        int a = white.solve(position);
        long nodes = white.nodes();
        long evaluations = white.evaluations();
        long trees = white.trees();
        int b = 0;
        int blackMove = -1;
        if (a != 1 && !firstOnly) {
            ThreeLevelSearch black = new ThreeLevelSearch(board, Question.SECOND_WINS, limits, evaluator);
            b = black.solve(position);
            nodes += black.nodes();
            evaluations += black.evaluations();
            trees += black.trees();
            blackMove = black.bestMove();
        }
        // a level-3 best move is one with which the side to move reached its goal in that question
        int move = switch (a == 1 ? 1 : b == 1 ? 2 : a == -1 && b == -1 ? 3 : 0) {
            case 1 -> white.bestMove();
            case 2 -> blackMove;
            case 3 -> position.firstToMove() ? blackMove : white.bestMove();
            default -> a == -1 ? white.bestMove() : blackMove;
        };
        CnsValue value = a == 1 ? CnsValue.FIRST_WINS
                : b == 1 ? CnsValue.SECOND_WINS
                : a == -1 && b == -1 ? CnsValue.DRAW
                : a == -1 ? CnsValue.SECOND_AT_LEAST_DRAWS
                : b == -1 ? CnsValue.FIRST_AT_LEAST_DRAWS
                : CnsValue.UNKNOWN;
        return new CnsResult(value, a, b, move, nodes, evaluations, trees, System.nanoTime() - start);
    }
}
