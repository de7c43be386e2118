package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.WideBoard;

/**
 * The two-word handicapped search ({@link WideHandicapSearch}) against plain minimax with the
 * handicap rules written out on the game API (no table, no ordering, no pruning) on random
 * positions of boards beyond 64 bits, and against the one-word search, node for node, on boards
 * that fit both.
 */
class WideHandicapSearchTest {
    private static final long MEMORY = 8L << 20;

    private static int[] moves(PopOutPosition s) {
        int[] m = new int[s.game().maxMoves() + 1];
        return Arrays.copyOf(m, s.moves(m));
    }

    /** Whether the attacker, to move, wins within {@code depth} plies with at most {@code pops} non-winning pops. */
    private static boolean attackerWins(WidePopOutState s, int depth, int pops, int width) {
        if (depth < 1) {
            return false;
        }
        for (int move : moves(s)) {
            boolean pop = move >= width && move < 2 * width;
            s.play(move);
            boolean win;
            if (s.isTerminal()) {
                win = s.value() < 0; // the defender, now to move, has lost
            } else if (pop && pops == 0) {
                win = false; // a pop that does not win needs one of the pop limit
            } else {
                win = defenderLoses(s, depth - 1, pop ? pops - 1 : pops, width);
            }
            s.undo();
            if (win) {
                return true;
            }
        }
        return false;
    }

    /** Whether every move of the defender, to move, leaves the attacker a win within {@code depth} plies. */
    private static boolean defenderLoses(WidePopOutState s, int depth, int pops, int width) {
        if (depth < 2) {
            return false; // the attacker cannot move again in time
        }
        for (int move : moves(s)) {
            s.play(move);
            boolean lost = s.isTerminal() ? s.value() > 0 : attackerWins(s, depth - 1, pops, width);
            s.undo();
            if (!lost) {
                return false;
            }
        }
        return true;
    }

    /**
     * A random position of a game with drops and pops, not over; most moves in the right half of
     * the board (the high word's columns and the one across the words), a third of them pops.
     */
    private static WidePopOutState randomPosition(WidePopOutGame g, SplittableRandom random, int plies) {
        while (true) {
            WidePopOutState s = g.start();
            int w = g.board().width();
            for (int i = 0; i < plies && !s.isTerminal(); i++) {
                int[] legal = moves(s);
                int[] pops = Arrays.stream(legal).filter(m -> m >= w && m < 2 * w).toArray();
                int[] right = Arrays.stream(legal).filter(m -> m < 2 * w && m % w >= w / 2).toArray();
                int m = pops.length > 0 && random.nextInt(3) == 0 ? pops[random.nextInt(pops.length)]
                        : right.length > 0 && random.nextInt(4) > 0 ? right[random.nextInt(right.length)]
                        : legal[random.nextInt(legal.length)];
                s.play(m);
            }
            if (!s.isTerminal()) {
                return s;
            }
        }
    }

    @ParameterizedTest(name = "{0}x{1} repetition {2}")
    @CsvSource({"10, 6, 2", "13, 5, 3", "16, 4, 2", "8, 8, 2"})
    void agreesWithPlainMinimaxOnRandomPositions(int width, int height, int repetition) {
        WidePopOutGame g = new WidePopOutGame(WideBoard.of(width, height), repetition);
        SplittableRandom random = new SplittableRandom(7L * width + height);
        List<HandicapOptions> options = List.of(HandicapOptions.defaults().withMemory(MEMORY),
                HandicapOptions.thesis().withMemory(MEMORY), HandicapOptions.defaults().withTable(false));
        int wins = 0;
        int questions = 0;
        for (int k = 0; k < 40; k++) {
            WidePopOutState root = randomPosition(g, random, 12 + random.nextInt(width * height));
            int maxDepth = k < 6 ? 5 : 3;
            for (int depth = 1; depth <= maxDepth; depth += 2) {
                for (int pops = 0; pops <= 2; pops++) {
                    boolean expected = attackerWins(root.copy(), depth, pops, width);
                    for (HandicapOptions o : options) {
                        WideHandicapSearch search = new WideHandicapSearch(g.board(), o);
                        HandicapResult r = search.search(root, depth, pops);
                        assertThat(r.win()).as("%s after %s, depth %d, pops %d, %s", g, PopOutNotation.format(root),
                                depth, pops, o).isEqualTo(expected);
                        if (r.win()) {
                            // the move it names wins too
                            WidePopOutState after = root.copy();
                            int m = r.bestMove();
                            after.play(m);
                            boolean pop = m >= width && m < 2 * width;
                            assertThat(after.isTerminal() ? after.value() < 0
                                    : !(pop && pops == 0) && defenderLoses(after, depth - 1, pop ? pops - 1 : pops, width))
                                    .as("best move %s", root.moveName(m)).isTrue();
                        }
                    }
                    questions++;
                    wins += expected ? 1 : 0;
                }
            }
        }
        assertThat(wins).as("wins among %d questions", questions).isPositive().isLessThan(questions);
    }

