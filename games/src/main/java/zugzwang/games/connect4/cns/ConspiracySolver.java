package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.rules.Verdict;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;

/**
 * A three-valued answer from the two questions of {@link Question}, each answered by a
 * {@link ThreeLevelSearch}: first "does White win?"; if not, "does Black win?". Both -1 is a
 * draw. With {@code firstOnly} only the thesis' question is asked (the answer is then
 * {@link Verdict#FIRST_WINS}, {@link Verdict#SECOND_AT_LEAST_DRAWS} or {@link Verdict#UNKNOWN}).
 * Each question gets the full budgets; the two searches never exist at the same time, so the
 * memory budget holds for the whole call.
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

    /** What one question's search left behind: answer, best move and counters. */
    private record Answer(int value, int move, long nodes, long evaluations, long trees) {
        static final Answer NOT_ASKED = new Answer(0, -1, 0, 0, 0);
    }

    private Answer ask(Position position, Question question) {
        ThreeLevelSearch search = new ThreeLevelSearch(board, question, limits, evaluator);
        int v = search.solve(position);
        return new Answer(v, search.bestMove(), search.nodes(), search.evaluations(), search.trees());
    }

    /** Solves the position (each question with a fresh search table and the full budgets). */
    public CnsResult solve(Position position, boolean firstOnly) {
        long start = System.nanoTime();
        Answer white = ask(position, Question.FIRST_WINS);
        int a = white.value();
        Answer black = a != 1 && !firstOnly ? ask(position, Question.SECOND_WINS) : Answer.NOT_ASKED;
        int b = black.value();
        // a level-3 best move is one with which the side to move reached its goal in that question
        int move;
        if (a == 1) {
            move = white.move();
        } else if (b == 1) {
            move = black.move();
        } else if (a == -1 && b == -1) {
            move = position.firstToMove() ? black.move() : white.move();
        } else {
            move = a == -1 ? white.move() : black.move();
        }
        Verdict value = a == 1 ? Verdict.FIRST_WINS
                : b == 1 ? Verdict.SECOND_WINS
                : a == -1 && b == -1 ? Verdict.DRAW
                : a == -1 ? Verdict.SECOND_AT_LEAST_DRAWS
                : b == -1 ? Verdict.FIRST_AT_LEAST_DRAWS
                : Verdict.UNKNOWN;
        return new CnsResult(value, a, b, move, white.nodes() + black.nodes(),
                white.evaluations() + black.evaluations(), white.trees() + black.trees(), System.nanoTime() - start);
    }
}
