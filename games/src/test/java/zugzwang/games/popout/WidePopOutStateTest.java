package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.WideBoard;

/**
 * PopOut on boards beyond 64 bits ({@link WidePopOutState}) against a naive cell array that
 * implements the rules from their statement (drops, pops, who wins after a pop, the claim,
 * two- and three-fold repetition), on random games with many pops; and against the one-word
 * {@link PopOutState} on boards that fit both.
 */
class WidePopOutStateTest {

    /** PopOut as plain arrays: cells[c][r] = 0 empty, 1 White, 2 Red; the history of positions as text. */
    private static final class Naive {
        final int w;
        final int h;
        final int repetition;
        final int[][] cells;
        int player = 1; // 1 White, 2 Red: who moves (turns alternate, the claim too)
        final List<String> seen = new ArrayList<>();
        /** 1 White won, 2 Red won, 0 draw, -1 going on. */
        int result = -1;

        Naive(int w, int h, int repetition) {
            this.w = w;
            this.h = h;
            this.repetition = repetition;
            this.cells = new int[w][h];
            seen.add(text() + player);
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            for (int[] col : cells) {
                sb.append(Arrays.toString(col));
            }
            return sb.toString();
        }

        int height(int c) {
            int n = 0;
            while (n < h && cells[c][n] != 0) {
                n++;
            }
            return n;
        }

        boolean full() {
            for (int c = 0; c < w; c++) {
                if (height(c) < h) {
                    return false;
                }
            }
            return true;
        }

        List<Integer> legal() {
            List<Integer> m = new ArrayList<>();
            if (result >= 0) {
                return m;
            }
            for (int c = 0; c < w; c++) {
                if (height(c) < h) {
                    m.add(c);
                }
            }
            for (int c = 0; c < w; c++) {
                if (cells[c][0] == player) {
                    m.add(w + c);
                }
            }
            if (full()) {
                m.add(2 * w);
            }
            return m;
        }

