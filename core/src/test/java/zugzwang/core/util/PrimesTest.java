package zugzwang.core.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PrimesTest {
    @Test
    void agreesWithASieve() {
        int n = 100_000;
        boolean[] composite = new boolean[n + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) {
                    composite[j] = true;
                }
            }
        }
        int lastPrime = -1;
        for (int i = 0; i <= n; i++) {
            assertThat(Primes.isPrime(i)).as("%d", i).isEqualTo(!composite[i]);
            if (!composite[i]) {
                lastPrime = i;
            }
            if (i >= 2) {
                assertThat(Primes.largestPrimeAtMost(i)).isEqualTo(lastPrime);
            }
        }
        assertThat(Primes.isPrime(2_147_483_647L)).isTrue();
        assertThat(Primes.largestPrimeAtMost(1L << 31)).isEqualTo(2_147_483_647L);
        assertThatThrownBy(() -> Primes.largestPrimeAtMost(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
