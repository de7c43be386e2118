package zugzwang.games.connect4;

/**
 * The interval [min, max] known to contain a root's value, and the null-window tests
 * ("is the value above t?") that threads run to close it.
 *
 * <p>Thread 0 always takes the test Pons' solver takes: the middle of the interval, moved
 * halfway towards 0 (tests near 0 are cheaper, and scores near 0 are common). Other threads
 * take the nearest other values of t that are still open and that nobody tests, so that when the
 * value is 1 one thread proves "above 0" while another proves "not above 1". If no such t exists
 * they join a test that is running (sharing the table, they speed it up).
 *
 * <p>A result "r &le; t" (fail low) lowers max to r; "r &gt; t" raises min to r. A test whose t
 * falls outside [min, max) is useless: its thread is told to abort.
 */
final class RootWindows {
    static final int STRAT = Integer.getInteger("strat", 0);
    static final int DONE = Integer.MIN_VALUE;
    private static final int NONE = Integer.MIN_VALUE + 1;

    private int min;
    private int max;
    private final int[] testing;
    private final Negamax[] workers;
    private final boolean single;
    private int result;
    private boolean stopped;
    private boolean bisect;

    RootWindows(int min, int max, Negamax[] workers) {
        this.min = min;
        this.max = max;
        this.workers = workers;
        this.testing = new int[workers.length];
        java.util.Arrays.fill(testing, NONE);
        this.single = false;
    }

    private RootWindows(int t, Negamax[] workers) {
        this.min = t;
        this.max = t + 1;
        this.workers = workers;
        this.testing = new int[workers.length];
        java.util.Arrays.fill(testing, NONE);
        this.single = true;
    }

    /** One test "is the value above t?"; {@link #result()} gives the fail-soft answer. */
    static RootWindows single(int t, Negamax[] workers) {
        return new RootWindows(t, workers);
    }

    /** Whether helper threads can take part. */
    boolean parallel() {
        return workers.length > 1;
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
        int t = middle();
        if (k != 0) {
            // the nearest open value of t (alternating above and below) that nobody tests
            for (int d = 1; d < max - min; d++) {
                int up = t + d;
                int down = t - d;
                if (up < max && !taken(up)) {
                    t = up;
                    break;
                }
                if (down >= min && !taken(down)) {
                    t = down;
                    break;
                }
            }
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

    /** Pons' choice: the middle of [min, max), moved halfway towards 0 when that is inside. */
    private int middle() {
        if (single) {
            return min;
        }
        if (STRAT == 1) {
            if (min <= 0 && 0 < max) return 0;
            if (min > 0) return min;
            return max - 1;
        }
        if (STRAT == 3) {
            if (min <= 0 && 0 < max) return 0;
            if (min > 0) { if (!bisect) return Math.min(max - 1, 2 * min - 1); return min + (max - min) / 2; }
            if (!bisect) return Math.max(min, 2 * max - 1); return min + (max - min) / 2;
        }
        if (STRAT == 2) {
            if (min <= 0 && 0 < max) return 0;
            if (min > 0) return Math.min(max - 1, min + (max - min) / 4);
            return Math.max(min, max - 1 - (max - min) / 4);
        }
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
        if (t < min || t >= max) {
            return; // already known
        }
        if (single) {
            result = r;
            min = max;
        } else if (r <= t) {
            if (t > 0) bisect = true;
            max = Math.min(max, r);
        } else {
            if (t < 0) bisect = true;
            min = Math.max(min, r);
        }
        for (int j = 0; j < testing.length; j++) {
            if (testing[j] != NONE && (min >= max || testing[j] < min || testing[j] >= max)) {
                workers[j].abort = true;
            }
        }
    }

    /** The caller's loop ended (done or failed): stop every other thread. */
    synchronized void finish() {
        stopped = true;
        for (int j = 0; j < testing.length; j++) {
            if (testing[j] != NONE) {
                workers[j].abort = true;
            }
        }
    }
}
