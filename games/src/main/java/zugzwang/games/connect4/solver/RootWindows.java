package zugzwang.games.connect4.solver;

import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * The interval [min, max] known to contain a root's value, and the null-window tests
 * ("is the value above t?") that threads run to close it.
 *
 * <h2>Which tests</h2>
 * A test far from the value is cheap, one next to it is expensive, and a value can only be pinned
 * by the two tests next to it ("above v - 1" true, "above v" false). The first choice is Pons':
 * the middle of the interval moved halfway towards 0, which starts with two cheap probes far out
 * (for a quickly decided position they already narrow the interval a lot). After those two probes
 * 0 is tested as soon as it is open: values near 0 are the common ones in long games, and on the
 * suites this saves a few per cent over pure bisection. Once the sign is known, the value next to
 * 0 is tested (min for a win, max - 1 for a loss), upwards from there: bisecting on saves tests
 * far from the value but pays for tests close to it that the slowest win does not need (the
 * empty 7×6 board, one thread: "above 3" and "above 2" cost 47.6 M of 233.1 M nodes; testing
 * "above 1" at once, 203.7 M in all; the four 7×6 sets: Test_L3_R1 −3.2 %, Test_L2_R1 +1.2 %,
 * Test_L2_R2 −5.5 %, Test_L1_R1 +0.1 % nodes). (These choices were measured on Pons' 7×6
 * sets by the cost of every single test from a cold table, and on the empty board; see README,
 * "Decisions".)
 *
 * <p>With several threads that defer one another's moves (the default; see {@link BusyNodes}), all
 * run the sequential choice: the deferral spreads them over its tree, and each later test finds
 * the table the earlier one filled. Otherwise each takes the first open test of this list that
 * nobody runs: the sequential choice above, then 0, then the values next to 0 (1, -1, 2, ...). So
 * while one thread proves "above 0", another proves "not above 1", and a value of 1 is known when
 * both end. When every open test is taken a thread joins the first one (the shared table makes
 * two threads on one test faster than one). On the empty 7×6 board with 2 threads and 1 GiB the
 * threads together took 20.8 / 21.5 / 22.3 / 20.7 s against 23.0 / 27.1 / 23.8 / 22.3 s for
 * tests of their own, alternating (2026-11-26; 214–225 M nodes against 222–231 M).
 *
 * <p>A move's value in an analysis, whose position's score s is known, is at most s and most often
 * close to it: those windows test from below ({@link #fromBelow}), "above min?" each time, so a
 * best move costs one test and another usually two (a first fail-soft answer that is tight, then
 * the test that pins it); Pons' far probes would be wasted there. (On 20 random 6-stone 7×6
 * positions: 10 % fewer nodes than the bisection over the same interval.) A test that fails high
 * answers t + 1, though, so a move that loses by more climbs one test at a time; and a position's
 * losing moves mostly lose by the same score. So the analysis gives each move's window the value
 * a sibling was last found to have (its <em>guess</em> g, if above min): the first test is
 * "above g - 1", and if that holds the next, "above g", usually pins the value in two tests;
 * if not, the tests go on from below under the lower max. (7×6, `bench serve` with the server's
 * two threads, four rounds alternating, 2026-11-29: 6-stone median 827 / 919 / 939 / 991 ms
 * against 1,029 / 1,058 / 849 / 1,013 ms, longest 3.6 / 4.1 / 4.1 / 4.0 s against 5.2 / 6.5 / 4.7
 * / 5.5 s; 2-3 % fewer nodes.)
 *
 * <p>A result "r &le; t" (fail low) lowers max to r; "r &gt; t" raises min to r. A running test
 * whose t falls outside [min, max) has become useless: its thread is told to abort.
 */
final class RootWindows {
    static final int DONE = Integer.MIN_VALUE;
    private static final int NONE = Integer.MIN_VALUE + 1;
    /** What a guess supplier gives when it knows nothing (see {@link #fromBelow}). */
    static final int NO_GUESS = Integer.MIN_VALUE;
    /** Tests (started) after which 0 is preferred to the bisection. */
    private static final int FAR_PROBES = 2;

    private int min;
    private int max;
    private final int[] testing;
    private final SearchThread[] workers;
    private final boolean single;
    private int result;
    private boolean stopped;
    /** Tests started so far (a test that several threads run counts once). */
    private int started;
    /** Whether the sequential choice is always min (see {@link #fromBelow}). */
    private final boolean below;
    /**
     * Whether every thread runs the sequential choice: for threads that spread over a test's tree
     * by themselves (ABDADA's deferral, {@link BusyNodes}), see the class comment.
     */
    private final boolean together;
    /** For {@link #fromBelow}: the value to test first, asked at the first choice (null: none). */
    private final IntSupplier guess;
    /** The guess's test "above g - 1" while it is to be run or running, else NONE. */
    private int guessTest = NONE;
    private boolean guessAsked;

    /** Close [min, max] by tests. */
    RootWindows(int min, int max, SearchThread[] workers) {
        this(min, max, workers, false, false, null);
    }

    private RootWindows(int min, int max, SearchThread[] workers, boolean single, boolean below,
            IntSupplier guess) {
        this.guess = guess;
        this.min = min;
        this.max = max;
        this.workers = workers;
        this.single = single;
        this.below = below;
        this.together = workers.length > 1 && workers[0].busy != null;
        this.testing = new int[workers.length];
        Arrays.fill(testing, NONE);
    }

    /** One test "is the value above t?"; {@link #result()} gives its fail-soft answer. */
    static RootWindows single(int t, SearchThread[] workers) {
        return new RootWindows(t, t + 1, workers, true, false, null);
    }

    /**
     * Close [min, max] by tests "above min?", for a value known likely to be min or close above
     * it (a move's value when the position's score is min's negation; see the class comment);
     * the first test is "above g - 1" instead for the value g that {@code guess} gives when the
     * first test is chosen (a sibling's value), if g is above min and at most max
     * ({@link #NO_GUESS}: none).
     */
    static RootWindows fromBelow(int min, int max, SearchThread[] workers, IntSupplier guess) {
        return new RootWindows(min, max, workers, false, true, guess);
    }

    /** Whether the interval is closed: min is the value. */
    synchronized boolean closed() {
        return min >= max;
    }

    /** Whether the interval is closed (or the tests stopped): nothing left to test. */
    synchronized boolean done() {
        return min >= max || stopped;
    }

    synchronized int min() {
        return min;
    }

    /** For a single test: the search's fail-soft result. */
    synchronized int result() {
        return result;
    }

    /** The test for thread k, or {@link #DONE}. Clears the thread's abort flag. */
    synchronized int next(int k) {
        testing[k] = NONE;
        if (min >= max || stopped) {
            return DONE;
        }
        int first = sequentialChoice();
        int t = first;
        if (!together && taken(t)) {
            t = NONE;
            // 0, then 1, -1, 2, -2, ...: the first open value nobody tests
            for (int d = 0; d <= Math.max(Math.abs(min), Math.abs(max)) && t == NONE; d++) {
                if (d < max && d >= min && !taken(d)) {
                    t = d;
                } else if (-d < max && -d >= min && !taken(-d)) {
                    t = -d;
                }
            }
            if (t == NONE) {
                t = first; // join a running test
            }
        }
        if (!taken(t)) {
            started++; // a test counts once, however many threads run it
        }
        testing[k] = t;
        workers[k].abort = false;
        return t;
    }

    private boolean taken(int t) {
        for (int x : testing) {
            if (x == t) {
                return true;
            }
        }
        return false;
    }

    /** The test a single thread would run now. */
    private int sequentialChoice() {
        if (below && guess != null) {
            if (!guessAsked) {
                guessAsked = true;
                int g = guess.getAsInt();
                if (g != NO_GUESS && g > min && g <= max) {
                    guessTest = g - 1;
                }
            }
            // until it is answered (or another answer made it useless)
            if (guessTest != NONE && guessTest >= min && guessTest < max) {
                return guessTest;
            }
        }
        if (single || below) {
            return min;
        }
        if (started >= FAR_PROBES && min <= 0 && 0 < max) {
            return 0;
        }
        if (started >= FAR_PROBES) {
            // the sign is known: the slowest win (or loss) first, the common value in long games
            if (min > 0) {
                return min;
            }
            if (max <= 0) {
                return max - 1;
            }
        }
        // Pons: the middle of [min, max), moved halfway towards 0 when that stays on its side
        // (division truncates towards 0, as in his C++)
        int med = min + (max - min) / 2;
        if (med <= 0 && min / 2 < med) {
            med = min / 2;
        } else if (med >= 0 && max / 2 > med) {
            med = max / 2;
        }
        // keep t in [min, max - 1] so that the window (t, t + 1) is open
        return Math.max(min, Math.min(max - 1, med));
    }

    /** Thread k's test of t gave the fail-soft value r. */
    synchronized void report(int k, int t, int r) {
        testing[k] = NONE;
        if (t == guessTest) {
            guessTest = NONE;
        }
        if (t < min || t >= max) {
            return; // already known
        }
        if (single) {
            result = r;
            min = max;
        } else if (r <= t) {
            // fail low: the value is at most r (clamped: in weak mode [min, max] is narrower
            // than the range of scores, and r may lie outside it)
            max = Math.max(min, Math.min(max, r));
        } else {
            min = Math.min(max, Math.max(min, r));
        }
        for (int j = 0; j < testing.length; j++) {
            if (testing[j] != NONE && (min >= max || testing[j] < min || testing[j] >= max)) {
                workers[j].abort = true;
            }
        }
    }

    /** "score in [min, max], testing > t, ..." (weak mode: the same on -1..1). */
    synchronized String describe() {
        if (single) {
            return "testing > " + min;
        }
        StringBuilder sb = new StringBuilder("score in [" + min + ", " + max + "]");
        String sep = ", testing ";
        for (int t : testing) {
            if (t != NONE) {
                sb.append(sep).append("> ").append(t);
                sep = ", ";
            }
        }
        return sb.toString();
    }

    /** No further tests (the caller's loop ended, or the search is cancelled): running ones abort. */
    synchronized void finish() {
        stopped = true;
        for (int j = 0; j < testing.length; j++) {
            if (testing[j] != NONE) {
                workers[j].abort = true;
            }
        }
    }
}
