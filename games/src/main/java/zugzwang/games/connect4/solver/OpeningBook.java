package zugzwang.games.connect4.solver;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.Connect4Position;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.NotationException;
import zugzwang.games.connect4.Score;

/**
 * The strong scores (see {@link Score}) of every position of one board with at most
 * {@link #stones()} stones, identified with their mirror images: the answers a solver gives at
 * once near the empty board, where a search takes longest.
 *
 * <p>A book is made by {@link OpeningBookBuilder} and kept as text, one position a line, its
 * score and a move sequence reaching it ({@code -2 44} is the position after 4, 4, worth -2 to
 * the side to move; a line with a score alone is the empty board). Move sequences rather than
 * keys keep the file valid whatever the bitboard layout. Reading a book checks it: every
 * position up to the book's depth is there once, and every score below the deepest layer is the
 * negamax of its children's (an immediate win scores {@link Score#win}), so a corrupt or
 * truncated book is refused; the deepest layer is the solver's word, checked by
 * {@code zugzwang book --check}.
 *
 * <p>Lookups use sorted primitive arrays (canonical key, score): no allocation. A key is two
 * words ({@link Connect4Position#canonicalKeyWords}), so one
 * class keeps the books of boards of one word (the high word 0) and of two (beyond 64 bits).
 * The book is asked at a search's entry points (the root, each move of an analysis), never per node.
 */
public final class OpeningBook {
    /** A position's canonical key, two words (one-word boards: {@code hi} 0). */
    record Key(long lo, long hi) {
        static Key of(Connect4Position p) {
            long[] k = p.canonicalKeyWords();
            return new Key(k[0], k[1]);
        }
    }

    /**
     * A line of a book file: a position (a move sequence, empty for the empty board) and its
     * score, written {@code score moves} ({@code -2 4453}; the empty board's line is its score).
     */
    public record Entry(String moves, int score) {
        /**
         * Reads a line.
         *
         * @throws IllegalArgumentException if the score is not a number (the moves are not checked)
         */
        public static Entry parse(String line) {
            String text = line.strip();
            int space = text.indexOf(' ');
            try {
                return new Entry(space < 0 ? "" : text.substring(space + 1).strip(),
                        Integer.parseInt(space < 0 ? text : text.substring(0, space)));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' does not start with a score");
            }
        }

        @Override
        public String toString() {
            return moves.isEmpty() ? Integer.toString(score) : score + " " + moves;
        }
    }

    /** What {@link #score} answers for a position the book does not hold. */
    public static final int NONE = Integer.MIN_VALUE;

    private static final Map<BoardShape, OpeningBook> BUNDLED = new HashMap<>();
    private static final Pattern BOARD_LINE = Pattern.compile("board (\\d{1,3})x(\\d{1,3})");
    private static final Pattern STONES_LINE = Pattern.compile("stones (\\d{1,3})");

    private final BoardShape board;
    private final int stones;
    /**
     * Canonical keys, ascending as two-word numbers (unsigned: keys use all 64 bits on 9x6): high
     * words, and low words.
     */
    private final long[] keysHi;
    private final long[] keysLo;
    private final byte[] scores;

    private OpeningBook(BoardShape board, int stones, long[] keysHi, long[] keysLo, byte[] scores) {
        this.board = board;
        this.stones = stones;
        this.keysHi = keysHi;
        this.keysLo = keysLo;
        this.scores = scores;
    }

    /**
     * A book of the given scores (canonical key to score), checked as {@link #read} checks.
     *
     * @throws IllegalArgumentException if a position is missing or a score is not the negamax
     *                                  of its children's
     */
    static OpeningBook of(BoardShape board, int stones, Map<Key, Integer> byKey) {
        Key[] keys = byKey.keySet().toArray(new Key[0]);
        Arrays.sort(keys, (a, b) -> a.hi() != b.hi() ? Long.compareUnsigned(a.hi(), b.hi())
                : Long.compareUnsigned(a.lo(), b.lo()));
        long[] hi = new long[keys.length];
        long[] lo = new long[keys.length];
        byte[] scores = new byte[keys.length];
        for (int i = 0; i < keys.length; i++) {
            hi[i] = keys[i].hi();
            lo[i] = keys[i].lo();
            scores[i] = (byte) (int) byKey.get(keys[i]);
        }
        OpeningBook book = new OpeningBook(board, stones, hi, lo, scores);
        book.check();
        return book;
    }

