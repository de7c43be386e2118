package zugzwang.cli.commands;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.BoardOptions;
import zugzwang.cli.shared.ClusterOptionGroup;
import zugzwang.cli.shared.BookOptions;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.OutputFile;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.core.game.Game;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.ProofSearches;
import zugzwang.games.GameDefinition;
import zugzwang.games.Games;

/** {@code zugzwang solve}: score, best moves and a principal variation of positions. */
@Command(name = "solve", sortOptions = false,
        description = {"Solves positions: the score for the side to move, every best move and a principal"
                + " variation (a game of perfect play to its end).",
                "Positions are the arguments (the argument '' is the empty board) or, without"
                + " arguments, the lines of standard input (an empty line is the empty board)."},
        footer = {"", "Output, one line per position:",
                "  POSITION SCORE best=COLUMNS pv=MOVES nodes=N time=MILLISms",
                "With --json, one object per line: position, board, weak, score, result, bestMoves, pv,"
                + " nodes, millis.",
                "With --algorithm " + "pn, pn2, dfpn or alphabeta (any --game), one line per position:",
                "  POSITION VALUE RESULT proved=\"CLAIM\" best=MOVE algorithm=A questions=Q created=N"
                + " expanded=N max-tree=N time=MILLISms",
                "VALUE is 1 (win), 0 (draw), -1 (loss) for the side to move, found by asking 'does it win?'"
                + " then 'does it at least draw?'; CLAIM is what the last question proved. A search stopped by"
                + " --nodes or --memory prints '?' and exit code 3.",
                "With --algorithm handicap (popout), one line per position (per move with --each-move):",
                "  POSITION [move=M] win|?|loss|draw pop-limit=P depth=D interior=N terminal=N time=MILLISms best=MOVE",
                "'?' (exit code 3): no win within the limits: a draw, a loss or a longer win. Without --depth the"
                + " smallest depth 1, 3, 5, ... that wins is searched (each iteration reported with --progress), and"
                + " the line adds total-interior= and total-time= of all iterations.",
                "With --game qubic (its solver, the default): POSITION VALUE RESULT best=CELL algorithm=solver"
                + " jobs=J nodes=N time=MILLISms; '?' (exit code 3) when the budgets end first.",
                "A bad position is reported on standard error (naming its argument or line); the others"
                + " are still solved, and the exit code is 1."})
