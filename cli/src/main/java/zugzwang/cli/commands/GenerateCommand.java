package zugzwang.cli.commands;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.NumberList;
import zugzwang.cli.shared.Progress;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;
import zugzwang.games.cube.DifficultyGenerator;
import zugzwang.games.cube.DifficultySet;

/**
 * {@code zugzwang generate}: seed 001's benchmark sets of Connect Four 3D positions by difficulty,
 * and their values.
 */
@Command(name = "generate", sortOptions = false,
        description = {"Makes seed 001's benchmark sets: positions of 'random legal and reasonable play' (win at"
                + " once if you can, else block an opening of the opponent, else a random legal column) with D"
                + " stones placed and the game not over, D the difficulty; one file dDD.txt per difficulty.",
                "With --values, computes the value of every position of the sets whose value is not known yet"
                + " (the file is rewritten as values come, so an interrupted run loses nothing finished; run"
                + " again to go on)."},
        footer = {"", "File format: comment lines (#), then one line per position: the game (column digits 0-F"
                + " from the empty board) and its value for the player to move (1, 0, -1, or ? not computed)."})
public final class GenerateCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "connect4-3d",
            description = "The game: connect4-3d (the only one with difficulty sets; default).")
    String game;

    @Option(names = "--difficulty", paramLabel = "D[,D...]", required = true,
            description = "Difficulties (stones placed, 0-63): a list such as 28,30 or a range 20..63.")
    String difficulties;

    @Option(names = "--count", paramLabel = "N", defaultValue = "" + DifficultySet.DEFAULT_COUNT,
            description = "Positions per difficulty (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "" + DifficultySet.DEFAULT_SEED,
            description = "Seed of the random play (default: ${DEFAULT-VALUE}, the shipped sets').")
    long seed;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", defaultValue = ".",
            description = "Directory of the set files (default: the current one).")
    Path dir;

    @Option(names = "--values",
            description = "Compute the values not known yet of the sets in DIR (made first if missing).")
    boolean values;

    @Option(names = "--limit", paramLabel = "SECONDS",
            description = "With --values: stop a difficulty after this long (the values found are kept).")
    Double limit;

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "1g",
            converter = EngineOptions.MemoryConverter.class,
            description = "With --values: transposition table size (default: ${DEFAULT-VALUE}).")
    long memory;

    @Option(names = "--progress", description = "Report progress on standard error (automatic on a terminal).")
    boolean progress;

    @Override
    public Integer call() throws Exception {
        if (!game.strip().toLowerCase(Locale.ROOT).equals("connect4-3d")) {
            throw usage("--game " + game + ": only connect4-3d has difficulty sets");
        }
        List<Integer> ds = parseDifficulties(difficulties);
        if (count < 1 || count > 1_000_000) {
            throw usage("--count must be between 1 and 1000000, not " + count);
        }
        if (limit != null && !(limit > 0)) {
            throw usage("--limit must be a positive number of seconds, not " + limit);
        }
        if (!Files.isDirectory(dir)) {
            throw usage("--output " + dir + " is not a directory");
        }
        try {
            CubeSolver.validate(memory);
        } catch (IllegalArgumentException e) {
            throw usage("--memory: " + e.getMessage());
        }
        for (int d : ds) {
            Path file = dir.resolve(String.format(Locale.ROOT, "d%02d.txt", d));
            DifficultySet set;
            if (Files.exists(file)) {
                set = read(file, d);
                if (set.size() != count || set.seed() != seed) {
                    if (!values) {
                        throw usage(file + " exists with " + set.size() + " positions of seed " + set.seed()
                                + ": remove it to make it again");
                    }
                }
            } else {
                set = DifficultySet.generate(d, count, seed);
                write(set, file);
            }
            if (values) {
                computeValues(set, file);
            } else {
                main.out().println(file + ": " + set.size() + " positions of difficulty " + d + ", " + set.known()
                        + " values known");
                main.out().flush();
            }
        }
        return Console.EXIT_OK;
    }

    private void computeValues(DifficultySet set, Path file) throws IOException {
        int d = set.difficulty();
        long start = System.nanoTime();
        int[] done = {0};
        int todo = set.size() - set.known();
        Object lock = new Object();
        long[] lastWrite = {System.nanoTime()};
        boolean[] dirty = {false};
        // an interrupt (Ctrl-C) still writes every value found
        Thread hook = new Thread(() -> {
            synchronized (lock) {
                if (dirty[0]) {
                    try {
                        write(set, file);
                    } catch (IOException e) {
                        main.error("cannot write " + file + ": " + e.getMessage());
                    }
                }
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        boolean stopped = false;
        try (CubeSolver solver = new CubeSolver(CubeSolverOptions.of(memory, 1));
             Progress shown = Progress.start(main.err(), progress || main.terminal(), () -> String.format(Locale.ROOT,
                     "difficulty %d: %d of %d values, %.1f M nodes, %.0f s", d, done[0], todo, solver.nodes() / 1e6,
                     (System.nanoTime() - start) / 1e9))) {
            for (int i = 0; i < set.size(); i++) {
                if (set.value(i) != DifficultySet.UNKNOWN) {
                    continue;
                }
                if (limit != null && (System.nanoTime() - start) / 1e9 > limit) {
                    stopped = true;
                    break;
                }
                int v = solver.value(set.position(i));
                synchronized (lock) {
                    set.setValue(i, v);
                    dirty[0] = true;
                    done[0]++;
                    if (System.nanoTime() - lastWrite[0] > 2_000_000_000L) {
                        write(set, file);
                        dirty[0] = false;
                        lastWrite[0] = System.nanoTime();
                    }
                }
            }
            synchronized (lock) {
                if (dirty[0]) {
                    write(set, file);
                    dirty[0] = false;
                }
            }
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down: the hook runs
            }
        }
        main.out().printf(Locale.ROOT, "%s: difficulty %d, %d values computed in %.1f s, %d of %d known%s%n", file, d,
                done[0], (System.nanoTime() - start) / 1e9, set.known(), set.size(), stopped ? " (stopped by --limit)" : "");
        main.out().flush();
    }

    private DifficultySet read(Path file, int d) throws IOException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return DifficultySet.read(r, d, file.toString());
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** Writes a set atomically: a temporary file next to it, then renamed over it. */
    static void write(DifficultySet set, Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            set.write(w);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Difficulties as a list ({@code 28,30}), a range ({@code 20..63}) or both ({@code 20..24,28}).
     *
     * @throws ParameterException naming the bad item
     */
    List<Integer> parseDifficulties(String text) {
        try {
            return parseList(text);
        } catch (IllegalArgumentException e) {
            throw usage("--difficulty: " + e.getMessage());
        }
    }

    /** As {@link #parseDifficulties}, with plain exceptions (shared with bench); largest first. */
    static List<Integer> parseList(String text) {
        return List.copyOf(NumberList.parse(text, "a difficulty", "20..63",
                d -> d >= 0 && d <= DifficultyGenerator.MAX_DIFFICULTY ? null
                        : "difficulty " + d + " is out of range 0.." + DifficultyGenerator.MAX_DIFFICULTY
                                + " (stones placed with the game not over)").descendingSet());
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
