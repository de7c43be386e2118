package zugzwang.cli.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.Progress;
import zugzwang.core.util.MemorySize;
import zugzwang.games.Games;
import zugzwang.core.game.Game;
import zugzwang.games.popout.HandicapEngine;
import zugzwang.games.popout.HandicapOptions;
import zugzwang.games.popout.HandicapResult;
import zugzwang.games.popout.HandicapSearch;
import zugzwang.games.popout.PopOutDefinition;
import zugzwang.games.popout.PopOutGame;
import zugzwang.games.popout.PopOutPosition;
import zugzwang.games.popout.WideHandicapSearch;
import zugzwang.games.popout.WidePopOutGame;

/**
 * {@code solve --game popout --algorithm handicap}: "does the side to move win?" by the thesis'
 * handicapped alpha-beta ({@link HandicapSearch}), with a depth limit and a pop limit, or the
 * smallest depth 1, 3, 5, ... that proves the win when no depth is given. Boards beyond 64 bits
 * are searched by {@link WideHandicapSearch} (the job-level search is of one word).
 *
 * @param <S> the position type of the board's search
 */
final class HandicapSolve<S extends PopOutPosition> {
    /** The default largest depth of the smallest-depth search. */
    static final int DEFAULT_MAX_DEPTH = 61;

    /** What the user asked for. */
    record Settings(int pops, Integer depth, int maxDepth, HandicapOptions options, boolean eachMove, boolean json,
            boolean progress) {
    }

    private final Console main;
    private final Settings settings;
    private final HandicapEngine<S> search;
    private int undecided;
    private int failed;

    /** PopOut's {@code solve --algorithm handicap}: checks its options and runs {@link HandicapSolve}. */
    static final class Algorithm implements SolveAlgorithm {
        @Override
        public String name() {
            return PopOutDefinition.HANDICAP;
        }

        @Override
        public List<String> options() {
            return List.of("--pop-limit", "--depth", "--max-depth", "--no-table", "--no-history",
                    "--no-symmetry", "--no-threats", "--store", "--jobs", "--cluster", "--cutoff", "--split",
                    "--job-log", "--cluster-name", "--bind", "--port", "--each-move");
        }

        @Override
        public String notFor(String game, List<String> owners) {
            return "--algorithm " + name() + " is for --game " + Games.either(owners) + ", not " + game;
        }

        @Override
        public int solve(SolveCommand c) throws Exception {
            c.engineOptions.refuseSolverSwitches("--algorithm handicap");
            c.requireOffered(this);
            if (c.nodes != null) {
                throw c.usage("--nodes is for the proof searches; --algorithm handicap is limited by --depth and"
                        + " --pop-limit");
            }
            if (c.proof != null) {
                throw c.usage("--proof needs a proof search (--algorithm " + SolveCommand.ALGORITHMS + "), not handicap");
            }
            Games.Entry entry = c.entry();
            Game game = entry.game();
            HandicapOptions options;
            try {
                options = new HandicapOptions(c.engineOptions.memory, !c.noTable, !c.noHistory, !c.noSymmetry,
                        !c.noThreats);
            } catch (IllegalArgumentException e) {
                throw c.usage("--memory: " + e.getMessage());
            }
            if (c.depth != null && c.spec.commandLine().getParseResult().hasMatchedOption("--max-depth")) {
                throw c.usage("--max-depth bounds the search for the smallest depth: not with --depth " + c.depth
                        + ", which searches that depth only");
            }
            var settings = new Settings(c.popLimit, c.depth, c.maxDepth, options, c.eachMove, c.query.json,
                    c.query.progress || c.main.terminal());
            if (c.jobLevel()) {
                if (c.query.json) {
                    throw c.usage("--json: the job-level handicapped search writes text lines");
                }
                if (!(game instanceof PopOutGame one)) {
                    throw c.usage("--jobs, --store, --cluster: the job-level handicapped search takes boards of at most"
                            + " 64 bits, not " + c.boardOptions.width + "x" + c.boardOptions.height);
                }
                return HandicapJobSolve.solve(c, one, settings);
            }
            return run(c.main, c.spec.commandLine(), game, c.query.positions, settings);
        }
    }

    private HandicapSolve(Console main, Settings settings, HandicapEngine<S> search) {
        this.main = main;
        this.settings = settings;
        this.search = search;
    }

