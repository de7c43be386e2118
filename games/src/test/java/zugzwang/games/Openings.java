package zugzwang.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/** Random positions of any game, played from the start with a fixed seed. */
public final class Openings {
    private Openings() {
    }

    /**
     * {@code count} positions of {@code minPlies..maxPlies} random moves each (uniform over the
     * legal moves), none terminal; the first is the start position if {@code withStart}.
     */
    public static List<GameState> random(Game game, long seed, int count, int minPlies, int maxPlies,
                                         boolean withStart) {
        Random rnd = new Random(seed);
        List<GameState> out = new ArrayList<>();
        if (withStart) {
            out.add(game.start());
        }
        int[] moves = new int[game.maxMoves()];
        while (out.size() < count) {
            GameState s = game.start();
            int plies = minPlies + rnd.nextInt(maxPlies - minPlies + 1);
            while (s.ply() < plies && !s.isTerminal()) {
                int n = s.moves(moves);
                s.play(moves[rnd.nextInt(n)]);
            }
            if (!s.isTerminal()) {
                out.add(s);
            }
        }
        return out;
    }

    /** The moves leading to a state, in the game's notation, for messages. */
    public static String describe(GameState s) {
        return s.game().name() + " ply " + s.ply() + "\n" + s;
    }
}
