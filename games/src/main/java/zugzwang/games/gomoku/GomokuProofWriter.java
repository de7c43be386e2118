package zugzwang.games.gomoku;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.StrategyKeyTable;
import zugzwang.core.util.AtomicFile;

/**
 * Writes black's winning strategy from a position as a {@link GomokuProofFile}: black's move at
 * every position it reaches with black to move, against every move of white's — what
 * {@link GomokuProofVerifier} checks by the rules alone.
 *
 * <p>Where black's moves come from, in this order, at each black position of the walk:
 * <ol>
 *   <li>a five in one: nothing to write (the verifier sees it); white's five in one: the block;</li>
 *   <li>inside a threat sequence being followed: after a three white left unanswered (her move is
 *       not one of its reply squares), the square that gives black two fives in one (the straight
 *       four); else the sequence's next threat, if it still applies by the rules and, for a three,
 *       leaves white no move to two fives in one;</li>
 *   <li>a position written before (or a symmetric image): a reference;</li>
 *   <li>the solution store (Victoria's proofs), or a proof found during this export; below a
 *       position the solver proved by transfer (a white reply off a sibling's proof,
 *       {@link GomokuSolutions#transfer}), also the sibling's: the position with her stone moved
 *       back to where the sibling has it;</li>
 *   <li>below a white position whose black null-move threat sequence wins, for a white move off
 *       its related squares: that sequence;</li>
 *   <li>a threat-space search of black's from the position, followed as above;</li>
 *   <li>below such a white position, the sequence black wins by after another of her moves on its
 *       related squares (Victoria narrows her moves to S ∩ S1 so, and a search from this position
 *       need not find that sequence: its heuristics are not monotone);</li>
 *   <li>a Victoria search with a node budget, its proof kept for the rest of the export: first of
 *       {@link #FIRST_FALLBACK_NODES}; the full budget only in a second walk from the root, made if
 *       the first failed where such a search was undecided (an undecided search is not made again
 *       at the same budget).</li>
 * </ol>
 * A choice whose subtree cannot be completed (a followed sequence that white's moves broke
 * beyond repair, say) is taken back — its tokens and the labels among them — and the next one
 * tried; if all fail the failure goes up to the black position above, and past the root the
 * export stops with the position named ({@link ExportException}). Positions of 4., 6., 7. and 8. are
 * labelled, so that a transposition later in the walk is a reference.
 *
 * <p>The strategy is followed, not searched, wherever it can be: threat searches happen only at the
 * roots of pieces (4.–7.), once per Victoria leaf and where white's move broke a sequence (a four of
 * hers, a stone on its squares). Nothing here needs to be right for the proof to be: the verifier
 * checks every move. A writer writes one proof.
 */
public final class GomokuProofWriter {
    /** Called now and then during an export. */
    public interface Listener {
        void progress(Stats stats);
    }

    /**
     * What an export did; {@code searching}: the position (its moves) of the Victoria search
     * running now where nothing else gave black's move, or null — in a progress report, so that a
     * long pause names where it is; {@code walks}: 2 where the first walk's smaller Victoria searches
     * fell short ({@link #FIRST_FALLBACK_NODES}); {@code broken}: threat sequences not followed
     * because white had two fives in one after black's next three.
     */
    public record Stats(long tokens, long labels, long references, long fromStore, long transferMoves, long nullMoves,
                        long siblingMoves, long threatSearches, long fallbacks, long retries, long whitePositions, long nanos,
                        String searching, int walks, long broken) {
        /**
         * Two walks' figures together (parts of one file, written at once): the counts summed, the
         * time and the walks the larger, the search running this one's if any, else o's.
         */
        public Stats plus(Stats o) {
            return new Stats(tokens + o.tokens, labels + o.labels, references + o.references, fromStore + o.fromStore,
                    transferMoves + o.transferMoves, nullMoves + o.nullMoves, siblingMoves + o.siblingMoves,
                    threatSearches + o.threatSearches, fallbacks + o.fallbacks, retries + o.retries,
                    whitePositions + o.whitePositions, Math.max(nanos, o.nanos), searching != null ? searching : o.searching,
                    Math.max(walks, o.walks), broken + o.broken);
        }
    }

    /** Sets the first walk's Victoria budget ({@link #FIRST_FALLBACK_NODES}; at most the full one): a test's. */
    GomokuProofWriter firstFallback(long nodes) {
        this.fallbackNow = Math.min(fallbackNodes, nodes);
        return this;
    }

