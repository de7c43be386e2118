package zugzwang.games.gomoku;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.LinkedBlockingQueue;
import zugzwang.core.proof.Outcome;

/**
 * Proves that black wins a go-moku position — the empty board included — with jobs of Victoria
 * ({@link GomokuProver}) run by worker threads, every result kept in a solution store
 * ({@link GomokuSolutions}). Allis split his proof into several hundred subtrees and chose several
 * hundred black moves by hand (§5.5.1); here the program splits and chooses:
 *
 * <ul>
 *   <li>On the empty board black plays the centre (the one move the issue and Allis fix); a
 *       position with white to move and fewer than {@link #SPLIT_BELOW} stones is split at once
 *       into every white reply, one per symmetry class (35 after the centre); on 15×15 so is one of
 *       fewer than {@link #WHITE_SPLIT_BELOW_LARGE}.</li>
 *   <li>Any other position is a <b>job</b>: a Victoria search with a node budget. Proved: its
 *       proof goes to the store. Not proved: it is searched again with {@link #GROWTH} times the
 *       budget, up to the largest the caller allows (a black position of fewer than
 *       {@link #SPLIT_BELOW} stones: its first job only); not proved then (and, where the caller
 *       asks, not by one more of that budget counting proof numbers the other way either:
 *       {@link #weakRetry}; which way each job counts: {@link #weakGrowth}): it is split — with black to
 *       move his most promising moves by the order the search left (at most {@link #CANDIDATES})
 *       are tried side by side, each as a position with white to move, the first proved kept and
 *       the others stopped, each one that fails makes way for the next, and one more joins as the
 *       race's time doubles ({@link #WIDEN_SECONDS}; up to {@link #WAVES} times as many in the
 *       opening); with white to move every reply is a job. A position split
 *       {@link #MAX_SPLIT_PLY} plies below the root fails; so does the white position above it, and
 *       a black position whose candidates have all failed — after one last larger job, where
 *       the caller gives one ({@link #lastChance(long)}).</li>
 *   <li><b>Transfer</b>: when a white reply's job proves it, every sibling reply off the squares
 *       that proof touches ({@link GomokuProver#zone}) is proved with it, by the same strategy,
 *       without a job of its own (on h8,h9,i9,j10,i8 the proof after a1 covers 131 of the 220
 *       replies).</li>
 *   <li><b>The store</b> is read before every job (a proved position needs no job) and written after
 *       every proof and every decision: black's candidates at a split position, the replies proved
 *       by transfer. A run stopped at any moment and started again with the same store goes on
 *       where it was: no proof is lost (each is written at once, atomically), and with the same
 *       largest job budget the same candidates are tried again, each position that missed goes
 *       on from its next job (or its split) and each race counts the time already spent below its
 *       candidates ({@link #resumed}; with another budget, positions are planned afresh; the
 *       earlier proofs are found in the store where needed).</li>
 * </ul>
 * A white position fails as soon as one reply fails: its other jobs are cancelled.
 *
 * <p><b>Order</b>: the jobs wait in one list, and a thread takes the first by where its position
 * lies in the tree ({@link #order}). Siblings' own jobs (white's replies' first and grown jobs,
 * black's candidates') run in the order they came, and before any job below a split sibling; below
 * split siblings, of white's replies the one started first (farthest from the stones) goes first —
 * its whole subtree, with every thread, before the next one's — and of black's candidates the one
 * with the smallest job-level proof number (the jobs still to prove it over its whole subtree, as
 * counted by {@link #recount}), each 10 worker-seconds spent below it counting as one more
 * ({@link #distance}: its proof number and its past cost). So each level does its
 * cheap work broadly, then closes its stalled positions one at a time, on the candidate nearest to
 * a proof. (In the order of submission the stalled replies of a split shared the threads: on h8,a1
 * the 21 near replies open after 480 s were 20 after 1,618 s, where each alone as its own root fell
 * in seconds to two minutes.)
 */
public final class GomokuSolver {
    /** Positions with white to move and fewer stones are split without a job. */
    public static final int SPLIT_BELOW = 4;
    /**
     * Boards of at least this many squares (15x15) split a black position of fewer than
     * {@link #SPLIT_BELOW} stones after its first job (no grown job proves one there).
     */
    static final int EARLY_SPLIT_SQUARES = 225;
    /**
     * On boards of at least {@link #EARLY_SPLIT_SQUARES} squares, positions with white to move and
     * fewer stones are split without a job too: black's candidates at a split of his third move (5
     * stones). Their jobs rarely proved one: in the empty board's job logs (16 subtrees) 25 of 275
     * such jobs, 75 of their 977 worker-seconds, where her replies' own jobs (6 stones) mostly
     * prove at 10,000 nodes and the far ones fall by transfer. Side by side from empty stores
     * (2026-12-05), {@code h8,c4,g8,f4} 120.8 → 51.4 s, {@code h8,c4,g8,c7} 68.6 → 41.3 s,
     * {@code h8,c4,g8,g4} 73.5 → 57.7 s; a black root its own job proves is as before (a white root of
     * fewer stones gets no job now).
     */
    static final int WHITE_SPLIT_BELOW_LARGE = 6;
    /**
     * Black's moves tried side by side, in order, at a position split after an undecided job (each
     * that fails makes way for the next: {@link #WAVES}).
     */
    public static final int CANDIDATES = 3;
    /**
     * How many times {@link #CANDIDATES} moves black's split position may try — before its last
     * chance ({@link #lastChance}) and its failure: {@link #CANDIDATES} race, and each that fails
     * makes way for the next in the job's order (since 2026-12-07, twenty-seventh part; until then
     * in waves, the next three once all of a wave had failed: after {@code h8,d8,i9,d10} i8 failed
     * in 3 worker-seconds, g7 and j10 took 4,075 to fail, and then the next wave's g9 proved it in
     * 157). On the empty board's eighth part {@code h8,e6,i9,f5}
     * failed so with h9, g7, j10 (each below a reply of hers its job's restricted search
     * disproved: her three d7-e6-f5 or f6, g7 next to it), after 46 worker-seconds and a last
     * chance of 193, and with it black's i9 under {@code h8,e6}, the move of all 27 subtrees
     * proved; the job's next move, g9, proved it alone in 369 s (one thread). Only in the opening
     * ({@link #WAVE_STONES}).
     */
    public static final int WAVES = 3;
    /**
     * Black's split positions of at most this many stones get {@link #WAVES} times
     * {@link #CANDIDATES} candidates, later ones {@link #CANDIDATES}: in the opening a job's proof
     * numbers are flat and its order is noise
     * ({@link #candidates}: on {@code h8,e6,i9,f5} after 160,000 nodes 25 of black's 30 moves lay
     * between 933 and 942), where later the job tells his moves apart. And waves multiply what a
     * failure costs at every level: on a 15×15 test position split down by jobs of 2 nodes, waves
     * (as they were) at every level filled the heap before the solve ended.
     */
    public static final int WAVE_STONES = 6;
    /**
     * Worker-seconds under a race (its candidates', failed ones too) after which one more of black's
     * candidates races beside those racing, and one more each time that time doubles
     * ({@link #seats}; since 2026-12-08, twenty-eighth part) — within the plan's candidates (up to
     * {@link #WAVES} times {@link #CANDIDATES} in the opening). At black's third stone the move that
     * won mostly cost tens to a few hundred worker-seconds, the ones that lost thousands before
     * they failed, and the winner was not always among the first three: in the free-style run's
     * job logs (store at 29 of 35) {@code h8,d8,i9,d10} g9 157 beside g7 4,429 and j10 1,125 (g9
     * the fifth started); {@code h8,e6,i9,f5} g9 408 (the fourth) beside 913; {@code h8,d8,i9,d9}
     * i7 60 (the fifth) beside 656. A candidate that only stalls holds its place until it fails;
     * a place more after each doubling bounds what the race spends before the next one starts.
     */
    static final double WIDEN_SECONDS = 300;

    /** How much a job's budget grows when it is searched again. */
    public static final int GROWTH = 4;
    /** The proved siblings of a white reply whose positions its jobs look up by a moved stone ({@link #movedStones}). */
    static final int MOVED_SIBLINGS = 2;
    /** The proved siblings a white reply's job takes as similar positions. */
    public static final int SIMILAR = 4;
    /**
     * A job that missed with more open white replies than this ({@link GomokuProver#openWidth}: at
     * her root; at black's, under the best of his moves the search expanded — then his root is
     * split into a race) is split at once, not grown: a job proves her replies one by one (no
     * transfer inside it), where a split proves the far ones by transfer. On the empty board's store, positions where white
     * had spent her moves on an edge pair and black had blocked it (white to move, black's three
     * stones in the centre: `h8,a5,i9,a7,h9,a6,a8`) had 216–218 open replies after every job of
     * 10,000, 40,000 and 160,000 nodes and were split only after all three; the jobs that a grown
     * job proved had 1 to 4 (2026-12-04, night: 14 positions of the empty board's job log).
     */
    public static final int WIDE = 40;
    /**
     * How many times the largest job's nodes a last-chance job may have at most, as the caller
     * sizes it ({@link #lastChance(long)}), and how many times {@link #splitAfter}'s time it may take.
     */
    public static final int LAST_CHANCE_GROWTH = 16;
    /** How far below the root a position may be split. */
    public static final int MAX_SPLIT_PLY = 14;

    /**
     * One job's outcome, for progress and reports: its position, node budget, result (null for a job
     * stopped because its task was decided or stopped elsewhere — a race's other candidate proved, a
     * sibling reply failed: the work it cost is logged too, since 2026-12-07), the nodes and
     * threat searches it made, its time (its worker's CPU time, {@link GomokuProver#clock}), the nodes
     * of the earlier job's search it went on with
     * (0 for a new search: its nodes and this job's together are the search's size), whether
     * it counted proof numbers the weak way ({@link #weakRetry}), and its root's proof and
     * disproof numbers as it ended ({@link GomokuProver#rootPn}; -1 each for a chain walk's job,
     * which is no proof-number search).
     */
    public record Job(String game, long budget, Outcome outcome, long nodes, long threatSearches, long nanos,
                      long keptNodes, boolean weak, long rootPn, long rootDn) {
    }

    /**
     * Where a solve stands: jobs finished (stopped ones too), proved, positions found proved in the
     * store, white replies proved by transfer from a sibling's proof ({@link GomokuProver#zone}),
     * positions proved by a stored proof with one white stone moved ({@link #moved}), positions
     * inside the proved jobs' proofs decided so ({@link GomokuProver#movedStones}), jobs queued or
     * running, the finished (and stopped) jobs' nodes and threat searches, the time since the
     * start; and the subtrees of the first white position split (the empty board's: white's 35
     * replies to the centre), how many there are and how many are proved; the threat searches
     * answered by an earlier one's answer ({@link #keepAnswers}) instead of made — counted as they
     * are answered, in running jobs too, where the threat searches count the finished jobs'.
     */
    public record Progress(long jobs, long proved, long fromStore, long transferred, long moved, long movedInJobs,
                           int running, long nodes,
                           long threatSearches, long nanos, int subtrees, int subtreesProved, long reused) {
    }

    /** Called on the coordinating thread after every job. */
    @FunctionalInterface
    public interface Listener {
        void jobDone(Job job, Progress progress);
    }

    /** What a solve found: proved (black wins; the store holds the proof) or unknown; black's move at the root. */
    public record Result(Outcome outcome, int move, Progress progress) {
    }

    private static final int OPEN = 0;
    private static final int PROVED = 1;
    private static final int FAILED = 2;

