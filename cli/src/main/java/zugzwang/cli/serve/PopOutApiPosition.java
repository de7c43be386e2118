package zugzwang.cli.serve;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.WeakValue;
import zugzwang.core.retro.RetrogradeAnalysis;
import zugzwang.games.Games;
import zugzwang.games.connect4.Board;
import zugzwang.games.popout.PopOutDefinition;
import zugzwang.games.popout.PopOutGame;
import zugzwang.games.popout.PopOutRetrograde;
import zugzwang.games.popout.PopOutState;

/**
 * A PopOut position of an API request: on boards small enough to be solved strongly once, on
 * first request, and then answered by lookup (at most {@link #RETRO_SLOTS} slots of the dense
 * index, 40 MB: 4x4, 4x5, 5x4 and smaller), its values are looked up in the strong solution,
 * shared by the workers; on larger boards the worker's proof search answers as for any game.
 */
public final class PopOutApiPosition extends GameApiPosition {
    /** The largest dense index solved for the server. */
    static final long RETRO_SLOTS = 1L << 25;
    private static final Map<Board, PopOutRetrograde> RETROGRADE = new HashMap<>();

    /** @throws IllegalArgumentException for an impossible board or position */
    PopOutApiPosition(int width, int height, String pos) {
        this(Games.create(PopOutDefinition.NAME, width, height, null, false, null), width, height, pos);
    }

    private PopOutApiPosition(Games.Entry entry, int width, int height, String pos) {
        super(entry, entry.game().parse(pos.strip()), width, height);
    }

    @Override
    Function<GameState, WeakValue> values(ApiEngines engines, ApiJob job) {
        PopOutRetrograde retro = entry().game() instanceof PopOutGame g ? retrograde(g) : null; // one word only
        return retro == null ? super.values(engines, job) : s -> looked(retro, s);
    }

    /**
     * The strong solution of a small PopOut board, computed on first use and shared by the
     * workers; null for larger boards.
     */
    private static PopOutRetrograde retrograde(PopOutGame g) {
        if (PopOutRetrograde.slotsOf(g.board().width(), g.board().height()) > RETRO_SLOTS) {
            return null;
        }
        synchronized (RETROGRADE) {
            return RETROGRADE.computeIfAbsent(g.board(), b -> {
                PopOutRetrograde retro = new PopOutRetrograde(b, PopOutRetrograde.bytesFor(RETRO_SLOTS));
                retro.run(null);
                return retro;
            });
        }
    }

    /**
     * A position's value from the strong solution of its board, as a weak value without
     * questions: a finished game's own value, else the board's value in the position graph (a
     * repetition of an earlier position of this game is a draw when it happens; the value does
     * not look further into the history).
     */
    private static WeakValue looked(PopOutRetrograde retro, GameState s) {
        if (s.isTerminal()) {
            return new WeakValue(Integer.signum(s.value()), List.of());
        }
        byte v = retro.value((PopOutState) s);
        Integer value = v == RetrogradeAnalysis.WIN ? Integer.valueOf(1) : v == RetrogradeAnalysis.LOSS ? Integer.valueOf(-1)
                : v == RetrogradeAnalysis.DRAW ? Integer.valueOf(0) : null;
        return new WeakValue(value, List.of());
    }
}
