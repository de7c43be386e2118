package zugzwang.games.gomoku;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import zugzwang.core.util.AtomicFile;

/**
 * Writes the same kind of file as {@link GomokuProofWriter}, with several of them at once: the
 * strategy below the first white position of the walk — the root, or the root after black's move
 * from the store — is split into the black positions after each of her moves, and each is written
 * by a writer of its own on one of {@code threads} threads (on the empty board: black's h8, then
 * the 224 replies of hers, 35 up to symmetry). The parts are put together in the walk's order: her
 * moves in increasing order, each followed by its part, or by a reference where an earlier reply
 * led to a mirror image of the position (its part begins with a label, so the verifier remembers
 * it); then the header and the trailer with the sum of the tokens.
 *
 * <p>The file is one {@link GomokuProofVerifier} checks like any other; it may differ from a single
 * writer's: a part cannot refer to a position written in another part (it is written again), and
 * below her move the part's root is found as a root (from the store, a threat search, Victoria),
 * not along a threat sequence of the position above. Where the walk's first white position is not
 * the plain case — black's move at the root not in the store, a five or an open four of either side
 * there, a transfer in force (the root proved by another position's strategy) — or there is one
 * thread, the single writer writes the file; so it does where a part finds no move of black's (the
 * single writer may take black's move above it back and find another).
 */
public final class GomokuParallelProofWriter {
    private final GomokuBoard board;
    private final GomokuRule rule;
    private final GomokuProver.Solutions store;
    private final long tssBudget;
    private final long fallbackNodes;
    private final int threads;
    private GomokuProofWriter.Listener listener;
    // progress: the latest figures of each part (by its index), reported about once a second
    private GomokuProofWriter.Stats[] latest;
    private long nextReport;
    private long started;
    private int partsWritten;
    private int mirrored;

    /** As {@link GomokuProofWriter#GomokuProofWriter}, with the threads to write parts on (at least 1). */
    public GomokuParallelProofWriter(GomokuBoard board, GomokuRule rule, GomokuProver.Solutions store, long tssBudget,
                                     long fallbackNodes, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.board = board;
        this.rule = rule;
        this.store = store;
        this.tssBudget = tssBudget;
        this.fallbackNodes = fallbackNodes;
        this.threads = threads;
    }

    /** The parts the last write put together (0: the single writer wrote it). */
    public int parts() {
        return partsWritten;
    }

    /** The replies of hers the last write answered by a reference to a mirror image's part. */
    public int mirrored() {
        return mirrored;
    }

    /** Reports the parts' figures summed, about once a second (from the parts' threads, one call at a time). */
    public GomokuParallelProofWriter listener(GomokuProofWriter.Listener l) {
        this.listener = l;
        return this;
    }

    /**
     * Writes the strategy from {@code root} to {@code file} (gzip-compressed when its name ends in
     * {@code .gz}) through a temporary file: on failure nothing is left behind.
     *
     * @throws GomokuProofWriter.ExportException where a part finds no winning move of black's
     */
    public GomokuProofWriter.Stats write(GomokuPosition root, Path file) throws IOException {
        return AtomicFile.write(file, true, out -> write(root, out));
    }

