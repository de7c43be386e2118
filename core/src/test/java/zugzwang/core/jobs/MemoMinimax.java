package zugzwang.core.jobs;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import zugzwang.core.game.GameState;

/**
 * The tests' leaf solver: plain two-valued minimax, memoised by exact key and attacker, polling
 * the stop flag at every node. One table per instance (per worker). Counts its calls.
 */
final class MemoMinimax implements JobSolver {
    private final Map<Long, Boolean> memo0 = new HashMap<>();
    private final Map<Long, Boolean> memo1 = new HashMap<>();
    private int[][] buffers = new int[0][];
    long calls;

    /** Thrown out of the recursion when stopped. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    @Override
    public Boolean attackerWins(GameState position, int attacker, BooleanSupplier stop) {
        calls++;
        try {
            return wins(position, attacker, stop, 0);
        } catch (Stop e) {
            return null;
        }
    }

    private boolean wins(GameState s, int attacker, BooleanSupplier stop, int depth) {
        if (stop.getAsBoolean()) {
            throw new Stop();
        }
        if (s.isTerminal()) {
            int v = s.value();
            return s.player() == attacker ? v > 0 : v < 0;
        }
        Map<Long, Boolean> memo = attacker == 0 ? memo0 : memo1;
        Boolean known = memo.get(s.key());
        if (known != null) {
            return known;
        }
        if (depth >= buffers.length) {
            int[][] b = new int[depth + 1][];
            System.arraycopy(buffers, 0, b, 0, buffers.length);
            for (int i = buffers.length; i <= depth; i++) {
                b[i] = new int[s.game().maxMoves()];
            }
            buffers = b;
        }
        int[] moves = buffers[depth];
        int n = s.moves(moves);
        boolean attackerToMove = s.player() == attacker;
        boolean result = !attackerToMove; // OR: false until a win; AND: true until a non-win
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            boolean w = wins(s, attacker, stop, depth + 1);
            s.undo();
            if (w == attackerToMove) {
                result = w;
                break;
            }
        }
        memo.put(s.key(), result);
        return result;
    }
}
