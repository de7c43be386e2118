package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;

/** Random games played forward and taken back: everything is restored exactly. */
class PlayUndoTest {
    private static final int[][] SIZES = {{4, 4}, {5, 4}, {7, 6}, {2, 2}, {1, 3}, {8, 7}};

    private static int[] moves(PopOutState s) {
        int[] m = new int[s.game().maxMoves()];
        return Arrays.copyOf(m, s.moves(m));
    }

    @Test
    void randomGamesRoundTrip() {
        SplittableRandom random = new SplittableRandom(5);
        for (int[] size : SIZES) {
            for (int repetition = 2; repetition <= 3; repetition++) {
                PopOutGame g = new PopOutGame(Board.of(size[0], size[1]), repetition);
                for (int game = 0; game < 200; game++) {
                    PopOutState s = g.start();
                    PopOutState mirror = g.start();
                    int length = 1 + random.nextInt(300);
                    long[] keys = new long[length + 1];
                    int[][] legal = new int[length + 1][];
                    String[] diagrams = new String[length + 1];
                    int plies = 0;
                    while (plies < length && !s.isTerminal()) {
                        keys[plies] = s.key();
                        legal[plies] = moves(s);
                        diagrams[plies] = s.toString();
                        assertThat(legal[plies]).isNotEmpty();
                        assertThat(s.player()).isEqualTo(plies & 1);
                        // the side to move follows from the disks (see PopOutGame)
                        assertThat(Long.bitCount(s.mask()) & 1).isEqualTo(s.player());
                        // the key alone gives the same position and moves
                        PopOutState fresh = g.fromKey(s.boardKey());
                        assertThat(fresh.boardKey()).isEqualTo(s.boardKey());
                        assertThat(fresh.player()).isEqualTo(s.player());
                        assertThat(moves(fresh)).containsExactly(legal[plies]);
                        // the mirror image played alongside
                        assertThat(mirror.key()).isEqualTo(s.key(1));
                        assertThat(s.key(0)).isEqualTo(s.key());
                        int m = legal[plies][random.nextInt(legal[plies].length)];
                        s.play(m);
                        mirror.play(s.mapMove(m, 1));
                        plies++;
                    }
                    assertThat(mirror.isTerminal()).isEqualTo(s.isTerminal());
                    if (s.isTerminal()) {
                        assertThat(moves(s)).isEmpty();
                        assertThat(mirror.value()).isEqualTo(s.value());
                    }
                    PopOutState copy = s.copy();
                    assertThat(copy.history()).containsExactly(s.history());
                    assertThat(copy.key()).isEqualTo(s.key());
                    assertThat(PopOutNotation.parse(g, PopOutNotation.format(s)).key()).isEqualTo(s.key());
                    for (int p = plies - 1; p >= 0; p--) {
                        s.undo();
                        assertThat(s.ply()).isEqualTo(p);
                        assertThat(s.key()).isEqualTo(keys[p]);
                        assertThat(moves(s)).containsExactly(legal[p]);
                        assertThat(s.toString()).isEqualTo(diagrams[p]);
                    }
                    assertThat(s.key()).isEqualTo(g.start().key());
                    // the copy is independent
                    assertThat(copy.ply()).isEqualTo(plies);
                }
            }
        }
    }
}
