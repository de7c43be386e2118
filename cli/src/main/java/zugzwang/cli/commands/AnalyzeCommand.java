package zugzwang.cli.commands;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.BoardOptions;
import zugzwang.cli.shared.BookOptions;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.QueryOptions;
import zugzwang.games.connect4.Connect4Definition;
import zugzwang.games.Capability;

/** {@code zugzwang analyze}: the score of every column of positions. */
@Command(name = "analyze", sortOptions = false,
        description = {"Scores every column of positions: the score the side to move gets by playing"
                + " there (its own point of view; - marks a column that cannot be played).",
                "Positions are the arguments (the argument '' is the empty board) or, without"
                + " arguments, the lines of standard input (an empty line is the empty board)."},
        footer = {"", "Output, one block per position (blocks separated by an empty line):",
                "  4453 (7x6, x to move, 4 stones)",
                "  column   1   2   3   4   5   6   7",
                "  score   -4  -3  -2  -2  -3  -4  -5",
                "With --json, one object per line: position, board, weak, moves (column \"1\".. -> score"
                + " or null), nodes, millis."})
public final class AnalyzeCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    BoardOptions boardOptions;

    @Mixin
    EngineOptions engineOptions;

    @Mixin
    BookOptions bookOptions;

    @Mixin
    QueryOptions query;

    @Mixin
    GameChoice game;

    @Mixin
    GomokuOptions gomoku;

    @picocli.CommandLine.Option(names = "--nodes", paramLabel = "N",
            description = "gomoku: Victoria's node budget for each move (default: "
                    + GomokuAnalysis.DEFAULT_NODES + "; 0: threat-space searches only).")
    Long nodes;

    @Override
    public Integer call() throws Exception {
        // connect4 reads --store too: a job-level solve's store
        gomoku.refuseUnless(game.name, !Connect4Definition.NAME.equalsIgnoreCase(game.name.strip()), "--nodes");
        return game.offering(Capability.ANALYZE).analyze(this);
    }
}

