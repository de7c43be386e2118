package zugzwang.games.cube;

/**
 * Seed 001's two-valued search, one thread: does the <em>attacker</em> (the first player, as in the
 * seed, or the second) win? A draw counts as "no", so a node is decided by the first child that
 * decides it: a win for the attacker at his nodes, a non-win (a draw or a loss) at the defender's,
 * which is the seed's "first-player-win pruning" (when the second player finds a draw, his other
 * moves are pruned).
 *
 * <h2>What a node does</h2>
 * <ol>
 * <li>The seed's anticipation rules, from the two players' threats (cells that complete a line):
 *   <ul>
 *   <li>the player to move has an opening (a playable threat): he wins;</li>
 *   <li>the opponent has two openings: the player to move loses (he can block one);</li>
 *   <li>the opponent has one opening: the move is forced (blocking it);</li>
 *   <li>a cell directly below an opponent's threat is never played: it gives the opponent the
 *       threat (the seed's "opponent threat above the opening"); with no other move, a loss;</li>
 *   <li>the defender has a stone in every line: the attacker cannot win (the seed's "second
 *       player has a stone in every line");</li>
 *   <li>the attacker has at most one stone left to place and no opening now: he cannot win (the
 *       seed's "the first player doesn't win by placing the 63rd stone", for either attacker).</li>
 *   </ul></li>
 * <li>The follow-up bound ({@link CubeFollowUp}) where the first player is to move: the second
 *     player's Claimeven/Baseinverse strategy may prove that the first cannot win, or even that the
 *     second wins.</li>
 * <li>Where the second player is to move, the follow-up bound of each position after his move:
 *     one that decides the question decides this node at once, before any move is searched
 *     (an enhanced transposition cutoff with the bound instead of the table: −19 % nodes, −9 %
 *     time at difficulty 35).</li>
 * <li>Where the second player is to move, the first player's zugzwang
 *     ({@link CubeFollowUp#firstWins}): a first-player threat in layer 2 over an empty cell, and
 *     the second cannot escape it by the cells the first's answers leave him. At difficulty 30,
 *     with the refinement of the follow-up bound ("the answer ends the game") and the two items
 *     below, 66 % fewer nodes; at difficulty 28, 90 % fewer.</li>
 * <li>A forced move is played at once, without a table lookup.</li>
 * <li>What the look-ahead loops of items 3 and 9 compute for each child (its follow-up bound, its
 *     zugzwang test, the threats after the move) is passed down to the child searched, which then
 *     does not compute it again.</li>
 * <li>The transposition table ({@link CubeTable}), keyed by the canonical compact position over
 *     the 8 symmetries in the first plies (positions with at most
 *     {@link CubeSolverOptions#symmetryStones()} stones; deeper, the images of a position rarely
 *     meet in one search and the 8 transformations cost a quarter of the time), by the compact
 *     position itself after that: an entry answers the question for the attacker it was asked for, and a win
 *     of the other player answers "no" for this one.</li>
 * <li>Enhanced transposition cutoff up to {@link #ETC_STONES} stones: a child the table already
 *     decides in the mover's favour decides the node.</li>
 * <li>Where the first player is to move, a move into his zugzwang (the rule above, on the
 *     position after the move) wins at once (the threats after the move from those before:
 *     {@link Cube#threatsAfter}).</li>
 * <li>The moves: the table's best move first (if the table stores moves), then the others by
 *     {@link CubeMoveOrder}'s line scores (for the second player defending against the first,
 *     plus the lines he blocks: {@link CubeMoveOrder#BLOCK_EVEN_LINE}), plus small bonuses for
 *     the killer moves of this number of stones and the reply to the opponent's last move, ties
 *     broken by a history score, if enabled ({@link #KILLER_BONUS}).</li>
 * </ol>
 * Allocation-free: the move lists are preallocated per ply.
 */
final class CubeSearch {
    /** Thrown (preallocated, no stack trace) to unwind a search that was stopped. */
    static final class Aborted extends RuntimeException {
        Aborted() {
            super("search stopped", null, false, false);
        }
    }

