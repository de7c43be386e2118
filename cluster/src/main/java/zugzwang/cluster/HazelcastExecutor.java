package zugzwang.cluster;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import com.hazelcast.cluster.InitialMembershipEvent;
import com.hazelcast.cluster.InitialMembershipListener;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.spi.exception.RetryableException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import zugzwang.core.jobs.Job;
import zugzwang.core.jobs.JobExecutor;
import zugzwang.core.jobs.JobListener;

/**
 * A {@link JobExecutor} over the workers of a Hazelcast cluster: the coordinator's half. It joins
 * the cluster as a lite member (it holds no data and runs no jobs), keeps the jobs in its own queue
 * (lowest priority first, then lowest id) and hands each to a worker with a free thread (the one
 * with most free threads), as a {@link JobTask} through Hazelcast's executor service.
 *
 * <p>Its capacity is the sum of the workers' threads, and follows the cluster: a worker that joins
 * gets jobs at once; the jobs of a worker that leaves or dies (its membership ends, or its answer
 * never comes) go back to the queue and run elsewhere, as do jobs a worker stopped without being
 * asked (it was shutting down). A job a worker could not answer (its solver failed, or it does not
 * know the game) fails, with the worker's one-line reason. A cancelled job's answer, and a second
 * answer to a job run twice, are ignored. With no worker, jobs wait.
 *
 * <p>Thread-safe.
 */
public final class HazelcastExecutor implements JobExecutor {
    private static final Comparator<Entry> ORDER =
            Comparator.comparingLong((Entry e) -> e.job.priority()).thenComparingLong(e -> e.job.id());

    /** Whether jobs go to the worker their position prefers (off only to measure what it gives). */
    private static final boolean AFFINITY = !"false".equals(System.getProperty("zugzwang.cluster.affinity"));

    private final HazelcastInstance member;
    private final boolean ownsMember;
    private final JobSpec spec;
    private final IExecutorService service;
    private final UUID self;
    /** Sends cancellations (a Hazelcast cancel waits for the worker's reply: never under the lock). */
    private final ScheduledExecutorService canceller = Executors.newScheduledThreadPool(2, r -> {
        Thread t = new Thread(r, "zugzwang-cluster-cancel");
        t.setDaemon(true);
        return t;
    });
    /** How long a worker that failed a job without answering gets no job. */
    private static final long SUSPECT_NANOS = 1_000_000_000L;

    private final Object lock = new Object();
    // guarded by lock
    private final PriorityQueue<Entry> queue = new PriorityQueue<>(ORDER);
    private final Map<Long, Entry> running = new HashMap<>();
    private final Map<UUID, Worker> workers = new LinkedHashMap<>();
    /** The workers ordered by id, for {@link #preferred}; null after the membership changed. */
    private List<Worker> byId;
    private long answered;
    private long rerun;
    private long workersLost;
    private boolean closed;

    private HazelcastExecutor(HazelcastInstance member, boolean ownsMember, JobSpec spec) {
        this.member = member;
        this.ownsMember = ownsMember;
        this.spec = spec;
        this.service = member.getExecutorService(MemberConfigs.EXECUTOR);
        this.self = member.getCluster().getLocalMember().getUuid();
        member.getCluster().addMembershipListener(new InitialMembershipListener() {
            @Override
            public void init(InitialMembershipEvent event) {
                for (Member m : event.getMembers()) {
                    added(m);
                }
            }

            @Override
            public void memberAdded(MembershipEvent event) {
                added(event.getMember());
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                removed(event.getMember());
            }
        });
    }

    /**
     * Joins the cluster of {@code options} as a coordinator for jobs of {@code spec}; closing the
     * executor leaves the cluster.
     *
     * @throws ClusterException with one line if the member cannot start
     */
    public static HazelcastExecutor join(ClusterOptions options, JobSpec spec) {
        HazelcastInstance hz = Members.start(MemberConfigs.coordinator(options));
        try {
            return new HazelcastExecutor(hz, true, spec);
        } catch (RuntimeException e) {
            hz.shutdown();
            throw e;
        }
    }

