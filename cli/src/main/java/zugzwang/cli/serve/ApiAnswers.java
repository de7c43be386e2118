package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import zugzwang.games.Capability;
import zugzwang.games.Games;

/**
 * The answers of the API ({@code analyze}, {@code solve}, {@code explain}), built into the job's
 * answer as they become known, so that a request stopped by the time limit still reports what
 * was decided. What every answer shares is written here; the values come from the request's
 * position ({@link ApiPosition}), that is from its game. Scores and results are for the side to
 * move at the requested position; a move's score is the mover's score after playing it. Games
 * without scores (PopOut) answer +1 / 0 / -1 (win, draw, loss), or null when undecided.
 */
final class ApiAnswers {
    private ApiAnswers() {
    }

    /** {@code /api/analyze}: every legal move's score, the position's score and the best moves. */
    static void analyze(ApiRequest r, ApiEngines engines, ApiJob job) {
        ApiAnalysis answer = new ApiAnalysis(r, job);
        r.position().analyze(r.weak(), engines, job, answer);
    }

    /** {@code /api/solve}: score, best moves and a principal variation (PopOut: one proving move). */
    static void solve(ApiRequest r, ApiEngines engines, ApiJob job) {
        long start = System.nanoTime();
        header(r, job);
        job.update(o -> {
            putScore(o, null);
            o.putArray("best");
            o.put("pv", "");
        });
        r.position().solve(r.weak(), engines, job, start);
    }

    /** {@code /api/explain}: the answer of {@code explain --json}, for the games that explain. */
    static void explain(ApiRequest r, ApiJob job) {
        if (!Games.definition(r.game()).orElseThrow().offers(Capability.EXPLAIN)) {
            throw new ApiRequest.BadRequest("explain is for " + Games.either(Games.offering(Capability.EXPLAIN))
                    + " only, not " + r.game());
        }
        ObjectNode answer = r.position().explain(r.text());
        job.update(o -> o.setAll(answer));
    }

    /** game, w, h, pos, toMove, over, winner. */
    static void header(ApiRequest r, ApiJob job) {
        ApiPosition p = r.position();
        boolean over = p.over();
        boolean firstToMove = p.firstToMove();
        String winner = p.winner();
        job.update(o -> {
            o.put("game", r.game());
            o.put("w", p.width());
            o.put("h", p.height());
            p.header(o);
            o.put("pos", r.text());
            o.put("toMove", firstToMove ? "first" : "second");
            o.put("over", over);
            if (winner == null) {
                o.putNull("winner");
            } else {
                o.put("winner", winner);
            }
        });
    }

    /** {@code score} (null if unknown) and its {@code result} word. */
    static void putScore(ObjectNode o, Integer score) {
        if (score == null) {
            o.putNull("score");
        } else {
            o.put("score", score);
        }
        o.put("result", score == null ? "unknown" : result(score));
    }

    /** "win", "draw" or "loss" by the sign of a score. */
    static String result(int score) {
        return score > 0 ? "win" : score < 0 ? "loss" : "draw";
    }
}