    /** Writes the strategy from {@code root} to {@code sink} (flushed, not closed). */
    public GomokuProofWriter.Stats write(GomokuPosition root, OutputStream sink) throws IOException {
        started = System.nanoTime();
        partsWritten = 0;
        mirrored = 0;
        GomokuPosition white = root.copy();
        int blackMove = -1;
        if (threads > 1 && store != null && !root.isOver()) {
            GomokuWinSquares tr = GomokuWinSquares.of(root);
            long[] canon = new long[2 * board.words()];
            root.canonical(canon);
            if (root.player() == 0 && !tr.canWin(0) && !tr.canWin(1) && tr.openFour(0, new int[2]) < 0
                    && store.transfer(canon) == null) { // (a transfer: the walk moves her stone back below)
                blackMove = store.moveIn(root);
                if (blackMove >= 0) {
                    white.play(blackMove);
                }
            }
        }
        List<GomokuPosition> replies = threads > 1 && store != null && !root.isOver() && white.player() == 1
                && (root.player() == 1 || blackMove >= 0) ? replies(white) : null;
        if (replies == null) {
            return single(root, sink);
        }
        // the first reply of each mirror class is a part; the others refer to it if its part is labelled
        Map<CanonicalKey, Integer> seen = new HashMap<>();
        int[] first = new int[replies.size()]; // the first reply of i's mirror class
        List<Integer> firsts = new ArrayList<>();
        for (int i = 0; i < replies.size(); i++) {
            long[] canon = new long[2 * board.words()];
            replies.get(i).canonical(canon);
            int at = i;
            first[i] = seen.computeIfAbsent(new CanonicalKey(canon), k -> at);
            if (first[i] == i) {
                firsts.add(i);
            }
        }
        GomokuProofWriter.Part[] parts = new GomokuProofWriter.Part[replies.size()];
        latest = new GomokuProofWriter.Stats[replies.size()];
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "proof-part");
            t.setDaemon(true);
            return t;
        });
        try {
            run(pool, replies, parts, firsts);
            List<Integer> again = new ArrayList<>();
            for (int i = 0; i < replies.size(); i++) {
                if (first[i] != i && !labelled(parts[first[i]])) {
                    again.add(i); // no label to refer to: a part of its own
                }
            }
            run(pool, replies, parts, again);
        } catch (GomokuProofWriter.ExportException e) {
            // a part found no move where the single writer, free to take back black's move above
            // it, may find another: it writes the file
            return single(root, sink);
        } finally {
            pool.shutdownNow();
        }
        // put together
        int reference = GomokuProofFile.reference(board);
        boolean wide = GomokuProofFile.wide(board);
        int[] moves = new int[root.stones()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = root.move(i);
        }
        GomokuProofFile.writeHeader(sink, new GomokuProofFile.Header(board, rule, moves));
        long tokens = 0;
        long references = 0;
        if (blackMove >= 0) {
            token(sink, blackMove, wide);
            tokens++;
        }
        for (int i = 0; i < replies.size(); i++) {
            if (parts[i] != null) {
                sink.write(parts[i].body());
                tokens += parts[i].tokens();
                partsWritten++;
            } else {
                token(sink, reference, wide);
                tokens++;
                references++;
                mirrored++;
            }
        }
        GomokuProofFile.writeTrailer(sink, tokens);
        sink.flush();
        // what was written here (black's move from the store, the references, her position), then the parts'
        GomokuProofWriter.Stats total = own(tokens - partTokens(parts), references, blackMove >= 0 ? 1 : 0);
        for (GomokuProofWriter.Part part : parts) {
            total = part == null ? total : total.plus(part.stats());
        }
        return total;
    }

    /** The single writer's file. */
    private GomokuProofWriter.Stats single(GomokuPosition root, OutputStream sink) throws IOException {
        GomokuProofWriter single = new GomokuProofWriter(board, rule, store, tssBudget, fallbackNodes);
        if (listener != null) {
            single.listener(listener);
        }
        return single.write(root, sink);
    }

    /**
     * The black positions after each of white's moves at {@code white}, in the walk's order (her
     * moves in increasing order), or null where the walk there is not the plain case: a five in one
     * of either side, black's open four (she need not be answered everywhere), a transfer in force.
     */
    private List<GomokuPosition> replies(GomokuPosition white) {
        GomokuWinSquares tr = GomokuWinSquares.of(white);
        if (tr.canWin(0) || tr.canWin(1) || tr.openFour(0, new int[2]) >= 0) {
            return null;
        }
        long[] canon = new long[2 * board.words()];
        white.canonical(canon);
        if (store.transfer(canon) != null) {
            return null; // below it the walk moves her stone back: the single writer's
        }
        List<GomokuPosition> out = new ArrayList<>();
        for (int s = 0; s < board.squares(); s++) {
            if (white.isEmpty(s)) {
                GomokuPosition p = white.copy();
                p.play(s);
                out.add(p);
            }
        }
        return out.isEmpty() ? null : out;
    }

    /**
     * Writes the parts of these replies on the pool. The first failure is thrown once every part
     * has ended: the others are told to stop ({@link GomokuProofWriter#limit}) and waited for, so
     * that nothing reads the store after the write.
     */
    private void run(ExecutorService pool, List<GomokuPosition> replies, GomokuProofWriter.Part[] parts,
            List<Integer> which) throws IOException {
        List<Future<GomokuProofWriter.Part>> done = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        for (int i : which) {
            GomokuPosition p = replies.get(i);
            done.add(pool.submit(() -> {
                GomokuProofWriter w = new GomokuProofWriter(board, rule, store, tssBudget, fallbackNodes)
                        .limit(Long.MAX_VALUE, stop::get);
                if (listener != null) {
                    w.listener(s -> report(i, s));
                }
                try {
                    GomokuProofWriter.Part part = w.part(p);
                    report(i, part.stats());
                    return part;
                } catch (RuntimeException e) {
                    stop.set(true); // the others end at their next black move
                    throw e;
                }
            }));
        }
        Throwable failed = null;
        for (int k = 0; k < which.size(); k++) {
            try {
                parts[which.get(k)] = done.get(k).get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop.set(true);
                failed = failed != null ? failed : new IOException("interrupted", e);
            } catch (ExecutionException e) {
                stop.set(true);
                // the first failure counts, not the stops it caused
                if (failed == null || failed instanceof GomokuProofWriter.LimitException) {
                    failed = e.getCause();
                }
            }
        }
        if (failed instanceof RuntimeException r) {
            throw r;
        }
        if (failed instanceof IOException io) {
            throw io;
        }
        if (failed != null) {
            throw new IllegalStateException(failed);
        }
    }

    /** Whether a part begins with a label: the verifier remembers its root position. */
    private boolean labelled(GomokuProofWriter.Part part) {
        byte[] b = part.body();
        int label = GomokuProofFile.label(board);
        if (GomokuProofFile.wide(board)) {
            return b.length >= 2 && ((b[0] & 0xFF) << 8 | (b[1] & 0xFF)) == label;
        }
        return b.length >= 1 && (b[0] & 0xFF) == label;
    }

    private static void token(OutputStream out, int token, boolean wide) throws IOException {
        if (wide) {
            out.write(token >>> 8);
        }
        out.write(token);
    }

    private synchronized void report(int i, GomokuProofWriter.Stats s) {
        latest[i] = s;
        long now = System.nanoTime();
        if (listener != null && now > nextReport) {
            nextReport = now + 1_000_000_000L;
            GomokuProofWriter.Stats total = own(0, 0, 0);
            for (GomokuProofWriter.Stats part : latest) {
                total = part == null ? total : total.plus(part);
            }
            listener.progress(total);
        }
    }

    private static long partTokens(GomokuProofWriter.Part[] parts) {
        long n = 0;
        for (GomokuProofWriter.Part part : parts) {
            n += part == null ? 0 : part.tokens();
        }
        return n;
    }

    /** The figures of what the parts do not hold: {@code tokens} of the file's own, one white position. */
    private GomokuProofWriter.Stats own(long tokens, long references, long fromStore) {
        return new GomokuProofWriter.Stats(tokens, 0, references, fromStore, 0, 0, 0, 0, 0, 0, 1,
                System.nanoTime() - started, null, 1, 0);
    }
}
