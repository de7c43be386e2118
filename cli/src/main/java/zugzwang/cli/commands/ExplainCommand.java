package zugzwang.cli.commands;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.BoardOptions;
import zugzwang.cli.shared.EngineOptions;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.cli.shared.VerdictJson;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.cns.CnsLimits;
import zugzwang.games.connect4.cns.CnsResult;
import zugzwang.games.connect4.cns.ConspiracySolver;
import zugzwang.games.connect4.rules.Evaluation;
import zugzwang.games.connect4.rules.Evaluator;

/** {@code zugzwang explain}: VICTOR's rule-based verdict (Allis 1988) with the rules and the plan. */
@Command(name = "explain", sortOptions = false,
        description = {"Explains positions with the nine strategic rules of Allis' VICTOR (1988): a verdict"
                + " without search, the rule set in the thesis' form and a one-sentence plan per rule.",
                "Verdicts: first-wins, first-at-least-draws, second-at-least-draws, second-wins, unknown."
                + " Only boards with an even number of rows are explained (odd: unknown, with the reason).",
                "Positions are the arguments (the argument '' is the empty board) or, without"
                + " arguments, the lines of standard input (an empty line is the empty board).",
                "With --search cns the position is solved by VICTOR's three-level search (Allis 1988 ch. 11):"
                + " depth-first search over conspiracy-number trees whose nodes the rules evaluate; values"
                + " first-wins, draw, second-wins (or a partial value when a budget runs out)."},
        footer = {"", "Output, one block per position (blocks separated by an empty line):",
                "  POSITION (BOARD, SIDE to move, N stones): VERDICT",
                "  reason: ...",
                "  [after MOVE]  the move the verdict starts with, if any",
                "  Claimeven a5 a6: whenever White plays a5, Black answers a6 ...",
                "With --json, one object per line: position, board, verdict, controller, move, reason, rules"
                + " (thesis form), plans, millis.",
                "With --game qubic: POSITION (qubic, SIDE to move, N stones): SIDE wins by a threat sequence"
                + " | no threat sequence found, then one line per threat: the attacker's cell, the cell it"
                + " threatens, the defender's forced reply; the last line the winning cell (--json: position,"
                + " toMove, wins, sequence, dbNodes, millis).",
                "With --search cns: POSITION (BOARD, SIDE to move, N stones): VALUE [move M] nodes N"
                + " evaluations E trees T millis MS; --json: position, board, value, firstWins, secondWins, move,"
                + " nodes, evaluations, trees, millis."})
public final class ExplainCommand implements Callable<Integer> {
    @ParentCommand
    Console main;

