package zugzwang.cli.commands;

import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.GivenOptions;
import zugzwang.cli.shared.RocksSolutionStore;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.Games;
import zugzwang.games.gomoku.GomokuDefinition;
import zugzwang.games.gomoku.GomokuGame;
import zugzwang.games.gomoku.GomokuSolutions;
import zugzwang.cli.shared.BoardOptions;

/**
 * The go-moku options of {@code analyze} and {@code play}: the rule and the solution store (those of
 * {@code solve} are its own). Refused for the other games.
 */
public final class GomokuOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--rule", paramLabel = "RULE",
            description = "gomoku: freestyle (five or more wins, the default) or standard (exactly five).")
    String rule;

    @Option(names = "--store", paramLabel = "DIR",
            description = "gomoku: a solution store written by 'solve --algorithm victoria --store DIR': positions"
                    + " in it are answered from it. connect4 (analyze): the store of a job-level solve"
                    + " ('solve --store DIR'): positions whose exact score it holds are answered from it.")
    Path store;

    /**
     * Refuses these options (and {@code others}) unless the game is go-moku.
     *
     * @throws ParameterException {@code --store is for --game gomoku}
     */
    void refuseUnless(String game, String... others) {
        refuseUnless(game, true, others);
    }

    /** As {@link #refuseUnless(String, String...)}, but {@code --store} is refused only if {@code storeToo}. */
    void refuseUnless(String game, boolean storeToo, String... others) {
        if (GomokuDefinition.NAME.equalsIgnoreCase(game.strip())) {
            return;
        }
        String rest = " is for --game " + GomokuDefinition.NAME;
        GivenOptions.refuse(mixee.commandLine(), rest, storeToo ? new String[] {"--rule", "--store"} : new String[] {"--rule"});
        GivenOptions.refuse(mixee.commandLine(), rest, others);
    }

    /** The game of the board options and {@code --rule}. */
    GomokuGame game(BoardOptions board) {
        try {
            return (GomokuGame) Games.create(GomokuDefinition.NAME, board.given() ? board.width : null,
                    board.given() ? board.height : null, null, false, null, rule).game();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), "--game " + GomokuDefinition.NAME + ": " + e.getMessage());
        }
    }

    /** The store of {@code --store} opened for this game, or null without the option. */
    SolutionStore openStore(GomokuGame game) {
        return open(store, game, mixee.commandLine());
    }

    /**
     * The solution store in {@code dir} opened for this game (its board and rule), or null for no
     * directory.
     *
     * @throws ParameterException {@code --store: ...} for a store of another game, board or rule
     */
    static SolutionStore open(Path dir, GomokuGame game, CommandLine commandLine) {
        if (dir == null) {
            return null;
        }
        try {
            return RocksSolutionStore.open(dir, GomokuSolutions.kind(game.board(), game.rule()));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, "--store: " + e.getMessage());
        }
    }
}
