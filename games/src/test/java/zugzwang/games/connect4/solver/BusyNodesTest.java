package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BusyNodesTest {
    @Test
    void aMarkIsSeenUntilItIsLeftOrItsSlotIsTaken() {
        BusyNodes busy = new BusyNodes();
        long a = BusyNodes.tag(12345, 3);
        assertThat(busy.isBusy(a)).isFalse();
        busy.enter(a);
        assertThat(busy.isBusy(a)).isTrue();
        assertThat(busy.isBusy(BusyNodes.tag(12345, 4))).as("another window").isFalse();
        busy.leave(a);
        assertThat(busy.isBusy(a)).isFalse();
        busy.enter(a);
        busy.clear();
        assertThat(busy.isBusy(a)).isFalse();
        // a tag that takes the slot replaces the mark; leaving the old tag then keeps the new one
        Random rnd = new Random(1);
        long b;
        do {
            b = BusyNodes.tag(rnd.nextLong(), 0);
        } while ((b >>> 52) != (a >>> 52) || b == a);
        busy.enter(a);
        busy.enter(b);
        assertThat(busy.isBusy(a)).isFalse();
        busy.leave(a);
        assertThat(busy.isBusy(b)).isTrue();
    }

    @Test
    void tagsAreNeverZero() {
        // 0 marks a free slot: the key whose mix would be 0 gets tag 1
        assertThat(BusyNodes.tag(0, 0)).isEqualTo(1);
        assertThat(BusyNodes.tag(5, -5)).isEqualTo(1);
        assertThat(BusyNodes.tag(7, 0)).isNotZero();
    }
}
