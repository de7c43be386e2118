package zugzwang.games.gomoku;

import java.util.Locale;

/**
 * Which lines win (Allis 1994, §5.2.1): in free-style five or more stones in a row (an overline
 * wins), in standard go-moku exactly five, for both players (an overline does not win).
 */
public enum GomokuRule {
    /** Five or more in a row wins. */
    FREESTYLE,
    /** Exactly five in a row wins; six or more do not. */
    STANDARD;

    /** The name on the command line and in files: {@code freestyle}, {@code standard}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether a run of {@code length} stones in a row wins. */
    public boolean wins(int length) {
        return this == FREESTYLE ? length >= 5 : length == 5;
    }

    /**
     * The rule named {@code name} (any case).
     *
     * @throws IllegalArgumentException for another name
     */
    public static GomokuRule parse(String name) {
        for (GomokuRule r : values()) {
            if (r.id().equals(name.strip().toLowerCase(Locale.ROOT))) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown rule '" + name + "': the rules are freestyle and standard");
    }
}
