package zugzwang.games.qubic;

/**
 * Qubic positions as text.
 *
 * <ul>
 *   <li><b>Moves</b>: the cells played, in order, as numbers 0–63 ({@code 16x + 4y + z}, Allis'
 *       numbering), separated by commas and/or blanks: {@code 0,21,42} or {@code 0 21 42}. The
 *       empty text is the empty board.</li>
 *   <li><b>Diagram</b>: the four layers x = 0..3 separated by {@code |}, each four rows y = 0..3
 *       separated by {@code /}, each row four cells z = 0..3 written {@code .} (empty), {@code x}
 *       (the first player) or {@code o}: read left to right, the diagram lists the cells 0 to 63
 *       in order. {@code x.../..../..../....|....} … Accepted when some game reaches it: x has as
 *       many stones as o or one more, the player to move has no four, and if the last mover has
 *       fours, one of his stones lies on all of them (his last move) and without it neither side
 *       has a four.</li>
 * </ul>
 *
 * Errors are {@link IllegalArgumentException}s naming the move or the part of the diagram.
 */
public final class QubicNotation {
    private QubicNotation() {
    }

    /** A position from moves or a diagram. */
    public static QubicPosition parse(String text) {
        String t = text.strip();
        if (t.chars().anyMatch(c -> c == '.' || c == '|' || c == '/' || c == 'x' || c == 'o' || c == 'X' || c == 'O')) {
            return parseDiagram(t);
        }
        QubicPosition p = new QubicPosition();
        if (t.isEmpty()) {
            return p;
        }
        String[] tokens = t.replaceAll("^[\\s,]+|[\\s,]+$", "").split("[\\s,]+");
        if (tokens.length == 1 && tokens[0].isEmpty()) {
            throw new IllegalArgumentException("'" + t + "' has separators but no cell");
        }
        for (int i = 0; i < tokens.length; i++) {
            String tok = tokens[i];
            int cell;
            try {
                cell = tok.length() > 2 ? -1 : Integer.parseInt(tok);
            } catch (NumberFormatException e) {
                cell = -1;
            }
            if (cell < 0 || cell >= Qubic.CELLS) {
                throw new IllegalArgumentException("move " + (i + 1) + ": '" + tok + "' is not a cell 0-63");
            }
            if (p.isWon()) {
                throw new IllegalArgumentException("move " + (i + 1) + ": the game is over ("
                        + (p.player() == 0 ? "o" : "x") + " has four in a line)");
            }
            if ((p.filled() >>> cell & 1) != 0) {
                throw new IllegalArgumentException("move " + (i + 1) + ": cell " + cell + " is taken");
            }
            p.play(cell);
        }
        return p;
    }

    private static QubicPosition parseDiagram(String t) {
        String[] layers = t.split("\\|", -1);
        if (layers.length != 4) {
            throw new IllegalArgumentException("diagram: " + layers.length + " layers, not 4 (separated by |)");
        }
        long x = 0;
        long o = 0;
        for (int l = 0; l < 4; l++) {
            String[] rows = layers[l].strip().split("/", -1);
            if (rows.length != 4) {
                throw new IllegalArgumentException("diagram: layer " + (l + 1) + " has " + rows.length
                        + " rows, not 4 (separated by /)");
            }
            for (int r = 0; r < 4; r++) {
                String row = rows[r].strip();
                if (row.length() != 4) {
                    throw new IllegalArgumentException("diagram: layer " + (l + 1) + " row " + (r + 1) + " '" + row
                            + "' has " + row.length() + " cells, not 4");
                }
                for (int z = 0; z < 4; z++) {
                    char c = Character.toLowerCase(row.charAt(z));
                    long bit = 1L << Qubic.cell(l, r, z);
                    if (c == 'x') {
                        x |= bit;
                    } else if (c == 'o') {
                        o |= bit;
                    } else if (c != '.') {
                        throw new IllegalArgumentException("diagram: layer " + (l + 1) + " row " + (r + 1) + ": '"
                                + row.charAt(z) + "' is not . x or o");
                    }
                }
            }
        }
        return reach(x, o);
    }

    /**
     * A position with these stones (x the first player's), played in an order that reaches them,
     * validated as a diagram is.
     *
     * @throws IllegalArgumentException if no game reaches them (the message says why)
     */
    public static QubicPosition position(long x, long o) {
        if ((x & o) != 0) {
            throw new IllegalArgumentException("diagram: a cell holds both x and o");
        }
        return reach(x, o);
    }

    /** A game that reaches the stones {@code x}, {@code o}, or an error saying why none does. */
    private static QubicPosition reach(long x, long o) {
        int nx = Long.bitCount(x);
        int no = Long.bitCount(o);
        if (nx != no && nx != no + 1) {
            throw new IllegalArgumentException("diagram: " + nx + " x and " + no
                    + " o: x moves first, so x has as many stones as o or one more");
        }
        boolean xLast = nx > no;
        long last = xLast ? x : o;
        long next = xLast ? o : x;
        String lastName = xLast ? "x" : "o";
        if (Qubic.hasFour(next)) {
            throw new IllegalArgumentException("diagram: " + (xLast ? "o" : "x")
                    + " is to move but already has four in a line");
        }
        int final_ = -1;
        if (Qubic.hasFour(last)) {
            for (long s = last; s != 0 && final_ < 0; s &= s - 1) {
                if (!Qubic.hasFour(last & ~(s & -s))) {
                    final_ = Long.numberOfTrailingZeros(s);
                }
            }
            if (final_ < 0) {
                throw new IllegalArgumentException("diagram: no single move of " + lastName
                        + " could have made all of its fours");
            }
        }
        // any order reaches it: without the final stone no subset holds a four
        QubicPosition p = new QubicPosition();
        long restX = x;
        long restO = o;
        if (final_ >= 0) {
            if (xLast) {
                restX &= ~(1L << final_);
            } else {
                restO &= ~(1L << final_);
            }
        }
        while (restX != 0 || restO != 0) {
            long side = p.player() == 0 ? restX : restO;
            if (side == 0) {
                break;
            }
            int c = Long.numberOfTrailingZeros(side);
            p.play(c);
            if (p.player() == 1) {
                restX &= restX - 1;
            } else {
                restO &= restO - 1;
            }
        }
        if (final_ >= 0) {
            p.play(final_);
        }
        return p;
    }

    /** The cells of a mask in increasing order, separated by commas ({@code 0,21,42}; empty for none). */
    public static String cells(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long x = mask; x != 0; x &= x - 1) {
            sb.append(sb.length() == 0 ? "" : ",").append(Long.numberOfTrailingZeros(x));
        }
        return sb.toString();
    }

    /** The diagram of a position (see the class comment). */
    public static String diagram(long first, long second) {
        StringBuilder sb = new StringBuilder(79);
        for (int l = 0; l < 4; l++) {
            if (l > 0) {
                sb.append('|');
            }
            for (int r = 0; r < 4; r++) {
                if (r > 0) {
                    sb.append('/');
                }
                for (int z = 0; z < 4; z++) {
                    int c = Qubic.cell(l, r, z);
                    sb.append((first >>> c & 1) != 0 ? 'x' : (second >>> c & 1) != 0 ? 'o' : '.');
                }
            }
        }
        return sb.toString();
    }
}