    static final Aborted ABORTED = new Aborted();

    /**
     * Nodes with at most this many stones look their children up before searching them
     * ({@link #etc}): at difficulty 30, −10 % nodes and −13 % time at 46; beyond it the probes
     * (mostly cache misses) cost more than they save.
     */
    static final int ETC_STONES = 46;

    /** The shared table. */
    private final CubeTable far;
    /**
     * This thread's small table for positions with at least {@link #nearFrom} stones (or null):
     * they are many and cheap, and a small table stays in the CPU's caches, where a probe of the
     * large table costs a cache and TLB miss that costs them more than it saves.
     */
    private final CubeTable near;
    private final int nearFrom;
    private final CompactKey key = new CompactKey();
    private final long[][] moveBuf = new long[Cube.CELLS + 1][Cube.COLUMNS];
    private final int[][] scoreBuf = new int[Cube.CELLS + 1][Cube.COLUMNS];
    /**
     * The mover's threats after each move (by cell index), per ply: computed once by the look-ahead
     * loops (the follow-up bound after the second's moves, the first's zugzwang after his) and
     * passed to the child searched.
     */
    private final long[][] threatsBuf = new long[Cube.CELLS + 1][Cube.CELLS];
    /** History scores by player and cell: raised when a move decides a node. */
    private final int[][] history = new int[2][Cube.CELLS];
    /**
     * The killer moves, by the number of stones of the node: the cells of the last three different
     * moves that decided a node with that many stones, the latest in {@code killer}; -1: none.
     * Sibling positions are often decided by the same move.
     */
    private final int[] killer = new int[Cube.CELLS + 1];
    private final int[] killer2 = new int[Cube.CELLS + 1];
    private final int[] killer3 = new int[Cube.CELLS + 1];
    /**
     * The reply moves, by player and the cell of the opponent's last move: the cells of the last two
     * different moves of this player that decided a node reached by that opponent's move, the
     * latest in {@code reply}; -1: none.
     */
    private final int[][] reply = new int[2][Cube.CELLS];
    private final int[][] reply2 = new int[2][Cube.CELLS];
    /*
     * The lists are written out (separate arrays, comparisons in the scoring loop, the update as a
     * move to the front by hand) rather than as one flat array with a lookup and an update loop:
     * that version searched the same 169,655,391 nodes on difficulty 28's four hardest positions but
     * took 30.8 / 33.3 / 33.4 s against 30.4 / 31.3 / 31.9 s, alternated (2026-11-27).
     */
    /** The cell of the move played at each number of stones on the path being searched (-1: none). */
    private final int[] path = new int[Cube.CELLS + 1];
    /**
     * The bonuses of the killers ({@link #killer}, {@code killer2}, {@code killer3}) and the replies
     * ({@link #reply}, {@code reply2}) added to the line score (1, 10, 100, 1000 per line; 5 and 50
     * per blocked line): small, so they order moves within a class of the static order rather than
     * over it. Measured by exact nodes (one thread, 1 GiB), on difficulty 28's four hardest
     * positions: 250.8 M without; 180.8 M (−28 %) with two killers and one reply (10, 5; 8);
     * 169.7 M (−32 %) with the third killer and second reply (2; 2), which also take difficulty 30
     * from 296.9 M to 284.2 M and 32 from 65.3 M to 62.5 M. Not kept: the killer alone as the first
     * move (+14 % at difficulty 32), the reply as the first move (+320 %); bonuses 40/0/0 (−4.6 %),
     * 10/0/5 (−19 %); a bonus for the move that followed one's own previous move (nothing); a history
     * that halves when a score reaches its cap (+3 to +5 %).
     */
    static final int KILLER_BONUS = 10;
    static final int SECOND_KILLER_BONUS = 5;
    static final int THIRD_KILLER_BONUS = 2;
    static final int REPLY_BONUS = 8;
    static final int SECOND_REPLY_BONUS = 2;
    /** Whether the history, killer and reply bonuses order moves (off: seed 001's order). */
    private final boolean useHistory;
    private final boolean useTableMove;
    /** Positions with more stones than this are not looked up or stored (cheap to search again). */
    private final int tableMaxStones;
    private final boolean followUp;
    /** Positions with at most this many stones are keyed by their canonical image. */
    private final int symmetryStones;

