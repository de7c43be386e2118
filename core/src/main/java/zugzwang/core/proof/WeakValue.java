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
     * What the questions proved, in words, e.g. {@code "first wins"}, {@code "second at least
     * draws, first at least draws"} (a draw: each side holds it) or {@code "second wins"}. A
     * disproof is stated as what it proves for the other side (the dual goal); a win makes the
     * same side's "at least draws" go without saying. An undecided question adds
     * {@code "undecided: first wins?"}.
     *
     * @param playerNames the names of players 0 and 1
     */
    public String proved(String[] playerNames) {
        java.util.List<String> claims = new ArrayList<>();
        for (ProofResult r : questions) {
            switch (r.outcome()) {
                case PROVED:
                    claims.add(playerNames[r.attacker()] + claim(r.goal()));
                    break;
                case DISPROVED:
                    claims.add(playerNames[1 - r.attacker()] + claim(r.goal().dual()));
                    break;
                default:
                    claims.add("undecided: " + playerNames[r.attacker()] + claim(r.goal()) + "?");
            }
        }
        // "x wins" says more than "x at least draws"
        claims.removeIf(c -> c.endsWith(" at least draws")
                && claims.contains(c.substring(0, c.length() - " at least draws".length()) + " wins"));
        return String.join(", ", claims);
    }

    private static String claim(Goal goal) {
        return goal == Goal.WIN ? " wins" : " at least draws";
    }
}
