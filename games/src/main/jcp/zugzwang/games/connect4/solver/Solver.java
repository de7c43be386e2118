package zugzwang.games.connect4.solver;

//#if WIDE
//#local P="Wide"
//#else
//#local P=""
//#endif
//#outname P+"Solver.java"

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.BooleanSupplier;
//#if WIDE
import zugzwang.core.table.WideTranspositionTable;
//#else
import zugzwang.core.table.TranspositionTable;
//#endif
import zugzwang.core.util.MemorySize;
//#if WIDE
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;
//#else
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
//#endif
import zugzwang.games.connect4.Score;

/**
 * The exact Connect-4 solver for one board size: strong scores (see {@link Score}) or only
 * win / draw / loss, with best moves and a principal variation.
 *
 * <p>The value of a position is found by a sequence of null-window alpha-beta searches, each
 * asking "is the score above t?", narrowing an interval [min, max] until it closes
 * ({@link RootWindows}). With several threads every thread runs such tests on the shared table;
 * threads test different values of t where more than one is still open, else the same one with
 * the table shared (helping each other through it).
 *
 * <p>{@code Solver} solves boards of up to 64 bits, {@code WideSolver} boards of up to 128 (no
 * VICTOR rules); both come from one template (see {@code WideBoard}).
 *
 * <p>A solver is not thread-safe (one position at a time) and owns its table and threads:
 * {@link #close()} it.
 */
public final class /*$P$*/Solver implements ExactSolver</*$P$*/Position> {
    private final /*$P$*/Board board;
    private final SolverOptions options;
    private final /*$P$*/TranspositionTable table;
    private final /*$P$*/Negamax[] workers;
    /** The positions the threads are searching near the root (null: one thread, or deferral off). */
    private final BusyNodes busy;
    private final ExecutorService helpers;
    private volatile boolean cancelled;
    private volatile boolean closed;
    /** Whether calls keep what the tables learnt in earlier calls (see {@link #keepTables}). */
    private boolean keepTables;
    /** Scores looked up rather than searched (see {@link #useBook}), or null. */
    private OpeningBook book;
    /** Exact scores known from elsewhere (a job-level solve's store), or null. */
    private Function</*$P$*/Position, Integer> knownScores;
    /** The root search under way (for {@link #status()}), or null. */
    private volatile RootWindows current;

    /**
     * Each thread's near table: small enough to stay in the CPU's own cache, it holds the
     * positions with few empty cells, which are many and cheap; a probe of the large shared
     * table costs a cache and TLB miss, which for them costs more than it saves. 2^17 entries
     * on either word size (1 MiB of one-word entries, 2.5 MiB of two-word ones), so that the
     * two-word solver on a one-word board searches node for node as the one-word solver does
     * (given a far table of as many buckets): {@code bench --two-word} compares their speed alone.
     */
    static final long NEAR_BYTES = /*$P$*/TranspositionTable.bytesFor(1 << 17);
    /**
     * Positions with at most this many empty cells, and at least half the board filled, use the
     * near table. There is none when the budget is below 4 near tables per thread, or when the
     * board's keys are too long for entries of a table that small (64-bit keys, 9x6). 20 since
     * one-move nodes are passed through (2026-11-29; 16 before): on the empty 7x6 board, 2 threads,
     * 1 GiB, 14.1 / 14.4 / 14.5 / 13.3 s against 16.8 / 17.6 / 16.2 / 15.9 s for 16, alternating,
     * with 11 % more nodes (18: 13.7 / 14.3 s, 22: 15.7 / 13.3 s, 24: 15.9 / 14.8 s).
     */
    static final int NEAR_EMPTIES = 20;
    /** Nodes a root search takes alone before the other threads join it (by default). */
    static final long PARALLEL_AFTER_NODES = 100_000;
    private long parallelAfter = PARALLEL_AFTER_NODES;
    /** Whether the helper threads may join a search now (see {@link #helpWhile}). */
    private volatile BooleanSupplier mayHelp = () -> true;

