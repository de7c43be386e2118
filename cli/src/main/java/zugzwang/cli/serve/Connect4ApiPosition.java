package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.stream.IntStream;
import zugzwang.cli.shared.Connect4ScoreStore;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.VerdictJson;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluation;
import zugzwang.games.connect4.rules.Evaluator;
import zugzwang.games.connect4.solver.SolveResult;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * A Connect-4 position of an API request ({@link Notation#parse}, as the commands read it),
 * answered by the worker's exact {@link Solver} for its board (the board's opening book, its tables
 * kept from request to request: a game goes on from the position analysed before) and explained
 * by VICTOR's rules. The solver has a search thread per server worker: the worker's own, and
 * helpers that work only while the other workers are idle (one request then has every core).
 */
public final class Connect4ApiPosition implements ApiPosition {
    private final Board board;
    private final Position p;

    /** @throws IllegalArgumentException for an impossible board or position */
    Connect4ApiPosition(int width, int height, String pos) {
        this.board = Board.of(width, height);
        this.p = Notation.parse(pos, board);
    }

    /** The solver settings of a worker with {@code memory} bytes on a server of {@code threads} workers. */
    static SolverOptions options(long memory, int threads) {
        return SolverOptions.defaults().withMemory(memory).withThreads(threads);
    }

    /** The worker's solver for the board, registered with the job. */
    private Solver solver(ApiEngines engines, ApiJob job) {
        Solver solver = engines.engine("connect4 " + board, () -> {
            Solver s = new Solver(board, options(engines.memory(), engines.threads()));
            s.useBook(engines.book(board));
            SolutionStore store = engines.store(Connect4ScoreStore.kind(board));
            if (store != null) {
                s.useKnownScores(Connect4ScoreStore.knownScores(store, board)); // a job-level solve's store
            }
            s.keepTables(true);
            s.helpWhile(engines::othersIdle);
            return s;
        }, s -> { });
        job.running(solver::cancel, solver::status);
        return solver;
    }

    @Override
    public int width() {
        return board.width();
    }

    @Override
    public int height() {
        return board.height();
    }

    @Override
    public boolean firstToMove() {
        return p.firstToMove();
    }

    @Override
    public boolean over() {
        return p.isOver();
    }

    @Override
    public String winner() {
        return p.isWon() ? (p.firstToMove() ? "second" : "first") : p.isOver() ? "draw" : null;
    }

    @Override
    public void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        Solver solver = solver(engines, job);
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

    @Override
    public void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
        Solver solver = solver(engines, job);
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

    @Override
    public ObjectNode explain(String text) {
        long start = System.nanoTime();
        Evaluation e = new Evaluator(board).evaluate(p);
        return VerdictJson.json(text, board, p, e, System.nanoTime() - start);
    }
}