    /**
     * Checks the settings, makes the search and answers every position.
     *
     * @throws ParameterException (usage) for impossible limits or memory
     */
    static int run(Console main, CommandLine cmd, Game game, List<String> positions, Settings s) throws IOException {
        if (s.pops() < 0) {
            throw new ParameterException(cmd, "--pop-limit must not be negative, not " + s.pops());
        }
        if (s.depth() != null && (s.depth() < 1 || s.depth() > HandicapSearch.MAX_DEPTH)) {
            throw new ParameterException(cmd, "--depth must be between 1 and " + HandicapSearch.MAX_DEPTH + ", not "
                    + s.depth());
        }
        if (s.maxDepth() < 1 || s.maxDepth() > HandicapSearch.MAX_DEPTH) {
            throw new ParameterException(cmd, "--max-depth must be between 1 and " + HandicapSearch.MAX_DEPTH
                    + ", not " + s.maxDepth());
        }
        HandicapEngine<? extends PopOutPosition> search;
        try {
            search = game instanceof PopOutGame one ? new HandicapSearch(one.board(), s.options())
                    : new WideHandicapSearch(((WidePopOutGame) game).board(), s.options());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cmd, "--memory " + MemorySize.format(s.options().memory()) + ": "
                    + e.getMessage());
        } catch (OutOfMemoryError e) {
            throw new ParameterException(cmd, "--memory: not enough memory for a table of "
                    + MemorySize.format(s.options().memory()) + " (the JVM allows "
                    + MemorySize.format(Runtime.getRuntime().maxMemory()) + ")");
        }
        return answerAll(main, positions, game, s, search);
    }

    /** Answers every position with the search (of the game's word size), returning the exit code. */
    private static <S extends PopOutPosition> int answerAll(Console main, List<String> positions, Game game, Settings s,
            HandicapEngine<S> search) throws IOException {
        HandicapSolve<S> solve = new HandicapSolve<>(main, s, search);
        @SuppressWarnings("unchecked") // the game's states are the search's positions
        int bad = PositionInput.forEachState(main, positions, game, (text, state) -> solve.answer(text, (S) state));
        return bad + solve.failed > 0 ? Console.EXIT_FAILURE : solve.undecided > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
    }

    private void answer(String text, S state) {
        String shown = text.isEmpty() ? "''" : text;
        if (!settings.eachMove()) {
            print(shown, state, -1, state);
            return;
        }
        int[] moves = new int[state.game().maxMoves() + 1];
        int n = state.moves(moves);
        if (n == 0) {
            main.error("'" + shown + "': the game is over: no moves for --each-move");
            failed++;
            return;
        }
        for (int i = 0; i < n; i++) {
            print(shown, state, moves[i], state);
        }
    }

    /** One question (the position, or the position after {@code move}) and its line. */
    private void print(String shown, S state, int move, S root) {
        PrintWriter out = main.out();
        String what = shown + (move < 0 ? "" : " after " + state.moveName(move));
        long start = System.nanoTime();
        long i0 = search.interior();
        HandicapResult r;
        long totalInterior;
        long totalTerminal;
        String terminalResult = terminalResult(state, move);
        try (Progress shownProgress = Progress.start(main.err(), settings.progress(), () -> String.format(Locale.ROOT,
                "%s: %.1f M interior nodes, %.0f s", what, (search.interior() - i0) / 1e6,
                (System.nanoTime() - start) / 1e9))) {
            long t0 = search.terminal();
            if (settings.depth() != null) {
                r = move < 0 ? search.search(root, settings.depth(), settings.pops())
                        : search.searchAfter(root, move, settings.depth(), settings.pops());
            } else {
                r = search.smallestDepth(root, move, settings.pops(), settings.maxDepth(), it -> {
                    if (settings.progress()) {
                        main.err().println(String.format(Locale.ROOT, "%s: depth %d: %s, %d interior, %d terminal, %sms",
                                what, it.depth(), it.win() ? "win" : "no win", it.interior(), it.terminal(),
                                Output.millis1(it.nanos())));
                        main.err().flush();
                    }
                });
            }
            totalInterior = search.interior() - i0;
            totalTerminal = search.terminal() - t0;
        }
        long totalNanos = System.nanoTime() - start;
        String result = terminalResult != null ? terminalResult : r.win() ? "win" : "?";
        if (result.equals("?")) {
            undecided++;
        }
        int best = r.bestMove();
        String bestName = move >= 0 || best < 0 ? "-" : state.moveName(best);
        if (settings.json()) {
            var o = Output.object();
            o.put("position", shown.equals("''") ? "" : shown);
            o.put("game", state.game().name());
            o.put("algorithm", "handicap");
            if (move >= 0) {
                o.put("move", state.moveName(move));
            }
            o.put("result", result.equals("?") ? "unknown" : result);
            o.put("popLimit", settings.pops());
            o.put("depth", r.depth());
            o.put("smallestDepth", settings.depth() == null);
            o.put("interior", r.interior());
            o.put("terminal", r.terminal());
            o.put("millis", Output.millis(r.nanos()));
            o.put("totalInterior", totalInterior);
            o.put("totalTerminal", totalTerminal);
            o.put("totalMillis", Output.millis(totalNanos));
            if (bestName.equals("-")) {
                o.putNull("bestMove");
            } else {
                o.put("bestMove", bestName);
            }
            out.println(Output.json(o));
        } else {
            StringBuilder sb = new StringBuilder(shown);
            if (move >= 0) {
                sb.append(" move=").append(state.moveName(move));
            }
            sb.append(' ').append(result);
            if (result.equals("?")) {
                sb.append(" \"no win within ").append(settings.depth() == null ? "any depth up to " : "depth ")
                        .append(r.depth()).append(" and pop limit ").append(settings.pops())
                        .append(": a draw, a loss or a longer win\"");
            }
            sb.append(" pop-limit=").append(settings.pops());
            sb.append(" depth=").append(r.depth());
            if (settings.depth() == null) {
                sb.append(r.win() ? " (smallest)" : " (largest tried)");
            }
            sb.append(" interior=").append(r.interior());
            sb.append(" terminal=").append(r.terminal());
            sb.append(" time=").append(Output.millis1(r.nanos())).append("ms");
            if (settings.depth() == null) {
                sb.append(" total-interior=").append(totalInterior);
                sb.append(" total-time=").append(Output.millis1(totalNanos)).append("ms");
            }
            sb.append(" best=").append(bestName);
            out.println(sb);
        }
        out.flush();
    }

    /**
     * The exact result when the question ends the game at once: the position is over, or
     * {@code move} ends it (a four, a claim, a pop giving the opponent a four); null otherwise.
     */
    static String terminalResult(PopOutPosition state, int move) {
        PopOutPosition s = state;
        if (move >= 0) {
            s = state.copy();
            s.play(move);
            if (!s.isTerminal()) {
                return null;
            }
            int v = -s.value(); // for the side that moved
            return v > 0 ? "win" : v < 0 ? "loss" : "draw";
        }
        if (!s.isTerminal()) {
            return null;
        }
        int v = s.value();
        return v > 0 ? "win" : v < 0 ? "loss" : "draw";
    }
}
