package zugzwang.games.gomoku;

import zugzwang.games.StonePosition;
import java.util.SplittableRandom;

/**
 * A go-moku position: each side's stones as a bitboard ({@link GomokuBoard}), the moves played
 * (for undo), and whether the last move won. Black (player 0) moves first; a move puts a stone
 * on an empty square; a move that makes a winning row ({@link GomokuRule#wins}) ends the game, as
 * does a full board (a draw). Mutable, not thread-safe.
 */
public final class GomokuPosition implements StonePosition {
    /** Random numbers per square and side for the Zobrist key, the same in every run. */
    private static final long[][] ZOBRIST = new long[2][GomokuBoard.MAX_SIDE * GomokuBoard.MAX_SIDE];

    static {
        SplittableRandom r = new SplittableRandom(0x60_40_4bL);
        for (long[] side : ZOBRIST) {
            for (int i = 0; i < side.length; i++) {
                side[i] = r.nextLong();
            }
        }
    }

    private final GomokuBoard board;
    private final GomokuRule rule;
    /** stones[p][w]: word w of player p's bitboard. */
    private final long[][] stones;
    private final int[] moves;
    private int ply;
    private boolean won;
    private long key;

    /** The empty board. */
    public GomokuPosition(GomokuBoard board, GomokuRule rule) {
        this.board = board;
        this.rule = rule;
        this.stones = new long[2][board.words()];
        this.moves = new int[board.squares()];
    }

    private GomokuPosition(GomokuPosition p) {
        this.board = p.board;
        this.rule = p.rule;
        this.stones = new long[][] {p.stones[0].clone(), p.stones[1].clone()};
        this.moves = p.moves.clone();
        this.ply = p.ply;
        this.won = p.won;
        this.key = p.key;
    }

    /**
     * The position with these stones (bitboards of {@link GomokuBoard#words()} words), black to move
     * when both have as many, white when black has one more; the moves are put in an arbitrary
     * order (undo takes them back in it). Whether the game is over is worked out: the side that
     * moved last has a winning row.
     *
     * @throws IllegalArgumentException if the stones overlap, lie off the board or their numbers
     *                                  are not those of a game
     */
    public static GomokuPosition of(GomokuBoard board, GomokuRule rule, long[] black, long[] white) {
        GomokuPosition p = new GomokuPosition(board, rule);
        int w = board.words();
        if (black.length != w || white.length != w) {
            throw new IllegalArgumentException("stones of " + w + " words expected");
        }
        int nb = 0;
        int nw = 0;
        for (int i = 0; i < w; i++) {
            if ((black[i] & white[i]) != 0) {
                throw new IllegalArgumentException("a square holds two stones");
            }
            nb += Long.bitCount(black[i]);
            nw += Long.bitCount(white[i]);
        }
        if (nb != nw && nb != nw + 1) {
            throw new IllegalArgumentException(nb + " black and " + nw + " white stones: not a game's");
        }
        int[] order = new int[nb + nw];
        int b = 0;
        int o = 1;
        for (int sq = 0; sq < w * 64; sq++) {
            boolean isBlack = (black[sq >>> 6] >>> sq & 1) != 0;
            boolean isWhite = (white[sq >>> 6] >>> sq & 1) != 0;
            if ((isBlack || isWhite) && sq >= board.squares()) {
                throw new IllegalArgumentException("a stone off the board");
            }
            if (isBlack) {
                order[b] = sq;
                b += 2;
            } else if (isWhite) {
                order[o] = sq;
                o += 2;
            }
        }
        for (int sq : order) {
            int side = p.player();
            p.stones[side][sq >>> 6] |= 1L << sq;
            p.key ^= ZOBRIST[side][sq];
            p.moves[p.ply++] = sq;
        }
        if (p.ply > 0) {
            int last = 1 - p.player();
            long[] mine = p.stones[last];
            for (int sq = 0; sq < board.squares() && !p.won; sq++) {
                p.won = (mine[sq >>> 6] >>> sq & 1) != 0 && p.wins(sq, last);
            }
        }
        return p;
    }

    /** An independent copy. */
    public GomokuPosition copy() {
        return new GomokuPosition(this);
    }

    public GomokuBoard board() {
        return board;
    }

    public GomokuRule rule() {
        return rule;
    }

    /** The player to move: 0 black, 1 white. */
    public int player() {
        return ply & 1;
    }

    /** The number of stones on the board. */
    public int stones() {
        return ply;
    }

    /** The i-th move played (0-based). */
    public int move(int i) {
        return moves[i];
    }

    /**
     * Player {@code p}'s stones (0 black, 1 white) as a bitboard of {@link GomokuBoard#words()}
     * words: the position's own array, read only.
     */
    public long[] stonesOf(int p) {
        return stones[p];
    }

