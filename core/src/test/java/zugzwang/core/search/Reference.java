package zugzwang.core.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import zugzwang.core.game.GameState;

/**
 * Reference values independent of the searches under test: memoised negamax written from the
 * definitions in {@link Search}'s documentation (keys must be exact), and "perfect" move orderings
 * (oracles) built on it. (Shared with the games module's tests through core's test-jar.)
 */
public final class Reference {
    private Reference() {
    }

    /** Exact (or weak) values for the player to move, memoised by key. */
    public static final class Exact {
        private final boolean weak;
        private final Map<Long, Integer> memo = new HashMap<>();

        public Exact(boolean weak) {
            this.weak = weak;
        }

        public int value(GameState s) {
            if (s.isTerminal()) {
                int v = s.value();
                return weak ? Integer.signum(v) : v;
            }
            Integer known = memo.get(s.key());
            if (known != null) {
                return known;
            }
            int[] moves = new int[s.game().maxMoves()];
            int n = s.moves(moves);
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                s.play(moves[i]);
                best = Math.max(best, -value(s));
                s.undo();
            }
            memo.put(s.key(), best);
            return best;
        }

        /** The value of playing {@code move} for the player to move. */
        public int valueOf(GameState s, int move) {
            s.play(move);
            int v = -value(s);
            s.undo();
            return v;
        }

        /** The perfect ordering: moves by their exact value for the mover, best first (stable). */
        public MoveOrdering ordering() {
            return (state, moves, n) -> sortBy(state, moves, n, m -> valueOf(state, m));
        }
    }

    /**
     * Depth-limited values of the positions below one root, with the leaf convention of
     * {@link Search}: terminal positions worth ±WIN + value, positions at the depth limit worth
     * the evaluation for the root player (negated for the other player).
     */
    public static final class Limited {
        private final int rootPly;
        private final int rootPlayer;
        private final int depth;
        private final Evaluation evaluation;
        private final List<Map<Long, Integer>> memo = new ArrayList<>();

        public Limited(GameState root, int depth, Evaluation evaluation) {
            this.rootPly = root.ply();
            this.rootPlayer = root.player();
            this.depth = depth;
            this.evaluation = evaluation;
            for (int i = 0; i <= depth; i++) {
                memo.add(new HashMap<>());
            }
        }

        /** The value of the root (or of any position below it at its own remaining depth). */
        public int value(GameState s) {
            return value(s, remaining(s));
        }

        public int remaining(GameState s) {
            return depth - (s.ply() - rootPly);
        }

        public int value(GameState s, int remaining) {
            if (s.isTerminal()) {
                int v = s.value();
                return v > 0 ? Evaluation.WIN + v : v < 0 ? -Evaluation.WIN + v : 0;
            }
            if (remaining == 0) {
                int e = evaluation.evaluate(s, rootPlayer);
                return s.player() == rootPlayer ? e : -e;
            }
            Map<Long, Integer> m = memo.get(remaining);
            Integer known = m.get(s.key());
            if (known != null) {
                return known;
            }
            int[] moves = new int[s.game().maxMoves()];
            int n = s.moves(moves);
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                s.play(moves[i]);
                best = Math.max(best, -value(s, remaining - 1));
                s.undo();
            }
            m.put(s.key(), best);
            return best;
        }

        /** The value for the mover of playing {@code move} at a position below the root. */
        public int valueOf(GameState s, int move) {
            int r = remaining(s);
            s.play(move);
            int v = -value(s, r - 1);
            s.undo();
            return v;
        }

        /**
         * The perfect ordering for a search of this root and depth: at a node with r plies left,
         * its moves by the depth-(r-1) values of the children, best for the mover first.
         */
        public MoveOrdering ordering() {
            return (state, moves, n) -> sortBy(state, moves, n, m -> valueOf(state, m));
        }
    }

    /** Sorts moves[0..n) by decreasing score, stably. */
    public static void sortBy(GameState state, int[] moves, int n, java.util.function.IntUnaryOperator score) {
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = score.applyAsInt(moves[i]);
        }
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int v = s[i];
            int j = i;
            while (j > 0 && s[j - 1] < v) {
                moves[j] = moves[j - 1];
                s[j] = s[j - 1];
                j--;
            }
            moves[j] = m;
            s[j] = v;
        }
    }

    /** The reverse of the perfect order ("worst first"): the worst case for the pruning searches. */
    public static MoveOrdering reversed(MoveOrdering perfect) {
        return (state, moves, n) -> {
            perfect.order(state, moves, n);
            for (int i = 0, j = n - 1; i < j; i++, j--) {
                int t = moves[i];
                moves[i] = moves[j];
                moves[j] = t;
            }
        };
    }
}