    @Mixin
    BoardOptions boardOptions;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "connect4",
            description = "connect4 (default: VICTOR's rules) or qubic (the winning threat sequence of the side to"
                    + " move, found by threat-space search, Allis 1994 ch. 4).")
    String game;

    @Option(names = "--json", description = "One JSON object per position.")
    boolean json;

    @Option(names = "--search", paramLabel = "KIND",
            description = "none (default: the rules alone) or cns (three-level conspiracy-number search).")
    String search = "none";

    @Option(names = "--tree-nodes", paramLabel = "N", description = "Nodes of one conspiracy tree (default: ${DEFAULT-VALUE}).")
    int treeNodes = CnsLimits.DEFAULT_TREE_NODES;

    @Option(names = "--nodes", paramLabel = "N", description = "Tree nodes over the whole search (default: ${DEFAULT-VALUE}).")
    long nodes = CnsLimits.DEFAULT_TOTAL_NODES;

    @Option(names = {"-m", "--memory"}, paramLabel = "SIZE", defaultValue = "256m",
            converter = EngineOptions.MemoryConverter.class,
            description = "Memory for the tree and the search table (default: ${DEFAULT-VALUE}).")
    long memory;

    @Option(names = "--first-only", description = "Ask only the thesis' question: does White win"
            + " (answers first-wins or second-at-least-draws).")
    boolean firstOnly;

    @Spec
    CommandSpec spec;

    /** Whether the option was given on the command line. */
    boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }

    @Parameters(paramLabel = "POSITION", arity = "0..*",
            description = "Move sequences (1-based columns, e.g. 4453), moves in the thesis' squares ('1. d1, d2 2. c1') or diagrams.")
    List<String> positions;

    @Override
    public Integer call() throws Exception {
        if (game.strip().equalsIgnoreCase(zugzwang.games.qubic.QubicDefinition.NAME)) {
            return QubicExplain.run(this);
        }
        if (!game.strip().equalsIgnoreCase("connect4")) {
            throw new ParameterException(spec.commandLine(), "--game: explain knows connect4 and qubic, not '" + game
                    + "'");
        }
        Board board = boardOptions.board();
        if (search.equals("cns")) {
            return cns(board);
        }
        if (!search.equals("none")) {
            throw new ParameterException(spec.commandLine(), "--search must be none or cns, not '" + search + "'");
        }
        Evaluator evaluator = new Evaluator(board);
        PrintWriter out = main.out();
        int[] count = {0};
        int bad = PositionInput.forEach(main, positions, board, (text, position) -> {
            long start = System.nanoTime();
            Evaluation e = evaluator.evaluate(position);
            long nanos = System.nanoTime() - start;
            if (json) {
                out.println(Output.json(VerdictJson.json(text, board, position, e, nanos)));
            } else {
                if (count[0]++ > 0) {
                    out.println();
                }
                out.print(plain(text, board, position, e));
            }
            out.flush();
        });
        return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
    }

    private Integer cns(Board board) throws Exception {
        CnsLimits limits;
        try {
            limits = new CnsLimits(treeNodes, nodes, memory);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        ConspiracySolver solver = new ConspiracySolver(board, limits);
        PrintWriter out = main.out();
        int bad = PositionInput.forEach(main, positions, board, (text, position) -> {
            CnsResult r = solver.solve(position, firstOnly);
            if (json) {
                var o = Output.object();
                o.put("position", text);
                o.put("board", board.toString());
                o.put("value", r.value().label());
                o.put("firstWins", r.firstWins());
                o.put("secondWins", r.secondWins());
                if (r.move() >= 0) {
                    o.put("move", r.move() + 1);
                } else {
                    o.putNull("move");
                }
                o.put("nodes", r.nodes());
                o.put("evaluations", r.evaluations());
                o.put("trees", r.trees());
                o.put("millis", Output.millis(r.nanos()));
                out.println(Output.json(o));
            } else {
                out.println((text.isEmpty() ? "empty board" : text) + " (" + board + ", " + Output.state(position)
                        + ", " + position.moves() + (position.moves() == 1 ? " stone" : " stones") + "): "
                        + r.value().label() + (r.move() >= 0 ? " move " + VerdictJson.moveName(position, r.move())
                        + " (column " + (r.move() + 1) + ")" : "") + " nodes " + r.nodes() + " evaluations "
                        + r.evaluations() + " trees " + r.trees() + " millis " + Output.millis(r.nanos()));
            }
            out.flush();
        });
        return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
    }


    private String plain(String text, Board board, Position position, Evaluation e) {
        String nl = System.lineSeparator();
        StringBuilder sb = new StringBuilder();
        sb.append(text.isEmpty() ? "empty board" : text).append(" (").append(board).append(", ")
                .append(Output.state(position)).append(", ").append(position.moves())
                .append(position.moves() == 1 ? " stone" : " stones").append("): ")
                .append(e.verdict().label()).append(nl);
        sb.append("reason: ").append(e.reason()).append(nl);
        if (e.move() >= 0 && !e.rules().isEmpty()) {
            sb.append("after ").append(VerdictJson.moveName(position, e.move())).append(" (column ").append(e.move() + 1)
                    .append(")").append(nl);
        }
        for (String plan : e.plans()) {
            sb.append(plan).append(nl);
        }
        return sb.toString();
    }
}
