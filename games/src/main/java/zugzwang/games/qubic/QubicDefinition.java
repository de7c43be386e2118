package zugzwang.games.qubic;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import zugzwang.core.game.Game;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.GameParameters;
import zugzwang.games.Games;

/**
 * Qubic as the commands see it: {@code --game qubic}, no parameters (the 4×4×4 cube, four in a
 * line, no gravity), its notation ({@link QubicNotation}); the generic algorithms of the game API
 * run on it.
 */
public final class QubicDefinition implements GameDefinition {
    /** The name of {@code --game}. */
    public static final String NAME = QubicGame.NAME;
    /** The specialised solver ({@link QubicSolver}: PN search with threat-space search), the default of {@code solve}. */
    public static final String SOLVER = "solver";

    @Override
    public Optional<String> solver() {
        return Optional.of(SOLVER);
    }

    @Override
    public List<String> names() {
        return List.of(NAME);
    }

    @Override
    public String notation() {
        return "qubic: the cells played, numbers 0-63 (16x+4y+z) separated by commas or blanks (0,21,42), or a"
                + " diagram of the four layers x=0..3 separated by |, each four rows of . x o separated by /"
                + " (x.../..../..../....|....)";
    }

    /** Refuses any board size and any k but 4; never gravity. */
    @Override
    public Games.Entry create(String name, GameParameters parameters) {
        if (parameters.width() != null || parameters.height() != null) {
            throw new IllegalArgumentException("qubic is played on the 4x4x4 cube: no --width or --height");
        }
        if (parameters.k() != null && parameters.k() != 4) {
            throw new IllegalArgumentException("qubic is four in a line: k must be 4");
        }
        if (parameters.gravity()) {
            throw new IllegalArgumentException("qubic has no gravity (the cube with gravity is --game connect4-3d)");
        }
        QubicGame g = QubicGame.get();
        return new Games.Entry(g, new QubicEvaluation(), g.centreFirst());
    }

    @Override
    public Optional<Game> named(String printedName) {
        return printedName.equals(NAME) ? Optional.of(QubicGame.get()) : Optional.empty();
    }

    @Override
    public List<String> printedNames() {
        return List.of(NAME);
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.of(Capability.BENCH, Capability.ANALYZE, Capability.PLAY, Capability.SERVE);
    }
}