    /**
     * @throws IllegalArgumentException if the table budget does not fit the board (see
     *                                  {@link #validate})
     * @throws IllegalStateException    if the JVM cannot allocate the table
     */
    public /*$P$*/Solver(/*$P$*/Board board, SolverOptions options) {
        this(board, options, null);
    }

    /**
     * A solver that shares the far table of {@code other} (its own near tables aside): the
     * workers of a job-level search on one machine, each searching its own jobs, all finding one
     * another's results (the table is lock-free, as for the threads of one solver). The options'
     * memory is then the other's; only their threads and search settings count.
     *
     * @throws IllegalArgumentException if {@code other} is for another board
     */
    public static /*$P$*/Solver sharingTable(/*$P$*/Solver other, SolverOptions options) {
        return new /*$P$*/Solver(other.board, options, other.table);
    }

    private /*$P$*/Solver(/*$P$*/Board board, SolverOptions options, /*$P$*/TranspositionTable shared) {
        if (shared == null) {
            validate(board, options);
        }
        this.board = board;
        this.options = options;
        int bound = scoreBound(board);
        long nearBytes = nearTableBytes(board, options);
        this.table = shared != null ? shared : new /*$P$*/TranspositionTable(options.memoryBytes() - nearBytes * options.threads(),
                board.keyBits(), -bound, bound, board.width());
        this.workers = new /*$P$*/Negamax[options.threads()];
        int nearFrom = Math.max(board.area() - NEAR_EMPTIES, board.area() / 2);
        for (int i = 0; i < workers.length; i++) {
            /*$P$*/TranspositionTable near = nearBytes == 0 ? null
                    : new /*$P$*/TranspositionTable(nearBytes, board.keyBits(), -bound, bound, board.width());
            workers[i] = new /*$P$*/Negamax(board, table, near, nearFrom, options);
        }
        this.busy = workers.length > 1 && options.deferBusy() ? new BusyNodes() : null;
        for (/*$P$*/Negamax w : workers) {
            w.busy = busy;
        }
        this.helpers = workers.length > 1
                ? Executors.newFixedThreadPool(workers.length - 1, r -> {
                    Thread t = new Thread(r, "zugzwang-search");
                    t.setDaemon(true);
                    return t;
                })
                : null;
    }

    /**
     * Checks, without allocating anything, that a solver with these options can be built for the
     * board: the table budget must hold a table whose entries fit the board's keys.
     *
     * @throws IllegalArgumentException naming the problem and the smallest budget that works
     */
    public static void validate(/*$P$*/Board board, SolverOptions options) {
        int bound = scoreBound(board);
        long bytes = options.memoryBytes() - nearTableBytes(board, options) * options.threads();
        if (bytes > /*$P$*/TranspositionTable.maxBytes()) {
            throw new IllegalArgumentException("memory " + MemorySize.format(options.memoryBytes())
                    + " is too large: a table holds at most " + MemorySize.format(/*$P$*/TranspositionTable.maxBytes()));
        }
        if (!/*$P$*/TranspositionTable.fits(bytes, board.keyBits(), -bound, bound, board.width())) {
            long least = 1L << 20;
            while (least < (1L << 40)
                    && !/*$P$*/TranspositionTable.fits(least, board.keyBits(), -bound, bound, board.width())) {
                least *= 2;
            }
            throw new IllegalArgumentException("memory " + MemorySize.format(options.memoryBytes())
                    + " is too small for a table of " + board + " positions: give at least "
                    + MemorySize.format(least));
        }
    }

    /** Bounds of every score on the board, with a margin: what the table must be able to hold. */
    private static int scoreBound(/*$P$*/Board board) {
        return board.area() / 2 + 2;
    }

