package zugzwang.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.util.Primes;

class TranspositionTableTest {

    /** A random key of {@code bits} significant bits (any long, negatives included, for 64). */
    private static long randomKey(Random rnd, int bits) {
        long k = rnd.nextLong();
        return bits == 64 ? k : k >>> (64 - bits);
    }

    private static long buckets(TranspositionTable t) {
        return t.capacity() / 2;
    }

    private static int floorLog2(long n) {
        return 63 - Long.numberOfLeadingZeros(n);
    }

    // ------------------------------------------------------------------ round trip

    @ParameterizedTest(name = "{0}-bit keys, {1} bytes, values {2}..{3}, moves 0..{4}")
    @CsvSource({
        "20, 1048576, -10, 10, 4",     // 4x4 Connect-4
        "49, 4194304, -23, 23, 7",     // 7x6
        "63, 75497472, -29, 29, 9",    // 9x6 (64 MiB is just too small, see budgets test)
        "64, 1048576, -3, 3, 3",       // full 64-bit keys in a small table: few value bits
        "64, 142606336, -30, 30, 8",   // 8x7 (needs just over 128 MiB)
    })
    void storeThenProbeRoundTrip(int keyBits, long bytes, int min, int max, int maxMove) {
        TranspositionTable t = new TranspositionTable(bytes, keyBits, min, max, maxMove);
        assertThat(t.minValue()).isEqualTo(min);
        assertThat(t.maxValue()).isEqualTo(max);
        assertThat(t.bytes()).isLessThanOrEqualTo(bytes).isEqualTo(t.capacity() * 8);
        Random rnd = new Random(keyBits * 1000L + maxMove);
        int n = 200_000;
        Set<Long> used = new HashSet<>();
        List<long[]> stored = new ArrayList<>(); // key, lower, upper, move, nodes
        boolean sawNegative = false;
        while (stored.size() < n) {
            long key = randomKey(rnd, keyBits);
            if (!used.add(key)) {
                continue;
            }
            sawNegative |= key < 0;
            int a = min + rnd.nextInt(max - min + 1);
            int b = min + rnd.nextInt(max - min + 1);
            int lower = Math.min(a, b);
            int upper = Math.max(a, b);
            int move = rnd.nextInt(maxMove + 1);
            long nodes = 1L << rnd.nextInt(40);
            t.store(key, lower, upper, move, nodes);
            long e = t.probe(key);
            assertThat(e).as("key %x just stored", key).isNotZero();
            assertThat(t.lower(e)).isEqualTo(lower);
            assertThat(t.upper(e)).isEqualTo(upper);
            assertThat(t.move(e)).isEqualTo(move);
            assertThat(t.work(e)).isEqualTo(Math.min(31, floorLog2(nodes)));
            stored.add(new long[] {key, lower, upper, move});
        }
        assertThat(sawNegative).isEqualTo(keyBits == 64);
        // later: every key is either gone or still has exactly its own values
        int found = 0;
        for (long[] s : stored) {
            long e = t.probe(s[0]);
            if (e != 0) {
                found++;
                assertThat(new long[] {t.lower(e), t.upper(e), t.move(e)}).as("key %x", s[0])
                        .containsExactly(s[1], s[2], s[3]);
            }
        }
        assertThat(found).isGreaterThanOrEqualTo((int) Math.min(n, t.capacity()) / 3);
    }

    @Test
    void workIsTheLogOfTheNodes() {
        TranspositionTable t = new TranspositionTable(1 << 16, 20, -5, 5, 7);
        long[][] cases = {{0, 0}, {1, 0}, {2, 1}, {3, 1}, {1000, 9}, {1024, 10}, {1L << 31, 31}, {1L << 40, 31}};
        for (int i = 0; i < cases.length; i++) {
            t.store(i, 0, 0, 0, cases[i][0]);
            assertThat(t.work(t.probe(i))).as("nodes %d", cases[i][0]).isEqualTo((int) cases[i][1]);
        }
    }

