package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import zugzwang.cli.shared.Output;

/**
 * The answer of {@code /api/analyze} as a game builds it: each legal move's score as it becomes
 * known (a move's score is the mover's score after playing it; null if undecided), then the
 * position's score, its best moves (every move with that score), the nodes and the time.
 * Thread-safe: a game may tell moves from several search threads.
 */
final class ApiAnalysis {
    private final ApiJob job;
    private final long start;
    private final List<String> names = new ArrayList<>();
    private final List<Integer> scores = new ArrayList<>();

    /** Starts the answer: what every answer has ({@link ApiAnswers#header}), no score, no moves yet. */
    ApiAnalysis(ApiRequest r, ApiJob job) {
        this.job = job;
        this.start = System.nanoTime();
        ApiAnswers.header(r, job);
        job.update(o -> {
            ApiAnswers.putScore(o, null);
            o.putArray("moves");
            o.putArray("best");
            o.put("nodes", 0);
        });
    }

    /** A move's score (null: undecided), with the nodes searched so far. */
    synchronized void move(String name, Integer score, long nodes) {
        names.add(name);
        scores.add(score);
        job.update(o -> {
            ObjectNode m = ((ArrayNode) o.get("moves")).addObject();
            m.put("move", name);
            ApiAnswers.putScore(m, score);
            o.put("nodes", nodes);
        });
    }

    /** Puts the moves told so far in this order (their names; the others after, as they were). */
    synchronized void order(List<String> order) {
        List<Integer> index = new ArrayList<>();
        for (String name : order) {
            int i = names.indexOf(name);
            if (i >= 0) {
                index.add(i);
            }
        }
        for (int i = 0; i < names.size(); i++) {
            if (!index.contains(i)) {
                index.add(i);
            }
        }
        List<String> n = index.stream().map(names::get).toList();
        List<Integer> s = index.stream().map(scores::get).toList();
        names.clear();
        names.addAll(n);
        scores.clear();
        scores.addAll(s);
        job.update(o -> {
            ArrayNode moves = o.putArray("moves");
            for (int i = 0; i < names.size(); i++) {
                ObjectNode m = moves.addObject();
                m.put("move", names.get(i));
                ApiAnswers.putScore(m, scores.get(i));
            }
        });
    }

    /** The largest score of the moves so far, or null if none is known. */
    synchronized Integer best() {
        Integer m = null;
        for (Integer s : scores) {
            if (s != null && (m == null || s > m)) {
                m = s;
            }
        }
        return m;
    }

    /** The position's score (null if unknown) and the moves that keep it. */
    synchronized void finish(Integer score, long nodes) {
        job.update(o -> {
            ApiAnswers.putScore(o, score);
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
}
