package zugzwang.core.proof;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * Test helper: any game presented as history-dependent, so that the proof-number searches build
 * a plain tree instead of a DAG (everything else is delegated unchanged).
 */
final class ProofNumberSearchTreeMode implements Game {
    private final Game game;

    ProofNumberSearchTreeMode(Game game) {
        this.game = game;
    }

    /** The same position, seen through the wrapper. */
    GameState wrap(GameState s) {
        return new State(s);
    }

    @Override
    public String name() {
        return game.name() + " (as a tree)";
    }

    @Override
    public int maxMoves() {
        return game.maxMoves();
    }

    @Override
    public int moveCodes() {
        return game.moveCodes();
    }

    @Override
    public int maxLength() {
        return game.maxLength();
    }

    @Override
    public int maxValue() {
        return game.maxValue();
    }

    @Override
    public boolean exactKeys() {
        return game.exactKeys();
    }

    @Override
    public boolean historyDependent() {
        return true;
    }

    @Override
    public int symmetries() {
        return game.symmetries();
    }

    @Override
    public GameState start() {
        return new State(game.start());
    }

    @Override
    public GameState parse(String text) {
        return new State(game.parse(text));
    }

    private final class State implements GameState {
        private final GameState s;

        State(GameState s) {
            this.s = s;
        }

        @Override
        public Game game() {
            return ProofNumberSearchTreeMode.this;
        }

        @Override
        public int player() {
            return s.player();
        }

        @Override
        public int ply() {
            return s.ply();
        }

        @Override
        public int moves(int[] into) {
            return s.moves(into);
        }

        @Override
        public void play(int move) {
            s.play(move);
        }

        @Override
        public void undo() {
            s.undo();
        }

        @Override
        public boolean isTerminal() {
            return s.isTerminal();
        }

        @Override
        public int value() {
            return s.value();
        }

        @Override
        public long key() {
            return s.key();
        }

        @Override
        public long key(int symmetry) {
            return s.key(symmetry);
        }

        @Override
        public int mapMove(int move, int symmetry) {
            return s.mapMove(move, symmetry);
        }

        @Override
        public String moveName(int move) {
            return s.moveName(move);
        }

        @Override
        public GameState copy() {
            return new State(s.copy());
        }

        @Override
        public String toString() {
            return s.toString();
        }
    }
}
