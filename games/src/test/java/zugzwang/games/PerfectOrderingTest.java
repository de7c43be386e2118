package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Reference;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.WindowEvaluation;
import zugzwang.games.mnk.MnkGame;
import zugzwang.games.mnk.MnkWindowEvaluation;

/**
 * Under a perfect move order (an oracle: every node's moves by their exact value, or for a
 * depth-limited search by the children's minimax values at the remaining depth, best for the
 * mover first, ties in the game's order), with the table off, PVS and SCOUT visit no more nodes
 * than alpha-beta, fail-hard or fail-soft. Prints the node counts of every algorithm under the
 * natural, centre-first and perfect orders on fixed position sets (the README's table).
 */
class PerfectOrderingTest {
    private static final MnkGame TTT = MnkGame.ticTacToe();
    private static final Connect4Game C4 = new Connect4Game(Board.STANDARD);
    private static final Connect4Game C4_4X4 = new Connect4Game(Board.of(4, 4));

    /** Every non-terminal reachable position. */
    private static List<GameState> open(Game game) {
        List<GameState> out = new ArrayList<>();
        collect(game.start(), new HashSet<>(), out);
        return out;
    }

    private static void collect(GameState s, Set<Long> seen, List<GameState> out) {
        if (s.isTerminal() || !seen.add(s.key())) {
            return;
        }
        out.add(s.copy());
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            collect(s, seen, out);
            s.undo();
        }
    }

    private static void assertPvsAndScoutNoWorse(GameState p, int depth, Search.Settings settings, String what) {
        long ab = new zugzwang.core.search.AlphaBeta(settings).search(p, depth).nodes();
        long abSoft = new zugzwang.core.search.AlphaBetaFailSoft(settings).search(p, depth).nodes();
        for (String name : new String[] {"pvs", "scout"}) {
            long n = Algorithms.create(name, settings).search(p, depth).nodes();
            assertThat(n).as(name + " vs alphabeta, " + what + " on " + Openings.describe(p)).isLessThanOrEqualTo(ab);
            assertThat(n).as(name + " vs alphabeta-soft, " + what + " on " + Openings.describe(p))
                    .isLessThanOrEqualTo(abSoft);
        }
    }

    @Test
    void ticTacToeExactEveryPosition() {
        for (boolean weak : new boolean[] {false, true}) {
            MoveOrdering perfect = new Reference.Exact(weak).ordering();
            Search.Settings s = Search.Settings.plain().withOrdering(perfect).withWeak(weak);
            for (GameState p : open(TTT)) {
                assertPvsAndScoutNoWorse(p, Search.EXACT, s, "tictactoe exact weak=" + weak);
            }
        }
    }

    @Test
    void connect4x4ExactFromSixStones() {
        Reference.Exact ref = new Reference.Exact(false);
        Search.Settings s = Search.Settings.plain().withOrdering(ref.ordering());
        for (GameState p : Openings.random(C4_4X4, 4, 150, 6, 11, false)) {
            assertPvsAndScoutNoWorse(p, Search.EXACT, s, "connect4 4x4 exact");
        }
    }

    @Test
    void depthLimitedConnect4AndMnk() {
        MnkGame k3 = new MnkGame(4, 4, 3, false);
        Object[][] cases = {
            {C4, new WindowEvaluation(Board.STANDARD), Openings.random(C4, 71, 10, 2, 10, true), 5},
            {C4_4X4, new WindowEvaluation(Board.of(4, 4)), Openings.random(C4_4X4, 72, 30, 0, 6, true), 6},
            {k3, new MnkWindowEvaluation(k3), Openings.random(k3, 73, 10, 0, 4, true), 4},
            {TTT, Evaluation.ZERO, Openings.random(TTT, 74, 10, 0, 3, true), 4},
        };
        for (Object[] c : cases) {
            Evaluation e = (Evaluation) c[1];
            @SuppressWarnings("unchecked")
            List<GameState> positions = (List<GameState>) c[2];
            int maxDepth = (Integer) c[3];
            for (GameState p : positions) {
                for (int depth = 1; depth <= maxDepth; depth++) {
                    MoveOrdering perfect = new Reference.Limited(p, depth, e).ordering();
                    Search.Settings s = Search.Settings.plain().withEvaluation(e).withOrdering(perfect);
                    assertPvsAndScoutNoWorse(p, depth, s, p.game().name() + " depth " + depth);
                }
            }
        }
    }

    // ------------------------------------------------------------------ the table for the README

    private record Set_(String label, List<GameState> positions, int depth, Evaluation evaluation,
                        MoveOrdering centre) {
    }

    /** Sums of nodes over a position set, per algorithm, per order; table off and on. */
    @Test
    void nodesPerAlgorithmAndOrder() {
        List<Set_> sets = List.of(
                new Set_("tic-tac-toe, empty board, exact", List.of(TTT.start()), Search.EXACT, Evaluation.ZERO,
                        TTT.centreFirst()),
                new Set_("tic-tac-toe, all 4,520 non-terminal positions, exact", open(TTT), Search.EXACT,
                        Evaluation.ZERO, TTT.centreFirst()),
                new Set_("connect-4 4x4, 100 random positions of 4-10 stones, exact",
                        Openings.random(C4_4X4, 404, 100, 4, 10, false), Search.EXACT, Evaluation.ZERO,
                        C4_4X4.centreFirst()),
                new Set_("connect-4 7x6, empty board + 9 random openings (2-10 stones), depth 5, window evaluation",
                        Openings.random(C4, 71, 10, 2, 10, true), 5, new WindowEvaluation(Board.STANDARD),
                        C4.centreFirst()));
        StringBuilder out = new StringBuilder();
        Map<String, Long> counts = new LinkedHashMap<>();
        SearchTable shared = new SearchTable(1 << 20);
        for (boolean table : new boolean[] {false, true}) {
            for (Set_ set : sets) {
                Map<String, Function<GameState, MoveOrdering>> orders = new LinkedHashMap<>();
                orders.put("natural", p -> MoveOrdering.NATURAL);
                orders.put("centre-first", p -> set.centre());
                Reference.Exact exact = new Reference.Exact(false);
                orders.put("perfect", p -> set.depth() == Search.EXACT ? exact.ordering()
                        : new Reference.Limited(p, set.depth(), set.evaluation()).ordering());
                out.append("\n").append(set.label()).append(table ? ", table on (1 MiB, cleared before each search)" : ", table off")
                        .append("\n\n| algorithm |");
                orders.keySet().forEach(o -> out.append(' ').append(o).append(" |"));
                out.append("\n|---|").append("---:|".repeat(orders.size())).append('\n');
                for (String name : Algorithms.NAMES) {
                    boolean prunes = !name.equals("minimax") && !name.equals("negamax");
                    if (!table && !prunes && set.label().startsWith("connect-4 4x4")) {
                        out.append("| ").append(name).append(" | (skipped: no pruning, no table) |||\n");
                        continue;
                    }
                    out.append("| ").append(name).append(" |");
                    for (Map.Entry<String, Function<GameState, MoveOrdering>> o : orders.entrySet()) {
                        Function<GameState, MoveOrdering> order = o.getValue();
                        long nodes = 0;
                        for (GameState p : set.positions()) {
                            shared.clear(); // the same as a fresh table
                            Search.Settings s = Search.Settings.plain().withEvaluation(set.evaluation())
                                    .withOrdering(order.apply(p)).withTable(table ? shared : null);
                            SearchResult r = Algorithms.create(name, s).search(p, set.depth());
                            nodes += r.nodes();
                        }
                        out.append(' ').append(String.format("%,d", nodes)).append(" |");
                        counts.put(table + "|" + set.label() + "|" + o.getKey() + "|" + name, nodes);
                    }
                    out.append('\n');
                }
            }
        }
        System.out.println("Nodes per algorithm and move order (sums over each position set)\n" + out);
        for (Set_ set : sets) {
            for (String order : List.of("natural", "centre-first", "perfect")) {
                String off = "false|" + set.label() + "|" + order + "|";
                long ab = counts.get(off + "alphabeta");
                // alpha-beta visits a subset of minimax's tree (where minimax ran)
                if (counts.containsKey(off + "minimax")) {
                    assertThat(ab).as(off).isLessThanOrEqualTo(counts.get(off + "minimax"));
                    assertThat(counts.get(off + "negamax")).as(off).isEqualTo(counts.get(off + "minimax"));
                }
                if (order.equals("perfect")) {
                    assertThat(counts.get(off + "pvs")).as(off).isLessThanOrEqualTo(ab);
                    assertThat(counts.get(off + "scout")).as(off).isLessThanOrEqualTo(ab);
                }
            }
        }
    }
}
