package zugzwang.games.cube;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import zugzwang.core.util.MemorySize;
import zugzwang.core.util.Primes;

/**
 * Seed 001's transposition table: 64-bit entries that store only the low k bits of the 80-bit
 * compact key, shared by threads without locks.
 *
 * <h2>Why k bits suffice (Chinese remainder theorem)</h2>
 * The table has S buckets, S prime, and the bucket of a key K is {@code K mod S}. An entry stores
 * {@code K mod 2^k}. Since S is odd, S and 2^k are coprime, so the pair
 * {@code (K mod S, K mod 2^k)} determines {@code K mod (S·2^k)}, which is K itself when
 * {@code S·2^k >= 2^80}. Two positions in the same bucket with the same stored bits are therefore
 * the same position: the table never confuses two positions, at any size. With
 * {@code L = floor(log2 S)} (S > 2^L, S being odd), {@code k = 80 − L} works.
 *
 * <h2>Entry layout (high bits first)</h2>
 * <pre>
 *   [ key: low k bits ][ work : W ][ move : M ][ value : 2 ]      k + W + M + 2 = 64
 * </pre>
 * The {@code 64 − k = L − 16} payload bits hold the value (2 bits: which player's win was asked
 * about and whether he wins, see {@link #FIRST_WINS} etc.); the best move (4 bits, a column in the
 * canonical orientation) when there are at least 8 payload bits (S &gt;= 2^24: tables of more than
 * 256 MiB, since the prime S below a 256 MiB budget is under 2^24);
 * and the rest, at most 5 bits, for the work: a size class of the subtree that produced the
 * entry, used by the replacement. A 1 GiB table has S just below 2^26 buckets, L = 25, so k = 55
 * and W = 3. The smallest table (S &gt; 2^18, 4 MiB) has 2 payload bits: the value alone.
 *
 * <h2>Hash (no 80-bit arithmetic)</h2>
 * With K = hi·2^64 + lo (hi the 16 high bits), write lo = a·2^32 + b. Then
 * {@code K mod S = (((hi·2^32 + a) mod S)·2^32 + b) mod S}: the first operand is below 2^48, the
 * second below S·2^32 ≤ 2^63 for S &lt; 2^31, so two signed 64-bit remainders do it.
 *
 * <h2>Replacement: TwoBig (Breuker et al. 1994)</h2>
 * Each bucket has two slots. A position already in the bucket is updated in place. Otherwise the
 * new entry is compared with slot 0 (the "big" slot): the one with the larger work keeps slot 0,
 * the other goes to slot 1, which is always overwritten (like NEW).
 *
 * <h2>Threads</h2>
 * Each slot is read and written as one atomic 64-bit access (VarHandle opaque mode): an entry is
 * never torn, and since every entry carries its own key bits, whatever a thread reads is a true
 * fact of its position. Threads may overwrite each other's entries (a lost entry only costs time).
 * Slot value 0 means empty; an entry that would encode as 0 is simply not stored.
 */
final class CubeTable {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    /** Value codes: the first player wins; does not win; the second wins; does not win. */
    static final int FIRST_WINS = 0;
    static final int FIRST_NOT = 1;
    static final int SECOND_WINS = 2;
    static final int SECOND_NOT = 3;

    /** Bytes per bucket (two 64-bit slots). */
    static final int BUCKET_BYTES = 16;
    /**
     * The fewest buckets: the first prime above 2^18 (just over 4 MiB), so that L &gt;= 18 and the
     * value's 2 bits fit beside the key bits.
     */
    static final long MIN_BUCKETS = firstPrimeAbove(1L << 18);
    /** The most buckets: the hash needs S &lt; 2^31, one Java array holds fewer than 2^31 longs. */
    static final long MAX_BUCKETS = (Integer.MAX_VALUE - 16) / 2;

