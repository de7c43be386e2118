package zugzwang.cli.commands;

import java.io.PrintWriter;
import picocli.CommandLine.ParameterException;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.PositionInput;
import zugzwang.games.qubic.Qubic;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicThreatSpace;

/**
 * {@code explain --game qubic}: does the side to move win by a sequence of threats (Allis 1994,
 * §4.2–4.3)? The sequence threat-space search finds, one threat a line — the attacker's cell, the
 * cell of the line he then threatens to complete, the defender's forced reply — then the winning
 * cell. {@code --nodes} is the db-search's node budget.
 */
final class QubicExplain {
    /** The db-search budget unless --nodes says otherwise: ample for the sequences of real games. */
    static final long DEFAULT_NODES = 20_000;
    private static final String[] SIDES = {"first", "second"};

    private QubicExplain() {
    }

    static int run(ExplainCommand c) throws Exception {
        for (String o : new String[] {"--search", "--tree-nodes", "--memory", "--first-only", "--width", "--height"}) {
            if (c.given(o)) {
                throw new ParameterException(c.spec.commandLine(), o + " is for connect4's explain, not qubic");
            }
        }
        long budget = c.given("--nodes") ? c.nodes : DEFAULT_NODES;
        if (budget < 1) {
            throw new ParameterException(c.spec.commandLine(), "--nodes must be at least 1, not " + budget);
        }
        PrintWriter out = c.main.out();
        int[] count = {0};
        int bad = PositionInput.forEachParsed(c.main, c.positions, QubicNotation::parse, (text, p) -> {
            long start = System.nanoTime();
            QubicThreatSpace.Result r = p.isOver() ? null : new QubicThreatSpace(p.current(), p.opponent()).search(budget);
            long nanos = System.nanoTime() - start;
            String shown = text.isEmpty() ? "''" : text;
            String side = SIDES[p.player()];
            if (c.json) {
                var o = Output.object();
                o.put("position", text);
                o.put("toMove", side);
                o.put("wins", r != null && r.wins());
                var seq = o.putArray("sequence");
                if (r != null && r.wins()) {
                    for (int m : r.sequence()) {
                        seq.add(m);
                    }
                }
                o.put("dbNodes", r == null ? 0 : r.search().nodeCount());
                o.put("millis", Output.millis(nanos));
                out.println(Output.json(o));
                out.flush();
                return;
            }
            if (count[0]++ > 0) {
                out.println();
            }
            String head = shown + " (qubic, " + side + " to move, " + p.stones() + " stones): ";
            if (r == null) {
                out.println(head + "the game is over");
            } else if (!r.wins()) {
                out.println(head + "no winning threat sequence within " + budget + " db-search nodes ("
                        + r.search().nodeCount() + " searched)");
            } else {
                out.print(plain(head, side, p, r));
            }
            out.flush();
        });
        return bad == 0 ? Console.EXIT_OK : Console.EXIT_FAILURE;
    }

    /** The sequence, a threat a line, with the cells each threat threatens. */
    private static String plain(String head, String side, QubicPosition position, QubicThreatSpace.Result r) {
        int[] seq = r.sequence();
        StringBuilder sb = new StringBuilder(head).append(side).append(" wins by a threat sequence of ")
                .append(seq.length / 2).append(seq.length / 2 == 1 ? " threat" : " threats").append('\n');
        long[] threatened = r.threatened(position.current(), position.opponent());
        long mine = position.current();
        long theirs = position.opponent();
        for (int i = 0; i + 1 < seq.length; i += 2) {
            sb.append("  ").append(i / 2 + 1).append(". ").append(seq[i]).append(" threatens ")
                    .append(QubicNotation.cells(threatened[i / 2])).append("; forced reply ").append(seq[i + 1]).append('\n');
            mine |= 1L << seq[i];
            theirs |= 1L << seq[i + 1];
        }
        long open = Qubic.threats(mine, ~(mine | theirs));
        sb.append("  then ").append(seq[seq.length - 1]).append(" completes a line")
                .append(Long.bitCount(open) > 1 ? " (of " + Long.bitCount(open) + " threats, " + QubicNotation.cells(open) + ")" : "")
                .append('\n');
        return sb.toString();
    }
}
