package zugzwang.core.util;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BitsTest {
    @Test
    void pairChoicePicksOneBitOfEachPairInBitOrder() {
        long cells = (1L << 3) | (1L << 9) | (1L << 20) | (1L << 40) | (1L << 63);
        assertThat(Bits.pairChoice(cells, 0)).isEqualTo((1L << 3) | (1L << 20));
        assertThat(Bits.pairChoice(cells, 1)).isEqualTo((1L << 9) | (1L << 20));
        assertThat(Bits.pairChoice(cells, 2)).isEqualTo((1L << 3) | (1L << 40));
        assertThat(Bits.pairChoice(cells, 3)).isEqualTo((1L << 9) | (1L << 40));
        assertThat(Bits.pairChoice(0, 5)).isZero();
        assertThat(Bits.pairChoice(1L << 63, 1)).isZero(); // a lone bit has no pair
    }
}
