package zugzwang.games.popout;

import java.util.Locale;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.WideBoard;
import java.util.function.BiPredicate;
import java.util.function.Supplier;
import zugzwang.games.connect4.Notation;

/**
 * Text forms of PopOut positions and moves.
 *
 * <h2>Move sequences</h2>
 * A move is a column number (1-based, as in Connect-4) for a drop,
 * {@code p} and a column number for a pop, or {@code d} for the draw claim on a full board.
 * Moves are separated by commas (or white space), or written without separators where that is
 * unambiguous, i.e. on boards of at most 9 columns, where every column is one digit: {@code 44p4}
 * is {@code 4,4,p4}. On wider boards commas are required ({@code 10,p10}). The empty text is the
 * start position.
 *
 * <h2>Diagrams</h2>
 * As Connect-4's ({@link zugzwang.games.connect4.Notation}): rows of {@code .} (empty), {@code x}
 * (the first player, White) and {@code o} (the second, Red), top row first, separated by
 * {@code /} or new lines ({@code ......./......./...x...}), case-insensitive; each row has
 * exactly {@code width} cells, and fewer than {@code height} rows may be given, the missing ones
 * being empty rows on top. The side to move follows from the parity of the number of disks
 * (White iff even), whatever the counts of each colour: pops make any difference possible. A
 * diagram is accepted only if some legal game from the empty board reaches it, as decided by
 * {@link PopOutReachability} (which reports a position it cannot decide within its budget as an
 * error rather than guess). A diagram with a four is a finished game (won by the rules of the
 * last move, see {@link PopOutGame#fromKey}).
 *
 * <p>A diagram has <em>no history</em>: the game that led to it is unknown, so repetition counts
 * start from it (its own position counts as the first occurrence, as the start position's does).
 * Its {@link PopOutState#history()} is empty and {@link PopOutState#ply()} 0.
 */
public final class PopOutNotation {
    private PopOutNotation() {
    }

    /** The name of a move code on {@code width} columns: {@code 4}, {@code p4} or {@code d}. */
    public static String moveName(int move, int width) {
        if (move < 0 || move > 2 * width) {
            throw new IllegalArgumentException("there is no move code " + move + " on " + width + " columns");
        }
        if (move < width) {
            return Integer.toString(move + 1);
        }
        return move < 2 * width ? "p" + (move - width + 1) : "d";
    }