    private final long[] slots;
    private final long buckets;
    /** ⌊2^64 / S⌋, below 2^46 (S &gt; 2^18): see {@link #mod}. */
    private final long reciprocal;
    /** Payload bits: 64 − k. */
    private final int payloadBits;
    private final int moveBits;
    private final int workBits;
    private final int workShift;
    private final long workMask;
    /** The largest work class. */
    private final int maxWork;
    /** log2 of the nodes per step of the work class. */
    private final int workStep;

    /**
     * @param bytes the memory budget; the table uses at most this much
     * @throws IllegalArgumentException if the budget is below {@link #minBytes()} or above
     *                                  {@link #maxBytes()}
     */
    CubeTable(long bytes) {
        long b = bytes / BUCKET_BYTES;
        if (b < MIN_BUCKETS) {
            throw new IllegalArgumentException("memory " + MemorySize.format(bytes)
                    + " is too small for a Connect Four 3D table: give at least " + MemorySize.format(minBytes()));
        }
        if (b > MAX_BUCKETS) {
            throw new IllegalArgumentException("memory " + MemorySize.format(bytes)
                    + " is too large: a Connect Four 3D table holds at most " + MemorySize.format(maxBytes()));
        }
        buckets = Primes.largestPrimeAtMost(b); // at least MIN_BUCKETS, itself a prime
        // (2^64 − 1) / S, unsigned: ⌊2^64 / S⌋, as the odd S does not divide 2^64
        reciprocal = Long.divideUnsigned(-1L, buckets);
        int l = 63 - Long.numberOfLeadingZeros(buckets); // floor(log2 S); S is odd, so S > 2^l
        payloadBits = l - 16;
        moveBits = payloadBits >= 8 ? 4 : 0;
        workBits = Math.min(5, payloadBits - 2 - moveBits);
        workShift = 2 + moveBits;
        workMask = (1L << workBits) - 1;
        maxWork = (1 << workBits) - 1;
        // spread the work classes over subtrees of 1 .. about 2^30 nodes
        workStep = maxWork == 0 ? 64 : Math.max(1, (30 + maxWork - 1) / maxWork);
        slots = new long[Math.toIntExact(2 * buckets)];
    }

    private static long firstPrimeAbove(long n) {
        long p = n + 1;
        while (!Primes.isPrime(p)) {
            p++;
        }
        return p;
    }

    /** The smallest budget a table accepts. */
    static long minBytes() {
        return MIN_BUCKETS * BUCKET_BYTES;
    }

    /** The largest budget a table accepts. */
    static long maxBytes() {
        return MAX_BUCKETS * BUCKET_BYTES;
    }

    /** Buckets (a prime). */
    long buckets() {
        return buckets;
    }

    /** Key bits stored per entry. */
    int keyBits() {
        return 64 - payloadBits;
    }

    /** Whether entries hold a best move. */
    boolean hasMoves() {
        return moveBits > 0;
    }

    /** Bytes used. */
    long bytes() {
        return (long) slots.length * Long.BYTES;
    }

    /** Empties the table. */
    void clear() {
        Arrays.fill(slots, 0);
    }

    /**
     * The bucket of the key hi·2^64 + lo (see the class comment), hi below 2^16: K mod S in two
     * steps of 32 bits, (hi·2^32 + the high half of lo) mod S = r, then (r·2^32 + the low half)
     * mod S, each operand below 2^63 ({@link #mod}).
     */
    long bucket(long hi, long lo) {
        long r = mod((hi << 32) | (lo >>> 32));
        return mod((r << 32) | (lo & 0xFFFFFFFFL));
    }

    /**
     * x mod S for 0 ≤ x &lt; 2^63, by Barrett's reduction: a multiplication by {@link #reciprocal}
     * (M = ⌊2^64 / S⌋) instead of a 64-bit division, which costs tens of cycles on every probe and
     * store. q = ⌊x·M / 2^64⌋ (the high word of the 128-bit product; x and M are non-negative, so
     * the signed {@link Math#multiplyHigh} is the unsigned one) is ⌊x / S⌋ or one less: M &gt;
     * 2^64/S − 1, so x·M/2^64 &gt; x/S − x/2^64 &gt; x/S − 1/2. The remainder x − q·S is thus below 2S,
     * and one subtraction finishes it.
     */
    private long mod(long x) {
        long q = Math.multiplyHigh(x, reciprocal);
        long r = x - q * buckets;
        return r >= buckets ? r - buckets : r;
    }