    /** The walk went past the writer's {@link #limit}, or was told to stop: it ends (no choice is retried). */
    public static final class LimitException extends RuntimeException {
        LimitException(long moves) {
            super("stopped: more than " + moves + " black moves written, or told to stop", null, false, false);
        }
    }

    /** The strategy cannot be completed: no move known or found at a position. */
    public static final class ExportException extends RuntimeException {
        ExportException(String message) {
            super(message, null, false, false);
        }
    }

    private final GomokuBoard board;
    private final GomokuRule rule;
    private final GomokuProver.Solutions store;
    private final long tssBudget;
    private final long fallbackNodes;
    private final GomokuThreats threats;
    private final GomokuWinSquares tr;
    private final int squares;
    private final int words;
    private final int[] inverse;
    private final int[] path;
    private final int[][] scratch;
    /** Per ply, the white moves walked where black has an open four ({@link #white}). */
    private final long[][] walked;
    private StrategyKeyTable written;
    private final Map<Canon, Integer> found = new HashMap<>();
    private int ply;
    private TokenBuffer out;
    /** The positions remembered (labelled), in the order written, with the offsets of their labels. */
    private final List<long[]> remembered = new ArrayList<>();
    private final List<Long> rememberedAt = new ArrayList<>();
    private int label;
    private int reference;
    private Listener listener;
    private long started;
    private long nextReport;
    // counters
    private long references;
    private long retries;
    private long siblingMoves;
    private long fromStore;
    private long nullMoves;
    private long threatSearches;
    private long fallbacks;
    private long whitePositions;
    /**
     * The transfers in force on the walk (walk frame), innermost last: below a position the store
     * proved by a sibling's strategy, white's stone on {@code subHere[i]} stands for hers on
     * {@code subThere[i]} — a position not in the store is looked up with it moved back.
     */
    private int[] subHere = new int[8];
    private int[] subThere = new int[8];
    private int subs;
    private long transferMoves;
    /** {@link #limit}: the most black moves written, those written so far, and when to stop anyway. */
    private long moveLimit = Long.MAX_VALUE;
    private long movesWritten;
    private java.util.function.BooleanSupplier stop = () -> false;
    /**
     * The budget of the Victoria searches of this walk: first {@link #FIRST_FALLBACK_NODES} (at most
     * {@link #fallbackNodes}); if the walk fails at its root after one of them was undecided
     * ({@link #cut}; anywhere — it may have made a choice above it fail), it is made again with
     * {@link #fallbackNodes}.
     */
    private long fallbackNow;
    /** A Victoria search of this walk was undecided at {@link #fallbackNow}, less than {@link #fallbackNodes}. */
    private boolean cut;
    /** The positions whose Victoria search was undecided (or black's win disproved), with its budget. */
    private final Map<Canon, Long> undecided = new HashMap<>();
    /** The walks made: 2 if the first failed where a larger Victoria search might not have. */
    private int walks;
    /** Sequences not followed: after black's next three white had two fives in one ({@link #follow}). */
    private long broken;
    // the outputs of follow()
    private int followNext;
    private int followLast;

    /**
     * @param store         black's proved positions with his moves (a solution store), or null
     * @param tssBudget     the node budget of each threat-space search
     * @param fallbackNodes the node budget of a Victoria search where nothing else gives a move (0: none)
     */
    public GomokuProofWriter(GomokuBoard board, GomokuRule rule, GomokuProver.Solutions store, long tssBudget,
                             long fallbackNodes) {
        this.board = board;
        this.rule = rule;
        this.store = store;
        this.tssBudget = tssBudget;
        this.fallbackNodes = fallbackNodes;
        this.fallbackNow = Math.min(fallbackNodes, FIRST_FALLBACK_NODES);
        this.threats = GomokuThreats.of(board);
        this.tr = new GomokuWinSquares(board, rule);
        this.squares = board.squares();
        this.words = board.words();
        this.inverse = new int[board.symmetries()];
        for (int t = 0; t < inverse.length; t++) {
            inverse[t] = board.inverse(t);
        }
        this.path = new int[squares];
        this.scratch = new int[squares + 2][2];
        this.walked = new long[squares + 2][words];
        this.written = new StrategyKeyTable(2 * words);
    }

    /**
     * Stops the walk ({@link LimitException}) once more than {@code moves} black moves were
     * written — those taken back with a failed choice count too: the limit bounds the work, not
     * the strategy's size — or as soon as {@code stop} says so (checked at each black move).
     */
    public GomokuProofWriter limit(long moves, java.util.function.BooleanSupplier stop) {
        this.moveLimit = moves;
        this.stop = stop;
        return this;
    }

