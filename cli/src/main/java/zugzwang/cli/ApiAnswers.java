package zugzwang.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.WeakValue;
import zugzwang.core.retro.RetrogradeAnalysis;
import zugzwang.games.popout.PopOutRetrograde;
import zugzwang.games.popout.PopOutState;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.SolveResult;
import zugzwang.games.connect4.Solver;
import zugzwang.games.connect4.rules.Evaluation;
import zugzwang.games.connect4.rules.Evaluator;

/**
 * The answers of the API ({@code analyze}, {@code solve}, {@code explain}), built into the job's
 * answer as they become known, so that a request stopped by the time limit still reports what
 * was decided. Scores and results are for the side to move at the requested position; a move's
 * score is the mover's score after playing it. PopOut has no scores: +1 / 0 / -1 (win, draw,
 * loss) from its proof search, or null when undecided.
 */
final class ApiAnswers {
    private ApiAnswers() {
    }

    /** {@code /api/analyze}: every legal move's score, the position's score and the best moves. */
    static void analyze(ApiRequest r, ApiEngines engines, ApiJob job) {
        long start = System.nanoTime();
        header(r, job);
        job.update(o -> {
            putScore(o, null);
            o.putArray("moves");
            o.putArray("best");
            o.put("nodes", 0);
        });
        List<String> names = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        long nodes = 0;
        boolean undecided = false;
        if (r.isConnect4()) {
            Solver solver = engines.solver(r.board());
            job.running(solver);
            Position p = r.c4();
            if (!p.isOver()) {
                for (int c = 0; c < r.board().width(); c++) {
                    if (!p.canPlay(c)) {
                        continue;
                    }
                    job.check();
                    long n0 = solver.nodes();
                    p.play(c);
                    int s = -solver.solveScore(p, r.weak());
                    p.undo();
                    nodes += solver.nodes() - n0;
                    names.add(Notation.column(c));
                    scores.add(s);
                    addMove(job, Notation.column(c), s, nodes);
                }
            }
            job.check();
            Integer score = p.isOver() ? solver.solveScore(p, r.weak()) : max(scores);
            finish(job, score, names, scores, nodes, start);
        } else {
            Function<GameState, WeakValue> values = popOutValues(r, engines, job);
            GameState s = r.state();
            int[] moves = new int[s.game().maxMoves()];
            int n = s.moves(moves);
            for (int i = 0; i < n; i++) {
                job.check();
                s.play(moves[i]);
                WeakValue w;
                try {
                    w = values.apply(s);
                } finally {
                    s.undo();
                }
                job.check();
                Integer v = w.value() == null ? null : -w.value();
                undecided |= v == null;
                nodes += w.created();
                names.add(s.moveName(moves[i]));
                scores.add(v);
                addMove(job, s.moveName(moves[i]), v, nodes);
            }
            Integer score;
            if (n == 0) {
                score = Integer.signum(s.value());
            } else {
                Integer best = max(scores);
                // a winning move decides the position; otherwise every move must be decided
                score = best != null && (best > 0 || !undecided) ? best : null;
            }
            finish(job, score, names, scores, nodes, start);
        }
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
        if (r.isConnect4()) {
            Solver solver = engines.solver(r.board());
            job.running(solver);
            job.check();
            SolveResult s = solver.solve(r.c4(), r.weak());
            job.update(o -> {
                o.put("score", s.score());
                o.put("result", result(s.score()));
                ArrayNode best = o.putArray("best");
                for (int c : java.util.stream.IntStream.of(s.bestMoves()).sorted().toArray()) { // left to right
                    best.add(Notation.column(c));
                }
                o.put("pv", Notation.sequence(s.pv(), r.board()));
                o.put("nodes", s.nodes());
                o.put("millis", Output.millis(System.nanoTime() - start));
            });
        } else {
            Function<GameState, WeakValue> values = popOutValues(r, engines, job);
            GameState s = r.state();
            job.check();
            Integer value;
            int move;
            long nodes;
            if (s.isTerminal()) {
                value = Integer.signum(s.value());
                move = -1;
                nodes = 0;
            } else {
                WeakValue w = values.apply(s);
                job.check();
                value = w.value();
                // a lookup names no move: the first whose result is the position's value
                move = value == null ? -1 : w.questions().isEmpty() ? keeping(values, s, value) : w.decisive().move();
                nodes = w.created();
            }
            String name = move < 0 ? null : s.moveName(move);
            job.update(o -> {
                putScore(o, value);
                ArrayNode best = o.putArray("best");
                if (name != null) {
                    best.add(name);
                }
                o.put("pv", name == null ? "" : name);
                o.put("nodes", nodes);
                o.put("millis", Output.millis(System.nanoTime() - start));
            });
        }
    }