    /**
     * A pop in the high word that wins at once (16x4: columns 14-16 lie in the high word): x pops
     * its bottom disk of column 14, the column falls and completes x's row 2 from column 13 to 16.
     * The mirror image (columns 1-4, the low word) too; both need the pop to cross no word.
     */
    @org.junit.jupiter.api.Test
    void aWinningPopIsFoundInEitherWord() {
        WidePopOutGame g = new WidePopOutGame(WideBoard.of(16, 4));
        for (boolean mirror : new boolean[] {false, true}) {
            int[] cols = {14, 13, 13, 15, 15, 16, 16, 14, 14, 8};
            StringBuilder seq = new StringBuilder();
            for (int c : cols) {
                seq.append(seq.length() > 0 ? "," : "").append(mirror ? 17 - c : c);
            }
            WidePopOutState root = g.parse(seq.toString());
            int pop = g.pop(mirror ? 16 - 14 : 14 - 1);
            assertThat(attackerWins(root.copy(), 1, 0, 16)).isTrue();
            for (HandicapOptions o : List.of(HandicapOptions.defaults().withMemory(MEMORY),
                    HandicapOptions.defaults().withTable(false))) {
                HandicapResult r = new WideHandicapSearch(g.board(), o).search(root, 1, 0);
                assertThat(r.win()).as(seq.toString()).isTrue();
                assertThat(r.bestMove()).isEqualTo(pop);
                // and played one ply deeper: the defender cannot stop a pop that wins
                assertThat(new WideHandicapSearch(g.board(), o).search(root, 3, 0).win()).isTrue();
            }
        }
    }

    /** On boards that fit one word, both searches answer alike with the same node counts (no table: no hashing). */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"4, 4", "5, 4", "7, 6"})
    void countsTheOneWordSearchesNodes(int width, int height) {
        PopOutGame one = new PopOutGame(Board.of(width, height), 2);
        WidePopOutGame two = new WidePopOutGame(WideBoard.of(width, height), 2);
        SplittableRandom random = new SplittableRandom(width + 100L * height);
        HandicapOptions o = HandicapOptions.defaults().withTable(false);
        HandicapSearch a = new HandicapSearch(one.board(), o);
        WideHandicapSearch b = new WideHandicapSearch(two.board(), o);
        for (int k = 0; k < 12; k++) {
            WidePopOutState wide = randomPosition(two, random, 4 + random.nextInt(width * height));
            PopOutState narrow = one.parse(PopOutNotation.format(wide));
            for (int depth = 1; depth <= 7; depth += 2) {
                HandicapResult ra = a.search(narrow, depth, 1);
                HandicapResult rb = b.search(wide, depth, 1);
                assertThat(rb.win()).isEqualTo(ra.win());
                assertThat(rb.interior()).isEqualTo(ra.interior());
                assertThat(rb.terminal()).isEqualTo(ra.terminal());
                assertThat(rb.bestMove()).isEqualTo(ra.bestMove());
            }
        }
    }
}
