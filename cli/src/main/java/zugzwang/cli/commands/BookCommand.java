package zugzwang.cli.commands;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.BoardOptions;
import zugzwang.cli.shared.BookOptions;
import zugzwang.cli.shared.ClusterOptionGroup;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.GivenOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cluster.ClusterOptions;
import zugzwang.core.jobs.JobExecutor;
import zugzwang.core.jobs.JobOptions;
import zugzwang.core.jobs.JobScoreSearch;
import zugzwang.core.jobs.JobSearchException;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.Connect4Position;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.solver.OpeningBook;
import zugzwang.games.connect4.solver.ExactSolver;
import zugzwang.games.connect4.solver.OpeningBookBuilder;

/** {@code zugzwang book}: makes or checks an opening book of Connect-4. */
@Command(name = "book", sortOptions = false,
        description = {"Makes an opening book: the strong score of every position with at most --stones stones"
                + " (mirror images once). The solver scores the positions with exactly that many stones; the"
                + " others follow by negamax.",
                "Each solved position is appended at once to FILE.partial; an interrupted run started again"
                + " with the same options goes on from there. The book is written to FILE when complete.",
                "With --check FILE: reads the book (which checks that every position is there and every score"
                + " above the deepest layer follows from its children's) and solves --sample positions of the"
                + " deepest layer again."},
        footer = {"", "Output: one line, e.g. 'book 7x6, 6 stones: 11,094 positions, 8,231 solved (0 known before),"
                + " 25,862.9 M nodes, 2046 s -> book-7x6.txt'."})
