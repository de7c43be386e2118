package zugzwang.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import zugzwang.core.table.TranspositionTable;

/**
 * Probe and store cost of the transposition table at a size that fits the cache and at sizes
 * that do not (random keys: every access a cache miss). Run:
 * {@code java -jar bench/target/benchmarks.jar TableBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xmx2g", "-XX:+UseTransparentHugePages"})
public class TableBench {
    @Param({"1", "64", "1024"})
    public int mebibytes;

    private TranspositionTable table;
    private long key = 0x123456789L;

    @Setup
    public void setup() {
        table = new TranspositionTable((long) mebibytes << 20, 49, -23, 23, 7);
    }

    private long nextKey() {
        // a 49-bit pseudo-random walk (xorshift), as 7×6 keys are 49 bits
        key ^= key << 13;
        key ^= key >>> 7;
        key ^= key << 17;
        return key & ((1L << 49) - 1);
    }

    @Benchmark
    public long probe() {
        return table.probe(nextKey());
    }

    @Benchmark
    public void store() {
        long k = nextKey();
        table.store(k, -2, 3, 4, k & 1023);
    }
}
