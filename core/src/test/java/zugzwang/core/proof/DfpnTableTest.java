package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The DF-PN table: store and find, growth up to its budget, replacement keeping solved and costly entries. */
class DfpnTableTest {
    @Test
    void storesFindsAndOverwrites() {
        DfpnTable t = new DfpnTable(1 << 20);
        assertThat(t.find(0)).isEqualTo(-1);
        t.store(0, 3, 4, -1, 10); // key 0 is an ordinary key
        int s = t.find(0);
        assertThat(s).isNotNegative();
        assertThat(t.pn(s)).isEqualTo(3);
        assertThat(t.dn(s)).isEqualTo(4);
        assertThat(t.move(s)).isEqualTo(-1);
        assertThat(t.work(s)).isEqualTo(10);
        t.store(0, 0, ProofNumbers.INFINITY, 5, Long.MAX_VALUE);
        s = t.find(0);
        assertThat(t.pn(s)).isZero();
        assertThat(t.move(s)).isEqualTo(5);
        assertThat(t.work(s)).isEqualTo(Integer.MAX_VALUE);
        assertThat(t.used()).isEqualTo(1);
        t.clear();
        assertThat(t.find(0)).isEqualTo(-1);
        assertThat(t.used()).isZero();
    }

    @Test
    void growsUpToItsBudgetKeepingItsEntries() {
        DfpnTable t = new DfpnTable(1L << 20); // 32768 entries at most
        assertThat(t.capacity()).isEqualTo(DfpnTable.INITIAL_ENTRIES);
        assertThat(t.maxCapacity()).isEqualTo(1 << 15);
        for (int k = 0; k < 20_000; k++) {
            t.store(k, k + 1, k + 2, k, 1);
        }
        assertThat(t.capacity()).isEqualTo(1 << 15);
        int found = 0;
        for (int k = 0; k < 20_000; k++) {
            int s = t.find(k);
            if (s >= 0) {
                assertThat(t.pn(s)).isEqualTo(k + 1);
                assertThat(t.dn(s)).isEqualTo(k + 2);
                assertThat(t.move(s)).isEqualTo(k);
                found++;
            }
        }
        assertThat(found).isEqualTo(t.used()).isGreaterThan(19_000);
    }

    @Test
    void aFullBucketLosesItsCheapestUnsolvedEntry() {
        DfpnTable t = new DfpnTable(DfpnTable.BUCKET * DfpnTable.ENTRY_BYTES); // one bucket
        t.store(1, 0, ProofNumbers.INFINITY, 7, 1); // solved, cheap
        t.store(2, 5, 5, -1, 100);
        t.store(3, 5, 5, -1, 50);
        t.store(4, ProofNumbers.INFINITY, 0, -1, 2); // solved
        t.store(5, 1, 1, -1, 1); // evicts 3 (the cheapest unsolved)
        assertThat(t.find(3)).isEqualTo(-1);
        assertThat(t.find(1)).isNotNegative();
        assertThat(t.find(2)).isNotNegative();
        t.store(6, 1, 1, -1, 1); // evicts 5
        assertThat(t.find(5)).isEqualTo(-1);
        t.store(6, 0, ProofNumbers.INFINITY, -1, 1); // 6 solved now: the same slot
        t.store(7, 1, 1, -1, 1); // evicts 2, the only unsolved
        assertThat(t.find(2)).isEqualTo(-1);
        t.store(8, 1, 1, -1, 1); // evicts 7
        t.store(9, 1, 1, -1, 1); // evicts 8
        assertThat(t.find(8)).isEqualTo(-1);
        assertThat(t.find(1)).isNotNegative();
        assertThat(t.find(4)).isNotNegative();
        assertThat(t.find(6)).isNotNegative();
        assertThat(t.used()).isEqualTo(4);
    }

    @Test
    void aBudgetBelowOneBucketIsRefused() {
        assertThatThrownBy(() -> new DfpnTable(DfpnTable.BUCKET * DfpnTable.ENTRY_BYTES - 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
    }
}
