package zugzwang.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;

/**
 * A game with transpositions (Nim with a take limit), where the tables matter: every algorithm,
 * with and without a table (large, and tiny so that entries are replaced all the time), strong
 * and weak, exact and depth-limited, on every position reachable in a few games; MTD(f) from any
 * first guess; iterative deepening.
 */
class NimTest {
    private static final Nim[] GAMES = {new Nim(2, 3, 2, 2), new Nim(3, 4, 3), new Nim(1, 2, 2, 2, 1)};

    /** Every position reachable from the start (as move lists), each once. */
    private static List<GameState> reachable(Nim nim) {
        List<GameState> out = new ArrayList<>();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        collect(nim.start(), seen, out);
        return out;
    }

    private static void collect(GameState s, java.util.Set<Long> seen, List<GameState> out) {
        if (!seen.add(s.key())) {
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

    @Test
    void exactOnEveryPosition() {
        SearchTable big = new SearchTable(1 << 16);
        SearchTable tiny = new SearchTable(2 * SearchTable.ENTRY_BYTES);
        for (Nim nim : GAMES) {
            List<GameState> positions = reachable(nim);
            assertThat(positions.size()).isGreaterThan(20);
            for (boolean weak : new boolean[] {false, true}) {
                Reference.Exact ref = new Reference.Exact(weak);
                for (GameState p : positions) {
                    int expected = ref.value(p);
                    for (SearchTable table : new SearchTable[] {null, big, tiny}) {
                        for (String name : Algorithms.NAMES) {
                            if (table != null) {
                                table.clear();
                            }
                            Search.Settings s = Search.Settings.plain().withWeak(weak).withTable(table)
                                    .withEvaluation(Nim.evaluation());
                            SearchResult r = Algorithms.create(name, s).search(p, Search.EXACT);
                            String what = name + " " + nim.name() + " " + p + " weak=" + weak + " table="
                                    + (table == null ? 0 : table.capacity());
                            assertThat(r.value()).as(what).isEqualTo(expected);
                            if (p.isTerminal()) {
                                assertThat(r.bestMove()).as(what).isEqualTo(-1);
                            } else {
                                assertThat(ref.valueOf(p, r.bestMove())).as(what + " best move").isEqualTo(expected);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void depthLimitedFromTheStart() {
        SearchTable big = new SearchTable(1 << 16);
        SearchTable tiny = new SearchTable(2 * SearchTable.ENTRY_BYTES);
        for (Nim nim : GAMES) {
            GameState root = nim.start();
            root.play(0);
            for (int depth = 1; depth <= 6; depth++) {
                Reference.Limited ref = new Reference.Limited(root, depth, Nim.evaluation());
                int expected = ref.value(root);
                for (SearchTable table : new SearchTable[] {null, big, tiny}) {
                    for (String name : Algorithms.NAMES) {
                        if (table != null) {
                            table.clear();
                        }
                        Search.Settings s = Search.Settings.plain().withTable(table).withEvaluation(Nim.evaluation());
                        SearchResult r = Algorithms.create(name, s).search(root, depth);
                        String what = name + " " + nim.name() + " depth " + depth;
                        assertThat(r.value()).as(what).isEqualTo(expected);
                        assertThat(ref.valueOf(root, r.bestMove())).as(what + " best move").isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    void mtdfFromAnyFirstGuess() {
        for (Nim nim : GAMES) {
            GameState root = nim.start();
            int exact = new Reference.Exact(false).value(root);
            int[] guesses = {0, exact, exact - 1, exact + 1, -nim.maxValue(), nim.maxValue(), 1000, -1000};
            for (int g : guesses) {
                for (SearchTable table : new SearchTable[] {null, new SearchTable(1 << 14)}) {
                    SearchResult r = new MtdF(Search.Settings.plain().withTable(table), g).search(root, Search.EXACT);
                    assertThat(r.value()).as(nim.name() + " guess " + g).isEqualTo(exact);
                    assertThat(new Reference.Exact(false).valueOf(root, r.bestMove())).isEqualTo(exact);
                }
                SearchResult w = new MtdF(Search.Settings.plain().withWeak(true), g).search(root, Search.EXACT);
                assertThat(w.value()).isEqualTo(Integer.signum(exact));
                for (int depth = 1; depth <= 4; depth++) {
                    int limited = new Reference.Limited(root, depth, Nim.evaluation()).value(root);
                    SearchResult d = new MtdF(Search.Settings.plain().withEvaluation(Nim.evaluation())
                            .withTable(new SearchTable(1 << 14)), g).search(root, depth);
                    assertThat(d.value()).as(nim.name() + " depth " + depth + " guess " + g).isEqualTo(limited);
                }
            }
        }
    }

    /** A first guess equal to the value needs two passes (one fails high, one fails low). */
    @Test
    void mtdfWithTheRightGuessNeedsFewerNodes() {
        Nim nim = GAMES[1];
        GameState root = nim.start();
        int exact = new Reference.Exact(false).value(root);
        long right = new MtdF(Search.Settings.plain().withTable(new SearchTable(1 << 14)), exact)
                .search(root, Search.EXACT).nodes();
        long far = new MtdF(Search.Settings.plain().withTable(new SearchTable(1 << 14)), exact + 5)
                .search(root, Search.EXACT).nodes();
        assertThat(right).isLessThanOrEqualTo(far);
    }

    @Test
    void tablesSaveNodes() {
        for (Nim nim : GAMES) {
            for (String name : Algorithms.NAMES) {
                long without = Algorithms.create(name, Search.Settings.plain()).search(nim.start(), Search.EXACT).nodes();
                long with = Algorithms.create(name, Search.Settings.plain().withTable(new SearchTable(1 << 16)))
                        .search(nim.start(), Search.EXACT).nodes();
                assertThat(with).as(name + " " + nim.name()).isLessThanOrEqualTo(without);
            }
        }
    }

    /**
     * The same root searched again with the table of the first search (not cleared): the root is
     * now found in the table; value and best move stay right. (Safe because the root, hence the
     * root player, is the same: see the report on reusing a table across roots.)
     */
    @Test
    void searchingAgainWithTheFilledTable() {
        for (Nim nim : GAMES) {
            GameState root = nim.start();
            Reference.Exact ref = new Reference.Exact(false);
            int expected = ref.value(root);
            for (String name : Algorithms.NAMES) {
                for (int depth : new int[] {3, Search.EXACT}) {
                    SearchTable t = new SearchTable(1 << 16);
                    Search search = Algorithms.create(name, Search.Settings.plain().withTable(t)
                            .withEvaluation(Nim.evaluation()));
                    SearchResult first = search.search(root, depth);
                    SearchResult second = search.search(root, depth);
                    assertThat(second.value()).as(name).isEqualTo(first.value());
                    if (depth == Search.EXACT) {
                        assertThat(second.value()).isEqualTo(expected);
                        assertThat(ref.valueOf(root, second.bestMove())).as(name + " best move").isEqualTo(expected);
                    } else {
                        Reference.Limited lim = new Reference.Limited(root, depth, Nim.evaluation());
                        assertThat(second.value()).isEqualTo(lim.value(root));
                        assertThat(lim.valueOf(root, second.bestMove())).as(name + " best move")
                                .isEqualTo(lim.value(root));
                    }
                }
            }
        }
    }
}