    /**
     * Size of each thread's near table: {@link #NEAR_BYTES}, or 0 (none) when the budget is too
     * small to spare it or the board's keys are too long for a table that small.
     */
    private static long nearTableBytes(/*$P$*/Board board, SolverOptions options) {
        if (options.memoryBytes() < 4 * NEAR_BYTES * options.threads()) {
            return 0;
        }
        int bound = scoreBound(board);
        return /*$P$*/TranspositionTable.fits(NEAR_BYTES, board.keyBits(), -bound, bound, board.width()) ? NEAR_BYTES : 0;
    }

    /**
     * Answers positions the book holds from it, without a search (null: search everything). The
     * book only changes the effort, never a score; node counts then count only the searches.
     *
     * @throws IllegalArgumentException if the book is of another board
     */
    @Override
    public void useBook(OpeningBook book) {
        if (book != null && !book.board().equals(board)) {
            throw new IllegalArgumentException("a book of " + book.board() + " given to a solver for " + board);
        }
        this.book = book;
    }

    /**
     * Answers positions from {@code lookup} too, as from the book: the exact score of a position
     * for the side to move, or null if it does not know it (a job-level solve's store: see
     * {@code ScoreBoundsStore}). Asked at the root of each call and of each move of an analysis,
     * never inside the search. Null: none.
     */
    public void useKnownScores(Function</*$P$*/Position, Integer> lookup) {
        this.knownScores = lookup;
    }

    /**
     * Whether each call starts from empty tables (false, the default: node counts of a position
     * are then always the same, as benchmarks need) or keeps what earlier calls learnt (true:
     * faster when related positions are solved one after another, as an opening book or a
     * game played on a web page does). Keeping is sound: an entry bounds its own position's
     * score, whatever the root it was found from.
     */
    public void keepTables(boolean keep) {
        this.keepTables = keep;
    }

    @Override
    public /*$P$*/Position replay(int[] columns) {
        /*$P$*/Position p = /*$P$*/Position.empty(board);
        for (int c : columns) {
            if (!p.canPlay(c)) {
                throw new IllegalArgumentException("column " + (c + 1) + " cannot be played after " + p.moves() + " moves");
            }
            p.play(c);
        }
        return p;
    }

    /** The book in use, or null. */
    public OpeningBook book() {
        return book;
    }

    public /*$P$*/Board board() {
        return board;
    }

    public SolverOptions options() {
        return options;
    }

    public /*$P$*/TranspositionTable table() {
        return table;
    }

    /** Lets helper threads join a root search after this many nodes (tests use 0). */
    void parallelAfter(long nodes) {
        this.parallelAfter = nodes;
    }

    /**
     * Lets the helper threads (all threads but the caller's) work only while {@code condition}
     * holds: asked when a root search grows big enough for them to join, and in an analysis before
     * each move a helper takes up. A server whose other requests would need the cores says no.
     */
    public void helpWhile(BooleanSupplier condition) {
        this.mayHelp = condition;
    }

    /** Nodes searched so far by all threads (grows during a search; readable from any thread). */
    public long nodes() {
        long n = 0;
        for (/*$P$*/Negamax w : workers) {
            n += w.nodes;
        }
        return n;
    }

    /** Moves deferred so far because another thread was searching them, all threads ({@link BusyNodes}). */
    long deferrals() {
        long n = 0;
        for (/*$P$*/Negamax w : workers) {
            n += w.deferrals;
        }
        return n;
    }

    /** Times the search asked VICTOR's rules so far, all threads (0 without {@code withRules}). */
    public long ruleCalls() {
        long n = 0;
        for (/*$P$*/Negamax w : workers) {
            n += w.ruleCalls;
        }
        return n;
    }

    /**
     * What the search under way is doing, for progress reports from another thread: the
     * interval known to hold the value and the tests running, e.g.
     * {@code "score in [0, 2], testing > 0, > 1"}; empty between searches.
     */
    public String status() {
        RootWindows w = current;
        return w == null ? "" : w.describe();
    }