    /** 0: the first player asks "do I win?", 1: the second player does. */
    private int attacker;

    /** Nodes visited (calls of {@link #search}). */
    long nodes;
    /** Set by another thread to stop this search (checked every 4096 nodes). */
    volatile boolean abort;
    /** The search stops (as if aborted) when {@link #nodes} reaches this. */
    long nodeLimit = Long.MAX_VALUE;
    /** Also asked every 4096 nodes whether to stop (a job's cancellation), or null. */
    java.util.function.BooleanSupplier stop;

    CubeSearch(CubeTable table, CubeSolverOptions options) {
        this.far = table;
        this.nearFrom = options.nearStones() > 0 ? options.nearStones() : Integer.MAX_VALUE;
        this.near = options.nearStones() > 0 ? new CubeTable(CubeTable.minBytes()) : null;
        this.useHistory = options.history();
        resetHistory();
        this.useTableMove = options.tableMove() && table.hasMoves();
        this.tableMaxStones = options.tableMaxStones();
        this.followUp = options.followUp();
        this.symmetryStones = options.symmetryStones();
    }

    /**
     * Whether {@code attacker} (0 first player, 1 second) wins the position with these stones. The
     * game must not be over.
     *
     * @throws Aborted if {@link #abort} was set meanwhile
     */
    boolean wins(long first, long second, int attacker) {
        this.attacker = attacker;
        int stones = Long.bitCount(first) + Long.bitCount(second);
        long me = (stones & 1) == 0 ? first : second;
        long opp = first ^ second ^ me;
        long empty = ~(first | second);
        if (stones > 0) {
            path[stones - 1] = -1; // the move that led here is not known: no reply move at the root
        }
        return search(me, opp, stones, Cube.threats(me, empty), Cube.threats(opp, empty), 0);
    }

    /** Clears this thread's near table (the caller clears the shared one). */
    void clearNear() {
        if (near != null) {
            near.clear();
        }
    }

    /** Clears the history scores, killer and reply moves (a new, independent problem). */
    void resetHistory() {
        for (int[] h : history) {
            java.util.Arrays.fill(h, 0);
        }
        java.util.Arrays.fill(killer, -1);
        java.util.Arrays.fill(killer2, -1);
        java.util.Arrays.fill(killer3, -1);
        for (int[] r : reply) {
            java.util.Arrays.fill(r, -1);
        }
        for (int[] r : reply2) {
            java.util.Arrays.fill(r, -1);
        }
    }

    /**
     * Enhanced transposition cutoff: whether the table already decides a child of this node in
     * the player to move's favour (the attacker's win at his node, a non-win at the defender's).
     * One probe per move; worth it only where subtrees are large (see {@link #ETC_STONES}).
     *
     * @return the move to that child, or 0 if none
     */
    private long etc(long me, long opp, long filled, long moves, int stones, boolean attackerMoves) {
        int childStones = stones + 1;
        CubeTable table = tableFor(childStones);
        for (long m = moves; m != 0; m &= m - 1) {
            long cell = m & -m;
            setKey((childStones & 1) == 0 ? opp : me | cell, filled | cell, childStones);
            int answer = answer(table.probe(key.hi, key.lo));
            if (answer != UNKNOWN && (answer == YES) == attackerMoves) {
                return cell;
            }
        }
        return 0;
    }

    /** The table of positions with this many stones: this thread's near one or the shared one. */
    private CubeTable tableFor(int stones) {
        return stones >= nearFrom ? near : far;
    }

    /**
     * Sets {@link #key} to the table key of a position: its canonical image up to
     * {@link #symmetryStones} stones, the position itself beyond.
     */
    private void setKey(long first, long filled, int stones) {
        if (stones <= symmetryStones) {
            key.canonical(first, filled);
        } else {
            key.of(first, filled);
        }
    }

