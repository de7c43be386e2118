package zugzwang.core.proof;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * Helpers for strategy tests: write and verify in memory, pick lines apart, replay paths by move
 * names, tamper with replies. (Shared with the games module's tests through core's test-jar.)
 */
public final class StrategyFiles {
    private StrategyFiles() {
    }

    /** The strategy as text. */
    public static String write(StrategyProver prover, Game game, String root, int attacker, Goal goal) {
        StringWriter out = new StringWriter();
        try {
            new StrategyWriter(prover).write(game, root, attacker, goal, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static StrategyVerdict verify(String text, Game game) {
        try {
            return new StrategyVerifier().verify(new StringReader(text), game);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file's lines (without line ends). */
    public static List<String> lines(String text) {
        return new ArrayList<>(List.of(text.split("\n", -1)));
    }

    /** Lines back to text. */
    public static String text(List<String> lines) {
        return String.join("\n", lines);
    }

    /** Indices (0-based) of the strategy lines (not header, comment or blank). */
    public static List<Integer> strategyLines(List<String> lines) {
        List<Integer> out = new ArrayList<>();
        int header = 0;
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            if (header < 5) {
                header++;
            } else {
                out.add(i);
            }
        }
        return out;
    }

    /** The path of a strategy line ("-" for the root). */
    public static String pathOf(String line) {
        return line.strip().split("\\s+")[0];
    }

    /** The reply of a strategy line. */
    public static String replyOf(String line) {
        return line.strip().split("\\s+")[1];
    }

    /** The position at {@code path} (move names, "-" for the root) from {@code root}. */
    public static GameState at(GameState root, String path) {
        GameState s = root.copy();
        if (path.equals("-")) {
            return s;
        }
        for (String name : path.split(",")) {
            s.play(move(s, name));
        }
        return s;
    }

    /** The legal move of that name. */
    public static int move(GameState s, String name) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            if (s.moveName(moves[i]).equals(name)) {
                return moves[i];
            }
        }
        throw new IllegalArgumentException("no move " + name + " at " + s);
    }

    /**
     * A legal move at the position that does not achieve the goal for the attacker with best
     * play (by the brute force), or null if every move does.
     */
    public static String losingAlternative(StrategyBruteForce exact, GameState s, int attacker, Goal goal) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            boolean ok = exact.achieves(s, attacker, goal);
            s.undo();
            if (!ok) {
                return s.moveName(moves[i]);
            }
        }
        return null;
    }

    /** The line with its reply replaced. */
    public static String withReply(String line, String reply) {
        return pathOf(line) + " " + reply;
    }
}
