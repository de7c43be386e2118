package zugzwang.core.proof;

import java.util.ArrayList;
import java.util.List;
import zugzwang.core.game.GameState;

/**
 * The win / draw / loss value of a position by proof searches, which answer yes/no questions:
 * first "does the side to move win?"; if not, "does it at least draw?". A win or a loss may
 * thus take one search or two, a draw always two. Keeps every question asked and its answer.
 *
 * @param value     1 win, 0 draw, -1 loss for the side to move; null if a search stopped undecided
 * @param questions the searches made, in order (each says its attacker, goal and outcome)
 */
public record WeakValue(Integer value, List<ProofResult> questions) {
    public WeakValue {
        questions = List.copyOf(questions);
    }

    /** Asks {@code search} one or two questions about {@code state} (restored afterwards). */
    public static WeakValue of(ProofSearch search, GameState state) {
        int me = state.player();
        List<ProofResult> asked = new ArrayList<>(2);
        ProofResult win = search.prove(state, me, Goal.WIN);
        asked.add(win);
        if (win.outcome() == Outcome.PROVED) {
            return new WeakValue(1, asked);
        }
        if (win.outcome() == Outcome.UNKNOWN) {
            return new WeakValue(null, asked);
        }
        ProofResult draw = search.prove(state, me, Goal.AT_LEAST_DRAW);
        asked.add(draw);
        switch (draw.outcome()) {
            case PROVED:
                return new WeakValue(0, asked);
            case DISPROVED:
                return new WeakValue(-1, asked);
            default:
                return new WeakValue(null, asked);
        }
    }

    /** The last question: the one that decided the value (or stopped undecided). */
    public ProofResult decisive() {
        return questions.get(questions.size() - 1);
    }

    /** Nodes created over all questions. */
    public long created() {
        return questions.stream().mapToLong(ProofResult::created).sum();
    }

    /** Nodes expanded over all questions. */
    public long expanded() {
        return questions.stream().mapToLong(ProofResult::expanded).sum();
    }

    /** The largest tree (or table use) of any question. */
    public long maxTreeSize() {
        return questions.stream().mapToLong(ProofResult::maxTreeSize).max().orElse(0);
    }

    /** Time over all questions. */
    public long nanos() {
        return questions.stream().mapToLong(ProofResult::nanos).sum();
    }

    /**
     * What was proved, in words for the side to move at the root: "x wins", "x at least draws
     * and o does not win"... Here: the claim of the decisive search with its attacker, e.g.
     * {@code "first player wins"} (proved) or {@code "first player does not at least draw"}.
     */
    public String proved(String[] playerNames) {
        ProofResult d = decisive();
        String who = playerNames[d.attacker()];
        String what = d.goal() == Goal.WIN ? "wins" : "at least draws";
        switch (d.outcome()) {
            case PROVED:
                return who + " " + what;
            case DISPROVED:
                return who + (d.goal() == Goal.WIN ? " does not win" : " does not at least draw");
            default:
                return "undecided: " + who + " " + what + "?";
        }
    }
}
