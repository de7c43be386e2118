package zugzwang.core.jobs;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Outcome;

/**
 * One search of a {@link JobSearch}: the coordinator's event loop. The DAG, the task queue and the
 * statistics belong to the thread that calls {@link #run()}; the executor's threads only put
 * events (answers, failures) in a blocking queue that this thread takes from.
 *
 * <p>Each round: the needed tasks are computed from the DAG; queued tasks no longer needed are
 * dropped, running ones cancelled; needed tasks not yet queued are queued; the executor is given
 * the queued tasks of smallest creation number until it has {@link JobExecutor#capacity()} jobs.
 * Then the loop waits for an event, applies it and all others already waiting, and propagates the
 * answers through the DAG. It ends when the root's value is real.
 *
 * <p>Splitting ({@link JobOptions#splitMillis()} &gt; 0): when a worker is idle and no task is
 * queued, the job that has run longest, if it has run at least that long, is cancelled and its
 * task split ({@link JobDag#split}); its children become tasks for the idle workers. The loop
 * wakes up in time for that. A queued task that would leave a worker idle is split before it
 * starts (see {@link #schedule()}). With {@link JobOptions#splitRunsOn()} the split job is not
 * cancelled: it runs on, and decides its task if it answers before the children do.
 *
 * <p>The next question ({@link Prefetch}, from a {@link JobScoreSearch}): a worker that nothing
 * of this question occupies (no task of it queued) runs one of the next question's tasks, before
 * any split is considered; such a job gives its worker back (stopped) as soon as a task of this
 * question waits for one, and all are stopped when this question is decided.
 */
final class JobRun {
    /** Job ids, unique in the JVM (one executor may serve several searches). */
    private static final AtomicLong JOB_IDS = new AtomicLong();

    /** A job's answer. */
    private record Solved(Job job, boolean attackerWins, long nanos) {
    }

    /** A job's failure. */
    private record Failed(Job job, Throwable error) {
    }

    /** Wakes the loop to look at the cancel flag. */
    private static final Object WAKE = new Object();

    private final JobDag dag;
    private final JobExecutor executor;
    private final boolean virtualWin;
    private final long progressNanos;
    private final long splitNanos;
    private final boolean splitRunsOn;
    private final Consumer<JobProgress> progress;
    private final long start;

    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    private final JobListener listener = new JobListener() {
        @Override
        public void solved(Job job, boolean attackerWins, long solverNanos) {
            events.add(new Solved(job, attackerWins, solverNanos));
        }

        @Override
        public void failed(Job job, Throwable error) {
            events.add(new Failed(job, error));
        }
    };
    private final PriorityQueue<JobNode> queue = new PriorityQueue<>(Comparator.comparingLong((JobNode n) -> n.rank));
    private final Map<Long, JobNode> running = new HashMap<>();
    /** Split tasks whose jobs run on, by job id ({@link JobOptions#splitRunsOn()}). */
    private final Map<Long, JobNode> runningOn = new HashMap<>();
    /** The next question, searched ahead by idle workers; null for none. */
    private final Prefetch prefetch;
    /** The next question's tasks running ahead, by job id. */
    private final Map<Long, JobNode> prefetching = new HashMap<>();
    /** Whether a job of the next question failed: none are run ahead any more. */
    private boolean prefetchFailed;
    private volatile boolean cancelled;

    private long made;
    private long solved;
    private long dropped;
    private long corrections;
    private long splits;
    private long solverCalls;
    private long solverNanos;
    private final JobQuestion question;

    /**
     * Prepares a search (creates the DAG's root).
     *
     * @throws IllegalArgumentException if a root move is illegal
     */
    JobRun(Game game, int[] rootMoves, int attacker, JobOptions options, Function<GameState, Object> identity,
           JobExecutor executor, Prefetch prefetch) {
        this.start = System.nanoTime();
        this.prefetch = prefetch;
        this.question = options.question();
        this.dag = new JobDag(game, rootMoves, attacker, options.cutoffDepth(), options.virtualValue(),
                options.ordering(), identity, question, options.store(), this::stopRequested);
        this.executor = executor;
        this.virtualWin = options.virtualValue().attackerWins();
        this.progress = options.progress();
        this.progressNanos = TimeUnit.MILLISECONDS.toNanos(options.progressMillis());
        this.splitNanos = TimeUnit.MILLISECONDS.toNanos(options.splitMillis());
        this.splitRunsOn = options.splitRunsOn();
    }

    /** Asks the loop to stop (from any thread). */
    void cancel() {
        cancelled = true;
        events.add(WAKE);
    }

