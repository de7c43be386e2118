package zugzwang.games.popout;

/**
 * PopOut move sequences. A move is a column number (1-based, as in Connect-4) for a drop,
 * {@code p} and a column number for a pop, or {@code d} for the draw claim on a full board.
 * Moves are separated by commas (or white space), or written without separators where that is
 * unambiguous, i.e. on boards of at most 9 columns, where every column is one digit: {@code 44p4}
 * is {@code 4,4,p4}. On wider boards commas are required ({@code 10,p10}). The empty text is the
 * start position.
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
    public static String format(PopOutState state) {
        return format(state.history(), state.game().board().width());
    }

    /**
     * The position reached by playing {@code text} from the start.
     *
     * @throws IllegalArgumentException naming the move (1-based number and text) that is illegal
     *                                  or cannot be read
     */
    public static PopOutState parse(PopOutGame game, String text) {
        PopOutState state = game.start();
        int width = game.board().width();
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

    private static void play(PopOutState state, int number, String token, int move) {
        String why = state.illegality(move);
        if (why != null) {
            throw new IllegalArgumentException("move " + number + " '" + token + "' is illegal: " + why);
        }
        state.play(move);
    }
}
