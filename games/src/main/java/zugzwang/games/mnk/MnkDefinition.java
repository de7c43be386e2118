package zugzwang.games.mnk;

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
 * The m,n,k-games: {@code --game mnk} (3x3, k 3, no gravity unless asked) and its best-known
 * member {@code --game tictactoe} (3x3, k 3, nothing else). They have no specialised solver: the
 * generic algorithms of the game API solve, compare and play them, with seed 003's window
 * evaluation ({@link MnkWindowEvaluation}).
 */
public final class MnkDefinition implements GameDefinition {
    /** The names of {@code --game}. */
    public static final String TICTACTOE = "tictactoe";
    public static final String MNK = "mnk";
    private static final Pattern PRINTED = Pattern.compile("mnk (\\d{1,3})x(\\d{1,3}) k(\\d{1,3})( gravity)?");

    @Override
    public List<String> names() {
        return List.of(TICTACTOE, MNK);
    }

    @Override
    public String notation() {
        return "tictactoe and mnk: the cells played, numbered 1.. row by row from the top left (tictactoe: 5,"
                + " 159), or the columns with --gravity; separate moves with commas when numbers exceed 9 (5,1,10)";
    }

    /** Tic-tac-toe refuses every parameter; mnk takes any board of at most 64 cells and k up to its longer side. */
    @Override
    public Games.Entry create(String name, GameParameters parameters) {
        if (name.equals(TICTACTOE)) {
            if ((parameters.width() != null && parameters.width() != 3)
                    || (parameters.height() != null && parameters.height() != 3)
                    || (parameters.k() != null && parameters.k() != 3)) {
                throw new IllegalArgumentException("tictactoe is 3x3 with k 3: for other sizes use the mnk game");
            }
            if (parameters.gravity()) {
                throw new IllegalArgumentException("tictactoe has no gravity: use the mnk game with gravity");
            }
            return entry(MnkGame.ticTacToe());
        }
        int w = parameters.width(3);
        int h = parameters.height(3);
        int k = parameters.k() == null ? 3 : parameters.k();
        MnkGame g = new MnkGame(w, h, k, parameters.gravity());
        if (k > Math.max(w, h)) {
            throw new IllegalArgumentException("k " + k + " is longer than every line of the " + w + "x" + h
                    + " board: nobody could win");
        }
        return entry(g);
    }

    @Override
    public Optional<Game> named(String printedName) {
        if (printedName.equals(TICTACTOE)) {
            return Optional.of(MnkGame.ticTacToe());
        }
        return named(printedName, PRINTED, MNK, m -> new GameParameters(Integer.valueOf(m.group(1)),
                Integer.valueOf(m.group(2)), Integer.valueOf(m.group(3)), m.group(4) != null, null));
    }

    @Override
    public List<String> printedNames() {
        return List.of(TICTACTOE, "mnk 4x4 k3", "mnk 7x6 k4 gravity");
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.noneOf(Capability.class);
    }

    private static Games.Entry entry(MnkGame g) {
        return new Games.Entry(g, new MnkWindowEvaluation(g), g.centreFirst());
    }
}
