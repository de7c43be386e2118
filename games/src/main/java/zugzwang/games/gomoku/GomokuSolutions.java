package zugzwang.games.gomoku;

import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import zugzwang.core.store.SolutionStore;

/**
 * Go-moku's entries in a {@link SolutionStore}: what is known of a position, by its canonical stones
 * ({@link GomokuPosition#canonical}), always about black's win.
 *
 * <p>Keys: one tag byte, then the canonical stones (black's words, then white's, each big-endian —
 * so the store's byte order is the canonical order). Tag {@code 'V'}: the value — one byte
 * {@link #WIN} or {@link #NO_WIN}, then for a win with black to move his winning move as two bytes
 * (canonical frame; {@code 0xFFFF} where there is none to give). Tag {@code 'C'}: the solver's plan
 * at a black-to-move position it split — the largest job budget it was made with (eight bytes),
 * how many of the candidates were started (the end of the wave of them racing; 0 in plans of
 * stores before waves, which the solver makes afresh), the candidate moves in order (two bytes
 * each) — so that a resumed run with the same budget goes on with the same moves. Tag {@code 'T'}: a transfer — the
 * position (proved; black or white to move) wins by the strategy of another proved position, one
 * white stone away (a sibling at a split, a position of the store found by a moved stone, within a
 * job or for a task): white's stone on one square (two bytes, canonical frame) stands where that
 * position has it on another (two bytes); its positions are looked up with that stone moved back
 * ({@link #transfer}). Tag {@code 'Z'}: a proved position's <b>zone</b> — the squares its part of a
 * proof touches ({@link GomokuProver#zones}), one bit a square in the canonical frame, the board's
 * words big-endian — written for every position of a job's proof and those proved by transfer or
 * a moved stone, so that a later position one white stone away can be proved by the same strategy
 * ({@link GomokuSolver}: a white stone moved off the zone).
 *
 * <p>Two tags let a resumed run go on as the stopped one would have ({@link GomokuSolver}), both
 * kept only for runs of the same largest job budget (eight bytes first, as the plan's). Tag
 * {@code 'M'}: a position whose job missed — the budget of its next job (eight bytes) and one byte
 * of flags: {@link #NEXT_WEAK} that job counts proof numbers the weak way, {@link #NEXT_RETRIED}
 * it is the retry at the largest budget ({@link GomokuSolver#weakRetry}), {@link #NEXT_EXTENDED}
 * it is a near miss's larger job ({@link GomokuSolver#nearMisses}), {@link #NEXT_SPLIT} no more
 * jobs: white's position is split, black's had no candidate left (his split is his plan). Tag
 * {@code 'S'}: black's candidate in a race (a white position) — the workers' CPU time, in nanoseconds (eight bytes), of the jobs
 * at or below it, which its distance in the race counts.
 */
public final class GomokuSolutions implements GomokuProver.Solutions {
    /** The value byte: black wins. */
    public static final byte WIN = 1;
    /** The value byte: black does not win (an exact disproof). */
    public static final byte NO_WIN = 2;
    private static final byte VALUE = 'V';
    private static final byte PLAN = 'C';
    private static final byte TRANSFER = 'T';
    private static final byte ZONE = 'Z';
    private static final byte MISSED = 'M';
    private static final byte SPENT = 'S';
    /** {@link Missed}'s flag: the next job counts proof numbers the weak way. */
    static final int NEXT_WEAK = 1;
    /** {@link Missed}'s flag: the next job is the retry (given once, {@link GomokuSolver#weakRetry}). */
    static final int NEXT_RETRIED = 2;
    /** {@link Missed}'s flag: no more jobs — white's position is split, black's had no candidate left. */
    static final int NEXT_SPLIT = 4;
    /** {@link Missed}'s flag: the next job is a near miss's larger one ({@link GomokuSolver#NEAR_PN}), given once. */
    static final int NEXT_EXTENDED = 8;
    private static final int NO_MOVE = 0xFFFF;

    private final SolutionStore store;
    private final int words;

    /** The store's kind, to open it with: e.g. "gomoku 15x15 freestyle". */
    public static String kind(GomokuBoard board, GomokuRule rule) {
        return "gomoku " + board + " " + rule.name().toLowerCase(java.util.Locale.ROOT);
    }

