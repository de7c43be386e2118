package zugzwang.games.gomoku;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The binary strategy file of a go-moku proof (docs/proof-format.md, "Go-moku's binary format"):
 * black's reply at every position a strategy reaches with black to move, in the order of a
 * depth-first walk, so that no position needs to be named, one byte each.
 *
 * <p>Layout (big-endian): the magic {@code ZZGOMOKU}, the version (2), width, height, the rule (0
 * free-style, 1 standard), the number of moves to the root and each as a two-byte square (Allis'
 * numbering, {@link GomokuBoard}); then the body, tokens of one byte (boards of at most 254 squares)
 * or two: a square is black's move; {@link #label} before a move asks the verifier to remember
 * the position (by its canonical form) once it is proved; {@link #reference} stands for a position
 * proved and remembered before, or a symmetric image of one; then the trailer {@code ZEND} and the
 * number of tokens as eight bytes.
 *
 * <p>The walk: at a black position with a square where black's stone makes five, or (since
 * version 2) an open four — a square where his stone leaves him two such squares and white none
 * ({@link GomokuWinSquares#openFour}) — there is no token (the verifier finds it); otherwise one
 * token. At a white position (after black's move): if black has two squares that make five and
 * white none, nothing follows (she cannot stop both); if black has one, white's only move not
 * losing at once is that square, and the black position after it follows; otherwise the black
 * positions after each of white's moves follow, the empty squares in increasing order — except,
 * where black has an open four (the least such square), those of her moves it answers: all but its
 * square, its two five squares (the least two) and the squares where her stone makes a window of
 * four of hers ({@link GomokuWinSquares#fourSquares}). Version 1 (no open fours: some 100 times
 * as many tokens) is no longer read.
 */
public final class GomokuProofFile {
    static final byte[] MAGIC = "ZZGOMOKU".getBytes(StandardCharsets.US_ASCII);
    static final byte[] TRAILER = "ZEND".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 2;

    private GomokuProofFile() {
    }

    /** What the header says: the game and the root position (the moves to it, in play order). */
    public record Header(GomokuBoard board, GomokuRule rule, int[] root) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Header h && board.equals(h.board) && rule == h.rule && Arrays.equals(root, h.root);
        }

        @Override
        public int hashCode() {
            return board.hashCode() * 31 + Arrays.hashCode(root);
        }

        @Override
        public String toString() {
            String moves = GomokuNotation.format(board, root, root.length);
            return "gomoku " + board + " " + rule.id() + " root " + (moves.isEmpty() ? "''" : moves);
        }
    }

    /** Whether the first bytes of a (decompressed) file are a go-moku proof's. */
    public static boolean isGomokuProof(byte[] first) {
        return first.length >= MAGIC.length && Arrays.equals(Arrays.copyOf(first, MAGIC.length), MAGIC);
    }

    /** Whether a board's tokens take two bytes. */
    static boolean wide(GomokuBoard board) {
        return board.squares() > 254;
    }

    /** The token standing for a position proved before. */
    static int reference(GomokuBoard board) {
        return wide(board) ? 0xFFFF : 0xFF;
    }

    /** The token asking to remember the position of the move that follows. */
    static int label(GomokuBoard board) {
        return reference(board) - 1;
    }

    /** Writes the trailer: {@link #TRAILER}, then the number of tokens as eight bytes (big-endian). */
    static void writeTrailer(OutputStream out, long tokens) throws IOException {
        out.write(TRAILER);
        for (int i = 7; i >= 0; i--) {
            out.write((int) (tokens >>> (8 * i)));
        }
    }

    static void writeHeader(OutputStream out, Header h) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.write(MAGIC);
        d.writeByte(VERSION);
        d.writeByte(h.board().width());
        d.writeByte(h.board().height());
        d.writeByte(h.rule().ordinal());
        d.writeShort(h.root().length);
        for (int m : h.root()) {
            d.writeShort(m);
        }
        d.flush();
    }

    /**
     * Reads the header after the magic.
     *
     * @throws IllegalArgumentException for a header that is not a valid go-moku proof's
     */
    static Header readHeader(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(in);
        byte[] magic = new byte[MAGIC.length];
        d.readFully(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw new IllegalArgumentException("not a go-moku proof (no ZZGOMOKU at its start)");
        }
        int version = d.readUnsignedByte();
        if (version != VERSION) {
            throw new IllegalArgumentException("go-moku proof version " + version + ": this program reads version "
                    + VERSION);
        }
        int width = d.readUnsignedByte();
        int height = d.readUnsignedByte();
        GomokuBoard board = new GomokuBoard(width, height);
        int rule = d.readUnsignedByte();
        if (rule >= GomokuRule.values().length) {
            throw new IllegalArgumentException("unknown rule number " + rule + " in the header");
        }
        int n = d.readUnsignedShort();
        if (n > board.squares()) {
            throw new IllegalArgumentException("a root of " + n + " moves on a board of " + board.squares() + " squares");
        }
        int[] root = new int[n];
        for (int i = 0; i < n; i++) {
            root[i] = d.readUnsignedShort();
        }
        return new Header(board, GomokuRule.values()[rule], root);
    }
}