    /** {@code /api/explain}: the answer of {@code explain --json} (Connect-4 only). */
    static void explain(ApiRequest r, ApiJob job) {
        if (!r.isConnect4()) {
            throw new ApiRequest.BadRequest("explain is for connect4 only, not " + r.game());
        }
        long start = System.nanoTime();
        Evaluation e = new Evaluator(r.board()).evaluate(r.c4());
        ObjectNode answer = ExplainCommand.json(r.text(), r.board(), r.c4(), e, System.nanoTime() - start);
        job.update(o -> o.setAll(answer));
    }

    /** game, w, h, pos, toMove, over, winner. */
    /**
     * The weak values of this request's PopOut positions: looked up in the strong solution of a
     * small board ({@link ApiEngines#retrograde}), else asked of the worker's proof search.
     */
    private static Function<GameState, WeakValue> popOutValues(ApiRequest r, ApiEngines engines, ApiJob job) {
        PopOutRetrograde retro = ApiEngines.retrograde(r.entry().game());
        if (retro != null) {
            return s -> looked(retro, s);
        }
        ProofSearch search = engines.search(r.entry());
        job.running(search);
        return s -> WeakValue.of(search, s);
    }

    /** The first move of {@code s} after which the mover's value is {@code value}, or -1. */
    private static int keeping(Function<GameState, WeakValue> values, GameState s, int value) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            Integer v = values.apply(s).value();
            s.undo();
            if (v != null && -v == value) {
                return moves[i];
            }
        }
        return -1;
    }

    /**
     * A PopOut position's value from the strong solution of its board, as a weak value without
     * questions: a finished game's own value, else the board's value in the position graph (a
     * repetition of an earlier position of this game is a draw when it happens; the value does
     * not look further into the history).
     */
    private static WeakValue looked(PopOutRetrograde retro, GameState s) {
        if (s.isTerminal()) {
            return new WeakValue(Integer.signum(s.value()), List.of());
        }
        byte v = retro.value((PopOutState) s);
        Integer value = v == RetrogradeAnalysis.WIN ? Integer.valueOf(1) : v == RetrogradeAnalysis.LOSS ? Integer.valueOf(-1)
                : v == RetrogradeAnalysis.DRAW ? Integer.valueOf(0) : null;
        return new WeakValue(value, List.of());
    }

    private static void header(ApiRequest r, ApiJob job) {
        boolean over;
        String winner;
        boolean firstToMove;
        if (r.isConnect4()) {
            Position p = r.c4();
            over = p.isOver();
            firstToMove = p.firstToMove();
            winner = p.isWon() ? (firstToMove ? "second" : "first") : over ? "draw" : null;
        } else {
            GameState s = r.state();
            over = s.isTerminal();
            firstToMove = s.player() == 0;
            if (over) {
                int v = Integer.signum(s.value()); // for the player to move
                winner = v == 0 ? "draw" : (v > 0) == firstToMove ? "first" : "second";
            } else {
                winner = null;
            }
        }
        job.update(o -> {
            o.put("game", r.game());
            o.put("w", r.board().width());
            o.put("h", r.board().height());
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

    private static void addMove(ApiJob job, String name, Integer score, long nodes) {
        job.update(o -> {
            ObjectNode m = ((ArrayNode) o.get("moves")).addObject();
            m.put("move", name);
            putScore(m, score);
            o.put("nodes", nodes);
        });
    }

    private static void finish(ApiJob job, Integer score, List<String> names, List<Integer> scores, long nodes,
                               long start) {
        job.update(o -> {
            putScore(o, score);
            ArrayNode best = o.putArray("best");
            for (int i = 0; score != null && i < names.size(); i++) {
                if (score.equals(scores.get(i))) {
                    best.add(names.get(i));
                }
            }
            o.put("nodes", nodes);
            o.put("millis", Output.millis(System.nanoTime() - start));
        });
    }

    /** {@code score} (null if unknown) and its {@code result} word. */
    private static void putScore(ObjectNode o, Integer score) {
        if (score == null) {
            o.putNull("score");
        } else {
            o.put("score", score);
        }
        o.put("result", score == null ? "unknown" : result(score));
    }

    /** The largest known score, or null if none is known. */
    private static Integer max(List<Integer> scores) {
        Integer m = null;
        for (Integer s : scores) {
            if (s != null && (m == null || s > m)) {
                m = s;
            }
        }
        return m;
    }

    /** "win", "draw" or "loss" by the sign of a score. */
    static String result(int score) {
        return score > 0 ? "win" : score < 0 ? "loss" : "draw";
    }
}