public final class BookCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Option(names = "--stones", paramLabel = "N", defaultValue = "" + BookOptions.BUNDLED_7X6_STONES,
            description = "Positions with at most N stones (default: ${DEFAULT-VALUE}).")
    int stones;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "The book file (default: book-WxH.txt, e.g. book-7x6.txt).")
    Path output;

    @Option(names = "--check", paramLabel = "FILE", description = "Check this book instead of making one.")
    Path check;

    @Option(names = "--sample", paramLabel = "K", defaultValue = "20",
            description = "With --check: deepest-layer positions solved again, chosen at random (default:"
                    + " ${DEFAULT-VALUE}; 0: none; -1: all).")
    int sample;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "With --check: the seed of the sample (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--progress",
            description = "Report every solved position on standard error (default: only on a terminal).")
    boolean progress;

    @Option(names = "--jobs", description = "Score the deepest layer as jobs on --threads local workers (each position"
            + " an exact score by two-valued jobs, several positions at once); implied by --cluster.")
    boolean jobs;

    @Option(names = "--cluster", paramLabel = "HOST:PORT,...",
            description = "Score the deepest layer as jobs on the workers of this cluster (zugzwang worker); this"
                    + " process joins it as the coordinator.")
    String clusterMembers;

    @Mixin
    ClusterOptionGroup cluster;

    @Override
    public Integer call() throws IOException {
        if (check != null) {
            GivenOptions.refuse(spec.commandLine(), " is for making a book, not for --check (the book says its board"
                    + " and stones)", "--width", "--height", "--stones", "--output", "--jobs", "--cluster");
        } else {
            GivenOptions.refuse(spec.commandLine(), " goes with --check", "--sample", "--seed");
        }
        if (check != null && sample < -1) {
            throw new ParameterException(spec.commandLine(), "--sample must be -1 (all), 0 (none) or more, not " + sample);
        }
        return check != null ? check() : make();
    }

    private Integer make() throws IOException {
        BoardShape board = boardOptions.shape();
        OpeningBookBuilder builder;
        try {
            builder = new OpeningBookBuilder(board, stones);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--stones: " + e.getMessage());
        }
        Path file = output != null ? output : Path.of("book-" + board + ".txt");
        if (Files.isDirectory(file)) {
            throw new ParameterException(spec.commandLine(), "--output " + file + " is a directory");
        }
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        String header = "board " + board + " stones " + stones;
        int before = resume(builder, partial, header);
        PrintWriter err = main.err();
        boolean show = progress || main.terminal();
        long start = System.nanoTime();
        OpeningBook book;
        Writer opened;
        try {
            opened = Files.newBufferedWriter(partial, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "--output " + file + ": cannot write " + partial + " ("
                    + Output.describe(e) + ")");
        }
        boolean asJobs = jobs || clusterMembers != null || ClusterOptionGroup.given(spec.commandLine());
        String work;
        try (Writer log = opened) {
            if (Files.size(partial) == 0) {
                log.write("# partial opening book, " + header + "\n");
                log.flush();
            }
            OpeningBookBuilder.Listener listener = (leaf, solved, done, total) -> {
                if (!solved) {
                    return;
                }
                try {
                    log.write(leaf + "\n");
                    log.flush(); // a solved position is never lost
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                if (show) {
                    double seconds = (System.nanoTime() - start) / 1e9;
                    int now = done - before;
                    double eta = now == 0 ? 0 : seconds / now * (total - done);
                    err.printf(Locale.ROOT, "%d/%d %s: %d (%.0f s, about %.0f s left)%n", done, total, leaf.moves(),
                            leaf.score(), seconds, eta);
                    err.flush();
                }
            };
            if (asJobs) {
                if (!(board instanceof Board one)) {
                    throw new ParameterException(spec.commandLine(), "--jobs, --cluster: the job-level solve takes"
                            + " boards of at most 64 bits, not " + board);
                }
                long[] jobCount = {0};
                book = buildAsJobs(one, builder, listener, jobCount);
                if (book == null) {
                    return Console.EXIT_FAILURE; // said why; the partial file keeps what was solved
                }
                work = String.format(Locale.ROOT, "%,d jobs", jobCount[0]);
            } else {
                try (ExactSolver<?> solver = engineOptions.solver(board)) {
                    book = builder.build(solver, listener);
                    work = String.format(Locale.ROOT, "%,.1f M nodes", solver.nodes() / 1e6);
                }
            }
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer out = new BufferedWriter(Files.newBufferedWriter(tmp, StandardCharsets.UTF_8))) {
            book.write(out);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.delete(partial);
        main.out().printf(Locale.ROOT, "book %s, %d stones: %,d positions, %,d solved (%,d known before), %s,"
                + " %.0f s -> %s%n", board, stones, book.size(), builder.leaves() - before, before, work,
                (System.nanoTime() - start) / 1e9, file);
        return Console.EXIT_OK;
    }

    /**
     * Scores the deepest layer as jobs: each position's exact score by a job-level score search
     * whose root is its one task (cutoff 0: the exact solver answers each threshold), as many
     * positions at once as the executor has workers, twice over so that none waits between two
     * questions. On local threads the workers share one table of --memory; on a cluster each
     * worker has its own. Null (the error said) if the cluster cannot be joined or a job failed.
     */
    private OpeningBook buildAsJobs(Board board, OpeningBookBuilder builder, OpeningBookBuilder.Listener listener,
            long[] jobCount) throws IOException {
        ClusterOptions options = cluster.coordinator(clusterMembers, spec.commandLine());
        Connect4Game game = new Connect4Game(board);
        try (JobExecutorSetup setup = JobExecutorSetup.open(main, "book", options, game, Connect4JobSolve.spec(board),
                () -> Connect4JobSolve.localSolvers(board, engineOptions), engineOptions.threads, null,
                m -> new ParameterException(spec.commandLine(), m))) {
            if (setup == null) {
                return null;
            }
            JobExecutor executor = setup.executor();
            AtomicLong made = new AtomicLong();
            OpeningBook book = builder.build(moves -> {
                JobScoreSearch search = new JobScoreSearch(game, executor, JobOptions.cutoff(0));
                Integer score = search.score(moves, -game.maxValue(), game.maxValue());
                for (JobScoreSearch.Test t : search.tests()) {
                    made.addAndGet(t.result().tasksMade());
                }
                return score;
            }, 2 * Math.max(1, executor.capacity()), listener);
            jobCount[0] = made.get();
            if (book == null) {
                main.error("book: stopped before every position was scored (the partial file keeps the scored ones)");
            }
            return book;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof JobSearchException j && j.getCause() != null ? j.getCause()
                    : e.getCause();
            main.error("book: a job failed: " + Console.oneLine(String.valueOf(cause.getMessage())));
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            main.error("book: interrupted (the partial file keeps the scored positions)");
            return null;
        }
    }

    /**
     * Gives the builder the positions an interrupted run solved (the partial file), and returns
     * how many. A last line cut short by the interruption is ignored.
     */
    private int resume(OpeningBookBuilder builder, Path partial, String header) throws IOException {
        if (!Files.exists(partial)) {
            return 0;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(partial, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new ParameterException(spec.commandLine(), partial + " is not a text file (not UTF-8), so not the"
                    + " partial file of a book: remove it or choose another --output");
        }
        if (lines.isEmpty()) {
            return 0; // created, nothing written yet
        }
        if (!lines.get(0).equals("# partial opening book, " + header)) {
            throw new ParameterException(spec.commandLine(), partial + " is not the partial file of a book of "
                    + header.replace("board ", "") + ": remove it or choose another --output");
        }
        int known = 0;
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                OpeningBook.Entry entry = OpeningBook.Entry.parse(line);
                builder.solvedBefore(entry.moves(), entry.score());
                known++;
            } catch (RuntimeException e) {
                if (i < lines.size() - 1) {
                    throw new ParameterException(spec.commandLine(), partial + " line " + (i + 1) + ": '" + line
                            + "' is not a solved position of this book (" + e.getMessage()
                            + "); remove the file to start again");
                }
                main.err().println("zugzwang: note: " + partial + ": ignoring its cut-short last line '" + line + "'");
            }
        }
        return known;
    }

    private Integer check() {
        OpeningBook book = BookOptions.read(spec, "--check", check);
        BoardShape board = book.board();
        List<String> leaves = new ArrayList<>(new OpeningBookBuilder(board, book.stones()).leafMoves());
        int k = sample < 0 ? leaves.size() : Math.min(sample, leaves.size());
        Collections.shuffle(leaves, new Random(seed));
        long start = System.nanoTime();
        try (ExactSolver<?> solver = engineOptions.solver(board)) {
            for (int i = 0; i < k; i++) {
                int score = scoreOf(solver, leaves.get(i), board);
                Connect4Position p = solver.replay(Notation.columns(leaves.get(i), board.width()));
                if (score != book.score(p)) {
                    main.error(check + ": position " + leaves.get(i) + " has the score " + score + ", the book says "
                            + book.score(p));
                    return Console.EXIT_FAILURE;
                }
                if (progress || main.terminal()) {
                    main.err().printf(Locale.ROOT, "%d/%d %s: %d agrees%n", i + 1, k, leaves.get(i), score);
                    main.err().flush();
                }
            }
            main.out().printf(Locale.ROOT, "book %s, %d stones: %,d positions, complete and consistent; %d of the %,d"
                    + " with %d stones solved again: all agree (%,.1f M nodes, %.1f s)%n", board, book.stones(), book.size(),
                    k, leaves.size(), book.stones(), solver.nodes() / 1e6, (System.nanoTime() - start) / 1e9);
        }
        return Console.EXIT_OK;
    }

    /** The solver's score of the position of a move sequence. */
    private static <P extends Connect4Position> int scoreOf(ExactSolver<P> solver, String moves, BoardShape board) {
        return solver.solveScore(solver.replay(Notation.columns(moves, board.width())), false);
    }
}
