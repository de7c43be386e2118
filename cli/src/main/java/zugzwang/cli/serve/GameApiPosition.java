package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.function.Function;
import zugzwang.cli.shared.Output;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.ProofSearches;
import zugzwang.core.proof.WeakValue;
import zugzwang.games.Games;

/**
 * A position of an API request in a game without a specialised solver on the server, answered
 * through the game API: win / draw / loss (+1 / 0 / -1, null when undecided) by the worker's DF-PN
 * search, emptied of earlier requests; {@code /api/solve} names one proving move. A game may look
 * values up instead ({@link #values}).
 */
class GameApiPosition implements ApiPosition {
    private final Games.Entry entry;
    private final GameState state;
    private final int width;
    private final int height;

    /**
     * @param entry  the game
     * @param state  the position, parsed in the game's notation
     * @param width  the board's width, as answers report it
     * @param height the board's height
     */
    GameApiPosition(Games.Entry entry, GameState state, int width, int height) {
        this.entry = entry;
        this.state = state;
        this.width = width;
        this.height = height;
    }

    /** The game. */
    Games.Entry entry() {
        return entry;
    }

    /**
     * The weak values of this request's positions: by default asked of the worker's DF-PN search
     * (registered with the job).
     */
    Function<GameState, WeakValue> values(ApiEngines engines, ApiJob job) {
        ProofSearch search = engines.engine("dfpn " + entry.game().name(),
                () -> ProofSearches.create("dfpn", new ProofLimits(Long.MAX_VALUE, engines.memory()),
                        entry.centreFirst()),
                ProofSearch::clear);
        job.running(search::cancel, () -> "");
        return s -> WeakValue.of(search, s);
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public int height() {
        return height;
    }

    @Override
    public boolean firstToMove() {
        return state.player() == 0;
    }

    @Override
    public boolean over() {
        return state.isTerminal();
    }

    @Override
    public String winner() {
        if (!state.isTerminal()) {
            return null;
        }
        int v = Integer.signum(state.value()); // for the player to move
        return v == 0 ? "draw" : (v > 0) == firstToMove() ? "first" : "second";
    }

    @Override
    public void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        Function<GameState, WeakValue> values = values(engines, job);
        GameState s = state;
        long nodes = 0;
        boolean undecided = false;
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            job.check();
            s.play(moves[i]);
            WeakValue w;
            try {
                w = values.apply(s);
            } finally {
                s.undo();
            }
            job.check();
            Integer v = w.value() == null ? null : -w.value();
            undecided |= v == null;
            nodes += w.created();
            answer.move(s.moveName(moves[i]), v, nodes);
        }
        Integer score;
        if (n == 0) {
            score = Integer.signum(s.value());
        } else {
            Integer best = answer.best();
            // a winning move decides the position; otherwise every move must be decided
            score = best != null && (best > 0 || !undecided) ? best : null;
        }
        answer.finish(score, nodes);
    }

    @Override
    public void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
        Function<GameState, WeakValue> values = values(engines, job);
        GameState s = state;
        job.check();
        Integer value;
        int move;
        long nodes;
        if (s.isTerminal()) {
            value = Integer.signum(s.value());
            move = -1;
            nodes = 0;
        } else {
            WeakValue w = values.apply(s);
            job.check();
            value = w.value();
            // a lookup names no move: the first whose result is the position's value
            move = value == null ? -1 : w.questions().isEmpty() ? keeping(values, s, value) : w.decisive().move();
            nodes = w.created();
        }
        String name = move < 0 ? null : s.moveName(move);
        job.update(o -> {
            ApiAnswers.putScore(o, value);
            ArrayNode best = o.putArray("best");
            if (name != null) {
                best.add(name);
            }
            o.put("pv", name == null ? "" : name);
            o.put("nodes", nodes);
            o.put("millis", Output.millis(System.nanoTime() - start));
        });
    }

    /** The first move of {@code s} after which the mover's value is {@code value}, or -1. */
    private static int keeping(Function<GameState, WeakValue> values, GameState s, int value) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            Integer v = values.apply(s).value();
            s.undo();
            if (v != null && -v == value) {
                return moves[i];
            }
        }
        return -1;
    }
}