    /** Waits until the workers run at least {@code threads} jobs at once; false on timeout. */
    public boolean awaitCapacity(int threads, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (threads() < threads) {
                long left = end - System.nanoTime();
                if (left <= 0 || closed) {
                    return false;
                }
                lock.wait(Math.max(1, left / 1_000_000));
            }
            return true;
        }
    }

    /** What the cluster does now. */
    public ClusterStatus status() {
        synchronized (lock) {
            return new ClusterStatus(workers.size(), threads(), queue.size(), running.size(), answered, rerun,
                    workersLost);
        }
    }

    /** Each worker's address (HOST:PORT) and how many of our jobs it runs now, in joining order. */
    public Map<String, Integer> busyByWorker() {
        synchronized (lock) {
            Map<String, Integer> out = new LinkedHashMap<>();
            for (Worker w : workers.values()) {
                out.put(Members.address(w.member), w.busy);
            }
            return out;
        }
    }

    @Override
    public int capacity() {
        synchronized (lock) {
            return threads();
        }
    }

    @Override
    public void submit(Job job, JobListener listener) {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(listener, "listener");
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the executor is closed");
            }
            if (running.containsKey(job.id()) || queue.stream().anyMatch(e -> e.job.id() == job.id())) {
                throw new IllegalArgumentException("job " + job.id() + " is already queued or running");
            }
            queue.add(new Entry(job, listener));
            dispatch();
        }
    }

    @Override
    public void cancel(long jobId) {
        Future<JobAnswer> stop = null;
        synchronized (lock) {
            if (queue.removeIf(e -> e.job.id() == jobId)) {
                return;
            }
            Entry e = running.remove(jobId);
            if (e != null) {
                e.cancelled = true;
                free(e);
                stop = e.future;
                dispatch();
            }
        }
        if (stop != null) {
            cancelLater(stop);
        }
    }

    /** Cancels every job; leaves the cluster if {@link #join} made the member. Idempotent. */
    @Override
    public void close() {
        List<Future<JobAnswer>> stops = new ArrayList<>();
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            queue.clear();
            for (Entry e : running.values()) {
                e.cancelled = true;
                if (e.future != null) {
                    stops.add(e.future);
                }
            }
            running.clear();
            lock.notifyAll();
        }
        for (Future<JobAnswer> f : stops) {
            cancelLater(f);
        }
        canceller.shutdown();
        try {
            canceller.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (ownsMember && member.getLifecycleService().isRunning()) {
            member.shutdown();
        }
    }

    private void cancelLater(Future<JobAnswer> f) {
        try {
            canceller.execute(() -> {
                try {
                    f.cancel(true);
                } catch (RuntimeException ignored) {
                    // the worker is gone or the member is shutting down: nothing left to stop
                }
            });
        } catch (RejectedExecutionException ignored) {
            // closing
        }
    }

    // --- the workers ---------------------------------------------------------------------------

    private void added(Member m) {
        if (!Members.isWorker(m) || Members.threads(m) < 1) {
            return;
        }
        synchronized (lock) {
            workers.putIfAbsent(m.getUuid(), new Worker(m, Members.threads(m)));
            byId = null;
            lock.notifyAll();
            dispatch();
        }
    }

    private void removed(Member m) {
        synchronized (lock) {
            Worker w = workers.remove(m.getUuid());
            if (w == null) {
                return;
            }
            byId = null;
            workersLost++;
            for (Iterator<Entry> it = running.values().iterator(); it.hasNext();) {
                Entry e = it.next();
                if (e.worker == w) {
                    it.remove();
                    again(e);
                }
            }
            dispatch();
        }
    }

    private int threads() {
        int n = 0;
        for (Worker w : workers.values()) {
            n += w.threads;
        }
        return n;
    }

    // --- jobs ----------------------------------------------------------------------------------

    /**
     * Hands queued jobs to workers with free threads, lowest priority first: each to the worker its
     * position prefers if that one has a free thread (the same position, asked again by a later
     * question, finds its table there), else to the worker with most free threads. Holds the lock.
     */
    private void dispatch() {
        while (!closed && !queue.isEmpty()) {
            long now = System.nanoTime();
            Worker best = null;
            for (Worker w : workers.values()) {
                if (usable(w, now) && (best == null || w.threads - w.busy > best.threads - best.busy)) {
                    best = w;
                }
            }
            if (best == null) {
                return;
            }
            Entry e = queue.poll();
            Worker preferred = preferred(e.job);
            if (!start(e, preferred != null && usable(preferred, now) ? preferred : best)) {
                return; // the send failed: the worker is suspect for a while, a timer dispatches again
            }
        }
    }

    /** Whether a worker has a free thread and has not just failed a send. */
    private static boolean usable(Worker w, long now) {
        return w.threads - w.busy > 0 && now - w.suspectUntil >= 0;
    }

    /**
     * A worker failed to take or finish a job without answering (it is leaving, or the way to it
     * broke): it gets no job for a second, unless it has left already (then it is dropped now);
     * the queue is looked at again after that second. Holds the lock.
     */
    private void suspect(Worker w) {
        if (workers.get(w.member.getUuid()) != w) {
            return;
        }
        if (!member.getLifecycleService().isRunning() || !member.getCluster().getMembers().contains(w.member)) {
            removed(w.member);
            return;
        }
        w.suspectUntil = System.nanoTime() + SUSPECT_NANOS;
        try {
            canceller.schedule(() -> {
                synchronized (lock) {
                    dispatch();
                }
            }, SUSPECT_NANOS, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException ignored) {
            // closing
        }
    }

    /**
     * The worker a job's position belongs to: its moves hashed onto the workers in the order of
     * their ids (stable while the cluster does not change). Holds the lock.
     */
    private Worker preferred(Job job) {
        if (workers.size() < 2 || !AFFINITY) {
            return null;
        }
        if (byId == null) {
            byId = new ArrayList<>(workers.values());
            byId.sort(Comparator.comparing((Worker w) -> w.member.getUuid()));
        }
        int h = Arrays.hashCode(job.moves()) * 0x9E3779B9;
        return byId.get(Math.floorMod(h ^ (h >>> 16), byId.size()));
    }

    /** Sends a job to a worker; false if the send failed (the job is queued again). Holds the lock. */
    private boolean start(Entry e, Worker w) {
        e.worker = w;
        e.attempt++;
        int attempt = e.attempt;
        w.busy++;
        running.put(e.job.id(), e);
        Future<JobAnswer> f;
        try {
            f = service.submitToMember(new JobTask(spec, e.job, self), w.member);
        } catch (RuntimeException ex) {
            // the member went away (or ours is shutting down): the job waits for another worker
            running.remove(e.job.id());
            again(e);
            suspect(w);
            return false;
        }
        e.future = f;
        @SuppressWarnings("unchecked")
        CompletionStage<JobAnswer> stage = (CompletionStage<JobAnswer>) f;
        stage.whenComplete((answer, error) -> completed(e, attempt, answer, error));
        return true;
    }

    /** A job goes back to the queue to run elsewhere. Holds the lock; the job is not running. */
    private void again(Entry e) {
        free(e);
        if (!e.cancelled && !closed) {
            rerun++;
            queue.add(e);
        }
    }

    private void free(Entry e) {
        if (e.worker != null) {
            e.worker.busy--;
            e.worker = null;
        }
    }

    private void completed(Entry e, int attempt, JobAnswer answer, Throwable error) {
        Runnable deliver = null;
        synchronized (lock) {
            if (e.cancelled || e.attempt != attempt || running.get(e.job.id()) != e) {
                return; // cancelled, or re-run meanwhile: this answer is not wanted
            }
            running.remove(e.job.id());
            Throwable cause = unwrap(error);
            if (error != null) {
                if (lost(error)) {
                    Worker w = e.worker;
                    again(e);
                    if (w != null) {
                        suspect(w);
                    }
                } else {
                    free(e);
                    String why = cause.getMessage() == null ? cause.getClass().getSimpleName()
                            : cause.getMessage().lines().findFirst().orElse("");
                    deliver = () -> e.listener.failed(e.job, new ClusterException("job " + e.job.id() + ": " + why, cause));
                }
            } else if (answer.status() == JobAnswer.WON || answer.status() == JobAnswer.NOT_WON) {
                free(e);
                answered++;
                boolean wins = answer.status() == JobAnswer.WON;
                long nanos = answer.solverNanos();
                deliver = () -> e.listener.solved(e.job, wins, nanos);
            } else if (answer.status() == JobAnswer.STOPPED) {
                Worker w = e.worker;
                again(e); // stopped by the worker itself (shutting down): run it elsewhere
                if (w != null) {
                    suspect(w);
                }
            } else {
                free(e);
                String why = answer.error();
                deliver = () -> e.listener.failed(e.job, new ClusterException(why));
            }
            dispatch();
        }
        if (deliver != null) {
            deliver.run();
        }
    }

    private static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    /**
     * Whether an error (or one of its causes) means the worker, or the way to it, went away — not
     * that the job failed.
     */
    private static boolean lost(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof MemberLeftException || t instanceof TargetNotMemberException
                    || t instanceof TargetDisconnectedException || t instanceof OperationTimeoutException
                    || t instanceof RetryableException || t instanceof HazelcastInstanceNotActiveException
                    || t instanceof RejectedExecutionException || t instanceof java.util.concurrent.CancellationException) {
                return true;
            }
        }
        return false;
    }

    /** A worker member and how many of its threads run our jobs. */
    private static final class Worker {
        final Member member;
        final int threads;
        int busy;
        /** System.nanoTime() before which it gets no job (it just failed one without answering). */
        long suspectUntil = System.nanoTime();

        Worker(Member member, int threads) {
            this.member = member;
            this.threads = threads;
        }
    }

    /** A job, where its outcome goes, and where it runs now. */
    private static final class Entry {
        final Job job;
        final JobListener listener;
        Worker worker;
        Future<JobAnswer> future;
        int attempt;
        boolean cancelled;

        Entry(Job job, JobListener listener) {
            this.job = job;
            this.listener = listener;
        }
    }
}