    // ------------------------------------------------------------------ no false hits

    /**
     * A probe never returns the entry of another key: fill small tables with random keys, then
     * probe keys never stored, including keys in the same bucket and keys with the same stored
     * fragment as a stored key (the Chinese-remainder guarantee).
     */
    @ParameterizedTest(name = "{0}-bit keys, {1} bytes")
    @CsvSource({
        "20, 4096, -10, 10, 4",
        "20, 48, -10, 10, 4",
        "20, 112, -10, 10, 4",
        "49, 4096, -23, 23, 7",
        "49, 65536, -23, 23, 7",
        "64, 1048576, -3, 3, 3",
    })
    void probeNeverReturnsAnotherKeysEntry(int keyBits, long bytes, int min, int max, int maxMove) {
        TranspositionTable t = new TranspositionTable(bytes, keyBits, min, max, maxMove);
        long b = buckets(t);
        int fragmentBits = Math.max(0, keyBits - floorLog2(b));
        Random rnd = new Random(bytes + keyBits);
        Set<Long> stored = new HashSet<>();
        int n = (int) Math.min(100_000, 5 * t.capacity());
        for (int i = 0; i < n; i++) {
            long key = randomKey(rnd, keyBits);
            stored.add(key);
            t.store(key, min, max, 0, rnd.nextInt(1 << 20));
        }
        long keySpace = keyBits == 64 ? -1 : 1L << keyBits;
        int probes = 0;
        for (int i = 0; i < 200_000; i++) {
            long key = randomKey(rnd, keyBits);
            if (!stored.contains(key)) {
                assertThat(t.probe(key)).as("never stored: %x", key).isZero();
                probes++;
            }
        }
        // adversarial: same bucket (k + j*B) or same fragment (k + j*2^F) as a stored key
        int neighbours = 0;
        for (long k : stored) {
            if (t.probe(k) == 0) {
                continue;
            }
            for (int j = -3; j <= 3; j++) {
                if (j == 0) {
                    continue;
                }
                long sameBucket = k + j * b;
                long sameFragment = fragmentBits >= 63 ? k : k + j * (1L << fragmentBits);
                for (long other : new long[] {sameBucket, sameFragment}) {
                    boolean inRange = keyBits == 64 || (other >= 0 && other < keySpace);
                    if (other != k && inRange && !stored.contains(other)) {
                        assertThat(t.probe(other)).as("stored %x, probed %x", k, other).isZero();
                        neighbours++;
                    }
                }
            }
        }
        assertThat(probes).isGreaterThan(1000);
        assertThat(neighbours).isGreaterThan(10);
    }

    /**
     * Bucket and fragment determine the key by the Chinese remainder theorem only if the number
     * of buckets B is odd (coprime with 2^F). A budget of 32..47 bytes would give B = 2 (keys k and
     * k + 2^(keyBits-1) would share bucket and fragment), so the table refuses budgets below 48
     * bytes (B = 3); from there on, every key is told apart from every other.
     */
    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(longs = {48, 64, 80, 112, 1000})
    void everyTableSizeTellsAllKeysApart(long bytes) {
        int keyBits = 20;
        TranspositionTable t = new TranspositionTable(bytes, keyBits, -5, 5, 7);
        long stored = 5;
        t.store(stored, 1, 3, 2, 100);
        List<Long> falseHits = new ArrayList<>();
        for (long key = 0; key < 1L << keyBits; key++) {
            if (key != stored && t.probe(key) != 0) {
                falseHits.add(key);
            }
        }
        assertThat(t.probe(stored)).isNotZero();
        assertThat(falseHits).as("%d-byte table (%d buckets): keys other than %d that find its entry",
                bytes, buckets(t), stored).isEmpty();
    }

    // ------------------------------------------------------------------ bounds

