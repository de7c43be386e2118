package zugzwang.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.GameState;

/** The frame: names, settings, arguments, state restored, reuse of a search object. */
class SearchApiTest {

    @Test
    void namesInTableOrder() {
        assertThat(Algorithms.NAMES).containsExactly("minimax", "negamax", "alphabeta", "alphabeta-soft", "pvs",
                "scout", "mtdf", "id");
        for (String name : Algorithms.NAMES) {
            Search s = Algorithms.create(name, Search.Settings.plain());
            assertThat(s.name()).isEqualTo(name);
            assertThat(Algorithms.create(" " + name.toUpperCase() + " ", Search.Settings.plain()).name())
                    .isEqualTo(name);
        }
    }

    @Test
    void palphabetaIsPvs() {
        assertThat(Algorithms.create("palphabeta", Search.Settings.plain()))
                .isInstanceOf(PrincipalVariationSearch.class);
        assertThat(Algorithms.create("PAlphaBeta", Search.Settings.plain()).name()).isEqualTo("pvs");
    }

    @Test
    void unknownNameListsTheKnownOnes() {
        assertThatThrownBy(() -> Algorithms.create("nope", Search.Settings.plain()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'nope'")
                .hasMessageContaining(String.join(", ", Algorithms.NAMES));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    void depthBelowOneIsRefused(int depth) {
        TreeGame g = TreeGame.parseTree("(1,2)");
        for (String name : Algorithms.NAMES) {
            Search s = Algorithms.create(name, Search.Settings.plain());
            assertThatThrownBy(() -> s.search(g.start(), depth))
                    .as(name)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(Integer.toString(depth));
        }
    }

    @Test
    void nullSettingsTakeDefaults() {
        Search.Settings s = new Search.Settings(null, null, null, false);
        assertThat(s.evaluation()).isSameAs(Evaluation.ZERO);
        assertThat(s.ordering()).isSameAs(MoveOrdering.NATURAL);
        assertThat(s).isEqualTo(Search.Settings.plain());
        SearchTable t = new SearchTable(1024);
        Search.Settings w = s.withWeak(true).withTable(t).withEvaluation((st, p) -> 1);
        assertThat(w.weak()).isTrue();
        assertThat(w.table()).isSameAs(t);
        assertThat(w.withOrdering(MoveOrdering.NATURAL).weak()).isTrue();
    }

    @Test
    void searchRestoresTheStateAndCountsNodes() {
        Nim nim = new Nim(2, 3, 2);
        GameState s = nim.start();
        s.play(0);
        long key = s.key();
        for (String name : Algorithms.NAMES) {
            for (int depth : new int[] {1, 3, Search.EXACT}) {
                SearchResult r = Algorithms.create(name, Search.Settings.plain().withTable(new SearchTable(4096)))
                        .search(s, depth);
                assertThat(s.key()).isEqualTo(key);
                assertThat(s.ply()).isEqualTo(1);
                assertThat(r.nodes()).isGreaterThanOrEqualTo(r.leaves()).isPositive();
                assertThat(r.nanos()).isNotNegative();
                assertThat(r.millis()).isEqualTo(r.nanos() / 1e6);
                assertThat(r.depth()).isEqualTo(depth);
            }
        }
    }

    /** One search object, several searches in a row (the buffers and counters are reused). */
    @Test
    void aSearchObjectCanBeReused() {
        Nim nim = new Nim(2, 3, 2);
        Reference.Exact ref = new Reference.Exact(false);
        for (String name : Algorithms.NAMES) {
            Search search = Algorithms.create(name, Search.Settings.plain());
            SearchResult first = search.search(nim.start(), Search.EXACT);
            SearchResult again = search.search(nim.start(), Search.EXACT);
            assertThat(again.nodes()).as(name).isEqualTo(first.nodes());
            assertThat(again.value()).as(name).isEqualTo(first.value()).isEqualTo(ref.value(nim.start()));
        }
    }

    /**
     * A search object first used on a game with few moves also works on a game with more: the
     * move buffers of {@link Search#moves(int)}, reused across searches, are replaced when too
     * small for the new game's {@code maxMoves()} (else {@code state.moves(buffer)} would write
     * past their end).
     */
    @Test
    void aSearchObjectCanBeReusedOnAGameWithMoreMoves() {
        TreeGame small = TreeGame.parseTree("((1,2),(3,4))");      // 2 moves
        Nim large = new Nim(3, 2, 2, 2);                             // up to 6 moves
        for (String name : Algorithms.NAMES) {
            Search search = Algorithms.create(name, Search.Settings.plain());
            search.search(small.start(), Search.EXACT);
            assertThatCode(() -> search.search(large.start(), 2)).as(name).doesNotThrowAnyException();
        }
    }

    /** A table whose every entry is wrong: exact value 99 for every position at every depth. */
    private static SearchTable poisoned(Nim nim) {
        SearchTable t = new SearchTable(1 << 16);
        java.util.ArrayDeque<GameState> todo = new java.util.ArrayDeque<>();
        todo.add(nim.start());
        java.util.Set<Long> seen = new java.util.HashSet<>();
        int[] moves = new int[nim.maxMoves()];
        while (!todo.isEmpty()) {
            GameState s = todo.poll();
            if (!seen.add(s.key())) {
                continue;
            }
            t.store(s.key(), Search.EXACT, 99, 99, -1);
            int n = s.moves(moves);
            for (int i = 0; i < n; i++) {
                GameState c = s.copy();
                c.play(moves[i]);
                todo.add(c);
            }
        }
        return t;
    }

    /** Games whose values depend on history are searched without the table, whatever the settings. */
    @Test
    void noTableForHistoryDependentGames() {
        Nim plain = new Nim(2, 3, 2);
        Nim declared = plain.declaredHistoryDependent();
        int expected = new Reference.Exact(false).value(plain.start());
        for (String name : Algorithms.NAMES) {
            if (name.equals("id")) {
                continue; // iterative deepening stores and probes at depths 1..n, never EXACT
            }
            SearchResult used = Algorithms.create(name, Search.Settings.plain().withTable(poisoned(plain)))
                    .search(plain.start(), Search.EXACT);
            assertThat(used.value()).as(name + ": the poisoned table is used").isNotEqualTo(expected);
            SearchResult ignored = Algorithms.create(name, Search.Settings.plain().withTable(poisoned(declared)))
                    .search(declared.start(), Search.EXACT);
            assertThat(ignored.value()).as(name).isEqualTo(expected);
        }
    }
}