    /**
     * Runs the search to its end.
     *
     * @throws JobSearchException if a job failed
     */
    JobResult run() {
        boolean over = false;
        try {
            try {
                dag.build();
                long nextReport = System.nanoTime() + progressNanos;
                while (!dag.root().real) {
                    if (cancelled) {
                        return undecided("cancelled");
                    }
                    schedule();
                    if (dag.root().real) {
                        break; // splitting tasks that had not started decided it
                    }
                    if (running.isEmpty() && runningOn.isEmpty()) {
                        throw new IllegalStateException("no task can decide the root: " + dag.root());
                    }
                    Object event = null;
                    while (event == null) {
                        long now = System.nanoTime();
                        if (progress != null && now - nextReport >= 0) {
                            progress.accept(progress());
                            nextReport = now + progressNanos;
                        }
                        long wakeAt = splitDue(now);
                        if (wakeAt == now) {
                            break; // a split is due: no event
                        }
                        if (progress != null && (wakeAt == Long.MAX_VALUE || nextReport - wakeAt < 0)) {
                            wakeAt = nextReport;
                        }
                        event = wakeAt == Long.MAX_VALUE ? events.take()
                                : events.poll(wakeAt - now, TimeUnit.NANOSECONDS);
                    }
                    if (event == null) {
                        split();
                        continue;
                    }
                    do {
                        apply(event);
                    } while ((event = events.poll()) != null);
                    dag.propagate();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return undecided("interrupted");
            } catch (JobDag.Stopped e) {
                return undecided(cancelled ? "cancelled" : "interrupted");
            }
            schedule(); // the root is real: drops and cancels whatever is left
            stopPrefetching();
            over = true;
            Outcome outcome = dag.root().value ? Outcome.PROVED : Outcome.DISPROVED;
            return result(outcome, null);
        } finally {
            if (!over) {
                abandon();
            }
        }
    }

    /** A snapshot of the statistics. */
    JobProgress progress() {
        return new JobProgress(System.nanoTime() - start, queue.size(), running.size(), made, solved, dropped,
                splits, corrections, dag.size(), runningOn.size(), prefetching.size());
    }

    /**
     * When the next split is due: {@code now} if a job should be split at once, a later time if
     * one will be, {@link Long#MAX_VALUE} if none can be (splitting off, no idle worker, or tasks
     * queued).
     */
    private long splitDue(long now) {
        if (splitNanos == 0 || !queue.isEmpty() || busy() >= capacity()) {
            return Long.MAX_VALUE;
        }
        JobNode oldest = oldestRunning();
        if (oldest == null) {
            return Long.MAX_VALUE;
        }
        long due = oldest.submittedNanos + splitNanos;
        return due - now <= 0 ? now : due;
    }

    private JobNode oldestRunning() {
        JobNode oldest = null;
        for (JobNode n : running.values()) {
            if (oldest == null || n.submittedNanos - oldest.submittedNanos < 0) {
                oldest = n;
            }
        }
        return oldest;
    }

    /**
     * Splits the task whose job has run longest (see the class comment): the job is cancelled, or
     * with {@link JobOptions#splitRunsOn()} runs on, its answer then deciding the split task if it
     * comes before its children's do, the children queued last to first.
     */
    private void split() {
        JobNode n = oldestRunning();
        running.remove(n.jobId);
        if (splitRunsOn) {
            runningOn.put(n.jobId, n);
        } else {
            executor.cancel(n.jobId);
            n.jobId = -1;
        }
        splitTask(n);
    }

    /** Jobs the executor runs: tasks', split tasks' that run on, and the next question's. */
    private int busy() {
        return running.size() + runningOn.size() + prefetching.size();
    }

    /**
     * Takes workers back from the next question's tasks ({@link Prefetch}) for this question's
     * tasks that wait: their jobs are stopped, to be handed out again later.
     */
    private void yieldPrefetched() {
        for (Iterator<Map.Entry<Long, JobNode>> it = prefetching.entrySet().iterator();
             it.hasNext() && queue.size() > capacity() - busy(); ) {
            Map.Entry<Long, JobNode> e = it.next();
            stopAhead(e.getKey(), e.getValue());
            it.remove();
        }
    }

    /** Stops a job of the next question run ahead; its task may be handed out again. */
    private void stopAhead(long jobId, JobNode n) {
        executor.cancel(jobId);
        prefetch.stopped(n);
    }

    /** Hands workers that nothing of this question occupies the next question's tasks. */
    private void prefetch() {
        while (prefetch != null && !prefetchFailed && queue.isEmpty() && busy() < capacity()) {
            JobNode n = prefetch.next();
            if (n == null) {
                return;
            }
            Job job = new Job(JOB_IDS.incrementAndGet(), n.id, prefetch.movesOf(n), prefetch.attacker(),
                    prefetch.atLeast());
            prefetching.put(job.id(), n);
            executor.submit(job, listener);
        }
    }

    /** Splits a task that is neither queued nor running any more ({@link JobDag#split}). */
    private void splitTask(JobNode n) {
        n.taskState = JobNode.TaskState.IDLE;
        splits++;
        dag.split(n);
        if (n.jobId != -1) {
            dag.reverseTaskOrder(n); // its job runs on: the idle workers start at the other end
        }
        dag.propagate();
    }

    /** Whether the search should stop building (cancelled or interrupted). */
    boolean stopRequested() {
        return cancelled || Thread.currentThread().isInterrupted();
    }

    private void apply(Object event) {
        if (event instanceof Solved s) {
            JobNode ahead = prefetching.remove(s.job().id());
            if (ahead != null) {
                prefetch.answered(ahead, s.attackerWins());
                return;
            }
            JobNode task = running.remove(s.job().id());
            if (task == null) {
                JobNode on = runningOn.remove(s.job().id());
                if (on != null && !on.real) {
                    // a split task's job that ran on answered first: it decides the task (its
                    // children, no longer needed, are dropped at the next schedule)
                    on.jobId = -1;
                    solverNanos += s.nanos();
                    dag.solvedSplit(on, s.attackerWins());
                }
                return; // else cancelled meanwhile: ignored
            }
            task.taskState = JobNode.TaskState.IDLE;
            task.jobId = -1;
            solved++;
            solverNanos += s.nanos();
            if (s.attackerWins() != virtualWin) {
                corrections++;
            }
            dag.solved(task, s.attackerWins());
        } else if (event instanceof Failed f) {
            JobNode ahead = prefetching.remove(f.job().id());
            if (ahead != null) {
                prefetch.stopped(ahead); // the next question asks it again, and fails if it fails
                prefetchFailed = true; // no more running ahead
                return;
            }
            if (running.containsKey(f.job().id())) {
                throw new JobSearchException("the leaf solver failed on " + f.job() + ": " + f.error(),
                        f.job(), f.error());
            }
        }
        // WAKE: the loop looks at the flag
    }

    /**
     * Brings the queue and the executor's jobs in line with the needed tasks. With splitting on,
     * a queued task that would leave a worker idle (fewer tasks queued and running than workers)
     * is split before it starts, which costs nothing: at an OR node a virtual win needs only the
     * first child, so a split task often yields one needed task, itself split in turn until there
     * are enough. The splits may decide the root.
     */
    private void schedule() {
        queueNeeded();
        while (splitNanos > 0 && !queue.isEmpty() && busy() + queue.size() < capacity()
                && !dag.root().real) {
            splitTask(queue.poll());
            queueNeeded();
        }
        yieldPrefetched();
        while (busy() < capacity() && !queue.isEmpty()) {
            JobNode n = queue.poll();
            Job job = new Job(JOB_IDS.incrementAndGet(), n.id, dag.movesOf(n), dag.attacker(), question.atLeast());
            n.taskState = JobNode.TaskState.RUNNING;
            n.jobId = job.id();
            n.submittedNanos = System.nanoTime();
            running.put(job.id(), n);
            solverCalls++;
            executor.submit(job, listener);
        }
        if (!dag.root().real) {
            prefetch();
        }
    }

    /** Drops the queued and cancels the running tasks no longer needed; queues the needed ones. */
    private void queueNeeded() {
        List<JobNode> needed = dag.neededTasks();
        queue.removeIf(n -> {
            if (dag.isNeeded(n)) {
                return false;
            }
            n.taskState = JobNode.TaskState.IDLE;
            dropped++;
            return true;
        });
        for (Iterator<JobNode> it = running.values().iterator(); it.hasNext(); ) {
            JobNode n = it.next();
            if (!dag.isNeeded(n)) {
                executor.cancel(n.jobId);
                n.taskState = JobNode.TaskState.IDLE;
                n.jobId = -1;
                dropped++;
                it.remove();
            }
        }
        for (Iterator<JobNode> it = runningOn.values().iterator(); it.hasNext(); ) {
            JobNode n = it.next(); // decided by its children, or no longer needed: stopped
            if (n.real || !dag.isNeeded(n)) {
                executor.cancel(n.jobId);
                n.jobId = -1;
                it.remove();
            }
        }
        for (JobNode n : needed) {
            if (n.taskState == JobNode.TaskState.IDLE) {
                n.taskState = JobNode.TaskState.QUEUED;
                queue.add(n);
                made++;
            }
        }
    }

    /** How many jobs the executor runs at once (at least one). */
    private int capacity() {
        return Math.max(1, executor.capacity());
    }

    /** Cancels the running jobs and empties the queue, counting them as dropped. */
    private void abandon() {
        for (JobNode n : running.values()) {
            executor.cancel(n.jobId);
            n.taskState = JobNode.TaskState.IDLE;
            dropped++;
        }
        running.clear();
        for (JobNode n : runningOn.values()) {
            executor.cancel(n.jobId);
        }
        runningOn.clear();
        stopPrefetching();
        dropped += queue.size();
        queue.clear();
    }

    /** Stops the next question's tasks running ahead (their answers would come too late). */
    private void stopPrefetching() {
        prefetching.forEach(this::stopAhead);
        prefetching.clear();
    }

    private JobResult undecided(String reason) {
        abandon();
        return result(Outcome.UNKNOWN, reason);
    }

    private JobResult result(Outcome outcome, String stopReason) {
        return new JobResult(outcome, dag.attacker(), made, solved, dropped, splits, corrections, dag.size(), solverCalls,
                System.nanoTime() - start, solverNanos, stopReason, dag.fromStore(), dag.recorded());
    }
}
