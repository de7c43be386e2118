package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluation;

/**
 * One of the two yes/no questions the conspiracy-number search answers (Allis 1988, §11.2: the
 * values 1 and -1 with 0 for "unclear"). The <em>asker</em> is the player who wants the answer 1;
 * positions where the asker is to move are max-nodes, the others min-nodes.
 * <ul>
 *   <li>{@link #FIRST_WINS}: 1 = White (first player) wins, -1 = Black at least draws (the
 *       thesis' only question).</li>
 *   <li>{@link #SECOND_WINS}: 1 = Black wins, -1 = White at least draws (needed for a
 *       three-valued answer; VICTOR's rules hardly ever speak to it, so it is answered mostly by
 *       search down to finished games).</li>
 * </ul>
 */
public enum Question {
    FIRST_WINS,
    SECOND_WINS;

    /** Whether the asker (the player wanting the answer 1) is to move in the position. */
    public boolean askerToMove(Position position) {
        return position.firstToMove() == (this == FIRST_WINS);
    }

    /**
     * The answer the rule verdict gives to this question: 1, -1, or 0 when the verdict does not
     * decide it. A full board (a draw) answers -1 to both questions.
     */
    public int answer(Evaluation e, Position position) {
        boolean full = position.mask() == position.board().cellMask();
        return switch (e.verdict()) {
            case FIRST_WINS -> this == FIRST_WINS ? 1 : -1;
            case SECOND_WINS -> this == SECOND_WINS ? 1 : -1;
            case SECOND_AT_LEAST_DRAWS -> this == FIRST_WINS ? -1 : full ? -1 : 0;
            case FIRST_AT_LEAST_DRAWS -> this == SECOND_WINS ? -1 : full ? -1 : 0;
            case DRAW -> -1; // neither side wins (the rules never say so; a search may)
            case UNKNOWN -> 0;
        };
    }
}
