package zugzwang.cli.serve;

import java.util.List;
import java.util.Optional;
import java.util.function.LongConsumer;
import zugzwang.games.Capability;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Definition;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.cube.CubeDefinition;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.gomoku.GomokuDefinition;
import zugzwang.games.popout.PopOutDefinition;
import zugzwang.games.qubic.QubicDefinition;

/**
 * The games the server answers: for every {@link GameDefinition} that offers
 * {@link Capability#SERVE}, how a request's position is read, the board of a request that gives no
 * {@code w} / {@code h}, and whether a worker's memory runs the game's engines. A game the server
 * should play is one more line in {@link #ALL} (and {@code SERVE} among its capabilities).
 */
public final class ServedGames {
    /**
     * How the server runs one game family.
     *
     * @param definition  the family, as the registry of games holds it
     * @param reader      how a request's position is read
     * @param width       the board width of a request that gives no {@code w}
     * @param height      the board height of a request that gives no {@code h}
     * @param checkMemory checks that a worker's table memory (bytes) runs the game's engines, throwing
     *                    an {@link IllegalArgumentException} that says why not
     */
    public record ServedGame(GameDefinition definition, ApiPosition.Reader reader, int width, int height,
            LongConsumer checkMemory) {
    }

    /** One per definition that offers {@link Capability#SERVE}, in any order. */
    public static final List<ServedGame> ALL = List.of(
            game(Connect4Definition.NAME, Connect4ApiPosition::new, 7, 6,
                    memory -> Solver.validate(Board.STANDARD, Connect4ApiPosition.options(memory, 1))),
            game(PopOutDefinition.NAME, PopOutApiPosition::new, 7, 6, memory -> {
            }),
            game(CubeDefinition.NAME, CubeApiPosition::new, 4, 4, CubeSolver::validate),
            game(QubicDefinition.NAME, QubicApiPosition::new, 4, 4, QubicApiPosition::validate),
            new ServedGame(Games.definition(GomokuDefinition.NAME).orElseThrow(), GomokuApiPosition::new, 15, 15,
                    memory -> {
                    }));

    static {
        for (GameDefinition d : Games.DEFINITIONS) {
            long entries = ALL.stream().filter(g -> g.definition() == d).count();
            if (entries != (d.offers(Capability.SERVE) ? 1 : 0)) {
                throw new IllegalStateException("the game " + d.names() + " offers " + Capability.SERVE + ": "
                        + d.offers(Capability.SERVE) + ", but ServedGames has " + entries + " entries for it");
            }
        }
    }

    private ServedGames() {
    }

    /** A game whose positions do not depend on a rule: the request's {@code rule} is refused before. */
    @FunctionalInterface
    private interface RulelessReader {
        ApiPosition read(int width, int height, String pos);
    }

    private static ServedGame game(String name, RulelessReader reader, int width, int height,
            LongConsumer checkMemory) {
        return new ServedGame(Games.definition(name).orElseThrow(), (w, h, pos, rule) -> reader.read(w, h, pos),
                width, height, checkMemory);
    }

    /** The served game called {@code name} (any case, blanks ignored), if the server plays it. */
    static Optional<ServedGame> find(String name) {
        return Games.definition(name).flatMap(d -> ALL.stream().filter(g -> g.definition() == d).findFirst());
    }
}