    /** The threat searches made so far (also after a failed write). */
    public long threatSearches() {
        return threatSearches;
    }

    /** Reports progress to {@code l} about once a second. */
    public GomokuProofWriter listener(Listener l) {
        this.listener = l;
        return this;
    }

    /**
     * Writes the strategy to {@code file} (replacing it; gzip-compressed when its name ends in
     * {@code .gz}) through a temporary file in the same directory: on failure nothing is left
     * behind and an existing file is untouched.
     */
    public Stats write(GomokuPosition root, Path file) throws IOException {
        return AtomicFile.write(file, true, out -> write(root, out));
    }

    /**
     * Writes the strategy from {@code root} (black to move and winning, or white to move and losing)
     * to {@code sink}: header, body, trailer. The body is made in memory first (one byte a token on
     * boards up to 254 squares), so that a piece that fails can be taken back. The sink is flushed,
     * not closed.
     *
     * @throws ExportException where no winning move of black's is known or found
     */
    public Stats write(GomokuPosition root, OutputStream sink) throws IOException {
        int[] moves = walk(root);
        GomokuProofFile.writeHeader(sink, new GomokuProofFile.Header(board, rule, moves));
        out.writeTo(sink);
        GomokuProofFile.writeTrailer(sink, out.tokens());
        sink.flush();
        return stats();
    }

    /**
     * The body of the strategy from {@code root} alone — no header, no trailer — with what the walk
     * did: a piece of a larger proof ({@link GomokuParallelProofWriter}), the tokens as they would
     * stand in a file. A writer writes one proof or one part.
     */
    Part part(GomokuPosition root) throws IOException {
        walk(root);
        return new Part(out.bytes(), out.tokens(), stats());
    }

    /** A part's tokens (one or two bytes each, as in a file), their number, and what its walk did. */
    record Part(byte[] body, long tokens, Stats stats) {
    }

    /** Walks the strategy from root into {@link #out}; returns the moves to the root. */
    private int[] walk(GomokuPosition root) throws IOException {
        if (root.board().squares() != squares || root.rule() != rule) {
            throw new IllegalArgumentException("the position is not of this writer's board and rule");
        }
        if (root.isOver()) {
            throw new ExportException("the game is over at the root: nothing to prove");
        }
        if (out != null) {
            throw new IllegalStateException("a GomokuProofWriter writes one proof");
        }
        started = System.nanoTime();
        nextReport = started + 1_000_000_000L;
        int[] moves = new int[root.stones()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = root.move(i);
            tr.place(moves[i], i & 1);
            path[ply++] = moves[i];
        }
        out = new TokenBuffer(GomokuProofFile.wide(board));
        label = GomokuProofFile.label(board);
        reference = GomokuProofFile.reference(board);
        while (true) {
            walks++;
            try {
                if (root.player() == 0) {
                    black(null, 0, -1, true, -1, null);
                } else {
                    white(null, 0, -1, true);
                }
                return moves;
            } catch (ExportException e) {
                if (!cut) {
                    throw e;
                }
                // again from the root with the full budget: the proofs found so far are kept
                // (found), the strategy written is not
                cut = false;
                fallbackNow = fallbackNodes;
                out = new TokenBuffer(GomokuProofFile.wide(board));
                written = new StrategyKeyTable(2 * words);
                remembered.clear();
                rememberedAt.clear();
                // what describes the file starts again; the work done (searches, retries) adds up
                references = 0;
                fromStore = 0;
                transferMoves = 0;
                nullMoves = 0;
                siblingMoves = 0;
                whitePositions = 0;
            }
        }
    }

    private Stats stats() {
        return stats(null);
    }

    private Stats stats(String searching) {
        return new Stats(out.tokens(), written.size(), references, fromStore, transferMoves, nullMoves, siblingMoves,
                threatSearches, fallbacks, retries, whitePositions, System.nanoTime() - started, searching, walks, broken);
    }

    /**
     * A white position's black null-move threat sequence, searched when a child first needs it, and
     * black's sequences after her other moves on its related squares (searched when a child needs
     * them: {@link #siblings}).
     */
    private static final class NullMove {
        boolean searched;
        GomokuThreatSpace.Result result;
        Map<Integer, GomokuThreatSpace.Result> siblings;
    }

