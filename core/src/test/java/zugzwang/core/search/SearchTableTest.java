package zugzwang.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SearchTableTest {

    @ParameterizedTest(name = "{0} bytes -> {1} entries")
    @CsvSource({
        "24, 1",
        "47, 1",
        "48, 2",
        "95, 3",   // 3 entries fit, a power of two below: 2
        "1024, 32",
        "1048576, 32768",
    })
    void capacityIsTheLargestPowerOfTwoWithinTheBudget(long bytes, long fit) {
        long expected = Long.highestOneBit(fit);
        if (bytes == 95) {
            expected = 2;
        }
        SearchTable t = new SearchTable(bytes);
        assertThat((long) t.capacity()).isEqualTo(expected);
        assertThat(Integer.bitCount(t.capacity())).isEqualTo(1);
        assertThat((long) t.capacity() * SearchTable.ENTRY_BYTES).isLessThanOrEqualTo(bytes);
        assertThat((long) t.capacity() * 2 * SearchTable.ENTRY_BYTES).isGreaterThan(bytes);
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 23, -1, Long.MIN_VALUE})
    void tooSmallBudgetThrows(long bytes) {
        assertThatThrownBy(() -> new SearchTable(bytes))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too small");
    }

    @Test
    void tooLargeBudgetThrows() {
        assertThatThrownBy(() -> new SearchTable((long) SearchTable.ENTRY_BYTES << 29))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too large");
        assertThatThrownBy(() -> new SearchTable(Long.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void storeThenFind() {
        SearchTable t = new SearchTable(1 << 20);
        assertThat(t.find(42)).isEqualTo(-1);
        t.store(42, 5, -3, 7, 2);
        int slot = t.find(42);
        assertThat(slot).isNotNegative();
        assertThat(t.lower(slot)).isEqualTo(-3);
        assertThat(t.upper(slot)).isEqualTo(7);
        assertThat(t.depth(slot)).isEqualTo(5);
        assertThat(t.move(slot)).isEqualTo(2);
        assertThat(t.find(43)).isEqualTo(-1);
        t.clear();
        assertThat(t.find(42)).isEqualTo(-1);
    }

    @Test
    void keysAreStoredInFull() {
        // with one entry every key shares the slot: only the last one is found
        SearchTable t = new SearchTable(SearchTable.ENTRY_BYTES);
        t.store(0, 1, 0, 0, 0);
        t.store(-1L, 1, 5, 5, 1);
        assertThat(t.find(0)).isEqualTo(-1);
        assertThat(t.lower(t.find(-1L))).isEqualTo(5);
        // key 0 is not found in an empty table (no false hit on the zero-initialised arrays)
        assertThat(new SearchTable(1024).find(0)).isEqualTo(-1);
    }

    @Test
    void boundsIntersectAtEqualDepth() {
        SearchTable t = new SearchTable(1024);
        t.store(9, 4, 2, Search.INFINITY, 1);        // >= 2, move 1
        t.store(9, 4, -Search.INFINITY, 6, -1);      // <= 6, no move: the move is kept
        int s = t.find(9);
        assertThat(t.lower(s)).isEqualTo(2);
        assertThat(t.upper(s)).isEqualTo(6);
        assertThat(t.move(s)).isEqualTo(1);
        t.store(9, 4, 4, Search.INFINITY, 3);        // >= 4, move 3
        s = t.find(9);
        assertThat(t.lower(s)).isEqualTo(4);
        assertThat(t.upper(s)).isEqualTo(6);
        assertThat(t.move(s)).isEqualTo(3);
        t.store(9, 4, 1, 5, -1);                     // a looser lower bound does not loosen
        s = t.find(9);
        assertThat(t.lower(s)).isEqualTo(4);
        assertThat(t.upper(s)).isEqualTo(5);
    }

    @Test
    void deeperResultsAreKept() {
        SearchTable t = new SearchTable(1024);
        t.store(9, 6, 1, 1, 2);
        t.store(9, 3, -5, -5, 0);                     // shallower: ignored
        int s = t.find(9);
        assertThat(t.depth(s)).isEqualTo(6);
        assertThat(t.lower(s)).isEqualTo(1);
        assertThat(t.move(s)).isEqualTo(2);
        t.store(9, 7, -Search.INFINITY, 0, -1);       // deeper: replaces, bounds not intersected
        s = t.find(9);
        assertThat(t.depth(s)).isEqualTo(7);
        assertThat(t.lower(s)).isEqualTo(-Search.INFINITY);
        assertThat(t.upper(s)).isEqualTo(0);
        assertThat(t.move(s)).isEqualTo(-1);
        t.store(9, Search.EXACT, 3, 3, 1);            // exact searches are the deepest
        t.store(9, 100, 0, 0, 0);
        s = t.find(9);
        assertThat(t.depth(s)).isEqualTo(Search.EXACT);
        assertThat(t.lower(s)).isEqualTo(3);
    }

    @Test
    void anotherKeyInTheSlotIsReplacedWhateverItsDepth() {
        SearchTable t = new SearchTable(SearchTable.ENTRY_BYTES);
        t.store(1, Search.EXACT, 1, 1, 1);
        t.store(2, 1, 0, 0, 0);
        assertThat(t.find(1)).isEqualTo(-1);
        assertThat(t.depth(t.find(2))).isEqualTo(1);
    }

    /** Random stores against a map model of the documented rules (one slot per key). */
    @Test
    void behavesLikeItsModelForDistinctSlots() {
        SearchTable t = new SearchTable(1 << 22);
        Map<Long, int[]> model = new HashMap<>(); // lo, hi, depth, move
        Random rnd = new Random(5);
        long[] keys = new long[64];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rnd.nextLong();
        }
        java.util.Set<Integer> slots = new java.util.HashSet<>();
        for (long k : keys) {
            t.store(k, 1, 0, 0, 0);
            slots.add(t.find(k));
        }
        assertThat(slots).hasSize(keys.length).doesNotContain(-1); // the model needs one slot per key
        t.clear();
        for (int step = 0; step < 20_000; step++) {
            long key = keys[rnd.nextInt(keys.length)];
            int depth = 1 + rnd.nextInt(4);
            int a = rnd.nextInt(21) - 10;
            int b = a + rnd.nextInt(5);
            int move = rnd.nextInt(4) - 1;
            t.store(key, depth, a, b, move);
            int[] e = model.get(key);
            if (e == null || depth > e[2]) {
                model.put(key, new int[] {a, b, depth, move});
            } else if (depth == e[2]) {
                model.put(key, new int[] {Math.max(a, e[0]), Math.min(b, e[1]), depth, move >= 0 ? move : e[3]});
            }
        }
        for (Map.Entry<Long, int[]> e : model.entrySet()) {
            int s = t.find(e.getKey());
            assertThat(new int[] {t.lower(s), t.upper(s), t.depth(s), t.move(s)}).isEqualTo(e.getValue());
        }
    }
}
