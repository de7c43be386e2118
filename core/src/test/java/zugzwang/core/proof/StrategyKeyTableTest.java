package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The strategy files' hash table: inserts, finds and removals against a plain set. */
class StrategyKeyTableTest {
    @Test
    void insertsAndRemovalsAgreeWithAPlainSet() {
        SplittableRandom r = new SplittableRandom(7);
        StrategyKeyTable t = new StrategyKeyTable(2);
        Set<List<Long>> plain = new HashSet<>();
        List<List<Long>> present = new ArrayList<>();
        for (int step = 0; step < 200_000; step++) {
            // few distinct keys, so that probe runs are long and removals move entries back
            List<Long> k = List.of((long) r.nextInt(3_000), r.nextInt(4) * 0x100000000L);
            long[] key = {k.get(0), k.get(1)};
            if (r.nextInt(3) == 0 && !present.isEmpty()) {
                List<Long> gone = present.remove(r.nextInt(present.size()));
                assertThat(t.remove(new long[] {gone.get(0), gone.get(1)})).isTrue();
                plain.remove(gone);
            } else if (plain.add(k)) {
                t.insert(key);
                present.add(k);
            }
            assertThat(t.size()).isEqualTo(plain.size());
            assertThat(t.find(key) >= 0).isEqualTo(plain.contains(k));
        }
        for (List<Long> k : present) {
            assertThat(t.find(new long[] {k.get(0), k.get(1)})).isGreaterThanOrEqualTo(0);
        }
        assertThat(t.remove(new long[] {-1, -1})).isFalse();
    }
}
