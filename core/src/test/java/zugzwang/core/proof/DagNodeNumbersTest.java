package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link DagNode#numbers}: the sum, and the weak proof number of an AND node. */
class DagNodeNumbersTest {
    private static final long INF = ProofNumbers.INFINITY;

    private static final class N extends DagNode<N> {
        N(boolean or, long pn, long dn) {
            super(or);
            this.pn = pn;
            this.dn = dn;
        }
    }

    private static N and(N... children) {
        N n = new N(false, 1, 1);
        n.children = children;
        for (N c : children) {
            c.addParent(n);
        }
        return n;
    }

    @Test
    void anAndNodesWeakNumberIsItsHardestChildPlusTheWeightForEachOtherOpenOneWhenLessThanTheSum() {
        N x = and(new N(true, 3, 4), new N(true, 5, 2), new N(true, 0, INF), new N(true, 2, 7));
        assertThat(DagNode.numbers(x, 0)).isTrue();
        assertThat(x.pn).isEqualTo(10); // 3 + 5 + 0 + 2
        assertThat(x.dn).isEqualTo(2);
        DagNode.numbers(x, 1);
        assertThat(x.pn).isEqualTo(7); // 5 + 1 + 1 (the proved child counts nothing)
        DagNode.numbers(x, 2);
        assertThat(x.pn).isEqualTo(9); // 5 + 2 + 2
        DagNode.numbers(x, 5);
        assertThat(x.pn).isEqualTo(10); // 5 + 5 + 5 = 15 is more than the sum
        assertThat(DagNode.numbers(x, 5)).isFalse(); // unchanged
        // every child proved: 0 either way; an infinite child: infinite either way
        N proved = and(new N(true, 0, INF), new N(true, 0, INF));
        DagNode.numbers(proved, 2);
        assertThat(proved.pn).isZero();
        assertThat(proved.dn).isEqualTo(INF);
        N lost = and(new N(true, 4, 1), new N(true, INF, 0));
        DagNode.numbers(lost, 2);
        assertThat(lost.pn).isEqualTo(INF);
        assertThat(lost.dn).isZero();
        // an OR node is the same either way: the least pn, the summed dn
        N or = new N(true, 1, 1);
        or.children = new N[] {new N(false, 6, 1), new N(false, 4, 3)};
        DagNode.numbers(or, 2);
        assertThat(or.pn).isEqualTo(4);
        assertThat(or.dn).isEqualTo(4);
    }

    @Test
    void anUpdateCarriesTheWeakNumberToTheAncestors() {
        N a = new N(true, 5, 1);
        N b = new N(true, 9, 1);
        N c = new N(true, 6, 1);
        N and = and(a, b, c);
        N root = new N(true, 1, 1);
        root.children = new N[] {and, new N(false, 40, 1)};
        and.addParent(root);
        b.pn = 1; // a child changed: b now 1
        DagNode.update(b, 2);
        assertThat(and.pn).isEqualTo(6 + 2 + 2); // the hardest (6) and two more open, under the sum 12
        assertThat(root.pn).isEqualTo(10);
        DagNode.update(b, 0);
        assertThat(and.pn).isEqualTo(12); // 5 + 1 + 6
        assertThat(root.pn).isEqualTo(12);
    }
}
