package zugzwang.games.popout;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * PopOut's handicapped search ({@link HandicapSearch}: one-word boards, {@code WideHandicapSearch}:
 * boards beyond 64 bits) as the commands ask it, whatever the word size; {@code S} is the position
 * type it searches. Only the questions go through this interface, never the search.
 *
 * @param <S> {@link PopOutState} or {@code WidePopOutState}
 */
public interface HandicapEngine<S extends PopOutPosition> {
    /** Does the side to move win within {@code depth} plies and {@code pops} non-winning pops? */
    HandicapResult search(S root, int depth, int pops);

    /** The same after playing {@code move} first (ply 1 of the depth). */
    HandicapResult searchAfter(S root, int move, int depth, int pops);

    /** The smallest depth 1, 3, 5, ... up to {@code maxDepth} that wins, each iteration told to {@code each}. */
    HandicapResult smallestDepth(S root, int move, int pops, int maxDepth, Consumer<HandicapResult> each);

    /** Interior nodes so far. */
    long interior();

    /** Terminal nodes so far. */
    long terminal();

    /** Makes later searches stop soon after the condition holds. */
    void stopWhen(BooleanSupplier condition);

    /** Forgets the table and the history heuristic. */
    void clear();
}