    /**
     * Makes the running call (from another thread) stop with a {@link CancellationException}; the
     * next call starts afresh.
     */
    public void cancel() {
        cancelled = true;
        RootWindows w = current;
        if (w != null) {
            w.finish(); // no further tests, running ones abort
        }
        for (/*$P$*/Negamax worker : workers) {
            worker.abort = true;
        }
    }

    /**
     * Starts a public call: checks the solver and the position, clears a past cancellation and
     * logically empties the tables.
     */
    private void begin(/*$P$*/Position position) {
        if (closed) {
            throw new IllegalStateException("the solver is closed");
        }
        if (!position.board().equals(board)) {
            throw new IllegalArgumentException("a position of the " + position.board()
                    + " board given to a solver for " + board);
        }
        cancelled = false;
        if (!keepTables) {
            newSearch();
        }
    }

    /**
     * Solves a position: score, every best move and a principal variation.
     *
     * @param weak only win (1), draw (0) or loss (-1)
     */
    public SolveResult solve(/*$P$*/Position position, boolean weak) {
        return solve(position, weak, SolveDetail.FULL);
    }

    /**
     * Solves a position to the given detail, in a fresh logical table.
     *
     * @param weak only win (1), draw (0) or loss (-1)
     */
    public SolveResult solve(/*$P$*/Position position, boolean weak, SolveDetail detail) {
        long start = System.nanoTime();
        long nodes0 = nodes();
        begin(position);
        int score = score(position, weak);
        int[] best;
        int[] pv;
        switch (detail) {
            case SCORE -> {
                best = new int[0];
                pv = new int[0];
            }
            case MOVE -> {
                int move = position.isOver() ? -1 : firstKeeping(position, score, weak);
                best = move < 0 ? new int[0] : new int[] {move};
                pv = best;
            }
            default -> {
                best = bestMoves(position, score, weak);
                pv = principalVariation(position, score, weak, best);
            }
        }
        return new SolveResult(score, weak, best, pv, nodes() - nodes0, System.nanoTime() - start);
    }

    /**
     * Only the score, in a fresh logical table (as benchmarks measure it).
     *
     * @param weak only win (1), draw (0) or loss (-1)
     */
    public int solveScore(/*$P$*/Position position, boolean weak) {
        begin(position);
        return score(position, weak);
    }

    /**
     * Whether the strong score of the position, for the side to move, is at least {@code t}: one
     * null-window test (the question of a job-level search's task). Tables are emptied first
     * unless {@link #keepTables} is on; cancellable like {@link #solve}.
     */
    public boolean reaches(/*$P$*/Position position, int t) {
        begin(position);
        Integer known = knownScore(position, false);
        if (known != null) {
            return known >= t;
        }
        int moves = position.moves();
        if (t <= -Score.win(board.area(), moves + 2)) {
            return true; // the opponent cannot win sooner than with his next stone
        }
        if (t > Score.win(board.area(), moves + 1)) {
            return false; // nor the side to move sooner than with this one
        }
        // "is the value above t - 1?", on a position without an immediate win (knownScore)
        return runTest(position, t - 1) > t - 1;
    }

    /**
     * The score of every column for the side to move: the score after playing it, from the
     * mover's point of view; {@code null} for a column that cannot be played.
     *
     * <p>The position's score s is found first (the book's, or a search); every move is worth at
     * most s, so each move's search closes [its worst, s] from below ({@link RootWindows#fromBelow}),
     * its first test at the value of the non-best move searched last, if any. The moves' searches
     * share the table, and with several threads they run side by side: each thread takes the next
     * move nobody searches, and with none left joins a move still searched.
     */
    public Integer[] analyze(/*$P$*/Position position, boolean weak) {
        return analyze(position, weak, (column, value) -> { });
    }

