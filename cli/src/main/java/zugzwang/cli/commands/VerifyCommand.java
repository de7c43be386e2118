package zugzwang.cli.commands;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.GivenOptions;
import zugzwang.cli.shared.Progress;
import zugzwang.core.proof.StrategyVerdict;
import zugzwang.core.proof.StrategyVerifier;
import zugzwang.games.Games;
import zugzwang.games.gomoku.GomokuProofVerifier;

/**
 * {@code zugzwang verify}: checks a strategy file (a proof written by {@code solve --proof}) with
 * the rules of its game only, no search.
 */
@Command(name = "verify", sortOptions = false,
        description = {"Checks a proof: a strategy file written by 'solve --proof' (format: docs/proof-format.md;"
                + " go-moku's binary files are recognised by their first bytes).",
                "The file's replies are played against every defence with the plain rules of the game (no"
                + " search code); every line of play must end with the attacker's goal achieved."},
        footer = {"", "Output: 'valid: N lines; ... positions' (exit 0), or 'invalid: <the first hole>' naming the"
                + " line or the moves from the root that lead to it (exit 1)."})
public final class VerifyCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1", description = "The strategy file (gzip-compressed or not).")
    Path file;

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "1g",
            converter = zugzwang.cli.shared.EngineOptions.MemoryConverter.class,
            description = "Memory for the verifier's tables, about 200 bytes a strategy line (default: ${DEFAULT-VALUE};"
                    + " the launcher gives the JVM as much).")
    long memory;

    @Option(names = "--progress", description = "Go-moku proofs: a progress line on standard error (shown anyway on a terminal).")
    boolean progress;

    @Option(names = "--per-depth",
            description = "Go-moku proofs: also print black's moves in the proof by depth (stones on the board).")
    boolean perDepth;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new ParameterException(spec.commandLine(), file + ": " + (Files.isDirectory(file)
                    ? "a directory, not a proof" : "no such file"));
        }
        if (!Files.isReadable(file)) {
            throw new ParameterException(spec.commandLine(), file + ": cannot read it");
        }
        if (GomokuProofVerifier.isGomokuProof(file)) {
            GomokuProofVerifier verifier = new GomokuProofVerifier();
            long start = System.nanoTime();
            GomokuProofVerifier.Verdict g;
            try (Progress shown = Progress.start(main.err(), progress || main.terminal(), () -> String.format(
                    java.util.Locale.ROOT, "verifying %s: %,d tokens, %.0f s", file, verifier.tokensRead(),
                    (System.nanoTime() - start) / 1e9))) {
                g = verifier.verify(file);
            }
            main.out().println(g.summary());
            if (g.valid() && perDepth) {
                long[] d = g.perDepth();
                for (int i = 0; i < d.length; i++) {
                    if (d[i] > 0) {
                        main.out().println("depth " + i + ": " + d[i] + " black moves");
                    }
                }
            }
            main.out().flush();
            return g.valid() ? Console.EXIT_OK : Console.EXIT_FAILURE;
        }
        GivenOptions.refuse(spec.commandLine(), " is for go-moku proofs; " + file + " is not one", "--progress",
                "--per-depth");
        StrategyVerdict v = new StrategyVerifier().verify(file, Games::byName);
        if (v.valid()) {
            main.out().println(v.summary());
            main.out().flush();
            return Console.EXIT_OK;
        }
        main.out().println(v.summary() + (v.hole().startsWith("the strategy is too large to hold in memory")
                ? " (give it more with --memory)" : ""));
        main.out().flush();
        return Console.EXIT_FAILURE;
    }
}
