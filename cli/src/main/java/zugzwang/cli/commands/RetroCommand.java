package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.GameOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.Progress;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.retro.RetroException;
import zugzwang.core.retro.RetroResult;
import zugzwang.core.retro.RetrogradeAnalysis;
import zugzwang.core.util.MemorySize;
import zugzwang.games.Capability;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.mnk.MnkGame;
import zugzwang.games.popout.PopOutGame;
import zugzwang.games.popout.PopOutRetrograde;

/** {@code zugzwang retro}: the strong solution of a small game by retrograde analysis. */
@Command(name = "retro", sortOptions = false,
        description = {"Solves a game strongly by retrograde analysis: the win/draw/loss value of every state"
                + " reachable from the start, counted by value (for the side to move), the start's value and"
                + " the value of every first move.",
                "PopOut uses its own engine (--engine dense, the default for popout): "
                        + PopOutRetrograde.BYTES_PER_SLOT + " bytes per board of a dense index of (2^(h+1)-1)^w"
                        + " boards, about 3.4 bytes per reachable state (boards up to 5x5, 6x4, 4x6, ...).",
                "The game-independent engine (--engine generic, any game): " + RetrogradeAnalysis.BYTES_PER_STATE
                        + " bytes per state and " + RetrogradeAnalysis.BYTES_PER_EDGE + " per move.",
                "A game that does not fit --memory is refused before any work, with the estimate."},
        footer = {"", "Output: the game, states (terminal included), wins, draws and losses for the side to move,"
                + " the start's value (first, second or draw), first moves, memory and time.",
                "With --json one object: game, engine, states, moves, wins, draws, losses, rootValue, firstMoves, bytes,"
                + " enumerateMillis, solveMillis."})
