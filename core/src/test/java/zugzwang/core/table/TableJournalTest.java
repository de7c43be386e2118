package zugzwang.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TableJournalTest {

    @Test
    void packedBoundsAndMoveRoundTrip() {
        Random rnd = new Random(7);
        for (int i = 0; i < 10_000; i++) {
            int lower = rnd.nextInt(1 << 20) - (1 << 19);
            int upper = rnd.nextInt(1 << 20) - (1 << 19);
            int move = rnd.nextInt(1 << 16);
            long p = TableJournal.pack(lower, upper, move);
            assertThat(TableJournal.lower(p)).isEqualTo(lower);
            assertThat(TableJournal.upper(p)).isEqualTo(upper);
            assertThat(TableJournal.move(p)).isEqualTo(move);
        }
    }

    /**
     * Only searches of at least the journal's size are kept; a key stored several times is sent
     * once, with the intersection of its bounds; another table that stores the drained entries
     * answers those keys with the same bounds as the first.
     */
    @Test
    void keepsLargeSearchesMergedPerKeyAndAnotherTableTakesThemIn() {
        TranspositionTable a = new TranspositionTable(1 << 20, 40, -20, 20, 7);
        TableJournal j = new TableJournal(1000);
        a.journal(j);
        assertThat(a.journal()).isSameAs(j);
        Random rnd = new Random(11);
        Map<Long, int[]> large = new HashMap<>(); // key -> lower, upper (intersected)
        for (int i = 0; i < 5000; i++) {
            long key = rnd.nextInt(2000) * 1_000_003L; // repeats: keys are stored again
            int lo = rnd.nextInt(21) - 20;
            int hi = rnd.nextInt(21);
            int move = 1 + rnd.nextInt(7);
            long nodes = rnd.nextBoolean() ? 999 : 1000 + rnd.nextInt(100_000);
            a.store(key, lo, hi, move, nodes);
            if (nodes >= 1000) {
                large.merge(key, new int[] {lo, hi}, (x, y) -> new int[] {Math.max(x[0], y[0]), Math.min(x[1], y[1])});
            }
        }
        long[] drained = j.drain();
        assertThat(drained.length).isEqualTo(large.size() * TableJournal.LONGS);
        assertThat(j.drain()).isEmpty();

        TranspositionTable b = new TranspositionTable(1 << 20, 40, -20, 20, 7);
        TableJournal jb = new TableJournal(1);
        b.journal(jb);
        TableJournal.storeAll(b, drained);
        assertThat(jb.drain()).as("what b took in is not sent back").isEmpty();
        for (Map.Entry<Long, int[]> e : large.entrySet()) {
            long entry = b.probe(e.getKey());
            assertThat(entry).as("key %d", e.getKey()).isNotZero();
            assertThat(b.lower(entry)).isEqualTo(e.getValue()[0]);
            assertThat(b.upper(entry)).isEqualTo(e.getValue()[1]);
            assertThat(b.move(entry)).isBetween(1, 7);
        }
        for (int i = 0; i < drained.length; i += TableJournal.LONGS) {
            assertThat(drained[i + 1]).isGreaterThanOrEqualTo(1000);
        }
    }

    @Test
    void stoppedJournalKeepsNothingAndBadInputIsRefused() {
        TranspositionTable a = new TranspositionTable(1 << 16, 30, -5, 5, 3);
        TableJournal j = new TableJournal(1);
        a.journal(j);
        a.store(5, -1, 1, 2, 10);
        a.journal(null);
        a.store(6, -1, 1, 2, 10);
        assertThat(j.drain()).hasSize(TableJournal.LONGS).startsWith(5L);
        assertThatThrownBy(() -> new TableJournal(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TableJournal.storeAll(a, new long[4])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("4 longs");
    }

    /** A journal never drained (a job of hours) stops at its cap by keeping only larger searches. */
    @Test
    void aFullJournalKeepsTheLargerSearches() {
        TranspositionTable a = new TranspositionTable(1 << 16, 40, -5, 5, 3);
        TableJournal j = new TableJournal(100);
        a.journal(j);
        int n = TableJournal.MAX_ENTRIES + 1000;
        for (int i = 0; i < n; i++) {
            a.store(i, -1, 1, 1, 100 + (i % 1000)); // sizes 100..1099
        }
        assertThat(j.minNodes()).isGreaterThanOrEqualTo(200);
        long[] drained = j.drain();
        assertThat(drained.length / TableJournal.LONGS).isGreaterThan(1000).isLessThanOrEqualTo(TableJournal.MAX_ENTRIES);
        for (int i = 0; i < drained.length; i += TableJournal.LONGS) {
            assertThat(drained[i + 1]).isGreaterThanOrEqualTo(j.minNodes());
        }
    }
}
