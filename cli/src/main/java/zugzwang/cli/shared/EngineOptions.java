package zugzwang.cli.shared;

import java.util.List;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;
import zugzwang.core.util.MemorySize;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.ExactSolver;
import zugzwang.games.connect4.solver.WideSolver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * {@code --memory} and {@code --threads}: the solver's table budget and search threads; and the
 * switches of the search enhancements, for measuring them (scores never change), and
 * {@code --rules[=N]}: VICTOR's rules as static bounds in the search.
 */
public final class EngineOptions {
    /** More search threads than this is surely a typo (each thread has tables of its own). */
    public static final int MAX_THREADS = 256;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "256m",
            converter = MemoryConverter.class,
            description = "Transposition table size, e.g. 64m, 1g, 1.5GiB (default: ${DEFAULT-VALUE}).")
    public long memory;

    @Option(names = {"-t", "--threads"}, paramLabel = "N",
            description = "Search threads (default: the number of cores, here ${DEFAULT-VALUE}).")
    public int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--symmetry-plies", paramLabel = "N",
            description = "Identify mirror images in the table up to N stones (0: off; default: ${DEFAULT-VALUE}).")
    int symmetryPlies = SolverOptions.DEFAULT_SYMMETRY_PLIES;

    @Option(names = "--no-follow-up", negatable = false,
            description = "Switch off the Claimeven/follow-up bound (to measure what it saves).")
    boolean noFollowUp;

    @Option(names = "--no-etc", negatable = false,
            description = "Switch off enhanced transposition cutoffs (to measure what they save).")
    boolean noEtc;

    @Option(names = "--no-collapse", negatable = false,
            description = "Search a node with one move (a forced parry) as a node of its own, with a table entry"
                    + " (to measure what passing it through to its child saves).")
    boolean noCollapse;

    @Option(names = "--no-odd-threat", negatable = false,
            description = "Switch off the odd-threat bound (the opponent's threat in a column with an odd number of"
                    + " empty cells, Allis' rule in follow-up form; to measure what it saves).")
    boolean noOddThreat;

    @Option(names = "--no-defer", negatable = false,
            description = "With several threads, do not defer moves another thread is searching"
                    + " (ABDADA's rule near the root; to measure what it saves); the threads then run root tests of"
                    + " their own instead of one together.")
    boolean noDefer;

    /**
     * Stones up to which the rules are asked when {@code --rules} is given without a value: 64,
     * every node (no board has more cells); the work threshold alone picks the nodes.
     */
    public static final int DEFAULT_RULES_STONES = 64;

    @Option(names = "--rules", paramLabel = "N", arity = "0..1", fallbackValue = "" + DEFAULT_RULES_STONES,
            preprocessor = RulesValueAttached.class,
            description = "Ask VICTOR's strategic rules for a bound on the score at nodes with at most N stones"
                    + " (without a value: every node, subject to --rules-work; boards with an even number of rows"
                    + " only). Scores never change, only the effort.")
    public Integer rules;

    @Option(names = "--rules-work", paramLabel = "NODES",
            description = "With --rules: ask the rules at a node only after NODES nodes were searched below it"
                    + " without a cut (0: at once; default: " + SolverOptions.DEFAULT_RULES_WORK + "). A call costs"
                    + " as much as some thousand nodes.")
    Long rulesWork;

    /**
     * {@code --rules} takes a value only when attached ({@code --rules=N}): {@code solve --rules
     * 4453} solves 4453 with the rules rather than the empty board with N = 4453.
     */
    static final class RulesValueAttached implements IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec argSpec, Map<String, Object> info) {
            if (" ".equals(info.get("separator"))) { // nothing attached: the next argument is not ours
                argSpec.setValue(DEFAULT_RULES_STONES);
                return true; // done, picocli consumes nothing
            }
            return false; // "--rules=N": picocli converts N as usual
        }
    }

    /** {@code --rules-work}, or its default. */
    public long rulesWork() {
        return rulesWork == null ? SolverOptions.DEFAULT_RULES_WORK : rulesWork;
    }

    /**
     * The budgets of a proof search: {@code --nodes} (null: none) and {@code --memory}.
     *
     * @throws ParameterException (a usage error) for a node limit below 1 or too little memory
     */
    public zugzwang.core.proof.ProofLimits proofLimits(Long nodes) {
        if (nodes != null && nodes < 1) {
            throw new ParameterException(mixee.commandLine(), "--nodes must be at least 1, not " + nodes);
        }
        try {
            return new zugzwang.core.proof.ProofLimits(nodes == null ? Long.MAX_VALUE : nodes, memory);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), "--memory: " + e.getMessage());
        }
    }

    /** Parses sizes with {@link MemorySize#parse}; zero is refused here, not in the solver. */
    public static final class MemoryConverter implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            long bytes;
            try {
                bytes = MemorySize.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
            if (bytes < 1) {
                throw new TypeConversionException("memory size '" + value + "' must be more than zero");
            }
            return bytes;
        }
    }

    /**
     * A solver for the board with these settings; the caller closes it.
     *
     * @throws ParameterException (a usage error) if the settings are impossible: too many or too
     *                            few threads, a table too small or too large for the board, or
     *                            more memory than the JVM has
     */
    public Solver solver(Board board) {
        SolverOptions options = solverOptions();
        return make(board.toString(), () -> new Solver(board, options));
    }

    /**
     * A two-word solver ({@link WideSolver}: boards beyond 64 bits) with these settings; the
     * caller closes it. VICTOR's rules are for one-word boards only: {@code --rules} is refused.
     *
     * @throws ParameterException as {@link #solver}
     */
    public WideSolver wideSolver(WideBoard board) {
        SolverOptions options = solverOptions();
        if (rules != null) {
            throw new ParameterException(mixee.commandLine(), "--rules: VICTOR's rules work on boards of"
                    + " at most 64 bits, not on " + board);
        }
        return make(board.toString(), () -> new WideSolver(board, options));
    }

    /**
     * A solver of the board's word size ({@link #solver} or {@link #wideSolver}); the caller
     * closes it.
     *
     * @throws ParameterException as they do
     */
    public ExactSolver<?> solver(BoardShape board) {
        return board instanceof Board one ? solver(one) : wideSolver((WideBoard) board);
    }

    /** The switches of Connect-4's exact solver: every option of this group but the memory and threads. */
    public static final List<String> SOLVER_SWITCHES = List.of("--symmetry-plies", "--no-follow-up", "--no-etc",
            "--no-collapse", "--no-odd-threat", "--no-defer", "--rules", "--rules-work");

    /**
     * Refuses the switches of Connect-4's exact solver ({@link #SOLVER_SWITCHES}) on a path where
     * none runs in this process: given, they would be ignored.
     *
     * @param where        what runs instead, for the message (e.g. "--game qubic")
     * @param alsoRefused  other options of the command that this path does not read either
     * @throws ParameterException (a usage error) naming the first option given
     */
    public void refuseSolverSwitches(String where, String... alsoRefused) {
        GivenOptions.refuse(mixee.commandLine(), " is a switch of Connect-4's exact solver, not for " + where,
                SOLVER_SWITCHES.toArray(String[]::new));
        GivenOptions.refuse(mixee.commandLine(), " is not for " + where, alsoRefused);
    }

    /**
     * Refuses a thread count outside 1 to {@link #MAX_THREADS}: every command that takes
     * {@code --threads} says the same.
     *
     * @throws ParameterException (a usage error)
     */
    public static void requireThreads(picocli.CommandLine commandLine, int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new ParameterException(commandLine, "--threads must be between 1 and " + MAX_THREADS + ", not " + threads);
        }
    }

    /** The solver settings of the options, checked. */
    private SolverOptions solverOptions() {
        requireThreads(mixee.commandLine(), threads);
        if (symmetryPlies < 0) {
            throw new ParameterException(mixee.commandLine(), "--symmetry-plies must not be negative");
        }
        if (rules != null && rules < 0) {
            throw new ParameterException(mixee.commandLine(), "--rules must not be negative, not " + rules);
        }
        if (rulesWork != null && rules == null) {
            throw new ParameterException(mixee.commandLine(), "--rules-work needs --rules");
        }
        if (rulesWork != null && rulesWork < 0) {
            throw new ParameterException(mixee.commandLine(), "--rules-work must not be negative, not " + rulesWork);
        }
        return SolverOptions.defaults().withMemory(memory).withThreads(threads)
                .withSymmetryPlies(symmetryPlies).withFollowUp(!noFollowUp).withEtc(!noEtc)
                .withDeferBusy(!noDefer).withCollapse(!noCollapse).withOddThreat(!noOddThreat).withRules(rules == null ? -1 : rules, rulesWork());
    }

    /** Builds a solver, a table that does not fit the board or the JVM being a usage error. */
    private <T> T make(String board, java.util.function.Supplier<T> factory) {
        try {
            return factory.get();
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ParameterException(mixee.commandLine(), "--memory " + MemorySize.format(memory)
                    + " (board " + board + "): " + e.getMessage());
        } catch (OutOfMemoryError e) {
            throw new ParameterException(mixee.commandLine(), "--memory: not enough memory for a table of "
                    + MemorySize.format(memory) + " (the JVM allows "
                    + MemorySize.format(Runtime.getRuntime().maxMemory()) + ")");
        }
    }
}
