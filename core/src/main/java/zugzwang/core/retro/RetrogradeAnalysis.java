package zugzwang.core.retro;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.LongConsumer;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.util.Hashing;

/**
 * Retrograde analysis over the game API: the win / draw / loss value of every state reachable
 * from the start (a strong solution), for any game whose keys identify positions exactly —
 * including games with cycles (PopOut's pops), where a state that neither side can force out of
 * a cycle is a draw.
 *
 * <h2>How</h2>
 * <ol>
 * <li><b>Enumerate</b>: a depth-first walk with play/undo over the position graph (an explicit
 *     stack, no recursion) gives every reachable state an index (an open-addressing table of
 *     keys) and records its successors contiguously (forward edges in compressed rows: state
 *     {@code i}'s children are {@code edges[first[i] .. first[i] + degree[i])}; indices are
 *     given in order of discovery, rows written in order of expansion). A state is expanded
 *     once, from the edge that discovered it.</li>
 * <li><b>Reverse</b> the edges (predecessor lists, by counting sort).</li>
 * <li><b>Propagate</b> from the terminal states: a state with a child lost for the player to
 *     move there is won; a state all of whose children are won (for their movers) is lost. The
 *     classical counter scheme: each state counts its children not yet known to be won; when
 *     it reaches 0 the state is lost. Whatever is left at the end is a draw (terminal draws, and
 *     cycles neither side can leave with profit).</li>
 * </ol>
 * The game's states must not depend on history: {@link GameState#isTerminal()} must not end a
 * game by repetition (give the game's variant without a repetition rule; a repeated position is
 * then a cycle, and a cycle is a draw — as the repetition rule makes it).
 *
 * <h2>Memory</h2>
 * About {@value #BYTES_PER_STATE} bytes per state plus 8 per edge (forward and reverse),
 * allocated as the walk grows within the budget; exceeding the budget stops the analysis with a
 * {@link RetroException} before any allocation beyond it. {@link #estimate} gives the figure
 * for a number of states.
 */
public final class RetrogradeAnalysis {
    /**
     * Bytes per state, edges apart, at the larger of the two phases (copies while an array grows
     * aside): enumeration — key table 12 bytes a slot at a load between 3/8 and 3/4 (16 to 32 per
     * state), row offset 4, degree 2, value 1; propagation — predecessor offset 4, queue 4, flag 1,
     * with the degree as counter and the values in place.
     */
    public static final int BYTES_PER_STATE = 44;
    /** Bytes per edge: forward and reverse indices. */
    public static final int BYTES_PER_EDGE = 8;

    private final long memoryBytes;
    private volatile boolean cancelled;

    /** Values of states (for the player to move there). */
    public static final byte UNKNOWN = 0;
    public static final byte WIN = 1;
    public static final byte LOSS = 2;
    public static final byte DRAW = 3;

    public RetrogradeAnalysis(long memoryBytes) {
        if (memoryBytes < 1 << 16) {
            throw new IllegalArgumentException("the memory budget must be at least 64 KiB");
        }
        this.memoryBytes = memoryBytes;
    }

    /** The memory the analysis needs for {@code states} states with {@code edges} moves in all. */
    public static long estimate(long states, long edges) {
        return states * BYTES_PER_STATE + edges * BYTES_PER_EDGE;
    }

    /** Stops an analysis under way (from another thread) with a {@link CancellationException}. */
    public void cancel() {
        cancelled = true;
    }

    // ---- the state table: key -> index (open addressing, linear probing, load <= 3/4)
    private long[] keys;
    private int[] index;
    private int mask;
    private int count;
    // ---- the graph
    private int[] first;
    /** The number of moves (edges) of each state: rows are not in index order (see the walk). */
    private short[] degree;
    private int[] edges;
    private int edgeCount;

    /**
     * Analyses the game from its start position.
     *
     * @param progress receives the number of states found so far, now and then (may be null)
     * @throws RetroException if the budget is exceeded, or the game's keys are not exact
     */
    public RetroResult analyse(Game game, LongConsumer progress) {
        return analyse(game, progress, key -> true);
    }