    public GomokuSolutions(SolutionStore store, GomokuBoard board) {
        this.store = store;
        this.words = board.words();
    }

    /** The store underneath. */
    public SolutionStore store() {
        return store;
    }

    /**
     * TRUE: black wins; FALSE: he does not; null: not known — which includes a win with black to
     * move whose move is not recorded. Such an entry is no strategy to export (the export found
     * none below h8,c6,i9,a2, standard, 2026-12-06: a2 stood for h2 there, and h8,c6,i9,h2 had
     * lost its move), so the position counts as unsolved: a solve that meets it (as a task, or in a
     * search) solves it again and writes its move — not one below a subtree the store has proved
     * (the solver takes that subtree whole; the export searches there, and a store with such
     * entries is best solved afresh). The solver of 2026-12-05 left such entries: a job whose root
     * another proof had put in the store meanwhile (with its move) was proved by that entry in one
     * node and wrote the root again without a move ({@link GomokuSolver}); 217 of 305,202 black
     * positions of the standard rule's store of that day.
     */
    @Override
    public Boolean value(long[] canonical) {
        byte[] v = store.get(key(VALUE, canonical));
        if (v == null) {
            return null;
        }
        if (v[0] != WIN) {
            return false;
        }
        return blackToMove(canonical) && (v.length < 3 || ((v[1] & 0xFF) << 8 | (v[2] & 0xFF)) == NO_MOVE)
                ? null : Boolean.TRUE;
    }

    /** Whether black is to move in the position of these canonical stones (as many stones of each). */
    private static boolean blackToMove(long[] canonical) {
        int n = 0;
        for (long w : canonical) {
            n += Long.bitCount(w);
        }
        return (n & 1) == 0;
    }

    /** Black's winning move at a won position with black to move (canonical frame), or -1. */
    public int move(long[] canonical) {
        byte[] v = store.get(key(VALUE, canonical));
        if (v == null || v[0] != WIN || v.length < 3) {
            return -1;
        }
        int m = (v[1] & 0xFF) << 8 | (v[2] & 0xFF);
        return m == NO_MOVE ? -1 : m;
    }

    /** A batch of entries written at once ({@link #write}). */
    public final class Batch {
        private final Map<byte[], byte[]> entries = new LinkedHashMap<>();

        /** Black wins at {@code canonical}; {@code move} his winning move there (canonical frame) or -1. */
        public Batch win(long[] canonical, int move) {
            int m = move < 0 ? NO_MOVE : move;
            entries.put(key(VALUE, canonical), new byte[] {WIN, (byte) (m >>> 8), (byte) m});
            return this;
        }

        /** Black does not win at {@code canonical} (an exact disproof). */
        public Batch noWin(long[] canonical) {
            entries.put(key(VALUE, canonical), new byte[] {NO_WIN});
            return this;
        }

        /**
         * The solver's candidates at {@code canonical} and how many of them were started
         * ({@code trying}), chosen with jobs of at most {@code budget} nodes.
         */
        public Batch plan(long[] canonical, int[] candidates, int trying, long budget) {
            ByteBuffer b = ByteBuffer.allocate(8 + 2 + 2 * candidates.length);
            b.putLong(budget);
            b.putShort((short) trying);
            for (int c : candidates) {
                b.putShort((short) c);
            }
            entries.put(key(PLAN, canonical), b.array());
            return this;
        }

        /**
         * Black wins at {@code canonical} by the strategy of the position with white's stone on
         * {@code here} moved to {@code there} (both squares in the canonical frame), which is proved.
         */
        public Batch transfer(long[] canonical, int here, int there) {
            entries.put(key(TRANSFER, canonical), new byte[] {(byte) (here >>> 8), (byte) here, (byte) (there >>> 8),
                (byte) there});
            return this;
        }

        /** The squares the proof of {@code canonical} touches (canonical frame, the board's words). */
        public Batch zone(long[] canonical, long[] zone) {
            if (zone.length != words) {
                throw new IllegalArgumentException("a zone of " + words + " words expected");
            }
            ByteBuffer b = ByteBuffer.allocate(8 * words);
            for (long w : zone) {
                b.putLong(w);
            }
            entries.put(key(ZONE, canonical), b.array());
            return this;
        }