    private final class Task {
        final GomokuPosition position;
        final long[] canon;
        /** The symmetry from the position to its canonical form. */
        final int sym;
        final Task parent;
        /** The move from the parent's position to this one (the same frame), or -1 at the root. */
        final int move;
        final int ply;
        /**
         * The task's place among its parent's children, for the job order: a white reply's index
         * in the order its siblings are started, 0 for every black candidate (they run side by side).
         */
        int rank;
        /** Written by the coordinating thread, read by workers looking for proved siblings. */
        volatile int state = OPEN;
        volatile boolean dead; // set by the coordinator, read by the job's worker (job's cancel handshake)
        /** Black's candidates (position frame), and the one proved first (-1 before). */
        int[] candidates;
        int chosen = -1;
        final List<Task> children = new ArrayList<>();
        volatile int pending;
        /**
         * Its job-level proof number ({@link #recount}): how many jobs are still to prove it,
         * counted as if each open task below took one (an estimate: a transfer proves many of
         * her replies without a job) — 1 for a task without children (its job), 0 proved; at
         * white's split the sum of her open replies', at black's race the least of his open
         * candidates' (0 once one is proved). Written by the coordinating thread, read by workers
         * choosing a job ({@link #distance}).
         */
        volatile long proofNumber = 1;
        /**
         * The worker time of the finished jobs at or below this task, in nanoseconds of the
         * workers' CPU time ({@link GomokuProver#clock}; the wall clock until 2026-12-06, nineteenth
         * part, when a paused or crowded run counted its waits as work and chose otherwise).
         */
        volatile long spent;
        /**
         * Jobs added to this candidate's distance ({@code GomokuSolver.distance}): how far
         * it stands behind the proved siblings' move ({@code GomokuSolver.lead}), else 0. Written
         * by the coordinating thread, read by workers choosing a job.
         */
        volatile int lead;
        /**
         * How many times this candidate's proof number and past cost count in its distance
         * ({@code GomokuSolver.distance}): {@link #CONSENSUS_WEIGHT} where nearly all its proved
         * siblings chose another move ({@code GomokuSolver.lead}), else 1. Written by the coordinating
         * thread, read by workers choosing a job.
         */
        volatile int weight = 1;
        /** At a proved black position: black's move (position frame), once looked up ({@link #blacksMove}); -2 before. */
        int won = -2;
        /**
         * At a white reply: the symmetries (its position frame to the canonical one) of every reply
         * of hers that is this one's mirror image, itself first — a split keeps one task for them
         * all, and its zone seen through each is theirs ({@link #splitZone}).
         */
        int[] images;
        /**
         * At a white position: how many of its replies were started (the first alone, then the
         * rest); at black's split: how many of its candidates were ({@link #WAVES}).
         */
        int started;
        /** The node budget of the task's next job: it grows before the task is split. */
        long budget = jobNodes;
        /**
         * A black position whose candidates all failed, searched once more by one job of
         * {@link #lastChanceNodes} ({@link #lastChance}); it fails if that job does not prove it.
         */
        boolean lastChance;
        /**
         * Its next job, a new search, counts proof numbers the weak way: the retry ({@link #weakRetry}),
         * or with {@link #weakGrowth} its grown jobs.
         */
        boolean weakJob;
        /** Whether its retry ({@link #weakRetry}) was given: the largest job once more, counting the other way. */
        boolean retried;
        /** Whether its largest job, a near miss, went on to {@link #GROWTH} times its budget ({@link #NEAR_PN}). */
        boolean extended;
        /** Before the retry: the root's children of the largest job, which counted the other way, else null. */
        List<GomokuProver.Child> otherChildren;
        /**
         * The prover of the job running now, to cancel it; null between jobs. A finished job's
         * prover holds its whole DAG (up to the job's budget in nodes): kept on by every task, the
         * solve's heap filled and the collector ran nearly all the time (a job of h8,b2 took 394 s
         * in the solve, 6.6 s alone with the same searches), so the worker lets it go when the
         * job ends ({@link #job}; its result, read by {@link #finished}, holds it until then).
         */
        volatile GomokuProver prover;
        /**
         * The search of the task's last job, undecided, kept for its next (larger) job to go on
         * with ({@link GomokuProver#proveMore}) instead of starting again; null when there is none
         * or it was let go ({@link #suspend}). Set by the coordinating thread, taken by a worker.
         */
        volatile Suspended suspended;
        /**
         * A chain to check before any search ({@link #moved}): the stand-in her stone on x moved to
         * y makes, black's move there and t's zone by it; null when there is none or it was checked.
         * Set by the coordinating thread before the check job is queued.
         */
        Chain chain;

        Task(GomokuPosition position, Task parent, int move) {
            this.position = position;
            this.move = move;
            this.canon = new long[2 * board.words()];
            this.sym = position.canonical(canon);
            this.parent = parent;
            this.ply = parent == null ? 0 : parent.ply + 1;
        }

        boolean blackToMove() {
            return position.player() == 0;
        }
    }

    /**
     * @param nanos  the job's time in nanoseconds of its worker's CPU time ({@link GomokuProver#clock})
     * @param before the result of the search the job went on with (its nodes and threat searches
     *               are not the job's), or null for a new search
     */
    private record Done(Task task, GomokuProver prover, GomokuProver.Result result, long nanos, Throwable error,
                        GomokuProver.Result before, Walked walked) {
        Done(Task task, GomokuProver prover, GomokuProver.Result result, long nanos, Throwable error) {
            this(task, prover, result, nanos, error, null, null);
        }

        Done(Task task, GomokuProver prover, GomokuProver.Result result, long nanos, Throwable error,
             GomokuProver.Result before) {
            this(task, prover, result, nanos, error, before, null);
        }
    }

    /** The walk of a chain's check job ({@link #walks}): whether it went through, and its threat searches. */
    private record Walked(boolean through, long threatSearches) {
    }

    /**
     * A chain found by {@link #moved}: t stands, her stone on x moved to y, for a proved position,
     * and her stone on x does not stand alone ({@link GomokuPosition#alone}) — until 2026-12-04 only
     * where that position itself stood for another (a chain of two moved stones), since then for
     * every stand-in (status 2026-12-04, late, in docs/gomoku.md: {@code h8,a8,i9,a6} stood for
     * {@code h8,a1,i9,a8}, whose proof never searched her a7, a three with a6 and a8);
     * {@code move} black's move by it (t's frame, -1 at a white position), {@code zone} t's zone
     * by it (t's frame).
     */
    private record Chain(int x, int y, int move, long[] zone) {
    }

    /** An undecided search kept for its task's next job, and where it ended. */
    private record Suspended(GomokuProver prover, GomokuProver.Result result) {
    }

    /** A job waiting for a thread, and when it was submitted. */
    private record Queued(Task task, long seq) {
    }

    /**
     * The order of waiting jobs, read when a thread takes one (the numbers change as replies are
     * proved): from the root down, at each ancestor of the task, where the paths first differ, an
     * ancestor nearer to its proof ({@link #distance}) first if they are black's candidates, the
     * one started first if they are white's replies; a job at that level itself (the paths end
     * there: a sibling's own job) before any job below a split sibling; then the one submitted
     * first. See the class comment.
     */
    private static int order(Queued a, Queued b) {
        Task x = a.task();
        Task y = b.task();
        // bring both to one depth, then climb to the children of their lowest common ancestor
        Task xs = x.parent;
        Task ys = y.parent;
        while (xs != null && ys != null && xs.ply > ys.ply) {
            xs = xs.parent;
        }
        while (xs != null && ys != null && ys.ply > xs.ply) {
            ys = ys.parent;
        }
        // xs, ys: the deepest ancestors of x and y at one depth; the paths (ancestors below the
        // root) agree above where xs and ys meet; compare the pair just below that point
        int c = 0;
        if (xs != null && ys != null && xs != ys) {
            Task px = xs;
            Task py = ys;
            while (px.parent != py.parent) {
                px = px.parent;
                py = py.parent;
            }
            // px, py: siblings (at worst children of the root)
            c = px.parent.blackToMove() ? Double.compare(distance(px), distance(py)) : 0;
            if (c == 0) {
                c = Integer.compare(px.rank, py.rank);
            }
        }
        if (c == 0) {
            // one path a prefix of the other (or equal): the shorter first, i.e. the shallower job
            c = Integer.compare(x.ply, y.ply);
        }
        return c != 0 ? c : Long.compare(a.seq(), b.seq());
    }

    /**
     * How far black's candidate (a white position) looks from its proof, to choose among
     * candidates: its job-level proof number ({@link Task#proofNumber}: the jobs still to prove
     * it over its whole subtree, each open task below counted as one), and one more for every
     * {@link #SPENT_PER_REPLY} seconds of worker time spent at or below it — a proof number whose
     * leaves cost what they have cost so far. By open replies alone a candidate whose replies are
     * proved cheaply but one (split and split again below it) kept both threads however long that
     * one took: on h8,b2 candidate c3, its reply a10 alone, 2,700 of 2,900 worker-seconds in
     * 1,500 s, while h7 waited. Both times its weight ({@link #CONSENSUS_WEIGHT} where nearly all
     * its proved siblings chose another move, else 1), plus its lead ({@link #lead}): how far it
     * stands behind the move the proved siblings chose.
     * Until 2026-12-06 (fifteenth part) its open replies counted, each one alone: a reply split
     * into a race several plies deep counted as one, and on {@code h8,a5} (standard, one thread,
     * side by side) black's i8 took 1,494 worker-seconds that way, unproved, beside i7's 589,
     * where the job-level number sent the thread to i7, which proved the subtree: 2,087 → 542 s.
     */
    private static double distance(Task t) {
        return distance(t.proofNumber, t.spent, t.lead, t.weight);
    }

    /**
     * {@link #distance(Task)} of a candidate with job-level proof number {@code pn}, {@code spent}
     * nanoseconds of worker time at or below it, its {@code lead} and its {@code weight}.
     */
    static double distance(long pn, long spent, int lead, int weight) {
        return weight * ((double) pn + spent / (SPENT_PER_REPLY * 1e9)) + lead;
    }

    /** A proof number that stands for "failed": none of black's candidates is chosen by it. */
    private static final long NO_PROOF = Long.MAX_VALUE / 4;

    /**
     * Sets t's job-level proof number ({@link Task#proofNumber}) from its children's, and its
     * ancestors' in turn while they change. Called where a task's state or children change.
     */
    private void recount(Task t) {
        for (Task a = t; a != null; a = a.parent) {
            long n;
            if (a.state == PROVED) {
                n = 0;
            } else if (a.state == FAILED) {
                n = NO_PROOF;
            } else if (a.children.isEmpty()) {
                n = 1;
            } else if (a.blackToMove()) {
                n = NO_PROOF;
                for (Task c : a.children) {
                    if (c.state != FAILED) { // (a proved one counts 0 until proved(a) marks a so)
                        n = Math.min(n, c.proofNumber);
                    }
                }
                n = n == NO_PROOF ? 1 : n; // (its last candidates failed, before a last chance)
            } else {
                n = 0;
                for (Task c : a.children) {
                    if (c.state == OPEN) {
                        n = Math.min(NO_PROOF, n + c.proofNumber);
                    }
                }
            }
            if (n == a.proofNumber && a != t) {
                return;
            }
            a.proofNumber = n;
        }
    }

    /**
     * How far the other candidates of a race stand behind the move the proved siblings chose
     * ({@link #lead}), for each proved sibling that chose it (up to {@link #LEAD_SIBLINGS}), in
     * jobs of the job-level proof number (each {@link #SPENT_PER_REPLY} worker seconds; so, for each
     * such sibling, 300 worker-seconds while their numbers are the same — once the leader is split
     * its number counts too, and a leader with 30 more than another waits as long as before; sized
     * when a candidate counted its open replies, before 2026-12-06, fifteenth part): that
     * move won next door, and mostly wins here — on the empty board i9 won every
     * one of the subtrees h8,a1 … h8,a7, yet in h8,a6 the other candidate (i7) took 384 of 791
     * worker-seconds, in another run (g7) 635 of 1,311, when i9's subtree stalled a while on
     * her edge pairs. Behind so, the others still run where it stalls longer.
     */
    static final int SIBLING_LEAD = 30;

    /**
     * The most proved siblings whose agreeing move adds to the lead ({@link #lead}): ten, 300 jobs
     * or 3,000 worker-seconds — a move ten subtrees next door won with is left only where
     * it fails, or stalls for long.
     */
    static final int LEAD_SIBLINGS = 10;

