package zugzwang.games.connect4.rules;

import java.util.List;

/**
 * The result of {@link Evaluator#evaluate}: the verdict, who applies the rules (the controller
 * of the zugzwang), the first move the verdict relies on (-1 if none; 0-based column, played by
 * the side to move before the rules apply), the chosen rule instances and a one-line reason.
 */
public record Evaluation(Verdict verdict, String controller, int move, List<RuleInstance> rules,
                         String reason) {
    public Evaluation {
        rules = List.copyOf(rules);
    }

    static Evaluation unknown(String reason) {
        return new Evaluation(Verdict.UNKNOWN, "", -1, List.of(), reason);
    }

    /** The plans of the rules, one sentence each. */
    public List<String> plans() {
        String opponent = controller.equals("Black") ? "White" : "Black";
        return rules.stream().map(r -> r.plan(controller, opponent)).toList();
    }
}
