package zugzwang.games.gomoku;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import zugzwang.core.proof.StrategyKeyTable;

/**
 * Checks a go-moku proof ({@link GomokuProofFile}) by the rules alone: black's move from the file
 * at every black position, every one of white's moves at every white position, every line of play
 * ending in black's five (under the standard rule, exactly five). No threat search, no related
 * squares: the only judgements made without a token are wins in one move ({@link GomokuWinSquares}
 * — black has a square that makes five; or, with white to move and no five of hers to make, black
 * has two such squares, or one, which white's stone must then take) and black's open four
 * (version 2): a move of his that leaves him two such squares and her none wins, so at a black
 * position it stands for his token, and at a white position it answers, without a walk, every
 * move of hers that leaves it standing — each off its square, its two five squares and the squares
 * where her stone makes a window of four (docs/proof-format.md has why; the rest are walked).
 *
 * <p>One verifier may check several files, one after the other (each starts afresh).
 *
 * <p>A {@code reference} token is accepted only for a position (or a symmetric image of it, by
 * the board's symmetries, which map lines onto lines) that an earlier {@code label} made the
 * verifier remember, after checking everything below it.
 */
public final class GomokuProofVerifier {
    /** What the verifier found. */
    public record Verdict(boolean valid, String hole, GomokuProofFile.Header header, long tokens,
                          long blackPositions, long impliedWins, long openFours, long whitePositions,
                          long doubleWins, long lostToOpenFour, long labels, long references, int deepest,
                          long[] perDepth) {
        /** One line: "valid: ..." or "invalid: ...". */
        public String summary() {
            if (!valid) {
                return "invalid: " + hole;
            }
            return String.format(Locale.ROOT, "valid: black wins (%s): %,d tokens; %,d black positions answered"
                            + " (%,d remembered, %,d references), %,d won in one move, %,d by an open four; %,d white"
                            + " positions (%,d lost to two fives), %,d more white moves lost to an open four; the"
                            + " longest line %d plies", header, tokens,
                    blackPositions - references - impliedWins - openFours, labels, references, impliedWins, openFours,
                    whitePositions, doubleWins, lostToOpenFour, deepest);
        }
    }

    /** A hole in the proof: no stack trace, the message says what and where. */
    private static final class Hole extends RuntimeException {
        Hole(String message) {
            super(message, null, false, false);
        }
    }

    private GomokuBoard board;
    private GomokuWinSquares rules;
    private TokenReader in;
    private int reference;
    private int label;
    private int squares;
    private int words;
    private int[] path;
    private int ply;
    private int rootPly;
    private long tokens;
    private long blackPositions;
    private long impliedWins;
    private long whitePositions;
    private long doubleWins;
    private long openFours;
    private long lostToOpenFour;
    private long labels;
    private long references;
    private int deepest;
    private long[] perDepth;
    private StrategyKeyTable remembered;
    private long[] canon;
    private long[] image;
    private final int[] two = new int[2];
    /** Scratch of {@link #white}: her moves an open four of black's does not answer, per ply. */
    private long[][] walked;
    private TokenWatcher watcher;
    private volatile long progress;

    /** About how many tokens the verification under way has read (for a progress line; any thread). */
    public long tokensRead() {
        return progress;
    }

    /** Told, for tests, the black position (its moves from the empty board) each token is read at. */
    interface TokenWatcher {
        void token(long index, String position);
    }

    /** Tells {@code w} where each token is read (for tests: which position an altered token answers). */
    GomokuProofVerifier watch(TokenWatcher w) {
        this.watcher = w;
        return this;
    }

    /** Whether the file (gzip-compressed or not) is a go-moku proof. */
    public static boolean isGomokuProof(Path file) throws IOException {
        try (InputStream in = open(file)) {
            return GomokuProofFile.isGomokuProof(in.readNBytes(GomokuProofFile.MAGIC.length));
        } catch (ZipException | EOFException e) {
            return false;
        }
    }

    private static InputStream open(Path file) throws IOException {
        InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        raw.mark(2);
        int a = raw.read();
        int b = raw.read();
        raw.reset();
        return a == 0x1f && b == 0x8b ? new GZIPInputStream(raw, 1 << 16) : raw;
    }

    /** Checks a proof file (gzip-compressed or not). */
    public Verdict verify(Path file) throws IOException {
        try (InputStream s = open(file)) {
            return verify(s);
        }
    }

