package zugzwang.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The two-word table: exact keys of up to 128 bits, also while threads write and read at once. */
class WideTranspositionTableTest {

    /** A value the table can hold, determined by the key (so that a probe can be checked). */
    private static int valueOf(long lo, long hi, int range) {
        long h = (lo * 0x9E3779B97F4A7C15L) ^ (hi * 0xC2B2AE3D27D4EB4FL);
        return (int) Long.remainderUnsigned(h ^ (h >>> 29), range);
    }

    @ParameterizedTest(name = "{0}-bit keys, {1} bytes")
    @CsvSource({"70, 1048576", "72, 4096", "80, 65536", "128, 1073741824", "100, 8192", "66, 120", "40, 4096"})
    void aProbeFindsItsOwnKeyOrNothing(int keyBits, long bytes) {
        WideTranspositionTable t = new WideTranspositionTable(bytes, keyBits, -40, 40, 16);
        Random rnd = new Random(keyBits * 7919L + bytes);
        List<long[]> keys = new ArrayList<>();
        // keys that share their low word, and keys that share their high word
        for (int i = 0; i < 3000; i++) {
            long lo = i % 3 == 0 ? 12345 : rnd.nextLong();
            long hi = keyBits <= 64 ? 0 : i % 3 == 1 ? 7 : rnd.nextLong() & mask(keyBits - 64);
            if (keyBits < 64) {
                lo &= mask(keyBits);
            }
            keys.add(new long[] {lo, hi});
        }
        int found = 0;
        for (long[] k : keys) {
            int v = valueOf(k[0], k[1], 81) - 40;
            t.store(k[0], k[1], v, v, 1 + (v & 15), 100);
        }
        for (long[] k : keys) {
            long e = t.probe(k[0], k[1]);
            if (e != 0) {
                int v = valueOf(k[0], k[1], 81) - 40;
                assertThat(t.lower(e)).isEqualTo(v);
                assertThat(t.upper(e)).isEqualTo(v);
                assertThat(t.move(e)).isEqualTo(1 + (v & 15));
                found++;
            }
        }
        // the last key stored is always found; in a large table nearly all are
        assertThat(t.probe(keys.get(keys.size() - 1)[0], keys.get(keys.size() - 1)[1])).isNotZero();
        if (bytes >= 1 << 20) {
            assertThat(found).isGreaterThan(2900);
        }
    }

    private static long mask(int bits) {
        return bits >= 64 ? -1L : (1L << bits) - 1;
    }

    /** Keys that differ only in the bits the bucket and the extra bits must tell apart. */
    @Test
    void keysDifferingOnlyAboveTheLowWordAreToldApart() {
        // 3 buckets: the index tells 1 bit, so a 70-bit key keeps 5 extra bits in its entry
        WideTranspositionTable t = new WideTranspositionTable(120, 70, 0, 63, 0);
        for (long hi = 0; hi < 64; hi++) {
            t.store(99, hi, (int) hi, (int) hi, 0, 1);
            long e = t.probe(99, hi);
            assertThat(t.lower(e)).isEqualTo(hi);
            for (long other = 0; other < 64; other++) {
                long o = t.probe(99, other);
                if (other > hi) {
                    assertThat(o).as("hi %d then %d", hi, other).isZero(); // never stored
                } else if (o != 0) {
                    assertThat(t.lower(o)).as("hi %d then %d", hi, other).isEqualTo(other); // its own
                }
            }
        }
    }

    @Test
    void boundsMergeAndGenerationsHideOldEntries() {
        WideTranspositionTable t = new WideTranspositionTable(1 << 16, 100, -10, 10, 7);
        t.store(5, 6, -3, 8, 2, 10);
        t.store(5, 6, 0, 10, 0, 10);
        long e = t.probe(5, 6);
        assertThat(t.lower(e)).isZero();
        assertThat(t.upper(e)).isEqualTo(8);
        assertThat(t.move(e)).isEqualTo(2);
        t.newSearch();
        assertThat(t.probe(5, 6)).isZero();
        t.store(5, 6, 1, 1, 0, 1);
        assertThat(t.lower(t.probe(5, 6))).isEqualTo(1);
        t.clear();
        assertThat(t.probe(5, 6)).isZero();
    }

    @Test
    void budgetsThatCannotHoldATable() {
        assertThatThrownBy(() -> new WideTranspositionTable(100, 70, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
        assertThatThrownBy(() -> new WideTranspositionTable(1 << 20, 129, 0, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1..128");
        // 128-bit keys in a tiny table: 62 extra bits, no room for the data
        assertThat(WideTranspositionTable.fits(4096, 128, -32, 32, 10)).isFalse();
        assertThatThrownBy(() -> new WideTranspositionTable(4096, 128, -32, 32, 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("give it more memory");
        assertThat(WideTranspositionTable.fits(1 << 20, 72, -33, 33, 8)).isTrue();
    }

    /**
     * Two threads store and probe the same few buckets at once: a probe returns nothing or the
     * key's own entry, never the key word of one entry with the data of another.
     */
    @Test
    void threadsNeverSeeATornEntry() throws InterruptedException {
        WideTranspositionTable t = new WideTranspositionTable(200, 72, 0, 200, 0); // 5 buckets
        AtomicLong wrong = new AtomicLong();
        AtomicLong hits = new AtomicLong();
        Runnable hammer = () -> {
            Random rnd = new Random(Thread.currentThread().getId());
            for (int i = 0; i < 2_000_000; i++) {
                long lo = rnd.nextInt(40);
                long hi = rnd.nextInt(3);
                int v = valueOf(lo, hi, 201);
                if ((i & 1) == 0) {
                    t.store(lo, hi, v, v, 0, 1 + rnd.nextInt(1000));
                } else {
                    long e = t.probe(lo, hi);
                    if (e != 0) {
                        hits.incrementAndGet();
                        if (t.lower(e) != v || t.upper(e) != v) {
                            wrong.incrementAndGet();
                        }
                    }
                }
            }
        };
        Thread a = new Thread(hammer);
        Thread b = new Thread(hammer);
        a.start();
        b.start();
        a.join();
        b.join();
        assertThat(hits.get()).isGreaterThan(10_000);
        assertThat(wrong.get()).isZero();
    }
}
