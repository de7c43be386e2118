package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.game.GameState;

/** The local executor on its own: order, rebuilt positions, cancel, failures, close. */
@Timeout(20)
class LocalExecutorTest {
    private static final MnkGame GAME = new MnkGame(3, 3, 3);

    /** Collects outcomes as strings: "id:true", "id:false", "id:failed:message". */
    private static final class Collector implements JobListener {
        final BlockingQueue<String> outcomes = new LinkedBlockingQueue<>();

        @Override
        public void solved(Job job, boolean attackerWins, long solverNanos) {
            outcomes.add(job.id() + ":" + attackerWins);
        }

        @Override
        public void failed(Job job, Throwable error) {
            outcomes.add(job.id() + ":failed:" + error.getMessage());
        }

        String next() throws InterruptedException {
            String s = outcomes.poll(10, TimeUnit.SECONDS);
            assertThat(s).as("an outcome within 10 s").isNotNull();
            return s;
        }
    }

    @Test
    void rebuildsThePositionFromTheMovesAndAnswers() throws InterruptedException {
        Collector c = new Collector();
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        MemoMinimax solver = new MemoMinimax();
        try (LocalExecutor executor = new LocalExecutor(GAME, 2, w -> (position, attacker, stop) -> {
            seen.add(position.ply() + " " + position.key());
            return solver.attackerWins(position, attacker, stop);
        })) {
            assertThat(executor.capacity()).isEqualTo(2);
            // X 4 (centre), O 1 (edge), X 0: X wins; after O 8 in the corner, X still wins
            executor.submit(new Job(1, 0, new int[] {4, 1, 0}, 0), c);
            assertThat(c.next()).isEqualTo("1:true");
            executor.submit(new Job(2, 0, new int[] {4, 1, 0}, 1), c);
            assertThat(c.next()).isEqualTo("2:false");
        }
        GameState expected = GAME.parse("410");
        assertThat(seen).containsOnly(3 + " " + expected.key());
    }

