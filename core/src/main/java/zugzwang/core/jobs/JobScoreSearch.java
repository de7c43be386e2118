package zugzwang.core.jobs;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Outcome;

/**
 * The exact score of a position by job-level searches: each asks one threshold of the side to
 * move's score ({@link JobQuestion}: "at least t?", the side to move the attacker), and the
 * answers close an interval [lo, hi] around the score. First "a win?" (t = 1) and, if not, "at
 * least a draw?" (t = 0) — the value, as a weak solver finds it — then halving the interval that
 * is left (a win's or a loss's exact size: Connect-4's end move). The executor, and with it the
 * workers' tables, serves every search, so later questions find much of the earlier work.
 */
public final class JobScoreSearch {
    /**
     * What the first question's unsolved tasks count as: not-wins. With more than one worker, the
     * tasks beyond the first are speculation, and the exact score needs every move of the root
     * bounded sooner or later (its "no" answers refute each one), so refutations that the first
     * answer does not use are found again in the workers' tables by the later questions; the
     * replies to a root move that turns out to fail (what virtual wins run) are of no use to any.
     * Measured with two workers (docs/jobs.md): the empty 7x6 board 14.9 s against 21.1 s with
     * virtual wins, 9x5 {@code 55} 69.2 against 93.9 s; one worker runs nearly the same jobs
     * either way (the queue's creation order).
     */
    static final VirtualValue FIRST_GUESS = VirtualValue.LOSS;

    private final Game game;
    private final JobExecutor executor;
    private final JobOptions options;
    private final List<Test> tests = new CopyOnWriteArrayList<>();
    private volatile JobSearch current;
    private volatile boolean cancelled;
    /** The interval known and the threshold asked now (for progress reports, from any thread). */
    private volatile int[] state = new int[3];

    /** One question asked and its search's result. */
    public record Test(int atLeast, JobResult result) {
    }

    /**
     * @param options the searches' options; their question's scores (its terminal score) are
     *                kept, its threshold is set by each test, and so is the virtual value (the
     *                first question's {@link #FIRST_GUESS}, then the last answer)
     */
    public JobScoreSearch(Game game, JobExecutor executor, JobOptions options) {
        this.game = Objects.requireNonNull(game, "game");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.options = Objects.requireNonNull(options, "options");
    }

    /**
     * The score, for the side to move, of the position reached by {@code rootMoves}, known to lie
     * in [min, max]; null if stopped ({@link #cancel()} or an interrupt).
     *
     * @throws JobSearchException if a job failed
     */
    public Integer score(int[] rootMoves, int min, int max) {
        if (min > max) {
            throw new IllegalArgumentException("empty score interval [" + min + ", " + max + "]");
        }
        GameState s = game.start();
        for (int m : rootMoves) {
            s.play(m);
        }
        int mover = s.player();
        int lo = min;
        int hi = max;
        Boolean lastAnswer = null;
        MemoJobStore memo = null;
        while (lo < hi) {
            int t = next(lo, hi);
            state = new int[] {lo, hi, t};
            if (cancelled) {
                return null;
            }
            // tasks count as the last answer until solved: a "no" needs one refutation per
            // defender node, which virtual losses ask for, while virtual wins would ask for every
            // defender move. The first question counts them as not-wins (FIRST_GUESS)
            VirtualValue guess = lastAnswer == null ? FIRST_GUESS : lastAnswer ? VirtualValue.WIN : VirtualValue.LOSS;
            JobOptions asked = options.withQuestion(options.question().atLeast(t)).withVirtualValue(guess);
            Prefetch ahead = null;
            if (options.identity() != JobOptions.TREE) {
                // the facts of every question, and of the next one searched ahead, for the later ones
                if (memo == null) {
                    memo = new MemoJobStore(JobSearch.identity(game, asked), options.store());
                }
                asked = asked.withStore(memo);
                // if this question's answer is its guess, the next question and its guess are known
                boolean guessed = guess.attackerWins();
                int nlo = guessed ? t : lo;
                int nhi = guessed ? hi : t - 1;
                if (nlo < nhi) {
                    int nt = next(nlo, nhi);
                    ahead = new Prefetch(game, rootMoves, mover, nt, asked.withQuestion(options.question().atLeast(nt)), memo);
                }
            }
            JobSearch search = new JobSearch(game, executor, asked);
            current = search;
            JobResult r = search.solve(rootMoves, mover, ahead);
            current = null;
            tests.add(new Test(t, r));
            if (r.outcome() == Outcome.UNKNOWN) {
                return null;
            }
            lastAnswer = r.attackerWins();
            if (lastAnswer) {
                lo = t;
            } else {
                hi = t - 1;
            }
        }
        return lo;
    }

    /** The next threshold in (lo, hi]: a win?, else at least a draw?, else halve. */
    private static int next(int lo, int hi) {
        if (lo < 1 && 1 <= hi) {
            return 1;
        }
        if (lo < 0 && 0 <= hi) {
            return 0;
        }
        return (int) Math.floorDiv((long) lo + hi + 1, 2L);
    }

    /** {lo, hi, t}: the score is known to lie in [lo, hi] and the search under way asks "at least t?". */
    public int[] state() {
        return state.clone();
    }

    /** The questions asked so far, in order. */
    public List<Test> tests() {
        return List.copyOf(tests);
    }

    /** Stops the search under way; {@link #score} returns null. */
    public void cancel() {
        cancelled = true;
        JobSearch s = current;
        if (s != null) {
            s.cancel();
        }
    }
}