    /** Checks a proof read from {@code s} (not compressed). */
    public Verdict verify(InputStream s) throws IOException {
        GomokuProofFile.Header header = null;
        tokens = 0;
        progress = 0;
        perDepth = null;
        try {
            header = GomokuProofFile.readHeader(s);
            start(header);
            in = new TokenReader(s, GomokuProofFile.wide(board));
            if (rootPly % 2 == 0) {
                black();
            } else {
                white();
            }
            byte[] trailer = new byte[GomokuProofFile.TRAILER.length + 8];
            if (!in.readFully(trailer)
                    || !Arrays.equals(Arrays.copyOf(trailer, GomokuProofFile.TRAILER.length), GomokuProofFile.TRAILER)) {
                throw new Hole("the strategy is complete after " + tokens + " tokens, but what follows is not the file's"
                        + " end (ZEND and the token count)");
            }
            long count = 0;
            for (int i = GomokuProofFile.TRAILER.length; i < trailer.length; i++) {
                count = count << 8 | (trailer[i] & 0xFF);
            }
            if (count != tokens) {
                throw new Hole("the file's end says " + count + " tokens, the strategy used " + tokens);
            }
            if (in.read() >= 0) {
                throw new Hole("bytes after the file's end (ZEND)");
            }
            return verdict(true, null, header);
        } catch (Hole h) {
            return verdict(false, h.getMessage(), header);
        } catch (IllegalArgumentException e) {
            return verdict(false, "header: " + e.getMessage(), header);
        } catch (EOFException e) {
            return verdict(false, "the file ends early (cut short?) after " + tokens + " tokens"
                    + (header == null ? " in its header" : ", " + where()), header);
        } catch (ZipException e) {
            return verdict(false, "the compressed file is damaged or cut short (" + e.getMessage() + ")", header);
        } catch (OutOfMemoryError e) {
            remembered = null;
            return verdict(false, "the strategy is too large to hold in memory (" + labels
                    + " positions remembered)", header);
        }
    }

    private Verdict verdict(boolean valid, String hole, GomokuProofFile.Header header) {
        return new Verdict(valid, hole, header, tokens, blackPositions, impliedWins, openFours, whitePositions,
                doubleWins, lostToOpenFour, labels, references, deepest,
                perDepth == null ? new long[0] : perDepth.clone());
    }

    private void start(GomokuProofFile.Header h) {
        ply = 0;
        tokens = 0;
        blackPositions = 0;
        impliedWins = 0;
        whitePositions = 0;
        doubleWins = 0;
        openFours = 0;
        lostToOpenFour = 0;
        labels = 0;
        references = 0;
        deepest = 0;
        board = h.board();
        squares = board.squares();
        words = board.words();
        rules = new GomokuWinSquares(board, h.rule());
        reference = GomokuProofFile.reference(board);
        label = GomokuProofFile.label(board);
        path = new int[squares];
        walked = new long[squares + 1][words];
        perDepth = new long[squares + 1];
        remembered = new StrategyKeyTable(2 * words);
        canon = new long[2 * words];
        image = new long[2 * words];
        int[] root = h.root();
        for (int i = 0; i < root.length; i++) {
            int s = root[i];
            int p = i & 1;
            if (s < 0 || s >= squares || !rules.isEmpty(s)) {
                throw new IllegalArgumentException("root move " + (i + 1) + " (" + s + ") is not an empty square");
            }
            if (winAt(p, s)) {
                throw new IllegalArgumentException("the game is over at root move " + (i + 1) + " (" + board.name(s) + ")");
            }
            rules.place(s, p);
            path[ply++] = s;
        }
        rootPly = ply;
    }

    /** Whether side p's stone on the empty square s wins at once. */
    private boolean winAt(int p, int s) {
        int[] all = new int[squares];
        int n = rules.winSquares(p, all, squares);
        for (int i = 0; i < n; i++) {
            if (all[i] == s) {
                return true;
            }
        }
        return false;
    }

    /** Black to move: a win in one, else an open four, else the file's token. */
    private void black() throws IOException {
        blackPositions++;
        if (rules.canWin(0)) {
            impliedWins++;
            deepest = Math.max(deepest, ply + 1);
            return;
        }
        if (rules.openFour(0, two) >= 0) {
            // his stone there leaves two fives in one and her none: the white position after it is
            // won by the rule of two fives below
            openFours++;
            deepest = Math.max(deepest, ply + 3);
            return;
        }
        if (ply == squares) {
            throw new Hole("the board is full (a draw) at " + where());
        }
        if (watcher != null) {
            watcher.token(tokens, GomokuNotation.format(board, path, ply));
        }
        int t = in.next();
        if ((++tokens & 0xFFFF) == 0) {
            progress = tokens; // for another thread's progress line
        }
        if (t == reference) {
            references++;
            canonical();
            if (remembered.find(canon) < 0) {
                throw new Hole("a reference to a position not proved before, " + where());
            }
            return;
        }
        boolean remember = t == label;
        if (remember) {
            if (watcher != null) {
                watcher.token(tokens, GomokuNotation.format(board, path, ply));
            }
            t = in.next();
            tokens++;
        }
        if (t >= squares || !rules.isEmpty(t)) {
            throw new Hole("black's move " + (t >= squares ? "token " + t : board.name(t))
                    + " is not an empty square, " + where());
        }
        perDepth[ply]++;
        rules.place(t, 0);
        path[ply++] = t;
        white();
        ply--;
        rules.remove(t, 0);
        if (remember) {
            labels++;
            canonical();
            remembered.insert(canon);
        }
    }

