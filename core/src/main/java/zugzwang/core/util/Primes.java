package zugzwang.core.util;

/** Small prime helpers (table sizes). */
public final class Primes {
    private Primes() {
    }

    /** Whether n is prime (trial division; n below 2^62). */
    public static boolean isPrime(long n) {
        if (n < 2) {
            return false;
        }
        if (n % 2 == 0) {
            return n == 2;
        }
        for (long d = 3; d * d <= n; d += 2) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    /** The largest prime not above n (n at least 2). */
    public static long largestPrimeAtMost(long n) {
        if (n < 2) {
            throw new IllegalArgumentException("no prime at most " + n);
        }
        long p = n;
        while (!isPrime(p)) {
            p--;
        }
        return p;
    }
}