    /**
     * How many times a candidate's distance counts ({@link #distance}) where at least
     * {@link #LEAD_SIBLINGS} proved siblings chose another move and at most one in ten chose
     * otherwise ({@link #consensus}): once the lead is spent it gets about a fifth of the leader's
     * worker time, where before it got as much. The lead ({@link #SIBLING_LEAD}) is a fixed
     * number of jobs, and near the centre the leader's
     * own job-level proof number outgrows it — each of its replies split into a race adds that race's
     * replies — so that the others ran nearly as much as the leader: on the empty board (free-style,
     * 2026-12-07) i9 was black's third move in all 24 subtrees proved, and below the other
     * candidates went 847 of 1,394 worker-seconds of {@code h8,d5} (g7, h7), 892 of 1,808 of
     * {@code h8,d6} (g7, h7) and 581 of the first 932 of {@code h8,d7} (i7, h7), where before
     * {@code h8,d5} they had taken a few seconds in each. Deeper in the tree no race of that run had
     * such a consensus (the store's moves of its proved siblings: at black's fifth stone at most 53
     * of 107 agreed, and the most common move won 32 of 42 races, 6 times not a candidate), so in
     * effect the weight is the opening's. Why five, not more: where the leader is right with
     * probability p, and each candidate alone would take the same time T, a race that gives each of
     * two others a share f of the time takes about p·T/(1 − 2f) + (1 − p)·T/f — least at f ≈ 1/7
     * (a weight near 5) for p = 0.93, 1/8 for p = 0.95 (24 of 24 subtrees is about that; near the
     * centre, where white's stone is next to his, less is known); a weight of 10 (f = 1/12) takes 1.2·T
     * against 1.4·T where the leader is right, and 12·T against 7·T where it is not.
     */
    static final int CONSENSUS_WEIGHT = 5;

    /**
     * A job of the largest budget that misses with its root's proof number at most this goes on,
     * once, to {@link #GROWTH} times that budget (a <b>near miss</b>), before the retry or the split.
     * Counted the weak way the root's number after 160,000 nodes falls in two groups: at most 50,
     * or above 400 (the free-style run's job logs, 2026-12-07: 31 of 58 missed jobs below
     * {@code h8,d6}, {@code h8,d7} at most 50, 12 above 400). Of seven at 32 to 70 (Victoria alone,
     * no store), going on to 640,000 nodes proved five — at 248,000 to 548,000 nodes — and every
     * one of the four at most 50.
     */
    static final long NEAR_PN = 50;

    /** Worker seconds that count as one job of the proof number in {@link #distance}. */
    static final double SPENT_PER_REPLY = 10;

    private final GomokuBoard board;
    private final GomokuRule rule;
    private final int threads;
    private final long jobNodes;
    private final long maxJobNodes;
    private final long tssBudget;
    private final GomokuSolutions store;
    /** The threat searches' answers shared by the jobs ({@link #keepAnswers}), or null. */
    private ThreatAnswers answers;
    /** The finished jobs, for the coordinating thread. */
    private BlockingQueue<Done> done;
    /** This solve's worker threads and the jobs waiting for them (a solve's own: none outlives it). */
    private Workers workers;
    private long submissions;
    private Listener listener;
    // written by the coordinating thread only, read by progress() from any thread
    private volatile int running;
    private volatile long jobs;
    private volatile long proved;
    private volatile long fromStore;
    private volatile long transferred;
    private volatile long moved;
    private volatile long movedInJobs;
    /** Chains walked through ({@link #walks}), and walked and refused; coordinating thread. */
    private long chainsWalked;
    private long chainsRefused;
    /** Whether chains are walked ({@link #walks}) or refused at once, as before 2026-12-04. */
    private boolean chainWalks = true;
    /** The longest {@link #splitAfter} limit (a year). */
    public static final long MAX_SPLIT_MILLIS = 365L * 24 * 3600 * 1000;
    /** {@link #splitAfter}'s limit in ns; 0: none. */
    private long splitNanos;
    private volatile long nodes;
    private volatile long threatSearches;
    private volatile long started;
    /** The first white position split (its replies are the subtrees progress counts), null before. */
    private Task top;
    private volatile int subtrees;
    private volatile int subtreesProved;
    /** The solve's root task (for {@link #heldProvers}), null before. */
    private Task root;
    /** The most nodes of undecided searches kept for their tasks' next jobs ({@link #keepSearches}); 0: none. */
    private long maxSuspendedNodes;
    /** The budget of a last-chance job ({@link #lastChance(long)}); 0: none. */
    private long lastChanceNodes;
    /** Whether a position the largest job missed gets one more, counting the other way ({@link #weakRetry}). */
    private boolean weakRetry;
    /** Whether grown jobs count the weak way and the retry by the sum ({@link #weakGrowth}). */
    private boolean weakGrowth;
    private boolean nearMisses;
    /** How deep below the root a position may be split: {@link #MAX_SPLIT_PLY} but in a test. */
    private int splitPlies = MAX_SPLIT_PLY;
    /** How many waves of candidates a black split tries, up to how many stones: {@link #WAVES}, {@link #WAVE_STONES} but in a test. */
    private int waves = WAVES;
    private int waveStones = WAVE_STONES;
    /** {@link #WIDEN_SECONDS} in ns, but in a test. */
    private long widenNanos = (long) (WIDEN_SECONDS * 1e9);
    /** The tasks with a kept search, oldest first, and its nodes (coordinating thread). */
    private final java.util.LinkedHashMap<Task, Long> suspendedTasks = new java.util.LinkedHashMap<>();
    private long suspendedNodes;
    /** Tasks given to the workers, to cancel what still runs when the solve ends. */
    private final List<Task> submitted = new ArrayList<>();

    /**
     * @param threads   worker threads (jobs at once)
     * @param jobNodes  a job's first node budget
     * @param maxJobNodes the largest (memory: {@link GomokuProver#BYTES_PER_NODE} a node and thread):
     *                  a position whose job did not decide it is searched again with
     *                  {@link #GROWTH} times the budget until this one, and only then split
     * @param tssBudget the node budget of each threat-space search
     * @param store     the solution store, read and written
     */
    public GomokuSolver(GomokuBoard board, GomokuRule rule, int threads, long jobNodes, long maxJobNodes,
                        long tssBudget, GomokuSolutions store) {
        if (threads < 1 || jobNodes < 2 || maxJobNodes < jobNodes) {
            throw new IllegalArgumentException("at least one thread and two nodes a job, the largest job no smaller");
        }
        this.maxJobNodes = maxJobNodes;
        this.board = board;
        this.rule = rule;
        this.threads = threads;
        this.jobNodes = jobNodes;
        this.tssBudget = tssBudget;
        this.store = store;
    }