    /**
     * Black to move. {@code seq}: the threat sequence being followed (null: none), {@code next} its
     * next threat, {@code last} the threat black made last (-1: none), {@code answered} whether
     * white has played one of its reply squares since; {@code w} white's last move; {@code parent}
     * the white position's null move, where black is free to choose.
     */
    private void black(int[] seq, int next, int last, boolean answered, int w, NullMove parent) throws IOException {
        if (tr.canWin(0) || tr.openFour(0, scratch[ply]) >= 0) {
            return; // a five or an open four: the verifier finds it
        }
        if (ply == squares) {
            throw fail("the board is full (a draw)");
        }
        int[] sc = scratch[ply];
        int nw = tr.winSquares(1, sc, 2);
        if (nw == 2) {
            throw fail("white has two fives in one");
        }
        if (seq != null && last >= 0 && !answered && contains(threats.cost(last), w)) {
            answered = true;
        }
        if (nw == 1) {
            move(sc[0], seq, next, last, answered); // the block: black has no other move
            return;
        }
        ExportException failed = null;
        if (seq != null) {
            int m = follow(seq, next, last, answered);
            if (m >= 0) {
                long mark = out.size();
                try {
                    move(m, seq, followNext, followLast, false);
                    return;
                } catch (ExportException e) {
                    failed = e;
                    rewind(mark);
                }
            }
        }
        piece(w, parent, failed);
    }

    /**
     * The root of a piece of the strategy: a reference, else the first of these whose whole subtree
     * can be written — the store's move, the null move's sequence, a threat-space search's, a
     * Victoria search's move.
     */
    private void piece(int w, NullMove parent, ExportException failed) throws IOException {
        GomokuPosition pos = position();
        long[] canon = new long[2 * words];
        int t = pos.canonical(canon);
        if (written.find(canon) >= 0) {
            out.put(reference);
            references++;
            return;
        }
        int before = subs;
        if (store != null) {
            pushTransfers(canon, t, false);
        }
        try {
            piece(pos, canon, t, w, parent, failed);
        } finally {
            subs = before;
        }
    }

    /**
     * Puts in force the transfers that stand behind this position (canonical {@code canon},
     * symmetry {@code t}): its own transfer record, else that of the proved position the transfers
     * already in force make it stand for ({@link #standIn}); then, along the chain, the record of
     * the position each one stands for in turn — a position the solver proved by a moved stone
     * may stand for one itself proved by transfer (h8,a2,i9,w for h8,a1,i9,w, which stands for
     * h8,a1,i9,v), and below it the walk needs every stone of the chain moved back at once.
     * At her position ({@code hers}) a stand-in counts if it has a transfer record (a white
     * position has no move of black's to find it by): a white position of h8,a3's walk may stand
     * for one of h8,a2's proof that a moved stone proved, which stands for h8,a1's — below it
     * neither of the first two is in the store.
     */
    private void pushTransfers(long[] canon, int t, boolean hers) {
        int[] transfer = store.transfer(canon);
        long[] white = tr.stonesOf(1).clone();
        int sym = t;
        if (transfer == null && subs > 0) {
            long[] c = new long[2 * words];
            sym = standIn(c, hers);
            if (sym < 0) {
                return;
            }
            white = standInStones;
            transfer = store.transfer(c);
        }
        long[] black = tr.stonesOf(0);
        for (int k = 0; transfer != null && k < MAX_CHAIN; k++) {
            if (subs == subHere.length) {
                subHere = Arrays.copyOf(subHere, 2 * subs);
                subThere = Arrays.copyOf(subThere, 2 * subs);
            }
            int here = board.map(transfer[0], inverse[sym]);
            int there = board.map(transfer[1], inverse[sym]);
            subHere[subs] = here;
            subThere[subs] = there;
            subs++;
            // the position this one stands for, and its own record: the next link of the chain
            if ((white[here >>> 6] >>> here & 1) == 0 || ((white[there >>> 6] | black[there >>> 6]) >>> there & 1) != 0) {
                return;
            }
            white[here >>> 6] &= ~(1L << here);
            white[there >>> 6] |= 1L << there;
            long[] next = new long[2 * words];
            sym = GomokuPosition.of(board, rule, black.clone(), white.clone()).canonical(next);
            transfer = store.transfer(next);
        }
    }

    /** Transfers followed along a chain at most (a guard: each link moves one more stone). */
    private static final int MAX_CHAIN = 16;

    /** White's stones of the position {@link #standIn} found last (the walk's frame). */
    private long[] standInStones;

