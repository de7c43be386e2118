package zugzwang.games.qubic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import zugzwang.core.proof.Outcome;

/**
 * Proves that the attacker wins a qubic position — the empty board included — with jobs of
 * {@link QubicProver} run by worker threads, and collects the winning strategy
 * ({@link QubicStrategy}). Allis split the proof at four plies by hand (§4.5.1: 13 chosen
 * moves, 195 positions); here the program splits, and chooses every move:
 *
 * <ul>
 *   <li>A position with fewer than {@link #SPLIT_STONES} stones is split at once (PN search
 *       cannot order the first moves: every move looks alike until threats appear). With the
 *       attacker to move its candidates are the cells on the most lines first (Allis' 7-cubes),
 *       one per symmetry class; with the defender to move every reply, up to symmetry, is a job.</li>
 *   <li>A job is a {@link QubicProver} search with a node budget. Proved: its strategy is added
 *       to the table. Undecided: the position is split — with the attacker to move his moves are
 *       tried in the order of promise the search left ({@link QubicProver#rootMovesByPromise}, at
 *       most {@link #CANDIDATES}), each by a job per defender reply; with the defender to move
 *       every reply is a job. Disproved, or undecided {@link #MAX_SPLIT_PLY} plies below the
 *       root: the job fails, and so does the defender node above it, and its attacker node
 *       tries its next candidate.</li>
 * </ul>
 * At most {@link #MAX_JOBS} jobs are run. The search is deterministic in what it proves but not in
 * the order jobs finish; the strategy table keeps the first move recorded for a position (any
 * recorded move is proved).
 */
public final class QubicSolver {
    /** Positions with fewer stones are split without a search: the first two plies. */
    public static final int SPLIT_STONES = 2;
    /** The attacker's moves tried, in order, at a position split after an undecided job. */
    public static final int CANDIDATES = 3;
    /** How far below the root a position may be split. */
    public static final int MAX_SPLIT_PLY = 8;
    /**
     * The most jobs of one solve: splitting multiplies them (some 60 replies a level), so a budget
     * far too small for the position ends undecided instead of running for ever.
     */
    public static final int MAX_JOBS = 5_000;

    /** One job's outcome, for progress and reports. */
    public record Job(long first, long second, Outcome outcome, long nodes, long nanos) {
    }

    /** Called on the coordinating thread after every job. */
    @FunctionalInterface
    public interface Listener {
        void jobDone(Job job, int running, int finished);
    }

    /**
     * What a solve found.
     *
     * @param outcome  proved: the attacker wins (the strategy holds a move for every position the
     *                 strategy reaches); disproved: a job showed he does not; unknown otherwise
     * @param move     when proved with the attacker to move at the root: his winning move, else -1
     * @param jobs     every job, in the order they finished
     * @param strategy the strategy table (complete when proved)
     */
    public record Result(Outcome outcome, int move, List<Job> jobs, QubicStrategy strategy) {
        /** DAG nodes over all jobs. */
        public long nodes() {
            return jobs.stream().mapToLong(Job::nodes).sum();
        }
    }

    private static final int OPEN = 0;
    private static final int PROVED = 1;
    private static final int FAILED = 2;

    private final class Task {
        final long first;
        final long second;
        final int stones;
        final Task parent;
        int state = OPEN;
        /** An attacker node's candidate moves (its frame) and the one being tried. */
        int[] candidates;
        int candidate = -1;
        /** A defender node's children not yet proved. */
        int pending;
        /** A disproof by a job (exact): the attacker does not win here. */
        boolean disproved;

        Task(long first, long second, Task parent) {
            this.first = first;
            this.second = second;
            this.stones = Long.bitCount(first | second);
            this.parent = parent;
        }

        boolean attackerToMove() {
            return (stones & 1) == attacker;
        }
    }

    private record Done(Task task, QubicProver prover, QubicProver.Result result, long nanos) {
    }

    private final int attacker;
    private final int threads;
    private final long jobNodes;
    private final long dbBudget;
    private final int maxJobs;
    private final QubicStrategy strategy = new QubicStrategy();
    private CompletionService<Done> service;
    private int running;
    private int submitted;
    private int rootStones;

