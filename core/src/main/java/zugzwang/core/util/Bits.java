package zugzwang.core.util;

/** Bit tricks shared by the games' bitboards. */
public final class Bits {
    private Bits() {
    }

    /**
     * One bit of each pair of the set bits of {@code cells}, paired in bit order (the lowest with
     * the next, and so on; an odd last bit is left out): bit i of {@code choice} picks the higher
     * bit of pair i, else the lower. Allis' Baseinverse pairs cells so; a follow-up strategy tries
     * every choice. ({@code x & -x} isolates the lowest set bit of x.)
     */
    public static long pairChoice(long cells, int choice) {
        long pick = 0;
        for (long rest = cells; rest != 0 && (rest & (rest - 1)) != 0; choice >>>= 1) {
            long low = rest & -rest;
            rest ^= low;
            long high = rest & -rest;
            rest ^= high;
            pick |= (choice & 1) == 0 ? low : high;
        }
        return pick;
    }
}