    /** The entry's key part for a key: its low k bits, in the entry's high bits. */
    private long tag(long lo) {
        return lo << payloadBits;
    }

    /** Whether an entry (non-zero) is of the key whose {@link #tag} is given. */
    private long tagOf(long entry) {
        return entry & (-1L << payloadBits);
    }

    /**
     * The entry of a position, or 0 if the table does not hold it. Decode with {@link #value},
     * {@link #move}.
     */
    long probe(long hi, long lo) {
        return probeAt(slot(hi, lo), lo);
    }

    /**
     * The index of the first slot of a key's bucket, for {@link #probeAt} and {@link #storeAt}: a
     * search that probes a position and stores it after its subtree computes the bucket once.
     */
    int slot(long hi, long lo) {
        return (int) (bucket(hi, lo) << 1);
    }

    /** {@link #probe}, with the key's {@link #slot} and its low word. */
    long probeAt(int i, long lo) {
        long tag = tag(lo);
        long e = (long) SLOT.getOpaque(slots, i);
        if (e != 0 && tagOf(e) == tag) {
            return e;
        }
        e = (long) SLOT.getOpaque(slots, i + 1);
        if (e != 0 && tagOf(e) == tag) {
            return e;
        }
        return 0;
    }

    /** The value code of an entry ({@link #FIRST_WINS} ...). */
    static int value(long entry) {
        return (int) (entry & 3);
    }

    /** The best move of an entry (a column in the canonical orientation), or -1 if none is stored. */
    int move(long entry) {
        return moveBits == 0 ? -1 : (int) ((entry >>> 2) & 15);
    }

    /** The work class of a subtree of {@code nodes} nodes. */
    int workClass(long nodes) {
        int log = 63 - Long.numberOfLeadingZeros(nodes | 1);
        return Math.min(maxWork, log / workStep);
    }

    /**
     * Stores a fact of a position.
     *
     * @param value a value code
     * @param move  the best move (canonical orientation), ignored if entries have no room for it
     * @param nodes the size of the search that found it
     */
    void store(long hi, long lo, int value, int move, long nodes) {
        storeAt(slot(hi, lo), lo, value, move, nodes);
    }

    /** {@link #store}, with the key's {@link #slot} and its low word. */
    void storeAt(int i, long lo, int value, int move, long nodes) {
        int work = workClass(nodes);
        long entry = tag(lo) | ((long) work << workShift) | value;
        if (moveBits != 0) {
            entry |= (long) (move & 15) << 2;
        }
        if (entry == 0) {
            return;
        }
        long tag = tag(lo);
        long big = (long) SLOT.getOpaque(slots, i);
        if (big != 0 && tagOf(big) == tag) {
            SLOT.setOpaque(slots, i, entry);
            return;
        }
        long recent = (long) SLOT.getOpaque(slots, i + 1);
        if (recent != 0 && tagOf(recent) == tag) {
            // the same position again: promote it to the big slot if it now costs more
            if (work >= workOf(big)) {
                SLOT.setOpaque(slots, i, entry);
                SLOT.setOpaque(slots, i + 1, big);
            } else {
                SLOT.setOpaque(slots, i + 1, entry);
            }
            return;
        }
        if (big == 0 || work >= workOf(big)) {
            SLOT.setOpaque(slots, i, entry);
            if (big != 0) {
                SLOT.setOpaque(slots, i + 1, big);
            }
        } else {
            SLOT.setOpaque(slots, i + 1, entry);
        }
    }

    private int workOf(long entry) {
        return (int) ((entry >>> workShift) & workMask);
    }

    /** Entries held (a full scan; for statistics). */
    long count() {
        long n = 0;
        for (long e : slots) {
            if (e != 0) {
                n++;
            }
        }
        return n;
    }
}
