package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The tests {@link RootWindows} chooses from below, with and without a guess, answered here by
 * hand with the loosest bounds a fail-soft null-window search may give: a test "above t" of a
 * value v answers t + 1 if v > t, else t.
 */
class RootWindowsTest {
    private static final SearchThread[] ONE = {new SearchThread() { }};

    /** Runs the windows' tests against the value v, one thread; returns the tests in order. */
    private static String run(RootWindows w, int v) {
        StringBuilder tests = new StringBuilder();
        for (int t = w.next(0); t != RootWindows.DONE; t = w.next(0)) {
            tests.append(tests.length() == 0 ? "" : " ").append(t);
            w.report(0, t, v > t ? t + 1 : t);
        }
        assertThat(w.min()).isEqualTo(v);
        return tests.toString();
    }

    @Test
    void fromBelowClimbsOneTestAtATime() {
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> RootWindows.NO_GUESS), -2)).isEqualTo("-2");
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> RootWindows.NO_GUESS), 3)).isEqualTo("-2 -1 0 1 2 3");
    }

    @Test
    void aRightGuessPinsTheValueInTwoTests() {
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> 3), 3)).isEqualTo("2 3");
        // the guess at the top of the interval: its second test is not needed
        assertThat(run(RootWindows.fromBelow(-2, 3, ONE, () -> 3), 3)).isEqualTo("2");
    }

    @Test
    void aWrongGuessGoesOnFromBelowOrAbove() {
        // too high: "above 2" fails low, then from below under max 2
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> 3), 1)).isEqualTo("2 -2 -1 0 1");
        // too low: "above 2" and "above 3" hold, then on upwards
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> 3), 5)).isEqualTo("2 3 4 5");
        // the best move (value min) costs the guess's test and its own
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> 3), -2)).isEqualTo("2 -2");
    }

    @Test
    void noGuessOrOneOutsideTheIntervalIsIgnored() {
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> RootWindows.NO_GUESS), 0)).isEqualTo("-2 -1 0");
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> -2), 0)).isEqualTo("-2 -1 0");
        assertThat(run(RootWindows.fromBelow(-2, 18, ONE, () -> 19), 0)).isEqualTo("-2 -1 0");
    }
}