    @Test
    void runsQueuedJobsByPriorityThenId() throws InterruptedException {
        Collector c = new Collector();
        CountDownLatch release = new CountDownLatch(1);
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, w -> (position, attacker, stop) -> {
            if (position.ply() == 0) {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    return null;
                }
            }
            order.add(position.ply());
            return true;
        })) {
            executor.submit(new Job(10, 0, new int[0], 0), c); // blocks the worker
            executor.submit(new Job(11, 9, new int[] {0, 1, 2}, 0), c);
            executor.submit(new Job(12, 3, new int[] {0}, 0), c);
            executor.submit(new Job(13, 5, new int[] {0, 1}, 0), c);
            executor.submit(new Job(9, 5, new int[] {0, 1, 2, 3}, 0), c); // same priority, smaller id
            release.countDown();
            for (int i = 0; i < 5; i++) {
                c.next();
            }
            assertThat(order).containsExactly(0, 1, 4, 2, 3);
        }
    }

    @Test
    void aCancelledJobGivesNoOutcome() throws InterruptedException {
        Collector c = new Collector();
        CountDownLatch started = new CountDownLatch(1);
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, w -> (position, attacker, stop) -> {
            if (position.ply() == 0) {
                started.countDown();
                while (!stop.getAsBoolean()) {
                    Thread.onSpinWait();
                }
                return null;
            }
            return position.ply() == 1;
        })) {
            executor.submit(new Job(1, 0, new int[0], 0), c); // runs until cancelled
            executor.submit(new Job(2, 1, new int[] {4, 0}, 0), c); // queued, cancelled there
            executor.submit(new Job(3, 2, new int[] {4}, 0), c);
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
            executor.cancel(2);
            executor.cancel(1);
            executor.cancel(77); // unknown: nothing
            assertThat(c.next()).isEqualTo("3:true");
            assertThat(c.outcomes.poll(100, TimeUnit.MILLISECONDS)).isNull();
        }
    }

    @Test
    void aThrowingSolverOrFactoryFailsTheJobAndTheWorkerGoesOn() throws InterruptedException {
        Collector c = new Collector();
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, w -> (position, attacker, stop) -> {
            if (position.ply() == 1) {
                throw new IllegalStateException("boom");
            }
            if (position.ply() == 2) {
                return null; // without a stop: a failure
            }
            return true;
        })) {
            executor.submit(new Job(1, 0, new int[] {4}, 0), c);
            assertThat(c.next()).isEqualTo("1:failed:boom");
            executor.submit(new Job(2, 0, new int[] {4, 0}, 0), c);
            assertThat(c.next()).startsWith("2:failed:the leaf solver returned no answer");
            executor.submit(new Job(3, 0, new int[] {4, 4}, 0), c); // an illegal move
            assertThat(c.next()).startsWith("3:failed:");
            executor.submit(new Job(4, 0, new int[0], 0), c);
            assertThat(c.next()).isEqualTo("4:true");
        }
        Collector d = new Collector();
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, w -> {
            throw new IllegalArgumentException("no solver");
        })) {
            executor.submit(new Job(5, 0, new int[0], 0), d);
            assertThat(d.next()).isEqualTo("5:failed:no solver");
        }
    }

    @Test
    void closeStopsRunningSolversAndEndsTheWorkers() throws InterruptedException {
        Collector c = new Collector();
        List<Thread> workers = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch started = new CountDownLatch(2);
        LocalExecutor executor = new LocalExecutor(GAME, 2, w -> {
            workers.add(Thread.currentThread());
            return (position, attacker, stop) -> {
                started.countDown();
                while (!stop.getAsBoolean()) {
                    Thread.onSpinWait();
                }
                return null;
            };
        });
        executor.submit(new Job(1, 0, new int[0], 0), c);
        executor.submit(new Job(2, 0, new int[0], 1), c);
        executor.submit(new Job(3, 0, new int[0], 1), c); // queued
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        executor.close();
        executor.close(); // idempotent
        assertThat(workers).hasSize(2);
        for (Thread t : workers) {
            assertThat(t.isAlive()).isFalse();
            assertThat(t.isDaemon()).isTrue();
            assertThat(t.getName()).startsWith("zugzwang-jobs-").contains("-worker-");
        }
        assertThat(c.outcomes).isEmpty();
        assertThatThrownBy(() -> executor.submit(new Job(4, 0, new int[0], 0), c))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void refusesBadArguments() {
        assertThatThrownBy(() -> new LocalExecutor(GAME, 0, w -> new MemoMinimax()))
                .isInstanceOf(IllegalArgumentException.class);
        try (LocalExecutor executor = new LocalExecutor(GAME, 1, w -> (p, a, s) -> {
            while (!s.getAsBoolean()) {
                Thread.onSpinWait();
            }
            return null;
        })) {
            Collector c = new Collector();
            executor.submit(new Job(1, 0, new int[0], 0), c);
            assertThatThrownBy(() -> executor.submit(new Job(1, 0, new int[0], 0), c))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void jobsAreDataWithCopiedMoves() {
        int[] moves = {4, 0};
        Job job = new Job(7, 3, moves, 1);
        moves[0] = 8;
        assertThat(job.moves()).containsExactly(4, 0);
        job.moves()[1] = 5;
        assertThat(job.moves()).containsExactly(4, 0);
        assertThat(job.ply()).isEqualTo(2);
        assertThat(job).isEqualTo(new Job(7, 3, new int[] {4, 0}, 1)).hasSameHashCodeAs(new Job(7, 3, new int[] {4, 0}, 1));
        assertThat(job).isNotEqualTo(new Job(7, 3, new int[] {4, 1}, 1));
        assertThat(job.toString()).contains("[4, 0]");
        assertThatThrownBy(() -> new Job(1, 0, new int[0], 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
