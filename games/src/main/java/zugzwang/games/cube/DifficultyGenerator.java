package zugzwang.games.cube;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seed 001's benchmark positions: games of "random legal and reasonable play" stopped after
 * {@code d} stones, the <em>difficulty</em>. At each move the player to move
 * <ol>
 * <li>wins at once if he can (the game then ends: a game that ends before d stones is thrown away
 *     and another is played);</li>
 * <li>else blocks an opening of the opponent if there is one (one of them, at random, if there are
 *     several);</li>
 * <li>else plays a legal column chosen uniformly at random.</li>
 * </ol>
 * A position of difficulty d therefore has d stones and its game is not over; for even d the first
 * player is to move. (No position of difficulty 64 exists: the board is then full and the game
 * over.)
 *
 * <p>Reproducible: the games of difficulty d come from {@link java.util.Random} (whose algorithm
 * the Java specification fixes) seeded with {@link #seedFor(long, int)}, so a seed and a difficulty
 * always give the same positions on every JVM.
 */
public final class DifficultyGenerator {
    /** The largest difficulty that has positions. */
    public static final int MAX_DIFFICULTY = Cube.CELLS - 1;

    private DifficultyGenerator() {
    }

    /** The seed of the random source of difficulty d's games: distinct difficulties, independent games. */
    public static long seedFor(long seed, int difficulty) {
        return seed * 1_000_003L + difficulty;
    }

    /**
     * {@code count} positions of a difficulty, as the columns played from the empty board.
     *
     * @throws IllegalArgumentException if the difficulty is outside 0..63 or the count negative
     */
    public static List<int[]> generate(int difficulty, int count, long seed) {
        if (difficulty < 0 || difficulty > MAX_DIFFICULTY) {
            throw new IllegalArgumentException("difficulty must be 0.." + MAX_DIFFICULTY + " (stones placed, game not"
                    + " over), not " + difficulty);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative");
        }
        Random random = new Random(seedFor(seed, difficulty));
        List<int[]> out = new ArrayList<>(count);
        int[] game = new int[difficulty];
        while (out.size() < count) {
            if (play(random, game)) {
                out.add(game.clone());
            }
        }
        return out;
    }

    /** Plays one game of {@code game.length} moves; false if it ended before. */
    static boolean play(Random random, int[] game) {
        long me = 0;
        long opp = 0;
        for (int i = 0; i < game.length; i++) {
            long filled = me | opp;
            long play = Cube.playable(filled);
            if (play == 0) {
                return false;
            }
            long empty = ~filled;
            if ((Cube.threats(me, empty) & play) != 0) {
                return false; // he wins at once: the game ends here
            }
            long block = Cube.threats(opp, empty) & play;
            long choices = block != 0 ? block : play;
            long cell = nth(choices, random.nextInt(Long.bitCount(choices)));
            game[i] = Cube.columnOf(Long.numberOfTrailingZeros(cell));
            long next = opp;
            opp = me | cell;
            me = next;
        }
        return true;
    }

    /** The n-th set bit (from the lowest, 0-based) of b. */
    private static long nth(long b, int n) {
        for (int i = 0; i < n; i++) {
            b &= b - 1;
        }
        return b & -b;
    }
}