    /** Whether player {@code p} has a stone on {@code square}. */
    public boolean has(int p, int square) {
        return (stones[p][square >>> 6] >>> square & 1) != 0; // a shift by square takes square mod 64
    }

    /** Whether {@code square} is empty. */
    public boolean isEmpty(int square) {
        return !has(0, square) && !has(1, square);
    }

    /** The owner of a square: 0 black, 1 white, -1 empty. */
    public int owner(int square) {
        return has(0, square) ? 0 : has(1, square) ? 1 : -1;
    }

    /** Whether the game goes on and {@code square} is an empty square of the board. */
    public boolean canPlay(int square) {
        return !isOver() && square >= 0 && square < board.squares() && isEmpty(square);
    }

    /** Whether the last move made a winning row. */
    public boolean isWon() {
        return won;
    }

    /** Whether every square is taken. */
    public boolean isFull() {
        return ply == board.squares();
    }

    public boolean isOver() {
        return won || isFull();
    }

    /** A 64-bit Zobrist hash of the stones (the side to move follows from their number). */
    public long key() {
        return key;
    }

    /**
     * Plays the side to move's stone on {@code square}.
     *
     * @throws IllegalArgumentException if it cannot be played ({@link #canPlay})
     */
    public void play(int square) {
        if (!canPlay(square)) {
            throw new IllegalArgumentException("square " + square + " cannot be played here");
        }
        int p = player();
        stones[p][square >>> 6] |= 1L << square;
        key ^= ZOBRIST[p][square];
        moves[ply++] = square;
        won = wins(square, p);
    }

    /** Takes back the last move. */
    public void undo() {
        int square = moves[--ply];
        int p = player();
        stones[p][square >>> 6] &= ~(1L << square);
        key ^= ZOBRIST[p][square];
        won = false; // no move is played after a win
    }

