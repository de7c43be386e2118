package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.concurrent.CancellationException;
import zugzwang.cli.shared.Output;
import zugzwang.games.cube.Cube;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeResult;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;

/**
 * A Connect Four 3D position of an API request ({@code game=connect4-3d}, {@code pos} in the
 * game's notation; the board is always 4×4×4, reported as {@code w = h = 4}), answered by the
 * worker's {@link CubeSolver} (one search thread; its table is kept from one request to the next,
 * which is sound: entries are facts of positions).
 */
public final class CubeApiPosition extends StoneApiPosition {
    private final CubePosition position;

    /**
     * @throws IllegalArgumentException for a board other than 4×4 (the request's {@code w} and
     *                                  {@code h} are 4 or absent) or a position that does not parse
     *                                  (the message is the client's)
     */
    CubeApiPosition(int width, int height, String pos) {
        this(CubeNotation.parse(onTheCube("connect4-3d", width, height, pos)));
    }

    private CubeApiPosition(CubePosition position) {
        super(position);
        this.position = position;
    }

    private static CubeSolver solver(ApiEngines engines, ApiJob job) {
        CubeSolver s = engines.engine("connect4-3d", () -> new CubeSolver(CubeSolverOptions.of(engines.memory(), 1)),
                CubeSolver::resetCancel);
        job.running(s::cancel, () -> "");
        return s;
    }

    @Override
    public void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        CubeSolver solver = solver(engines, job);
        long nodes0 = solver.nodes();
        CubePosition q = position.copy();
        boolean undecided = false;
        for (int c = 0; c < Cube.COLUMNS && !position.isOver(); c++) {
            if (!q.canPlay(c)) {
                continue;
            }
            job.check();
            Integer v;
            try {
                if (q.isWinningMove(c)) {
                    v = 1;
                } else {
                    q.play(c);
                    try {
                        v = -solver.value(q);
                    } finally {
                        q.undo();
                    }
                }
            } catch (CancellationException e) {
                v = null;
            }
            undecided |= v == null;
            answer.move(CubeNotation.column(c), v, solver.nodes() - nodes0);
            if (v == null) {
                break;
            }
        }
        Integer score;
        if (position.isOver()) {
            score = finishedScore();
        } else {
            Integer best = answer.best();
            score = best != null && (best > 0 || !undecided) ? best : null;
        }
        answer.finish(score, solver.nodes() - nodes0);
    }

    @Override
    public void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
        CubeSolver solver = solver(engines, job);
        job.check();
        CubeResult r;
        try {
            r = solver.solve(position, true);
        } catch (CancellationException e) {
            return; // the frame (no score) stands
        }
        CubeResult result = r;
        job.update(o -> {
            ApiAnswers.putScore(o, result.value());
            ArrayNode best = o.putArray("best");
            for (int c : result.bestMoves()) {
                best.add(CubeNotation.column(c));
            }
            o.put("pv", CubeNotation.sequence(result.pv()));
            o.put("nodes", result.nodes());
            o.put("millis", Output.millis(System.nanoTime() - start));
        });
    }
}