        /**
         * A job at {@code canonical} missed, in a run whose largest job has {@code largest} nodes:
         * its next job has {@code budget} nodes and these flags ({@link #NEXT_WEAK} …), or
         * ({@link #NEXT_SPLIT}) it is split.
         */
        public Batch missed(long[] canonical, long largest, long budget, int flags) {
            entries.put(key(MISSED, canonical), ByteBuffer.allocate(17).putLong(largest).putLong(budget)
                    .put((byte) flags).array());
            return this;
        }

        /**
         * The workers' CPU time at or below black's candidate {@code canonical} so far, in a run
         * whose largest job has {@code largest} nodes.
         */
        public Batch spent(long[] canonical, long largest, long nanos) {
            entries.put(key(SPENT, canonical), ByteBuffer.allocate(16).putLong(largest).putLong(nanos).array());
            return this;
        }

        public int size() {
            return entries.size();
        }
    }

    public Batch batch() {
        return new Batch();
    }

    /** Writes a batch: all its entries last, or (after a crash) none. */
    public void write(Batch batch) {
        if (batch.size() > 0) {
            store.putAll(batch.entries);
        }
    }

    /**
     * The solver's plan at a position, made with jobs of at most {@code budget} nodes: [trying,
     * candidates...]; null if there is none or it was made with another budget (a run with other
     * budgets plans afresh, and finds the proofs of the earlier plan in the store where it needs
     * them).
     */
    public int[] plan(long[] canonical, long budget) {
        byte[] v = store.get(key(PLAN, canonical));
        if (v == null) {
            return null;
        }
        ByteBuffer b = ByteBuffer.wrap(v);
        if (b.getLong() != budget) {
            return null;
        }
        int[] out = new int[(v.length - 8) / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = b.getShort();
        }
        return out;
    }

    /** Where a position's jobs stand after one missed ({@link Batch#missed}). */
    public record Missed(long budget, int flags) {
    }

    /**
     * What a missed job left at a position for its next, in runs whose largest job has
     * {@code largest} nodes; null if nothing, or of a run with another.
     */
    public Missed missed(long[] canonical, long largest) {
        byte[] v = store.get(key(MISSED, canonical));
        if (v == null || v.length != 17) {
            return null;
        }
        ByteBuffer b = ByteBuffer.wrap(v);
        return b.getLong() != largest ? null : new Missed(b.getLong(), b.get());
    }

    /**
     * The workers' CPU time in nanoseconds recorded at or below black's candidate
     * {@code canonical} ({@link Batch#spent}) in runs whose largest job has {@code largest} nodes;
     * 0 if none.
     */
    public long spent(long[] canonical, long largest) {
        byte[] v = store.get(key(SPENT, canonical));
        if (v == null || v.length != 16) {
            return 0;
        }
        ByteBuffer b = ByteBuffer.wrap(v);
        return b.getLong() != largest ? 0 : b.getLong();
    }

    /**
     * The transfer recorded at a position: {here, there} (canonical frame), white's stone on
     * {@code here} standing for hers on {@code there} in a proved sibling; null if none.
     */
    @Override
    public int[] transfer(long[] canonical) {
        byte[] v = store.get(key(TRANSFER, canonical));
        if (v == null || v.length != 4) {
            return null;
        }
        return new int[] {(v[0] & 0xFF) << 8 | (v[1] & 0xFF), (v[2] & 0xFF) << 8 | (v[3] & 0xFF)};
    }

    /** The zone recorded at a proved position (canonical frame), or null if none. */
    @Override
    public long[] zone(long[] canonical) {
        byte[] v = store.get(key(ZONE, canonical));
        if (v == null || v.length != 8 * words) {
            return null;
        }
        ByteBuffer b = ByteBuffer.wrap(v);
        long[] out = new long[words];
        for (int i = 0; i < words; i++) {
            out[i] = b.getLong();
        }
        return out;
    }

    private byte[] key(byte tag, long[] canonical) {
        if (canonical.length != 2 * words) {
            throw new IllegalArgumentException("canonical stones of " + 2 * words + " words expected");
        }
        ByteBuffer b = ByteBuffer.allocate(1 + 8 * canonical.length);
        b.put(tag);
        for (long w : canonical) {
            b.putLong(w);
        }
        return b.array();
    }
}