    @Test
    void boundsOfTheSameKeyAreMerged() {
        TranspositionTable t = new TranspositionTable(1 << 20, 49, -23, 23, 7);
        long key = 0x1234_5678_9ABL;
        t.store(key, 2, 23, 0, 10);
        t.store(key, -23, 5, 0, 10);
        long e = t.probe(key);
        assertThat(t.lower(e)).isEqualTo(2);
        assertThat(t.upper(e)).isEqualTo(5);
        assertThat(t.move(e)).isZero();
        // a new move replaces the old, no move keeps it; bounds only ever tighten
        t.store(key, 3, 23, 6, 10);
        t.store(key, -23, 23, 0, 1_000_000);
        e = t.probe(key);
        assertThat(t.lower(e)).isEqualTo(3);
        assertThat(t.upper(e)).isEqualTo(5);
        assertThat(t.move(e)).isEqualTo(6);
        assertThat(t.work(e)).isEqualTo(19);
        t.store(key, -23, 4, 1, 10);
        e = t.probe(key);
        assertThat(t.lower(e)).isEqualTo(3);
        assertThat(t.upper(e)).isEqualTo(4);
        assertThat(t.move(e)).isEqualTo(1);
        assertThat(t.work(e)).as("work is the larger").isEqualTo(19);
        // extreme values survive
        long other = key + 1;
        t.store(other, -23, -23, 7, 0);
        e = t.probe(other);
        assertThat(t.lower(e)).isEqualTo(-23);
        assertThat(t.upper(e)).isEqualTo(-23);
        assertThat(t.move(e)).isEqualTo(7);
        t.store(other + 1, 23, 23, 0, 0);
        assertThat(t.lower(t.probe(other + 1))).isEqualTo(23);
    }

    // ------------------------------------------------------------------ generations

