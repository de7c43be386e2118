package zugzwang.games;

/**
 * The parameters of a game as the user gave them ({@code --width}, {@code --height}, {@code --k},
 * {@code --gravity}, {@code --repetition}, {@code --rule}): null where not given, so that each game applies its own
 * defaults and refuses what it does not take ({@link GameDefinition#create}).
 *
 * @param width      columns, or null
 * @param height     rows, or null
 * @param k          stones in a line that win, or null
 * @param gravity    whether a move names a column and the stone drops
 * @param repetition the repetition rule (PopOut: 2 or 3), or null
 * @param rule       which rows win (go-moku: {@code freestyle} or {@code standard}), or null
 */
public record GameParameters(Integer width, Integer height, Integer k, boolean gravity, Integer repetition,
        String rule) {
    /** Without a rule. */
    public GameParameters(Integer width, Integer height, Integer k, boolean gravity, Integer repetition) {
        this(width, height, k, gravity, repetition, null);
    }

    /** The width, or {@code otherwise} when not given. */
    public int width(int otherwise) {
        return width == null ? otherwise : width;
    }

    /** The height, or {@code otherwise} when not given. */
    public int height(int otherwise) {
        return height == null ? otherwise : height;
    }
}