    /** {@link #answer}: the attacker wins, does not, or the entry does not say. */
    private static final int YES = 1;
    private static final int NO = 0;
    private static final int UNKNOWN = -1;

    /**
     * What a table entry (0: none) says about this search's question: the answer to the question
     * it was stored for, if that is this attacker's; a win of the other player is a "no"; else
     * nothing.
     */
    private int answer(long entry) {
        if (entry == 0) {
            return UNKNOWN;
        }
        int v = CubeTable.value(entry);
        boolean won = (v & 1) == 0;
        if ((v >> 1) == attacker) {
            return won ? YES : NO;
        }
        return won ? NO : UNKNOWN;
    }

    /** Stores this search's answer for a position, with the move that decided it (a cell). */
    private void store(CubeTable table, int slot, long keyLo, int keySymmetry, boolean wins, long decisive,
            long work) {
        int column = Cube.mapColumn(Long.numberOfTrailingZeros(decisive) & 15, keySymmetry);
        table.storeAt(slot, keyLo, attacker * 2 + (wins ? 0 : 1), column, work);
    }

    /**
     * Searches the position after the player to move plays {@code cell}. The threats follow from
     * the node's: the mover's new stone takes its cell from the opponent's threats (and blocks no
     * other: a threat is an empty cell), and adds to his own threats the last empty cell of each
     * line through the cell that now holds three of his stones and none of the opponent's
     * ({@link Cube#threatsAfter}: at most 7 lines instead of the 13 directions of the board).
     */
    private boolean child(long me, long opp, int stones, long myThreats, long oppThreats, long cell) {
        path[stones] = Long.numberOfTrailingZeros(cell);
        return search(opp, me | cell, stones + 1, oppThreats & ~cell, Cube.threatsAfter(me, opp, myThreats, cell), 0);
    }

    /*
     * What a parent already computed of a child (the argument known of search, bits). The look-ahead
     * loops call the same functions on the same positions as the children would: the second player's
     * loop the follow-up bound after each of his moves, the first player's loop his zugzwang after
     * each of his. Their answers (and the threats after each move, threatsBuf) are passed down
     * instead of computed again: the same nodes, 0.87x the time at difficulties 32-34.
     */
    /** A first-player node whose follow-up bound is {@link CubeFollowUp#NONE}. */
    private static final int BOUND_NONE = 1;
    /** A first-player node whose follow-up bound is 0 (the first cannot win; asked by the second). */
    private static final int BOUND_ZERO = 2;
    /** A second-player node where the first player's zugzwang ({@link CubeFollowUp#firstWins}) does not hold. */
    private static final int NO_TRAP = 4;