    /**
     * White's stones of the walk's position with the transfers in force from {@code from} to
     * {@code to} (exclusive) moved back where they apply — her stone on the square, the other
     * square empty; null if none applies.
     */
    private long[] movedBack(int from, int to) {
        long[] white = tr.stonesOf(1).clone();
        boolean any = false;
        for (int i = from; i < to; i++) {
            int here = subHere[i];
            int there = subThere[i];
            if ((white[here >>> 6] >>> here & 1) != 0 && tr.isEmpty(there) && (white[there >>> 6] >>> there & 1) == 0) {
                white[here >>> 6] &= ~(1L << here);
                white[there >>> 6] |= 1L << there;
                any = true;
            }
        }
        return any ? white : null;
    }

    /**
     * The proved position the walk's stands for by the transfers in force: the innermost alone,
     * then the two innermost together, and so on (a chain's stones are moved back at once), then
     * each outer one alone; the first whose position the store (or this export) knows black's move
     * in ({@code record}: the first with a transfer record instead). Its canonical stones go to
     * {@code canon}, its white stones to {@link #standInStones}; its symmetry is returned; -1 if
     * none.
     */
    private int standIn(long[] canon, boolean record) {
        for (int k = 0; k < 2 * subs - 1; k++) {
            // k < subs: transfers subs-1-k .. subs-1 together; then each outer one alone
            int from = k < subs ? subs - 1 - k : 2 * subs - 2 - k;
            int to = k < subs ? subs : from + 1;
            long[] white = movedBack(from, to);
            if (white == null) {
                continue;
            }
            int t = GomokuPosition.of(board, rule, tr.stonesOf(0).clone(), white).canonical(canon);
            if (record) {
                if (store.transfer(canon) != null) {
                    standInStones = white;
                    return t;
                }
                continue;
            }
            int c = storedMove(canon);
            if (c >= 0 && c < squares) {
                standInStones = white;
                return t;
            }
        }
        return -1;
    }

    private void piece(GomokuPosition pos, long[] canon, int t, int w, NullMove parent, ExportException failed)
            throws IOException {
        long mark = out.size();
        int m = known(canon, t);
        if (m >= 0) {
            try {
                fromStore++;
                labelled(m, null, 0, -1, canon);
                return;
            } catch (ExportException e) {
                failed = e;
                rewind(mark);
            }
        }
        if (parent != null) {
            if (!parent.searched) {
                parent.searched = true;
                tr.remove(w, 1);
                GomokuPosition before = position();
                tr.place(w, 1);
                parent.result = GomokuThreatSpace.forAttacker(before, 0, tssBudget).search();
                threatSearches++;
            }
            GomokuThreatSpace.Result r = parent.result;
            if (r.wins() && !r.related(w)) {
                m = follow(r.threats(), 0, -1, true);
                if (m >= 0) {
                    try {
                        nullMoves++;
                        move(m, r.threats(), followNext, followLast, false);
                        return;
                    } catch (ExportException e) {
                        failed = e;
                        rewind(mark);
                    }
                }
            }
        }
        GomokuThreatSpace.Result r = new GomokuThreatSpace(pos, tssBudget).search();
        threatSearches++;
        int[] sequence = r.wins() ? r.threats() : inAnotherFrame(pos, t);
        if (sequence != null) {
            m = follow(sequence, 0, -1, true);
            if (m >= 0) {
                try {
                    labelled(m, sequence, followNext, followLast, canon);
                    return;
                } catch (ExportException e) {
                    failed = e;
                    rewind(mark);
                }
            }
        }
        if (parent != null && parent.result.wins()) {
            // Victoria may have proved this position by another white move's sequence (S ∩ S1): try them
            for (int[] seq : siblings(w, parent)) {
                m = follow(seq, 0, -1, true);
                if (m >= 0) {
                    try {
                        siblingMoves++;
                        labelled(m, seq, followNext, followLast, canon);
                        return;
                    } catch (ExportException e) {
                        failed = e;
                        rewind(mark);
                    }
                }
            }
        }
        Canon key = new Canon(canon);
        Long tried = fallbackNodes > 0 ? undecided.get(key) : null;
        if (tried != null && tried < fallbackNodes && tried >= fallbackNow) {
            cut = true; // undecided before at this walk's budget: a larger one might decide it
        }
        if (fallbackNodes > 0 && (tried == null || tried < fallbackNow)) {
            if (listener != null) {
                listener.progress(stats(GomokuNotation.format(board, path, ply)));
            }
            // Victoria with the solve's threat searches (GomokuProver#SOLVE_TSS_BUDGET), at most the
            // writer's: its own searches take the larger budget, a Victoria search's thousands of
            // them the smaller (with 10,000 each, h8,a6's export had not finished after 15 minutes)
            GomokuProver prover = new GomokuProver(board, rule, 0, fallbackNow,
                    Math.min(tssBudget, GomokuProver.SOLVE_TSS_BUDGET), this::value);
            GomokuProver.Result p = prover.prove(pos);
            fallbacks++;
            if (listener != null) {
                listener.progress(stats()); // the search is over: the line no longer names it
            }
            if (p.outcome() == Outcome.PROVED && p.move() >= 0) {
                prover.proof((c, move) -> found.put(new Canon(c), move));
                try {
                    labelled(p.move(), null, 0, -1, canon);
                    return;
                } catch (ExportException e) {
                    failed = e;
                    rewind(mark);
                }
            } else {
                // not again in this export at this budget (a disproof: at none)
                undecided.put(key, p.outcome() == Outcome.DISPROVED ? Long.MAX_VALUE : fallbackNow);
                cut |= p.outcome() != Outcome.DISPROVED && fallbackNow < fallbackNodes;
            }
        }
        throw failed != null ? failed : fail("black's win is not in the store, and neither a threat-space search of "
                + tssBudget + " nodes nor a Victoria search of " + fallbackNodes + " nodes finds it");
    }

