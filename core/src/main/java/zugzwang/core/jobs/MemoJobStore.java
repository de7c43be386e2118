package zugzwang.core.jobs;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import zugzwang.core.game.GameState;

/**
 * The facts one {@link JobScoreSearch} learns, kept in memory for its later questions, in front
 * of the caller's store (if any), which is asked for what the memo lacks and told every fact too.
 * It lets the answers of jobs run ahead for the next question ({@link Prefetch}) decide that
 * question's positions. Facts are exact ("the side to move's score at this position reaches t"),
 * keyed by the search's identity of positions and the threshold. Used from one thread at a time.
 */
final class MemoJobStore implements JobStore {
    private record Fact(Object position, int t) {
    }

    private final Map<Fact, Boolean> facts = new HashMap<>();
    private final Function<GameState, Object> identity;
    private final JobStore behind;

    /** @param behind the caller's store (null: none) */
    MemoJobStore(Function<GameState, Object> identity, JobStore behind) {
        this.identity = identity;
        this.behind = behind;
    }

    @Override
    public Boolean reaches(GameState position, int t) {
        Boolean known = facts.get(new Fact(identity.apply(position), t));
        return known != null || behind == null ? known : behind.reaches(position, t);
    }

    @Override
    public void record(GameState position, int t, boolean reached) {
        facts.put(new Fact(identity.apply(position), t), reached);
        if (behind != null) {
            behind.record(position, t, reached);
        }
    }

    /** The identity of positions it keys facts by. */
    Function<GameState, Object> identity() {
        return identity;
    }
}