    /** A move sequence in this notation: without separators up to 9 columns, else with commas. */
    public static String format(int[] moves, int width) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.length; i++) {
            if (i > 0 && width > 9) {
                sb.append(',');
            }
            sb.append(moveName(moves[i], width));
        }
        return sb.toString();
    }

    /** The moves that led to {@code state}, formatted. */
    public static String format(PopOutPosition state) {
        return format(state.history(), state.board().width());
    }

    /**
     * Whether the text is a diagram rather than a move sequence: it has a {@code /}, a {@code .} or
     * a line break, or every character other than blanks is an {@code x} or an {@code o} (a
     * single full row). Move sequences hold digits, {@code p}, {@code d}, commas and blanks.
     */
    public static boolean isDiagram(String text) {
        boolean discs = false;
        for (int i = 0; i < text.length(); i++) {
            char ch = Character.toLowerCase(text.charAt(i));
            if (ch == '/' || ch == '.' || ch == '\n' || ch == '\r') {
                return true;
            }
            if (ch == 'x' || ch == 'o') {
                discs = true;
            } else if (!Character.isWhitespace(ch)) {
                return false;
            }
        }
        return discs;
    }

    /**
     * A move sequence or a diagram ({@link #isDiagram}).
     *
     * @throws IllegalArgumentException naming the move or the diagram's row, column or problem
     */
    public static PopOutState parse(PopOutGame game, String text) {
        String t = text.strip();
        return isDiagram(t) ? parseDiagram(game, t, new PopOutReachability(game.board())) : parseSequence(game, t);
    }

    /**
     * The position reached by playing {@code text} from the start.
     *
     * @throws IllegalArgumentException naming the move (1-based number and text) that is illegal
     *                                  or cannot be read
     */
    public static PopOutState parseSequence(PopOutGame game, String text) {
        return parseSequence(game.start(), text);
    }

    /**
     * The position reached by playing {@code text} from {@code state} (a start position of either
     * word size), which it returns.
     *
     * @throws IllegalArgumentException as {@link #parseSequence(PopOutGame, String)}
     */
    public static <S extends PopOutPosition> S parseSequence(S state, String text) {
        int width = state.board().width();
        int number = 0;
        for (String part : text.strip().split("[,\\s]+")) {
            if (part.isEmpty()) {
                continue; // the empty text
            }
            if (width > 9) {
                number++;
                play(state, number, part, read(part, width, number));
                continue;
            }
            // one character per move, two for a pop ('p' and its digit)
            int i = 0;
            while (i < part.length()) {
                char ch = part.charAt(i);
                int end = Math.min(part.length(), (ch == 'p' || ch == 'P') ? i + 2 : i + 1);
                number++;
                String token = part.substring(i, end);
                play(state, number, token, read(token, width, number));
                i = end;
            }
        }
        return state;
    }

    /** The move code of one move's text. */
    private static int read(String token, int width, int number) {
        String t = token.toLowerCase(java.util.Locale.ROOT);
        if (t.equals("d")) {
            return 2 * width;
        }
        boolean pop = t.startsWith("p");
        String digits = pop ? t.substring(1) : t;
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit) || digits.length() > 4) {
            throw new IllegalArgumentException("move " + number + " '" + token + "' cannot be read: a move is a column"
                    + " (1-" + width + ") to drop, 'p' and a column to pop, or 'd' to claim a draw"
                    + (width > 9 ? " (moves separated by commas on boards wider than 9 columns)" : ""));
        }
        int column = Integer.parseInt(digits);
        if (column < 1 || column > width) {
            throw new IllegalArgumentException("move " + number + " '" + token + "': there is no column " + column
                    + " (columns are 1-" + width + ")");
        }
        return pop ? width + column - 1 : column - 1;
    }

    private static void play(PopOutPosition state, int number, String token, int move) {
        if (state.isTerminal()) {
            throw new IllegalArgumentException("move " + number + " '" + token + "' is illegal: the game ended at move "
                    + (number - 1) + " (" + ending(state) + ")");
        }
        String why = state.illegality(move);
        if (why != null) {
            throw new IllegalArgumentException("move " + number + " '" + token + "' is illegal: " + why);
        }
        state.play(move);
    }

    /** How a finished game ended, e.g. {@code White has four in a line}. */
    static String ending(PopOutPosition state) {
        if (state.drawClaimed()) {
            return "draw claimed";
        }
        if (state.drawnByRepetition()) {
            return "draw by repetition: the position occurred before";
        }
        boolean moverWon = state.value() > 0;
        String winner = (state.player() == 0) == moverWon ? "White" : "Red";
        return winner + " won with four in a line";
    }

    /**
     * Reads a diagram (see the class comment), deciding reachability with {@code reachability}
     * (a checker of the game's board).
     *
     * @throws IllegalArgumentException if it is malformed (wrong row count or length, a character
     *                                  other than . x o, a floating disk), no legal game reaches
     *                                  it, or the checker cannot decide within its budget
     */
    public static PopOutState parseDiagram(PopOutGame game, String text, PopOutReachability reachability) {
        Board board = game.board();
        if (!reachability.board().equals(board)) {
            throw new IllegalArgumentException("the reachability checker is for " + reachability.board()
                    + ", the game is on " + board);
        }
        long[] stones = Notation.diagramStones(text, board);
        long white = stones[0];
        long mask = stones[0] | stones[1];
        checkGravity(board, (c, r) -> (mask & board.cell(c, r)) != 0);
        return decided(reachability.decide(white, mask), () -> reachability.reason(white, mask), reachability.budget(),
                () -> game.fromKey(white + mask + board.bottomMask()));
    }

    /** {@link #parseDiagram(PopOutGame, String, PopOutReachability)} on a board beyond 64 bits. */
    public static WidePopOutState parseDiagram(WidePopOutGame game, String text, WidePopOutReachability reachability) {
        WideBoard board = game.board();
        long[] s = Notation.diagramStones(text, board);
        long maskLo = s[0] | s[2];
        long maskHi = s[1] | s[3];
        checkGravity(board, (c, r) -> ((maskLo & board.cellLo(c, r)) | (maskHi & board.cellHi(c, r))) != 0);
        return decided(reachability.decide(s[0], s[1], maskLo, maskHi),
                () -> reachability.reason(s[0], s[1], maskLo, maskHi), reachability.budget(),
                () -> new WidePopOutState(game, s[0], s[1], maskLo, maskHi));
    }

    /**
     * Gravity: a column's disks rest on each other.
     *
     * @throws IllegalArgumentException naming the lowest floating disk and the empty row below it
     */
    private static void checkGravity(BoardShape board, BiPredicate<Integer, Integer> occupied) {
        for (int c = 0; c < board.width(); c++) {
            int gap = -1;
            for (int r = 0; r < board.height(); r++) {
                if (!occupied.test(c, r)) {
                    gap = gap < 0 ? r : gap;
                } else if (gap >= 0) {
                    throw new IllegalArgumentException("diagram column " + (c + 1) + ", row " + (r + 1)
                            + " from the bottom: the disk floats above the empty row " + (gap + 1)
                            + " (disks rest on each other)");
                }
            }
        }
    }

    /** The position of a diagram the checker found reachable, else the checker's reason as an error. */
    private static <S> S decided(PopOutReachability.Verdict verdict, Supplier<String> reason, int budget,
            Supplier<S> position) {
        switch (verdict) {
            case REACHABLE -> {
                return position.get();
            }
            case UNREACHABLE -> throw new IllegalArgumentException("unreachable diagram: " + reason.get());
            default -> throw new IllegalArgumentException("cannot decide whether a legal game reaches this diagram"
                    + " within the budget of " + budget + " positions searched back from it");
        }
    }

    /** The position's diagram: rows of {@code . x o}, top row first, one per line. */
    public static String diagram(PopOutPosition state) {
        BoardShape board = state.board();
        StringBuilder sb = new StringBuilder();
        for (int r = board.height() - 1; r >= 0; r--) {
            for (int c = 0; c < board.width(); c++) {
                sb.append(state.cell(c, r));
            }
            if (r > 0) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** The position's diagram on one line, rows separated by {@code /} (as Connect-4's). */
    public static String diagramLine(PopOutPosition state) {
        return diagram(state).replace('\n', '/').toLowerCase(Locale.ROOT);
    }
}
