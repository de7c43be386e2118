package zugzwang.games.gomoku;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * The answers of threat-space searches already made in a solve, shared by its jobs and threads:
 * for the attacker's and the defender's stones, whether the attacker wins by a threat sequence,
 * its first threat's square and its related squares — what {@link GomokuProver}'s evaluation reads.
 * A search's answer depends on the stones, the board, the rule and the budget alone (the db-search
 * is deterministic: no clock, no hashing of objects, its budget in nodes), so an answer found here
 * is the one a new search would give: a prover asking here makes the same nodes in the same order
 * as one without (a solve's jobs, faster, may meet their time limits elsewhere).
 *
 * <p>Why: a job that missed is split, and its children's jobs search again the positions below
 * them that the missed job had searched; transpositions between jobs do the same. On the empty
 * board resumed at 23 of 35 subtrees, 16 % of the searches (17 % of their time) repeated one made
 * earlier in the run (measured 2026-12-05, 5 minutes, 2.06 M searches, 1.73 M distinct).
 *
 * <p><b>Memory</b> is fixed at construction: a table of {@code capacity} slots (a power of two), one
 * answer a slot, indexed by a hash of the stones; a new answer replaces the slot's old one. An
 * answer is found only under its own stones (the whole key is kept and compared), so a collision
 * costs a search, never a wrong answer. Slots hold entries published through an
 * {@link AtomicReferenceArray}, their arrays filled before: a reader sees a whole entry or the one
 * before, never a mix. The key is this table's own copy; the related squares are shared with the
 * prover that searched and every prover answered from the entry — read, never written (the
 * prover's contract).
 */
public final class ThreatAnswers {
    /** One answer: the key (attacker's words, then defender's), and what the search found. */
    private record Entry(long[] key, Answer answer) {
    }

    /**
     * An answer as the prover reads it: a win, its first threat's square (-1 if none), its related
     * squares (null if none; shared, read only), and whether the search was cut short within a
     * level ({@link GomokuThreatSpace#wasCut}: no win found, the whole search might find one).
     */
    public record Answer(boolean wins, int gain, long[] related, boolean cut) {
    }

    /**
     * What one slot costs, for a board of {@code words} words a side: the slot's reference (8), the
     * entry (header and two references, 24), the answer (header and fields, 32), the key array
     * (16 + 16 a word) and the related squares (16 + 8 a word) — 192 bytes on 15×15 (an estimate
     * from above: a position no threat sequence wins has no related squares).
     */
    public static long bytesPerEntry(int words) {
        return 8 + 24 + 32 + 16 + 16L * words + 16 + 8L * words;
    }

    private final GomokuBoard board;
    private final GomokuRule rule;
    private final long budget;
    private final int words;
    private final AtomicReferenceArray<Entry> slots;
    private final int mask;
    private final LongAdder hits = new LongAdder();
    private final LongAdder misses = new LongAdder();

    /**
     * @param capacity the most answers kept (rounded down to a power of two, at least 1)
     * @param budget   the node budget of the searches answered
     */
    public ThreatAnswers(GomokuBoard board, GomokuRule rule, long budget, long capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("at least one answer: " + capacity);
        }
        int size = Integer.highestOneBit((int) Math.min(capacity, 1 << 30));
        this.board = board;
        this.rule = rule;
        this.budget = budget;
        this.words = board.words();
        this.slots = new AtomicReferenceArray<>(size);
        this.mask = size - 1;
    }

    /** Whether these are answers of searches on {@code board} under {@code rule} with {@code budget} nodes. */
    public boolean answers(GomokuBoard board, GomokuRule rule, long budget) {
        return this.board.equals(board) && this.rule == rule && this.budget == budget;
    }

    /** The slots (the most answers kept). */
    public int capacity() {
        return mask + 1;
    }

    /** Answers found here, and asked for and not found, so far. */
    public long hits() {
        return hits.sum();
    }

    public long misses() {
        return misses.sum();
    }

    /**
     * The answer for these stones (each {@code words} long), searching and keeping it if it is
     * not here. The arrays are not kept (the key is a copy). With {@code whole}, an answer cut
     * short ({@link Answer#cut}) found here does not do: the search (which must then not be cut)
     * runs, and its answer replaces it.
     */
    public Answer answer(long[] attackerStones, long[] defenderStones, Search search, boolean whole) {
        int slot = slot(attackerStones, defenderStones);
        Entry e = slots.get(slot);
        if (e != null && matches(e.key, attackerStones, defenderStones) && !(whole && e.answer.cut())) {
            hits.increment();
            return e.answer;
        }
        misses.increment();
        long[] key = Arrays.copyOf(attackerStones, 2 * words); // before the search: the key asked
        System.arraycopy(defenderStones, 0, key, words, words);
        Answer a = search.search(attackerStones, defenderStones);
        slots.set(slot, new Entry(key, a));
        return a;
    }

    /** A threat-space search of the caller's, run where the answer is not known. */
    @FunctionalInterface
    public interface Search {
        Answer search(long[] attackerStones, long[] defenderStones);
    }

    private boolean matches(long[] key, long[] attackerStones, long[] defenderStones) {
        for (int w = 0; w < words; w++) {
            if (key[w] != attackerStones[w] || key[words + w] != defenderStones[w]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The slot of a key: each word mixed into a running hash (multiply by an odd constant, rotate,
     * so that both sides' stones and their order count), then the high bits folded down by the
     * finaliser of MurmurHash3 (xor-shift, multiply, xor-shift) so that the mask's low bits depend
     * on every stone.
     */
    private int slot(long[] attackerStones, long[] defenderStones) {
        long h = 0x9E3779B97F4A7C15L;
        for (int w = 0; w < words; w++) {
            h = Long.rotateLeft((h ^ attackerStones[w]) * 0xC2B2AE3D27D4EB4FL, 31);
            h = Long.rotateLeft((h ^ defenderStones[w]) * 0x165667B19E3779F9L, 27);
        }
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        return (int) h & mask;
    }
}
