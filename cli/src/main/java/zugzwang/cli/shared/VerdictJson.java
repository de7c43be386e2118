package zugzwang.cli.shared;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluation;
import zugzwang.games.connect4.rules.RuleInstance;
import zugzwang.games.connect4.rules.Square;

/** How a verdict of VICTOR's rules is printed: the {@code explain --json} object, also the server's answer. */
public final class VerdictJson {
    private VerdictJson() {
    }

    /** The {@code --json} object of a verdict (also the answer of the server's {@code /api/explain}). */
    public static com.fasterxml.jackson.databind.node.ObjectNode json(String text, Board board, Position position,
            Evaluation e, long nanos) {
        var o = Output.object();
        o.put("position", text);
        o.put("board", board.toString());
        o.put("verdict", e.verdict().label());
        o.put("controller", e.controller().isEmpty() ? null : e.controller());
        if (e.move() >= 0) {
            o.put("move", e.move() + 1);
            o.put("moveSquare", moveName(position, e.move()));
        } else {
            o.putNull("move");
        }
        o.put("reason", e.reason());
        var rules = o.putArray("rules");
        for (RuleInstance r : e.rules()) {
            rules.add(r.toString());
        }
        var plans = o.putArray("plans");
        e.plans().forEach(plans::add);
        o.put("millis", Output.millis(nanos));
        return o;
    }

    /** A move's name: the square it fills (a1 is the bottom-left). */
    public static String moveName(Position position, int move) {
        return Square.name(move, position.heightOf(move));
    }
}
