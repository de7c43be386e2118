package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.stream.IntStream;
import zugzwang.cli.shared.Connect4ScoreStore;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.VerdictJson;
import zugzwang.core.store.SolutionStore;
import java.util.function.Function;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.Connect4Position;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.rules.Evaluation;
import zugzwang.games.connect4.rules.Evaluator;
import zugzwang.games.connect4.solver.ExactSolver;
import zugzwang.games.connect4.solver.SolveResult;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.WideSolver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * A Connect-4 position of an API request ({@link Notation#parse}, as the commands read it),
 * answered by the worker's exact {@link Solver} for its board (the board's opening book, its tables
 * kept from request to request: a game goes on from the position analysed before) and explained
 * by VICTOR's rules. The solver has a search thread per server worker: the worker's own, and
 * helpers that work only while the other workers are idle (one request then has every core).
 * A board beyond 64 bits (up to 128) is answered by the two-word {@link WideSolver} (no book, no
 * store, no explanations: those are of one-word boards).
 */
public final class Connect4ApiPosition implements ApiPosition {
    /** The position with its solver: of one word or two. */
    private final Answering<?> answering;

    /** @throws IllegalArgumentException for an impossible board or position */
    Connect4ApiPosition(int width, int height, String pos) {
        if (!BoardShape.fitsOneWord(width, height)) {
            WideBoard board = WideBoard.of(width, height);
            answering = new Answering<>(board, Notation.parseWide(pos, board), engines -> {
                WideSolver s = new WideSolver(board, options(engines.memory(), engines.threads()));
                s.useBook(engines.book(board));
                s.keepTables(true);
                s.helpWhile(engines::othersIdle);
                return s;
            });
        } else {
            Board board = Board.of(width, height);
            answering = new Answering<>(board, Notation.parse(pos, board), engines -> {
                Solver s = new Solver(board, options(engines.memory(), engines.threads()));
                s.useBook(engines.book(board));
                SolutionStore store = engines.store(Connect4ScoreStore.kind(board));
                if (store != null) {
                    s.useKnownScores(Connect4ScoreStore.knownScores(store, board)); // a job-level solve's store
                }
                s.keepTables(true);
                s.helpWhile(engines::othersIdle);
                return s;
            });
        }
    }

    /** The settings of a worker's solver with {@code memory} bytes on a server of {@code threads} workers. */
    static SolverOptions options(long memory, int threads) {
        return SolverOptions.defaults().withMemory(memory).withThreads(threads);
    }

    /**
     * A position and how a worker makes the solver of its board.
     *
     * @param <P> {@code Position} or {@code WidePosition}
     */
    private record Answering<P extends Connect4Position>(BoardShape board, P p,
            Function<ApiEngines, ExactSolver<P>> make) {

        /** The worker's solver for the board (kept from request to request), registered with the job. */
        ExactSolver<P> solver(ApiEngines engines, ApiJob job) {
            ExactSolver<P> solver = engines.engine("connect4 " + board, () -> make.apply(engines), s -> { });
            job.running(solver::cancel, solver::status);
            return solver;
        }

        void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
            ExactSolver<P> solver = solver(engines, job);
            job.check();
            long n0 = solver.nodes();
            // each move's score as soon as it is known (the partial answer at the time limit), then
            // all of them left to right
            Integer[] scores = solver.analyze(p, weak,
                    (c, s) -> answer.move(Notation.column(c), s, solver.nodes() - n0));
            long nodes = solver.nodes() - n0;
            answer.order(IntStream.range(0, board.width()).filter(c -> scores[c] != null)
                    .mapToObj(Notation::column).toList());
            job.check();
            Integer score = p.isOver() ? solver.solveScore(p, weak) : answer.best();
            answer.finish(score, nodes);
        }

        void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
            ExactSolver<P> solver = solver(engines, job);
            job.check();
            SolveResult s = solver.solve(p, weak);
            job.update(o -> {
                o.put("score", s.score());
                o.put("result", ApiAnswers.result(s.score()));
                ArrayNode best = o.putArray("best");
                for (int c : IntStream.of(s.bestMoves()).sorted().toArray()) { // left to right
                    best.add(Notation.column(c));
                }
                o.put("pv", Notation.sequence(s.pv(), board));
                o.put("nodes", s.nodes());
                o.put("millis", Output.millis(System.nanoTime() - start));
            });
        }
    }

    @Override
    public int width() {
        return answering.board().width();
    }

    @Override
    public int height() {
        return answering.board().height();
    }

    @Override
    public boolean firstToMove() {
        return answering.p().firstToMove();
    }

    @Override
    public boolean over() {
        return answering.p().isOver();
    }

    @Override
    public String winner() {
        Connect4Position p = answering.p();
        return p.isWon() ? (p.firstToMove() ? "second" : "first") : p.isOver() ? "draw" : null;
    }

    @Override
    public void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        answering.analyze(weak, engines, job, answer);
    }

    @Override
    public void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
        answering.solve(weak, engines, job, start);
    }

    /** @throws IllegalArgumentException on a board beyond 64 bits (VICTOR's rules are of one word) */
    @Override
    public ObjectNode explain(String text) {
        if (!(answering.board() instanceof Board board)) {
            throw new IllegalArgumentException("explain: VICTOR's rules work on boards of at most 64 bits, not "
                    + answering.board());
        }
        long start = System.nanoTime();
        Position p = (Position) answering.p();
        Evaluation e = new Evaluator(board).evaluate(p);
        return VerdictJson.json(text, board, p, e, System.nanoTime() - start);
    }
}