    /**
     * Black's threat sequence in {@code pos} as the search finds it in the position's canonical
     * frame ({@code toCanonical}: the symmetry from the position to it), where Victoria searched,
     * taken back to the position's frame ({@link GomokuThreats#map}); null if it finds none, or
     * the position is canonical. The search is not the same in every frame: the order it meets
     * the squares in decides where its heuristics cut (global refutation, restricted threes), and
     * a position Victoria decided by a sequence in its canonical frame — left out of the store,
     * for the export to find again — may have none in the position's. On the free-style empty
     * board's store (2026-12-08) the export of {@code h8,f6} stopped after
     * {@code h8,f6,i9,e6,h9,g6,d6,h10,g9,j9,i7,i6,h6,j6,j8,k9}: black's sequence there is found in
     * five of the eight frames (the canonical one among them, in 318 db-search nodes), not in the
     * position's, nor by Victoria with 100,000 nodes. Only the canonical frame: trying all seven
     * others costs seven searches of the writer's budget at every position no frame wins (those
     * the export proves by a Victoria search), and the export of {@code h8,f6} that tried them was
     * still in them after 21 minutes.
     */
    private int[] inAnotherFrame(GomokuPosition pos, int toCanonical) {
        if (toCanonical == 0) {
            return null; // the position's own frame, searched
        }
        int mover = pos.player();
        GomokuThreatSpace.Result r = GomokuThreatSpace.forStones(board, rule, board.map(pos.stonesOf(mover), toCanonical),
                board.map(pos.stonesOf(1 - mover), toCanonical), tssBudget).search();
        threatSearches++;
        if (!r.wins()) {
            return null;
        }
        int back = board.inverse(toCanonical);
        int[] seq = new int[r.threats().length];
        for (int i = 0; i < seq.length; i++) {
            seq[i] = threats.map(r.threats()[i], back);
            if (seq[i] < 0) {
                return null;
            }
        }
        return seq;
    }

    /**
     * Black's winning sequences after white's other moves on the related squares of the null move at
     * the white position above ({@code w} is white's move here): those the search finds, each
     * searched once per white position.
     */
    private List<int[]> siblings(int w, NullMove parent) {
        if (parent.siblings == null) {
            parent.siblings = new HashMap<>();
        }
        List<int[]> out = new ArrayList<>();
        for (int s = 0; s < squares; s++) {
            if (s == w || !tr.isEmpty(s) || !parent.result.related(s)) {
                continue;
            }
            GomokuThreatSpace.Result r = parent.siblings.get(s);
            if (r == null) {
                tr.remove(w, 1);
                tr.place(s, 1);
                GomokuPosition other = position();
                tr.remove(s, 1);
                tr.place(w, 1);
                r = new GomokuThreatSpace(other, tssBudget).search();
                threatSearches++;
                parent.siblings.put(s, r);
            }
            if (r.wins()) {
                out.add(r.threats());
            }
        }
        return out;
    }

