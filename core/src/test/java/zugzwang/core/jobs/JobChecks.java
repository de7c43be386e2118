package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Outcome;
import zugzwang.core.search.Reference;

/** The tests' oracle and the consistency checks of a search's statistics. */
final class JobChecks {
    private JobChecks() {
    }

    /** Whether the attacker wins, by the serial exact search of the core tests (a fresh memo). */
    static boolean expected(Game game, int[] moves, int attacker) {
        GameState s = game.start();
        for (int m : moves) {
            s.play(m);
        }
        int v = new Reference.Exact(true).value(s); // for the player to move
        return (s.player() == attacker ? v : -v) > 0;
    }

    /** The statistics of a search that ran to its end are consistent. */
    static void consistent(JobResult r, String what) {
        assertThat(r.outcome()).as(what).isNotEqualTo(Outcome.UNKNOWN);
        assertThat(r.stopReason()).as(what).isNull();
        assertThat(r.tasksMade()).as(what + ": made = solved + dropped + split")
                .isEqualTo(r.tasksSolved() + r.tasksDropped() + r.tasksSplit());
        assertThat(r.corrections()).as(what).isBetween(0L, r.tasksSolved());
        assertThat(r.solverCalls()).as(what).isBetween(r.tasksSolved(), r.tasksMade());
        assertThat(r.dagNodes()).as(what).isPositive();
        assertThat(r.wallNanos()).as(what).isNotNegative();
        assertThat(r.solverNanos()).as(what).isNotNegative();
    }
}
