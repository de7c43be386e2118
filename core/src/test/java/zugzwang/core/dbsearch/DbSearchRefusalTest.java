package zugzwang.core.dbsearch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link DbDomain#stopAfterRefusal}: a search stops in the middle of a level right after the
 * goal refusal the domain says is one too many, and says its result is incomplete.
 *
 * <p>The domain: {@code K} independent operators, operator i turns attribute i (held at first)
 * into attribute K + i, and any attribute K + i is a goal — every node of level one is a goal,
 * and the domain refuses every goal, counting.
 */
class DbSearchRefusalTest {
    private static final int K = 12;

    private static final class RefusingDomain implements DbDomain {
        private final OperatorTable ops;
        private final int stopAbove;
        int refused;

        RefusingDomain(int stopAbove) {
            this.stopAbove = stopAbove;
            OperatorTable.Builder b = OperatorTable.builder(2 * K);
            for (int i = 0; i < K; i++) {
                b.add(new int[] {i}, new int[] {i}, new int[] {K + i});
            }
            ops = b.build();
        }

        @Override
        public OperatorTable operators() {
            return ops;
        }

        @Override
        public long[] initialState() {
            long[] s = new long[ops.words()];
            for (int i = 0; i < K; i++) {
                s[i >>> 6] |= 1L << i;
            }
            return s;
        }

        @Override
        public boolean isGoal(long[] state) {
            for (int a = K; a < 2 * K; a++) {
                if ((state[a >>> 6] >>> a & 1) != 0) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean acceptsGoal(int[] path, long[] state) {
            refused++;
            return false;
        }

        @Override
        public boolean stopAfterRefusal() {
            return stopAbove >= 0 && refused > stopAbove;
        }
    }

    @Test
    void withoutTheStopEveryGoalOfTheLevelIsTriedAndTheSearchEnds() {
        RefusingDomain d = new RefusingDomain(-1);
        DbResult r = new DbSearch(d, 1_000, true).run();
        assertThat(d.refused).isEqualTo(K);
        assertThat(r.nodeCount()).isEqualTo(1 + K);
        assertThat(r.found()).isFalse();
        assertThat(r.complete()).isTrue();
    }

    @Test
    void theStopComesRightAfterTheRefusalOneTooManyMidLevel() {
        for (int stopAbove : new int[] {0, 3, K - 2}) {
            RefusingDomain d = new RefusingDomain(stopAbove);
            DbResult r = new DbSearch(d, 1_000, true).run();
            assertThat(d.refused).as("above %d", stopAbove).isEqualTo(stopAbove + 1);
            assertThat(r.nodeCount()).as("above %d", stopAbove).isEqualTo(1 + stopAbove + 1);
            assertThat(r.found()).isFalse();
            assertThat(r.complete()).as("above %d", stopAbove).isFalse();
            assertThat(r.outOfBudget()).isFalse();
        }
    }
}