    /** Writes and plays black's move m, then white's position after it (sequence state as given); takes m back. */
    private void move(int m, int[] seq, int next, int last, boolean answered) throws IOException {
        out.put(m);
        if (++movesWritten > moveLimit || stop.getAsBoolean()) {
            throw new LimitException(moveLimit);
        }
        tr.place(m, 0);
        path[ply++] = m;
        try {
            white(seq, next, last, answered);
        } finally {
            ply--;
            tr.remove(m, 0);
        }
    }

    /**
     * Writes black's move m with a label — following {@code seq} from threat {@code next} after
     * {@code last} if given, else free — then remembers the position as written.
     */
    private void labelled(int m, int[] seq, int next, int last, long[] canon) throws IOException {
        long at = out.size();
        out.put(label);
        move(m, seq, next, last, seq == null);
        written.insert(canon);
        remembered.add(canon);
        rememberedAt.add(at);
    }

    /** Takes back everything written from token offset {@code mark} on, and the labels among it. */
    private void rewind(long mark) {
        retries++;
        out.truncate(mark);
        while (!rememberedAt.isEmpty() && rememberedAt.get(rememberedAt.size() - 1) >= mark) {
            rememberedAt.remove(rememberedAt.size() - 1);
            written.remove(remembered.remove(remembered.size() - 1));
        }
    }

    /**
     * Black's next move along {@code seq}, or -1: after a three white did not answer, the square
     * giving him two fives in one; else the next threat if it applies. Sets {@link #followNext} and
     * {@link #followLast} for the position after it.
     */
    private int follow(int[] seq, int next, int last, boolean answered) {
        if (last >= 0 && !answered && threats.kind(last).category() == 2) {
            int s = doubleFive(threats.line(last));
            if (s >= 0) {
                followNext = seq.length;
                followLast = -1;
                return s;
            }
        }
        if (next < seq.length && threats.kind(seq[next]).category() >= 2 && herTwoFivesAfter(threats.gain(seq[next]))) {
            // a three of his gives white a free move, and she has one that leaves her two fives in
            // one (an open or double four) even with his stone there: the sequence, found before
            // her last moves, is broken — the position's own search decides. (Followed, the walk
            // met her two fives below and was taken back to this position, to the same search.)
            broken++;
            return -1;
        }
        if (next < seq.length && threats.applies(seq[next], tr.stonesOf(0), tr.stonesOf(1), rule)) {
            followNext = next + 1;
            followLast = seq[next];
            return threats.gain(seq[next]);
        }
        return -1;
    }

    /** Whether, after black's stone on {@code g}, white has a move that leaves her two squares making five. */
    private boolean herTwoFivesAfter(int g) {
        if (!tr.isEmpty(g)) {
            return false; // (the threat does not apply: follow() says so)
        }
        tr.place(g, 0);
        boolean two = tr.openFour(1, scratch[ply + 1]) >= 0;
        tr.remove(g, 0);
        return two;
    }

    /** A square of {@code line} where black's stone gives him two squares that make five, or -1. */
    private int doubleFive(int[] line) {
        int[] sc = scratch[ply + 1];
        for (int s : line) {
            if (tr.isEmpty(s)) {
                tr.place(s, 0);
                int n = tr.winSquares(0, sc, 2);
                tr.remove(s, 0);
                if (n == 2) {
                    return s;
                }
            }
        }
        return -1;
    }

    /** White to move after black's move: her only move if black has a five in one, else all. */
    private void white(int[] seq, int next, int last, boolean answered) throws IOException {
        whitePositions++;
        if (tr.canWin(1)) {
            throw fail("white makes five in one");
        }
        if (ply == squares) {
            throw fail("the board is full (a draw)");
        }
        int[] sc = scratch[ply];
        int n = tr.winSquares(0, sc, 2);
        if (n == 2) {
            return;
        }
        int before = subs;
        if (store != null) {
            // a position of hers the solver proved by a moved stone (a job's leaf, or a task;
            // her forced block included), or one whose stand-in was: below it every black
            // position stands for its image with her stone moved back
            long[] canon = new long[2 * words];
            int t = position().canonical(canon);
            if (subs > 0 || store.transfer(canon) != null) {
                pushTransfers(canon, t, true); // its own record, else a stand-in's
            }
        }
        try {
            if (n == 1) {
                whiteMove(sc[0], seq, next, last, answered, null);
                return;
            }
            NullMove parent = seq == null ? new NullMove() : null;
            // the verifier walks only her moves black's open four does not answer (GomokuProofFile)
            long[] moves = tr.openFourReplies(0, walked[ply]) ? walked[ply] : null;
            for (int s = 0; s < squares; s++) {
                if (tr.isEmpty(s) && (moves == null || (moves[s >>> 6] >>> s & 1) != 0)) {
                    whiteMove(s, seq, next, last, answered, parent);
                }
            }
        } finally {
            subs = before;
        }
        if (listener != null && System.nanoTime() > nextReport) {
            nextReport = System.nanoTime() + 1_000_000_000L;
            listener.progress(stats());
        }
    }

