package zugzwang.bench;

import java.util.Random;
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
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;

/**
 * The bitboard primitives the solver calls at every node, on 1024 random 7×6 positions.
 * Run: {@code java -jar bench/target/benchmarks.jar BoardBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BoardBench {
    private final Board board = Board.STANDARD;
    private final long[] cur = new long[1024];
    private final long[] mask = new long[1024];

    @Setup
    public void setup() {
        Random r = new Random(1);
        for (int i = 0; i < cur.length; i++) {
            Position p = Position.empty(board);
            int n = r.nextInt(36);
            for (int k = 0; k < n && !p.isOver(); k++) {
                int[] legal = p.legalMoves();
                p.play(legal[r.nextInt(legal.length)]);
            }
            cur[i] = p.current();
            mask[i] = p.mask();
        }
    }

    /** Threat cells of both players for all 1024 positions. */
    @Benchmark
    public void winningCells(Blackhole bh) {
        for (int i = 0; i < cur.length; i++) {
            bh.consume(board.winningCells(cur[i], mask[i]));
            bh.consume(board.winningCells(cur[i] ^ mask[i], mask[i]));
        }
    }

    /** Four-in-a-line test of both players for all 1024 positions. */
    @Benchmark
    public void hasFour(Blackhole bh) {
        for (int i = 0; i < cur.length; i++) {
            bh.consume(board.hasFour(cur[i]));
            bh.consume(board.hasFour(cur[i] ^ mask[i]));
        }
    }

    /** Mirror image of the key for all 1024 positions. */
    @Benchmark
    public void mirror(Blackhole bh) {
        for (int i = 0; i < cur.length; i++) {
            bh.consume(board.mirror(cur[i] + mask[i]));
        }
    }
}