    /**
     * @param attacker the player whose win is asked (0 first, 1 second)
     * @param threads  worker threads (each runs one job at a time)
     * @param jobNodes the DAG nodes of one job (memory: about 240 bytes each)
     * @param dbBudget the node budget of each threat-space search
     */
    public QubicSolver(int attacker, int threads, long jobNodes, long dbBudget) {
        this(attacker, threads, jobNodes, dbBudget, MAX_JOBS);
    }

    /**
     * A solver running at most {@code maxJobs} jobs (1: a single search, never split).
     *
     * @see #QubicSolver(int, int, long, long)
     */
    public QubicSolver(int attacker, int threads, long jobNodes, long dbBudget, int maxJobs) {
        if (maxJobs < 1) {
            throw new IllegalArgumentException("at least one job");
        }
        this.maxJobs = maxJobs;
        if (attacker != 0 && attacker != 1) {
            throw new IllegalArgumentException("attacker must be 0 or 1");
        }
        if (threads < 1 || jobNodes < 1 || dbBudget < 1) {
            throw new IllegalArgumentException("threads, job nodes and threat-search budget must be positive");
        }
        this.attacker = attacker;
        this.threads = threads;
        this.jobNodes = jobNodes;
        this.dbBudget = dbBudget;
    }

    /** Solves from {@code root} (not changed). One solve per object. */
    public Result solve(QubicPosition root, Listener listener) throws InterruptedException {
        if (root.isOver()) {
            Outcome o = root.isWon() && root.player() != attacker ? Outcome.PROVED : Outcome.DISPROVED;
            return new Result(o, -1, List.of(), strategy);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "qubic-job");
            t.setDaemon(true);
            return t;
        });
        service = new ExecutorCompletionService<>(pool);
        List<Job> jobs = new ArrayList<>();
        Task top = new Task(root.first(), root.second(), null);
        rootStones = top.stones;
        try {
            open(top);
            while (top.state == OPEN && running > 0) {
                Done d;
                try {
                    d = service.take().get();
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a qubic job failed: " + e.getCause(), e.getCause());
                }
                running--;
                Job job = new Job(d.task().first, d.task().second, d.result().outcome(), d.result().nodes(), d.nanos());
                jobs.add(job);
                if (listener != null) {
                    listener.jobDone(job, running, jobs.size());
                }
                finished(d);
            }
            // a proved solve waits for the jobs still running: one of them may have recorded a
            // position another job (or the split) relies on and still be extracting below it
            while (top.state == PROVED && running > 0) {
                try {
                    service.take().get();
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a qubic job failed: " + e.getCause(), e.getCause());
                }
                running--;
            }
        } finally {
            pool.shutdownNow();
        }
        Outcome outcome = top.state == PROVED ? Outcome.PROVED : top.disproved ? Outcome.DISPROVED : Outcome.UNKNOWN;
        int move = outcome == Outcome.PROVED && top.attackerToMove() ? strategy.move(top.first, top.second) : -1;
        return new Result(outcome, move, jobs, strategy);
    }

    /** Starts work on a new task: a job, or a split. */
    private void open(Task t) {
        if (t.stones < SPLIT_STONES) {
            split(t, firstMoves(t));
        } else {
            submit(t);
        }
    }

    private void submit(Task t) {
        if (submitted == maxJobs) {
            return; // left open: the solve ends undecided
        }
        submitted++;
        running++;
        service.submit(() -> {
            long start = System.nanoTime();
            QubicProver prover = new QubicProver(attacker, jobNodes, dbBudget);
            QubicPosition p = QubicNotation.position(t.first, t.second);
            QubicProver.Result r = prover.prove(p);
            if (r.outcome() == Outcome.PROVED) {
                prover.strategy(strategy);
                prover = null;
            }
            return new Done(t, r.outcome() == Outcome.UNKNOWN ? prover : null, r, System.nanoTime() - start);
        });
    }

    private void finished(Done d) {
        Task t = d.task();
        if (dead(t)) {
            return; // an ancestor failed or was proved meanwhile
        }
        switch (d.result().outcome()) {
            case PROVED -> settle(t, PROVED);
            case DISPROVED -> {
                t.disproved = true;
                settle(t, FAILED);
            }
            default -> {
                if (t.stones - rootStones >= MAX_SPLIT_PLY) {
                    settle(t, FAILED);
                } else if (t.attackerToMove()) {
                    int[] order = d.prover().rootMovesByPromise();
                    split(t, java.util.Arrays.copyOf(order, Math.min(CANDIDATES, order.length)));
                } else {
                    split(t, null);
                }
            }
        }
    }

    /** Whether the task or an ancestor is no longer open. */
    private static boolean dead(Task t) {
        for (Task x = t; x != null; x = x.parent) {
            if (x.state != OPEN) {
                return true;
            }
        }
        return false;
    }

    /** Splits a task: the attacker's candidates in turn, or every defender reply. */
    private void split(Task t, int[] candidates) {
        if (t.attackerToMove()) {
            t.candidates = candidates;
            nextCandidate(t);
        } else {
            replies(t);
        }
    }

    /** Tries an attacker node's next candidate (a defender node below it), or fails it. */
    private void nextCandidate(Task t) {
        t.candidate++;
        if (t.candidate >= t.candidates.length) {
            settle(t, FAILED);
            return;
        }
        long m = 1L << t.candidates[t.candidate];
        Task child = new Task(attacker == 0 ? t.first | m : t.first, attacker == 1 ? t.second | m : t.second, t);
        if (Qubic.hasFour(attacker == 0 ? child.first : child.second)) {
            settle(child, PROVED);
            return;
        }
        replies(child);
    }

    /** Opens a task per defender reply, up to symmetry, that does not lose at once. */
    private void replies(Task t) {
        if ((t.first | t.second) == -1L) {
            settle(t, FAILED); // a full board without four: a draw
            return;
        }
        List<Task> children = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        long[] c = new long[2];
        for (long e = ~(t.first | t.second); e != 0; e &= e - 1) {
            long m = e & -e;
            long f = attacker == 1 ? t.first | m : t.first;
            long s = attacker == 0 ? t.second | m : t.second;
            if (Qubic.threats(attacker == 0 ? f : s, ~(f | s)) != 0
                    && !Qubic.hasFour(attacker == 0 ? s : f)) {
                continue; // the attacker wins in one move
            }
            Qubic.canonical(f, s, c);
            if (seen.add(c[0] + "/" + c[1])) {
                children.add(new Task(f, s, t));
            }
        }
        t.pending = children.size();
        if (children.isEmpty()) {
            settle(t, PROVED);
            return;
        }
        for (Task child : children) {
            if (t.state == OPEN && child.state == OPEN) {
                open(child);
            }
        }
    }

    /** Records a task's end and tells its parent. */
    private void settle(Task t, int state) {
        if (t.state != OPEN) {
            return;
        }
        t.state = state;
        Task p = t.parent;
        if (p == null || p.state != OPEN) {
            return;
        }
        if (p.attackerToMove()) { // t is the defender node of p's current candidate
            if (state == PROVED) {
                long[] c = new long[2];
                int s = Qubic.canonical(p.first, p.second, c);
                strategy.put(c[0], c[1], Qubic.mapCell(p.candidates[p.candidate], s), QubicStrategy.Kind.STRATEGIC);
                settle(p, PROVED);
            } else {
                nextCandidate(p);
            }
        } else if (state == PROVED) {
            if (--p.pending == 0) {
                settle(p, PROVED);
            }
        } else {
            settle(p, FAILED);
        }
    }

    /** The attacker's first candidates at a position split at once: one cell per symmetry class, most lines first. */
    private int[] firstMoves(Task t) {
        if (!t.attackerToMove()) {
            return null;
        }
        List<Integer> cells = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        long[] c = new long[2];
        for (long e = ~(t.first | t.second); e != 0; e &= e - 1) {
            int cell = Long.numberOfTrailingZeros(e);
            long m = 1L << cell;
            Qubic.canonical(attacker == 0 ? t.first | m : t.first, attacker == 1 ? t.second | m : t.second, c);
            if (seen.add(c[0] + "/" + c[1])) {
                cells.add(cell);
            }
        }
        cells.sort(Comparator.comparingInt((Integer cell) -> -Qubic.CELL_LINES[cell].length)
                .thenComparingInt(cell -> cell));
        return cells.stream().limit(CANDIDATES).mapToInt(Integer::intValue).toArray();
    }
}