    /**
     * As {@link #analyse(Game, LongConsumer)}, counting in the result only the states whose key
     * {@code counted} accepts (all are solved): e.g. to leave out PopOut's "draw claimed"
     * pseudo-states, which published state counts do not include.
     */
    public RetroResult analyse(Game game, LongConsumer progress, java.util.function.LongPredicate counted) {
        if (!game.exactKeys()) {
            throw new RetroException(game.name() + " has no exact keys: its states cannot be told apart");
        }
        cancelled = false;
        long start = System.nanoTime();
        GameState s = game.start();
        int maxMoves = game.maxMoves();
        keys = new long[1 << 12];
        index = new int[1 << 12];
        Arrays.fill(index, -1);
        mask = keys.length - 1;
        count = 0;
        if (maxMoves > Short.MAX_VALUE) {
            throw new RetroException(game.name() + " has too many moves per position");
        }
        first = new int[1 << 10];
        degree = new short[1 << 10];
        edges = new int[1 << 12];
        edgeCount = 0;
        byte[] terminal = new byte[1 << 10];

        // the walk: per depth, the state's index, its moves and which of them to explore
        int[][] moves = new int[64][];
        int[] moveCount = new int[64];
        int[] next = new int[64];
        int[] stateAt = new int[64];
        int depth = 0;
        int root = insert(s.key());
        terminal = expand(s, root, terminal, moves, moveCount, next, stateAt, depth, maxMoves);
        while (depth >= 0) {
            if (cancelled) {
                throw new CancellationException("retrograde analysis cancelled");
            }
            int i = stateAt[depth];
            if (next[depth] < moveCount[depth]) {
                int m = moves[depth][next[depth]];
                int e = first[i] + next[depth];
                next[depth]++;
                int child = edges[e];
                if (child < 0) { // discovered here: explore it (the index was stored negated)
                    child = -child - 1;
                    edges[e] = child;
                    s.play(m);
                    depth++;
                    if (depth == moves.length) {
                        moves = Arrays.copyOf(moves, depth * 2);
                        moveCount = Arrays.copyOf(moveCount, depth * 2);
                        next = Arrays.copyOf(next, depth * 2);
                        stateAt = Arrays.copyOf(stateAt, depth * 2);
                    }
                    terminal = expand(s, child, terminal, moves, moveCount, next, stateAt, depth, maxMoves);
                    if (progress != null && (count & 0xFFFFF) == 0) {
                        progress.accept(count);
                    }
                }
            } else {
                depth--;
                if (depth >= 0) {
                    s.undo();
                }
            }
        }
        long enumerated = System.nanoTime();

        int n = count;
        int edgeTotal = edgeCount;
        // which states count (needs the keys), then the key table goes: it is the largest part
        boolean[] skip = new boolean[n];
        for (int slot = 0; slot < keys.length; slot++) {
            if (index[slot] >= 0 && !counted.test(keys[slot])) {
                skip[index[slot]] = true;
            }
        }
        keys = null;
        index = null;
        // the start's children (the edges go next)
        int[] rootChildren = Arrays.copyOfRange(edges, first[root], first[root] + degree[root]);

        // predecessors by counting sort
        checkBudget((long) n * BYTES_PER_STATE + 2L * edgeTotal * 4);
        int[] predFirst = new int[n + 1];
        for (int e = 0; e < edgeTotal; e++) {
            predFirst[edges[e] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            predFirst[i + 1] += predFirst[i];
        }
        int[] preds = new int[edgeTotal];
        int[] fill = Arrays.copyOf(predFirst, n);
        for (int i = 0; i < n; i++) {
            for (int e = first[i]; e < first[i] + degree[i]; e++) {
                preds[fill[edges[e]]++] = i;
            }
        }
        fill = null;
        first = null;
        edges = null;

        // propagation; degree[i] now counts i's children not yet known won (for their mover),
        // and terminal[] becomes the values
        byte[] value = terminal;
        short[] left = degree;
        degree = null;
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        for (int i = 0; i < n; i++) {
            if (value[i] == WIN || value[i] == LOSS) {
                queue[tail++] = i;
            }
        }
        while (head < tail) {
            int c = queue[head++];
            for (int e = predFirst[c]; e < predFirst[c + 1]; e++) {
                int p = preds[e];
                if (value[p] != UNKNOWN) {
                    continue;
                }
                if (value[c] == LOSS) {
                    value[p] = WIN;
                    queue[tail++] = p;
                } else if (--left[p] == 0) { // every child won for its mover
                    value[p] = LOSS;
                    queue[tail++] = p;
                }
            }
        }
        long wins = 0;
        long losses = 0;
        long draws = 0;
        long states = 0;
        for (int i = 0; i < n; i++) {
            if (value[i] == UNKNOWN) {
                value[i] = DRAW;
            }
            if (skip[i]) {
                continue;
            }
            states++;
            switch (value[i]) {
                case WIN -> wins++;
                case LOSS -> losses++;
                default -> draws++;
            }
        }
        // the start position's moves, from the root's point of view
        int[] rootMoves = new int[maxMoves];
        GameState r = game.start();
        int k = r.moves(rootMoves);
        byte[] firstMoves = new byte[k];
        for (int j = 0; j < k; j++) {
            byte v = value[rootChildren[j]];
            firstMoves[j] = v == WIN ? LOSS : v == LOSS ? WIN : DRAW; // the child's mover is the opponent
        }
        long peak = estimate(n, edgeTotal);
        RetroResult result = new RetroResult(game.name(), states, edgeTotal, wins, draws, losses, value[root],
                Arrays.copyOf(rootMoves, k), firstMoves, peak, enumerated - start, System.nanoTime() - enumerated);
        keys = null;
        index = null;
        first = null;
        degree = null;
        edges = null;
        return result;
    }

    /** Generates the moves of state {@code i} (at the walk's {@code depth}) and its edges. */
    private byte[] expand(GameState s, int i, byte[] terminal, int[][] moves, int[] moveCount, int[] next,
                          int[] stateAt, int depth, int maxMoves) {
        if (moves[depth] == null) {
            moves[depth] = new int[maxMoves];
        }
        stateAt[depth] = i;
        next[depth] = 0;
        if (i >= first.length) {
            checkBudget(estimate(count, edgeCount) + (long) first.length * 7);
            first = Arrays.copyOf(first, Math.max(first.length * 2, i + 1));
            degree = Arrays.copyOf(degree, first.length);
        }
        if (i >= terminal.length) {
            terminal = Arrays.copyOf(terminal, Math.max(terminal.length * 2, i + 1));
        }
        first[i] = edgeCount;
        if (s.isTerminal()) {
            int v = s.value();
            terminal[i] = v > 0 ? WIN : v < 0 ? LOSS : DRAW;
            moveCount[depth] = 0;
            return terminal;
        }
        int n = s.moves(moves[depth]);
        moveCount[depth] = n;
        degree[i] = (short) n;
        if (edgeCount + n > edges.length) {
            checkBudget(estimate(count, edgeCount) + (long) edges.length * 4);
            edges = Arrays.copyOf(edges, Math.max(edges.length * 2, edgeCount + n));
        }
        for (int j = 0; j < n; j++) {
            s.play(moves[depth][j]);
            long key = s.key();
            s.undo();
            int before = count;
            int c = insert(key);
            // a state first found here is explored from here: mark it by a negative index
            edges[edgeCount++] = c == before ? -c - 1 : c;
        }
        return terminal;
    }

    /** The index of a key, inserted (as the next index) if new. */
    private int insert(long key) {
        int slot = (int) mix(key) & mask;
        while (index[slot] >= 0) {
            if (keys[slot] == key) {
                return index[slot];
            }
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        index[slot] = count;
        count++;
        if ((long) count * 4 > (long) keys.length * 3) { // load at most 3/4 (linear probing copes)
            grow();
        }
        return count - 1;
    }

    private void grow() {
        checkBudget(estimate(count, edgeCount) + (long) keys.length * 24);
        long[] oldKeys = keys;
        int[] oldIndex = index;
        keys = new long[oldKeys.length * 2];
        index = new int[oldKeys.length * 2];
        Arrays.fill(index, -1);
        mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldIndex[j] >= 0) {
                int slot = (int) mix(oldKeys[j]) & mask;
                while (index[slot] >= 0) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[j];
                index[slot] = oldIndex[j];
            }
        }
    }

    /** Spreads structured keys over the table. */
    private static long mix(long z) {
        return Hashing.mix64(z);
    }

    private void checkBudget(long bytes) {
        if (bytes > memoryBytes || count >= Integer.MAX_VALUE / 2 || edgeCount > Integer.MAX_VALUE - (1 << 20)) {
            throw new RetroException("more than the memory budget of " + (memoryBytes >> 20) + " MiB: "
                    + count + " states and " + edgeCount + " moves so far need about " + (bytes >> 20) + " MiB ("
                    + BYTES_PER_STATE + " bytes per state and " + BYTES_PER_EDGE + " per move)");
        }
    }
}
