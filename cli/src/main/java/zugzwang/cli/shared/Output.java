package zugzwang.cli.shared;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.Locale;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Connect4Position;

/** Formatting shared by the commands. */
public final class Output {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Output() {
    }

    public static ObjectNode object() {
        return JSON.createObjectNode();
    }

    /** 0-based columns as a JSON array of 1-based column numbers. */
    public static ArrayNode columns(int[] columns) {
        ArrayNode a = JSON.createArrayNode();
        for (int c : columns) {
            a.add(c + 1);
        }
        return a;
    }

    /** 0-based columns as 1-based numbers separated by commas ("" for none). */
    public static String columnList(int[] columns) {
        StringBuilder sb = new StringBuilder();
        for (int c : columns) {
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(Notation.column(c));
        }
        return sb.toString();
    }

    /** One line of JSON. */
    public static String json(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Milliseconds with one decimal, e.g. {@code 0.4}. */
    public static String millis1(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }

    /** Milliseconds with three decimals, e.g. {@code 0.412}. */
    public static String millis3(double millis) {
        return String.format(Locale.ROOT, "%.3f", millis);
    }

    /** Milliseconds as a JSON number, rounded to microseconds. */
    public static double millis(long nanos) {
        return Math.round(nanos / 1e3) / 1e3;
    }

    /** "x" or "o": the side to move of a position. */
    static String mover(Connect4Position p) {
        return p.firstToMove() ? "x" : "o";
    }

    /** "x" or "o": the side that moved last. */
    public static String lastMover(Connect4Position p) {
        return p.firstToMove() ? "o" : "x";
    }

    /** The state of a position in words: "x to move" or "game over: o has won" / "... draw". */
    public static String state(Connect4Position p) {
        return state(p.isWon(), p.isOver(), p.firstToMove());
    }

    private static String state(boolean won, boolean over, boolean firstToMove) {
        if (won) {
            return "game over: " + (firstToMove ? "o" : "x") + " has won";
        }
        if (over) {
            return "game over: draw";
        }
        return (firstToMove ? "x" : "o") + " to move";
    }

    /** An I/O error in words: "no such file: book.txt", "access denied: /root/x". */
    public static String describe(java.io.IOException e) {
        String m = e.getMessage();
        String kind = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(java.util.Locale.ROOT);
        return m == null ? kind : kind + ": " + m;
    }
}