    /** White to move after black's move: white must not win in one; every defence is followed. */
    private void white() throws IOException {
        whitePositions++;
        if (rules.winSquares(1, two, 1) > 0) {
            throw new Hole("white makes five at " + board.name(two[0]) + ", " + where());
        }
        if (ply == squares) {
            throw new Hole("the board is full (a draw) at " + where());
        }
        int n = rules.winSquares(0, two, 2);
        if (n == 2) {
            doubleWins++;
            deepest = Math.max(deepest, ply + 2);
            return;
        }
        if (n == 1) {
            // any other move of white's leaves black's five on two[0]
            int s = two[0];
            rules.place(s, 1);
            path[ply++] = s;
            black();
            ply--;
            rules.remove(s, 1);
            return;
        }
        long[] b = rules.stonesOf(0);
        long[] w = rules.stonesOf(1);
        // where black has an open four, only her moves it does not answer at once are walked: every
        // other one loses to it (GomokuWinSquares.openFourReplies says why)
        long[] moves = rules.openFourReplies(0, walked[ply]) ? walked[ply] : null;
        for (int i = 0; i < words; i++) {
            long empty = ~(b[i] | w[i]);
            if (i == words - 1 && (squares & 63) != 0) {
                empty &= (1L << (squares & 63)) - 1; // squares beyond the board are not moves
            }
            if (moves != null) {
                lostToOpenFour += Long.bitCount(empty & ~moves[i]);
                if ((empty & ~moves[i]) != 0) {
                    deepest = Math.max(deepest, ply + 4);
                }
                empty &= moves[i];
            }
            while (empty != 0) {
                int s = (i << 6) + Long.numberOfTrailingZeros(empty);
                empty &= empty - 1;
                rules.place(s, 1);
                path[ply++] = s;
                black();
                ply--;
                rules.remove(s, 1);
            }
        }
    }

    /** The position's canonical form into {@link #canon}: both sides' stones after the least symmetry. */
    private void canonical() {
        long[] b = rules.stonesOf(0);
        long[] w = rules.stonesOf(1);
        for (int t = 0; t < board.symmetries(); t++) {
            Arrays.fill(image, 0);
            for (int side = 0; side < 2; side++) {
                long[] st = side == 0 ? b : w;
                for (int i = 0; i < words; i++) {
                    long x = st[i];
                    while (x != 0) {
                        int s = board.map((i << 6) + Long.numberOfTrailingZeros(x), t);
                        x &= x - 1;
                        image[side * words + (s >>> 6)] |= 1L << s;
                    }
                }
            }
            if (t == 0 || Arrays.compareUnsigned(image, canon) < 0) {
                System.arraycopy(image, 0, canon, 0, canon.length);
            }
        }
    }

    /** Where the walk is: the moves from the empty board. */
    private String where() {
        return "after " + (ply == 0 ? "''" : GomokuNotation.format(board, path, ply));
    }

    /** Tokens of one or two bytes from a stream, buffered without locks. */
    private static final class TokenReader {
        private final InputStream in;
        private final boolean wide;
        private final byte[] buf = new byte[1 << 16];
        private int pos;
        private int limit;

        TokenReader(InputStream in, boolean wide) {
            this.in = in;
            this.wide = wide;
        }

        /** The next byte, or -1 at the end. */
        int read() throws IOException {
            if (pos == limit) {
                limit = in.read(buf, 0, buf.length);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    return -1;
                }
            }
            return buf[pos++] & 0xFF;
        }

        int next() throws IOException {
            int a = read();
            if (a < 0) {
                throw new EOFException();
            }
            if (!wide) {
                return a;
            }
            int b = read();
            if (b < 0) {
                throw new EOFException();
            }
            return a << 8 | b;
        }

        boolean readFully(byte[] out) throws IOException {
            for (int i = 0; i < out.length; i++) {
                int c = read();
                if (c < 0) {
                    return false;
                }
                out[i] = (byte) c;
            }
            return true;
        }
    }
}
