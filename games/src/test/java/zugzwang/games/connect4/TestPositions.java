package zugzwang.games.connect4;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import zugzwang.games.connect4.solver.SolverOptions;

/** Position generators shared by the tests. */
public final class TestPositions {
    private TestPositions() {
    }

    /**
     * Every position reachable from the empty board by legal play (terminal ones included, not
     * expanded), each once, in breadth-first order.
     */
    public static List<Position> reachable(Board board) {
        List<Position> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        ArrayDeque<Position> queue = new ArrayDeque<>();
        Position empty = Position.empty(board);
        seen.add(empty.key());
        queue.add(empty);
        while (!queue.isEmpty()) {
            Position p = queue.poll();
            out.add(p);
            if (p.isOver()) {
                continue;
            }
            for (int c : p.legalMoves()) {
                Position n = p.copy();
                n.play(c);
                if (seen.add(n.key())) {
                    queue.add(n);
                }
            }
        }
        return out;
    }

    /**
     * A random playout from the empty board of a random length in [minStones, area] (shorter if
     * the game ends first). Moves are uniform over the non-full columns.
     */
    public static Position randomPosition(Board board, Random rnd, int minStones) {
        int target = minStones + rnd.nextInt(board.area() - minStones + 1);
        Position p = Position.empty(board);
        while (p.moves() < target && !p.isOver()) {
            int[] legal = p.legalMoves();
            p.play(legal[rnd.nextInt(legal.length)]);
        }
        return p;
    }

    /**
     * As {@link #randomPosition} but the game is not over (won or full); retries until it finds
     * one, so minStones must leave room for such positions.
     */
    public static Position randomOpenPosition(Board board, Random rnd, int minStones) {
        for (int attempt = 0; attempt < 10_000; attempt++) {
            Position p = randomPosition(board, rnd, minStones);
            if (!p.isOver()) {
                return p;
            }
        }
        throw new IllegalStateException("no open position found on " + board);
    }

    /** {@code count} positions of {@link #randomOpenPosition}, drawn one after the other from rnd. */
    public static List<Position> randomOpenPositions(Board board, Random rnd, int minStones, int count) {
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            out.add(randomOpenPosition(board, rnd, minStones));
        }
        return out;
    }

    /** Plays 0-based columns from the empty board. */
    public static Position play(Board board, int... columns) {
        Position p = Position.empty(board);
        for (int c : columns) {
            p.play(c);
        }
        return p;
    }

    /** Plays a digit sequence (1-based columns, one digit per move) without using {@link Notation}. */
    public static Position playDigits(Board board, String digits) {
        Position p = Position.empty(board);
        for (char ch : digits.toCharArray()) {
            p.play(ch - '1');
        }
        return p;
    }

    public static SolverOptions small() {
        return SolverOptions.defaults().withMemory(16L << 20).withThreads(1);
    }

    public static SolverOptions medium() {
        return SolverOptions.defaults().withMemory(64L << 20).withThreads(1);
    }
}