public final class SolveCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Mixin
    BookOptions bookOptions;

    @Mixin
    QueryOptions query;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "connect4",
            description = "The game: ${bundle:game.names} (default: ${DEFAULT-VALUE}); other games than"
                    + " ${bundle:game.names.solver} are solved by a proof search (--algorithm).")
    String game;

    @Option(names = "--repetition", paramLabel = "N",
            description = "popout: a draw at the first recurrence of a position (2, default) or the second (3).")
    Integer repetition;

    @Option(names = "--rule", paramLabel = "RULE",
            description = "gomoku: freestyle (five or more in a row wins; default) or standard (exactly five).")
    String rule;

    @Option(names = "--k", paramLabel = "K", description = "mnk: stones in a line that win (default 3).")
    Integer k;

    @Option(names = "--gravity", description = "mnk: moves are columns and stones drop (connect4 always has gravity).")
    boolean gravity;

    @Option(names = "--algorithm", paramLabel = "NAME",
            description = "solver (connect4's exact solver: scores, best moves, PV; the default for connect4), a"
                    + " search over the game API giving win/draw/loss: pn, pn2, dfpn, alphabeta (default for other"
                    + " games: dfpn), handicap (popout: does the side to move win within --depth plies and"
                    + " --pop-limit non-winning pops?), or victoria (gomoku: does black win? Victoria's PN search"
                    + " in jobs, with --store).")
    String algorithm;

    @Option(names = "--nodes", paramLabel = "N",
            description = "Proof searches: stop undecided after creating N nodes (default: no limit). The job-level"
                    + " solvers of qubic and gomoku: the nodes of the largest job (a position that needs more is split; default: by --memory).")
    Long nodes;

    @Option(names = "--proof", paramLabel = "FILE",
            description = "Write a proof of the value to FILE, a strategy file that 'verify' checks (one position"
                    + " only; a proof search, dfpn unless --algorithm says otherwise; qubic and gomoku: their solvers,"
                    + " gomoku's file binary; gzip-compressed if FILE ends in .gz).")
    java.nio.file.Path proof;

    @Option(names = "--store", paramLabel = "DIR",
            description = "gomoku --algorithm victoria, and connect4's job-level solve: the solution store, a directory"
                    + " (made if missing): every proof (every decided position) is kept there at once; a run started"
                    + " again with it goes on where it stopped.")
    java.nio.file.Path store;

    @Option(names = "--jobs", description = "connect4: the job-level solve on local threads (--threads workers, each"
            + " with its share of --memory): the exact score by two-valued searches whose positions --cutoff plies deep"
            + " are jobs; implied by --store and --cluster. popout --algorithm handicap --depth D: the handicapped"
            + " question as jobs (a tree: positions repeat).")
    boolean jobs;

    @Option(names = "--cluster", paramLabel = "HOST:PORT,...",
            description = "connect4, popout --algorithm handicap: the job-level solve on the workers of this cluster"
                    + " (zugzwang worker); this process"
                    + " joins it as the coordinator.")
    String clusterMembers;

    @Option(names = "--cutoff", paramLabel = "PLIES",
            description = "The job-level solve: plies below the position where positions become jobs (default: "
                    + Connect4JobSolve.DEFAULT_CUTOFF + ").")
    Integer cutoff;

    @Option(names = "--split", paramLabel = "MS",
            description = "The job-level solve: a job that ran this long while a worker idles is split into its"
                    + " children (0: never; default: " + Connect4JobSolve.DEFAULT_SPLIT_MILLIS + "). Go-moku"
                    + " (victoria): a job still open after MS of its thread's CPU time is stopped and its"
                    + " position split at once (default 0: never).")
    Long splitMillis;

    @Option(names = "--no-weak-pn",
            description = "Go-moku (victoria): a position the largest job missed is split at once, without one"
                    + " more job of that size counting white's replies' proof numbers the weak way (to measure what"
                    + " that costs and saves).")
    boolean noWeakPn;

    @Option(names = "--no-weak-growth",
            description = "Go-moku (victoria): a job that missed grows counting white's replies' proof numbers by"
                    + " the sum, and the largest job's retry the weak way (the default, since 2026-12-06: grown jobs"
                    + " weak, the retry by the sum; to measure what that costs and saves).")
    boolean noWeakGrowth;

    @Option(names = "--no-near-miss",
            description = "Go-moku (victoria): a largest job that missed near a proof (its root's proof number at"
                    + " most 50) goes to the retry or the split as any other, not on to 4 times its budget first (the"
                    + " default since 2026-12-07; to measure what that costs and saves).")
    boolean noNearMiss;

    @Option(names = "--no-last-chance",
            description = "Go-moku (victoria): a black position whose candidates all failed fails at once, without"
                    + " one last larger job (to measure what the last chance costs and saves).")
    boolean noLastChance;

    @Option(names = "--job-log", paramLabel = "FILE",
            description = "The job-level solve: one CSV line per job in FILE (its question, times, answer or"
                    + " 'cancelled'), written as the answers come; 'zugzwang replay FILE' projects the run onto more"
                    + " workers.")
    java.nio.file.Path jobLog;

    @Mixin
    ClusterOptionGroup cluster;

    @Option(names = "--pop-limit", paramLabel = "P", defaultValue = "0",
            description = "handicap: non-winning pops the side to move may make (default: ${DEFAULT-VALUE}).")
    int popLimit;

    @Option(names = "--depth", paramLabel = "D",
            description = "handicap: the side to move must win within D plies (default: the smallest of 1, 3, 5, ..."
                    + " that proves the win, up to --max-depth).")
    Integer depth;

    @Option(names = "--max-depth", paramLabel = "D", defaultValue = "" + HandicapSolve.DEFAULT_MAX_DEPTH,
            description = "handicap without --depth: the largest depth tried (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(names = "--each-move", description = "handicap: answer for every legal move of each position whether the"
            + " side to move wins after it; connect4-3d: the value of every move of one position, one at a time.")
    boolean eachMove;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "connect4-3d --each-move: record every finished move in FILE at once, and skip the moves it"
                    + " already holds (a run can be stopped at any moment and started again).")
    java.nio.file.Path resume;

    @Option(names = "--limit", paramLabel = "SECONDS",
            description = "connect4-3d --each-move: give up a move after this long (it is tried again by a later run).")
    Double limit;

    @Option(names = "--no-table", description = "handicap: no transposition table (to measure it).")
    boolean noTable;

    @Option(names = "--no-history", description = "handicap: no history heuristic; moves left to right, drops first.")
    boolean noHistory;

    @Option(names = "--no-symmetry", description = "handicap: no mirror symmetry.")
    boolean noSymmetry;

    @Option(names = "--no-threats", description = "handicap: no threat ordering (the thesis' configuration).")
    boolean noThreats;

    /** The proof searches, as named in messages (the help text names them literally). */
    static final String ALGORITHMS = String.join(", ", ProofSearches.NAMES);
    /** The proof search of games without a specialised solver, and of --proof. */
    static final String PROOF_SEARCH = "dfpn";

    /** How to run the game of --game; empty for a name of no game. */
    private Optional<GameCommands> own;

    @Override
    public Integer call() throws Exception {
        own = CliGames.find(game);
        if (repetition != null || rule != null || k != null || gravity) {
            entry(); // a game's own solver reads its board itself: refuse a rule or k it has not here
        }
        // the game's own solver by default, with --proof only if it writes proofs (qubic's does)
        Optional<String> solver = own.flatMap(c -> c.definition().solver());
        boolean solverProves = solver.flatMap(n -> own.flatMap(c -> c.solveAlgorithm(n)))
                .map(SolveAlgorithm::writesProofs).orElse(false);
        String algo = algorithm != null ? algorithm.strip().toLowerCase(Locale.ROOT)
                : proof == null || solverProves ? solver.orElse(PROOF_SEARCH) : PROOF_SEARCH;
        Optional<SolveAlgorithm> special = own.flatMap(c -> c.solveAlgorithm(algo))
                .or(() -> CliGames.solveAlgorithm(algo));
        List<String> allowed = special.map(SolveAlgorithm::options).orElse(List.of());
        // an option of another game's algorithm (even one of the same name) is refused, not ignored
        Class<?> chosen = special.<Class<?>>map(Object::getClass).orElse(null);
        for (GameCommands g : CliGames.ALL) {
            for (SolveAlgorithm other : g.solveAlgorithms()) {
                if (other.getClass() == chosen) {
                    continue;
                }
                for (String o : other.options()) {
                    if (!allowed.contains(o) && spec.commandLine().getParseResult().hasMatchedOption(o)) {
                        throw usage(o + " is for --algorithm " + other.name()
                                + (other.name().equals(algo) ? " of --game " + g.definition().names().get(0) : "")
                                + (algorithm == null && proof != null ? " (--proof takes --algorithm " + algo + ")" : ""));
                    }
                }
            }
        }
        return special.isPresent() ? special.get().solve(this) : proofSearch(algo);
    }

    /**
     * Refuses a specialised algorithm that the game of --game does not have, with the algorithm's
     * message.
     *
     * @throws ParameterException (a usage error)
     */
    void requireOffered(SolveAlgorithm a) {
        if (own.flatMap(c -> c.solveAlgorithm(a.name())).isEmpty()) {
            throw usage(a.notFor(game, CliGames.owners(a.name())));
        }
    }

    /** The game of the options (--game, the board, --k, --gravity, --repetition, --rule). */
    Games.Entry entry() {
        try {
            return Games.create(game, boardOptions.given() ? boardOptions.width : null,
                    boardOptions.given() ? boardOptions.height : null, k, gravity, repetition, rule);
        } catch (IllegalArgumentException e) {
            throw usage("--game " + game + ": " + e.getMessage());
        }
    }

    ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /**
     * The games' default solvers as the message of an unknown algorithm lists them, each with a
     * comma after it: {@code solver (connect4), }.
     */
    private static String solvers() {
        Map<String, List<String>> games = new LinkedHashMap<>();
        for (GameDefinition d : Games.DEFINITIONS) {
            d.solver().ifPresent(s -> games.computeIfAbsent(s, x -> new ArrayList<>()).addAll(d.names()));
        }
        StringBuilder sb = new StringBuilder();
        games.forEach((s, names) -> sb.append(s).append(" (").append(String.join(", ", names)).append("), "));
        return sb.toString();
    }

    /** Whether a job-level solve was asked for (--jobs, --store, --cluster or one of its settings). */
    boolean jobLevel() {
        return jobs || store != null || clusterMembers != null || cutoff != null || splitMillis != null || jobLog != null
                || ClusterOptionGroup.given(spec.commandLine());
    }

    /** Win / draw / loss by a proof search over the game API, for any game. */
    private int proofSearch(String algo) throws Exception {
        engineOptions.refuseSolverSwitches("--algorithm " + algo);
        if (!ProofSearches.NAMES.contains(algo)) {
            throw usage("--algorithm: unknown algorithm '" + algorithm + "': " + solvers() + ALGORITHMS);
        }
        ProofLimits limits = engineOptions.proofLimits(nodes);
        Games.Entry entry = entry();
        Game g = entry.game();
        if (proof != null) {
            if (query.positions == null || query.positions.size() != 1) {
                throw usage("--proof writes the proof of one position: give exactly one");
            }
            String bad = OutputFile.problem("--proof", proof);
            if (bad != null) {
                throw usage(bad);
            }
        }
        ProofSearch search = ProofSearches.create(algo, limits, entry.centreFirst());
        int[] undecided = {0};
        boolean progress = query.progress || main.terminal();
        int bad = PositionInput.forEachState(main, query.positions, g, (text, state) -> {
            Integer value = ProofSolve.solve(main, search, text, state, query.json, progress);
            if (value == null) {
                undecided[0]++;
            } else if (proof != null) {
                ProofSolve.writeProof(main, g, text, state, value, limits, proof, progress);
            }
        });
        return bad > 0 ? Console.EXIT_FAILURE : undecided[0] > 0 ? Console.EXIT_UNDECIDED : Console.EXIT_OK;
    }
}
