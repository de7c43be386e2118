package zugzwang.cli.commands;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.BoardOptions;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.GivenOptions;
import zugzwang.games.Capability;

/** {@code zugzwang bench}: solves the shipped test suites, timed, and checks every score. */
@Command(name = "bench", sortOptions = false,
        description = {"Benchmarks the solver on the shipped test suites and checks every score against"
                + " the known one.",
                "Per suite: one solver with the given threads and memory; a warm-up (untimed), then"
                + " --runs timed passes; every position is solved from a (logically) cleared table.",
                "Suites: Test_L3_R1, Test_L2_R1, Test_L2_R2, Test_L1_R1 (7x6), endgame_L1, midgame_L1,"
                + " midgame_L2, opening_L1 (9x5) and empty-7x6 (the empty 7x6 board alone). Default: the"
                + " four 7x6 Test_ suites, or the suites of the board given with --width/--height."},
        footer = {"", "Output: one line per suite,",
                "  SUITE BOARD positions=N mean=MSms median=MSms nodes/pos=N nodes/s=N",
                "        signature=N mismatches=N",
                "then 'total ...' and 'signature N'. With several runs, mean and median are the medians"
                + " over the runs. The signature is the number of nodes of one pass: with --threads 1 it is"
                + " deterministic (a fingerprint of the search), with more threads it varies.",
                "With --json: one object per suite (suite, board, positions, threads, memory, runs, warmup,"
                + " weak, twoWord, meanMillis, medianMillis, meanNodes, nodesPerSecond, signature, mismatches), then"
                + " {\"total\": {...}}.",
                "A wrong score is reported on standard error and makes the exit code 1."})
public final class BenchCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "1",
            description = "Timed passes over each suite (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "200",
            description = "Positions solved untimed before the timed passes (default: ${DEFAULT-VALUE};"
                    + " at most the suite; 0: none).")
    int warmup;

    @Option(names = "--limit", paramLabel = "N",
            description = "Use only the first N positions of each suite (connect4-3d: stop each difficulty after N"
                    + " seconds, seed 001's budget was 600, and say how far it got).")
    Integer limit;

    @Option(names = "--weak", description = "Only win / draw / loss (scores are checked by sign).")
    boolean weak;

    @Option(names = "--two-word",
            description = "Connect-4: solve with the two-word (128-bit) solver even on boards of one word, to measure"
                    + " what the second word costs (the same search: node counts equal, speed not).")
    boolean twoWord;

    @Option(names = "--json", description = "One JSON object per suite, then a total.")
    boolean json;

    @Option(names = "--progress",
            description = "Show progress on standard error every 2 s (default: only on a terminal).")
    boolean progress;

    @Option(names = "--algorithms", paramLabel = "NAMES",
            description = "Compare weak solving by these algorithms instead (Allis' Table 2.12): solver (the exact"
                    + " solver, weak), alphabeta, pn, pn2, dfpn (searches over the game API), comma-separated.")
    String algorithms;

    @Option(names = "--nodes", paramLabel = "N",
            description = "With --algorithms: a proof search stops undecided after N nodes per question; qubic: the"
                    + " DAG nodes per position (default: its share of --memory); gomoku: Victoria's nodes per"
                    + " opening (default: 60000).")
    Long nodeLimit;

    @Option(names = "--difficulty", paramLabel = "D[,D...]",
            description = "connect4-3d: the difficulties of seed 001's benchmark to run, a list or a range (28,30 or"
                    + " 28..63; default: " + CubeBench.DEFAULT_DIFFICULTIES + ").")
    String difficulty;

    @Option(names = "--positions", paramLabel = "N[,N...]",
            description = "connect4-3d: only these positions of each difficulty's set, numbered from 1 in the set's"
                    + " order, a list or ranges (469,522 or 1..100); qubic: of Allis' 195 four-ply positions; gomoku: of its 4 openings.")
    String positions;

    @Option(names = "--chart", paramLabel = "FILE.svg",
            description = "connect4-3d: also draw time and nodes against difficulty (log scale) as an SVG chart.")
    java.nio.file.Path chart;

    @Parameters(paramLabel = "SUITE", arity = "0..*", description = "Suites to run (see above).")
    List<String> suiteNames;

    @Mixin
    GameChoice game;

    @Override
    public Integer call() {
        GameCommands commands = game.offering(Capability.BENCH);
        if (runs < 1) {
            throw usage("--runs must be at least 1, not " + runs);
        }
        if (warmup < 0) {
            throw usage("--warmup must not be negative, not " + warmup);
        }
        if (limit != null && limit < 1) {
            throw usage("--limit must be at least 1, not " + limit);
        }
        return commands.bench(this);
    }

    /**
     * Refuses whichever of these options was given: a game's benchmark calls it with the options
     * of the others' ({@code --difficulty is not for --game connect4}).
     */
    void refuse(String... options) {
        refuseFor("--game " + game.name, options);
    }

    /** Refuses whichever of these options was given, as not for {@code what} ("bench serve"). */
    void refuseFor(String what, String... options) {
        GivenOptions.refuse(spec.commandLine(), " is not for " + what, options);
    }

    ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}