    @Test
    void newSearchHidesEveryEntryAndDoesNotMergeWithThem() {
        TranspositionTable t = new TranspositionTable(1 << 16, 20, -10, 10, 4);
        Random rnd = new Random(3);
        List<Long> keys = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            long k = randomKey(rnd, 20);
            keys.add(k);
            t.store(k, 2, 5, 3, 1 << 20);
        }
        assertThat(t.permilleFull()).isPositive();
        t.newSearch();
        assertThat(t.permilleFull()).isZero();
        for (long k : keys) {
            assertThat(t.probe(k)).isZero();
        }
        // a store in the new search starts from scratch: the stale bounds 2..5 do not narrow it
        long k = keys.get(0);
        t.store(k, -7, 8, 0, 1);
        long e = t.probe(k);
        assertThat(t.lower(e)).isEqualTo(-7);
        assertThat(t.upper(e)).isEqualTo(8);
        assertThat(t.move(e)).isZero();
        assertThat(t.work(e)).isZero();
        t.clear();
        assertThat(t.probe(k)).isZero();
    }

    /** A table with only a few generation bits: its counter wraps after 2^G - 1 searches. */
    private static TranspositionTable fewGenerationBits() {
        // 64-bit keys in 1 MiB leave 3 bits for the generation with this value range
        TranspositionTable t = new TranspositionTable(1 << 20, 64, -3, 3, 1);
        assertThat(t.generationBits()).isBetween(2, 5);
        return t;
    }

    @Test
    void noStaleEntryReappearsAcrossGenerationWrapAround() {
        TranspositionTable t = fewGenerationBits();
        int generations = 1 << t.generationBits();
        Random rnd = new Random(11);
        List<Long> earlier = new ArrayList<>();
        for (int i = 0; i < 4 * generations + 3; i++) {
            long k = rnd.nextLong();
            t.store(k, -1, 2, 1, 1L << 30); // much work: never replaced by work alone
            assertThat(t.probe(k)).isNotZero();
            for (long old : earlier) {
                assertThat(t.probe(old)).as("entry of search %d seen in search %d", earlier.indexOf(old), i).isZero();
            }
            earlier.add(k);
            t.newSearch();
        }
        // also when one key is written in many generations in a row: each time it is fresh
        long k = rnd.nextLong();
        for (int i = 0; i < 3 * generations; i++) {
            assertThat(t.probe(k)).isZero();
            t.store(k, i % 2 == 0 ? -3 : 0, 3, 0, 1);
            assertThat(t.lower(t.probe(k))).isEqualTo(i % 2 == 0 ? -3 : 0);
            t.newSearch();
        }
    }

    @Test
    void noStaleEntryReappearsAfterAMillionSearches() {
        TranspositionTable t = new TranspositionTable(1 << 16, 20, -10, 10, 4);
        assertThat(t.generationBits()).isEqualTo(20);
        t.store(77, 1, 1, 1, 1);
        for (int i = 0; i < (1 << 20) + 5; i++) {
            t.newSearch();
            if ((i & (i + 1)) == 0 || i > (1 << 20) - 5) { // now and then, and around the wrap
                assertThat(t.probe(77)).as("after %d new searches", i + 1).isZero();
            }
        }
    }

    // ------------------------------------------------------------------ replacement

    /** Three keys in the same bucket of a 7-bucket table. */
    private static TranspositionTable sevenBuckets() {
        TranspositionTable t = new TranspositionTable(7 * 16, 20, -10, 10, 4);
        assertThat(buckets(t)).isEqualTo(7);
        return t;
    }

    private static final long A = 100;
    private static final long B = A + 7;
    private static final long C = A + 14 * 1000; // 14000 is a multiple of 7

    @Test
    void collidingKeysShareABucket() {
        // brute force: keys colliding with A are exactly those congruent mod 7; check through the
        // table: with A and B stored, a third colliding key evicts one of them, a non-colliding one not
        TranspositionTable t = sevenBuckets();
        t.store(A, 0, 0, 0, 1 << 10);
        t.store(B, 0, 0, 0, 1 << 10);
        t.store(A + 1, 0, 0, 0, 1);
        assertThat(t.probe(A)).isNotZero();
        assertThat(t.probe(B)).isNotZero();
        t.store(C, 0, 0, 0, 1);
        assertThat(t.probe(C)).isNotZero();
        assertThat(t.probe(A) != 0 && t.probe(B) != 0).isFalse();
    }

    @Test
    void replacementKeepsTheEntryWithMoreWork() {
        TranspositionTable t = sevenBuckets();
        t.store(A, 1, 1, 1, 1 << 20); // big
        t.store(B, 2, 2, 2, 1 << 3);
        t.store(C, 3, 3, 3, 1 << 3);
        assertThat(t.probe(A)).isNotZero();
        assertThat(t.probe(B)).as("small entry in the always-replace slot").isZero();
        assertThat(t.lower(t.probe(C))).isEqualTo(3);

        t = sevenBuckets();
        t.store(B, 2, 2, 2, 1 << 3);  // small first
        t.store(A, 1, 1, 1, 1 << 20); // big takes slot 0, small moves to slot 1
        t.store(C, 3, 3, 3, 1 << 3);  // replaces the small one
        assertThat(t.probe(A)).isNotZero();
        assertThat(t.probe(B)).isZero();
        assertThat(t.probe(C)).isNotZero();

        t = sevenBuckets();
        t.store(A, 1, 1, 1, 1 << 10);
        t.store(B, 2, 2, 2, 1 << 20); // more work than A: B in slot 0, A in slot 1
        t.store(C, 3, 3, 3, 1 << 3);  // evicts A, the lesser of the two
        assertThat(t.probe(B)).isNotZero();
        assertThat(t.probe(C)).isNotZero();
        assertThat(t.probe(A)).isZero();
    }

    @Test
    void anEntryThatGainsWorkIsPromoted() {
        TranspositionTable t = sevenBuckets();
        t.store(A, 1, 1, 1, 1 << 20);
        t.store(B, 2, 2, 2, 1 << 3);  // slot 1
        t.store(B, 2, 2, 2, 1 << 25); // merged, more work than A: B to slot 0, A to slot 1
        t.store(C, 3, 3, 3, 1 << 3);  // evicts A
        assertThat(t.probe(B)).isNotZero();
        assertThat(t.work(t.probe(B))).isEqualTo(25);
        assertThat(t.probe(C)).isNotZero();
        assertThat(t.probe(A)).isZero();
    }

    @Test
    void entriesOfAnOlderSearchAreAlwaysReplaced() {
        TranspositionTable t = sevenBuckets();
        t.store(A, 1, 1, 1, 1L << 30);
        t.store(B, 2, 2, 2, 1L << 30);
        t.newSearch();
        t.store(C, 3, 3, 3, 1);
        t.store(A + 21, 4, 4, 4, 1);
        assertThat(t.probe(C)).isNotZero();
        assertThat(t.probe(A + 21)).isNotZero();
        assertThat(t.probe(A)).isZero();
        assertThat(t.probe(B)).isZero();
    }

    // ------------------------------------------------------------------ budgets

    @Test
    void budgetsThatCannotHoldATable() {
        assertThatThrownBy(() -> new TranspositionTable(31, 20, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
        assertThatThrownBy(() -> new TranspositionTable(0, 20, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
        assertThatThrownBy(() -> new TranspositionTable(-1, 20, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
        assertThatThrownBy(() -> new TranspositionTable(1L << 40, 20, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
        assertThatThrownBy(() -> new TranspositionTable(Long.MAX_VALUE, 49, -23, 23, 7))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
        // 64-bit keys leave too few bits for the generation in a small table
        assertThatThrownBy(() -> new TranspositionTable(1 << 20, 64, -30, 30, 8))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("64-bit keys");
        // 64-bit keys (8x7) need 42 fragment bits at 128 MiB: work gets 4 bits, generation 2
        TranspositionTable big = new TranspositionTable(128L << 20, 64, -30, 30, 8);
        assertThat(big.generationBits()).isEqualTo(2);
        assertThat(TranspositionTable.fits(128L << 20, 64, -30, 30, 8)).isTrue();
        // ... but at 4 MiB (prime below 2^18 buckets: F = 47) nothing is left for the generation
        assertThat(TranspositionTable.fits(4L << 20, 64, -30, 30, 8)).isFalse();
        assertThatThrownBy(() -> new TranspositionTable(4L << 20, 64, -30, 30, 8))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more memory");
        assertThatThrownBy(() -> new TranspositionTable(1L << 20, 63, -29, 29, 9))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("63-bit keys");
        // fewer than three buckets (48 bytes) cannot tell keys apart (see everyTableSizeTellsAllKeysApart)
        assertThatThrownBy(() -> new TranspositionTable(47, 20, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 48 bytes");
        assertThatThrownBy(() -> new TranspositionTable(1 << 20, 0, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key bits");
        assertThatThrownBy(() -> new TranspositionTable(1 << 20, 65, -10, 10, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key bits");
        assertThatThrownBy(() -> new TranspositionTable(1 << 20, 20, 10, -10, 4))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(longs = {48, 100, 4096, 1 << 20, 16L << 20, 100_000_007})
    void sizeIsTheLargestPrimeNumberOfBucketsWithinTheBudget(long bytes) {
        TranspositionTable t = new TranspositionTable(bytes, 20, -10, 10, 4);
        long b = buckets(t);
        assertThat(Primes.isPrime(b)).isTrue();
        assertThat(t.bytes()).isEqualTo(16 * b).isLessThanOrEqualTo(bytes);
        for (long larger = b + 1; larger <= bytes / 16; larger++) {
            assertThat(Primes.isPrime(larger)).isFalse();
        }
        assertThat(t.toString()).contains(String.valueOf(t.capacity()));
    }
}