public final class RetroCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions gameOptions;

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "4g",
            converter = EngineOptions.MemoryConverter.class,
            description = "Memory for the analysis (default: ${DEFAULT-VALUE}).")
    long memory;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "dense (PopOut only; its default) or generic (any game; the default for the others).")
    String engine;

    /** The engine chosen: dense or generic. */
    private String engineName;

    @Option(names = "--json", description = "One JSON object.")
    boolean json;

    @Option(names = "--progress",
            description = "Report the states found every 2 s on standard error (default: only on a terminal).")
    boolean progress;

    @Override
    public Integer call() {
        if (spec.commandLine().getParseResult().hasMatchedOption("--repetition")) {
            throw new ParameterException(spec.commandLine(), "--repetition: retrograde analysis values positions, not"
                    + " histories (a cycle of positions is a draw, as a repetition rule makes it): give none");
        }
        Game given = gameOptions.game();
        // positions, not histories: a cycle is a draw, as a repetition rule makes it
        Game game = given instanceof PopOutGame p && p.repetition() != 0 ? new PopOutGame(p.board(), 0) : given;
        boolean hasDense = gameOptions.definition().offers(Capability.RETRO); // PopOut's dense engine
        engineName = engine == null ? (hasDense ? "dense" : "generic") : engine.strip().toLowerCase(Locale.ROOT);
        if (!engineName.equals("dense") && !engineName.equals("generic")) {
            throw new ParameterException(spec.commandLine(), "--engine: unknown engine '" + engine + "': dense or generic");
        }
        if (engineName.equals("dense") && !hasDense) {
            throw new ParameterException(spec.commandLine(), "--engine dense is PopOut's; for " + game.name() + " use generic");
        }
        if (engineName.equals("dense")) {
            return dense((PopOutGame) game);
        }
        Long published = publishedStates(game);
        long bound = published != null ? published : stateBound(game);
        // moves per state: at most maxMoves; with a published count, the mean of the boards we
        // measured (Connect-4 1.9-2.5, PopOut 3.0-3.4) with a margin: 4
        long perState = published != null ? Math.min(4, game.maxMoves()) : game.maxMoves();
        long need = bound == Long.MAX_VALUE ? Long.MAX_VALUE
                : RetrogradeAnalysis.estimate(bound, Math.multiplyHigh(bound, perState) > 0 ? Long.MAX_VALUE / 16
                        : bound * perState);
        if (need > memory || need < 0) {
            throw new ParameterException(spec.commandLine(), game.name()
                    + (bound == Long.MAX_VALUE ? " may have more than 2^63"
                            : (published != null ? " has " : " may have up to ") + String.format(Locale.ROOT, "%,d", bound))
                    + " states: " + (need == Long.MAX_VALUE ? "more than 8 EiB" : "about " + MemorySize.format(need))
                    + " at " + RetrogradeAnalysis.BYTES_PER_STATE + " bytes per state and "
                    + RetrogradeAnalysis.BYTES_PER_EDGE + " per move, more than --memory " + MemorySize.format(memory));
        }
        checkHeap();
        // PopOut's "draw claimed" positions are moves' ends, not states of the published counts
        RetrogradeAnalysis analysis = new RetrogradeAnalysis(memory);
        return analyse(game, n -> String.format(Locale.ROOT, "%,d states", n), progress -> analysis.analyse(game, progress,
                game instanceof PopOutGame ? PopOutGame::isBoardKey : key -> true));
    }

    /**
     * Runs an analysis with progress on standard error ({@code label} tells the count it
     * reports) and prints its result, or one error line.
     */
    private int analyse(Game game, LongFunction<String> label, Function<LongConsumer, RetroResult> analysis) {
        AtomicLong found = new AtomicLong();
        long start = System.nanoTime();
        RetroResult r;
        try (Progress shown = Progress.start(main.err(), progress || main.terminal(), () -> String.format(Locale.ROOT,
                "retro %s: %s, %.0f s", game.name(), label.apply(found.get()), (System.nanoTime() - start) / 1e9))) {
            r = analysis.apply(found::set);
        } catch (RetroException e) {
            main.error(e.getMessage());
            return Console.EXIT_FAILURE;
        } catch (OutOfMemoryError e) {
            main.error("retro " + game.name() + ": out of memory (the JVM allows "
                    + MemorySize.format(Runtime.getRuntime().maxMemory()) + ")");
            return Console.EXIT_FAILURE;
        }
        print(game, r);
        return Console.EXIT_OK;
    }

    private void checkHeap() {
        if (memory > Runtime.getRuntime().maxMemory() + (256L << 20)) {
            throw new ParameterException(spec.commandLine(), "--memory " + MemorySize.format(memory)
                    + " is more than the JVM may use (" + MemorySize.format(Runtime.getRuntime().maxMemory()) + ")");
        }
    }

    /** PopOut by its dense engine ({@link PopOutRetrograde}). */
    private int dense(PopOutGame game) {
        int w = game.board().width();
        int h = game.board().height();
        double slots = PopOutRetrograde.slotsOf(w, h);
        if (slots > Integer.MAX_VALUE - 64) {
            throw new ParameterException(spec.commandLine(), game.name() + " has " + String.format(Locale.ROOT, "%.3g", slots)
                    + " boards in its dense index, more than 2^31: beyond retrograde analysis here (boards up to 5x5, 6x4, 4x6)");
        }
        long need = PopOutRetrograde.bytesFor((long) slots);
        if (need > memory) {
            throw new ParameterException(spec.commandLine(), game.name() + " needs about " + MemorySize.format(need)
                    + String.format(Locale.ROOT, " (%,d boards in the dense index at %s bytes each)", (long) slots,
                    PopOutRetrograde.BYTES_PER_SLOT) + ", more than --memory " + MemorySize.format(memory));
        }
        checkHeap();
        PopOutRetrograde retro = new PopOutRetrograde(game.board(), memory);
        return analyse(game, n -> String.format(Locale.ROOT, retro.propagating() ? "%,d states solved by propagation"
                : "%,d states reached", n), retro::run);
    }

    private void print(Game game, RetroResult r) {
        PrintWriter out = main.out();
        GameState s = game.start();
        if (json) {
            var o = Output.object();
            o.put("game", r.game());
            o.put("engine", engineName);
            o.put("states", r.states());
            o.put("moves", r.moves());
            o.put("wins", r.wins());
            o.put("draws", r.draws());
            o.put("losses", r.losses());
            o.put("rootValue", r.rootWinner());
            var fm = o.putObject("firstMoves");
            for (int j = 0; j < r.firstMoves().length; j++) {
                fm.put(s.moveName(r.firstMoves()[j]), RetroResult.word(r.firstMoveValues()[j]));
            }
            o.put("bytes", r.bytes());
            o.put("enumerateMillis", Output.millis(r.enumerateNanos()));
            o.put("solveMillis", Output.millis(r.solveNanos()));
            out.println(Output.json(o));
        } else {
            out.println(String.format(Locale.ROOT, "retro %s: states=%d wins=%d draws=%d losses=%d (for the side to move)",
                    r.game(), r.states(), r.wins(), r.draws(), r.losses()));
            StringBuilder fm = new StringBuilder();
            for (int j = 0; j < r.firstMoves().length; j++) {
                fm.append(' ').append(s.moveName(r.firstMoves()[j])).append('=').append(RetroResult.word(r.firstMoveValues()[j]));
            }
            out.println("start: " + (r.rootWinner().equals("draw") ? "draw" : r.rootWinner() + " player wins")
                    + "; first moves (for the first player):" + fm);
            out.println(String.format(Locale.ROOT, "moves=%d memory=%s time=%.3fs (enumerate %.3fs, solve %.3fs)",
                    r.moves(), MemorySize.format(r.bytes()), r.seconds(), r.enumerateNanos() / 1e9, r.solveNanos() / 1e9));
        }
        out.flush();
    }

    /**
     * The published number of reachable states (terminal included) of the PopOut thesis' Table 10
     * (seed 000; the Connect-4 column agrees with Tromp's counts), or null.
     */
    static Long publishedStates(Game game) {
        String size;
        boolean popout;
        if (game instanceof Connect4Game c) {
            size = c.board().toString();
            popout = false;
        } else if (game instanceof PopOutGame p) {
            size = p.board().toString();
            popout = true;
        } else {
            return null;
        }
        switch (size) {
            case "4x4": return popout ? 692_427L : 161_029L;
            case "4x5": return popout ? 7_942_028L : 1_706_255L;
            case "5x4": return popout ? 18_531_835L : 3_945_711L;
            case "4x6": return popout ? 82_822_024L : 15_835_683L;
            case "5x5": return popout ? 359_220_338L : 69_763_700L;
            case "6x4": return popout ? 486_534_361L : 94_910_577L;
            default: return null;
        }
    }

    /**
     * The boards of Connect-4 with as many x stones as o stones, or one more (stones resting on
     * stones, wins ignored): an upper bound of the reachable states (the side to move follows from
     * the counts). By dynamic programming over the columns on d = x - o: a column of k stones with
     * j of them x contributes C(k, j) fillings and shifts d by 2j - k.
     */
    static double connect4Boards(int width, int height) {
        int span = width * height;
        double[] ways = new double[2 * span + 1]; // ways[d + span]
        ways[span] = 1;
        for (int c = 0; c < width; c++) {
            double[] next = new double[ways.length];
            for (int d = 0; d < ways.length; d++) {
                if (ways[d] == 0) {
                    continue;
                }
                for (int k = 0; k <= height; k++) {
                    double binom = 1;
                    for (int j = 0; j <= k; j++) {
                        int e = d + 2 * j - k;
                        if (e >= 0 && e < next.length) {
                            next[e] += ways[d] * binom;
                        }
                        binom = binom * (k - j) / (j + 1);
                    }
                }
            }
            ways = next;
        }
        return ways[span] + ways[span + 1];
    }

    /**
     * An upper bound of the reachable states, or {@link Long#MAX_VALUE}: for Connect-4 the
     * balanced boards ({@link #connect4Boards}); for m,n,k boards 3^cells.
     */
    static long stateBound(Game game) {
        double b;
        if (game instanceof Connect4Game c) {
            b = connect4Boards(c.board().width(), c.board().height());
        } else if (game instanceof PopOutGame p) {
            // each column 0..h disks of two colours (the side to move follows from the parity),
            // plus the boards after a draw claim (full boards)
            int w = p.board().width();
            int h = p.board().height();
            b = Math.pow(Math.pow(2, h + 1) - 1, w) + Math.pow(2, w * h);
        } else if (game instanceof MnkGame m) {
            b = Math.pow(3, m.cells());
        } else {
            return Long.MAX_VALUE;
        }
        return b >= 9e18 ? Long.MAX_VALUE : (long) Math.ceil(b);
    }
}