    /**
     * Whether the attacker wins; {@code me} are the stones of the player to move, {@code opp} the
     * other's, {@code stones} their number, {@code myThreats} and {@code oppThreats} their threats
     * ({@link Cube#threats}: kept from node to node, see {@link #child}), {@code known} what the
     * parent already computed of this node ({@link #BOUND_NONE}, {@link #BOUND_ZERO},
     * {@link #NO_TRAP}, or 0). The player who moved last has no four.
     */
    private boolean search(long me, long opp, int stones, long myThreats, long oppThreats, int known) {
        if ((++nodes & 0xFFF) == 0 && (abort || nodes >= nodeLimit || (stop != null && stop.getAsBoolean()))) {
            throw ABORTED;
        }
        if (stones == Cube.CELLS) {
            return false; // a full board: a draw
        }
        boolean attackerMoves = (stones & 1) == attacker;
        long filled = me | opp;
        long empty = ~filled;
        long play = Cube.playable(filled);
        if ((myThreats & play) != 0) {
            return attackerMoves; // an opening: the player to move wins
        }
        long oppOpen = oppThreats & play;
        // never play directly below an opponent's threat: the threat becomes his opening
        long moves = play & ~(oppThreats >>> 16);
        if (oppOpen != 0) {
            if ((oppOpen & (oppOpen - 1)) != 0) {
                return !attackerMoves; // two openings: one stays, the player to move loses
            }
            moves &= oppOpen; // one opening: block it (unless that too is below a threat)
        }
        if (moves == 0) {
            return !attackerMoves; // every move gives the opponent a win
        }
        // can the attacker still make four? (stones left: the attacker places every other one)
        int left = Cube.CELLS - stones;
        if (attackerMoves ? left <= 2 : left <= 1) {
            return false; // his last stone is now (and makes no four) or already placed
        }
        if (!Cube.hasFreeLine(attackerMoves ? opp : me)) {
            return false; // the defender has a stone in every line
        }
        if (followUp && (stones & 1) == 0) {
            // the second player to follow up (an even number of empty cells): see CubeFollowUp
            int bound = (known & BOUND_NONE) != 0 ? CubeFollowUp.NONE
                    : (known & BOUND_ZERO) != 0 ? 0 : CubeFollowUp.bound(me, opp, filled, oppThreats);
            if (bound != CubeFollowUp.NONE) {
                if (attacker == 0) {
                    return false; // the first player (to move) cannot win
                }
                if (bound < 0) {
                    return true; // ... and the second surely wins
                }
            }
        }
        if (followUp && (stones & 1) == 1 && (known & NO_TRAP) == 0 && CubeFollowUp.firstWins(opp, me, filled, oppThreats)) {
            return attacker == 0; // the second player (to move) is in the first's zugzwang
        }
        if ((moves & (moves - 1)) == 0) {
            return child(me, opp, stones, myThreats, oppThreats, moves); // forced: no lookup, no ordering
        }
        // what the loops below learn of the children: see BOUND_NONE
        int childKnown = 0;
        long boundZero = 0;
        boolean threatsKnown = false; // whether threatsBuf holds the threats after each move
        if (followUp && (stones & 1) == 1 && CubeFollowUp.failsAfterEvery(opp, filled, moves)) {
            // the bound without its poisoned cells fails after each move: the loop below is skipped,
            // and the children skip the bound (the poisoned cells alone rarely decide them; see
            // CubeFollowUp.failsAfterEvery)
            childKnown = BOUND_NONE;
        } else if (followUp && (stones & 1) == 1) {
            // the second player to move: a move after which his follow-up already decides the
            // question decides this node (enhanced transposition cutoff with the follow-up bound)
            threatsKnown = true;
            long[] after = threatsBuf[stones];
            for (long m = moves; m != 0; m &= m - 1) {
                long cell = m & -m;
                long threats = Cube.threatsAfter(me, opp, myThreats, cell);
                after[Long.numberOfTrailingZeros(cell)] = threats;
                int bound = CubeFollowUp.bound(opp, me | cell, filled | cell, threats);
                if (bound != CubeFollowUp.NONE && (attacker == 0 || bound < 0)) {
                    return attacker == 1;
                }
                if (bound == 0) {
                    boundZero |= cell; // (the second player asks: the first cannot win, no more)
                }
            }
            childKnown = BOUND_NONE;
        }

        boolean useTable = stones <= tableMaxStones;
        int tableMove = -1;
        CubeTable table = tableFor(stones);
        // the key and its bucket, kept in locals for the store after the moves (the children reuse
        // this.key)
        int slot = 0;
        long keyLo = 0;
        int keySymmetry = 0;
        if (useTable) {
            setKey((stones & 1) == 0 ? me : opp, filled, stones);
            keyLo = key.lo;
            keySymmetry = key.symmetry;
            slot = table.slot(key.hi, keyLo);
            long entry = table.probeAt(slot, keyLo);
            int answer = answer(entry);
            if (answer != UNKNOWN) {
                return answer == YES;
            }
            if (entry != 0 && useTableMove && table.hasMoves()) { // the near table has none
                tableMove = Cube.mapColumn(table.move(entry), Cube.inverse(keySymmetry));
            }
        }

        if (stones <= ETC_STONES && useTable) {
            long cell = etc(me, opp, filled, moves, stones, attackerMoves);
            if (cell != 0) {
                store(table, slot, keyLo, keySymmetry, attackerMoves, cell, 1);
                return attackerMoves;
            }
        }
        if (followUp && (stones & 1) == 0) {
            // the first player to move: a move into his zugzwang (CubeFollowUp.firstWins) wins
            long[] after = threatsBuf[stones];
            for (long m = moves; m != 0; m &= m - 1) {
                long cell = m & -m;
                long threats = Cube.threatsAfter(me, opp, myThreats, cell);
                after[Long.numberOfTrailingZeros(cell)] = threats;
                if (CubeFollowUp.firstWins(me | cell, opp, filled | cell, threats)) {
                    return attacker == 0;
                }
            }
            childKnown = NO_TRAP;
            threatsKnown = true;
        }
        // order the moves: best first
        long[] mv = moveBuf[stones];
        int[] sc = scoreBuf[stones];
        int n = 0;
        int player = stones & 1;
        int[] hist = history[player];
        boolean defend = followUp && attacker == 0 && !attackerMoves; // the second stops the first
        int lastMove = stones > 0 ? path[stones - 1] : -1;
        int firstKiller = -1;
        int secondKiller = -1;
        int thirdKiller = -1;
        int firstReply = -1;
        int secondReply = -1;
        if (useHistory) {
            firstKiller = killer[stones];
            secondKiller = killer2[stones];
            thirdKiller = killer3[stones];
            if (lastMove >= 0) {
                firstReply = reply[player][lastMove];
                secondReply = reply2[player][lastMove];
            }
        }
        for (long m = moves; m != 0; m &= m - 1) {
            long cell = m & -m;
            int s = CubeMoveOrder.score(me, opp, filled, cell, defend);
            if (useHistory) {
                int c = Long.numberOfTrailingZeros(cell);
                s += c == firstKiller ? KILLER_BONUS : c == secondKiller ? SECOND_KILLER_BONUS
                        : c == thirdKiller ? THIRD_KILLER_BONUS : 0;
                s += c == firstReply ? REPLY_BONUS : c == secondReply ? SECOND_REPLY_BONUS : 0;
                s = s * 64 + Math.min(63, hist[c]);
            }
            if (tableMove >= 0 && (cell & Cube.columnMask(tableMove)) != 0) {
                s = Integer.MAX_VALUE;
            }
            int i = n++;
            while (i > 0 && sc[i - 1] < s) {
                sc[i] = sc[i - 1];
                mv[i] = mv[i - 1];
                i--;
            }
            sc[i] = s;
            mv[i] = cell;
        }

        long before = nodes;
        boolean result = !attackerMoves; // if no move decides the node
        long decisive = mv[0];
        for (int i = 0; i < n; i++) {
            long cell = mv[i];
            long threats = threatsKnown ? threatsBuf[stones][Long.numberOfTrailingZeros(cell)]
                    : Cube.threatsAfter(me, opp, myThreats, cell);
            path[stones] = Long.numberOfTrailingZeros(cell);
            boolean r = search(opp, me | cell, stones + 1, oppThreats & ~cell, threats,
                    (boundZero & cell) != 0 ? BOUND_ZERO : childKnown);
            if (r == attackerMoves) {
                result = r;
                decisive = cell;
                if (useHistory) {
                    int c = Long.numberOfTrailingZeros(cell);
                    if (i > 0) {
                        hist[c] += 1;
                    }
                    if (killer[stones] != c) {
                        if (killer2[stones] != c) {
                            killer3[stones] = killer2[stones];
                        }
                        killer2[stones] = killer[stones];
                        killer[stones] = c;
                    }
                    if (lastMove >= 0) {
                        if (reply[player][lastMove] != c) {
                            reply2[player][lastMove] = reply[player][lastMove];
                        }
                        reply[player][lastMove] = c;
                    }
                }
                break;
            }
        }
        if (useTable) {
            store(table, slot, keyLo, keySymmetry, result, decisive, nodes - before);
        }
        return result;
    }
}