    /**
     * A time limit for each job: a search still undecided after {@code millis} ms of its worker
     * thread's CPU time ({@link GomokuProver#stopAfter}; the wall clock until 2026-12-06) stops, and its
     * position is split at once, as after a miss at the largest budget (black's candidates by
     * the search's numbers, or every white reply), instead of holding its thread: on the empty
     * board a few positions took minutes for each 40,000 nodes (white's d11 and e12 after
     * h8,a8,i9: 4 ms a threat search, where most take well under 1 ms) while the other work
     * waited behind them. Where the limit falls depends on the machine's speed, so the splits do
     * too (a resumed run follows the plans the store recorded) — far less on other work beside
     * the solve, and not on a pause of the process. 0 (the default): none.
     */
    public GomokuSolver splitAfter(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("the time must not be negative");
        }
        if (millis > MAX_SPLIT_MILLIS) {
            throw new IllegalArgumentException("the time must be at most " + MAX_SPLIT_MILLIS + " ms");
        }
        this.splitNanos = Math.multiplyExact(millis, 1_000_000L);
        return this;
    }

    /**
     * Keeps the answers of up to {@code entries} threat-space searches ({@link ThreatAnswers},
     * {@link ThreatAnswers#bytesPerEntry} each) for every job of the solve to read: a job split
     * after a miss, and a transposition met in another job, ask again what an earlier job's search
     * found. Each answer is the one a fresh search would give (a job makes the same nodes as
     * without them); fewer searches, so a job's time limit ({@link #splitAfter}) may fall later in
     * its search. 0 (the default): none.
     */
    public GomokuSolver keepAnswers(long entries) {
        if (entries < 0) {
            throw new IllegalArgumentException("entries must not be negative");
        }
        this.answers = entries == 0 ? null : new ThreatAnswers(board, rule, tssBudget, entries);
        return this;
    }

    /**
     * With {@code true}, a position whose largest job (in {@code solve} the third: 160,000 nodes
     * after 10,000 and 40,000) missed gets one more job of that budget before it is split (or, at
     * the deepest split ply, fails): a new search that counts proof numbers the weak way
     * ({@link GomokuProver#weakProofNumbers}), without the siblings' moves ({@link #similar}) —
     * by the sum where the grown jobs counted the weak way ({@link #weakGrowth}). A
     * split after it takes black's candidates in the sum's order, less those the retry disproved. Neither
     * count proves every position first: on eight 4-stone positions of the standard rule's empty
     * board that took the 160,000-node job there, searches alone (no store) with the sum proved 2
     * within 160,000 nodes, with weak numbers 6; on {@code h8,a5} from an empty store the sum's
     * third jobs proved 8 of 12 such positions (white's stone next to black's among them), weak
     * numbers 4 of 11. A split costs more than one more job (status 2026-12-06 in {@code
     * docs/gomoku.md}). A job stopped by its time limit ({@link #splitAfter}) or too wide
     * ({@link #WIDE}), and a black position of fewer than {@link #SPLIT_BELOW} stones on 15×15 or larger, are
     * split without it; last chances sum.
     */
    public GomokuSolver weakRetry(boolean retry) {
        this.weakRetry = retry;
        return this;
    }

    /**
     * Whether a job grown after the first (the first counts by the sum and takes the siblings' moves)
     * counts white's replies' proof numbers the weak way, and the retry ({@link #weakRetry}) by the
     * sum, the split after it taking black's candidates in the sum's order less those the weak jobs
     * disproved (a job split without the retry — stopped by its time limit, too wide — takes them in
     * its own order). Side by side on three whole subtrees of the empty board, 0.78× in all; the
     * command's default. Status 2026-12-06 (nineteenth part) in {@code docs/gomoku.md}.
     */
    public GomokuSolver weakGrowth(boolean weak) {
        this.weakGrowth = weak;
        return this;
    }

    /**
     * Whether a near miss of the largest job — its root's proof number at most {@link #NEAR_PN} —
     * goes on, once, to {@link #GROWTH} times that budget before the retry or the split (only
     * where searches are kept, {@link #keepSearches}). Side by side on seven 4-stone positions of
     * the empty board's near subtrees, 0.76× in all; the command's default. Status 2026-12-07
     * (twentieth part) in {@code docs/gomoku.md}.
     */
    public GomokuSolver nearMisses(boolean goOn) {
        this.nearMisses = goOn;
        return this;
    }

    /**
     * A last chance for a black position whose candidates have all failed (each because a position
     * below it was split {@link #MAX_SPLIT_PLY} plies deep, or failed so itself): one more job of
     * {@code nodes}, larger than the largest, with the store's proofs the split left, before the
     * position fails — and with it the white position above and possibly the race of black's move
     * there. Only where {@code nodes} is larger than the largest job, and only for positions of
     * {@link #SPLIT_BELOW} stones or more (the empty board's 35 replies and black's first moves
     * are planned otherwise). With {@link #splitAfter} the job stops after
     * {@link #LAST_CHANCE_GROWTH} times that time. A failed last chance may fail the black
     * position above in turn, which then gets its own: they can chain up the tree.
     * Where a split goes deep, one large search may prove what its pieces do not: on the empty
     * board, {@code h8,e6,i9,g6} (black to move) split with jobs of at most 160,000 nodes failed
     * after 406 s and 5.3 M nodes in one run, 428 s in another (its lines reached the split depth),
     * and with it black's i9, which had won every subtree before; one job growing to 2,560,000
     * nodes proved it in 113 s and 1.2 M nodes (one thread, empty stores, 2026-12-05). The node
     * budget must fit in the memory beside the running jobs, as the largest's (a job of each
     * thread may be one). 0 (the default): no last chance.
     */
    public GomokuSolver lastChance(long nodes) {
        if (nodes < 0) {
            throw new IllegalArgumentException("nodes must not be negative");
        }
        this.lastChanceNodes = nodes;
        return this;
    }

    /** A shallower split depth than {@link #MAX_SPLIT_PLY}, for a test to reach it on a small board. */
    GomokuSolver splitPlies(int plies) {
        if (plies < 1 || plies > MAX_SPLIT_PLY) {
            throw new IllegalArgumentException("plies must be 1 to " + MAX_SPLIT_PLY);
        }
        this.splitPlies = plies;
        return this;
    }

    /**
     * Other waves of black's candidates than {@link #WAVES} (1 to it) at positions of up to
     * {@code stones} stones, for a test to compare and to reach them on a small board.
     */
    GomokuSolver waves(int n, int stones) {
        if (n < 1 || n > WAVES) {
            throw new IllegalArgumentException("waves must be 1 to " + WAVES);
        }
        this.waves = n;
        this.waveStones = stones;
        return this;
    }

    /**
     * Another time than {@link #WIDEN_SECONDS} after which a race takes one more candidate ({@link #seats}),
     * in ns (at least 1), for a test to reach it with jobs of milliseconds.
     */
    GomokuSolver widenAfter(long nanos) {
        if (nanos < 1) {
            throw new IllegalArgumentException("at least 1 ns");
        }
        this.widenNanos = nanos;
        return this;
    }

    /**
     * Keeps the search of a job that did not decide its position, up to {@code nodes} nodes of such
     * searches in all ({@link GomokuProver#BYTES_PER_NODE} a node): the position's next job, with
     * the larger budget, goes on with it ({@link GomokuProver#proveMore}) instead of starting
     * again. A job of 40,000 nodes that missed was often proved by the next in 41,000 to 69,000
     * (h8,a2 on the empty board): started again, it made its first 40,000 nodes twice. Only a
     * grown job's search is kept: a first job's, built with the similar positions' moves first
     * ({@link #similar}), went on worse than a new search without them (on h8,a1, after black's
     * i9, white's i10 was proved afresh in 11,032 nodes; gone on from the first job's 10,015, it
     * was open after 160,000). 0 (the default): every job starts afresh.
     */
    public GomokuSolver keepSearches(long nodes) {
        if (nodes < 0) {
            throw new IllegalArgumentException("nodes must not be negative");
        }
        this.maxSuspendedNodes = nodes;
        return this;
    }

    /**
     * How many tasks in the tree hold a running job's prover: at most the threads (a test's
     * check that no task keeps a finished job's DAG — its result, until the coordinating thread
     * has read it, and the searches kept on purpose, {@link #keepSearches}, hold theirs, both
     * bounded). Read on the coordinating thread, e.g. in {@link Listener#jobDone}.
     */
    int heldProvers() {
        int n = 0;
        List<Task> todo = new ArrayList<>();
        if (root != null) {
            todo.add(root);
        }
        while (!todo.isEmpty()) {
            Task t = todo.remove(todo.size() - 1);
            n += t.prover != null ? 1 : 0;
            todo.addAll(t.children);
        }
        return n;
    }

    /**
     * A check of {@link #recount} (coordinating thread, e.g. in {@link Listener#jobDone}): how many
     * open tasks of the tree, below open ones, have a job-level proof number other than what their
     * children's give now, worked out again from the leaves up; and the largest such number of a
     * black candidate (a white position in a race). {0, 0} before the solve.
     */
    long[] proofNumbersChecked() {
        long[] out = new long[2];
        if (root != null) {
            checked(root, out);
        }
        return out;
    }

    private long checked(Task t, long[] out) {
        if (t.state == PROVED) {
            return 0;
        }
        if (t.state == FAILED) {
            return NO_PROOF;
        }
        long n = t.children.isEmpty() ? 1 : t.blackToMove() ? NO_PROOF : 0;
        for (Task c : t.children) {
            if (c.state == PROVED) {
                n = t.blackToMove() ? 0 : n;
            } else if (c.state == OPEN && !c.dead) {
                long m = checked(c, out);
                n = t.blackToMove() ? Math.min(n, m) : Math.min(NO_PROOF, n + m);
            }
        }
        n = t.blackToMove() && n == NO_PROOF ? 1 : n;
        out[0] += n == t.proofNumber ? 0 : 1;
        if (t.parent != null && t.parent.blackToMove()) {
            out[1] = Math.max(out[1], n);
        }
        return n;
    }

    /** Proves black's win from {@code position}, or ends unknown when every candidate failed. */
    public Result solve(GomokuPosition position, Listener listener) {
        this.listener = listener;
        started = System.nanoTime();
        done = new LinkedBlockingQueue<>();
        workers = new Workers(threads, done);
        Task root = new Task(position.copy(), null, -1);
        this.root = root;
        try {
            start(root);
            while (root.state == OPEN) {
                Done d;
                try {
                    d = done.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new CancellationException("interrupted");
                }
                if (d.error() != null) {
                    throw new IllegalStateException("a job failed: " + d.error(), d.error());
                }
                running--;
                submitted.remove(d.task());
                finished(d);
            }
        } finally {
            for (Task t : submitted) {
                t.dead = true;
                GomokuProver p = t.prover;
                if (p != null) {
                    p.cancel();
                }
            }
            workers.close();
            for (Task t : suspendedTasks.keySet()) {
                t.suspended = null;
            }
            suspendedTasks.clear();
            suspendedNodes = 0;
            running = 0; // what was left queued is cancelled: nothing runs after the solve
        }
        int move = -1;
        if (root.state == PROVED && root.blackToMove()) {
            move = root.chosen >= 0 ? root.chosen
                    : fromCanonical(store.move(root.canon), root);
        }
        return new Result(root.state == PROVED ? Outcome.PROVED : Outcome.UNKNOWN, move, progress());
    }

    /** Walk chains before refusing them ({@link #walks}; the default), or refuse them at once. */
    GomokuSolver chainWalks(boolean on) {
        chainWalks = on;
        return this;
    }

    /** The chains walked through, and those walked and refused, so far (coordinating thread; for tests). */
    long[] chains() {
        return new long[] {chainsWalked, chainsRefused};
    }

    /** Where the solve under way stands (or the last one ended); may be called from any thread. */
    public Progress progress() {
        long t0 = started;
        return new Progress(jobs, proved, fromStore, transferred, moved, movedInJobs, running, nodes, threatSearches,
                t0 == 0 ? 0 : System.nanoTime() - t0, subtrees, subtreesProved, answers == null ? 0 : answers.hits());
    }

    private int fromCanonical(int move, Task t) {
        return move < 0 ? -1 : board.map(move, board.inverse(t.sym));
    }

    private void start(Task t) {
        if (Boolean.TRUE.equals(store.value(t.canon))) {
            fromStore++;
            proved(t, false);
            return;
        }
        if (moved(t)) {
            return;
        }
        if (t.chain != null) {
            submit(t); // its chain is walked first (job), then, if that fails, planned as any other
            return;
        }
        plan(t);
    }

    /** t was not found proved: its first job, or its split. */
    private void plan(Task t) {
        if (t.blackToMove()) {
            if (t.position.stones() == 0) {
                int centre = board.square(board.width() / 2, board.height() / 2);
                t.candidates = new int[] {centre};
                race(t, 0);
                return;
            }
            int[] plan = store.plan(t.canon, maxJobNodes);
            // (a plan's first number: the candidates started — the last of them race again, as
            // many as their time gave places, those before failed or were widened past; 0 in a
            // plan made before waves, of one wave only —
            // planned afresh where more are given, to get them, and taken as it is where not)
            if (plan != null && plan.length > 1 && plan[0] <= plan.length - 1
                    && (plan[0] >= 1 || t.position.stones() > waveStones)) {
                t.candidates = new int[plan.length - 1];
                for (int i = 1; i < plan.length; i++) {
                    t.candidates[i - 1] = fromCanonical(plan[i], t);
                }
                // the last ones started: as many as the candidates' time gave places (those
                // before failed — or, widened past, stalled: they race no more)
                long spent = 0;
                long[] canon = new long[2 * board.words()];
                for (int i = 0; i < plan[0]; i++) {
                    GomokuPosition next = t.position.copy();
                    next.play(t.candidates[i]);
                    next.canonical(canon);
                    spent += store.spent(canon, maxJobNodes);
                }
                int from = Math.max(0, plan[0] - seats(spent, widenNanos));
                race(t, from, Math.max(CANDIDATES, plan[0] - from));
                return;
            }
        } else if (t.position.stones() < SPLIT_BELOW // (the 35 replies to the centre)
                || board.squares() >= EARLY_SPLIT_SQUARES && t.position.stones() < WHITE_SPLIT_BELOW_LARGE) {
            split(t);
            return;
        }
        if (resumed(t)) {
            return;
        }
        submit(t);
    }

    private void submit(Task t) {
        running++;
        submitted.add(t);
        workers.add(new Queued(t, submissions++));
    }

    /**
     * Worker threads: each takes the first waiting job in {@link #order}, runs it, and hands the
     * result to the coordinating thread; {@link #close} forgets what waits and lets them end. Not an
     * executor with a priority queue: the order of waiting jobs changes while they wait (a
     * candidate's proof number falls), which a heap keyed at insertion would not see, so a thread
     * scans the list when it takes a job (up to a few thousand entries on the empty board, against
     * jobs of milliseconds to minutes). The job of a task stopped meanwhile (dead: a race decided,
     * a position failed) is taken first: it ends at once, and would otherwise wait behind the live
     * ones — a failed candidate's jobs sort last by its proof number.
     */
    private final class Workers {
        /** Guarded by itself. */
        private final List<Queued> waiting = new ArrayList<>();
        private final BlockingQueue<Done> out;
        private boolean closing;

        Workers(int threads, BlockingQueue<Done> out) {
            this.out = out;
            for (int i = 0; i < threads; i++) {
                Thread t = new Thread(this::work, "gomoku-job-" + i);
                t.setDaemon(true);
                t.start();
            }
        }

        void add(Queued q) {
            synchronized (waiting) {
                waiting.add(q);
                waiting.notify();
            }
        }

        void close() {
            synchronized (waiting) {
                closing = true;
                waiting.clear();
                waiting.notifyAll();
            }
        }

        private void work() {
            while (true) {
                Queued q;
                synchronized (waiting) {
                    while (waiting.isEmpty() && !closing) {
                        try {
                            waiting.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    if (closing) {
                        return;
                    }
                    int best = 0;
                    for (int i = 1; i < waiting.size() && !waiting.get(best).task().dead; i++) {
                        if (waiting.get(i).task().dead || order(waiting.get(i), waiting.get(best)) < 0) {
                            best = i; // (a dead task's job first: it ends at once, and leaves the list)
                        }
                    }
                    q = waiting.remove(best);
                }
                Done d;
                try {
                    d = job(q.task());
                } catch (Throwable e) {
                    d = new Done(q.task(), null, null, 0, e);
                }
                out.add(d);
            }
        }
    }

    /** Runs t's job on a worker thread. */
    private Done job(Task t) {
        if (t.dead) {
            t.suspended = null;
            return new Done(t, null, null, 0, null);
        }
        long t0 = GomokuProver.clock(); // the worker's CPU time: a paused or crowded run decides alike
        Chain chain = t.chain;
        if (chain != null) {
            Walked w = walks(t, chain);
            return new Done(t, null, null, GomokuProver.clock() - t0, null, null, w);
        }
        Suspended kept;
        synchronized (t) { // the coordinating thread may be letting it go for room
            kept = t.suspended;
            t.suspended = null;
        }
        GomokuProver p = kept != null ? kept.prover()
                : new GomokuProver(board, rule, 0, t.budget, tssBudget, store).answers(answers);
        if (kept == null && t.budget == jobNodes && !t.weakJob) {
            similar(t, p); // a first job only: a grown one (or a weak retry) searches without the siblings' moves
        }
        if (kept == null) {
            movedStones(t, p); // every job: lookups, which change no move order
        }
        if (t.weakJob && kept == null) { // (a kept search goes on counting as it began)
            p.weakProofNumbers(); // the retry after the sum missed, or a grown job (weakGrowth): a new search
        }
        // the threat searches cut within a level in the largest jobs only: a whole 4-stone subtree
        // (where jobs of 10,000 nodes decide what is split) took 1.03-1.05x with the cut in every
        // job, three positions of h8,e6 whose time is in their largest jobs 0.96x with it there
        p.cutThreatSearches(t.budget >= maxJobNodes);
        t.prover = p;
        if (splitNanos > 0 && t.lastChance) { // a larger job, a longer limit; then it fails
            p.stopAfter(LAST_CHANCE_GROWTH * splitNanos);
        } else if (splitNanos > 0 && t.ply < splitPlies) { // where it may not split, a job grows as before
            p.stopAfter(splitNanos);
        }
        if (t.dead) {
            p.cancel();
        }
        try {
            GomokuProver.Result r = kept != null ? p.proveMore(t.budget) : p.prove(t.position);
            return new Done(t, p, r, GomokuProver.clock() - t0, null, kept != null ? kept.result() : null);
        } catch (CancellationException e) { // stopped: logged with what it made, its result null
            return new Done(t, p, null, GomokuProver.clock() - t0, null, kept != null ? kept.result() : null);
        } finally {
            // the job is over: nothing to cancel. Here, not when the coordinating thread reads the
            // result: with jobs of a few nodes the results of dozens wait for it at a split
            t.prover = null;
        }
    }

    /**
     * Keeps t's undecided search for its next job to go on with, within {@link #keepSearches}'
     * nodes: first the searches of tasks decided or stopped since are let go, then the oldest kept
     * until this one fits. Every task waiting with a kept search holds its whole DAG, so the bound
     * is what keeps the heap from filling (see {@link Task#prover}).
     */
    private boolean suspend(Task t, GomokuProver p, GomokuProver.Result r) {
        sweepSuspended();
        if (r.nodes() > maxSuspendedNodes) {
            return false; // too large to keep
        }
        var it = suspendedTasks.entrySet().iterator();
        while (suspendedNodes + r.nodes() > maxSuspendedNodes && it.hasNext()) {
            var e = it.next();
            Suspended gone;
            synchronized (e.getKey()) { // a worker may be taking it for the task's job
                gone = e.getKey().suspended;
                e.getKey().suspended = null;
            }
            if (gone != null) {
                keepProvedBelow(gone.prover()); // let go for room: its proofs below stay
            }
            suspendedNodes -= e.getValue();
            it.remove();
        }
        t.suspended = new Suspended(p, r);
        suspendedTasks.put(t, r.nodes());
        suspendedNodes += r.nodes();
        return true;
    }

    /** Lets go the kept searches of tasks that are decided, stopped, or went on (their job took it). */
    private void sweepSuspended() {
        var it = suspendedTasks.entrySet().iterator();
        while (it.hasNext()) {
            var e = it.next();
            Task t = e.getKey();
            if (t.dead || t.state != OPEN || t.suspended == null) {
                t.suspended = null;
                suspendedNodes -= e.getValue();
                it.remove();
            }
        }
    }

    /** The nodes of the searches kept now for their tasks' next jobs (coordinating thread; for a test). */
    long suspendedNodes() {
        sweepSuspended();
        return suspendedNodes;
    }

    /**
     * A reply of white's whose siblings are proved is searched as they were first: the proved
     * siblings nearest to its move (at most {@link #SIMILAR}) are its similar positions (a far reply
     * is proved along its sibling's proof in a few hundred nodes instead of many thousands); so are,
     * higher up, the nearest proved sibling of each white reply on the way from the root (white's
     * second move far away: the whole subtree of a proved sibling's second move serves). Only a
     * task's first job takes them: where that job did not prove its position, the siblings' moves
     * were not the way, and tried first at every node they keep costing the grown job (on h8,a1,
     * after black's i9, white's i10 stayed open through jobs of 10,000 and 40,000 nodes with them;
     * alone, from the same store, 15,795 nodes in two jobs without them).
     */
    private void similar(Task t, GomokuProver p) {
        int[][] xy = siblingPairs(t, SIMILAR, false);
        if (xy != null) {
            p.similar(xy[0], xy[1]);
        }
    }

    /**
     * Pairs (x, y) of t and each white reply on the way to the root: the reply's square and that
     * of its nearest proved siblings ({@code atT} of them at t's own split, one higher up), the
     * root's side first, t's nearest sibling last (the prover tries the last first); at most
     * {@link GomokuProver#MAX_SUBSTITUTES}, the root's side kept ({@code keepRootSide}) or t's.
     * {x[], y[]}, or null if none.
     */
    private int[][] siblingPairs(Task t, int atT, boolean keepRootSide) {
        List<int[]> pairs = new ArrayList<>();
        for (Task a = t; a != null; a = a.parent) {
            List<Task> proved = provedSiblings(a);
            int n = Math.min(a == t ? atT : 1, proved.size());
            for (int i = 0; i < n; i++) {
                pairs.add(0, new int[] {a.move, proved.get(i).move}); // nearest ends last in its level
            }
        }
        if (pairs.isEmpty()) {
            return null;
        }
        int k = Math.min(pairs.size(), GomokuProver.MAX_SUBSTITUTES);
        List<int[]> kept = keepRootSide ? pairs.subList(0, k) : pairs.subList(pairs.size() - k, pairs.size());
        int[][] xy = new int[2][k];
        for (int i = 0; i < k; i++) {
            xy[0][i] = kept.get(i)[0];
            xy[1][i] = kept.get(i)[1];
        }
        return xy;
    }

    /**
     * The moved stones a job looks its positions up with ({@link GomokuProver#movedStones}): for t
     * and each white reply on the way to the root, its nearest proved sibling (two at t's own
     * split) — a position below with her stone on the reply's square stands for the sibling's
     * image, if that is in the store with a zone off her square. On the empty board the jobs of
     * {@code h8,a2} meet the positions of {@code h8,a1}'s proofs so wherever a2 is off their zones,
     * where the task-level lookup ({@link #moved}) needs the whole job's root off it. At most
     * {@link GomokuProver#MAX_SUBSTITUTES}, the root's side kept first.
     */
    private void movedStones(Task t, GomokuProver p) {
        int[][] xy = siblingPairs(t, MOVED_SIBLINGS, true);
        if (xy != null) {
            p.movedStones(xy[0], xy[1]);
        }
    }

    /** The proved siblings of a white reply, nearest to its move first; none for another task. */
    private List<Task> provedSiblings(Task t) {
        List<Task> proved = new ArrayList<>();
        Task parent = t.parent;
        if (parent == null || parent.blackToMove() || t.move < 0) {
            return proved;
        }
        for (Task c : parent.children) {
            if (c != t && c.state == PROVED && c.move >= 0) {
                proved.add(c);
            }
        }
        proved.sort(java.util.Comparator.comparingInt(c -> board.distance(c.move, t.move)));
        return proved;
    }

    private int nearestStone(GomokuPosition p, int s) {
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < p.stones(); i++) {
            best = Math.min(best, board.distance(p.move(i), s));
        }
        return best;
    }

    /**
     * A job's result, on the coordinating thread. What a resumed run needs to go on as this one
     * would — the time spent below black's candidates, where a missed job's position goes next —
     * is written in one batch at the end (see {@link GomokuSolutions}'s tags 'S' and 'M').
     */
    private void finished(Done d) {
        GomokuSolutions.Batch kept = store.batch();
        try {
            finished(d, kept);
        } finally {
            store.write(kept);
        }
        for (Task a = d.task().parent; a != null; a = a.parent) {
            if (a.state == OPEN && a.blackToMove() && a.candidates != null && !a.children.isEmpty()) {
                widen(a);
            }
        }
    }

    /**
     * Starts more of black's candidates at t's race where its time has earned more places than
     * race ({@link #seats}).
     */
    private void widen(Task t) {
        long spent = 0;
        for (Task c : t.children) {
            spent += c.spent;
        }
        int more = Math.min(seats(spent, widenNanos) - t.pending, t.candidates.length - t.started);
        if (more > 0) {
            admit(t, more);
        }
    }

    /**
     * How many of black's candidates race where {@code spent} ns of worker time went below its
     * candidates: {@link #CANDIDATES}, one more at {@code widen} ns and one more each time that
     * doubles.
     */
    static int seats(long spent, long widen) {
        int seats = CANDIDATES;
        for (long at = widen; spent >= at && seats < 64; at = at > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : 2 * at) {
            seats++;
        }
        return seats;
    }

    private void finished(Done d, GomokuSolutions.Batch kept) {
        Task t = d.task();
        sweepSuspended(); // the kept searches of tasks decided or stopped meanwhile
        for (Task a = t; a != null; a = a.parent) {
            a.spent += d.nanos(); // the coordinating thread is the only writer
            if (a.parent != null && a.parent.blackToMove() && a.state == OPEN) {
                kept.spent(a.canon, maxJobNodes, a.spent); // a resumed race counts it (wave)
            }
        }
        if (d.walked() != null) {
            chainWalked(t, d);
            return;
        }
        if (d.result() == null && d.prover() == null) {
            return; // dead before it began: no work
        }
        jobs++;
        GomokuProver prover = d.prover();
        GomokuProver.Result before = d.before();
        long keptNodes = before == null ? 0 : before.nodes();
        // a stopped job (its task decided or stopped elsewhere) counts what its search made so far
        boolean finished = d.result() != null;
        long madeNodes = (finished ? d.result().nodes() : prover.size()) - keptNodes;
        long madeSearches = (finished ? d.result().threatSearches() : prover.threatSearches())
                - (before == null ? 0 : before.threatSearches());
        nodes += madeNodes;
        threatSearches += madeSearches;
        if (listener != null) {
            boolean searched = prover != null;
            listener.jobDone(new Job(GomokuNotation.game(t.position), t.budget,
                    finished ? d.result().outcome() : null, madeNodes, madeSearches, d.nanos(), keptNodes,
                    searched && prover.countsWeakly(), searched ? prover.rootPn() : -1,
                    searched ? prover.rootDn() : -1), progress());
        }
        if (!finished || t.dead || t.state != OPEN) {
            return;
        }
        GomokuProver.Result r = d.result();
        if (r.outcome() == Outcome.PROVED) {
            GomokuSolutions.Batch batch = store.batch();
            long[] movedLeaves = {0};
            long[] zone = record(d.prover(), store, batch, movedLeaves);
            movedInJobs += movedLeaves[0]; // the coordinating thread is the only writer
            int move = r.move();
            if (Boolean.TRUE.equals(store.value(t.canon))) {
                // its root was proved in the store meanwhile (by another proof through it; the job
                // may have taken that entry in one node, with no move of its own): the store's
                // entries stand — its move and its zone, which go together — and serve the
                // transfer. (Until 2026-12-06 the root was written again here, without a move where
                // the job had none: no strategy to export, GomokuSolutions#value.)
                move = t.blackToMove() ? fromCanonical(store.move(t.canon), t) : -1;
                long[] z = store.zone(t.canon);
                zone = z == null ? null : board.map(z, board.inverse(t.sym));
            } else {
                if (batch.size() == 0) {
                    batch.win(t.canon, t.blackToMove() ? toCanonical(move, t) : -1);
                }
                if (zone != null) {
                    batch.zone(t.canon, toCanonical(zone, t));
                }
            }
            store.write(batch);
            proved++;
            if (zone != null) {
                transfer(t, zone, move);
            }
            proved(t, false);
            return;
        }
        if (r.outcome() == Outcome.DISPROVED) {
            store.write(store.batch().noWin(t.canon));
            failed(t);
            return;
        }
        boolean slow = d.prover().timedOut() // past splitAfter's limit: split now
                || t.ply < splitPlies && d.prover().openWidth() > WIDE; // too wide for a grown job
        boolean early = t.blackToMove() && t.position.stones() < SPLIT_BELOW && board.squares() >= EARLY_SPLIT_SQUARES;
        // one more job before the split: a grown one, else (at the largest budget) the weak retry
        boolean another = !slow && !early && !t.lastChance;
        // a near miss of the largest job grows once more, to GROWTH times that budget (nearMisses)
        boolean near = another && nearMisses && !t.extended && !t.retried && t.budget == maxJobNodes
                && maxSuspendedNodes > 0 && d.prover().canGoOn() && d.prover().rootPn() <= NEAR_PN;
        long ceiling = near ? maxJobNodes * GROWTH : maxJobNodes;
        t.extended |= near;
        if (another && t.budget < ceiling) {
            // (early: a black position of fewer stones on 15x15 or more — the empty board's 35
            // replies — is split after its first job: no job of 160,000 nodes proves one there,
            // where on 9x9 one may, and their grown jobs come before
            // any work below a split sibling: on the empty board 35 of 160,000 nodes, 300 s of
            // both threads, 770 s once jobs met their siblings' proofs by moved stones)
            long ran = t.budget;
            t.budget = Math.min(ceiling, t.budget * GROWTH);
            t.weakJob = weakGrowth; // (where it goes on from this one's search, that one counts as it began)
            boolean goesOn = false;
            if (maxSuspendedNodes > 0 && ran > jobNodes && d.prover().canGoOn()) {
                // its next job goes on from where this one stopped, with a budget above the search's
                // size (its last expansion may have taken it past this one's: on tiny budgets)
                while (t.budget < ceiling && r.nodes() >= t.budget) {
                    t.budget = Math.min(ceiling, t.budget * GROWTH);
                }
                goesOn = r.nodes() < t.budget && suspend(t, d.prover(), r); // its proofs below kept in its search
            }
            if (!goesOn) {
                keepProvedBelow(d.prover()); // let go: its proofs below stay
            }
            missed(t, kept);
            submit(t); // again, larger: splitting multiplies the work
            return;
        }
        keepProvedBelow(d.prover());
        t.budget = Math.min(t.budget, maxJobNodes); // (after a near miss's larger job)
        if (another && weakRetry && !t.retried) {
            // the largest job missed: one more counting the other way (the weak way after the sum,
            // the sum after weak grown jobs), before a split
            t.retried = true;
            t.weakJob = !d.prover().countsWeakly();
            if (t.blackToMove()) {
                t.otherChildren = d.prover().rootChildren(); // a split after it orders black's moves by the sum's
            }
            missed(t, kept);
            submit(t);
            return;
        }
        if (t.ply >= splitPlies || t.lastChance) {
            failed(t);
            return;
        }
        if (t.blackToMove()) {
            List<Integer> c = new ArrayList<>();
            // after a missed weak retry, by the sum's numbers (on h8,a5,i8,a7 the weak ones raced
            // b4, b7, k8 … f8 for 1,083 s, where the sum's i9, i7, j8 took 159 s)
            List<GomokuProver.Child> last = d.prover().rootChildren();
            List<GomokuProver.Child> open = candidates(t.otherChildren == null ? last
                    : d.prover().countsWeakly() ? withoutDisproved(t.otherChildren, last) : withoutDisproved(last, t.otherChildren));
            t.otherChildren = null; // read once
            for (int sibling : siblingsMoves(t)) {
                if (open.stream().anyMatch(ch -> ch.move() == sibling)) {
                    c.add(sibling);
                }
            }
            int most = CANDIDATES * (t.position.stones() <= waveStones ? waves : 1);
            for (GomokuProver.Child ch : open) {
                if (c.size() < most && !c.contains(ch.move())) {
                    c.add(ch.move());
                }
            }
            if (c.isEmpty()) {
                kept.missed(t.canon, maxJobNodes, 0, GomokuSolutions.NEXT_SPLIT); // (no plan: nothing to try)
                failed(t);
                return;
            }
            t.candidates = c.stream().mapToInt(Integer::intValue).toArray();
            race(t, 0);
        } else {
            kept.missed(t.canon, maxJobNodes, 0, GomokuSolutions.NEXT_SPLIT); // (black's split is his plan)
            split(t);
        }
    }

    /** t's job missed: its next job, as {@link #resumed} will find it. */
    private void missed(Task t, GomokuSolutions.Batch kept) {
        kept.missed(t.canon, maxJobNodes, t.budget, (t.weakJob ? GomokuSolutions.NEXT_WEAK : 0)
                | (t.retried ? GomokuSolutions.NEXT_RETRIED : 0) | (t.extended ? GomokuSolutions.NEXT_EXTENDED : 0));
    }

    /**
     * Where t's jobs stand, if an earlier job of its position missed — in a stopped run, or at
     * another task of this one: its next job (a new search of that budget, counting as that one
     * would have; where that one went on from the missed job's search, the same size afresh), or,
     * where its jobs were over ({@link GomokuSolutions#NEXT_SPLIT}), white's split — or t fails:
     * black's position whose last job left no candidate (one with candidates has a plan, found
     * before), or one it may not split here. Returns whether t was split or failed.
     * Without it a resumed run searched its open positions again from the first job: on the
     * empty board's store (free-style, 2026-12-06) 129 of the third part's 824 jobs, 635 of its
     * 1,189 worker-seconds, were jobs of a position and budget that had missed in the second.
     */
    private boolean resumed(Task t) {
        GomokuSolutions.Missed m = store.missed(t.canon, maxJobNodes);
        if (m == null) {
            return false;
        }
        if ((m.flags() & GomokuSolutions.NEXT_SPLIT) != 0) {
            if (!t.blackToMove() && t.ply < splitPlies) {
                split(t);
            } else {
                failed(t); // black's: no candidate was left (a plan is found before); or it may not split here
            }
            return true;
        }
        boolean extended = (m.flags() & GomokuSolutions.NEXT_EXTENDED) != 0;
        if (m.budget() >= jobNodes && (m.budget() <= maxJobNodes || extended && m.budget() == maxJobNodes * GROWTH)) {
            t.budget = m.budget();
            t.weakJob = (m.flags() & GomokuSolutions.NEXT_WEAK) != 0;
            t.retried = (m.flags() & GomokuSolutions.NEXT_RETRIED) != 0;
            t.extended = extended;
        }
        return false;
    }

    /** A missed search let go: the proofs it found below its root go to the store ({@link #recordBelow}). */
    private void keepProvedBelow(GomokuProver prover) {
        GomokuSolutions.Batch batch = store.batch();
        long[] movedLeaves = {0};
        recordBelow(prover, store, batch, movedLeaves);
        if (batch.size() > 0) {
            store.write(batch);
            movedInJobs += movedLeaves[0]; // the coordinating thread is the only writer
        }
    }

    /**
     * A proved search's proof into {@code batch}: every position of it with its zone (for later
     * searches that meet it), and every position a moved stone decided with its transfer record
     * (it stands for its image in the store: {@link GomokuProver#movedStones}). A position proved
     * before keeps its entries (its move, zone and transfer record from one proof), unless this
     * proof gives it a zone where it had none.
     *
     * @param moved its [0] counts the moved-stone positions written
     * @return the proof's zone (root position's frame), or null
     */
    static long[] record(GomokuProver prover, GomokuSolutions store, GomokuSolutions.Batch batch, long[] moved) {
        java.util.Map<CanonicalKey, long[]> zones = new java.util.HashMap<>();
        long[] zone = prover.zones((c, z) -> zones.put(new CanonicalKey(c), z));
        prover.proof((c, m) -> writeProved(c, m, zones.get(new CanonicalKey(c)), store, batch));
        prover.movedLeaves(m -> movedLeaf(m, store, batch, moved));
        return zone;
    }

    /**
     * A position of a proof into {@code batch} (its move, and its zone where known) — unless the
     * store has it proved already, which keeps its entries from one proof, but for a zone where it
     * had none: then the zone alone. (Until 2026-12-06 the value was written again with it, with
     * this proof's move — none where the proof took the position from the store: a black win lost
     * its move, GomokuSolutions#value: the 115 of the standard rule's store of that day, each with a
     * zone, came so, it seems.)
     */
    static void writeProved(long[] c, int move, long[] zone, GomokuSolutions store, GomokuSolutions.Batch batch) {
        if (!Boolean.TRUE.equals(store.value(c))) {
            batch.win(c, move);
            if (zone != null) {
                batch.zone(c, zone);
            }
        } else if (zone != null && store.zone(c) == null) {
            batch.zone(c, zone);
        }
    }

    private static void movedLeaf(GomokuProver.MovedLeaf m, GomokuSolutions store, GomokuSolutions.Batch batch,
            long[] moved) {
        if (!Boolean.TRUE.equals(store.value(m.stones()))) {
            batch.win(m.stones(), m.move()).transfer(m.stones(), m.x(), m.y()).zone(m.stones(), m.zone());
            moved[0]++;
        }
    }

    /**
     * A search that missed: the proofs it found below its root ({@link GomokuProver#provedBelow})
     * into {@code batch}, as {@link #record} writes a proof's — so that the split that follows, and
     * every later search, finds those positions proved in the store instead of proving them again.
     *
     * @param moved its [0] counts the moved-stone positions written
     * @return the positions written
     */
    static int recordBelow(GomokuProver prover, GomokuSolutions store, GomokuSolutions.Batch batch, long[] moved) {
        int before = batch.size();
        prover.provedBelow(p -> writeProved(p.stones(), p.move(), p.zone(), store, batch),
                m -> movedLeaf(m, store, batch, moved));
        return batch.size() - before;
    }

    /**
     * At a split of a white reply: black's move in its nearest proved sibling (that sibling's
     * position's frame is t's), tried first among the candidates (its lead: {@link #lead}); -1
     * if none. Along it, t's jobs
     * meet the sibling's proof by moved stones ({@link #movedStones}); by the job's numbers, which
     * know nothing of the store, the empty board's run took g9 after {@code h8,a5} and g7 after
     * {@code h8,a6}, where {@code h8,a1} … {@code h8,a4} had i9, and each subtree was searched
     * afresh.
     */
    private int siblingsMove(Task t) {
        for (Task s : provedSiblings(t)) { // white's replies: black to move in each
            int m = blacksMove(s);
            if (m >= 0 && t.position.isEmpty(m)) {
                return m;
            }
        }
        return -1;
    }

    /**
     * The proved siblings' moves tried first at t's split, in order: the nearest sibling's
     * ({@link #siblingsMove}), then the one most of them chose ({@link #plurality}) where that
     * differs — a seat in the race, where the lead ({@link #leads}) is given only to a move four in
     * five of them chose. On the empty board's store at 27 of 35, after {@code h8,e6,i9,e8} the
     * plurality's g9 proved the position in 42 worker-seconds where, not among the candidates, the
     * race took 257 (g7 failed after 235).
     */
    private List<Integer> siblingsMoves(Task t) {
        List<Integer> moves = new ArrayList<>(2);
        int nearest = siblingsMove(t);
        if (nearest >= 0) {
            moves.add(nearest);
        }
        int most = plurality(provedSiblings(t), t.position::isEmpty, new int[1]);
        if (most >= 0 && most != nearest) {
            moves.add(most);
        }
        return moves;
    }

    /**
     * Black's moves at a split, best first: those not disproved, by proof number, except that the
     * ones within {@link #FLAT} of the smallest count as tied and come first in the search's own
     * move order (Victoria's: a similar position's move, then by threats and twos). Early in the
     * game the job's proof numbers are flat — on h8,b2 after 40,000 nodes the first 20 lay between
     * 901 and 910, after 160,000 between 1,895 and 1,897 — and their order is noise: by it the
     * solve tried c3, d1 and k6 (next to white's lone stone) and spent its time there, where the
     * move order gives i7, i8, i9 (next to black's).
     */
    static List<GomokuProver.Child> candidates(List<GomokuProver.Child> children) {
        List<GomokuProver.Child> open = new ArrayList<>();
        long best = Long.MAX_VALUE;
        for (GomokuProver.Child ch : children) {
            if (ch.dn() != 0) {
                open.add(ch);
                best = Math.min(best, ch.pn());
            }
        }
        long tied = best == Long.MAX_VALUE ? best : best + Math.max(2, (long) (best * FLAT));
        open.sort(java.util.Comparator.<GomokuProver.Child>comparingInt(ch -> ch.pn() <= tied ? 0 : 1)
                .thenComparingLong(ch -> ch.pn() <= tied ? ch.rank() : ch.pn())
                .thenComparingInt(GomokuProver.Child::rank));
        return open;
    }

    /** {@code sum}'s children but those {@code retry}'s search disproved (a move after which white wins). */
    static List<GomokuProver.Child> withoutDisproved(List<GomokuProver.Child> sum, List<GomokuProver.Child> retry) {
        java.util.Set<Integer> lost = new java.util.HashSet<>();
        for (GomokuProver.Child ch : retry) {
            if (ch.dn() == 0) {
                lost.add(ch.move());
            }
        }
        List<GomokuProver.Child> out = new ArrayList<>();
        for (GomokuProver.Child ch : sum) {
            if (!lost.contains(ch.move())) {
                out.add(ch);
            }
        }
        return out;
    }

    /** How far above the smallest proof number black's moves at a split count as tied ({@link #candidates}). */
    static final double FLAT = 0.05;

    private int toCanonical(int move, Task t) {
        return move < 0 ? -1 : board.map(move, t.sym);
    }

    /** A set of squares in t's position's frame, in its canonical frame. */
    private long[] toCanonical(long[] squares, Task t) {
        return board.map(squares, t.sym);
    }

    /**
     * Proves t, if it can, by a <b>moved stone</b>: a proved position of the store that differs
     * from t's only in one white stone — hers on another square y where t has it on x — whose zone
     * ({@link GomokuSolutions#zone}: the squares its proof touches) does not hold x. Black wins t by
     * that position's strategy: her stone on x is off every square the proof uses, and were she to
     * play y later, black is where that proof has her to move with one more stone of hers off its
     * squares — the argument of a transfer ({@link #transfer}), which proves a sibling reply at a
     * split; this finds such a position anywhere in the store, e.g. {@code h8,a2,i9,w} by
     * {@code h8,a1,i9,w} (the proof of another top-level subtree). Written like a transfer (its
     * value, black's move, the transfer record, its zone: that one's and x), and t's open siblings
     * off the zone are proved with it. True if t was proved so.
     */
    private boolean moved(Task t) {
        GomokuPosition p = t.position;
        long[] canon = new long[2 * board.words()];
        Chain chain = null;
        for (int i = 1; i < p.stones(); i += 2) {
            int x = p.move(i);
            boolean alone = p.alone(x);
            if (!alone && (chain != null || !chainWalks)) {
                continue; // only a walk could take it, and one is already chosen (or none wanted)
            }
            for (int y = 0; y < board.squares() && (alone || chain == null); y++) {
                if (!p.isEmpty(y) || !p.mayVacate(x, y)) {
                    continue;
                }
                int sym = p.canonicalMoved(x, y, canon);
                long[] zone = store.zone(canon);
                if (zone == null) {
                    continue;
                }
                int xc = board.map(x, sym);
                if ((zone[xc >>> 6] >>> xc & 1) != 0) {
                    continue;
                }
                int m = store.move(canon);
                int move = m < 0 ? -1 : board.map(m, board.inverse(sym));
                if (t.blackToMove() && (move < 0 || !p.isEmpty(move))) {
                    continue;
                }
                long[] own = board.map(zone, board.inverse(sym)); // in t's position's frame
                own[x >>> 6] |= 1L << x;
                if (!alone) {
                    // a chain: her stone on x shares a window with another of hers, which the
                    // stand-in's proof may have left unsearched (GomokuPosition#mayStandFor); the
                    // first is walked before any search (walks), if no plain one is found
                    if (chain == null) {
                        chain = new Chain(x, y, move, own);
                    }
                    continue;
                }
                provedByMovedStone(t, move, x, y, own);
                transfer(t, own, move);
                proved(t, false);
                return true;
            }
        }
        t.chain = chainWalks && chain != null ? chain : null;
        return false;
    }

    /**
     * Writes t as proved by a moved stone — her stone on x stands for one on y — with black's
     * {@code move} (-1 at a white position) and its zone {@code own} (t's frame), and counts it.
     */
    private void provedByMovedStone(Task t, int move, int x, int y, long[] own) {
        store.write(store.batch().win(t.canon, toCanonical(move, t))
                .transfer(t.canon, toCanonical(x, t), toCanonical(y, t))
                .zone(t.canon, toCanonical(own, t)));
        moved++;
    }

    /**
     * Whether black's strategy of the chain's stand-in goes through t's own position, followed as
     * the export follows it ({@link GomokuProofWriter}, with t's records as the chain would write
     * them and no Victoria search): a stand-in whose moved stone does not stand alone (a chain;
     * since 2026-12-04, late, a single moved stone too) is taken only if the export can write the
     * strategy without a Victoria search (its threat searches are part of the walk) — the stone
     * moved may make a two or a three with hers that the proof never met (h8,a2,i9,a3 for h8,a1,i9,a3
     * for h8,a1,i9,a8: her a2 and a3 together, a four after a4; the walk finds white's two fives
     * there), and where they do not, the walk passes in a fraction of a second where a job takes
     * a minute. Runs on a worker thread: the store is only read.
     */
    private Walked walks(Task t, Chain c) {
        int[] record = {toCanonical(c.x(), t), toCanonical(c.y(), t)};
        int move = toCanonical(c.move(), t);
        long[] own = t.canon;
        GomokuProver.Solutions view = new GomokuProver.Solutions() {
            @Override
            public Boolean value(long[] canonical) {
                return java.util.Arrays.equals(canonical, own) ? Boolean.TRUE : store.value(canonical);
            }

            @Override
            public int move(long[] canonical) {
                return java.util.Arrays.equals(canonical, own) ? move : store.move(canonical);
            }

            @Override
            public int[] transfer(long[] canonical) {
                return java.util.Arrays.equals(canonical, own) ? record : store.transfer(canonical);
            }

            @Override
            public long[] zone(long[] canonical) {
                return store.zone(canonical);
            }
        };
        // the export's threat searches (GomokuProver#LARGE_TSS_BUDGET): the walk is the export's
        GomokuProofWriter w = new GomokuProofWriter(board, rule, view,
                Math.max(tssBudget, GomokuProver.LARGE_TSS_BUDGET), 0)
                .limit(CHAIN_WALK_MOVES, () -> t.dead); // killed by a sibling's proof, or the solve ends
        try {
            GomokuProofWriter.Stats s = w.write(t.position, java.io.OutputStream.nullOutputStream());
            return new Walked(true, s.threatSearches());
        } catch (GomokuProofWriter.ExportException | GomokuProofWriter.LimitException e) {
            return new Walked(false, w.threatSearches());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // a null stream: never
        }
    }

    /** The longest walk of a chain ({@link #walks}), in black moves written: some 10 s; a job takes longer. */
    static final long CHAIN_WALK_MOVES = 200_000;

    /**
     * A chain's walk ended: t is proved by it as by a moved stone, or planned as any other task.
     * Proved so, t proves no sibling by transfer: its strategy is the walk's, which may have
     * followed threat sequences off the stand-in's zone (the zone written is that one's and x).
     * A position proved meanwhile by another task keeps its own records.
     */
    private void chainWalked(Task t, Done d) {
        Chain c = t.chain;
        t.chain = null;
        Walked w = d.walked();
        threatSearches += w.threatSearches();
        boolean open = !t.dead && t.state == OPEN;
        boolean meanwhile = open && Boolean.TRUE.equals(store.value(t.canon)); // the same position elsewhere
        boolean taken = open && !meanwhile && w.through();
        if (listener != null) {
            listener.jobDone(new Job(GomokuNotation.game(t.position), 0, taken ? Outcome.PROVED : Outcome.UNKNOWN,
                    0, w.threatSearches(), d.nanos(), 0, false, -1, -1), progress());
        }
        if (!open) {
            return;
        }
        if (meanwhile) {
            fromStore++;
            proved(t, false);
            return;
        }
        if (!taken) {
            chainsRefused++;
            plan(t);
            return;
        }
        chainsWalked++;
        provedByMovedStone(t, c.move(), c.x(), c.y(), c.zone());
        proved(t, false);
    }

    /**
     * Black's candidates at t side by side (recorded in the store first): each is a task; the first
     * proved is black's move and the others are stopped; t fails when all have failed. One after the
     * other, a poor first candidate would hold the solve for as long as it takes to fail — which,
     * where a job's proof numbers are flat, may be very long (h8,h9,i9,j10: 146 of 220 replies
     * after 812 s with the job's first choice, 211 after 600 s with i8).
     */
    private void race(Task t, int from) {
        race(t, from, CANDIDATES);
    }

    /** t's race, from its {@code from}th candidate, n of them at once. */
    private void race(Task t, int from, int n) {
        t.chosen = -1;
        t.children.clear();
        t.started = from; // (a resumed plan: the candidates before failed)
        t.pending = 0;
        admit(t, n);
    }

    /**
     * Starts up to n more of black's candidates at t, in the plan's order — the plan in the store
     * first (how many are started, so a resumed run goes on with the last ones, as many as the
     * race's time gave places: {@link #seats}). A race starts {@link #CANDIDATES}, one more starts
     * each time its time earns a place ({@link #widen}), and each one that fails starts the next
     * ({@link #failed}): as many race as long as any are left. The failed ones stay among t's
     * children.
     */
    private void admit(Task t, int n) {
        int from = t.started;
        int to = Math.min(t.candidates.length, from + n);
        int[] inCanon = new int[t.candidates.length];
        for (int k = 0; k < inCanon.length; k++) {
            inCanon[k] = toCanonical(t.candidates[k], t);
        }
        store.write(store.batch().plan(t.canon, inCanon, to, maxJobNodes));
        List<Task> racing = new ArrayList<>();
        for (int k = from; k < to; k++) {
            GomokuPosition next = t.position.copy();
            next.play(t.candidates[k]);
            Task c = new Task(next, t, t.candidates[k]);
            c.spent = store.spent(c.canon, maxJobNodes); // a resumed race goes on as it stood
            t.children.add(c);
            racing.add(c);
        }
        t.started = to;
        t.pending += racing.size(); // the candidates racing: started, not failed
        lead(t);
        recount(t);
        for (Task c : racing) {
            if (t.state != OPEN) {
                return;
            }
            if (c.position.isWon()) {
                proved(c, true);
            } else {
                start(c);
            }
        }
    }

    /**
     * White to move: every reply, one per symmetry class, is a task — the farthest from the stones
     * first and alone, then, once it is proved, the others (which take it as a similar position).
     */
    private void split(Task t) {
        java.util.Map<CanonicalKey, Task> seen = new java.util.HashMap<>();
        List<Task> replies = new ArrayList<>();
        for (int s = 0; s < board.squares(); s++) {
            if (!t.position.isEmpty(s)) {
                continue;
            }
            GomokuPosition next = t.position.copy();
            next.play(s);
            if (next.isWon()) {
                failed(t); // white makes five: no proof along here
                return;
            }
            if (next.isFull()) {
                failed(t);
                return;
            }
            Task c = new Task(next, t, s);
            Task same = seen.putIfAbsent(new CanonicalKey(c.canon), c);
            if (same == null) {
                c.images = new int[] {c.sym};
                replies.add(c);
            } else {
                same.images = java.util.Arrays.copyOf(same.images, same.images.length + 1);
                same.images[same.images.length - 1] = c.sym;
            }
        }
        // far replies first: they are proved quickest, and along their proofs the others
        replies.sort(java.util.Comparator.comparingInt((Task c) -> -nearestStone(t.position, c.move)));
        for (int i = 0; i < replies.size(); i++) {
            replies.get(i).rank = i;
        }
        t.children.addAll(replies);
        t.pending = replies.size();
        if (top == null) {
            top = t;
            subtrees = replies.size();
        }
        if (replies.isEmpty()) {
            proved(t, true);
            return;
        }
        t.started = 1; // the first (farthest) alone: the others follow its proof
        recount(t);
        start(replies.get(0));
    }

    /** Starts every reply of white's position t not started yet (and not proved by transfer meanwhile). */
    private void startReplies(Task t) {
        while (t.started < t.children.size() && t.state == OPEN) {
            Task c = t.children.get(t.started++);
            if (c.state == OPEN) {
                start(c);
            }
        }
    }

    /**
     * A reply t of white's has just been proved, its proof touching the squares of {@code zone}:
     * every open sibling whose move lies off them is won by the same strategy (see
     * {@link GomokuProver#zone}) — proved by transfer, its job or subtree stopped, its value and
     * black's first move (t's, {@code move}) written with the transfer ({@link GomokuSolutions}:
     * the strategy export follows t's proof there). The sibling's stone must stand alone
     * ({@link GomokuPosition#mayStandFor}): t's proof may have left her moves next to it
     * unsearched (until 2026-12-04 asked only where t itself was proved by a moved stone). One
     * that does not keeps its task: if not started yet, {@link #moved} finds t's proof as its
     * stand-in when it starts and walks it first; if started, its job or subtree goes on.
     */
    private void transfer(Task t, long[] zone, int move) {
        Task p = t.parent;
        if (p == null || p.blackToMove() || p.state != OPEN || t.move < 0) {
            return;
        }
        List<Task> covered = new ArrayList<>();
        for (Task c : p.children) {
            if (c != t && c.state == OPEN && c.move >= 0 && (zone[c.move >>> 6] >>> c.move & 1) == 0
                    && c.position.mayStandFor(c.move, t.move)) {
                covered.add(c);
            }
        }
        if (covered.isEmpty()) {
            return;
        }
        GomokuSolutions.Batch batch = store.batch();
        for (Task c : covered) {
            kill(c);
            c.dead = true;
            GomokuProver running = c.prover;
            if (running != null) {
                running.cancel();
            }
            c.children.clear();
            c.state = PROVED;
            long[] own = zone.clone();
            own[c.move >>> 6] |= 1L << c.move; // her stone there is a stone of c's proof
            batch.win(c.canon, toCanonical(move, c))
                    .transfer(c.canon, toCanonical(c.move, c), toCanonical(t.move, c))
                    .zone(c.canon, toCanonical(own, c));
            transferred++;
            if (p == top) {
                subtreesProved++;
            }
        }
        store.write(batch);
        p.pending -= covered.size(); // t itself is counted when proved
        recount(p);
    }

    /** t is proved; {@code write}: its entry is not in the store yet. */
    private void proved(Task t, boolean write) {
        t.state = PROVED;
        recount(t);
        if (top != null && t.parent == top) { // a reply of the first split
            subtreesProved++;
        }
        if (write || t.children.size() > 0) {
            int move = t.blackToMove() && t.chosen >= 0 ? toCanonical(t.chosen, t) : -1;
            if (!t.position.isWon()) {
                GomokuSolutions.Batch batch = store.batch().win(t.canon, move);
                long[] zone = splitZone(t);
                if (zone != null) {
                    batch.zone(t.canon, toCanonical(zone, t));
                }
                store.write(batch);
            }
        }
        Task p = t.parent;
        if (p == null || p.state != OPEN) {
            return;
        }
        if (p.blackToMove()) {
            p.chosen = t.move; // black's move: the candidate proved first
            kill(p); // the other candidates
            proved(p, true);
        } else if (--p.pending == 0) {
            proved(p, true);
        } else {
            for (Task s : p.children) { // t's move may lead the races of its open siblings now
                if (s.state == OPEN && s.candidates != null) {
                    lead(s);
                }
            }
            startReplies(p);
        }
    }

    /**
     * Black's candidates at t's race other than the one most of its proved siblings chose (ties:
     * the nearest sibling's, {@link #siblingsMove}) stand behind it, {@link #SIBLING_LEAD} for each
     * proved sibling that chose it, up to {@link #LEAD_SIBLINGS} of them, where at least four in
     * five of the proved siblings chose it ({@link #leads}); none do where fewer did, or no proved
     * sibling chose a candidate. Set at the race, and again each time a sibling is proved: a
     * race is planned when few of its siblings are proved — on the empty board when only the
     * first subtree is (its replies after the farthest wait for its proof), on a resumed run when
     * those before it are — and in {@code h8,c4} (candidates i9, i8, g8) black's g8 took some 690
     * worker-seconds beside i9's 690, with one sibling's lead (30) as much as with none, where i9
     * was the move of all 16 subtrees proved before it; with ten siblings' lead g8 had none, and
     * i9 proved it in 580.
     */
    private void lead(Task t) {
        List<Task> proved = provedSiblings(t); // nearest first
        int[] most = new int[1];
        int[] candidates = t.candidates;
        int leader = plurality(proved, m -> java.util.Arrays.stream(candidates).anyMatch(c -> c == m), most);
        int lead = leads(most[0], proved.size()) ? SIBLING_LEAD * Math.min(most[0], LEAD_SIBLINGS) : 0;
        int weight = consensus(most[0], proved.size()) ? CONSENSUS_WEIGHT : 1;
        for (Task c : t.children) {
            boolean behind = leader >= 0 && c.move != leader;
            c.lead = behind ? lead : 0;
            c.weight = behind ? weight : 1;
        }
    }

    /**
     * The move most of the proved siblings (nearest first) chose among those {@code allowed}, ties
     * to the one a nearer sibling chose, and in {@code agreeing[0]} how many chose it; -1 (0) where
     * none chose an allowed move.
     */
    private int plurality(List<Task> proved, java.util.function.IntPredicate allowed, int[] agreeing) {
        int[] count = new int[board.squares()];
        List<Integer> seen = new ArrayList<>(); // the moves chosen, by their nearest sibling
        for (Task s : proved) { // nearest first
            int m = blacksMove(s);
            if (m >= 0 && allowed.test(m) && count[m]++ == 0) {
                seen.add(m);
            }
        }
        int best = -1;
        for (int m : seen) { // a move seen later leads a tie only with more
            if (best < 0 || count[m] > count[best]) {
                best = m;
            }
        }
        agreeing[0] = best < 0 ? 0 : count[best];
        return best;
    }

    /**
     * Whether {@code agreeing} of {@code proved} siblings choosing one move give it a lead
     * ({@link #lead}): at least four in five of them (since 2026-12-08, twenty-eighth part). Below
     * the opening a plurality is a weak guide: in the free-style store at 27 of 35, at black's third
     * stone after {@code h8,X,i9} (18 of white's second moves X, a5 to e6) the move most proved
     * siblings chose had 0.26 to 0.75 of them ({@code h8,d7,i9}: g7 95, i8 81 of 222), and where her
     * second stone lay next to the stones 27 to 51 % of the positions won with it; yet it led each
     * race by {@link #SIBLING_LEAD} jobs for each of up to ten agreeing siblings, 3,000
     * worker-seconds. Over that run's races at black's third stone a wrong leader cost some 4,550
     * worker-seconds ({@code h8,d7,i9,d9}: g7 1,159 before i8 proved it in 35; {@code h8,e7,i9,h7}:
     * i8 2,042, where i7, never run, proved it in 43 on a resumed run), a right one saved some 820.
     * At black's second stone the siblings agree (i9 in all 29 subtrees proved): the lead stands.
     * Where it does not lead, the plurality's move still races ({@link #siblingsMoves}).
     */
    static boolean leads(int agreeing, int proved) {
        return agreeing > 0 && 5L * agreeing >= 4L * proved;
    }

    /**
     * Whether {@code agreeing} of {@code proved} siblings choosing one move is a consensus: at least
     * {@link #LEAD_SIBLINGS} of them, and at least nine in ten (why: {@link #CONSENSUS_WEIGHT}).
     */
    static boolean consensus(int agreeing, int proved) {
        return agreeing >= LEAD_SIBLINGS && 10L * agreeing >= 9L * proved;
    }

    /**
     * Black's move at a proved black position (position frame): the candidate proved first, or the
     * store's; -1 if none. Looked up once (it does not change), as {@link #lead} asks it of every
     * proved sibling each time one is proved.
     */
    private int blacksMove(Task s) {
        if (s.won == -2) {
            s.won = s.chosen >= 0 ? s.chosen : fromCanonical(store.move(s.canon), s);
        }
        return s.won;
    }

    /**
     * The zone of a position proved by its split (position frame), from its children's in the
     * store: at black's the chosen candidate's (a white stone off it leaves that move winning), at
     * white's the union of every reply's (each holds its reply's square: a stone of hers off the
     * union leaves each reply's proof standing), each seen through every reply it stands for
     * ({@link Task#images}: on h8,a1,i9 the union without them left out a2, b1's image, and
     * h8,a2 was "proved" by h8,a1).
     * Null where a child has none, or t was not split.
     */
    private long[] splitZone(Task t) {
        if (t.children.isEmpty()) {
            return null;
        }
        long[] zone = new long[board.words()];
        for (Task c : t.children) {
            if (t.blackToMove() && c.move != t.chosen) {
                continue;
            }
            if (c.position.isWon()) {
                // black's five: its stones stand whatever else she has (not a position of the store)
                long[] own = c.position.stonesOf(0);
                for (int w = 0; w < zone.length; w++) {
                    zone[w] |= own[w];
                }
                continue;
            }
            long[] z = store.zone(c.canon);
            if (z == null) {
                return null;
            }
            // the children share t's frame; a reply of hers stands for its mirror images, each
            // the same canonical position by its own symmetry, and their proofs touch its zone so
            int[] images = t.blackToMove() || c.images == null ? new int[] {c.sym} : c.images;
            for (int g : images) {
                long[] own = board.map(z, board.inverse(g));
                for (int w = 0; w < zone.length; w++) {
                    zone[w] |= own[w];
                }
            }
        }
        return zone;
    }

    private void failed(Task t) {
        t.state = FAILED;
        recount(t);
        kill(t);
        Task p = t.parent;
        if (p == null || p.state != OPEN) {
            return;
        }
        if (!p.blackToMove()) {
            failed(p); // a white position fails with one reply
        } else {
            p.pending--;
            if (p.candidates != null && p.started < p.candidates.length) {
                admit(p, 1); // the next of black's candidates, in its place
            } else if (p.pending == 0 && !lastChance(p)) {
                failed(p); // a black one with its last candidate
            }
        }
    }

    /**
     * Gives black's position p, whose candidates have all failed, its last chance if it has not had
     * one ({@link #lastChance(long)}): its split forgotten, one job of {@link #lastChanceNodes}.
     * False where it gets none (it fails).
     */
    private boolean lastChance(Task p) {
        if (lastChanceNodes <= maxJobNodes || p.lastChance || p.position.stones() < SPLIT_BELOW) {
            return false;
        }
        p.lastChance = true;
        p.children.clear(); // failed, and dead below
        p.candidates = null;
        p.chosen = -1;
        p.budget = lastChanceNodes; // (no search of p is kept: its job's was taken before the split)
        p.weakJob = false; // a last chance sums, after a weak retry or weak grown jobs too
        p.otherChildren = null;
        recount(p);
        submit(p);
        return true;
    }

    /** Marks the open tasks below t dead and cancels their jobs. */
    private void kill(Task t) {
        for (Task c : t.children) {
            if (c.state == OPEN || c.state == FAILED) {
                c.dead = true;
                GomokuProver p = c.prover;
                if (p != null) {
                    p.cancel();
                }
                kill(c);
            }
        }
    }
}
