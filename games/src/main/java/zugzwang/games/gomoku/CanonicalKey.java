package zugzwang.games.gomoku;

import java.util.Arrays;

/** A position's canonical stones ({@link GomokuPosition#canonical}) as a hash key: the array is not copied. */
final class CanonicalKey {
    private final long[] stones;
    private final int hash;

    CanonicalKey(long[] stones) {
        this.stones = stones;
        this.hash = Arrays.hashCode(stones);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CanonicalKey k && k.hash == hash && Arrays.equals(stones, k.stones);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
