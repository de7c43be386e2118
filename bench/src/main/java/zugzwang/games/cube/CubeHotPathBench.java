package zugzwang.games.cube;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What the Connect Four 3D solver ({@link CubeSearch}) computes at a node, on 1024 positions of
 * seed 001's difficulty 32 with a playable empty cell each: both players' threats over the 13
 * directions against the incremental update after one move ({@link Cube#threatsAfter}), the
 * four-in-a-line test, the follow-up bound and the first player's zugzwang, and the compact and
 * canonical keys. (In this package, beside the solver, for its package-private classes.) Run:
 * {@code java -jar bench/target/benchmarks.jar CubeHotPathBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CubeHotPathBench {
    private static final int N = 1024;
    private final long[] me = new long[N];
    private final long[] opp = new long[N];
    private final long[] myThreats = new long[N];
    private final long[] cell = new long[N];
    private final CompactKey key = new CompactKey();

    @Setup
    public void setup() {
        int i = 0;
        for (int[] game : DifficultyGenerator.generate(32, N, 1)) {
            CubePosition p = CubeNotation.parseGame(CubeNotation.sequence(game));
            long mine = (p.stones() & 1) == 0 ? p.first() : p.second();
            long filled = p.first() | p.second();
            me[i] = mine;
            opp[i] = filled ^ mine;
            myThreats[i] = Cube.threats(mine, ~filled);
            long play = Cube.playable(filled);
            cell[i] = play & -play;
            i++;
        }
    }

    /** Both players' threats from the board, as the search computed them at every node before. */
    @Benchmark
    public void threatsFromTheBoard(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            long empty = ~(me[i] | opp[i] | cell[i]);
            bh.consume(Cube.threats(me[i] | cell[i], empty));
            bh.consume(Cube.threats(opp[i], empty));
        }
    }

    /** The same after one move, from the threats before it, as the search computes them now. */
    @Benchmark
    public void threatsPassedDown(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            bh.consume(Cube.threatsAfter(me[i], opp[i], myThreats[i], cell[i]));
        }
    }

    @Benchmark
    public void hasFour(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            bh.consume(Cube.hasFour(me[i] | ~(me[i] | opp[i])));
        }
    }

    /** The follow-up bound with the player to move as the first player. */
    @Benchmark
    public void followUpBound(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            long filled = me[i] | opp[i];
            bh.consume(CubeFollowUp.bound(me[i], opp[i], filled, Cube.threats(opp[i], ~filled)));
        }
    }

    /** The first player's zugzwang with the player to move as the first player. */
    @Benchmark
    public void firstWins(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            long filled = me[i] | opp[i];
            bh.consume(CubeFollowUp.firstWins(me[i], opp[i], filled, myThreats[i]));
        }
    }

    @Benchmark
    public void compactKey(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            key.of(me[i], me[i] | opp[i]);
            bh.consume(key.lo);
        }
    }

    @Benchmark
    public void canonicalKey(Blackhole bh) {
        for (int i = 0; i < N; i++) {
            key.canonical(me[i], me[i] | opp[i]);
            bh.consume(key.lo);
        }
    }
}
