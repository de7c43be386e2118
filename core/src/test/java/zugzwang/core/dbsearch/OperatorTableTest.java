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
            int count = 3_000;
            OperatorTable t = clustered(random, attributes, count);
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

    @Test
    void anOperatorAppliedConsumedAndTestedByItsOwnWordsIsTheSetOperationOnAllOfThem() {
        for (int attributes : new int[] {200, 700}) {
            SplittableRandom random = new SplittableRandom(attributes + 1);
            OperatorTable.Builder b = OperatorTable.builder(attributes);
            for (int f = 0; f < 500; f++) {
                // attributes anywhere, so that an operator's words are scattered (some empty sets too)
                int[] pre = random.ints(random.nextInt(6), 0, attributes).distinct().toArray();
                int[] del = Arrays.copyOf(pre, pre.length == 0 ? 0 : random.nextInt(pre.length + 1));
                int[] add = random.ints(random.nextInt(4), 0, attributes).distinct().toArray();
                b.add(pre, del, add);
            }
            OperatorTable t = b.build();
            int hits = 0;
            for (int round = 0; round < 2_000; round++) {
                int f = random.nextInt(t.size());
                long[] state = random.longs(t.words()).toArray();
                state[t.words() - 1] &= attributes % 64 == 0 ? -1L : (1L << (attributes % 64)) - 1;
                long[] expected = state.clone();
                AttributeSet.apply(expected, t.del(f), t.add(f));
                long[] applied = state.clone();
                t.apply(applied, f);
                assertThat(applied).as("apply %d", f).isEqualTo(expected);
                long[] consumed = state.clone();
                AttributeSet.addAll(expected = state.clone(), t.del(f));
                t.consume(consumed, f);
                assertThat(consumed).as("consume %d", f).isEqualTo(expected);
                boolean any = AttributeSet.intersects(t.del(f), state);
                assertThat(t.deletesAny(f, state)).as("deletesAny %d", f).isEqualTo(any);
                hits += any ? 1 : 0;
            }
            assertThat(hits).isBetween(100, 1_900); // both answers asked for
        }
    }

    @Test
    void theMemosAnswersAreTheScreensAndItAnswersAQuestionAskedBefore() {
        int attributes = 700; // 11 words: screened, so memoised
        SplittableRandom random = new SplittableRandom(7);
        int count = 3_000;
        OperatorTable t = clustered(random, attributes, count);
        FollowerMemo memo = t.memo();
        assertThat(memo).isSameAs(t.memo()); // the thread's own
        long[] base = new long[t.words()];
        for (int a = 0; a < attributes; a++) {
            if (random.nextInt(3) > 0) {
                base[a >>> 6] |= 1L << a;
            }
        }
        int[] keys = random.ints(30, 0, count).toArray();
        int[] viaMemo = new int[count];
        int[] direct = new int[count];
        long found = 0;
        for (int round = 0; round < 20_000; round++) {
            int k = keys[random.nextInt(keys.length)];
            // the base state with a few attributes flipped: the same scope is met again, and
            // states that differ within it must not share an answer
            long[] state = base.clone();
            for (int i = random.nextInt(4); i > 0; i--) {
                int a = random.nextInt(attributes);
                state[a >>> 6] ^= 1L << a;
            }
            AttributeSet.addAll(state, t.add(k));
            int n = t.applicableFollowers(state, k, viaMemo, memo);
            int m = t.applicableFollowers(state, k, direct);
            assertThat(Arrays.copyOf(viaMemo, n)).as("round %d key %d", round, k).isEqualTo(Arrays.copyOf(direct, m));
            found += n;
        }
        assertThat(found).isGreaterThan(1_000);
        assertThat(memo.hits()).isGreaterThan(5_000); // questions asked before were answered from it
    }

    /**
     * A random table of {@code count} operators, each with a few attributes near one another (as a
     * threat's squares) for pre, a part of them deleted, and others added.
     */
    private static OperatorTable clustered(SplittableRandom random, int attributes, int count) {
        OperatorTable.Builder b = OperatorTable.builder(attributes);
        for (int f = 0; f < count; f++) {
            int base = random.nextInt(attributes - 40);
            int[] pre = random.ints(2 + random.nextInt(4), base, base + 40).distinct().toArray();
            int[] del = Arrays.copyOf(pre, 1 + random.nextInt(pre.length));
            int[] add = random.ints(1 + random.nextInt(3), base, base + 40)
                    .filter(a -> Arrays.stream(pre).noneMatch(p -> p == a)).distinct().toArray();
            b.add(pre, del, add);
        }
        return b.build();
    }
}
