package zugzwang.core.dbsearch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The screened followers ({@link OperatorTable#applicableFollowers}) against a test of each follower. */
class OperatorTableTest {
    @Test
    void theScreenedFollowersAreExactlyThoseThatApplyAscending() {
        for (int attributes : new int[] {200, 700}) { // 4 words (tested one by one) and 11 (screened)
            SplittableRandom random = new SplittableRandom(attributes);
            OperatorTable.Builder b = OperatorTable.builder(attributes);
            int count = 3_000;
            for (int f = 0; f < count; f++) {
                // pre: a few attributes near one another (as a threat's squares), del a part of them, add others
                int base = random.nextInt(attributes - 40);
                int[] pre = random.ints(2 + random.nextInt(4), base, base + 40).distinct().toArray();
                int[] del = Arrays.copyOf(pre, 1 + random.nextInt(pre.length));
                int[] add = random.ints(1 + random.nextInt(3), base, base + 40)
                        .filter(a -> Arrays.stream(pre).noneMatch(p -> p == a)).distinct().toArray();
                b.add(pre, del, add);
            }
            OperatorTable t = b.build();
            int[] out = new int[count];
            long found = 0;
            for (int round = 0; round < 400; round++) {
                int k = random.nextInt(count);
                long[] state = new long[t.words()];
                // a state holding k's additions and a random half of everything else
                for (int a = 0; a < attributes; a++) {
                    if (random.nextInt(3) > 0) {
                        state[a >>> 6] |= 1L << a;
                    }
                }
                AttributeSet.addAll(state, t.add(k));
                int n = t.applicableFollowers(state, k, out);
                int[] expected = Arrays.stream(t.followers(k)).filter(g -> t.applicable(state, g)).toArray();
                assertThat(Arrays.copyOf(out, n)).as("key %d", k).isEqualTo(expected);
                found += n;
            }
            assertThat(found).isGreaterThan(50); // the states let some apply, not none
        }
    }
}
