package zugzwang.core.util;

/** Spreading structured keys (bitboards, packed positions) over all 64 bits. */
public final class Hashing {
    private Hashing() {
    }

    /**
     * A 64-bit finaliser (Stafford's "mix 13", the one of SplitMix64): xor-shifts and odd
     * multipliers, a bijection in which every input bit affects every output bit.
     */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
