package zugzwang.games.gomoku;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import zugzwang.core.game.Game;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.GameParameters;
import zugzwang.games.Games;

/**
 * Go-moku as the commands see it: {@code --game gomoku}, the board ({@code --width},
 * {@code --height}, default 15×15), {@code --rule freestyle|standard} (default free-style), five
 * in a row ({@code --k} 5 or absent), no gravity; notation {@link GomokuNotation}; the generic
 * algorithms of the game API run on it.
 */
public final class GomokuDefinition implements GameDefinition {
    /** The name of {@code --game}. */
    public static final String NAME = GomokuGame.NAME;
    /** Victoria's job-level solver ({@link GomokuSolver}), {@code solve --algorithm victoria}. */
    public static final String VICTORIA = "victoria";
    private static final Pattern PRINTED = Pattern.compile("gomoku (\\d+)x(\\d+) (freestyle|standard)");

    @Override
    public List<String> names() {
        return List.of(NAME);
    }

    @Override
    public String notation() {
        return "gomoku: the squares played, a column letter and a row number from the bottom, separated by commas or"
                + " blanks (h8,h9,i8), or a diagram of the rows from the top separated by / with . x o";
    }

    @Override
    public Games.Entry create(String name, GameParameters parameters) {
        if (parameters.k() != null && parameters.k() != 5) {
            throw new IllegalArgumentException("gomoku is five in a row: k must be 5");
        }
        if (parameters.gravity()) {
            throw new IllegalArgumentException("gomoku has no gravity");
        }
        GomokuRule rule = parameters.rule() == null ? GomokuRule.FREESTYLE : GomokuRule.parse(parameters.rule());
        GomokuBoard board = new GomokuBoard(parameters.width(GomokuGame.DEFAULT_SIDE),
                parameters.height(GomokuGame.DEFAULT_SIDE));
        GomokuGame g = new GomokuGame(board, rule);
        return new Games.Entry(g, new GomokuEvaluation(board), g.centreFirst());
    }

    @Override
    public boolean hasRules() {
        return true;
    }

    @Override
    public Optional<Game> named(String printedName) {
        return named(printedName, PRINTED, NAME, m -> new GameParameters(Integer.valueOf(m.group(1)),
                Integer.valueOf(m.group(2)), null, false, null, m.group(3)));
    }

    @Override
    public List<String> printedNames() {
        return List.of("gomoku 15x15 freestyle", "gomoku 9x9 standard");
    }

    @Override
    public List<String> solveAlgorithms() {
        return List.of(VICTORIA);
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.of(Capability.ANALYZE, Capability.PLAY, Capability.BENCH, Capability.SERVE);
    }
}
