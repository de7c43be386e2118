package zugzwang.core.search;

import java.util.Arrays;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * Nim with a take limit, a small test game with transpositions (for the tables): heaps of
 * tokens; a move takes 1..maxTake tokens from one heap; whoever cannot move (all heaps empty) has
 * lost. Scored like Connect-4: the player who took the last token on move t (counted from 1) wins
 * {@code (total + 2 - t) / 2}. A move is {@code heap * maxTake + (take - 1)}. The key is the
 * heaps and the ply (the same heaps can be reached after different numbers of moves, with
 * different scores), exact.
 */
public final class Nim implements Game {
    private final int[] heaps;
    private final int maxTake;
    private final int total;
    /** Claims that values depend on history (they do not): the searches must then not use a table. */
    private boolean historyDependent;

    public Nim(int maxTake, int... heaps) {
        this.heaps = heaps.clone();
        this.maxTake = maxTake;
        this.total = Arrays.stream(heaps).sum();
    }

    /** The same game, declared history-dependent. */
    public Nim declaredHistoryDependent() {
        Nim n = new Nim(maxTake, heaps);
        n.historyDependent = true;
        return n;
    }

    @Override
    public String name() {
        return "nim " + Arrays.toString(heaps) + " take " + maxTake;
    }

    @Override
    public int maxMoves() {
        return heaps.length * maxTake;
    }

    @Override
    public int moveCodes() {
        return heaps.length * maxTake;
    }

    @Override
    public int maxLength() {
        return total;
    }

    @Override
    public int maxValue() {
        return (total + 1) / 2;
    }

    @Override
    public boolean exactKeys() {
        return true;
    }

    @Override
    public boolean historyDependent() {
        return historyDependent;
    }

    @Override
    public int symmetries() {
        return 1;
    }

    @Override
    public GameState start() {
        return new State();
    }

    @Override
    public GameState parse(String text) {
        State s = new State();
        for (char ch : text.strip().toCharArray()) {
            s.play(ch - '0');
        }
        return s;
    }

    /** Heuristic: the number of tokens left times (player + 1), not zero-sum. */
    static Evaluation evaluation() {
        return (state, player) -> {
            State s = (State) state;
            int left = Arrays.stream(s.h).sum();
            return (player + 1) * left - 3 * s.h[0];
        };
    }

    final class State implements GameState {
        private final int[] h = heaps.clone();
        private final int[] history = new int[total + 1];
        private int ply;

        @Override
        public Game game() {
            return Nim.this;
        }

        @Override
        public int player() {
            return ply & 1;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int moves(int[] into) {
            int n = 0;
            for (int i = 0; i < h.length; i++) {
                for (int t = 1; t <= Math.min(maxTake, h[i]); t++) {
                    into[n++] = i * maxTake + t - 1;
                }
            }
            return n;
        }

        @Override
        public void play(int move) {
            int heap = move / maxTake;
            int take = move % maxTake + 1;
            if (move < 0 || heap >= h.length || h[heap] < take) {
                throw new IllegalArgumentException("illegal move " + move);
            }
            h[heap] -= take;
            history[ply++] = move;
        }

        @Override
        public void undo() {
            if (ply == 0) {
                throw new IllegalStateException("no move to undo");
            }
            int move = history[--ply];
            h[move / maxTake] += move % maxTake + 1;
        }

        @Override
        public boolean isTerminal() {
            for (int x : h) {
                if (x > 0) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int value() {
            if (!isTerminal()) {
                throw new IllegalStateException("not over");
            }
            return -(total + 2 - ply) / 2; // the opponent took the last token, on move ply
        }

        @Override
        public long key() {
            long k = ply;
            for (int x : h) {
                k = k * (total + 1) + x;
            }
            return k;
        }

        @Override
        public long key(int symmetry) {
            return key();
        }

        @Override
        public int mapMove(int move, int symmetry) {
            return move;
        }

        @Override
        public String moveName(int move) {
            return (move / maxTake + 1) + "-" + (move % maxTake + 1);
        }

        @Override
        public GameState copy() {
            State s = new State();
            System.arraycopy(h, 0, s.h, 0, h.length);
            System.arraycopy(history, 0, s.history, 0, history.length);
            s.ply = ply;
            return s;
        }

        @Override
        public String toString() {
            return Arrays.toString(h) + " ply " + ply;
        }
    }
}
