package zugzwang.games.qubic;

import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.StrategyProver;

/**
 * A winning strategy for qubic as a table: for each position where the attacker is to move, by
 * its canonical form ({@link Qubic#canonical}), the attacker's move in that canonical frame. It is
 * what {@link QubicProver#strategy} extracts from proofs, and what the strategy file is written
 * from ({@link #prover()}). Thread-safe (workers extract into one table); an open-addressing table
 * of two longs and a byte per entry (the cell, and in the top two bits its {@link Kind}), at most
 * half full.
 */
public final class QubicStrategy {
    /** Where a move came from (for the counts of Allis' Tables 4.1 and 4.2). */
    public enum Kind {
        /** Chosen by search (a proof DAG's proved child, or the solver's split): a strategic move. */
        STRATEGIC,
        /** Chosen by search, but the only move: blocking the defender's three. */
        BLOCK,
        /** A threat sequence's move (tactical: found by threat-space search). */
        TACTICAL
    }

    private long[] keys = new long[2 << 12];
    private byte[] moves = new byte[1 << 12];
    private boolean[] full = new boolean[1 << 12];
    private int size;

    /** The number of positions with a move. */
    public synchronized int size() {
        return size;
    }

    /** Whether the canonical form {@code (c0, c1)} has a move. */
    public synchronized boolean contains(long c0, long c1) {
        return full[slot(c0, c1)];
    }

    /** Records the move for the canonical form {@code (c0, c1)} (cell in the canonical frame); the first one stays. */
    public synchronized void put(long c0, long c1, int cell, Kind kind) {
        put(c0, c1, (byte) (cell | kind.ordinal() << 6));
    }

    private void put(long c0, long c1, byte entry) {
        if (2 * (size + 1) > full.length) {
            grow();
        }
        int i = slot(c0, c1);
        if (!full[i]) {
            full[i] = true;
            keys[2 * i] = c0;
            keys[2 * i + 1] = c1;
            moves[i] = entry;
            size++;
        }
    }

    /** The attacker's move at the position {@code (first, second)} in its own frame, or -1 if there is none. */
    public int move(long first, long second) {
        int entry = lookup(first, second);
        return entry < 0 ? -1 : entry & 63;
    }

    /** The entry of a position, its cell mapped into the position's own frame, or -1: one canonical form. */
    private int lookup(long first, long second) {
        long[] canon = new long[2];
        int s = Qubic.canonical(first, second, canon);
        int entry;
        synchronized (this) {
            int i = slot(canon[0], canon[1]);
            if (!full[i]) {
                return -1;
            }
            entry = moves[i] & 0xFF;
        }
        return Qubic.mapCell(entry & 63, Qubic.inverse(s)) | (entry >>> 6) << 6;
    }

    /** Told of every position the strategy prover answers with a move: its stones and the move's kind. */
    @FunctionalInterface
    public interface Answered {
        void answered(int stones, Kind kind);
    }

    /** {@link #prover(Answered)} without a listener. */
    public StrategyProver prover() {
        return prover((stones, kind) -> {
        });
    }

    /**
     * The table as a {@link StrategyProver} for {@link zugzwang.core.proof.StrategyWriter}: a
     * position with a move is proved with it (and {@code listener} told), any other attacker
     * position is unknown; a defender position (the writer asks only about a root) is answered
     * proved, the walk checks the rest.
     */
    public StrategyProver prover(Answered listener) {
        return (state, attacker, goal) -> {
            if (!(state instanceof QubicState q)) {
                throw new IllegalArgumentException("not a qubic state: " + state.game().name());
            }
            QubicPosition p = q.position(); // read only: no copy
            if (p.player() != attacker) {
                // asked only of a root with the defender to move: the table holds what follows it
                return new StrategyProver.Answer(Outcome.PROVED, -1);
            }
            int entry = lookup(p.first(), p.second());
            if (entry < 0) {
                return new StrategyProver.Answer(Outcome.UNKNOWN, -1);
            }
            listener.answered(p.stones(), Kind.values()[entry >>> 6]);
            return new StrategyProver.Answer(Outcome.PROVED, entry & 63);
        };
    }

    /** The slot of {@code (c0, c1)}: where it is, or the empty slot where it would go. */
    private int slot(long c0, long c1) {
        int mask = full.length - 1;
        long h = (c0 * 0x9E3779B97F4A7C15L) ^ (c1 * 0xC2B2AE3D27D4EB4FL);
        int i = (int) (h ^ h >>> 31) & mask;
        while (full[i] && (keys[2 * i] != c0 || keys[2 * i + 1] != c1)) {
            i = (i + 1) & mask;
        }
        return i;
    }

    private void grow() {
        long[] k = keys;
        byte[] m = moves;
        boolean[] f = full;
        keys = new long[2 * k.length];
        moves = new byte[2 * m.length];
        full = new boolean[2 * f.length];
        size = 0;
        for (int i = 0; i < f.length; i++) {
            if (f[i]) {
                put(k[2 * i], k[2 * i + 1], m[i]);
            }
        }
    }
}