    /**
     * {@link #analyze(/*$P$*/Position, boolean)}, telling {@code known} each move's value (column, value)
     * as soon as it is known, from whichever thread found it.
     */
    public Integer[] analyze(/*$P$*/Position position, boolean weak, BiConsumer<Integer, Integer> known) {
        begin(position);
        Integer[] scores = new Integer[board.width()];
        if (position.isOver()) {
            return scores; // no column can be played
        }
        int s = score(position, weak);
        // The value (the child's view) of the non-best move searched last: most of a position's
        // other moves lose by the same score, so each move's tests start there (the guess of
        // RootWindows.fromBelow). Not the moves known without a search (an immediate loss, say):
        // their values say little of the others'.
        AtomicInteger sibling = new AtomicInteger(RootWindows.NO_GUESS);
        BiConsumer<Integer, Integer> tell = (column, value) -> {
            if (value < s) {
                sibling.set(-value);
            }
            known.accept(column, value);
        };
        List<MoveSearch> searches = new ArrayList<>();
        for (int c : candidateOrder(position)) {
            /*$P$*/Position child = position.copy();
            child.play(c);
            Integer value = knownScore(child, weak);
            if (value != null) {
                scores[c] = -value;
                known.accept(c, scores[c]);
            } else {
                // the child's value is at least -s (the move is worth at most s), at least a loss
                // to the opponent's next stone, and at most a win with its own next stone (the
                // interval is never empty: s is at least a loss to the opponent's stone after next)
                int min = Math.max(-s, weak ? -1 : -Score.win(board.area(), child.moves() + 2));
                int max = weak ? 1 : Score.win(board.area(), child.moves() + 1);
                searches.add(new MoveSearch(c, child,
                        RootWindows.fromBelow(min, max, workers, sibling::get), new AtomicBoolean()));
            }
        }
        if (!searches.isEmpty()) {
            runAll(searches, tell);
            for (MoveSearch m : searches) {
                scores[m.column] = -m.windows.min();
            }
        }
        return scores;
    }

    /**
     * A move of an analysis to search: its child and the interval the child's value (its side's
     * view) lies in; {@code told}: whether its value was told (once, by the thread that saw its
     * search end first).
     */
    private record MoveSearch(int column, /*$P$*/Position child, RootWindows windows,
            AtomicBoolean told) {
    }

    /** Closes the windows of every move's search, the threads side by side (see {@link #analyze}). */
    private void runAll(List<MoveSearch> searches, BiConsumer<Integer, Integer> known) {
        if (busy != null) {
            busy.clear();
        }
        AtomicInteger claimed = new AtomicInteger();
        Runnable[] loops = new Runnable[workers.length];
        for (int k = 0; k < workers.length; k++) {
            final int id = k;
            loops[k] = () -> {
                while (!cancelled && (id == 0 || mayHelp.getAsBoolean())) {
                    int next = claimed.getAndIncrement();
                    MoveSearch m = next < searches.size() ? searches.get(next) : null;
                    if (m == null) { // none left to start: join the first still open
                        for (MoveSearch o : searches) {
                            if (!o.windows.done()) {
                                m = o;
                                break;
                            }
                        }
                    }
                    if (m == null) {
                        return;
                    }
                    current = m.windows;
                    loop(m.windows, id, m.child);
                    if (!cancelled && m.windows.closed() && m.told.compareAndSet(false, true)) {
                        known.accept(m.column, -m.windows.min());
                    }
                }
            };
        }
        List<Future<?>> running = new ArrayList<>();
        try {
            if (helpers != null) {
                for (int k = 1; k < workers.length; k++) {
                    running.add(helpers.submit(loops[k]));
                }
            }
            loops[0].run();
        } finally {
            for (MoveSearch m : searches) {
                m.windows.finish();
            }
            current = null;
            awaitAll(running);
        }
        if (cancelled) {
            throw new CancellationException("search cancelled");
        }
    }

    /** Logically empties every table. */
    private void newSearch() {
        table.newSearch();
        for (/*$P$*/Negamax w : workers) {
            w.newSearch();
        }
    }

    /** The score of the position for the side to move, in the current table generation. */
    int score(/*$P$*/Position p, boolean weak) {
        Integer known = knownScore(p, weak);
        if (known != null) {
            return known;
        }
        int moves = p.moves();
        // the best conceivable: win with the next stone; the worst: the opponent wins with its next
        int min = weak ? -1 : -Score.win(board.area(), moves + 2);
        int max = weak ? 1 : Score.win(board.area(), moves + 1);
        return search(p, min, max);
    }

    /**
     * The score of a position that needs no search (the game is over, the side to move wins with
     * its next stone, or the book knows it), else null.
     */
    private Integer knownScore(/*$P$*/Position p, boolean weak) {
        int moves = p.moves();
        if (p.isWon()) {
            int s = -Score.win(board.area(), moves); // the opponent won with the last stone, move `moves`
            return weak ? Integer.signum(s) : s;
        }
        if (moves == board.area()) {
            return 0;
        }
        if (p.canWinNext()) {
            return weak ? 1 : Score.win(board.area(), moves + 1);
        }
        int known = book == null ? OpeningBook.NONE : book.score(p);
        if (known != OpeningBook.NONE) {
            return weak ? Integer.signum(known) : known;
        }
        Integer looked = knownScores == null ? null : knownScores.apply(p);
        if (looked != null) {
            return weak ? Integer.signum(looked) : looked;
        }
        return null;
    }


    /**
     * Whether playing {@code column} keeps the (strong or weak) score {@code s} of p. The move's
     * value never exceeds s, so it suffices to test that it is at least s.
     */
    private boolean keeps(/*$P$*/Position p, int column, int s, boolean weak) {
        int moves = p.moves();
        if (p.isWinningMove(column)) {
            return true; // an immediate win is the best possible score
        }
        if (weak && s < 0) {
            return true; // every move loses
        }
        /*$P$*/Position child = p.copy();
        child.play(column);
        if (child.isOver()) {
            return s <= 0; // a draw by a full board
        }
        if (child.canWinNext()) {
            int v = -Score.win(board.area(), moves + 2); // the opponent wins with its next stone
            return (weak ? Integer.signum(v) : v) >= s;
        }
        int known = book == null ? OpeningBook.NONE : book.score(child);
        if (known != OpeningBook.NONE) {
            return (weak ? -Integer.signum(known) : -known) >= s;
        }
        // is the child's value at most -s? A null-window test on (-s, -s + 1).
        int r = runTest(child, -s);
        return r <= -s;
    }

    private int[] bestMoves(/*$P$*/Position p, int s, boolean weak) {
        if (p.isOver()) {
            return new int[0];
        }
        List<Integer> best = new ArrayList<>();
        for (int c : board.centreFirst()) {
            if (p.canPlay(c) && keeps(p, c, s, weak)) {
                best.add(c);
            }
        }
        return best.stream().mapToInt(Integer::intValue).toArray();
    }

    private int[] principalVariation(/*$P$*/Position root, int s, boolean weak, int[] rootBest) {
        /*$P$*/Position p = root.copy();
        List<Integer> line = new ArrayList<>();
        int value = s;
        boolean first = true;
        while (!p.isOver()) {
            int chosen = -1;
            if (first && rootBest.length > 0) {
                chosen = rootBest[0];
            } else {
                chosen = firstKeeping(p, value, weak);
            }
            first = false;
            if (chosen < 0) {
                throw new IllegalStateException("no move keeps the score " + value + " in\n" + p.diagram());
            }
            boolean wins = p.isWinningMove(chosen);
            p.play(chosen);
            line.add(chosen);
            if (wins) {
                break;
            }
            value = -value;
        }
        return line.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The first column, table's best move first, that keeps the score s of p; -1 if none. */
    private int firstKeeping(/*$P$*/Position p, int s, boolean weak) {
        for (int c : candidateOrder(p)) {
            if (keeps(p, c, s, weak)) {
                return c;
            }
        }
        return -1;
    }

    /** Legal columns, the table's best move first, then centre-first. */
    private List<Integer> candidateOrder(/*$P$*/Position p) {
        List<Integer> order = new ArrayList<>();
//#if WIDE
        int hint = workers[0].tableMove(p.currentLo(), p.currentHi(), p.maskLo(), p.maskHi(), p.moves());
//#else
        int hint = workers[0].tableMove(p.current(), p.mask(), p.moves());
//#endif
        if (hint >= 0 && p.canPlay(hint)) {
            order.add(hint);
        }
        for (int c : board.centreFirst()) {
            if (c != hint && p.canPlay(c)) {
                order.add(c);
            }
        }
        return order;
    }

    /** One null-window test "is the value above t?" on a position where no immediate win exists. */
    private int runTest(/*$P$*/Position p, int t) {
        RootWindows w = RootWindows.single(t, workers);
        run(w, p);
        return w.result();
    }

    private int search(/*$P$*/Position p, int min, int max) {
        RootWindows w = new RootWindows(min, max, workers);
        run(w, p);
        return w.min();
    }

    private void run(RootWindows w, /*$P$*/Position p) {
        current = w;
        if (busy != null) {
            busy.clear(); // no helper runs now: marks left by aborted searches go
        }
        List<Future<?>> running = new ArrayList<>(); // touched by this thread only
        /*$P$*/Negamax first = workers[0];
        if (helpers != null) {
            // Helpers join only once the search proves big: waking a thread and waiting for it
            // costs more than most small searches take.
            first.bigAt = parallelAfter > Long.MAX_VALUE - first.nodes ? Long.MAX_VALUE : first.nodes + parallelAfter;
            first.onBig = () -> {
                if (!mayHelp.getAsBoolean()) {
                    return;
                }
                for (int k = 1; k < workers.length; k++) {
                    final int id = k;
                    running.add(helpers.submit(() -> loop(w, id, p)));
                }
            };
        }
        try {
            loop(w, 0, p);
        } finally {
            first.bigAt = Long.MAX_VALUE;
            first.onBig = null;
            w.finish();
            current = null;
            awaitAll(running);
        }
        if (cancelled) {
            throw new CancellationException("search cancelled");
        }
    }

    /**
     * Waits for every helper (even when interrupted, so that no helper outlives the call and
     * touches the tables of the next one), then reports the first failure.
     */
    private static void awaitAll(List<Future<?>> running) {
        RuntimeException failure = null;
        boolean interrupted = false;
        for (Future<?> f : running) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // keep waiting: the helper stops soon, it was told to abort
                } catch (ExecutionException e) {
                    RuntimeException r = new IllegalStateException("search thread failed", e.getCause());
                    if (failure == null) {
                        failure = r;
                    } else {
                        failure.addSuppressed(r);
                    }
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Runs the root tests of {@code w} on worker k for the position p (no immediate win in it). */
    private void loop(RootWindows w, int k, /*$P$*/Position p) {
        /*$P$*/Negamax worker = workers[k];
        while (!cancelled) {
            int t = w.next(k);
            if (t == RootWindows.DONE) {
                return;
            }
            try {
//#if WIDE
                int r = worker.search(p.currentLo(), p.currentHi(), p.maskLo(), p.maskHi(), p.moves(), t, t + 1);
//#else
                int r = worker.search(p.current(), p.mask(), p.moves(), t, t + 1);
//#endif
                w.report(k, t, r);
            } catch (Negamax.Aborted aborted) {
                // the test became useless (or the search was cancelled): pick the next one
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        if (helpers != null) {
            helpers.shutdownNow();
        }
    }
}