    /** Plays white's move s, then black's position after it; takes s back. */
    private void whiteMove(int s, int[] seq, int next, int last, boolean answered, NullMove parent)
            throws IOException {
        tr.place(s, 1);
        path[ply++] = s;
        try {
            black(seq, next, last, answered, s, parent);
        } finally {
            ply--;
            tr.remove(s, 1);
        }
    }

    /** Black's move at a canonical position from this export's proofs or the store, in the position's frame; or -1. */
    private int known(long[] canon, int t) {
        int c = storedMove(canon);
        if (c < 0 || c >= squares) {
            return subs == 0 ? -1 : transferred();
        }
        int s = board.map(c, inverse[t]);
        return tr.isEmpty(s) ? s : -1;
    }

    /**
     * Black's move here by the strategy of a proved position the transfers in force make this one
     * stand for ({@link #standIn}): the store's move there, if its square is empty here; or -1.
     */
    private int transferred() {
        long[] canon = new long[2 * words];
        int t = standIn(canon, false);
        if (t < 0) {
            return -1;
        }
        int s = board.map(storedMove(canon), inverse[t]);
        if (!tr.isEmpty(s)) {
            return -1;
        }
        transferMoves++;
        return s;
    }

    /** Black's move at a canonical position (canonical frame): this export's proofs, then the store; or -1. */
    private int storedMove(long[] canon) {
        Integer m = found.get(new Canon(canon));
        return m != null ? m : store == null ? -1 : store.move(canon);
    }

    /** What the fallback search knows before it starts: this export's proofs, then the store. */
    private Boolean value(long[] canonical) {
        if (found.containsKey(new Canon(canonical))) {
            return Boolean.TRUE;
        }
        return store == null ? null : store.value(canonical);
    }

    /** The walk's position as a {@link GomokuPosition} (for searches and canonical forms). */
    private GomokuPosition position() {
        return GomokuPosition.of(board, rule, tr.stonesOf(0).clone(), tr.stonesOf(1).clone());
    }

    private ExportException fail(String what) {
        return new ExportException(what + ", after " + (ply == 0 ? "''" : GomokuNotation.format(board, path, ply)));
    }

    /**
     * The first Victoria search's budget where nothing else gives black's move: on h8,a1's export
     * (standard rule, the store of 3fc2187's empty-board run, 2026-12-06) 260 of the 264 searches
     * that proved their position needed at most 10,000 nodes, and the 14 that did not (each of
     * 100,000 nodes, undecided) took 192 of the export's 301 s — their failure sent the walk back
     * to a choice above, as it now does sooner.
     */
    static final long FIRST_FALLBACK_NODES = 10_000;

    private static boolean contains(int[] a, int x) {
        for (int v : a) {
            if (v == x) {
                return true;
            }
        }
        return false;
    }

    /** A canonical form as a map key. */
    private record Canon(long[] words) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Canon c && Arrays.equals(words, c.words);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(words);
        }
    }

    /** Tokens of one or two bytes, kept in memory until the proof is complete; the end can be cut off. */
    private static final class TokenBuffer {
        private final boolean wide;
        private byte[] buf = new byte[1 << 16];
        private int size;

        TokenBuffer(boolean wide) {
            this.wide = wide;
        }

        void put(int token) {
            if (size + 2 > buf.length) {
                if (buf.length >= Integer.MAX_VALUE - 16) {
                    throw new ExportException("the proof is larger than 2 GB: too large to write in memory");
                }
                buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 16, buf.length * 2L));
            }
            if (wide) {
                buf[size++] = (byte) (token >>> 8);
            }
            buf[size++] = (byte) token;
        }

        /** Bytes so far (a mark to {@link #truncate} to). */
        long size() {
            return size;
        }

        long tokens() {
            return wide ? size / 2 : size;
        }

        void truncate(long mark) {
            size = (int) mark;
        }

        void writeTo(OutputStream out) throws IOException {
            out.write(buf, 0, size);
        }

        byte[] bytes() {
            return Arrays.copyOf(buf, size);
        }
    }
}
