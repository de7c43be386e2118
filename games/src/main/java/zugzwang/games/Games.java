package zugzwang.games;

import java.util.List;
import java.util.Locale;
import zugzwang.core.game.Game;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.MoveOrdering;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.WindowEvaluation;
import zugzwang.games.mnk.MnkGame;
import zugzwang.games.mnk.MnkWindowEvaluation;
import zugzwang.games.popout.PopOutGame;

/**
 * The games by name and parameters, with what the generic algorithms need besides the rules:
 * a heuristic evaluation for depth-limited searches and a static move order.
 */
public final class Games {
    /** Every game name. */
    public static final List<String> NAMES = List.of("connect4", "tictactoe", "mnk", "popout");

    /**
     * A game and its companions.
     *
     * @param game        the rules
     * @param evaluation  its heuristic: seed 003's window scoring of lines
     * @param centreFirst moves nearest the centre first
     */
    public record Entry(Game game, Evaluation evaluation, MoveOrdering centreFirst) {
    }

    private Games() {
    }

    /**
     * A game by name; null parameters take the game's defaults (connect4: 7x6, k 4, gravity;
     * tictactoe: 3x3, k 3; mnk: 3x3, k 3, no gravity unless asked; popout: 7x6,
     * two-fold repetition).
     *
     * @throws IllegalArgumentException for an unknown name or parameters the game does not allow
     *                                  (a message naming the parameter)
     */
    public static Entry create(String name, Integer width, Integer height, Integer k, boolean gravity) {
        return create(name, width, height, k, gravity, null);
    }

    /**
     * As {@link #create(String, Integer, Integer, Integer, boolean)}, with PopOut's repetition
     * rule: 2 (two-fold, the default) or 3 (three-fold); null takes the default, and other games
     * refuse it. PopOut (7x6 by default, k 4, gravity) has no heuristic evaluation yet
     * ({@link Evaluation#ZERO}); its static order is drops before pops, centre first.
     */
    public static Entry create(String name, Integer width, Integer height, Integer k, boolean gravity,
            Integer repetition) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        if (repetition != null && !n.equals("popout")) {
            throw new IllegalArgumentException("only popout has a repetition rule, not " + n);
        }
        if (repetition != null && repetition != 2 && repetition != 3) {
            // (0, the position graph without the rule, is for retrograde analysis only)
            throw new IllegalArgumentException("repetition must be 2 (two-fold) or 3 (three-fold), not " + repetition);
        }
        if (n.equals("popout")) {
            if (k != null && k != Board.LINE) {
                throw new IllegalArgumentException("popout is four in a line: k must be 4");
            }
            PopOutGame g = new PopOutGame(Board.of(width == null ? 7 : width, height == null ? 6 : height),
                    repetition == null ? 2 : repetition);
            return new Entry(g, Evaluation.ZERO, g.centreFirst());
        }
        switch (n) {
            case "connect4": {
                if (k != null && k != Board.LINE) {
                    throw new IllegalArgumentException("connect4 is four in a line: k must be 4 (for other lengths"
                            + " use the mnk game with gravity)");
                }
                Board board = Board.of(width == null ? 7 : width, height == null ? 6 : height);
                Connect4Game g = new Connect4Game(board);
                return new Entry(g, new WindowEvaluation(board), g.centreFirst());
            }
            case "tictactoe": {
                if ((width != null && width != 3) || (height != null && height != 3) || (k != null && k != 3)) {
                    throw new IllegalArgumentException("tictactoe is 3x3 with k 3: for other sizes use the mnk game");
                }
                if (gravity) {
                    throw new IllegalArgumentException("tictactoe has no gravity: use the mnk game with gravity");
                }
                return mnk(MnkGame.ticTacToe());
            }
            case "mnk": {
                int w = width == null ? 3 : width;
                int h = height == null ? 3 : height;
                int kk = k == null ? 3 : k;
                MnkGame g = new MnkGame(w, h, kk, gravity);
                if (kk > Math.max(w, h)) {
                    throw new IllegalArgumentException("k " + kk + " is longer than every line of the " + w + "x" + h
                            + " board: nobody could win");
                }
                return mnk(g);
            }
            default:
                throw new IllegalArgumentException("unknown game '" + name + "': the games are " + String.join(", ", NAMES));
        }
    }

    /**
     * The game of a name as {@link Game#name()} prints it: {@code connect4 7x6},
     * {@code tictactoe}, {@code mnk 4x4 k3} or {@code mnk 7x6 k4 gravity} (as written in strategy
     * files).
     *
     * @throws IllegalArgumentException if no game has that name
     */
    public static Game byName(String name) {
        String n = name.strip();
        java.util.regex.Matcher pop = java.util.regex.Pattern.compile("popout (\\d{1,3})x(\\d{1,3})( r3)?").matcher(n);
        java.util.regex.Matcher c4 = java.util.regex.Pattern.compile("connect4 (\\d{1,3})x(\\d{1,3})").matcher(n);
        java.util.regex.Matcher mnk = java.util.regex.Pattern.compile("mnk (\\d{1,3})x(\\d{1,3}) k(\\d{1,3})( gravity)?")
                .matcher(n);
        Game g;
        if (n.equals("tictactoe")) {
            g = MnkGame.ticTacToe();
        } else if (c4.matches()) {
            g = create("connect4", Integer.valueOf(c4.group(1)), Integer.valueOf(c4.group(2)), null, false).game();
        } else if (pop.matches()) {
            g = create("popout", Integer.valueOf(pop.group(1)), Integer.valueOf(pop.group(2)), null, false,
                    pop.group(3) != null ? 3 : 2).game();
        } else if (mnk.matches()) {
            g = create("mnk", Integer.valueOf(mnk.group(1)), Integer.valueOf(mnk.group(2)),
                    Integer.valueOf(mnk.group(3)), mnk.group(4) != null).game();
        } else {
            throw new IllegalArgumentException("unknown game '" + n + "': games are named like 'connect4 7x6',"
                    + " 'tictactoe', 'mnk 4x4 k3', 'mnk 7x6 k4 gravity',"
                    + " 'popout 7x6' or 'popout 7x6 r3'");
        }
        if (!g.name().equals(n)) { // e.g. "mnk 3x3 k3" is called tictactoe
            throw new IllegalArgumentException("unknown game '" + n + "': did you mean '" + g.name() + "'?");
        }
        return g;
    }

    private static Entry mnk(MnkGame g) {
        return new Entry(g, new MnkWindowEvaluation(g), g.centreFirst());
    }
}
