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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * One whole solve (table logically cleared first), single thread, of fixed 7×6 positions from
 * Pons' sets. Run: {@code java -jar bench/target/benchmarks.jar SearchBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx1g", "-XX:+UseTransparentHugePages"})
public class SearchBench {
    /** A middle-game position of Test_L2_R2 (score 0) and an opening one of Test_L1_R1 (score 11). */
    @Param({"274552224131661", "32164625"})
    public String position;

    private Solver solver;
    private Position p;

    @Setup
    public void setup() {
        solver = new Solver(Board.STANDARD, SolverOptions.defaults().withThreads(1));
        p = Notation.parseSequence(position, Board.STANDARD);
    }

    @TearDown
    public void tearDown() {
        solver.close();
    }

    @Benchmark
    public int solve() {
        return solver.solveScore(p, false);
    }
}
