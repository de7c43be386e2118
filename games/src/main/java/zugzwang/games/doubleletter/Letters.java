package zugzwang.games.doubleletter;

/** The five letters a–e as 0–4 and the rule of the puzzle: a double letter becomes a neighbour. */
final class Letters {
    static final int COUNT = 5;

    private Letters() {
    }

    /** The circular predecessor of letter z (a → e). */
    static int predecessor(int z) {
        return (z + COUNT - 1) % COUNT;
    }

    /** The circular successor of letter z (e → a). */
    static int successor(int z) {
        return (z + 1) % COUNT;
    }

    /** The bit set of the letters a double {@code z} may become. */
    static int replacements(int z) {
        return (1 << predecessor(z)) | (1 << successor(z));
    }

    static char name(int z) {
        return (char) ('a' + z);
    }

    /** The letters of a bit set, e.g. {@code "ace"} (empty for none). */
    static String names(int set) {
        StringBuilder sb = new StringBuilder();
        for (int z = 0; z < COUNT; z++) {
            if ((set & (1 << z)) != 0) {
                sb.append(name(z));
            }
        }
        return sb.toString();
    }

    /**
     * The letters of an axiom (0–4 each).
     *
     * @throws IllegalArgumentException naming the first character that is not a–e
     */
    static int[] parse(String axiom) {
        if (axiom.isEmpty()) {
            throw new IllegalArgumentException("an axiom has at least one letter");
        }
        int[] letters = new int[axiom.length()];
        for (int i = 0; i < axiom.length(); i++) {
            char c = axiom.charAt(i);
            if (c < 'a' || c > 'e') {
                throw new IllegalArgumentException("'" + c + "' at position " + (i + 1) + " is not a letter a-e");
            }
            letters[i] = c - 'a';
        }
        return letters;
    }
}