        boolean four(int p) {
            int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
            for (int c = 0; c < w; c++) {
                for (int r = 0; r < h; r++) {
                    for (int[] d : dirs) {
                        int k = 0;
                        while (k < 4) {
                            int cc = c + k * d[0];
                            int rr = r + k * d[1];
                            if (cc < 0 || cc >= w || rr < 0 || rr >= h || cells[cc][rr] != p) {
                                break;
                            }
                            k++;
                        }
                        if (k == 4) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        void play(int m) {
            int me = player;
            int other = 3 - me;
            if (m < w) {
                cells[m][height(m)] = me;
                if (four(me)) {
                    result = me;
                }
            } else if (m < 2 * w) {
                int c = m - w;
                System.arraycopy(cells[c], 1, cells[c], 0, h - 1);
                cells[c][h - 1] = 0;
                if (four(me)) {
                    result = me;
                } else if (four(other)) {
                    result = other;
                }
            } else {
                result = 0;
            }
            player = other;
            if (m < 2 * w) {
                String t = text() + player;
                int earlier = 0;
                for (String s : seen) {
                    if (s.equals(t)) {
                        earlier++;
                    }
                }
                if (result < 0 && earlier >= repetition - 1) {
                    result = 0;
                }
                seen.add(t);
            } else {
                seen.add("claim");
            }
        }
    }

    private static int[] moves(PopOutPosition s) {
        int[] m = new int[s.game().maxMoves() + 1];
        return Arrays.copyOf(m, s.moves(m));
    }

    /** The side to move's value of a naive result (1 win, -1 loss, 0 draw). */
    private static int value(Naive n) {
        return n.result == 0 ? 0 : n.result == n.player ? 1 : -1;
    }

    @ParameterizedTest(name = "{0}x{1} repetition {2}")
    @CsvSource({"8, 8, 2", "9, 7, 3", "10, 6, 2", "13, 5, 2", "13, 5, 3", "16, 4, 2", "25, 4, 3", "11, 5, 2"})
    void randomGamesFollowTheRules(int width, int height, int repetition) {
        WidePopOutGame g = new WidePopOutGame(WideBoard.of(width, height), repetition);
        SplittableRandom random = new SplittableRandom(31L * width + height + repetition);
        int ends = 0;
        for (int game = 0; game < 60; game++) {
            WidePopOutState s = g.start();
            WidePopOutState mirror = g.start();
            Naive naive = new Naive(width, height, repetition);
            // first fill the board part way with drops, then play pops more often than drops
            int length = 20 + random.nextInt(400);
            List<String> diagrams = new ArrayList<>();
            List<Long> keys = new ArrayList<>();
            Map<String, Long> keyOf = new HashMap<>();
            for (int ply = 0; ply < length && !s.isTerminal(); ply++) {
                int[] legal = moves(s);
                assertThat(legal).as("legal moves").containsExactly(naive.legal().stream().mapToInt(Integer::intValue).toArray());
                String d = PopOutNotation.diagram(s);
                diagrams.add(d);
                keys.add(s.key());
                // equal positions (disks and side to move) have equal keys
                Long before = keyOf.putIfAbsent(d + s.player(), s.key());
                if (before != null) {
                    assertThat(s.key()).isEqualTo(before);
                }
                assertThat(mirror.key()).isEqualTo(s.key(1));
                int[] pops = Arrays.stream(legal).filter(m -> m >= width).toArray();
                int m = pops.length > 0 && ply > width * height / 2 && random.nextInt(3) > 0
                        ? pops[random.nextInt(pops.length)] : legal[random.nextInt(legal.length)];
                s.play(m);
                mirror.play(s.mapMove(m, 1));
                naive.play(m);
                assertThat(s.isTerminal()).as("ended after %s: %s %s / naive %s", PopOutNotation.format(s),
                        s.isTerminal() && s.drawnByRepetition() ? "repetition" : "", s, naive.result).isEqualTo(naive.result >= 0);
                assertThat(s.player()).isEqualTo(naive.player - 1);
                for (int c = 0; c < width; c++) {
                    for (int r = 0; r < height; r++) {
                        assertThat(s.cell(c, r)).isEqualTo(".xo".charAt(naive.cells[c][r]));
                    }
                }
            }
            if (s.isTerminal()) {
                ends++;
                assertThat(s.value()).isEqualTo(value(naive));
                assertThat(mirror.isTerminal()).isTrue();
                assertThat(mirror.value()).isEqualTo(s.value());
                assertThat(moves(s)).isEmpty();
            }
            // the notation reads the game back; undo walks back through every position
            WidePopOutState replay = g.parse(PopOutNotation.format(s));
            assertThat(PopOutNotation.diagram(replay)).isEqualTo(PopOutNotation.diagram(s));
            assertThat(replay.isTerminal()).isEqualTo(s.isTerminal());
            for (int i = diagrams.size() - 1; i >= 0; i--) {
                s.undo();
                assertThat(PopOutNotation.diagram(s)).isEqualTo(diagrams.get(i));
                assertThat(s.key()).isEqualTo(keys.get(i));
            }
        }
        assertThat(ends).as("games that ended").isPositive();
    }

    /** On boards that fit one word, the two-word state plays exactly as the one-word one. */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"7, 6", "5, 4", "4, 4", "8, 7"})
    void agreesWithTheOneWordState(int width, int height) {
        PopOutGame one = new PopOutGame(Board.of(width, height), 2);
        WidePopOutGame two = new WidePopOutGame(WideBoard.of(width, height), 2);
        SplittableRandom random = new SplittableRandom(width * 10L + height);
        for (int game = 0; game < 100; game++) {
            PopOutState a = one.start();
            WidePopOutState b = two.start();
            for (int ply = 0; ply < 300 && !a.isTerminal(); ply++) {
                int[] legal = moves(a);
                assertThat(moves(b)).containsExactly(legal);
                assertThat(b.boardKey()).isEqualTo(a.boardKey());
                assertThat(b.boardKeyHi()).isZero();
                int m = legal[random.nextInt(legal.length)];
                a.play(m);
                b.play(m);
                assertThat(b.isTerminal()).isEqualTo(a.isTerminal());
            }
            if (a.isTerminal()) {
                assertThat(b.value()).isEqualTo(a.value());
                assertThat(b.drawClaimed()).isEqualTo(a.drawClaimed());
                assertThat(b.drawnByRepetition()).isEqualTo(a.drawnByRepetition());
            }
        }
    }

    @Test
    void badInputIsNamed() {
        WidePopOutGame g = new WidePopOutGame(WideBoard.of(10, 6));
        assertThatThrownBy(() -> g.parse("1,p1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 2").hasMessageContaining("opponent's");
        assertThatThrownBy(() -> g.parse("1,11")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no column 11");
        assertThatThrownBy(() -> g.parse("....x...../..........")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("floats");
        assertThat(g.exactKeys()).isFalse();
        assertThat(g.name()).isEqualTo("popout 10x6");
    }
}