    /** Whether player {@code p}'s stone on {@code square} (there or imagined there) makes a winning row. */
    public boolean wins(int square, int p) {
        for (int d = 0; d < 4; d++) {
            if (winsAlong(square, d, p)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether player {@code p}'s stone on {@code square} makes a winning row along the line of
     * direction {@code d} (0 to 3; {@link GomokuBoard#step}: d and d + 4 are its two ways).
     */
    boolean winsAlong(int square, int d, int p) {
        return rule.wins(1 + run(square, d, p) + run(square, d + 4, p));
    }

    /** How many of player p's stones follow {@code square} in direction d without a gap. */
    int run(int square, int d, int p) {
        int n = 0;
        for (int s = board.step(square, d); s >= 0 && has(p, s); s = board.step(s, d)) {
            n++;
        }
        return n;
    }

    /** An empty square where the side to move wins at once, the lowest, or -1 (also when the game is over). */
    public int winningSquare() {
        if (isOver()) {
            return -1;
        }
        int p = player();
        for (int s = 0; s < board.squares(); s++) {
            if (isEmpty(s) && wins(s, p)) {
                return s;
            }
        }
        return -1;
    }

    /** The Zobrist hash of the stones under symmetry {@code t} of the board. */
    public long key(int t) {
        if (t == 0) {
            return key;
        }
        long k = 0;
        for (int i = 0; i < ply; i++) {
            k ^= ZOBRIST[i & 1][board.map(moves[i], t)];
        }
        return k;
    }

    /**
     * The position up to symmetry: writes both sides' stones after the symmetry that gives the
     * least form (black's words, then white's, word 0 first, compared unsigned) into {@code out}
     * ({@code 2 · words} longs), and returns that symmetry.
     */
    public int canonical(long[] out) {
        return canonicalMoved(-1, -1, out);
    }

    /**
     * Whether white's stone on {@code y} may be taken away — a proof made with it there standing
     * for this position, where her stone is on {@code x} instead and y is empty (a transfer, a
     * moved stone) — without giving her a five that proof never met. Always under free-style: fewer
     * stones of hers make no five of hers. Under the standard rule a five of hers next to y was an
     * overline with her stone there, and is a win without it: so in each of the 8 directions from
     * y, the window of the five squares next to y must run off the board, or hold a stone of
     * black's (who never leaves it), or hold no stone of hers but x. Then a four of hers there (a
     * threat that proof never met: there it made an overline) needs three more stones of hers in
     * one window with x or four without it — the margin that {@link #alone} allows x itself (no
     * other stone of hers in a window with it). Not a proof (the export follows the proof into
     * every reply of hers and the verifier checks every move). Until 2026-12-05 (eleventh part)
     * only a black stone counted, which on the open board refuses nearly every square: the
     * standard rule's empty board made no transfer in its first 6,616 jobs; counting
     * the proof's squares too (at most one of hers or the proof's in a window) still refused every
     * sibling of white's second move near the centre's lines. Black is the attacker here, as in
     * every solve (the solver proves black's wins).
     */
    public boolean mayVacate(int x, int y) {
        if (rule == GomokuRule.FREESTYLE) {
            return true;
        }
        long[] black = stonesOf(0);
        long[] white = stonesOf(1);
        for (int d = 0; d < 8; d++) {
            int s = y;
            boolean blocked = false;
            boolean hers = false; // a stone of hers other than x in the window
            for (int k = 0; k < 5 && !blocked; k++) {
                s = board.step(s, d);
                if (s < 0 || (black[s >>> 6] >>> s & 1) != 0) {
                    blocked = true; // off the board, or black's: no five of hers in this window
                } else if (s != x && (white[s >>> 6] >>> s & 1) != 0) {
                    hers = true;
                }
            }
            if (!blocked && hers) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether white's stone on {@code x} may stand for hers on {@code y} (empty here) in a proof
     * made with it there (a transfer, a moved stone): {@link #mayVacate}(x, y), and her stone on x
     * stands alone ({@link #alone}). A stone of hers next to another of hers makes a two that the
     * proof never met: where her next stone makes a threat of hers is then another set of squares,
     * and those are the squares (the related squares of black's null-move sequences) outside which
     * the proof left her moves unsearched. On the empty board's {@code h8,a3,i9,a2}, taken for
     * {@code h8,a3,i9,a8}, itself taken for {@code h8,a1,i9,a8}, white's a4 after black's i8 made
     * a three a2–a4, and the export searched every such reply afresh; and {@code h8,a8,i9,a6},
     * taken for {@code h8,a1,i9,a8} (a single moved stone), had black's g7 after her a7 — a three
     * a6–a8, a straight four after a5: the export failed. Asked of chains only until 2026-12-04
     * (asked of every transfer as a refusal it made a subtree 9 times slower: 587 jobs against 77
     * on h8,a3,i9,a2,i8); since then of every stand-in — the solver walks one it refuses at a
     * task's root before searching the task ({@code GomokuSolver}); inside a job a refused one is
     * searched. Not a proof either: her forced replies may
     * still land next to x; the verifier checks every move.
     */
    public boolean mayStandFor(int x, int y) {
        return mayVacate(x, y) && alone(x);
    }

    /**
     * Whether the stone on {@code x} shares no window of five squares free of the other side's
     * stones with another stone of its owner's (on each of the four lines through x, each of the
     * up to five windows that hold x).
     */
    public boolean alone(int x) {
        int p = owner(x);
        if (p < 0) {
            throw new IllegalArgumentException("no stone on " + board.name(x));
        }
        int[] line = new int[9];
        for (int d = 0; d < 4; d++) {
            // line[4] = x, line[4 - k] k steps back (direction d + 4), line[4 + k] k steps on; -1 off the board
            java.util.Arrays.fill(line, -1);
            line[4] = x;
            for (int k = 1, s = x; k <= 4 && (s = board.step(s, d)) >= 0; k++) {
                line[4 + k] = s;
            }
            for (int k = 1, s = x; k <= 4 && (s = board.step(s, d + 4)) >= 0; k++) {
                line[4 - k] = s;
            }
            for (int start = 0; start <= 4; start++) { // the window line[start .. start + 4]
                boolean open = true;
                boolean other = false;
                for (int i = start; i < start + 5 && open; i++) {
                    int s = line[i];
                    if (s < 0 || has(1 - p, s)) {
                        open = false; // off the board, or a stone of the other side's: no five here
                    } else if (i != 4 && has(p, s)) {
                        other = true;
                    }
                }
                if (open && other) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * {@link #canonical} of this position with the stone on square {@code from} standing on
     * {@code to} instead (an empty square; -1, -1: none moved), without making that position.
     */
    public int canonicalMoved(int from, int to, long[] out) {
        int w = board.words();
        long[] image = new long[2 * w];
        int best = -1;
        for (int t = 0; t < board.symmetries(); t++) {
            java.util.Arrays.fill(image, 0);
            for (int i = 0; i < ply; i++) {
                int sq = board.map(moves[i] == from ? to : moves[i], t);
                image[(i & 1) * w + (sq >>> 6)] |= 1L << sq;
            }
            if (best < 0 || java.util.Arrays.compareUnsigned(image, 0, 2 * w, out, 0, 2 * w) < 0) {
                System.arraycopy(image, 0, out, 0, 2 * w);
                best = t;
            }
        }
        return best;
    }
}