    public BoardShape board() {
        return board;
    }

    /** The book holds every position with at most this many stones. */
    public int stones() {
        return stones;
    }

    /** Positions held (one per pair of mirror images). */
    public int size() {
        return keysLo.length;
    }

    /**
     * The strong score of a position for the side to move, or {@link #NONE} if the book does not
     * hold it (more stones than the book's depth, or a game already over).
     */
    public int score(Connect4Position p) {
        if (p.moves() > stones || !p.board().equals(board)) {
            return NONE;
        }
        int i = find(Key.of(p));
        return i < 0 ? NONE : scores[i];
    }

    /** Index of the key, or -1: binary search in unsigned order of (high word, low word). */
    private int find(Key key) {
        long keyLo = key.lo();
        long keyHi = key.hi();
        int lo = 0;
        int hi = keysLo.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = keysHi[mid] != keyHi ? Long.compareUnsigned(keysHi[mid], keyHi)
                    : Long.compareUnsigned(keysLo[mid], keyLo);
            if (c == 0) {
                return mid;
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /**
     * The score a position must have given its children's scores: an immediate win if there is
     * one, else the best of minus the children's ({@code scoreOf} of a child; a full board is a
     * draw); {@link #NONE} if a child's score is {@link #NONE}.
     */
    static int negamax(Connect4Position p, ToIntFunction<Connect4Position> scoreOf) {
        BoardShape board = p.board();
        if (p.canWinNext()) {
            return Score.win(board.area(), p.moves() + 1);
        }
        int best = NONE;
        for (int c = 0; c < board.width(); c++) {
            if (!p.canPlay(c)) {
                continue;
            }
            p.play(c);
            int v = p.moves() == board.area() ? 0 : scoreOf.applyAsInt(p);
            p.undo();
            if (v == NONE) {
                return NONE;
            }
            best = Math.max(best, -v);
        }
        return best;
    }

    /**
     * Checks completeness and consistency over the layers of {@link OpeningBookBuilder#layers}:
     * first that every position is there, then, deepest layers first (so that a wrong score is
     * named rather than its parent), that every score follows from the children's.
     *
     * @throws IllegalArgumentException naming the first position that is missing or inconsistent
     */
    private void check() {
        List<LinkedHashMap<Key, int[]>> layers = OpeningBookBuilder.layers(board, stones);
        int positions = 0;
        for (int d = stones; d >= 0; d--) {
            for (Map.Entry<Key, int[]> e : layers.get(d).entrySet()) {
                if (find(e.getKey()) < 0) {
                    throw new IllegalArgumentException("the book lacks " + where(e.getValue()));
                }
                positions++;
            }
        }
        if (positions != keysLo.length) {
            throw new IllegalArgumentException("the book holds " + (keysLo.length - positions)
                    + " positions that are not reachable with at most " + stones + " stones");
        }
        for (int d = stones - 1; d >= 0; d--) {
            for (Map.Entry<Key, int[]> e : layers.get(d).entrySet()) {
                int given = scores[find(e.getKey())];
                int expected = negamax(replay(board, e.getValue()), this::score);
                if (expected != given) {
                    throw new IllegalArgumentException("the book gives " + where(e.getValue()) + " the score " + given
                            + ", but its children's scores give " + expected);
                }
            }
        }
    }

    /** "the empty board" or "position 4453". */
    private String where(int[] line) {
        return line.length == 0 ? "the empty board" : "position " + Notation.sequence(line, board);
    }

    /**
     * Reads a book (the format of the class comment; lines starting with # are comments).
     *
     * @throws IllegalArgumentException naming the line of the first error, or the first missing
     *                                  or inconsistent position
     * @throws UncheckedIOException     if the reader fails
     */
    public static OpeningBook read(Reader in) {
        try {
            BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
            BoardShape board = null;
            int stones = -1;
            Map<Key, Integer> byKey = new HashMap<>();
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                try {
                    if (board == null) {
                        Matcher m = BOARD_LINE.matcher(line);
                        if (!m.matches()) {
                            throw new IllegalArgumentException("expected 'board WxH', found '" + line + "'");
                        }
                        board = BoardShape.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
                        continue;
                    }
                    if (stones < 0) {
                        Matcher m = STONES_LINE.matcher(line);
                        if (!m.matches()) {
                            throw new IllegalArgumentException("expected 'stones N', found '" + line + "'");
                        }
                        stones = Integer.parseInt(m.group(1));
                        if (stones >= board.area()) {
                            throw new IllegalArgumentException("a book of " + board + " holds fewer than "
                                    + board.area() + " stones, not " + stones);
                        }
                        continue;
                    }
                    Entry entry = Entry.parse(line);
                    int score = entry.score();
                    Connect4Position p = Notation.parseSequence(entry.moves(), board);
                    if (p.moves() > stones || p.isOver()) {
                        throw new IllegalArgumentException("position " + entry.moves() + " is "
                                + (p.isOver() ? "over" : "deeper than the book's " + stones + " stones"));
                    }
                    if (Math.abs(score) > board.area() / 2) {
                        throw new IllegalArgumentException("score " + score + " is impossible on " + board);
                    }
                    if (byKey.put(Key.of(p), score) != null) {
                        throw new IllegalArgumentException("the position (or its mirror image) is listed twice");
                    }
                } catch (IllegalArgumentException e) { // NumberFormatException and NotationException too
                    throw new IllegalArgumentException("line " + n + ": " + e.getMessage(), e);
                }
            }
            if (stones < 0) {
                throw new IllegalArgumentException("no '" + (board == null ? "board WxH" : "stones N") + "' line");
            }
            return of(board, stones, byKey);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the book: a comment, the header and one line per position, in the order of a walk
     * from the empty board (fewer stones first, then by move sequence).
     */
    public void write(Writer out) throws IOException {
        out.write("# zugzwang opening book: the strong score (side to move; see README) of every " + board
                + " position with at most " + stones + " stones,\n# one of each pair of mirror images;"
                + " a line is: score moves. Made by 'zugzwang book'.\n");
        out.write("board " + board + "\nstones " + stones + "\n");
        for (LinkedHashMap<Key, int[]> layer : OpeningBookBuilder.layers(board, stones)) {
            for (Map.Entry<Key, int[]> e : layer.entrySet()) {
                out.write(new Entry(Notation.sequence(e.getValue(), board), scores[find(e.getKey())]) + "\n");
            }
        }
        out.flush();
    }

    /** The position after the moves (0-based columns, all legal) from the empty board, of the board's word size. */
    static Connect4Position replay(BoardShape board, int[] columns) {
        Connect4Position p = board.emptyPosition();
        for (int c : columns) {
            p.play(c);
        }
        return p;
    }

    /** Where the bundled books are: with the game's other resources (its test suites). */
    private static final String RESOURCES = "/zugzwang/games/connect4/";

    /**
     * The book that comes with zugzwang for this board (a resource {@code book-WxH.txt} in
     * {@link #RESOURCES}), read once; null if there is none.
     */
    public static OpeningBook bundled(BoardShape board) {
        synchronized (BUNDLED) {
            if (BUNDLED.containsKey(board)) {
                return BUNDLED.get(board);
            }
            OpeningBook book = null;
            try (InputStream in = OpeningBook.class.getResourceAsStream(RESOURCES + "book-" + board + ".txt")) {
                if (in != null) {
                    book = read(new InputStreamReader(in, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            BUNDLED.put(board, book);
            return book;
        }
    }
}
