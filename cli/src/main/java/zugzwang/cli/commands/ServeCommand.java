package zugzwang.cli.commands;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.serve.ApiServer;
import zugzwang.cli.serve.ServedGames;
import zugzwang.cli.shared.BookOptions;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.GameHelp;
import zugzwang.cli.shared.RocksSolutionStore;
import zugzwang.core.util.MemorySize;
import zugzwang.games.connect4.Board;
import zugzwang.games.gomoku.GomokuDefinition;

/** {@code zugzwang serve}: the JSON API and the web page on http://127.0.0.1:PORT/. */
@Command(name = "serve", sortOptions = false, resourceBundle = GameHelp.NAME,
        description = {"Serves the web page and the JSON API on 127.0.0.1 until stopped (Ctrl-C):",
                "  GET /api/analyze, /api/solve, /api/explain with game (${bundle:game.names.served}), w, h, pos, weak"
                + " (gomoku: rule).",
                "Requests run on --threads workers (each with its own solver and --memory / --threads of"
                + " table; Connect-4's also searches with the idle workers' cores); one that takes longer than"
                + " --time-limit is answered 503 with what it found, one whose client has gone is cancelled."},
        footer = {"", "Prints one line, zugzwang: serving on http://127.0.0.1:PORT/ (the real port with --port 0)."})
public final class ServeCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "The port (0: any free one; default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "256m",
            converter = EngineOptions.MemoryConverter.class,
            description = "Table memory over all workers, e.g. 256m, 1g (default: ${DEFAULT-VALUE}).")
    long memory;

    @Option(names = {"-t", "--threads"}, paramLabel = "N", defaultValue = "2",
            description = "Workers: requests computed at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "30",
            description = "The most a request may take (default: ${DEFAULT-VALUE}).")
    long timeLimit;

    @Option(names = "--store", paramLabel = "DIR",
            description = "A solution store: go-moku's, written by 'solve --game gomoku --algorithm victoria --store DIR',"
                    + " or a Connect-4 board's, written by 'solve --store DIR' (the job-level solve): positions of its"
                    + " game and board whose values it holds are answered from it.")
    Path store;

    @Mixin
    BookOptions bookOptions;

    @Override
    public Integer call() throws Exception {
        ApiServer server = start();
        main.out().println("zugzwang: serving on http://127.0.0.1:" + server.port() + "/");
        main.out().flush();
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        new CountDownLatch(1).await(); // serve until the JVM is stopped
        return Console.EXIT_OK;
    }

    /**
     * Checks the options and starts the server (tests call this and close the server).
     *
     * @throws ParameterException for impossible options
     */
    public ApiServer start() {
        if (port < 0 || port > 65535) {
            throw usage("--port must be between 0 and 65535, not " + port);
        }
        EngineOptions.requireThreads(spec.commandLine(), threads);
        if (timeLimit < 1) {
            throw usage("--time-limit must be at least 1 second, not " + timeLimit);
        }
        for (ServedGames.ServedGame served : ServedGames.ALL) {
            try {
                served.checkMemory().accept(memory / threads);
            } catch (IllegalArgumentException e) {
                throw usage("--memory " + MemorySize.format(memory) + " over " + threads + " threads: "
                        + e.getMessage());
            }
        }
        bookOptions.forAnyBoard(Board.STANDARD); // a bad --book is a usage error now, not on a request
        RocksSolutionStore opened = null;
        if (store != null) {
            try {
                opened = RocksSolutionStore.openExisting(store);
            } catch (IllegalArgumentException e) {
                throw usage("--store: " + e.getMessage());
            }
            if (!opened.kind().startsWith(GomokuDefinition.NAME + " ") && !opened.kind().startsWith("connect4 ")) {
                String kind = opened.kind();
                opened.close();
                throw usage("--store: store " + store + " holds " + kind + ", not go-moku or Connect-4 positions");
            }
        }
        try {
            return new ApiServer(port, memory, threads, timeLimit, bookOptions::forAnyBoard, opened);
        } catch (RuntimeException e) {
            if (opened != null) {
                opened.close();
            }
            throw usage("--port " + port + ": cannot serve: " + Console.oneLine(String.valueOf(e.getMessage())));
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
